import {
  formatMinor,
  WITHDRAWAL_LINK_TTL_HOURS,
  type Language,
  type QueuedWithdrawal,
  type WithdrawalStatus,
} from '@orca/contracts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { publishNotice } from '../../platform/notices.ts';
import { newToken } from '../../platform/tokens.ts';
import type { Operator } from '../admin/operator.service.ts';
import { release } from './withdrawal.release.ts';
import * as repo from './withdrawal.repository.ts';
import type { WithdrawalDeps } from './withdrawal.service.ts';
import { noticeParams, rateOf, toView } from './withdrawal.views.ts';

/** The back office's side: the queue of withdrawals, and operators' approvals and rejections. */
export function createWithdrawalApprovals(deps: WithdrawalDeps) {
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

  return {
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
          updated = await release(deps.ledger, 'rejected', row, tx, {
            decidedBy: operator.id,
            note,
          });
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
  };
}
