import { describe, expect, it } from 'vitest';
import {
  CRASH_RTP,
  crashPointFromBits,
  crashPointHundredths,
  generateHashChain,
  nextChainHash,
  stakeCrashPointHundredths,
  verifyGameHash,
} from './crash.ts';

// Published bustabit games: ten consecutive real games (#12424169 down to #12424160) of bustabit's current chain
// with salt = hash of bitcoin block 831500, listed in deduzzo/bustabit-scripts (a bustabit verifier fork),
// docs file "Final Verification - Bustabit Provably Fair Algorithm"; the scheme is bustabit's open-source verifier
// (github.com/bustabit/verifier) and seeding event bitcointalk.org/index.php?topic=5560454.
const BUSTABIT_SALT = '00000000000000000001e08b7fd44f95e3e950ac65650a8031a6d5e1750e34be';
const BUSTABIT_GAME_12424169 = '4488d92d89d0ed7fbb2ea23b219d569f63207e32fc44b957858838835c1719f1';
const BUSTABIT_RESULTS = [
  ['4488d92d89d0ed7f', 146],
  ['1f497e8ba3a58b87', 556],
  ['9d3bc0c5b47166a0', 471],
  ['70857ecd59a239f3', 4146],
  ['edabb8310216cfa6', 188],
  ['8d979188df27e1ac', 920],
  ['40a8b57ce76f70a1', 116],
  ['c2afa1058b4635c4', 155],
  ['fca482ef66e40c70', 1410],
  ['f6966d8a5541bcad', 109],
] as const;

// Stake crash: game hashes and salt (hash of the bitcoin block Stake's seeding event named) from
// KyranRana/stake-provably-fair-api src/test/Crash.test.ts and src/test/resources/MultiplayerGameSeeds.json,
// each linked there to stake.com/provably-fair/calculation; the repo lists the unrounded points 2.5682…, 1.3193…,
// 3.0183…, which Stake shows rounded down to hundredths.
const STAKE_SALT = '0000000000000000001b34dc6a1e86083f95500b096231436e9b25cbdd0075c4';
const STAKE_RESULTS = [
  ['b4e7b335045da0a2666145980d03ed440a2e150e5369c72c7e6e24aeeb95f791', 256],
  ['3e473405bd819ed4171854194bae75a2b117739fc1ab2e1c4cd263e1904dae6f', 131],
  ['ca9b74c095c615cdf961892e54b35d42b6b8d3612266ff158547020fab514cf7', 301],
] as const;

describe('crash', () => {
  it('reproduces ten published bustabit games, walking the binary chain', () => {
    let hash = BUSTABIT_GAME_12424169;
    for (const [prefix, point] of BUSTABIT_RESULTS) {
      expect(hash.startsWith(prefix)).toBe(true);
      expect(crashPointHundredths(hash, BUSTABIT_SALT)).toBe(point);
      hash = nextChainHash(hash, 'binary');
    }
  });

  it('reproduces the published Stake crash points', () => {
    for (const [hash, point] of STAKE_RESULTS)
      expect(stakeCrashPointHundredths(hash, STAKE_SALT)).toBe(point);
  });

  it('places a 2018 bustabit game hash 1000 games from its published terminating hash (hex encoding)', () => {
    // Terminating hash 86728f…4277 is from bustabit's 2018 seeding event (bitcointalk.org/index.php?topic=2807542);
    // the game hash is from a public bustabit chain-checker's Python test found through the code search (its
    // repository name was not shown), which asserts it reaches that terminating hash within 1000 hashes.
    const gameHash = '216f014579a1cff543b210d0b03967a107a81f6a6240bb39927b453cb9791fa6';
    const terminating = '86728f5fc3bd99db94d3cdaf105d67788194e9701bf95d049ad0e1ee3d004277';
    expect(verifyGameHash(gameHash, terminating, 1000, 'hex')).toBe(1000);
    expect(verifyGameHash(gameHash, terminating, 1000, 'binary')).toBeNull();
  });

  it('generates a chain whose every game verifies against the terminating hash', () => {
    for (const encoding of ['binary', 'hex'] as const) {
      const chain = generateHashChain('a'.repeat(64), 50, encoding);
      expect(chain.gameHashes).toHaveLength(50);
      chain.gameHashes.forEach((hash, i) =>
        expect(verifyGameHash(hash, chain.terminatingHash, 50, encoding)).toBe(i + 1),
      );
      expect(verifyGameHash('b'.repeat(64), chain.terminatingHash, 50, encoding)).toBeNull();
      expect(chain.gameHashes[49]).toBe('a'.repeat(64));
    }
  });

  it('returns exactly 99% at every cash-out target (exact count over the 2^52 values of r)', () => {
    // point ≥ T ⇔ 99 / (1 − r/2^52) ≥ T ⇔ r ≥ 2^52 (1 − 99/T); count those r exactly in integers.
    const two52 = 2n ** 52n;
    for (const target of [101, 110, 150, 200, 333, 1000, 10_000, 100_000, 1_000_000]) {
      const t = BigInt(target);
      const threshold = (two52 * (t - 99n) + t - 1n) / t; // ceil(2^52 (T − 99) / T)
      const winners = two52 - threshold;
      // The float formula agrees with the integer threshold on both sides of it.
      expect(crashPointFromBits(Number(threshold))).toBeGreaterThanOrEqual(target);
      expect(crashPointFromBits(Number(threshold) - 1)).toBeLessThan(target);
      const rtp = (Number(winners) / 2 ** 52) * (target / 100);
      expect(Math.abs(rtp - CRASH_RTP)).toBeLessThan(1e-9);
    }
  });

  it('crashes instantly (1.00×) with probability 1 − 0.99/1.01 ≈ 1.98%', () => {
    const threshold = Number((2n ** 52n * 2n + 100n) / 101n); // first r with point ≥ 1.01
    expect(crashPointFromBits(threshold - 1)).toBe(100);
    expect(Math.abs(threshold / 2 ** 52 - (1 - 99 / 101))).toBeLessThan(1e-12);
  });
});
