import type { SlotSymbol } from '@orca/games/slots/types';

const FILLER_BASE = 10;
const FILLER_PER_REEL = 3;
const STAGGER_MS = 170;
/** Below this a spin is being skipped: no stagger between reels. */
const SPIN_MS_MIN = 200;

/** How many blurred symbols pass by on a reel: later reels run longer, so they stop later. */
export function fillerCount(reel: number): number {
  return FILLER_BASE + reel * FILLER_PER_REEL;
}

/** Blurred symbols that pass by while a reel spins: picked from the title's own symbols, deterministically. */
export function fillerFor(
  symbols: readonly SlotSymbol[],
  spinKey: number,
  reel: number,
  count: number,
): string[] {
  let state = (spinKey * 7919 + reel * 104729 + 13) >>> 0;
  return Array.from({ length: count }, () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return symbols[state % symbols.length]?.id ?? '';
  });
}

/**
 * Where a reel's strip (new symbols, filler, old symbols) starts its slide, in percent of its
 * height: the old symbols in the window.
 */
export function slideStartPercent(reel: number, rowsAfter: number): number {
  const filler = fillerCount(reel);
  return ((1 + filler / rowsAfter) / (2 + filler / rowsAfter)) * 100;
}

/** How long a reel slides: each a little after the one before, all at once when skipped or reduced. */
export function slideDurationMs(reel: number, durationMs: number, isReduced: boolean): number {
  if (isReduced) return 120;
  return durationMs + (durationMs < SPIN_MS_MIN ? 0 : reel * STAGGER_MS);
}

/**
 * A reel strip's height in windows and the share of it each cell takes: one window when still,
 * while spinning the new symbols, the filler at their size, and the old symbols.
 */
export function stripLayout(
  isSpinning: boolean,
  fillerLength: number,
  rowsAfterCount: number,
  rowsBeforeCount: number,
): { total: number; weightAfter: number; weightBefore: number } {
  const rowsAfter = Math.max(1, rowsAfterCount);
  const rowsBefore = Math.max(1, rowsBeforeCount);
  const total = isSpinning ? 2 + fillerLength / rowsAfter : 1;
  return {
    total,
    weightAfter: 100 / rowsAfter / total,
    weightBefore: 100 / rowsBefore / total,
  };
}
