import { KYC_STATUSES, WITHDRAWAL_STATUSES } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import { contentStrings } from '../features/content/strings';
import { paymentsStrings } from '../features/payments/strings';
import { playersStrings } from '../features/players/strings';
import { labelOf } from '../lib/labels';

/**
 * Issue 28, item 15: the back office showed codes (awaiting_details, btc, sandbox-card,
 * not_verified, vipClub). Each one the API sends has a label written for it, so the words-from-code
 * fallback never has to stand in for a label somebody forgot.
 */
describe('back-office labels for the codes the API sends', () => {
  it('name every withdrawal status and KYC status the contracts define', () => {
    for (const status of WITHDRAWAL_STATUSES)
      expect(paymentsStrings.withdrawals.statuses[status], status).toBeDefined();
    for (const status of KYC_STATUSES)
      expect(playersStrings.labels.kycStatuses[status], status).toBeDefined();
  });

  it('say the codes the player walk met as words', () => {
    expect(labelOf(paymentsStrings.withdrawals.statuses, 'awaiting_details')).toBe(
      'Awaiting the player’s address',
    );
    expect(labelOf(paymentsStrings.paymentMethods, 'btc')).toBe('Bitcoin (BTC)');
    expect(labelOf(paymentsStrings.paymentMethods, 'sandbox-card')).toBe('Card (Sandbox Pay)');
    expect(labelOf(playersStrings.labels.kycStatuses, 'not_verified')).toBe('Not verified');
    expect(labelOf(contentStrings.menuEntries, 'vipClub')).toBe('VIP Club');
  });
});
