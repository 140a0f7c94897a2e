import {
  CURRENCIES,
  EUR_EQUIVALENT,
  formatMinor,
  isCurrency,
  PLAYER_SEARCH_PAGE_SIZE,
  PLAYER_TAB_PAGE_SIZE,
  type Adjustment,
  type AdjustmentCreate,
  type AdjustmentPolicy,
  type AdjustmentStatus,
  type PlayerDocuments,
  type PlayerLedgerPage,
  type PlayerNote,
  type PlayerOverview,
  type PlayerSearch,
  type PlayerSearchPage,
  type PlayerSessions,
  type PlayerStatus,
  type PlayerSummary,
} from '@orca/contracts';
import { randomUUID } from 'node:crypto';
import type { Database, Executor } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, assert } from '../../platform/errors.ts';
import type { Operator } from '../admin/operator.service.ts';
import type { KycService } from '../kyc/kyc.service.ts';
import type { LimitsService } from '../limits/limits.service.ts';
import type { RoundsService } from '../play/rounds/rounds.service.ts';
import type { PlayerRow, PlayerService } from '../profile/player.service.ts';
import type { SessionService } from '../session/session.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import * as repo from './players.repository.ts';
import { inTransaction } from '../../db/transaction.ts';

/** The sessions and log-ins a card shows: enough to see who is in and from where. */
const SESSIONS_SHOWN = 50;
const NOTES_SHOWN = 200;
const ADJUSTMENTS_SHOWN = 100;
/** Adjustments one operator applied alone within this window count together against the four-eyes amount. */
const FOUR_EYES_WINDOW_MS = 24 * 3_600_000;

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

function statusOf(row: PlayerRow): PlayerStatus {
  if (row.closedAt) return 'closed';
  return row.isDisabled ? 'blocked' : 'active';
}

function toSummary(row: PlayerRow): PlayerSummary {
  return {
    id: row.id.toString(),
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    country: row.country,
    currency: row.currency,
    status: statusOf(row),
    registeredAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a player's state before and after an action. */
const stateOf = (row: PlayerRow) => ({
  status: statusOf(row),
  blockReason: row.blockReason,
  closedAt: row.closedAt,
});

/** "-12.5" → -1250n; the route's schema has checked the shape (sign, ≤ 9 digits, ≤ 2 decimals). */
function parseSignedMinor(amount: string): bigint {
  const isDebit = amount.startsWith('-');
  const [units = '0', cents = ''] = (isDebit ? amount.slice(1) : amount).split('.');
  const minor = BigInt(units) * 100n + BigInt(cents.padEnd(2, '0'));
  return isDebit ? -minor : minor;
}

/**
 * The back office's view of players: search, the player card, the actions on an account (block,
 * unblock, close, end sessions) and manual balance adjustments with four-eyes approval above
 * `fourEyesEur`. Every action is audited with its reason in the transaction that makes it.
 */
export function createPlayersAdminService(deps: {
  db: Database;
  players: PlayerService;
  sessions: SessionService;
  wallet: WalletService;
  limits: LimitsService;
  kyc: KycService;
  rounds: RoundsService;
  fourEyesEur: number;
}) {
  const { db, players, sessions, wallet } = deps;

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

  /**
   * Changes a player's account state under the row's lock, with the audit entry, in one
   * transaction. `change` returns the new values, or throws player_state_conflict.
   */
  async function act(
    by: Operator,
    playerId: bigint,
    action: string,
    reason: string,
    change: (row: PlayerRow) => Partial<PlayerRow> | null,
    endSessions: boolean,
  ): Promise<PlayerOverview> {
    await inTransaction(db, async (tx) => {
      const before = await players.lock(tx, playerId);
      const values = change(before);
      const after = values ? await players.update(tx, playerId, values) : before;
      // Ending the sessions in the same transaction as the block: no call gets through between.
      const sessionsEnded = endSessions
        ? await sessions.revokeAllOfPlayer(tx, playerId, action)
        : 0;
      await recordAudit(tx, {
        actorKind: 'operator',
        actorId: by.id.toString(),
        action,
        targetKind: 'player',
        targetId: playerId.toString(),
        before: stateOf(before),
        after: { ...stateOf(after), reason, sessionsEnded },
        ip: by.ip,
      });
    });
    return overview(playerId);
  }

  async function notes(playerId: bigint): Promise<PlayerNote[]> {
    await players.get(playerId);
    const rows = await repo.notesOf(db, playerId, NOTES_SHOWN);
    return rows.map((row) => ({
      id: row.id.toString(),
      body: row.body,
      operatorName: row.operatorName,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async function overview(playerId: bigint): Promise<PlayerOverview> {
    const row = await players.get(playerId);
    const [balances, limits, [lastLogin]] = await Promise.all([
      wallet.playerBalances(playerId),
      deps.limits.overview(playerId),
      players.logins(playerId, 1),
    ]);
    const money = (minor: bigint | null) => (minor === null ? null : formatMinor(minor));
    return {
      ...toSummary(row),
      language: row.language,
      blockReason: row.blockReason,
      closedAt: iso(row.closedAt),
      registrationIp: row.registrationIp,
      emailVerified: row.emailVerifiedAt !== null,
      lastLogin: lastLogin
        ? {
            at: lastLogin.at.toISOString(),
            ip: lastLogin.ip,
            country: lastLogin.country,
            method: lastLogin.method,
          }
        : null,
      balances: (balances.length > 0
        ? balances
        : [{ currency: row.currency, cashMinor: 0n, bonusMinor: 0n }]
      ).map((b) => ({
        currency: b.currency,
        cash: formatMinor(b.cashMinor),
        bonus: formatMinor(b.bonusMinor),
      })),
      depositLimit: limits.depositLimit
        ? {
            current: money(limits.depositLimit.currentMinor),
            pending: money(limits.depositLimit.pendingMinor),
            pendingFrom: iso(limits.depositLimit.pendingFrom),
          }
        : null,
      selfExclusion: limits.selfExclusion
        ? {
            until: iso(limits.selfExclusion.until),
            period: limits.selfExclusion.period,
            isActive: limits.selfExclusion.isActive,
          }
        : null,
      playerLimits: limits.playerLimits.map((l) => ({
        kind: l.kind,
        current: money(l.currentMinor),
        pending: money(l.pendingMinor),
        pendingFrom: iso(l.pendingFrom),
      })),
      timeOut: limits.timeOut
        ? { until: limits.timeOut.until.toISOString(), period: limits.timeOut.period }
        : null,
      realityCheckMinutes: limits.realityCheckMinutes,
      kycStatus: row.kycStatus,
      affiliate: {
        token: row.affiliateToken,
        id: row.affiliateId,
        aid: row.affiliateAid,
        bid: row.affiliateBid,
      },
    };
  }

  return {
    /** Players by id, username or email prefix, or a part of the name; newest first, a page at a time. */
    async search(query: PlayerSearch): Promise<PlayerSearchPage> {
      const rows = await players.search(
        query.query,
        PLAYER_SEARCH_PAGE_SIZE + 1,
        (query.page - 1) * PLAYER_SEARCH_PAGE_SIZE,
      );
      return {
        players: rows.slice(0, PLAYER_SEARCH_PAGE_SIZE).map(toSummary),
        page: query.page,
        pageSize: PLAYER_SEARCH_PAGE_SIZE,
        hasMore: rows.length > PLAYER_SEARCH_PAGE_SIZE,
      };
    },

    /** The card's overview. Produces not_found. */
    overview,

    /** The postings of the player's accounts, newest first. Produces not_found. */
    async transactions(playerId: bigint, page: number): Promise<PlayerLedgerPage> {
      await players.get(playerId);
      const rows = await wallet.playerPostings(
        playerId,
        PLAYER_TAB_PAGE_SIZE + 1,
        (page - 1) * PLAYER_TAB_PAGE_SIZE,
      );
      return {
        entries: rows.slice(0, PLAYER_TAB_PAGE_SIZE).map((row) => ({
          transferId: row.transfer_id,
          operationId: row.operation_id,
          operationKind: row.operation_kind,
          transferKind: row.transfer_kind,
          accountKind: row.account_kind,
          currency: row.currency,
          amount: formatMinor(BigInt(row.amount)),
          reference: row.reference,
          at: new Date(row.at).toISOString(),
        })),
        page,
        pageSize: PLAYER_TAB_PAGE_SIZE,
        hasMore: rows.length > PLAYER_TAB_PAGE_SIZE,
      };
    },

    /** Game rounds with their outcome (to recall the game) and verification data. Produces not_found. */
    async rounds(playerId: bigint, page: number) {
      await players.get(playerId);
      return deps.rounds.history(playerId, {
        limit: PLAYER_TAB_PAGE_SIZE,
        offset: (page - 1) * PLAYER_TAB_PAGE_SIZE,
      });
    },

    /** Sessions (live first among the newest) and log-ins. Produces not_found. */
    async sessions(playerId: bigint): Promise<PlayerSessions> {
      await players.get(playerId);
      const [rows, logins] = await Promise.all([
        sessions.ofPlayer(playerId, SESSIONS_SHOWN),
        players.logins(playerId, SESSIONS_SHOWN),
      ]);
      const now = new Date();
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          ip: row.ip,
          country: row.country,
          userAgent: row.userAgent,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          revokedAt: iso(row.revokedAt),
          revokedReason: row.revokedReason,
          isLive: sessions.isLive(row, now),
        })),
        logins: logins.map((login) => ({
          at: login.at.toISOString(),
          ip: login.ip,
          country: login.country,
          method: login.method,
        })),
      };
    },

    /** The player's KYC documents. Produces not_found. */
    documents: (playerId: bigint): Promise<PlayerDocuments> => deps.kyc.list(playerId),

    /** Operators' notes, newest first. Produces not_found. */
    notes,

    /** Adds an operator's note to the card; audited. Produces not_found. */
    async addNote(by: Operator, playerId: bigint, body: string): Promise<PlayerNote[]> {
      await inTransaction(db, async (tx) => {
        await players.lock(tx, playerId);
        const id = await repo.insertNote(tx, { playerId, operatorId: by.id, body });
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: by.id.toString(),
          action: 'player.note_added',
          targetKind: 'player',
          targetId: playerId.toString(),
          after: { noteId: id, body },
          ip: by.ip,
        });
      });
      return notes(playerId);
    },

    /** Blocks log-in and ends every session at once. Produces not_found, player_state_conflict (blocked or closed already). */
    block: (by: Operator, playerId: bigint, reason: string) =>
      act(
        by,
        playerId,
        'player.blocked',
        reason,
        (row) => {
          if (row.closedAt || row.isDisabled) throw new AppError('player_state_conflict');
          return { isDisabled: true, blockReason: reason };
        },
        true,
      ),

    /** Lets a blocked player log in again. Produces not_found, player_state_conflict (not blocked, or closed). */
    unblock: (by: Operator, playerId: bigint, reason: string) =>
      act(
        by,
        playerId,
        'player.unblocked',
        reason,
        (row) => {
          if (row.closedAt || !row.isDisabled) throw new AppError('player_state_conflict');
          return { isDisabled: false, blockReason: null };
        },
        false,
      ),

    /** Closes the account for good: no log-in, sessions ended; money stays on it. Produces not_found, player_state_conflict. */
    close: (by: Operator, playerId: bigint, reason: string) =>
      act(
        by,
        playerId,
        'player.closed',
        reason,
        (row) => {
          if (row.closedAt) throw new AppError('player_state_conflict');
          return { closedAt: new Date() };
        },
        true,
      ),

    /** Ends every live session; the player may log in again. Produces not_found. */
    endSessions: (by: Operator, playerId: bigint, reason: string) =>
      act(by, playerId, 'player.sessions_ended', reason, () => null, true),

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

export type PlayersAdminService = ReturnType<typeof createPlayersAdminService>;
