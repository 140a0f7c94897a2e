import { describe, expect, it } from 'vitest';
import { labelOf } from '../../lib/labels';
import { paymentsStrings } from './strings';

describe('payments labels', () => {
  it('names withdrawal states and payment methods as operators read them', () => {
    expect(labelOf(paymentsStrings.withdrawals.statuses, 'awaiting_details')).toBe(
      'Awaiting the player’s address',
    );
    expect(labelOf(paymentsStrings.paymentMethods, 'sandbox-card')).toBe('Card (Sandbox Pay)');
    expect(labelOf(paymentsStrings.paymentMethods, 'btc')).toBe('Bitcoin (BTC)');
  });
});
