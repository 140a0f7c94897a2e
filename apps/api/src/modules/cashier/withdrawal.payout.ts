import type { Withdrawal, WithdrawalDetailsRequest, WithdrawalMethod } from '@orca/contracts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import { publishNotice } from '../../platform/notices.ts';
import { hashToken } from '../../platform/tokens.ts';
import * as repo from './withdrawal.repository.ts';
import type { WithdrawalDeps } from './withdrawal.service.ts';
import {
  PayoutRefused,
  type PayoutAdapter,
  type PayoutQuote,
  type PayoutRequest,
  type PayoutStatus,
} from './payout-adapter.ts';
import { isLinkOpen, methodView, noticeParams, toView } from './withdrawal.views.ts';

/**
 * An approved withdrawal's way out: the emailed link where the player gives the address, and the
 * payout job that sends what is queued.
 */
export function createWithdrawalPayouts(deps: WithdrawalDeps) {
  const { db } = deps;

  const payouts = {
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
          !new RegExp(method.addressPattern).test(address) ||
          !deps.isPayoutAddress(method.id, address)
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

    /**
     * Pays queued withdrawals through each method's rail, and follows those already sent until they
     * are paid or failed; safe to run from several instances at once. A chain payout's quote is
     * committed before the rail is first asked, and the rail answers a withdrawal it has seen with
     * where that payout stands: a crash between the send and the commit never pays twice.
     */
    async processPayouts(limit = 20): Promise<number> {
      const due = await repo.byStatus(db, ['processing'], limit);
      let settled = 0;
      for (const candidate of due) {
        if (!candidate.address) continue;
        const rail = deps.payoutFor(candidate.methodId);
        // Its rail was taken away since the request (configuration changed): it waits for one.
        if (!rail) continue;
        const row = rail.quote ? await fixQuote(candidate, rail.quote) : candidate;
        if (!row) continue;
        let status: PayoutStatus;
        try {
          status = await rail.send(requestOf(row), quoteOf(row));
        } catch (error) {
          if (!(error instanceof PayoutRefused)) {
            deps.log?.warn({ err: error, withdrawalId: row.id }, 'payout not sent; retried later');
            continue;
          }
          status = {
            reference: row.payoutReference ?? '',
            state: 'failed',
            confirmations: null,
            confirmationsRequired: null,
          };
          deps.log?.warn({ err: error, withdrawalId: row.id }, 'payout refused; the money returns');
        }
        if (await record(row.id, status)) settled += 1;
      }
      return settled;
    },
  };
  return payouts;

  /** Stores the quote (asset, amount, rate) once; null when the withdrawal left processing meanwhile. */
  async function fixQuote(
    candidate: repo.WithdrawalRow,
    quote: NonNullable<PayoutAdapter['quote']>,
  ): Promise<repo.WithdrawalRow | null> {
    if (candidate.payoutAsset !== null) return candidate;
    let fixed: PayoutQuote;
    try {
      fixed = await quote(requestOf(candidate));
    } catch (error) {
      deps.log?.warn({ err: error, withdrawalId: candidate.id }, 'no payout quote; retried later');
      return null;
    }
    return inTransaction(db, async (tx) => {
      const row = await repo.lock(tx, candidate.id);
      if (!row || row.status !== 'processing') return null;
      if (row.payoutAsset !== null) return row;
      return repo.update(tx, row.id, {
        payoutAsset: fixed.asset,
        payoutAmountBase: fixed.amountBase.toString(),
        payoutRateMinorPerUnit: fixed.rate.minorPerUnit.toString(),
        payoutRateSource: fixed.rate.source,
      });
    });
  }

  /** Records where the payout stands; true when it ended (paid, or failed with the money returned). */
  function record(id: string, status: PayoutStatus): Promise<boolean> {
    return inTransaction(db, async (tx) => {
      const row = await repo.lock(tx, id);
      if (!row || row.status !== 'processing') return false;
      const progress = {
        payoutReference: status.reference || row.payoutReference,
        payoutConfirmations: status.confirmations,
        payoutConfirmationsRequired: status.confirmationsRequired,
      };
      if (status.state === 'pending') {
        // Asked every run while it confirms: written only when the chain moved.
        if (
          progress.payoutReference !== row.payoutReference ||
          progress.payoutConfirmations !== row.payoutConfirmations ||
          progress.payoutConfirmationsRequired !== row.payoutConfirmationsRequired
        )
          await repo.update(tx, row.id, progress);
        return false;
      }
      if (status.state === 'paid') {
        await deps.ledger.payout(tx, row);
        await repo.update(tx, row.id, { ...progress, status: 'paid', processedAt: new Date() });
        await publishNotice(tx, row.playerId, 'withdrawal_paid', noticeParams(row));
      } else {
        await deps.ledger.release(tx, row);
        await repo.update(tx, row.id, { ...progress, status: 'failed', processedAt: new Date() });
        // The spec's words for a payment that did not go through.
        await publishNotice(tx, row.playerId, 'withdrawal_cancelled', noticeParams(row));
      }
      return true;
    });
  }
}

/** What the rail is asked to pay: the amount less the fee, to the address the player gave. */
function requestOf(row: repo.WithdrawalRow): PayoutRequest {
  return {
    withdrawalId: row.id,
    methodId: row.methodId,
    address: row.address ?? '',
    tag: row.tag,
    amountMinor: row.amountMinor - row.feeMinor,
    currency: row.currency,
    approvedBy: [row.firstApprovedBy, row.decidedBy].filter((id): id is bigint => id !== null),
  };
}

function quoteOf(row: repo.WithdrawalRow): PayoutQuote | null {
  if (row.payoutAsset === null || row.payoutAmountBase === null) return null;
  return {
    asset: row.payoutAsset,
    amountBase: BigInt(row.payoutAmountBase),
    rate: {
      minorPerUnit: BigInt(row.payoutRateMinorPerUnit ?? '0'),
      source: row.payoutRateSource ?? '',
    },
  };
}
