import { describe, expect, it } from 'vitest';
import { sumMoney } from './money-sum';

describe('sumMoney', () => {
  it('adds decimal strings exactly, where floats would drift', () => {
    expect(sumMoney(Array.from({ length: 10 }, () => '0.10'))).toBe('1.00');
    expect(sumMoney(['1234567890123.45', '0.55'])).toBe('1234567890124.00');
  });

  it('keeps the widest scale and signs', () => {
    expect(sumMoney(['1.5', '-2.25'])).toBe('-0.75');
    expect(sumMoney(['-0.001', '0.0005'])).toBe('-0.0005');
  });

  it('is 0.00 for nothing', () => {
    expect(sumMoney([])).toBe('0.00');
  });

  it('refuses what is not a decimal amount', () => {
    expect(() => sumMoney(['12,50'])).toThrow('not a decimal amount');
  });
});
