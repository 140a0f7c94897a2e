import type { FloatSource } from '../rng/float-source.ts';
import { floatToInt } from '../rng/float-source.ts';
import { hundredths, type Ratio } from '../rng/payout.ts';

export const PLINKO_ROWS_MIN = 8;
export const PLINKO_ROWS_MAX = 16;
/**
 * Nominal RTP. The paytables are Stake's published plinko tables; the exact RTP of each (rows, risk) table,
 * Σ C(n,k)/2^n × multiplier, lies between 98.90% and 99.17% (`plinkoExactRtp`; tests check ±0.2%).
 */
export const PLINKO_RTP = 0.99;

export type PlinkoRisk = 'low' | 'medium' | 'high';
export const PLINKO_RISKS: readonly PlinkoRisk[] = ['low', 'medium', 'high'];

/** PLINKO_PAYTABLES[rows][risk][slot] = multiplier in hundredths; slot 0 is the far left. */
export const PLINKO_PAYTABLES: Readonly<
  Record<number, Readonly<Record<PlinkoRisk, readonly number[]>>>
> = {
  8: {
    low: [560, 210, 110, 100, 50, 100, 110, 210, 560],
    medium: [1300, 300, 130, 70, 40, 70, 130, 300, 1300],
    high: [2900, 400, 150, 30, 20, 30, 150, 400, 2900],
  },
  9: {
    low: [560, 200, 160, 100, 70, 70, 100, 160, 200, 560],
    medium: [1800, 400, 170, 90, 50, 50, 90, 170, 400, 1800],
    high: [4300, 700, 200, 60, 20, 20, 60, 200, 700, 4300],
  },
  10: {
    low: [890, 300, 140, 110, 100, 50, 100, 110, 140, 300, 890],
    medium: [2200, 500, 200, 140, 60, 40, 60, 140, 200, 500, 2200],
    high: [7600, 1000, 300, 90, 30, 20, 30, 90, 300, 1000, 7600],
  },
  11: {
    low: [840, 300, 190, 130, 100, 70, 70, 100, 130, 190, 300, 840],
    medium: [2400, 600, 300, 180, 70, 50, 50, 70, 180, 300, 600, 2400],
    high: [12000, 1400, 520, 140, 40, 20, 20, 40, 140, 520, 1400, 12000],
  },
  12: {
    low: [1000, 300, 160, 140, 110, 100, 50, 100, 110, 140, 160, 300, 1000],
    medium: [3300, 1100, 400, 200, 110, 60, 30, 60, 110, 200, 400, 1100, 3300],
    high: [17000, 2400, 810, 200, 70, 20, 20, 20, 70, 200, 810, 2400, 17000],
  },
  13: {
    low: [810, 400, 300, 190, 120, 90, 70, 70, 90, 120, 190, 300, 400, 810],
    medium: [4300, 1300, 600, 300, 130, 70, 40, 40, 70, 130, 300, 600, 1300, 4300],
    high: [26000, 3700, 1100, 400, 100, 20, 20, 20, 20, 100, 400, 1100, 3700, 26000],
  },
  14: {
    low: [710, 400, 190, 140, 130, 110, 100, 50, 100, 110, 130, 140, 190, 400, 710],
    medium: [5800, 1500, 700, 400, 190, 100, 50, 20, 50, 100, 190, 400, 700, 1500, 5800],
    high: [42000, 5600, 1800, 500, 190, 30, 20, 20, 20, 30, 190, 500, 1800, 5600, 42000],
  },
  15: {
    low: [1500, 800, 300, 200, 150, 110, 100, 70, 70, 100, 110, 150, 200, 300, 800, 1500],
    medium: [8800, 1800, 1100, 500, 300, 130, 50, 30, 30, 50, 130, 300, 500, 1100, 1800, 8800],
    high: [62000, 8300, 2700, 800, 300, 50, 20, 20, 20, 20, 50, 300, 800, 2700, 8300, 62000],
  },
  16: {
    low: [1600, 900, 200, 140, 140, 120, 110, 100, 50, 100, 110, 120, 140, 140, 200, 900, 1600],
    medium: [
      11000, 4100, 1000, 500, 300, 150, 100, 50, 30, 50, 100, 150, 300, 500, 1000, 4100, 11000,
    ],
    high: [
      100000, 13000, 2600, 900, 400, 200, 20, 20, 20, 20, 20, 200, 400, 900, 2600, 13000, 100000,
    ],
  },
};

export interface PlinkoOutcome {
  /** 0 = left, 1 = right, one per row. */
  path: number[];
  slot: number;
  multiplier: Ratio;
}

function assertRows(rows: number): void {
  if (!Number.isInteger(rows) || rows < PLINKO_ROWS_MIN || rows > PLINKO_ROWS_MAX)
    throw new RangeError('rows must be an integer in [8, 16]');
}

/** One float per row, direction floor(float × 2); the slot is the number of rights. */
export function playPlinko(floats: FloatSource, rows: number, risk: PlinkoRisk): PlinkoOutcome {
  assertRows(rows);
  const path = Array.from({ length: rows }, () => floatToInt(floats.next(), 2));
  const slot = path.reduce((a, b) => a + b, 0);
  return { path, slot, multiplier: plinkoMultiplier(rows, risk, slot) };
}

export function plinkoMultiplier(rows: number, risk: PlinkoRisk, slot: number): Ratio {
  assertRows(rows);
  const value = PLINKO_PAYTABLES[rows]?.[risk][slot];
  if (value === undefined) throw new RangeError('slot out of range');
  return hundredths(value);
}

/** Exact RTP of one table: Σ_k C(rows, k) / 2^rows × multiplier(k). */
export function plinkoExactRtp(rows: number, risk: PlinkoRisk): number {
  assertRows(rows);
  let binomial = 1;
  let sum = 0;
  for (let k = 0; k <= rows; k += 1) {
    sum += binomial * (PLINKO_PAYTABLES[rows]?.[risk][k] ?? 0);
    binomial = (binomial * (rows - k)) / (k + 1);
  }
  return sum / 100 / 2 ** rows;
}
