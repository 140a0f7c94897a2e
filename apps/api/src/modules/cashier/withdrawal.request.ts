import {
  CANCELLABLE_WITHDRAWAL_STATUSES,
  formatMinor,
  parseMinor,
  type Withdrawal,
  type WithdrawalRequest,
  type WithdrawalStatus,
} from '@orca/contracts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import { publishNotice } from '../../platform/notices.ts';
import { release } from './withdrawal.release.ts';
import * as repo from './withdrawal.repository.ts';
import type { WithdrawalDeps } from './withdrawal.service.ts';
import { noticeParams, rateOf, toView } from './withdrawal.views.ts';

/** The player's side of a withdrawal before approval: asking for it, and taking it back. */
export function createWithdrawalRequests(deps: WithdrawalDeps) {
  const { db } = deps;

  return {
    /**
     * Reserves the amount and waits for approval. Produces first_deposit_required,
     * profile_incomplete, kyc_required, withdrawal_amount_out_of_range, insufficient_funds,
     * bonus_forfeit_required (an active bonus, not confirmed).
     */
    async request(playerId: bigint, input: WithdrawalRequest): Promise<Withdrawal> {
      const player = await deps.players.get(playerId);
      if (!(await repo.hasCreditedDeposit(db, playerId)))
        throw new AppError('first_deposit_required');
      await deps.players.assertComplete(playerId);
      const method = await repo.findMethod(db, input.method);
      if (!method || !deps.payoutFor(method.id))
        throw new FieldRuleError('validation_error', 'method', 'invalid_value');
      const rate = rateOf(player.currency);
      const amountMinor = parseMinor(input.amount);
      const [minMinor, maxMinor] = [method.minEurMinor * rate, method.maxEurMinor * rate];
      if (amountMinor === null || amountMinor < minMinor || amountMinor > maxMinor) {
        throw new AppError('withdrawal_amount_out_of_range', {
          params: {
            min: formatMinor(minMinor),
            max: formatMinor(maxMinor),
            currency: player.currency,
          },
        });
      }
      const thresholdMinor = BigInt(deps.kycThresholdEur) * 100n * rate;
      return inTransaction(db, async (tx) => {
        // An active bonus is forfeited only when the player confirmed it on screen; cash stays
        // withdrawable either way. Done before the ledger lock below: the bonus domain locks the
        // player's bonus first, then their accounts, and so must every path that does both.
        if (deps.bonus) {
          if (input.forfeitBonus === true)
            await deps.bonus.forfeitActiveIn(tx, playerId, player.currency, 'withdrawal');
          else {
            const held = await deps.bonus.activeBalanceIn(tx, playerId, player.currency);
            if (held !== null)
              throw new AppError('bonus_forfeit_required', {
                params: { amount: formatMinor(held), currency: player.currency },
                data: { bonusBalance: formatMinor(held) },
              });
          }
        }
        // The cumulative check runs under the player's ledger lock: checked before it, twenty
        // requests at once would each see the others' amounts missing and all pass.
        await deps.ledger.lockPlayer(tx, playerId, player.currency);
        if (
          player.kycStatus !== 'verified' &&
          (await repo.cumulativeWithdrawnMinor(tx, playerId)) + amountMinor > thresholdMinor
        ) {
          throw new AppError('kyc_required', {
            params: { threshold: formatMinor(thresholdMinor), currency: player.currency },
          });
        }
        const row = await repo.insert(tx, {
          playerId,
          methodId: method.id,
          amountMinor,
          feeMinor: method.feeEurMinor * rate,
          currency: player.currency,
          status: 'pending_approval',
        });
        await deps.ledger.hold(tx, row);
        await publishNotice(tx, playerId, 'withdrawal_received', noticeParams(row));
        return toView(row);
      });
    },

    /** Cancels the player's own cancellable withdrawals; each returns its money exactly once. */
    async cancel(playerId: bigint, ids: string[]): Promise<Withdrawal[]> {
      const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
      return inTransaction(db, async (tx) => {
        const cancelled: Withdrawal[] = [];
        for (const id of [...new Set(uuids)].sort()) {
          const row = await repo.lock(tx, id);
          if (
            !row ||
            row.playerId !== playerId ||
            !CANCELLABLE_WITHDRAWAL_STATUSES.includes(row.status as WithdrawalStatus)
          )
            continue;
          cancelled.push(toView(await release(deps.ledger, 'cancelled', row, tx)));
          await publishNotice(tx, playerId, 'withdrawal_cancelled', noticeParams(row));
          await recordAudit(tx, {
            actorKind: 'player',
            actorId: playerId.toString(),
            action: 'withdrawal.cancel',
            targetKind: 'withdrawal',
            targetId: id,
            before: { status: row.status },
            after: { status: 'cancelled' },
          });
        }
        return cancelled;
      });
    },
  };
}
