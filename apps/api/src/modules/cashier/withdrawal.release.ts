import type { Database } from '../../db/client.ts';
import type { WithdrawalLedger } from '../wallet/wallet.service.ts';
import * as repo from './withdrawal.repository.ts';

/** Ends a withdrawal that pays nothing (the player cancelled, an operator rejected): its reserved money returns. */
export async function release(
  ledger: WithdrawalLedger,
  status: 'cancelled' | 'rejected',
  row: repo.WithdrawalRow,
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  extra: { decidedBy?: bigint; note?: string } = {},
) {
  await ledger.release(tx, row);
  return repo.update(tx, row.id, {
    status,
    processedAt: new Date(),
    decidedBy: extra.decidedBy ?? null,
    decisionNote: extra.note ?? null,
  });
}
