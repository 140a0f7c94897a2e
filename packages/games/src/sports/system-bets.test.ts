import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimal, rational } from './rational.ts';
import {
  isLineSettled,
  type Leg,
  type LegSettlement,
  MTS_MAX_SELECTIONS,
  SLIP_MAX_LEGS,
} from './settlement.ts';
import {
  isSystemSettled,
  NAMED_SYSTEMS,
  systemLineCount,
  systemLines,
  systemReturnMinor,
  systemStakeMinor,
} from './system-bets.ts';

const WON: LegSettlement = { result: 1 };
const LOST: LegSettlement = { result: 0 };
const VOID: LegSettlement = { result: 0, voidFactor: 1 };
const leg = (odds: string, settlement: LegSettlement | null): Leg => ({
  odds: parseDecimal(odds),
  settlement,
});

describe('system bet combinatorics', () => {
  it('has the bet counts of the named bets (MTS Bet Type Values, kotlin-bet-calculator FullCover)', () => {
    const counts: Record<keyof typeof NAMED_SYSTEMS, bigint> = {
      trixie: 4n,
      yankee: 11n,
      canadian: 26n,
      heinz: 57n,
      superHeinz: 120n,
      goliath: 247n,
      patent: 7n,
      lucky15: 15n,
      lucky31: 31n,
      lucky63: 63n,
    };
    for (const [name, { legs, sizes }] of Object.entries(NAMED_SYSTEMS))
      expect(systemLineCount(legs, { sizes }), name).toBe(counts[name as keyof typeof counts]);
    expect(NAMED_SYSTEMS.yankee.sizes).toEqual([2, 3, 4]);
    expect(NAMED_SYSTEMS.lucky15.sizes).toEqual([1, 2, 3, 4]);
  });

  it('counts C(n, k) per size: Heinz is 15 + 20 + 15 + 6 + 1', () => {
    expect([2, 3, 4, 5, 6].map((k) => systemLineCount(6, { sizes: [k] }))).toEqual([
      15n,
      20n,
      15n,
      6n,
      1n,
    ]);
  });

  it('a full cover is 2^n − n − 1 lines, with singles 2^n − 1, up to the slip cap of 20 legs', () => {
    for (let n = 2; n <= SLIP_MAX_LEGS; n += 1) {
      const doublesUp = Array.from({ length: n - 1 }, (_, i) => i + 2);
      expect(systemLineCount(n, { sizes: doublesUp })).toBe(2n ** BigInt(n) - BigInt(n) - 1n);
      expect(systemLineCount(n, { sizes: [1, ...doublesUp] })).toBe(2n ** BigInt(n) - 1n);
    }
    expect(SLIP_MAX_LEGS).toBe(20);
  });

  it('lists the Yankee lines and prices the unit stake on each', () => {
    const lines = [...systemLines(4, { sizes: NAMED_SYSTEMS.yankee.sizes })];
    expect(lines).toHaveLength(11);
    expect(lines.slice(0, 6)).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    expect(lines.at(-1)).toEqual([0, 1, 2, 3]);
    expect(systemStakeMinor(100n, 4, { sizes: [2, 3, 4] })).toBe(1100n);
  });

  it('puts every banker on every line; sizes count the other legs', () => {
    const system = { sizes: [2], bankers: [1] };
    expect([...systemLines(4, system)]).toEqual([
      [1, 0, 2],
      [1, 0, 3],
      [1, 2, 3],
    ]);
    expect(systemLineCount(4, system)).toBe(3n);
    const legs = [leg('2', WON), leg('3', LOST), leg('2', WON), leg('2', WON)];
    expect(systemReturnMinor(100n, legs, system)).toBe(0n);
  });

  it('refuses malformed or unbounded systems', () => {
    expect(() => systemLineCount(3, { sizes: [4] })).toThrow(RangeError);
    expect(() => systemLineCount(3, { sizes: [2, 2] })).toThrow(RangeError);
    expect(() => systemLineCount(3, { sizes: [] })).toThrow(RangeError);
    expect(() => systemLineCount(3, { sizes: [2], bankers: [3] })).toThrow(RangeError);
    expect(() => systemLineCount(3, { sizes: [2], bankers: [0, 0] })).toThrow(RangeError);
    expect(() => systemLineCount(3, { sizes: [3], bankers: [0] })).toThrow(RangeError);
    expect(() => systemLineCount(MTS_MAX_SELECTIONS + 1, { sizes: [2] })).toThrow(RangeError);
    expect(systemLineCount(MTS_MAX_SELECTIONS, { sizes: [50] })).toBeGreaterThan(10n ** 29n);
    expect(() => systemLines(MTS_MAX_SELECTIONS, { sizes: [50] }).next()).toThrow(RangeError);
  });
});

describe('system bet returns', () => {
  it('£1 Canadian at evens, 6/4, 6/4, evens, evens returns from £4 to £318.75 (Unibet)', () => {
    const odds = ['2', '2.5', '2.5', '2', '2'];
    const returns: bigint[] = [];
    for (let mask = 0; mask < 32; mask += 1) {
      const legs = odds.map((o, i) => leg(o, (mask >> i) & 1 ? WON : LOST));
      returns.push(systemReturnMinor(100n, legs, { sizes: NAMED_SYSTEMS.canadian.sizes }));
    }
    const paying = returns.filter((r) => r > 0n);
    // The lowest paying outcome is two evens winners: one double, 2 × 2 = £4.
    expect(paying.reduce((a, b) => (a < b ? a : b))).toBe(400n);
    expect(returns[31]).toBe(31_875n);
    expect(systemStakeMinor(100n, 5, { sizes: NAMED_SYSTEMS.canadian.sizes })).toBe(2600n);
  });

  it('£1 Trixie with three winners at 3/1 returns £112 (tiptime: treble £64 + three doubles of £16)', () => {
    const legs = [leg('4', WON), leg('4', WON), leg('4', WON)];
    expect(systemReturnMinor(100n, legs, { sizes: NAMED_SYSTEMS.trixie.sizes })).toBe(11_200n);
  });

  it('a non-runner in a Yankee with one winner leaves a single at the original stake on the winner', () => {
    const legs = [leg('5', WON), leg('3', VOID), leg('2', LOST), leg('2', LOST)];
    expect(systemReturnMinor(100n, legs, { sizes: NAMED_SYSTEMS.yankee.sizes })).toBe(500n);
  });

  it('rounds each line down on its own', () => {
    // Three doubles at 1.333 × 1.333 = 1.776889 on 1p: each line pays 1p, not floor(5.33) = 5p.
    const legs = [leg('1.333', WON), leg('1.333', WON), leg('1.333', WON)];
    expect(systemReturnMinor(1n, legs, { sizes: [2] })).toBe(3n);
  });

  it('is settled when every line is, even with a leg still open', () => {
    const yankee = { sizes: NAMED_SYSTEMS.yankee.sizes };
    const open = [leg('2', null), leg('2', LOST), leg('2', WON), leg('2', WON)];
    expect(isSystemSettled(open, yankee)).toBe(false);
    const doubles = { sizes: [2], bankers: [1] };
    expect(isSystemSettled(open, doubles)).toBe(true);
    expect(isSystemSettled([leg('2', WON), leg('2', VOID), leg('2', LOST)], { sizes: [2] })).toBe(
      true,
    );
  });
});

const systems = fc.integer({ min: 1, max: 8 }).chain((n) =>
  fc.record({
    odds: fc.array(
      fc.integer({ min: 1001, max: 30_000 }).map((milli) => rational(BigInt(milli), 1000n)),
      { minLength: n, maxLength: n },
    ),
    sizes: fc.uniqueArray(fc.integer({ min: 1, max: n }), { minLength: 1, maxLength: n }),
    unit: fc.bigInt({ min: 1n, max: 100_000n }),
  }),
);

describe('system bet properties', () => {
  it('returns nothing when every leg lost, and the whole stake back when every leg is void', () => {
    fc.assert(
      fc.property(systems, ({ odds, sizes, unit }) => {
        const lost = odds.map((o): Leg => ({ odds: o, settlement: LOST }));
        const voided = odds.map((o): Leg => ({ odds: o, settlement: VOID }));
        const stake = systemStakeMinor(unit, odds.length, { sizes });
        return (
          systemReturnMinor(unit, lost, { sizes }) === 0n &&
          systemReturnMinor(unit, voided, { sizes }) === stake
        );
      }),
      { numRuns: 200 },
    );
  });

  it('is settled exactly when every one of its lines is', () => {
    const settlement = fc.constantFrom<LegSettlement | null>(WON, LOST, VOID, null, {
      result: 0,
      voidFactor: 0.5,
    });
    fc.assert(
      fc.property(
        systems,
        fc.array(settlement, { minLength: 8, maxLength: 8 }),
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        ({ odds, sizes }, states, banker) => {
          const legs = odds.map((o, i): Leg => ({ odds: o, settlement: states[i] ?? null }));
          const bankers = odds.map((_, i) => i).filter((i) => banker[i]);
          const free = odds.length - bankers.length;
          const system = { sizes: sizes.filter((k) => k <= free), bankers };
          if (system.sizes.length === 0) return true;
          const lines = [...systemLines(legs.length, system)];
          const everyLine = lines.every((line) => isLineSettled(line.map((i) => legs[i] as Leg)));
          return isSystemSettled(legs, system) === everyLine;
        },
      ),
      { numRuns: 500 },
    );
  });
});
