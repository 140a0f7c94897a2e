import type { FloatSource } from '../rng/float-source.ts';
import { floatToInt } from '../rng/float-source.ts';

/**
 * Draws `count` distinct items from 0..size-1 as the verifiers do for keno and mines: for each float, take the
 * item at floor(float × remaining) from the list of items not yet drawn (a Fisher–Yates selection).
 */
export function drawWithoutReplacement(floats: FloatSource, size: number, count: number): number[] {
  if (!Number.isInteger(size) || size < 1 || size > 1000)
    throw new RangeError('size must be an integer in [1, 1000]');
  if (!Number.isInteger(count) || count < 0 || count > size)
    throw new RangeError('count must be an integer in [0, size]');
  const remaining = Array.from({ length: size }, (_, i) => i);
  const drawn: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const index = floatToInt(floats.next(), remaining.length);
    const [item] = remaining.splice(index, 1);
    if (item === undefined) throw new Error('unreachable: index out of range');
    drawn.push(item);
  }
  return drawn;
}
