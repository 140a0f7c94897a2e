import type { Withdrawal, WithdrawalDetailsRequest, WithdrawalMethod } from '@orca/contracts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import { publishNotice } from '../../platform/notices.ts';
import { hashToken } from '../../platform/tokens.ts';
import * as repo from './withdrawal.repository.ts';
import type { WithdrawalDeps } from './withdrawal.service.ts';
import { isLinkOpen, methodView, noticeParams, toView } from './withdrawal.views.ts';

/**
 * An approved withdrawal's way out: the emailed link where the player gives the address, and the
 * payout job that sends what is queued.
 */
export function createWithdrawalPayouts(deps: WithdrawalDeps) {
  const { db } = deps;

  return {
    /** What the emailed link opens: the withdrawal and the address rules. Produces withdrawal_link_invalid. */
    async detailsFor(token: string): Promise<{ withdrawal: Withdrawal; method: WithdrawalMethod }> {
      const row = await repo.findByTokenHash(db, hashToken(token));
      if (!isLinkOpen(row)) throw new AppError('withdrawal_link_invalid');
      const method = await repo.findMethod(db, row.methodId);
      if (!method) throw new AppError('withdrawal_link_invalid');
      return { withdrawal: toView(row), method: methodView(method, row.currency) };
    },

    /** Stores the address from the emailed link and queues the payout. Produces withdrawal_link_invalid and field errors. */
    async submitDetails(input: WithdrawalDetailsRequest): Promise<Withdrawal> {
      return inTransaction(db, async (tx) => {
        const row = await repo.lockByTokenHash(tx, hashToken(input.token));
        if (!isLinkOpen(row)) throw new AppError('withdrawal_link_invalid');
        const method = await repo.findMethod(tx, row.methodId);
        if (!method) throw new AppError('withdrawal_link_invalid');
        const address = input.address.trim();
        if (
          address.length < method.addressMinLength ||
          address.length > method.addressMaxLength ||
          !new RegExp(method.addressPattern).test(address)
        ) {
          throw new FieldRuleError('validation_error', 'address', 'address_invalid');
        }
        const tag = input.tag?.trim() ?? '';
        if (
          method.tagLabel === null
            ? tag !== ''
            : (method.isTagRequired && tag === '') ||
              tag.length > (method.tagMaxLength ?? 0) ||
              (tag !== '' && !/^\d+$|^[\w-]+$/.test(tag))
        ) {
          throw new FieldRuleError('validation_error', 'tag', 'tag_invalid');
        }
        return toView(
          await repo.update(tx, row.id, {
            status: 'processing',
            address,
            tag: tag || null,
            detailsTokenHash: null,
          }),
        );
      });
    },

    /** Pays queued withdrawals through the payout adapter; safe to run from several instances at once. */
    async processPayouts(limit = 20): Promise<number> {
      const due = await repo.byStatus(db, ['processing'], limit);
      let paid = 0;
      for (const candidate of due) {
        const done = await inTransaction(db, async (tx) => {
          const row = await repo.lock(tx, candidate.id);
          if (!row || row.status !== 'processing' || !row.address) return false;
          const { reference } = await deps.payout.send({
            withdrawalId: row.id,
            methodId: row.methodId,
            address: row.address,
            tag: row.tag,
            amountMinor: row.amountMinor - row.feeMinor,
            currency: row.currency,
          });
          await deps.ledger.payout(tx, row);
          await repo.update(tx, row.id, {
            status: 'paid',
            payoutReference: reference,
            processedAt: new Date(),
          });
          await publishNotice(tx, row.playerId, 'withdrawal_paid', noticeParams(row));
          return true;
        });
        if (done) paid += 1;
      }
      return paid;
    },
  };
}
