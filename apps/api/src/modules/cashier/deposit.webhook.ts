import { z } from 'zod';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './cashier.repository.ts';
import type { CashierDeps } from './cashier.service.ts';
import { creditPayment } from './deposit.credit.ts';

const WebhookBodySchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['payment.confirmed', 'payment.declined']),
  data: z.object({
    reference: z.uuid(),
    checkoutId: z.string().max(100),
    amountMinor: z.string().regex(/^\d{1,15}$/),
    currency: z.string().max(3),
  }),
});

/** The provider's word on a payment: a confirmation credits it, a decline closes it. */
export function createDepositWebhook(deps: CashierDeps) {
  const { db } = deps;
  return {
    /**
     * Applies a provider webhook whose signature was already checked. Safe to repeat: the
     * credit is keyed by the payment, and a seen event id changes nothing.
     */
    async applyWebhook(rawBody: unknown): Promise<'applied' | 'duplicate' | 'ignored'> {
      const event = WebhookBodySchema.parse(rawBody);
      const paymentId = event.data.reference;
      const payment = await repo.findPayment(db, paymentId);
      if (!payment) throw new AppError('not_found');
      if (
        payment.amountMinor.toString() !== event.data.amountMinor ||
        payment.currency !== event.data.currency
      ) {
        throw new AppError('validation_error', {
          params: { field: 'data', reason: 'amount or currency differs from the payment' },
        });
      }
      // The credit and the payment's new status commit together: nobody sees the money without
      // a credited payment, or the other way round.
      return inTransaction(db, async (tx) => {
        const locked = await repo.lockPayment(tx, paymentId);
        const isNew = await repo.recordEvent(tx, event.id, paymentId, event.type);
        if (!isNew) return 'duplicate';
        // An expired checkout is still pending here (expiry is only derived), so a provider's late
        // confirmation credits it: the money arrived, and the payment then reads credited.
        if (!locked || locked.status !== 'pending') return 'ignored';
        if (event.type === 'payment.confirmed')
          await creditPayment(deps, tx, payment, `deposit:${payment.id}`);
        else await repo.setStatus(tx, paymentId, 'declined');
        return 'applied';
      });
    },
  };
}
