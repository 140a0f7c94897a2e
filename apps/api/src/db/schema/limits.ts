import { bigint, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
