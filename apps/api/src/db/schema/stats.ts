import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/**
 * Each player's real-money play per day (UTC) and currency, built from ledger transfers by the
 * wagering statistics consumer (exactly once per transfer). The back office reads it; bonus
 * wagering and rewards will too.
 */
export const playerDailyWagering = pgTable(
  'player_daily_wagering',
  {
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    /** Stakes taken from cash and from bonus money. */
    betCashMinor: bigint('bet_cash_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    betBonusMinor: bigint('bet_bonus_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Stakes given back by rollbacks. */
    refundMinor: bigint('refund_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Wins and jackpot wins paid. */
    winMinor: bigint('win_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.day, t.currency] }),
    index('player_daily_wagering_day_idx').on(t.day),
  ],
);
