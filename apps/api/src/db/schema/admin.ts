import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Back-office staff: credentials separate from players', a TOTP second factor once enrolled, a role. */
export const operators = pgTable(
  'operators',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    /** Base32 RFC 6238 secret, set when the operator confirms enrolment with a first code. */
    totpSecret: text('totp_secret'),
    /** The last time step a code was accepted for, so a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operators_username_lower_key').on(sql`lower(${t.username})`)],
);

/**
 * A password log-in opens a 'password' row (the challenge, minutes long) that only a TOTP code can
 * turn into an 'active' session under a new token; active sessions end after an idle spell.
 */
export const operatorSessions = pgTable('operator_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  operatorId: bigint('operator_id', { mode: 'bigint' })
    .notNull()
    .references(() => operators.id),
  stage: text('stage').notNull().default('active'),
  /** At a first log-in: the secret shown for enrolment, stored on the operator once a code confirms it. */
  pendingTotpSecret: text('pending_totp_secret'),
  failedCodes: integer('failed_codes').notNull().default(0),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Every operator action and every limit or exclusion change: who, what, before, after, when, from where. Append-only (a trigger refuses updates and deletes). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id').notNull(),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_target_idx').on(t.targetKind, t.targetId, t.at), index('audit_log_at_idx').on(t.at), index('audit_log_actor_idx').on(t.actorKind, t.actorId, t.at)],
);
