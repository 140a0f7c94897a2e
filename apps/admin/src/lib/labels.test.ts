import { describe, expect, it } from 'vitest';
import { strings } from '../strings';
import { inWords, labelOf } from './labels';

describe('labelOf', () => {
  it('reads a value through the strings, and spells an unknown one as words rather than a code', () => {
    expect(labelOf(strings.withdrawals.statuses, 'awaiting_details')).toBe(
      'Awaiting the player’s address',
    );
    expect(labelOf(strings.labels.paymentMethods, 'sandbox-card')).toBe('Card (Sandbox Pay)');
    expect(labelOf(strings.labels.paymentMethods, 'btc')).toBe('Bitcoin (BTC)');
    expect(labelOf(strings.labels.kycStatuses, 'not_verified')).toBe('Not verified');
    expect(labelOf(strings.labels.menuEntries, 'vipClub')).toBe('VIP Club');
    expect(labelOf({}, 'some_new_state')).toBe('Some new state');
    expect(inWords('jackpotSlots')).toBe('Jackpot slots');
    expect(inWords('usdt-trc20')).toBe('Usdt trc20');
  });
});
