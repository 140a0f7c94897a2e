import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { operators } from './admin.ts';
import { games } from './games.ts';
import { players } from './players.ts';

/**
 * A player's standing in the loyalty programme, kept by the rewards consumer from the event log.
 * CP and cashback are exact integer units (packages/contracts rewards.constants).
 */
export const rewardAccounts = pgTable('reward_accounts', {
  playerId: bigint('player_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  cpUnits: bigint('cp_units', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  /** The level of cp_units now. */
  level: integer('level').notNull().default(0),
  /** The highest level ever reached: rewards up to it stay unlocked when a rollback lowers CP. */
  levelMax: integer('level_max').notNull().default(0),
  /** Cashback accrued since the last claim, in millionths of a EUR cent; a rollback can take it below zero. */
  cashbackUnits: bigint('cashback_units', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  cashbackClaimedOn: date('cashback_claimed_on', { mode: 'string' }),
  cashbackNotifiedOn: date('cashback_notified_on', { mode: 'string' }),
  vipSince: timestamp('vip_since', { withTimezone: true }),
  vipHostId: bigint('vip_host_id', { mode: 'bigint' }).references(() => operators.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** CP earned per player and day (UTC): the CP history an operator reads. */
export const rewardCpDays = pgTable(
  'reward_cp_days',
  {
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    cpUnits: bigint('cp_units', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    wageredMinor: bigint('wagered_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.day, t.currency] })],
);

/** Operators' CP corrections, audited. */
export const rewardCpAdjustments = pgTable(
  'reward_cp_adjustments',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    cpUnits: bigint('cp_units', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    operatorId: bigint('operator_id', { mode: 'bigint' })
      .notNull()
      .references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reward_cp_adjustments_player_idx').on(t.playerId, t.createdAt)],
);

/** Level rewards paid: once per player and level. */
export const rewardLevelClaims = pgTable(
  'reward_level_claims',
  {
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.level] })],
);

/** Daily cashback paid: once per player and UTC day. */
export const rewardCashbackClaims = pgTable(
  'reward_cashback_claims',
  {
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.day] })],
);

/** Challenges (spec section 9): the first qualifying round on the game wins the prize, once. */
export const challenges = pgTable(
  'challenges',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    multiplier: integer('multiplier').notNull(),
    prizeEurMinor: bigint('prize_eur_minor', { mode: 'bigint' }).notNull(),
    minBetEurMinor: bigint('min_bet_eur_minor', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['open', 'paused', 'won'] })
      .notNull()
      .default('open'),
    winnerPlayerId: bigint('winner_player_id', { mode: 'bigint' }).references(() => players.id),
    winnerRoundId: uuid('winner_round_id'),
    prizeMinor: bigint('prize_minor', { mode: 'bigint' }),
    prizeCurrency: text('prize_currency'),
    wonAt: timestamp('won_at', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'bigint' }).references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'challenges_won_has_winner',
      sql`(${t.status} = 'won') = (${t.winnerPlayerId} is not null)`,
    ),
    index('challenges_open_game_idx')
      .on(t.gameId)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex('challenges_winner_round_key').on(t.winnerRoundId),
  ],
);
