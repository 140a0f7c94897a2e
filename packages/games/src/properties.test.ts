import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crashPointHundredths, generateHashChain, verifyGameHash } from './crash/crash.ts';
import { dealCards } from './cards/deck.ts';
import { diceRoll } from './fast/dice.ts';
import { kenoDraw } from './fast/keno.ts';
import { limboPointFromFloat } from './fast/limbo.ts';
import { minesShuffle } from './fast/mines.ts';
import { FairFloats } from './rng/fair.ts';
import { Sfc32 } from './rng/sfc32.ts';
import { playSlotRound } from './slots/engine.ts';
import { SLOT_TITLES } from './slots/registry.ts';

const seeds = fc.record({
  server: fc.string({ minLength: 1, maxLength: 64 }),
  client: fc.string({ maxLength: 64 }),
  nonce: fc.nat({ max: 1_000_000 }),
});
const fair = (s: { server: string; client: string; nonce: number }) =>
  new FairFloats(s.server, s.client, s.nonce);

describe('engine properties over arbitrary seeds', () => {
  it('fast games stay in range and keno/mines draw distinct squares', () => {
    fc.assert(
      fc.property(seeds, (s) => {
        const roll = diceRoll(fair(s));
        const drawn = kenoDraw(fair(s));
        const tiles = minesShuffle(fair(s));
        const cards = dealCards(fair(s), 52);
        return (
          roll >= 0 &&
          roll <= 10_000 &&
          new Set(drawn).size === 10 &&
          drawn.every((n) => n >= 1 && n <= 40) &&
          new Set(tiles).size === 24 &&
          tiles.every((t) => t >= 0 && t < 25) &&
          cards.every((c) => c.index >= 0 && c.index < 52)
        );
      }),
      { numRuns: 200 },
    );
  });

  it('limbo points are at least 1.00× and never increase as the float grows', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 32 - 2 }), (u) => {
        const a = limboPointFromFloat(u / 2 ** 32);
        const b = limboPointFromFloat((u + 1) / 2 ** 32);
        return a >= 100 && b <= a;
      }),
    );
  });

  it('slot rounds are deterministic per seed and their integer wins add up', () => {
    fc.assert(
      fc.property(seeds, fc.nat({ max: SLOT_TITLES.length - 1 }), (s, t) => {
        const title = SLOT_TITLES[t];
        if (!title) return false;
        const a = playSlotRound(title, fair(s), { isBonusBuy: false });
        const b = playSlotRound(title, fair(s), { isBonusBuy: false });
        expect(a).toEqual(b);
        return (
          Number.isInteger(a.totalWinX100) &&
          a.totalWinX100 === a.spins.reduce((sum, spin) => sum + spin.winX100, 0)
        );
      }),
      { numRuns: 100 },
    );
  });

  it('every generated chain verifies and every crash point is at least 1.00×', () => {
    const rng = new Sfc32(1);
    const hex = () =>
      Array.from({ length: 64 }, () => Math.floor(rng.next() * 16).toString(16)).join('');
    for (let i = 0; i < 5; i += 1) {
      const chain = generateHashChain(hex(), 20);
      chain.gameHashes.forEach((h, g) => {
        expect(verifyGameHash(h, chain.terminatingHash, 20)).toBe(g + 1);
        expect(crashPointHundredths(h, 'salt')).toBeGreaterThanOrEqual(100);
      });
    }
  });
});
