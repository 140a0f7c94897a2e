import { ANON_SESSION_TTL_DAYS, PLAYER_SESSION_ABSOLUTE_HOURS } from '@orca/contracts';
import type { Executor } from '../../db/client.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import * as repo from './session.repository.ts';

export type { SessionRow } from './session.repository.ts';

/** Writing last_seen_at on every call would make each read a write; a minute is precise enough. */
const TOUCH_EVERY_MS = 60_000;

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  country: string | null;
  city: string | null;
}

export function createSessionService(db: Executor, options: { idleMinutes: number }) {
  const idleMs = options.idleMinutes * 60_000;

  /**
   * Checks a token of the given kind; returns the live session or why it is not live. A request
   * is the player's activity and keeps the session from going idle; `touch: false` only looks
   * (an open socket is not activity: it would keep an abandoned tab logged in for ever).
   */
  async function resolve(
    token: string,
    kind: 'anon' | 'player',
    { now = new Date(), touch = true }: { now?: Date; touch?: boolean } = {},
  ): Promise<{ session: repo.SessionRow } | { session: null; reason: 'unknown' | 'expired' }> {
    if (token.length === 0 || token.length > 128) return { session: null, reason: 'unknown' };
    const row = await repo.findByTokenHash(db, hashToken(token));
    if (!row || row.kind !== kind) return { session: null, reason: 'unknown' };
    const idleExpired = kind === 'player' && now.getTime() - row.lastSeenAt.getTime() > idleMs;
    if (row.revokedAt || row.expiresAt <= now || idleExpired)
      return { session: null, reason: 'expired' };
    if (touch && now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS)
      await repo.touch(db, row.id, now);
    return { session: row };
  }

  return {
    resolve,

    async createAnon(client: ClientInfo): Promise<{ token: string; session: repo.SessionRow }> {
      const { token, hash } = newToken();
      const session = await repo.insertSession(db, {
        tokenHash: hash,
        kind: 'anon',
        ip: client.ip,
        userAgent: client.userAgent?.slice(0, 500) ?? null,
        country: client.country,
        city: client.city,
        expiresAt: new Date(Date.now() + ANON_SESSION_TTL_DAYS * 86_400_000),
      });
      return { token, session };
    },

    /** A fresh token at every log-in: the anonymous token is never promoted, so it cannot be fixed. */
    async createPlayer(tx: Executor, playerId: bigint, client: ClientInfo): Promise<string> {
      const { token, hash } = newToken();
      await repo.insertSession(tx, {
        tokenHash: hash,
        kind: 'player',
        playerId,
        ip: client.ip,
        userAgent: client.userAgent?.slice(0, 500) ?? null,
        country: client.country,
        city: client.city,
        expiresAt: new Date(Date.now() + PLAYER_SESSION_ABSOLUTE_HOURS * 3_600_000),
      });
      return token;
    },

    revoke: (id: string, reason: string) => repo.revoke(db, id, reason),

    revokeAllOfPlayer: (tx: Executor, playerId: bigint, reason: string, exceptId?: string) =>
      repo.revokeAllOfPlayer(tx, playerId, reason, exceptId),

    /** A player's newest sessions (live, ended or expired), newest first, for the back office. */
    ofPlayer: (playerId: bigint, limit: number) => repo.ofPlayer(db, playerId, limit),

    /** Whether a session still answers calls: not revoked, not past its end, not idle too long. */
    isLive: (row: repo.SessionRow, now = new Date()) =>
      !row.revokedAt &&
      row.expiresAt > now &&
      (row.kind !== 'player' || now.getTime() - row.lastSeenAt.getTime() <= idleMs),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
