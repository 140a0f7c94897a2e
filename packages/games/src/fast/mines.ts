import type { FloatSource } from '../rng/float-source.ts';
import { ratio, type Ratio } from '../rng/payout.ts';
import { drawWithoutReplacement } from './shuffle.ts';

export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;
export const MINES_HOUSE_EDGE = 0.01;
/** Every (mines, reveals) cash-out returns exactly 99%: the multiplier is 0.99 / P(all reveals safe). */
export const MINES_RTP = 0.99;

/**
 * The verifiers' shuffle: 24 floats draw 24 of the 25 tiles (0-based, row-major on the 5×5 grid) without
 * replacement; the first `mines` drawn tiles hold the mines.
 */
export function minesShuffle(floats: FloatSource): number[] {
  return drawWithoutReplacement(floats, MINES_TILES, MINES_TILES - 1);
}

/** Mine tiles (0-based) for a game with `mines` mines. Consumes 24 floats. */
export function minePositions(floats: FloatSource, mines: number): number[] {
  assertMines(mines);
  return minesShuffle(floats).slice(0, mines);
}

function assertMines(mines: number): void {
  if (!Number.isInteger(mines) || mines < MINES_MIN || mines > MINES_MAX)
    throw new RangeError('mines must be an integer in [1, 24]');
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/**
 * Cash-out multiplier after `reveals` safe tiles with `mines` mines: 0.99 × C(25, k) / C(25 − m, k), as an exact
 * ratio. Zero reveals is 1× (the bet back).
 */
export function minesMultiplier(mines: number, reveals: number): Ratio {
  assertMines(mines);
  const safe = MINES_TILES - mines;
  if (!Number.isInteger(reveals) || reveals < 0 || reveals > safe)
    throw new RangeError('reveals must be an integer in [0, safe tiles]');
  if (reveals === 0) return ratio(1, 1);
  return ratio(99 * choose(MINES_TILES, reveals), 100 * choose(safe, reveals));
}

/** Probability that `reveals` chosen tiles are all safe: C(25 − m, k) / C(25, k). */
export function minesSafeProbability(mines: number, reveals: number): number {
  return choose(MINES_TILES - mines, reveals) / choose(MINES_TILES, reveals);
}
