import { describe, expect, it } from 'vitest';
import {
  chipLabel,
  chipOf,
  chipValues,
  spotBets,
  stakeBySpot,
  sumChips,
  totalsBySpot,
  type SlipChip,
} from './chips';

describe('live table chips', () => {
  it('starts the rack at the minimum bet and stops at the maximum', () => {
    expect(chipValues('0.10', '5000.00')).toEqual(['0.10', '0.20', '0.50', '1.00', '2.00', '5.00']);
    expect(chipValues('0.15', '1.00')).toEqual(['0.15', '0.20', '0.50', '1.00']);
    expect(chipValues('10.00', '30.00', 3)).toEqual(['10.00', '25.00']);
    expect(chipValues('0.00', '10.00')).toEqual([]);
  });

  it('sums chips per spot in the order spots were first bet', () => {
    const chips: SlipChip<string>[] = [
      { key: 'red', bet: 'red', amountMinor: 100n },
      { key: 's-17', bet: '17', amountMinor: 50n },
      { key: 'red', bet: 'red', amountMinor: 200n },
    ];
    expect(totalsBySpot(chips)).toEqual([
      { key: 'red', bet: 'red', amountMinor: 300n },
      { key: 's-17', bet: '17', amountMinor: 50n },
    ]);
    expect(sumChips(chips)).toBe(350n);
    expect(stakeBySpot(chips, [{ key: 's-17', bet: '17', amountMinor: 25n }]).get('s-17')).toBe(
      75n,
    );
  });

  it('labels big chips in thousands', () => {
    expect(chipLabel('0.50', 'en')).toBe('0.5');
    expect(chipLabel('2500.00', 'en')).toBe('2.5K');
    expect(chipLabel('2.50', 'de')).toBe('2,5');
  });

  it('reads a placed bet as a chip and sends one bet per spot', () => {
    const red = chipOf('red', { kind: 'red' }, '2.50');
    expect(red).toEqual({ key: 'red', bet: { kind: 'red' }, amountMinor: 250n });
    expect(spotBets([red, chipOf('odd', { kind: 'odd' }, '1'), red])).toEqual([
      { bet: { kind: 'red' }, amount: '5.00' },
      { bet: { kind: 'odd' }, amount: '1.00' },
    ]);
  });
});
