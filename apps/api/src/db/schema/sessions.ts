import { bigint, index, inet, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/**
 * Anonymous and player sessions. Only the SHA-256 of a token is stored, so a copy of the
 * table cannot be replayed against the API.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: ['anon', 'player'] }).notNull(),
    playerId: bigint('player_id', { mode: 'bigint' }).references(() => players.id, {
      onDelete: 'cascade',
    }),
    ip: inet('ip'),
    country: text('country'),
    city: text('city'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_player_idx').on(t.playerId)],
);

/** Image captchas, bound to the anonymous session that asked for them and used once. */
export const captchas = pgTable('captchas', {
  anonSessionId: uuid('anon_session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Failed log-ins by username and by address, counted over a sliding window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    subject: text('subject').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_subject_at_idx').on(t.subject, t.at)],
);

/**
 * Failed log-ins per username (lower case), whatever the address: past a few, each attempt must wait
 * until `blocked_until`. Kept for names without an account too, so the answer reveals nothing.
 */
export const loginThrottles = pgTable('login_throttles', {
  username: text('username').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
});

/**
 * Browsers a player has logged in from with their password ("device cookies"): a log-in that
 * carries one of these for its own account is not made to wait by the username's throttle, so an
 * attacker's failures cannot lock the player out. Each token has a small failure budget of its own
 * (`failures`, reset by a success) and dies with a password change. Only the SHA-256 is stored.
 */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    failures: integer('failures').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('device_tokens_player_idx').on(t.playerId)],
);
