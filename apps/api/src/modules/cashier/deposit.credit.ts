import { formatMinor } from '@orca/contracts';
import type { Executor } from '../../db/client.ts';
import { publishNotice } from '../../platform/notices.ts';
import * as repo from './cashier.repository.ts';
import type { CashierDeps } from './cashier.service.ts';

/**
 * Credits a pending payment inside `tx`, which holds the payment's row lock: the ledger transfer
 * (idempotent by `key`), the player's notice, the deposit bonus and the payment's new status
 * commit together. Every deposit, card or crypto, ends here, so each counts the same toward the
 * deposit limits, the first-deposit rule and deposit bonuses.
 */
export async function creditPayment(
  deps: Pick<CashierDeps, 'wallet' | 'bonus'>,
  tx: Executor,
  payment: { id: string; playerId: bigint; amountMinor: bigint; currency: string },
  key: string,
): Promise<void> {
  await deps.bonus?.beforeDepositCredited(tx, payment.playerId);
  await deps.wallet.deposit(
    {
      key,
      playerId: payment.playerId,
      currency: payment.currency,
      amountMinor: payment.amountMinor,
      reference: payment.id,
    },
    tx,
  );
  await publishNotice(tx, payment.playerId, 'deposit_credited', {
    amount: formatMinor(payment.amountMinor),
    currency: payment.currency,
  });
  await deps.bonus?.onDepositCredited(tx, {
    playerId: payment.playerId,
    paymentId: payment.id,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
  });
  await repo.setStatus(tx, payment.id, 'credited');
}
