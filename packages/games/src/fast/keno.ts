import type { FloatSource } from '../rng/float-source.ts';
import { hundredths, ratio, type Ratio } from '../rng/payout.ts';
import { drawWithoutReplacement } from './shuffle.ts';

export const KENO_SQUARES = 40;
export const KENO_DRAWN = 10;
export const KENO_PICKS_MAX = 10;
/**
 * Nominal RTP. The paytables are Stake's published keno tables; their multipliers are rounded to two or three
 * significant digits, so each (risk, picks) table's exact RTP lies between 98.6% and 99.1%. The exact value of
 * each is `kenoExactRtp` and the tests check all 40 against this constant within ±0.4%.
 */
export const KENO_RTP = 0.99;

export type KenoRisk = 'classic' | 'low' | 'medium' | 'high';
export const KENO_RISKS: readonly KenoRisk[] = ['classic', 'low', 'medium', 'high'];

/**
 * KENO_PAYTABLES[risk][picks - 1][hits] = multiplier in hundredths of the bet.
 * Transcribed from Stake's keno game (classic, low, medium, high risk; 1–10 picks).
 */
export const KENO_PAYTABLES: Readonly<Record<KenoRisk, readonly (readonly number[])[]>> = {
  classic: [
    [0, 396],
    [0, 190, 450],
    [0, 100, 310, 1040],
    [0, 80, 180, 500, 2250],
    [0, 25, 140, 410, 1650, 3600],
    [0, 0, 100, 368, 700, 1650, 4000],
    [0, 0, 47, 300, 450, 1400, 3100, 6000],
    [0, 0, 0, 220, 400, 1300, 2200, 5500, 7000],
    [0, 0, 0, 155, 300, 800, 1500, 4400, 6000, 8500],
    [0, 0, 0, 140, 225, 450, 800, 1700, 5000, 8000, 10000],
  ],
  low: [
    [70, 185],
    [0, 200, 380],
    [0, 110, 138, 2600],
    [0, 0, 220, 790, 9000],
    [0, 0, 150, 420, 1300, 30000],
    [0, 0, 110, 200, 620, 10000, 70000],
    [0, 0, 110, 160, 350, 1500, 22500, 70000],
    [0, 0, 110, 150, 200, 550, 3900, 10000, 80000],
    [0, 0, 110, 130, 170, 250, 750, 5000, 25000, 100000],
    [0, 0, 110, 120, 130, 180, 350, 1300, 5000, 25000, 100000],
  ],
  medium: [
    [40, 275],
    [0, 180, 510],
    [0, 0, 280, 5000],
    [0, 0, 170, 1000, 10000],
    [0, 0, 140, 400, 1400, 39000],
    [0, 0, 0, 300, 900, 18000, 71000],
    [0, 0, 0, 200, 700, 3000, 40000, 80000],
    [0, 0, 0, 200, 400, 1100, 6700, 40000, 90000],
    [0, 0, 0, 200, 250, 500, 1500, 10000, 50000, 100000],
    [0, 0, 0, 160, 200, 400, 700, 2600, 10000, 50000, 100000],
  ],
  high: [
    [0, 396],
    [0, 0, 1710],
    [0, 0, 0, 8150],
    [0, 0, 0, 1000, 25900],
    [0, 0, 0, 450, 4800, 45000],
    [0, 0, 0, 0, 1100, 35000, 71000],
    [0, 0, 0, 0, 700, 9000, 40000, 80000],
    [0, 0, 0, 0, 500, 2000, 27000, 60000, 90000],
    [0, 0, 0, 0, 400, 1100, 5600, 50000, 80000, 100000],
    [0, 0, 0, 0, 350, 800, 1300, 6300, 50000, 80000, 100000],
  ],
};

/** Validates picks: 1–10 distinct squares numbered 1..40. */
export function assertKenoPicks(picks: readonly number[]): void {
  if (picks.length < 1 || picks.length > KENO_PICKS_MAX)
    throw new RangeError('pick between 1 and 10 squares');
  if (new Set(picks).size !== picks.length) throw new RangeError('picks must be distinct');
  if (picks.some((n) => !Number.isInteger(n) || n < 1 || n > KENO_SQUARES))
    throw new RangeError('picks must be squares 1..40');
}

/** The 10 drawn squares (numbered 1..40, in draw order), exactly as the verifiers compute them. Consumes 10 floats. */
export function kenoDraw(floats: FloatSource): number[] {
  return drawWithoutReplacement(floats, KENO_SQUARES, KENO_DRAWN).map((i) => i + 1);
}

export function kenoMultiplier(risk: KenoRisk, picks: number, hits: number): Ratio {
  const value = KENO_PAYTABLES[risk][picks - 1]?.[hits];
  if (value === undefined) throw new RangeError('no such keno table entry');
  return hundredths(value);
}

export interface KenoOutcome {
  drawn: number[];
  hits: number[];
  multiplier: Ratio;
}

export function playKeno(
  floats: FloatSource,
  risk: KenoRisk,
  picks: readonly number[],
): KenoOutcome {
  assertKenoPicks(picks);
  const drawn = kenoDraw(floats);
  const hits = picks.filter((n) => drawn.includes(n));
  const multiplier = kenoMultiplier(risk, picks.length, hits.length);
  return { drawn, hits, multiplier: multiplier.numerator === 0 ? ratio(0, 1) : multiplier };
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** Probability of `hits` hits with `picks` picks: hypergeometric C(10,h)·C(30,p−h)/C(40,p). */
export function kenoHitProbability(picks: number, hits: number): number {
  return (
    (choose(KENO_DRAWN, hits) * choose(KENO_SQUARES - KENO_DRAWN, picks - hits)) /
    choose(KENO_SQUARES, picks)
  );
}

/** Exact RTP of one table: Σ over hits of P(hits) × multiplier. */
export function kenoExactRtp(risk: KenoRisk, picks: number): number {
  const row = KENO_PAYTABLES[risk][picks - 1];
  if (!row) throw new RangeError('picks must be 1..10');
  return row.reduce((sum, pay, hits) => sum + (kenoHitProbability(picks, hits) * pay) / 100, 0);
}
