import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import {
  FairFloats,
  fairFloats,
  hashServerSeed,
  randomClientSeed,
  randomServerSeed,
  roundBytes,
} from './fair.ts';
import { floatToInt } from './float-source.ts';
import { Sfc32 } from './sfc32.ts';
import { STAKE_SEEDS } from '../__fixtures__/stake-seeds.ts';

// Published vectors: the seed triples, HMACs and floats are the ones in the open-source Stake verifier
// KyranRana/stake-provably-fair-api, src/test/generators/FloatGenerator.test.ts and
// src/test/resources/GameSeeds.json; each seed triple there links to stake.com/provably-fair/calculation.
// Floats there are rounded to 12 decimals, so they are compared to 1e-12.

const PUBLISHED_HMACS = [
  [
    'c590d171e39b70404ee1fff2ce09c3e1090688e1320a9cd27f58b1ac3dfa8c92',
    '98e4513c6a0c341d2c3323a84166c5c0f5be65b369787c8e633146b66e98ff67',
    'a1387043b881ccda38e668b5dee9fafeb35b4753375b582ea34f9f73539b33c1',
  ],
  [
    '322ab22075326005adcf6abfb26f8ec77426ad03afff325946541dfb53fedc60',
    '17bbc18f09b1cbcd60738e3185455b7a424cbef404b96e9e89775c5711787f59',
    '09c0ad13225307187bd1d3e8c4510a52f5cb1c857e1d956d45069a9e4396d411',
  ],
  [
    '904e9ab7d196e089042c7f2de3ee9a8a33dc4f417d1450ab7edf8fc3b1e863c4',
    '34b2400ee9da856aa70693ce07dd99fe094746243b0788a526cd1272c83e490b',
    '607b405fd2b702baea8f8173e809e309ea0edb292815b3f5628af9f3fbaea1f7',
    'fe0acfc9c2b559eaa7bc1997dc64f2f1c649416796d3aca153dee8e10264ea71',
  ],
];

const PUBLISHED_FLOATS = [
  [
    0.771740999306, 0.889090552926, 0.308135983068, 0.804836504394, 0.035255961353, 0.19547443511,
    0.497447113506, 0.242104325909, 0.597233845852, 0.414248711662,
  ],
  [
    0.195963986218, 0.457799912663, 0.678946181899, 0.697014735779, 0.453715146286, 0.687487742165,
    0.274721025256, 0.328107617795, 0.092708680546, 0.037869203137, 0.37676323601, 0.520589558873,
  ],
  [
    0.56369940727, 0.818708451698, 0.016303966986, 0.890359553043, 0.202580407495, 0.488591233967,
    0.495598778827, 0.694952235557, 0.20584488241, 0.913490618113, 0.65244411258, 0.030725121032,
    0.03624380473, 0.230583706172, 0.151566651184, 0.782200398622, 0.376880667871,
  ],
];

describe('provably-fair bytes and floats', () => {
  it('reproduces the published HMAC of every round', () => {
    STAKE_SEEDS.forEach((seed, i) => {
      (PUBLISHED_HMACS[i] ?? []).forEach((hex, round) => {
        expect(bytesToHex(roundBytes(seed.serverSeed, seed.clientSeed, seed.nonce, round))).toBe(
          hex,
        );
      });
    });
  });

  it('reproduces the published floats, crossing HMAC rounds', () => {
    STAKE_SEEDS.forEach((seed, i) => {
      const expected = PUBLISHED_FLOATS[i] ?? [];
      const floats = fairFloats(seed.serverSeed, seed.clientSeed, seed.nonce, expected.length);
      floats.forEach((f, j) => expect(Math.abs(f - (expected[j] ?? -1))).toBeLessThan(1e-12));
    });
  });

  it('starts at a float cursor as the verifiers do (offsets 2, 8 and 16)', () => {
    const seed = STAKE_SEEDS[2];
    for (const offset of [2, 8, 16]) {
      const source = new FairFloats(seed.serverSeed, seed.clientSeed, seed.nonce, offset);
      expect(Math.abs(source.next() - (PUBLISHED_FLOATS[2]?.[offset] ?? -1))).toBeLessThan(1e-12);
    }
  });

  it('hashes the server seed as sha256 of its UTF-8 text', () => {
    // sha256("abc") is the FIPS 180-2 test vector.
    expect(hashServerSeed('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('makes seeds from an injected random-bytes function', () => {
    const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => i);
    expect(randomServerSeed(bytes)).toBe(
      '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
    );
    expect(randomClientSeed(bytes)).toHaveLength(20);
    expect(() => randomServerSeed(bytes, 8)).toThrow(RangeError);
  });
});

describe('scaling floats to integers', () => {
  // Exhaustive check over the top two bytes: every float whose first two bytes are t lies in
  // [t/2^16, (t+1)/2^16). Taking the smallest float of each prefix, floor(float·n) puts the 2^16 prefixes into
  // n buckets whose sizes differ by at most one.
  //
  // Why the lower bytes cannot make it worse: u ↦ floor(u·n/2^32) is monotone in the 32-bit numerator u, so
  // each bucket is one contiguous run of u, ending at the threshold ceil((k+1)·2^32/n). The bucket sizes over
  // all 2^32 floats are therefore ceil((k+1)·2^32/n) − ceil(k·2^32/n) ∈ {⌊2^32/n⌋, ⌈2^32/n⌉}: they also differ
  // by at most one, a relative bias below n/2^32 (under 1.3e-8 for n = 52). The lower bytes only decide on
  // which side of a threshold the u values of the one prefix that straddles it fall; they move no whole prefix.
  // The second assertion checks that closed form, in exact integer arithmetic, for the same n.
  const SIZES = [2, 3, 6, 7, 10, 25, 37, 40, 52, 10001];

  it.each(SIZES)('spreads the 2^16 top-two-byte prefixes evenly over n = %i buckets', (n) => {
    const counts = new Array<number>(n).fill(0);
    for (let t = 0; t < 65536; t += 1) {
      const k = floatToInt(t / 65536, n);
      counts[k] = (counts[k] ?? 0) + 1;
    }
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(65536);
  });

  it.each(SIZES)(
    'gives every one of n = %i buckets ⌊2^32/n⌋ or ⌈2^32/n⌉ of all 2^32 floats',
    (n) => {
      const total = 2n ** 32n;
      const big = BigInt(n);
      const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
      const sizes = new Set<bigint>();
      for (let k = 0n; k < big; k += 1n)
        sizes.add(ceilDiv((k + 1n) * total, big) - ceilDiv(k * total, big));
      expect([...sizes].every((s) => s === total / big || s === total / big + 1n)).toBe(true);
      // The float path agrees with the integer thresholds at every bucket edge.
      for (let k = 1; k < Math.min(n, 64); k += 1) {
        const edge = Number(ceilDiv(BigInt(k) * total, big));
        expect(floatToInt(edge / 2 ** 32, n)).toBe(k);
        expect(floatToInt((edge - 1) / 2 ** 32, n)).toBe(k - 1);
      }
    },
  );
});

describe('Sfc32 simulation generator', () => {
  it('is deterministic per seed and stays in [0, 1)', () => {
    const a = new Sfc32(42);
    const b = new Sfc32(42);
    let sum = 0;
    for (let i = 0; i < 100_000; i += 1) {
      const x = a.next();
      if (x !== b.next() || x < 0 || x >= 1) throw new Error(`bad float ${x} at ${i}`);
      sum += x;
    }
    expect(Math.abs(sum / 100_000 - 0.5)).toBeLessThan(0.005);
    expect(new Sfc32(43).next()).not.toBe(new Sfc32(42).next());
  });
});
