import { formatMinor, parseMinor } from '@orca/contracts';
import { lockForTransaction } from '../../db/locks.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './cashier.repository.ts';
import type { CashierDeps } from './cashier.service.ts';
import { assertMayDeposit } from './deposit.limits.ts';
import { isAvailable, limitsIn } from './deposit.methods.ts';

/** The start of a deposit: the payment row under the player's deposit lock, then the provider's checkout. */
export function createDepositStart(deps: CashierDeps) {
  const { db } = deps;
  return {
    /** Opens a deposit and returns the provider's page. Produces validation_error (unknown method), deposit_amount_out_of_range, profile_incomplete and assertMayDeposit's codes. */
    async startDeposit(
      playerId: bigint,
      input: { method: string; amount: string; bonusId?: string; promoCode?: string },
    ) {
      const player = await deps.players.get(playerId);
      const found = await repo.findMethod(db, input.method);
      const method = found && isAvailable(found, deps.sandbox) ? found : null;
      const sandbox = deps.sandbox;
      if (!method || !sandbox)
        throw new AppError('validation_error', {
          params: { field: 'method', reason: 'unknown payment method' },
        });
      const amountMinor = parseMinor(input.amount);
      const { minMinor, maxMinor } = limitsIn(method, player.currency);
      if (amountMinor === null || amountMinor < minMinor || amountMinor > maxMinor) {
        throw new AppError('deposit_amount_out_of_range', {
          params: {
            min: formatMinor(minMinor),
            max: formatMinor(maxMinor),
            currency: player.currency,
          },
        });
      }
      await deps.players.assertComplete(playerId);
      const payment = await inTransaction(db, async (tx) => {
        await lockForTransaction(tx, `deposit:${playerId}`);
        await assertMayDeposit(deps.limits, tx, playerId, amountMinor, player.currency);
        const inserted = await repo.insertPayment(tx, {
          playerId,
          methodId: method.id,
          provider: method.provider,
          amountMinor,
          currency: player.currency,
        });
        // The offer (picked now, or a code entered earlier) is checked and recorded with the
        // payment: a refused one opens no checkout.
        const promoCode = input.promoCode?.trim() || undefined;
        await deps.bonus?.chooseForDeposit(tx, {
          playerId,
          paymentId: inserted.id,
          bonusId: input.bonusId,
          promoCode,
        });
        return inserted;
      });
      const checkout = await sandbox.createCheckout({
        reference: payment.id,
        amountMinor,
        currency: player.currency,
        returnUrl: `${deps.publicUrl}/cashier/deposit?payment=${payment.id}`,
      });
      await repo.setProviderReference(db, payment.id, checkout.checkoutId);
      return { paymentId: payment.id, redirectUrl: checkout.redirectUrl, status: payment.status };
    },
  };
}
