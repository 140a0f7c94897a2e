import { describe, expect, it } from 'vitest';
import { STAKE_SEEDS } from '../__fixtures__/stake-seeds.ts';
import { ROULETTE_POCKETS } from '../fast/roulette.ts';
import { FairFloats } from '../rng/fair.ts';
import { ArrayFloats } from '../rng/float-source.ts';
import {
  MULTIPLIER_ROULETTE_COUNT_WEIGHTS,
  MULTIPLIER_ROULETTE_MULTIPLIER_WEIGHTS,
  MULTIPLIER_ROULETTE_ODDS,
  MULTIPLIER_ROULETTE_RTP,
  multiplierRouletteMaxReturn,
  multiplierRouletteStraightRtp,
  settleMultiplierRouletteBets,
  spinMultiplierRoulette,
  type LuckyNumber,
} from './multiplier-roulette.ts';
import { ROULETTE_BET_KINDS, type RouletteBet } from './roulette-table.ts';

/** The float that floors to `index` out of `n` (the middle of its interval). */
const at = (index: number, n: number): number => (index + 0.5) / n;

describe('multiplier roulette draw', () => {
  it('draws golden lucky numbers, multipliers and pockets from known seeds', () => {
    const drawn = STAKE_SEEDS.map((s) =>
      spinMultiplierRoulette(new FairFloats(s.serverSeed, s.clientSeed, s.nonce)),
    );
    expect(drawn).toEqual([
      {
        lucky: [
          { number: 32, multiplier: 50 },
          { number: 12, multiplier: 100 },
          { number: 30, multiplier: 50 },
          { number: 4, multiplier: 100 },
        ],
        pocket: 15,
        colour: 'black',
      },
      {
        lucky: [
          { number: 16, multiplier: 100 },
          { number: 25, multiplier: 50 },
        ],
        pocket: 25,
        colour: 'red',
      },
      {
        lucky: [
          { number: 30, multiplier: 50 },
          { number: 1, multiplier: 100 },
          { number: 33, multiplier: 100 },
        ],
        pocket: 25,
        colour: 'red',
      },
    ]);
  });

  it('reads the floats in the published order: count, numbers (partial shuffle), multipliers, ball', () => {
    // count: weights 1,2,4,2,1 → index 9 of 10 is five numbers.
    const floats = new ArrayFloats([
      at(9, 10),
      at(36, 37), // place 0 swaps with 36: the pockets read [36, 1, 2, …, 35, 0]
      at(0, 36), // place 1 keeps 1
      at(34, 35), // place 2 swaps with the last place, which holds 0 since the first swap
      at(0, 34), // 3
      at(0, 33), // 4
      at(0, 100), // 50×
      at(99, 100), // 500×
      at(46, 100), // 100×
      at(85, 100), // 200×
      at(97, 100), // 400×
      at(17, 37), // the ball on 17
    ]);
    const outcome = spinMultiplierRoulette(floats);
    expect(outcome.lucky).toEqual([
      { number: 36, multiplier: 50 },
      { number: 1, multiplier: 500 },
      { number: 0, multiplier: 100 },
      { number: 3, multiplier: 200 },
      { number: 4, multiplier: 400 },
    ]);
    expect(outcome.pocket).toBe(17);
    expect(floats.consumed).toBe(12);
    // One lucky number: two floats before the ball.
    expect(spinMultiplierRoulette(new ArrayFloats([0, 0.5, 0, 0])).lucky).toEqual([
      { number: 18, multiplier: 50 },
    ]);
  });

  it('makes every number lucky with probability k/37 for k lucky numbers (exact, over all draws for k ≤ 2)', () => {
    for (const k of [1, 2]) {
      const hits = Array.from({ length: ROULETTE_POCKETS }, () => 0);
      let draws = 0;
      const countFloat = at(k === 1 ? 0 : 1, 10);
      for (let a = 0; a < ROULETTE_POCKETS; a += 1)
        for (let b = 0; b < (k === 2 ? ROULETTE_POCKETS - 1 : 1); b += 1) {
          const floats = [countFloat, at(a, ROULETTE_POCKETS)];
          if (k === 2) floats.push(at(b, ROULETTE_POCKETS - 1));
          const { lucky } = spinMultiplierRoulette(
            new ArrayFloats([...floats, ...Array.from({ length: k }, () => 0), 0]),
          );
          expect(new Set(lucky.map((l) => l.number)).size).toBe(k);
          for (const l of lucky) hits[l.number] = (hits[l.number] ?? 0) + 1;
          draws += 1;
        }
      // Each number lucky in exactly k/37 of the equally likely draws.
      for (const h of hits) expect(h * ROULETTE_POCKETS).toBe(k * draws);
    }
  });
});

describe('multiplier roulette payouts', () => {
  const lucky: LuckyNumber[] = [
    { number: 17, multiplier: 500 },
    { number: 0, multiplier: 50 },
  ];

  it('pays a lucky straight its multiplier to 1, a plain straight 29 to 1 and other bets as roulette', () => {
    const bets: { bet: RouletteBet; stakeMinor: bigint }[] = [
      { bet: { kind: 'straight', number: 17 }, stakeMinor: 100n },
      { bet: { kind: 'split', numbers: [17, 20] }, stakeMinor: 100n },
      { bet: { kind: 'black' }, stakeMinor: 100n },
      { bet: { kind: 'straight', number: 20 }, stakeMinor: 100n },
    ];
    expect(
      settleMultiplierRouletteBets({ pocket: 17, lucky }, bets).map((s) => s.returnMinor),
    ).toEqual([50_100n, 1_800n, 200n, 0n]);
    expect(
      settleMultiplierRouletteBets({ pocket: 20, lucky }, bets).map((s) => s.returnMinor),
    ).toEqual([0n, 1_800n, 200n, 3_000n]);
    expect(MULTIPLIER_ROULETTE_ODDS.straight).toBe(29);
    expect(MULTIPLIER_ROULETTE_ODDS.split).toBe(17);
  });

  it('finds the most a bet set can return: its best pocket, lucky at 500 to 1', () => {
    // A straight on 17 and a split on 17/20: 17 lucky at 500× returns 501 + 18 per unit.
    expect(
      multiplierRouletteMaxReturn([
        { bet: { kind: 'straight', number: 17 }, stakeMinor: 100n },
        { bet: { kind: 'split', numbers: [17, 20] }, stakeMinor: 100n },
        { bet: { kind: 'red' }, stakeMinor: 100n },
      ]),
    ).toBe(50_100n + 1_800n);
    // Two straights can never both win.
    expect(
      multiplierRouletteMaxReturn([
        { bet: { kind: 'straight', number: 1 }, stakeMinor: 100n },
        { bet: { kind: 'straight', number: 2 }, stakeMinor: 200n },
      ]),
    ).toBe(100_200n);
    expect(
      multiplierRouletteMaxReturn([{ bet: { kind: 'dozen', dozen: 1 }, stakeMinor: 100n }]),
    ).toBe(300n);
  });

  it('refuses an invalid round', () => {
    const bets = [{ bet: { kind: 'straight', number: 1 } as RouletteBet, stakeMinor: 1n }];
    expect(() => settleMultiplierRouletteBets({ pocket: 1, lucky: [] }, bets)).toThrow(RangeError);
    expect(() =>
      settleMultiplierRouletteBets(
        {
          pocket: 1,
          lucky: [
            { number: 1, multiplier: 50 },
            { number: 1, multiplier: 100 },
          ],
        },
        bets,
      ),
    ).toThrow(RangeError);
    expect(() =>
      settleMultiplierRouletteBets(
        { pocket: 1, lucky: [{ number: 1, multiplier: 77 as 50 }] },
        bets,
      ),
    ).toThrow(RangeError);
    expect(() =>
      settleMultiplierRouletteBets({ pocket: 37, lucky: [{ number: 1, multiplier: 50 }] }, bets),
    ).toThrow(RangeError);
  });
});

describe('multiplier roulette RTP (exact)', () => {
  it('publishes weights with E[count] = 3 and E[multiplier] = 103', () => {
    const mean = (t: readonly { value: number; weight: number }[]) =>
      t.reduce((s, w) => s + w.value * w.weight, 0) / t.reduce((s, w) => s + w.weight, 0);
    expect(mean(MULTIPLIER_ROULETTE_COUNT_WEIGHTS)).toBe(3);
    expect(mean(MULTIPLIER_ROULETTE_MULTIPLIER_WEIGHTS)).toBe(103);
  });

  it('returns exactly 36/37 on a straight bet, for every number', () => {
    for (let n = 0; n < ROULETTE_POCKETS; n += 1)
      expect(multiplierRouletteStraightRtp(n)).toEqual({ n: 36n, d: 37n });
    expect(MULTIPLIER_ROULETTE_RTP.straight).toEqual({ numerator: 36, denominator: 37 });
  });

  it('the settlement itself returns what the RTP says: enumerating counts, pockets, luck and multipliers', () => {
    // A straight on 17, settled for every weighted (count, pocket, 17 lucky or not, multiplier) case.
    const countTotal = 10n;
    const multiplierTotal = 100n;
    const pockets = BigInt(ROULETTE_POCKETS);
    // Σ probability × return over the common denominator countTotal × 37 × 37 × multiplierTotal.
    let numerator = 0n;
    const bet = [{ bet: { kind: 'straight', number: 17 } as RouletteBet, stakeMinor: 1n }];
    for (const { value: k, weight: wk } of MULTIPLIER_ROULETTE_COUNT_WEIGHTS) {
      const others = (n: number) =>
        Array.from({ length: n }, (_, i) => ({ number: 20 + i, multiplier: 50 as const }));
      for (let pocket = 0; pocket < ROULETTE_POCKETS; pocket += 1)
        for (const { value: m, weight: wm } of MULTIPLIER_ROULETTE_MULTIPLIER_WEIGHTS) {
          const isLucky = [{ number: 17, multiplier: m }, ...others(k - 1)];
          const notLucky = others(k);
          const ret = (l: LuckyNumber[]) =>
            settleMultiplierRouletteBets({ pocket, lucky: l }, bet)[0]?.returnMinor ?? 0n;
          numerator +=
            BigInt(wk) *
            BigInt(wm) *
            (BigInt(k) * ret(isLucky) + (pockets - BigInt(k)) * ret(notLucky));
        }
    }
    const denominator = countTotal * pockets * pockets * multiplierTotal;
    expect(numerator * 37n).toBe(36n * denominator);
  });

  it('returns 36/37 on every other bet kind, enumerating the 37 pockets through the settlement', () => {
    const outside: RouletteBet[] = [
      { kind: 'split', numbers: [17, 20] },
      { kind: 'street', row: 6 },
      { kind: 'corner', numbers: [13, 14, 16, 17] },
      { kind: 'six-line', row: 5 },
      { kind: 'dozen', dozen: 2 },
      { kind: 'column', column: 2 },
      { kind: 'red' },
      { kind: 'black' },
      { kind: 'odd' },
      { kind: 'even' },
      { kind: 'low' },
      { kind: 'high' },
    ];
    const lucky: LuckyNumber[] = [{ number: 17, multiplier: 500 }];
    for (const bet of outside) {
      let total = 0n;
      for (let pocket = 0; pocket < ROULETTE_POCKETS; pocket += 1)
        total +=
          settleMultiplierRouletteBets({ pocket, lucky }, [{ bet, stakeMinor: 37n }])[0]
            ?.returnMinor ?? 0n;
      // 37 pockets × stake 37: a return of 36/37 is 36 × 37.
      expect(total).toBe(36n * 37n);
      expect(MULTIPLIER_ROULETTE_RTP[bet.kind]).toEqual({ numerator: 36, denominator: 37 });
    }
    expect(Object.keys(MULTIPLIER_ROULETTE_RTP)).toEqual([...ROULETTE_BET_KINDS]);
  });
});
