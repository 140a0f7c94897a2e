import { describe, expect, it } from 'vitest';
import { magnitudeMinor } from './adjustment-amount';

describe('magnitudeMinor', () => {
  it('reads a decimal amount as minor units without its sign', () => {
    expect(magnitudeMinor('-25.00')).toBe(2500n);
    expect(magnitudeMinor('25.5')).toBe(2550n);
    expect(magnitudeMinor('7')).toBe(700n);
  });

  it('refuses what the API would refuse: three decimals, words, empty', () => {
    expect(magnitudeMinor('1.005')).toBeNull();
    expect(magnitudeMinor('ten')).toBeNull();
    expect(magnitudeMinor('')).toBeNull();
  });
});
