import { bigint, index, inet, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
