/**
 * The one interface every engine consumes: a stream of floats in [0, 1).
 * Production feeds `FairFloats` (provably fair); simulations feed `Sfc32`.
 */
export interface FloatSource {
  next(): number;
}

/** Replays a fixed list of floats, for tests and for re-verifying recorded rounds. */
export class ArrayFloats implements FloatSource {
  private index = 0;

  constructor(private readonly floats: readonly number[]) {}

  next(): number {
    const value = this.floats[this.index];
    if (value === undefined) throw new Error(`ArrayFloats exhausted after ${this.index} floats`);
    this.index += 1;
    return value;
  }

  /** How many floats have been consumed so far. */
  get consumed(): number {
    return this.index;
  }
}

/**
 * Scales a float in [0, 1) to an integer in [0, n) exactly as the public verifiers do:
 * `Math.floor(float * n)`. With 32-bit floats and n < 2^21 the product is exact in a double,
 * so the result equals floor(u * n / 2^32) for the float's 32-bit numerator u.
 */
export function floatToInt(float: number, n: number): number {
  return Math.floor(float * n);
}
