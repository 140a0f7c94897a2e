import { describe, expect, it } from 'vitest';
import { compare, div, floorMinor, parseDecimal, rational, sub } from './rational.ts';

describe('rational', () => {
  it('reads decimal text exactly and keeps lowest terms with a positive denominator', () => {
    expect(parseDecimal('1.40')).toEqual({ num: 7n, den: 5n });
    expect(parseDecimal('3.175')).toEqual({ num: 127n, den: 40n });
    expect(parseDecimal('2')).toEqual({ num: 2n, den: 1n });
    expect(rational(6n, -4n)).toEqual({ num: -3n, den: 2n });
    expect(sub(parseDecimal('0.1'), parseDecimal('0.3'))).toEqual({ num: -1n, den: 5n });
    expect(compare(parseDecimal('0.30'), parseDecimal('0.3'))).toBe(0);
    for (const bad of ['', '-1', '1e3', '.5', '1.', '1,5', 'NaN'])
      expect(() => parseDecimal(bad)).toThrow(RangeError);
    expect(() => rational(1n, 0n)).toThrow(RangeError);
    expect(() => div(parseDecimal('1'), parseDecimal('0'))).toThrow(RangeError);
  });

  it('rounds money down, once', () => {
    expect(floorMinor(333n, parseDecimal('7.6125'))).toBe(2534n);
    expect(floorMinor(100n, rational(2n, 3n))).toBe(66n);
    expect(() => floorMinor(-1n, parseDecimal('2'))).toThrow(RangeError);
  });
});
