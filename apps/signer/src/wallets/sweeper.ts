import type { JournalSweep } from '../journal.ts';
import type { PayoutAsset, SweepOrder, SweepProgress } from '../protocol.ts';

/**
 * One chain family's sweeps: everything of an asset at a deposit address moved to the hot wallet,
 * signed with the deposit key the address derives from. The payer owns the journal's lookup and
 * the one-at-a-time order; a sweeper signs, journals each transaction before sending it, and asks
 * its node where a sweep stands.
 */
export interface Sweeper {
  readonly assets: readonly PayoutAsset[];
  sweep(order: SweepOrder, known: JournalSweep | undefined): Promise<SweepProgress>;
}

/** Nothing worth its fee was at the address: nothing was signed. */
export const emptySweep = (sweepId: string): SweepProgress => ({
  sweepId,
  state: 'empty',
  txHash: null,
  amountBase: '0',
  feeBase: null,
  topUpBase: null,
  topUpTxHash: null,
  confirmations: 0,
});
