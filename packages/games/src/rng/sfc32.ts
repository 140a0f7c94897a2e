import type { FloatSource } from './float-source.ts';

/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, 128-bit state), for SIMULATIONS ONLY.
 * Deterministic from its seed and fast, but predictable: never use it for real outcomes.
 * Its floats have the same 32-bit resolution as the provably-fair floats (u32 / 2^32).
 */
export class Sfc32 implements FloatSource {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    // splitmix32 expands one seed into four well-mixed state words.
    let s = seed >>> 0;
    const mix = (): number => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = mix();
    this.b = mix();
    this.c = mix();
    this.d = 1;
    for (let i = 0; i < 12; i += 1) this.nextUint32();
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  next(): number {
    return this.nextUint32() / 4294967296;
  }
}
