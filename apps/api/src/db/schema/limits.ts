import {
  bigint,
  boolean,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/** A player's daily deposit limit: the one in force and a raise or removal waiting out its 24 hours. */
export const depositLimits = pgTable('deposit_limits', {
  playerId: bigint('player_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => players.id),
  currentMinor: bigint('current_minor', { mode: 'bigint' }),
  pendingMinor: bigint('pending_minor', { mode: 'bigint' }),
  isPendingRemoval: boolean('is_pending_removal').notNull().default(false),
  pendingFrom: timestamp('pending_from', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Self-exclusion: a 24-hour freeze at once, then optionally a longer period confirmed by email. */
export const selfExclusions = pgTable('self_exclusions', {
  playerId: bigint('player_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => players.id),
  /** Null means permanent. */
  excludedUntil: timestamp('excluded_until', { withTimezone: true }),
  period: text('period').notNull(),
  confirmTokenHash: text('confirm_token_hash').unique(),
  confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The limits beside the daily deposit limit (issue 28): deposits per week and month, losses per
 * day, week and month; one row per player and kind, with a raise or removal waiting out its 24 hours.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    kind: text('kind').notNull(),
    currentMinor: bigint('current_minor', { mode: 'bigint' }),
    pendingMinor: bigint('pending_minor', { mode: 'bigint' }),
    isPendingRemoval: boolean('is_pending_removal').notNull().default(false),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.kind] })],
);

/** A player's time-out: no play and no deposits until it ends; it can be made longer, never shorter. */
export const playerTimeOuts = pgTable('player_time_outs', {
  playerId: bigint('player_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => players.id),
  until: timestamp('until', { withTimezone: true }).notNull(),
  period: text('period').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A player's reality check: how often the reminder of time and result since log-in appears. */
export const realityChecks = pgTable('reality_checks', {
  playerId: bigint('player_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => players.id),
  intervalMinutes: integer('interval_minutes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
