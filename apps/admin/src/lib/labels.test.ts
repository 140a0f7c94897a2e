import { describe, expect, it } from 'vitest';
import { strings } from '../strings';
import { inWords, labelOf } from './labels';

describe('labelOf', () => {
  it('reads a value through the strings, and spells an unknown one as words rather than a code', () => {
    expect(labelOf(strings.labels.documentTypes, 'proof_of_address')).toBe('Proof of address');
    expect(labelOf({}, 'some_new_state')).toBe('Some new state');
    expect(inWords('jackpotSlots')).toBe('Jackpot slots');
    expect(inWords('usdt-trc20')).toBe('Usdt trc20');
  });
});
