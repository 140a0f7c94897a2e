import { describe, expect, it } from 'vitest';
import { betLadder, clampBet, defaultBet, localizeAmount, scaleMinor } from './money';

describe('bet amounts in the game clients', () => {
  it('walks from the minimum to the maximum bet in 1, 2, 2.5 and 5 steps, limits included', () => {
    expect(betLadder('0.10', '500.00')).toEqual([
      '0.10',
      '0.20',
      '0.25',
      '0.50',
      '1.00',
      '2.00',
      '2.50',
      '5.00',
      '10.00',
      '20.00',
      '25.00',
      '50.00',
      '100.00',
      '200.00',
      '250.00',
      '500.00',
    ]);
    expect(betLadder('0.30', '7.00')).toEqual([
      '0.30',
      '0.50',
      '1.00',
      '2.00',
      '2.50',
      '5.00',
      '7.00',
    ]);
  });

  it('starts at 1.00 when the limits allow it, else at the nearest limit', () => {
    expect(defaultBet('0.10', '500.00')).toBe('1.00');
    expect(defaultBet('2.00', '500.00')).toBe('2.00');
    expect(defaultBet('0.01', '0.50')).toBe('0.50');
  });

  it('keeps a typed bet inside the limits, reads a decimal comma and refuses what is not an amount', () => {
    expect(clampBet('2,5', '0.10', '500.00')).toBe('2.50');
    expect(clampBet('0.01', '0.10', '500.00')).toBe('0.10');
    expect(clampBet('9999', '0.10', '500.00')).toBe('500.00');
    expect(clampBet('abc', '0.10', '500.00')).toBeNull();
    expect(clampBet('1.234', '0.10', '500.00')).toBeNull();
  });

  it('pays bet × ratio rounded down in minor units, like the server', () => {
    expect(scaleMinor(100n, 9900, 5050)).toBe(196n);
    expect(scaleMinor(333n, 150, 100)).toBe(499n);
  });

  it('shows an amount with the decimal sign of the player’s language', () => {
    expect(localizeAmount('2.50', 'de')).toBe('2,50');
    expect(localizeAmount('2.50', 'en')).toBe('2.50');
  });
});
