import { describe, expect, it } from 'vitest';
import { STAKE_SEEDS } from '../__fixtures__/stake-seeds.ts';
import { dealCards } from '../cards/deck.ts';
import { FairFloats } from '../rng/fair.ts';
import { ArrayFloats } from '../rng/float-source.ts';
import { ratioToNumber } from '../rng/payout.ts';
import { DICE_RTP, diceMultiplier, diceRoll, isDiceWin, playDice } from './dice.ts';
import {
  KENO_PAYTABLES,
  KENO_RISKS,
  KENO_RTP,
  kenoDraw,
  kenoExactRtp,
  kenoHitProbability,
  playKeno,
} from './keno.ts';
import { LIMBO_RTP, limboPointFromFloat, playLimbo } from './limbo.ts';
import {
  MINES_RTP,
  minePositions,
  minesMultiplier,
  minesSafeProbability,
  minesShuffle,
} from './mines.ts';
import {
  PLINKO_PAYTABLES,
  PLINKO_RISKS,
  PLINKO_RTP,
  playPlinko,
  plinkoExactRtp,
} from './plinko.ts';
import {
  ROULETTE_RTP,
  playRoulette,
  rouletteBetNumbers,
  rouletteMultiplier,
  roulettePocket,
  type RouletteBet,
} from './roulette.ts';

// Published vectors: every expected outcome below is from KyranRana/stake-provably-fair-api (src/test/<Game>.test.ts),
// whose test seeds each link to stake.com/provably-fair/calculation?...&game=<game>.
const fair = (i: number) => {
  const seed = STAKE_SEEDS[i as 0 | 1 | 2];
  return new FairFloats(seed.serverSeed, seed.clientSeed, seed.nonce);
};

describe('dice', () => {
  it('reproduces the published rolls (src/test/Dice.test.ts)', () => {
    expect([0, 1, 2].map((i) => diceRoll(fair(i)))).toEqual([7718, 1959, 5637]);
  });

  it('pays 99 / chance and returns exactly 9900/10001, enumerating all 10,001 rolls for every 7th target', () => {
    for (const direction of ['over', 'under'] as const) {
      for (let target = 0; target <= 10_000; target += 7) {
        const count = direction === 'over' ? 10_000 - target : target;
        if (count < 1 || count > 9800) continue;
        const bet = { direction, targetHundredths: target };
        let wins = 0;
        for (let roll = 0; roll <= 10_000; roll += 1) if (isDiceWin(bet, roll)) wins += 1;
        const m = diceMultiplier(bet);
        // RTP = (wins / 10001) × (numerator / denominator) = 9900 / 10001 ⇔ wins × numerator = 9900 × denominator.
        if (wins * m.numerator !== 9900 * m.denominator)
          throw new Error(`dice ${direction} ${target} is off`);
      }
    }
    expect(DICE_RTP).toBeCloseTo(0.9899, 4);
  });

  it('settles a bet and refuses impossible chances', () => {
    const win = playDice(new ArrayFloats([0.9]), { direction: 'over', targetHundredths: 5000 });
    expect(win).toMatchObject({ rollHundredths: 9000, isWin: true });
    expect(ratioToNumber(win.multiplier)).toBeCloseTo(1.98, 10);
    expect(
      playDice(new ArrayFloats([0.1]), { direction: 'over', targetHundredths: 5000 }).isWin,
    ).toBe(false);
    expect(() => diceMultiplier({ direction: 'over', targetHundredths: 100 })).toThrow(RangeError); // 99% chance
    expect(() => diceMultiplier({ direction: 'under', targetHundredths: 0 })).toThrow(RangeError);
  });
});

describe('limbo', () => {
  it('reproduces the published points (src/test/Limbo.test.ts)', () => {
    expect([0, 1, 2].map((i) => limboPointFromFloat(fair(i).next()))).toEqual([128, 505, 175]);
  });

  it('returns 99% at every target, counting the winning 32-bit floats exactly', () => {
    // The point is non-increasing in the float, so the winners are the floats u/2^32 with u ≤ some threshold;
    // binary search finds it using the production function itself.
    for (const target of [101, 102, 150, 200, 247, 1000, 5000, 100_000, 1_000_000]) {
      let lo = 0;
      let hi = 2 ** 32 - 1;
      while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (limboPointFromFloat(mid / 2 ** 32) >= target) lo = mid;
        else hi = mid - 1;
      }
      const rtp = ((lo + 1) / 2 ** 32) * (target / 100);
      expect(Math.abs(rtp - LIMBO_RTP)).toBeLessThan(1e-6);
    }
  });

  it('never goes below 1.00× and pays the target on a win', () => {
    expect(limboPointFromFloat(0.999)).toBe(100);
    expect(limboPointFromFloat(0)).toBe(100_000_000);
    const outcome = playLimbo(new ArrayFloats([0.3]), 300);
    expect(outcome).toMatchObject({
      pointHundredths: 330,
      isWin: true,
      multiplier: { numerator: 300, denominator: 100 },
    });
  });
});

describe('roulette', () => {
  it('reproduces the published pockets (src/test/Roulette.test.ts)', () => {
    expect([0, 1, 2].map((i) => roulettePocket(fair(i)))).toEqual([28, 7, 20]);
  });

  const BETS: RouletteBet[] = [
    { kind: 'straight', number: 0 },
    { kind: 'straight', number: 17 },
    { kind: 'split', numbers: [0, 2] },
    { kind: 'split', numbers: [14, 17] },
    { kind: 'split', numbers: [20, 21] },
    { kind: 'street', row: 5 },
    { kind: 'corner', numbers: [25, 26, 28, 29] },
    { kind: 'six-line', row: 11 },
    { kind: 'red' },
    { kind: 'black' },
    { kind: 'even' },
    { kind: 'odd' },
    { kind: 'low' },
    { kind: 'high' },
    { kind: 'dozen', dozen: 2 },
    { kind: 'column', column: 3 },
  ];

  it.each(BETS)('returns exactly 36/37 on %j (enumerating the 37 pockets)', (bet) => {
    const numbers = rouletteBetNumbers(bet);
    const m = rouletteMultiplier(bet);
    let winningPockets = 0;
    for (let pocket = 0; pocket < 37; pocket += 1)
      if (numbers.includes(pocket)) winningPockets += 1;
    // RTP = (winning pockets / 37) × (numerator / denominator) = 36/37 exactly, checked in integers.
    expect(winningPockets * m.numerator).toBe(36 * m.denominator);
    expect((winningPockets / 37) * ratioToNumber(m)).toBeCloseTo(ROULETTE_RTP, 12);
  });

  it('pays standard odds and rejects bets that are not on the layout', () => {
    const payout = (bet: RouletteBet) => ratioToNumber(rouletteMultiplier(bet));
    expect([
      payout({ kind: 'straight', number: 5 }),
      payout({ kind: 'split', numbers: [1, 4] }),
      payout({ kind: 'street', row: 1 }),
    ]).toEqual([36, 18, 12]);
    expect([
      payout({ kind: 'corner', numbers: [1, 2, 4, 5] }),
      payout({ kind: 'six-line', row: 1 }),
      payout({ kind: 'dozen', dozen: 1 }),
      payout({ kind: 'red' }),
    ]).toEqual([9, 6, 3, 2]);
    expect(rouletteBetNumbers({ kind: 'red' })).toHaveLength(18);
    expect(() => rouletteBetNumbers({ kind: 'split', numbers: [3, 4] })).toThrow(RangeError);
    expect(() => rouletteBetNumbers({ kind: 'corner', numbers: [3, 4, 6, 7] })).toThrow(RangeError);
    const spin = playRoulette(new ArrayFloats([0.5]), [
      { kind: 'straight', number: 18 },
      { kind: 'black' },
    ]);
    expect(spin.pocket).toBe(18);
    expect(spin.results.map((r) => r.isWin)).toEqual([true, false]);
  });
});

describe('keno', () => {
  it('reproduces the published draws (src/test/Keno.test.ts)', () => {
    expect(kenoDraw(fair(0))).toEqual([31, 36, 12, 32, 2, 8, 20, 10, 25, 17]);
    expect(kenoDraw(fair(1))).toEqual([8, 19, 28, 29, 18, 30, 11, 13, 3, 2]);
    expect(kenoDraw(fair(2))).toEqual([23, 33, 1, 36, 9, 20, 19, 28, 8, 38]);
  });

  it('has hit probabilities that sum to one (hypergeometric)', () => {
    for (let picks = 1; picks <= 10; picks += 1) {
      let total = 0;
      for (let hits = 0; hits <= picks; hits += 1) total += kenoHitProbability(picks, hits);
      expect(total).toBeCloseTo(1, 12);
    }
  });

  it('returns 99% ± 0.4% on each of the 40 published tables (exact hypergeometric RTP)', () => {
    for (const risk of KENO_RISKS) {
      KENO_PAYTABLES[risk].forEach((row, i) => {
        expect(row).toHaveLength(i + 2);
        expect(Math.abs(kenoExactRtp(risk, i + 1) - KENO_RTP)).toBeLessThan(0.004);
      });
    }
  });

  it('settles picks against the draw', () => {
    const outcome = playKeno(fair(0), 'classic', [31, 36, 1]);
    expect(outcome.hits).toEqual([31, 36]);
    expect(ratioToNumber(outcome.multiplier)).toBe(3.1);
    expect(() => playKeno(fair(0), 'low', [1, 1])).toThrow(RangeError);
  });
});

describe('mines', () => {
  it('leaves the published tile out of the 24-tile shuffle (src/test/Mines.test.ts)', () => {
    // The verifier lists the 24 drawn tiles (1-based); with 24 mines the one tile never drawn is 22, 23 and 9.
    const missing = [0, 1, 2].map((i) => {
      const drawn = new Set(minesShuffle(fair(i)));
      return Array.from({ length: 25 }, (_, t) => t).filter((t) => !drawn.has(t));
    });
    expect(missing).toEqual([[21], [22], [8]]);
  });

  it('places the first m shuffled tiles as mines', () => {
    expect(minePositions(fair(0), 3)).toEqual(minesShuffle(fair(0)).slice(0, 3));
  });

  it('returns exactly 99% for every mine count and number of reveals', () => {
    for (let mines = 1; mines <= 24; mines += 1) {
      for (let reveals = 1; reveals <= 25 - mines; reveals += 1) {
        const m = minesMultiplier(mines, reveals);
        expect(minesSafeProbability(mines, reveals) * ratioToNumber(m)).toBeCloseTo(MINES_RTP, 12);
      }
    }
    expect(ratioToNumber(minesMultiplier(1, 1))).toBeCloseTo(1.03125, 10);
    expect(ratioToNumber(minesMultiplier(24, 1))).toBeCloseTo(24.75, 10);
  });
});

describe('plinko', () => {
  it('reproduces the published slots for 8–16 rows (src/test/Plinko.test.ts)', () => {
    const published = [
      [3, 4, 4, 4, 4, 5, 5, 5, 5],
      [3, 3, 3, 3, 4, 4, 4, 5, 5],
      [4, 4, 5, 6, 6, 6, 6, 6, 7],
    ];
    [0, 1, 2].forEach((i) => {
      const slots = [8, 9, 10, 11, 12, 13, 14, 15, 16].map(
        (rows) => playPlinko(fair(i), rows, 'low').slot,
      );
      expect(slots).toEqual(published[i]);
    });
    // Published path of seed 1: R R L R L L L L R L L L R L L L.
    expect(playPlinko(fair(0), 16, 'high').path.join('')).toBe('1101000010001000');
  });

  it('returns 99% ± 0.2% on each of the 27 published tables (exact binomial RTP)', () => {
    for (let rows = 8; rows <= 16; rows += 1) {
      for (const risk of PLINKO_RISKS) {
        expect(PLINKO_PAYTABLES[rows]?.[risk]).toHaveLength(rows + 1);
        expect(Math.abs(plinkoExactRtp(rows, risk) - PLINKO_RTP)).toBeLessThan(0.002);
      }
    }
  });
});

describe('cards', () => {
  it('reproduces the published cards (src/test/Cards.test.ts)', () => {
    const show = (i: number, n: number) =>
      dealCards(fair(i), n)
        .map((c) => `${c.rank}${c.suit[0]}`)
        .join(' ');
    expect(show(0, 10)).toBe('Qd Ks 6d Qh 2h 4s 8h 5d 9c 7h');
    expect(show(1, 20)).toBe('4s 7c 10c Jd 7c 10c 5s 6h 3d 2h 6c 8c 5h 2d 8c 2c 2h 3s 8h Jc');
    expect(show(2, 30)).toBe(
      '9h Qs 2d Ks 4s 8h 8h Jd 4s Kc 10h 2h 2h 4c 3c Qd 6c Qs Kc Kc Kc 4d 7d Ac Ac Jc 10s Kd Qd 9s',
    );
  });
});
