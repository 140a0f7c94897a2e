import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { players } from './players.ts';

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
    /** A disabled operator cannot log in, and their sessions end with the change. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
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
  (t) => [
    index('audit_log_target_idx').on(t.targetKind, t.targetId, t.at),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorKind, t.actorId, t.at),
  ],
);

/** One-time codes that stand in for a lost authenticator: hashes only, each spent once. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'bigint' })
      .notNull()
      .references(() => operators.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_recovery_codes_operator_idx').on(t.operatorId)],
);

/** Operators' comments on a player, shown on the player card. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    operatorId: bigint('operator_id', { mode: 'bigint' })
      .notNull()
      .references(() => operators.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_notes_player_idx').on(t.playerId, t.createdAt)],
);

/**
 * A manual balance adjustment: a ledger transfer against the house adjustments account. Above the
 * four-eyes amount it waits as 'pending' for a second operator; 'applied' names its ledger operation.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    currency: text('currency').notNull(),
    /** Signed: a credit is positive, a debit negative. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull(),
    requestedBy: bigint('requested_by', { mode: 'bigint' })
      .notNull()
      .references(() => operators.id),
    decidedBy: bigint('decided_by', { mode: 'bigint' }).references(() => operators.id),
    decisionNote: text('decision_note'),
    /** The ledger operation that moved the money, once applied. */
    operationId: bigint('operation_id', { mode: 'bigint' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('balance_adjustments_player_idx').on(t.playerId, t.requestedAt),
    index('balance_adjustments_status_idx').on(t.status),
  ],
);

/**
 * A grant of value above the four-eyes amount (decision 019): a bonus grant to a player, a CP
 * adjustment or a slot race's cash prizes, held as 'pending' until a second operator holding the
 * same permission approves it (then 'approved', and the owning domain applies `request`) or either
 * rejects it. The domains own what `request` means; this table only holds the decision.
 */
export const grantApprovals = pgTable(
  'grant_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'bonus_grant', 'cp_adjustment' or 'race_prizes' (GRANT_APPROVAL_KINDS in contracts). */
    kind: text('kind').notNull(),
    playerId: bigint('player_id', { mode: 'bigint' }).references(() => players.id),
    /** The campaign or race it is about, as its domain names it. */
    targetId: text('target_id'),
    /** What the grant is worth in EUR cents, the figure compared with the four-eyes amount. */
    valueEurMinor: bigint('value_eur_minor', { mode: 'bigint' }).notNull(),
    /** The request as its domain will apply it once approved. */
    request: jsonb('request').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    requestedBy: bigint('requested_by', { mode: 'bigint' })
      .notNull()
      .references(() => operators.id),
    decidedBy: bigint('decided_by', { mode: 'bigint' }).references(() => operators.id),
    decisionNote: text('decision_note'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('grant_approvals_kind_status_idx').on(t.kind, t.status, t.requestedAt),
    index('grant_approvals_target_idx').on(t.kind, t.targetId),
  ],
);
