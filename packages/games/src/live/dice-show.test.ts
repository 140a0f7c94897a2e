import { describe, expect, it } from 'vitest';
import { STAKE_SEEDS } from '../__fixtures__/stake-seeds.ts';
import { FairFloats } from '../rng/fair.ts';
import { ArrayFloats } from '../rng/float-source.ts';
import { rational, sub } from '../sports/rational.ts';
import {
  DICE_SHOW_COUNT_WEIGHTS,
  DICE_SHOW_LEVEL_WEIGHTS,
  DICE_SHOW_MAX_MULTIPLIER,
  DICE_SHOW_PAYTABLE,
  DICE_SHOW_RTP,
  DICE_SHOW_TOTALS,
  diceShowMaxReturn,
  diceShowRow,
  diceShowTotalRtp,
  diceShowWays,
  rollDiceShow,
  settleDiceShowBets,
  type DiceShowMultiplier,
  type DiceShowOutcome,
} from './dice-show.ts';

/** The float that floors to `index` out of `n` (the middle of its interval). */
const at = (index: number, n: number): number => (index + 0.5) / n;

describe('dice show draw', () => {
  it('draws golden multiplied totals, multipliers and dice from known seeds', () => {
    expect(
      STAKE_SEEDS.map((s) => rollDiceShow(new FairFloats(s.serverSeed, s.clientSeed, s.nonce))),
    ).toEqual([
      {
        lucky: [
          { total: 17, multiplier: 100 },
          { total: 8, multiplier: 20 },
          { total: 16, multiplier: 50 },
        ],
        dice: [2, 4, 3],
        total: 9,
      },
      { lucky: [{ total: 10, multiplier: 20 }], dice: [5, 3, 5], total: 13 },
      {
        lucky: [
          { total: 16, multiplier: 150 },
          { total: 4, multiplier: 100 },
        ],
        dice: [3, 3, 5],
        total: 11,
      },
    ]);
  });

  it('reads the floats in the published order: count, totals (partial shuffle), levels, three dice', () => {
    const floats = new ArrayFloats([
      at(3, 4), // count weights 1,2,1 → index 3 of 4 is three totals
      at(15, 16), // place 0 swaps with the last: 18, and the totals read [18, 4, …, 17, 3]
      at(14, 15), // place 1 swaps with the last place, which holds 3 since the first swap
      at(0, 14), // place 2 keeps 5
      at(99, 100), // level 3
      at(0, 100), // level 0
      at(60, 100), // level 1 (55..82)
      at(0, 6),
      at(5, 6),
      at(2, 6),
    ]);
    expect(rollDiceShow(floats)).toEqual({
      lucky: [
        { total: 18, multiplier: 1000 },
        { total: 3, multiplier: 400 },
        { total: 5, multiplier: 75 },
      ],
      dice: [1, 6, 3],
      total: 10,
    });
    expect(floats.consumed).toBe(10);
  });

  it('makes every total multiplied with probability k/16 for k totals (exact, over all draws for k ≤ 2)', () => {
    for (const k of [1, 2]) {
      const hits = new Map<number, number>();
      let draws = 0;
      for (let a = 0; a < 16; a += 1)
        for (let b = 0; b < (k === 2 ? 15 : 1); b += 1) {
          const floats = [at(k - 1, 4), at(a, 16)];
          if (k === 2) floats.push(at(b, 15));
          const { lucky } = rollDiceShow(new ArrayFloats([...floats, ...Array(k + 3).fill(0)]));
          expect(new Set(lucky.map((l) => l.total)).size).toBe(k);
          for (const l of lucky) hits.set(l.total, (hits.get(l.total) ?? 0) + 1);
          draws += 1;
        }
      for (const total of DICE_SHOW_TOTALS) expect((hits.get(total) ?? 0) * 16).toBe(k * draws);
    }
  });
});

describe('dice show payouts', () => {
  const round = (dice: [number, number, number], lucky: DiceShowMultiplier[]): DiceShowOutcome => ({
    dice,
    total: dice[0] + dice[1] + dice[2],
    lucky,
  });

  it('pays a multiplied total its multiplier to 1, a plain total its base odds, the others nothing', () => {
    const bets = [
      { total: 10, stakeMinor: 100n },
      { total: 3, stakeMinor: 100n },
      { total: 11, stakeMinor: 50n },
    ];
    const lucky = [
      { total: 10, multiplier: 75 },
      { total: 3, multiplier: 1000 },
    ];
    expect(settleDiceShowBets(round([4, 4, 2], lucky), bets).map((s) => s.returnMinor)).toEqual([
      7_600n,
      0n,
      0n,
    ]);
    expect(settleDiceShowBets(round([1, 1, 1], lucky), bets).map((s) => s.returnMinor)).toEqual([
      0n,
      100_100n,
      0n,
    ]);
    // 11 has no multiplier: 5 to 1.
    expect(settleDiceShowBets(round([5, 5, 1], lucky), bets).map((s) => s.returnMinor)).toEqual([
      0n,
      0n,
      300n,
    ]);
  });

  it('refuses invalid bets and rounds', () => {
    const ok = [{ total: 3, multiplier: 400 }];
    const bet = [{ total: 3, stakeMinor: 1n }];
    expect(() => settleDiceShowBets(round([1, 1, 1], ok), [{ total: 2, stakeMinor: 1n }])).toThrow(
      RangeError,
    );
    expect(() => settleDiceShowBets(round([1, 1, 1], ok), [...bet, ...bet])).toThrow(RangeError);
    expect(() => settleDiceShowBets(round([1, 1, 1], []), bet)).toThrow(RangeError);
    expect(() => settleDiceShowBets(round([1, 1, 1], [{ total: 3, multiplier: 75 }]), bet)).toThrow(
      RangeError,
    );
    expect(() => settleDiceShowBets(round([1, 1, 1], [...ok, ...ok]), bet)).toThrow(RangeError);
    expect(() => settleDiceShowBets({ dice: [1, 1, 7], total: 9, lucky: ok }, bet)).toThrow(
      RangeError,
    );
    expect(() => settleDiceShowBets({ dice: [1, 1, 1], total: 4, lucky: ok }, bet)).toThrow(
      RangeError,
    );
  });

  it('caps the best case at the largest multiplier of the totals bet (one total is rolled)', () => {
    expect(DICE_SHOW_MAX_MULTIPLIER).toBe(1000);
    expect(
      diceShowMaxReturn([
        { total: 10, stakeMinor: 1_000n },
        { total: 3, stakeMinor: 100n },
      ]),
    ).toBe(100_100n);
    expect(diceShowMaxReturn([{ total: 10, stakeMinor: 1_000n }])).toBe(76_000n);
  });
});

describe('dice show RTP (exact)', () => {
  it('publishes a row for every total with multipliers above the base odds', () => {
    expect(DICE_SHOW_PAYTABLE.flatMap((r) => r.totals).sort((a, b) => a - b)).toEqual([
      ...DICE_SHOW_TOTALS,
    ]);
    for (const row of DICE_SHOW_PAYTABLE) {
      expect(row.totals[0] + row.totals[1]).toBe(21);
      expect(row.multipliers[0]).toBeGreaterThan(row.odds);
    }
    expect(DICE_SHOW_TOTALS.reduce((s, t) => s + diceShowWays(t), 0)).toBe(216);
  });

  it('the settlement itself returns the stated RTP: the 216 rolls × counts × multiplied or not × levels', () => {
    const countTotal = 4n;
    const levelTotal = 100n;
    const stated: Record<number, [bigint, bigint]> = {
      9: [6635n, 6912n],
      12: [6635n, 6912n],
      10: [1229n, 1280n],
      11: [1229n, 1280n],
    };
    for (const total of DICE_SHOW_TOTALS) {
      const row = diceShowRow(total);
      const other = total === 18 ? 17 : 18;
      const otherMultiplier = diceShowRow(other).multipliers[0];
      const bet = [{ total, stakeMinor: 1n }];
      // Σ weight × return over the common denominator 216 × countTotal × 16 × levelTotal.
      let numerator = 0n;
      for (let a = 1; a <= 6; a += 1)
        for (let b = 1; b <= 6; b += 1)
          for (let c = 1; c <= 6; c += 1)
            for (const { value: k, weight: wk } of DICE_SHOW_COUNT_WEIGHTS)
              for (const { value: level, weight: wl } of DICE_SHOW_LEVEL_WEIGHTS) {
                const dice: [number, number, number] = [a, b, c];
                const plain = [{ total: other, multiplier: otherMultiplier }];
                const multiplied = [{ total, multiplier: row.multipliers[level] }];
                const ret = (lucky: DiceShowMultiplier[]) =>
                  settleDiceShowBets({ dice, total: a + b + c, lucky }, bet)[0]!.returnMinor;
                numerator +=
                  BigInt(wk) *
                  BigInt(wl) *
                  (BigInt(k) * ret(multiplied) + BigInt(16 - k) * ret(plain));
              }
      const rtp = rational(numerator, 216n * countTotal * 16n * levelTotal);
      const [n, d] = stated[total] ?? [553n, 576n];
      expect(rtp).toEqual(rational(n, d));
      expect(diceShowTotalRtp(total)).toEqual(rtp);
      expect(DICE_SHOW_RTP[`total_${total}`]).toEqual({
        numerator: Number(n),
        denominator: Number(d),
      });
    }
    // The spread between totals, stated in the module: 1/4320 (0.0231 percentage points).
    expect(sub(rational(1229n, 1280n), rational(6635n, 6912n))).toEqual(rational(1n, 4320n));
  });
});
