import {
  formatMinor,
  PLAYER_SEARCH_PAGE_SIZE,
  PLAYER_TAB_PAGE_SIZE,
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
import type { PlayerRow } from '../profile/player.service.ts';
import * as repo from './players.repository.ts';
import type { PlayersAdminDeps } from './players.service.ts';

/** The sessions and log-ins a card shows: enough to see who is in and from where. */
const SESSIONS_SHOWN = 50;
const NOTES_SHOWN = 200;
export const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export function statusOf(row: PlayerRow): PlayerStatus {
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

/** What the back office reads of players: the search and every tab of the player card. */
export function createPlayerCard(deps: PlayersAdminDeps) {
  const { db, players, sessions, wallet } = deps;

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
  };
}
