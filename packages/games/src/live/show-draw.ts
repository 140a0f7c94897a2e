/**
 * Draws shared by the multiplier game shows (multiplier roulette, the dice show): a value from a published
 * weight table and a few distinct positions out of a list, each from the round's float stream, so both shows
 * read their floats the same way and a verifier needs one description of it.
 */
import { floatToInt, type FloatSource } from '../rng/float-source.ts';

/** A weight table: `value` is drawn with probability weight / Σ weights. */
export interface Weighted<T extends number> {
  value: T;
  weight: number;
}

export function weightsTotal(table: readonly Weighted<number>[]): number {
  return table.reduce((sum, w) => sum + w.weight, 0);
}

/** Draws one value of a weight table from one float: floor(float × Σ weights) walks the table in order. */
export function pickWeighted<T extends number>(float: number, table: readonly Weighted<T>[]): T {
  let at = floatToInt(float, weightsTotal(table));
  for (const entry of table) {
    if (at < entry.weight) return entry.value;
    at -= entry.weight;
  }
  throw new Error('unreachable: weighted pick out of range');
}

/**
 * `count` distinct items of `items`, in the order drawn: a partial Fisher–Yates shuffle, one float per item
 * (place i swaps with i + floor(float × (n − i))), so every set of `count` items is equally likely.
 */
export function drawDistinct<T>(floats: FloatSource, items: readonly T[], count: number): T[] {
  if (!Number.isInteger(count) || count < 0 || count > items.length)
    throw new RangeError('cannot draw more items than there are');
  const pool = [...items];
  const drawn: T[] = [];
  for (let i = 0; i < count; i += 1) {
    const j = i + floatToInt(floats.next(), pool.length - i);
    const picked = pool[j] as T;
    pool[j] = pool[i] as T;
    pool[i] = picked;
    drawn.push(picked);
  }
  return drawn;
}
