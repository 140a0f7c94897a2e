import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOdds, type OddsFormat, parseOdds } from './odds-format.ts';
import { parseDecimal, rational } from './rational.ts';

const d = parseDecimal;

describe('odds formats', () => {
  it('turns decimal odds into American as the research quotes them (2.7 → +170, 2.3 → +130, 4.4 → +340)', () => {
    expect(formatOdds(d('2.7'), 'american')).toBe('+170');
    expect(formatOdds(d('2.3'), 'american')).toBe('+130');
    expect(formatOdds(d('4.4'), 'american')).toBe('+340');
    expect(formatOdds(d('2'), 'american')).toBe('+100');
    expect(formatOdds(rational(5n, 3n), 'american')).toBe('-150');
    expect(formatOdds(d('1.91'), 'american')).toBe('-110');
    expect(formatOdds(d('2.555'), 'american')).toBe('+155');
  });

  it('shows fractional prices exactly, in the ladder spelling where there is one', () => {
    expect(formatOdds(d('2.5'), 'fractional')).toBe('6/4');
    expect(formatOdds(d('2.1'), 'fractional')).toBe('11/10');
    expect(formatOdds(rational(5n, 3n), 'fractional')).toBe('4/6');
    expect(formatOdds(rational(13n, 3n), 'fractional')).toBe('100/30');
    expect(formatOdds(d('2'), 'fractional')).toBe('1/1');
    expect(formatOdds(d('3.5'), 'fractional')).toBe('5/2');
    expect(formatOdds(rational(21n, 13n), 'fractional')).toBe('8/13');
    expect(formatOdds(d('1.91'), 'fractional')).toBe('91/100');
  });

  it('shows decimal odds to two places, or three where needed, rounded down', () => {
    expect(formatOdds(d('3.175'), 'decimal')).toBe('3.175');
    expect(formatOdds(d('1.001'), 'decimal')).toBe('1.001');
    expect(formatOdds(d('1.5'), 'decimal')).toBe('1.50');
    expect(formatOdds(d('18.1'), 'decimal')).toBe('18.10');
    expect(formatOdds(rational(4n, 3n), 'decimal')).toBe('1.333');
  });

  it('reads every format back into exact decimal odds', () => {
    expect(parseOdds('6/4', 'fractional')).toEqual(d('2.5'));
    expect(parseOdds('Evens', 'fractional')).toEqual(d('2'));
    expect(parseOdds('8/13', 'fractional')).toEqual(rational(21n, 13n));
    expect(parseOdds('+170', 'american')).toEqual(d('2.7'));
    expect(parseOdds('340', 'american')).toEqual(d('4.4'));
    expect(parseOdds('-150', 'american')).toEqual(rational(5n, 3n));
    expect(parseOdds(' 1.40 ', 'decimal')).toEqual(d('1.4'));
    expect(() => parseOdds('1.00', 'decimal')).toThrow(RangeError);
    expect(() => parseOdds('0/5', 'fractional')).toThrow(RangeError);
    expect(() => parseOdds('3/0', 'fractional')).toThrow(RangeError);
    expect(() => parseOdds('+50', 'american')).toThrow(RangeError);
    expect(() => parseOdds('1e3', 'decimal')).toThrow(RangeError);
  });

  it('round-trips exactly through fractional, and through American where it is a whole number', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        (p, q) => {
          const odds = rational(BigInt(p + q), BigInt(q));
          const fractional = parseOdds(formatOdds(odds, 'fractional'), 'fractional');
          return fractional.num === odds.num && fractional.den === odds.den;
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 100_000 }),
        fc.constantFrom('+', '-'),
        (units, sign) => {
          const text = units === 100 ? '+100' : `${sign}${units}`;
          return formatOdds(parseOdds(text, 'american'), 'american') === text;
        },
      ),
    );
  });

  it('never shows a price better than the one settled', () => {
    const formats: OddsFormat[] = ['decimal', 'fractional', 'american'];
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 100_000 }), fc.constantFrom(...formats), (m, f) => {
        const odds = rational(BigInt(m), 1000n);
        const shown = parseOdds(formatOdds(odds, f), f);
        return shown.num * odds.den <= odds.num * shown.den;
      }),
    );
  });
});
