import {
  CURRENCIES,
  EUR_EQUIVALENT,
  formatMinor,
  isCurrency,
  type Adjustment,
  type AdjustmentCreate,
  type AdjustmentPolicy,
  type AdjustmentStatus,
} from '@orca/contracts';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, assert } from '../../platform/errors.ts';
import type { Operator } from '../admin/operator.service.ts';
import * as repo from './players.repository.ts';
import { iso } from './players.card.ts';
import type { PlayersAdminDeps } from './players.service.ts';

const ADJUSTMENTS_SHOWN = 100;
/** Adjustments one operator applied alone within this window count together against the four-eyes amount. */
const FOUR_EYES_WINDOW_MS = 24 * 3_600_000;

/** "-12.5" → -1250n; the route's schema has checked the shape (sign, ≤ 9 digits, ≤ 2 decimals). */
function parseSignedMinor(amount: string): bigint {
  const isDebit = amount.startsWith('-');
  const [units = '0', cents = ''] = (isDebit ? amount.slice(1) : amount).split('.');
  const minor = BigInt(units) * 100n + BigInt(cents.padEnd(2, '0'));
  return isDebit ? -minor : minor;
}

/**
 * Manual balance adjustments: applied at once within the four-eyes amount, else left pending for
 * a second operator; every step audited in the transaction that makes it.
 */
export function createBalanceAdjustments(deps: PlayersAdminDeps) {
  const { db, players, wallet } = deps;

  /** The most an adjustment in `currency` may move without a second operator, in minor units. */
  const fourEyesMinor = (currency: string) =>
    BigInt(deps.fourEyesEur) * 100n * BigInt(isCurrency(currency) ? EUR_EQUIVALENT[currency] : 1);

  async function toAdjustments(
    rows: Awaited<ReturnType<typeof repo.listAdjustments>>,
  ): Promise<Adjustment[]> {
    const usernames = await players.usernames(rows.map((row) => row.adjustment.playerId));
    return rows.map(({ adjustment: a, requestedByName, decidedByName }) => ({
      id: a.id,
      playerId: a.playerId.toString(),
      playerUsername: usernames.get(a.playerId.toString()) ?? '',
      currency: a.currency,
      amount: formatMinor(a.amountMinor),
      reason: a.reason,
      status: a.status as AdjustmentStatus,
      requestedBy: requestedByName,
      decidedBy: decidedByName,
      decisionNote: a.decisionNote,
      requestedAt: a.requestedAt.toISOString(),
      decidedAt: iso(a.decidedAt),
    }));
  }

  async function adjustmentById(id: string, tx: Executor = db): Promise<Adjustment> {
    const [view] = await toAdjustments(await repo.listAdjustments(tx, { id }, 1));
    assert(view, `adjustment ${id} exists`);
    return view;
  }

  return {
    /** The four-eyes amount, in EUR and per currency, for the form to say when approval will be needed. */
    policy(): AdjustmentPolicy {
      return {
        fourEyesEur: deps.fourEyesEur,
        fourEyesByCurrency: Object.fromEntries(
          CURRENCIES.map((currency) => [currency, formatMinor(fourEyesMinor(currency))]),
        ),
      };
    },

    /**
     * A manual adjustment of the player's cash: applied at once while it and the adjustments
     * applied without a second operator in the last 24 hours stay within the four-eyes amount,
     * else stored pending for a second operator. Produces not_found, adjustment_currency_not_held,
     * insufficient_funds (a debit larger than the balance).
     */
    async requestAdjustment(
      by: Operator,
      playerId: bigint,
      input: AdjustmentCreate,
    ): Promise<Adjustment> {
      const player = await players.get(playerId);
      const held = new Set([
        player.currency,
        ...(await wallet.playerBalances(playerId)).map((b) => b.currency),
      ]);
      if (!held.has(input.currency)) throw new AppError('adjustment_currency_not_held');
      const amountMinor = parseSignedMinor(input.amount);
      assert(amountMinor !== 0n, 'the schema refuses a zero adjustment');
      const magnitude = amountMinor < 0n ? -amountMinor : amountMinor;
      const id = randomUUID();
      await inTransaction(db, async (tx) => {
        // Under the player's row lock, so two requests at once cannot both count the other out.
        await players.lock(tx, playerId);
        const recentMinor = await repo.appliedAloneMinor(tx, {
          playerId,
          currency: input.currency,
          since: new Date(Date.now() - FOUR_EYES_WINDOW_MS),
        });
        const needsApproval = recentMinor + magnitude > fourEyesMinor(input.currency);
        const audit = {
          actorKind: 'operator' as const,
          actorId: by.id.toString(),
          targetKind: 'player',
          targetId: playerId.toString(),
          ip: by.ip,
        };
        const request = {
          adjustmentId: id,
          currency: input.currency,
          amountMinor,
          reason: input.reason,
        };
        if (needsApproval) {
          await repo.insertAdjustment(tx, {
            id,
            playerId,
            currency: input.currency,
            amountMinor,
            reason: input.reason,
            status: 'pending',
            requestedBy: by.id,
          });
          await recordAudit(tx, {
            ...audit,
            action: 'adjustment.requested',
            after: { ...request, status: 'pending' },
          });
          return;
        }
        const applied = await wallet.adjust(tx, {
          id,
          playerId,
          currency: input.currency,
          amountMinor,
        });
        await repo.insertAdjustment(tx, {
          id,
          playerId,
          currency: input.currency,
          amountMinor,
          reason: input.reason,
          status: 'applied',
          requestedBy: by.id,
          operationId: applied.operationId,
          decidedAt: new Date(),
        });
        await recordAudit(tx, {
          ...audit,
          action: 'adjustment.applied',
          before: { cashMinor: applied.balanceCashMinor - amountMinor },
          after: {
            ...request,
            status: 'applied',
            cashMinor: applied.balanceCashMinor,
            operationId: applied.operationId,
          },
        });
      });
      return adjustmentById(id);
    },

    /** Adjustments of one status across players, newest first. */
    async listAdjustments(status: AdjustmentStatus, limit: number): Promise<Adjustment[]> {
      return toAdjustments(await repo.listAdjustments(db, { status }, limit));
    },

    /** A player's adjustments, newest first. Produces not_found. */
    async adjustmentsOf(playerId: bigint): Promise<Adjustment[]> {
      await players.get(playerId);
      return toAdjustments(await repo.listAdjustments(db, { playerId }, ADJUSTMENTS_SHOWN));
    },

    /**
     * A second operator's decision on a pending adjustment: approval moves the money, rejection
     * closes it. The requester may withdraw (reject) their own request, never approve it.
     * Produces not_found, adjustment_state_conflict (decided already: a second approval applies
     * nothing), adjustment_own_request, insufficient_funds (a debit the balance no longer covers;
     * the adjustment stays pending).
     */
    async decideAdjustment(
      by: Operator,
      id: string,
      decision: 'approve' | 'reject',
      note: string,
    ): Promise<Adjustment> {
      await inTransaction(db, async (tx) => {
        const row = await repo.lockAdjustment(tx, id);
        if (!row) throw new AppError('not_found');
        if (row.status !== 'pending') throw new AppError('adjustment_state_conflict');
        if (decision === 'approve' && row.requestedBy === by.id)
          throw new AppError('adjustment_own_request');
        const audit = {
          actorKind: 'operator' as const,
          actorId: by.id.toString(),
          targetKind: 'player',
          targetId: row.playerId.toString(),
          ip: by.ip,
        };
        const request = {
          adjustmentId: id,
          currency: row.currency,
          amountMinor: row.amountMinor,
          reason: row.reason,
          requestedBy: row.requestedBy,
        };
        if (decision === 'reject') {
          await repo.updateAdjustment(tx, id, {
            status: 'rejected',
            decidedBy: by.id,
            decisionNote: note,
            decidedAt: new Date(),
          });
          await recordAudit(tx, {
            ...audit,
            action: 'adjustment.rejected',
            before: { ...request, status: 'pending' },
            after: { status: 'rejected', note },
          });
          return;
        }
        const applied = await wallet.adjust(tx, {
          id,
          playerId: row.playerId,
          currency: row.currency,
          amountMinor: row.amountMinor,
        });
        await repo.updateAdjustment(tx, id, {
          status: 'applied',
          decidedBy: by.id,
          decisionNote: note,
          decidedAt: new Date(),
          operationId: applied.operationId,
        });
        await recordAudit(tx, {
          ...audit,
          action: 'adjustment.approved',
          before: {
            ...request,
            status: 'pending',
            cashMinor: applied.balanceCashMinor - row.amountMinor,
          },
          after: {
            status: 'applied',
            note,
            cashMinor: applied.balanceCashMinor,
            operationId: applied.operationId,
          },
        });
      });
      return adjustmentById(id);
    },
  };
}
