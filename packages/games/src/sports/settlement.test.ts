import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimal, rational } from './rational.ts';
import {
  isLineSettled,
  type Leg,
  type LegSettlement,
  legMultiplier,
  lineReturnMinor,
  MTS_MAX_SELECTIONS,
} from './settlement.ts';

const d = parseDecimal;
const leg = (odds: string, settlement: LegSettlement | null): Leg => ({
  odds: d(odds),
  settlement,
});
const WON: LegSettlement = { result: 1 };
const LOST: LegSettlement = { result: 0 };
const VOID: LegSettlement = { result: 0, voidFactor: 1 };

describe('leg multiplier m = winFactor·odds + voidFactor (UOF result, void_factor, dead_heat_factor)', () => {
  it('covers win, loss, void, Asian half-win and half-lose, dead heat and an open leg', () => {
    expect(legMultiplier(leg('1.90', WON))).toEqual(d('1.9'));
    expect(legMultiplier(leg('1.90', LOST))).toEqual(rational(0n));
    expect(legMultiplier(leg('1.90', VOID))).toEqual(rational(1n));
    // A win with void_factor 1 is still a refund: winFactor = 1·(1 − 1)·1 = 0.
    expect(legMultiplier(leg('1.90', { result: 1, voidFactor: 1 }))).toEqual(rational(1n));
    expect(legMultiplier(leg('1.90', { result: 1, voidFactor: 0.5 }))).toEqual(d('1.45'));
    expect(legMultiplier(leg('1.90', { result: 0, voidFactor: 0.5 }))).toEqual(d('0.5'));
    expect(legMultiplier(leg('5.0', { result: 1, deadHeatFactor: d('0.5') }))).toEqual(d('2.5'));
    expect(legMultiplier(leg('7', { result: 1, deadHeatFactor: rational(1n, 3n) }))).toEqual(
      rational(7n, 3n),
    );
    expect(legMultiplier(leg('5.0', { result: 0, deadHeatFactor: d('0.5') }))).toEqual(
      rational(0n),
    );
    expect(legMultiplier(leg('2.25', null))).toEqual(d('2.25'));
  });

  it('refuses what UOF cannot send', () => {
    expect(() => legMultiplier(leg('1', WON))).toThrow(RangeError);
    expect(() => legMultiplier(leg('2', { result: 1, deadHeatFactor: d('1.5') }))).toThrow(
      RangeError,
    );
    expect(() => legMultiplier(leg('2', { result: 1, deadHeatFactor: d('0') }))).toThrow(
      RangeError,
    );
    const quarter = { result: 1, voidFactor: 0.25 } as unknown as LegSettlement;
    expect(() => legMultiplier(leg('2', quarter))).toThrow(RangeError);
  });
});

describe('line return', () => {
  it('pays a single and an accumulator at stake · Π m, rounded down once', () => {
    expect(lineReturnMinor(1000n, [leg('1.40', WON)])).toBe(1400n);
    expect(lineReturnMinor(1000n, [leg('1.90', { result: 1, voidFactor: 0.5 })])).toBe(1450n);
    // 2.1 × 1.45 × 2.5 = 7.6125: £3.33 returns 25.349625 → 2534 pence, one rounding for the whole line.
    const treble = [leg('2.1', WON), leg('1.90', { result: 1, voidFactor: 0.5 }), leg('2.5', WON)];
    expect(lineReturnMinor(333n, treble)).toBe(2534n);
    expect(lineReturnMinor(1000n, [...treble, leg('3', LOST)])).toBe(0n);
    expect(lineReturnMinor(1000n, [leg('3', VOID), leg('3', VOID)])).toBe(1000n);
  });

  it('shows the potential return while legs are open', () => {
    expect(lineReturnMinor(500n, [leg('2', WON), leg('1.5', null)])).toBe(1500n);
  });

  it('caps a line at the MTS limit of 100 selections', () => {
    const legs = Array.from({ length: MTS_MAX_SELECTIONS }, () => leg('1.01', VOID));
    expect(lineReturnMinor(100n, legs)).toBe(100n);
    expect(() => lineReturnMinor(100n, [...legs, leg('1.01', VOID)])).toThrow(RangeError);
    expect(() => lineReturnMinor(100n, [])).toThrow(RangeError);
  });

  it('is settled once every leg is, or as soon as one leg returns nothing', () => {
    expect(isLineSettled([leg('2', WON), leg('2', null)])).toBe(false);
    expect(isLineSettled([leg('2', WON), leg('2', VOID)])).toBe(true);
    expect(isLineSettled([leg('2', LOST), leg('2', null)])).toBe(true);
    expect(isLineSettled([leg('2', { result: 0, voidFactor: 0.5 }), leg('2', null)])).toBe(false);
  });
});

const settlements = fc.constantFrom<LegSettlement | null>(
  WON,
  LOST,
  VOID,
  { result: 1, voidFactor: 0.5 },
  { result: 0, voidFactor: 0.5 },
  { result: 1, deadHeatFactor: rational(1n, 2n) },
  { result: 1, deadHeatFactor: rational(1n, 3n) },
  null,
);
const legs = fc.record({
  odds: fc.integer({ min: 1001, max: 50_000 }).map((milli) => rational(BigInt(milli), 1000n)),
  settlement: settlements,
});

describe('settlement properties', () => {
  it('a void leg in an accumulator returns what the accumulator without it returns', () => {
    fc.assert(
      fc.property(
        fc.array(legs, { minLength: 1, maxLength: 12 }),
        fc.nat({ max: 12 }),
        fc.integer({ min: 1001, max: 50_000 }),
        fc.bigInt({ min: 0n, max: 10_000_000n }),
        (acca, at, milli, stake) => {
          const voided: Leg = { odds: rational(BigInt(milli), 1000n), settlement: VOID };
          const withVoid = [...acca.slice(0, at), voided, ...acca.slice(at)];
          return lineReturnMinor(stake, withVoid) === lineReturnMinor(stake, acca);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a settled leg never returns more than a win at its odds', () => {
    fc.assert(
      fc.property(legs, fc.bigInt({ min: 0n, max: 10_000_000n }), (l, stake) => {
        const line = lineReturnMinor(stake, [l]);
        return line >= 0n && line <= lineReturnMinor(stake, [{ odds: l.odds, settlement: WON }]);
      }),
      { numRuns: 300 },
    );
  });
});
