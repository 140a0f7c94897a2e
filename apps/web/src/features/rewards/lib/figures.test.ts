import { describe, expect, it } from 'vitest';
import {
  formatCpNumber,
  formatUtcDateTime,
  formatWholeEur,
  isPositiveAmount,
  levelProgressPercent,
  timeUntil,
} from './figures';

describe('rewards figures', () => {
  it('shows the progress from the current level to the next, rounded down, null at the top', () => {
    expect(levelProgressPercent('12.00', 10, 16)).toBe(33);
    expect(levelProgressPercent('15.99', 10, 16)).toBe(99);
    expect(levelProgressPercent('10.00', 10, 16)).toBe(0);
    expect(levelProgressPercent('4.00', 0, 10)).toBe(40);
    expect(levelProgressPercent('500000.00', 480000, null)).toBeNull();
  });

  it('counts hours and minutes to the next claim, rounding up to the minute, never below zero', () => {
    const now = Date.parse('2026-11-24T21:30:10Z');
    expect(timeUntil('2026-11-25T00:00:00Z', now)).toEqual({ hours: 2, minutes: 30 });
    expect(timeUntil('2026-11-24T21:30:00Z', now)).toEqual({ hours: 0, minutes: 0 });
    expect(timeUntil('2026-11-24T21:31:00Z', now)).toEqual({ hours: 0, minutes: 1 });
  });

  it('tells a positive amount from zero', () => {
    expect(isPositiveAmount('0.00')).toBe(false);
    expect(isPositiveAmount('0.01')).toBe(true);
    expect(isPositiveAmount('12.40')).toBe(true);
    expect(isPositiveAmount('-1.00')).toBe(false);
  });

  it('writes CP, whole euros and UTC times in the player language', () => {
    expect(formatCpNumber('1234.50', 'en')).toBe('1,234.5');
    expect(formatCpNumber('1234.50', 'de')).toBe('1.234,5');
    expect(formatWholeEur(50_000, 'en')).toBe('€50,000');
    expect(formatUtcDateTime('2026-11-25T00:00:00Z', 'en')).toBe('Nov 25, 2026, 12:00 AM');
  });
});
