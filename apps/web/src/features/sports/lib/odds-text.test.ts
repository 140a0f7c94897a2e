import { describe, expect, it } from 'vitest';
import { oddsMove } from './odds-flash';
import { isOddsFormat, oddsText } from './odds-text';

describe('odds in the player’s format', () => {
  it('switches one price between decimal, fractional and American', () => {
    expect(oddsText('2.50', 'decimal')).toBe('2.50');
    expect(oddsText('2.50', 'fractional')).toBe('6/4');
    expect(oddsText('2.50', 'american')).toBe('+150');
    expect(oddsText('1.91', 'fractional')).toBe('91/100');
    expect(oddsText('1.91', 'american')).toBe('-110');
    expect(oddsText('3.175', 'decimal')).toBe('3.175');
  });

  it('shows a price of 1 or less as it came instead of failing', () => {
    expect(oddsText('1.00', 'american')).toBe('1.00');
  });

  it('accepts only the three formats as a stored preference', () => {
    expect(isOddsFormat('fractional')).toBe(true);
    expect(isOddsFormat('hongkong')).toBe(false);
    expect(isOddsFormat(null)).toBe(false);
  });
});

describe('odds flash', () => {
  it('says up or down when a price moves, nothing when it stays or is missing', () => {
    expect(oddsMove('1.80', '1.95')).toBe('up');
    expect(oddsMove('1.95', '1.80')).toBe('down');
    expect(oddsMove('1.8', '1.80')).toBeNull();
    expect(oddsMove('1.80', '1.80')).toBeNull();
    expect(oddsMove(null, '1.80')).toBeNull();
    expect(oddsMove('1.80', null)).toBeNull();
  });
});
