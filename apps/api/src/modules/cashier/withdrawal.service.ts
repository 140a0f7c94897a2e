import {
  CANCELLABLE_WITHDRAWAL_STATUSES,
  formatMinor,
  parseMinor,
  WITHDRAWAL_LINK_TTL_HOURS,
  type Language,
  type QueuedWithdrawal,
  type Withdrawal,
  type WithdrawalMethod,
  type WithdrawalRequest,
  type WithdrawalStatus,
} from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import type { Mailer } from '../../platform/mail.ts';
import { publishNotice } from '../../platform/notices.ts';
import { newToken } from '../../platform/tokens.ts';
import type { Operator, OperatorService } from '../admin/operator.service.ts';
import type { PlayerService } from '../profile/player.service.ts';
import type { WithdrawalLedger } from '../wallet/wallet.service.ts';
import { createWithdrawalPayouts } from './withdrawal.payout.ts';
import * as repo from './withdrawal.repository.ts';
import { methodView, noticeParams, rateOf, toView } from './withdrawal.views.ts';
import type { PayoutAdapter } from './payout-adapter.ts';
import { inTransaction } from '../../db/transaction.ts';

/** What a withdrawal asks of the bonus domain: both in the withdrawal's transaction, before the player's ledger lock. */
export interface WithdrawalBonus {
  /** The active bonus's balance in the currency, or null without one. */
  activeBalanceIn(tx: Executor, playerId: bigint, currency: string): Promise<bigint | null>;
  forfeitActiveIn(
    tx: Executor,
    playerId: bigint,
    currency: string,
    reason: 'withdrawal',
  ): Promise<boolean>;
}

export interface WithdrawalDeps {
  db: Database;
  players: PlayerService;
  ledger: WithdrawalLedger;
  mailer: Mailer;
  payout: PayoutAdapter;
  publicUrl: string;
  /** Cumulative withdrawals above this many EUR (equivalent) need a verified account. */
  kycThresholdEur: number;
  /** Withdrawals above this many EUR (equivalent) need two different operators' approvals. */
  fourEyesEur: number;
  /** Names the operators who decided, for the queue. */
  operators: Pick<OperatorService, 'usernames'>;
  /**
   * The bonus domain (decision 015): what the player's active bonus holds, and its forfeit in the
   * withdrawal's transaction. Absent where no bonus engine runs.
   */
  bonus?: WithdrawalBonus;
}

/**
 * Crypto withdrawals (spec section 4): reserve at request, operator approval, an emailed link
 * valid 24 hours to enter currency and address, then payout. Each step locks the withdrawal and
 * moves the money in the same transaction, so no step happens twice.
 */
export function createWithdrawalService(deps: WithdrawalDeps) {
  const { db } = deps;

  const needsTwoApprovals = (row: repo.WithdrawalRow) =>
    row.amountMinor > BigInt(deps.fourEyesEur) * 100n * rateOf(row.currency);

  /** Withdrawals as the back office's queue shows them, with their players and first approvers named. */
  async function queuedViews(rows: repo.WithdrawalRow[]): Promise<QueuedWithdrawal[]> {
    const [usernames, approvers] = await Promise.all([
      deps.players.usernames(rows.map((row) => row.playerId)),
      deps.operators.usernames(
        rows.flatMap((row) => (row.firstApprovedBy === null ? [] : [row.firstApprovedBy])),
      ),
    ]);
    return rows.map((row) => ({
      ...toView(row),
      playerId: row.playerId.toString(),
      playerUsername: usernames.get(row.playerId.toString()) ?? '',
      needsTwoApprovals: needsTwoApprovals(row),
      firstApprovedBy:
        row.firstApprovedBy === null
          ? null
          : (approvers.get(row.firstApprovedBy.toString()) ?? row.firstApprovedBy.toString()),
      firstApprovedAt: row.firstApprovedAt?.toISOString() ?? null,
    }));
  }

  async function release(
    status: 'cancelled' | 'rejected',
    row: repo.WithdrawalRow,
    tx: Parameters<Parameters<Database['transaction']>[0]>[0],
    extra: { decidedBy?: bigint; note?: string } = {},
  ) {
    await deps.ledger.release(tx, row);
    return repo.update(tx, row.id, {
      status,
      processedAt: new Date(),
      decidedBy: extra.decidedBy ?? null,
      decisionNote: extra.note ?? null,
    });
  }

  return {
    async methods(playerId: bigint): Promise<WithdrawalMethod[]> {
      const { currency } = await deps.players.get(playerId);
      return (await repo.methods(db)).map((m) => methodView(m, currency));
    },

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
      if (!method) throw new FieldRuleError('validation_error', 'method', 'invalid_value');
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

    async pending(playerId: bigint): Promise<Withdrawal[]> {
      return (
        await repo.ofPlayer(db, playerId, ['pending_approval', 'awaiting_details', 'processing'])
      ).map(toView);
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
          cancelled.push(toView(await release('cancelled', row, tx)));
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

    /**
     * An operator's decision. Approval emails the details link; rejection returns the money. Above
     * the four-eyes amount the first approval is recorded and the withdrawal waits for a second
     * operator's; a rejection by either ends it. Produces not_found, withdrawal_state_conflict,
     * second_approval_required.
     */
    async decide(
      operator: Operator,
      id: string,
      decision: 'approve' | 'reject',
      note: string,
    ): Promise<QueuedWithdrawal> {
      const decided = await inTransaction(db, async (tx) => {
        // The row lock orders concurrent decisions: of two second approvals, the one that waited
        // finds the withdrawal no longer pending and is refused.
        const row = await repo.lock(tx, id);
        if (!row) throw new AppError('not_found');
        if (row.status !== 'pending_approval') throw new AppError('withdrawal_state_conflict');
        const audit = {
          actorKind: 'operator' as const,
          actorId: operator.id.toString(),
          ip: operator.ip,
          targetKind: 'withdrawal',
          targetId: id,
        };
        const isFirstOfTwo =
          decision === 'approve' && needsTwoApprovals(row) && row.firstApprovedBy === null;
        if (
          decision === 'approve' &&
          needsTwoApprovals(row) &&
          row.firstApprovedBy === operator.id
        ) {
          throw new AppError('second_approval_required');
        }
        let updated: repo.WithdrawalRow;
        if (isFirstOfTwo) {
          updated = await repo.update(tx, id, {
            firstApprovedBy: operator.id,
            firstApprovedAt: new Date(),
          });
          await recordAudit(tx, {
            ...audit,
            action: 'withdrawal.first_approve',
            before: { status: row.status, firstApprovedBy: null },
            after: { status: updated.status, firstApprovedBy: operator.id.toString(), note },
          });
          return updated;
        }
        if (decision === 'reject') {
          updated = await release('rejected', row, tx, { decidedBy: operator.id, note });
          await publishNotice(tx, row.playerId, 'withdrawal_rejected', {
            ...noticeParams(row),
            reason: note.trim(),
          });
        } else {
          const { token, hash } = newToken();
          updated = await repo.update(tx, id, {
            status: 'awaiting_details',
            detailsTokenHash: hash,
            detailsExpiresAt: new Date(Date.now() + WITHDRAWAL_LINK_TTL_HOURS * 3_600_000),
            decidedBy: operator.id,
            decisionNote: note,
          });
          const player = await deps.players.get(row.playerId, tx);
          await deps.mailer.enqueue(tx, {
            to: player.email,
            kind: 'withdrawal_details',
            subject: translate(player.language as Language, 'mail', 'withdrawal_subject'),
            text: translate(player.language as Language, 'mail', 'withdrawal_body', {
              username: player.username,
              amount: `${formatMinor(row.amountMinor)} ${row.currency}`,
              link: `${deps.publicUrl}/cashier/withdraw?token=${token}`,
            }),
          });
          await publishNotice(tx, row.playerId, 'withdrawal_approved', noticeParams(row));
        }
        await recordAudit(tx, {
          ...audit,
          action: `withdrawal.${decision}`,
          before: {
            status: row.status,
            ...(row.firstApprovedBy === null
              ? {}
              : { firstApprovedBy: row.firstApprovedBy.toString() }),
          },
          after: { status: updated.status, note },
        });
        return updated;
      });
      const [view] = await queuedViews([decided]);
      if (!view) throw new Error('a decided withdrawal has no view');
      return view;
    },

    /** The back office's queue of one status, oldest first. */
    async list(statuses: readonly WithdrawalStatus[], limit: number): Promise<QueuedWithdrawal[]> {
      return queuedViews(await repo.byStatus(db, statuses, limit));
    },

    ...createWithdrawalPayouts(deps),
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
