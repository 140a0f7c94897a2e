import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { gameRounds, games } from './games.ts';
import { players } from './players.ts';

/**
 * Live tables (decision 018): RNG tables whose rounds run on a clock for every player at once. The
 * timeline is in the database, so any instance serves any table and one at a time drives it.
 */
export const liveTables = pgTable('live_tables', {
  id: text('id').primaryKey(),
  gameId: text('game_id')
    .notNull()
    .unique()
    .references(() => games.id),
  /** roulette | baccarat | blackjack | money_wheel (contracts LIVE_TABLE_KINDS). */
  kind: text('kind').notNull(),
  bettingMs: integer('betting_ms').notNull(),
  /** Blackjack: how long each player has for a decision before the default (stand) is taken. */
  decisionMs: integer('decision_ms'),
  minBetEurMinor: bigint('min_bet_eur_minor', { mode: 'bigint' }).notNull(),
  maxBetEurMinor: bigint('max_bet_eur_minor', { mode: 'bigint' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A card shoe (baccarat): its seed is committed (hash shown) before its first hand and revealed after its last. */
export const liveShoes = pgTable(
  'live_shoes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    tableId: text('table_id')
      .notNull()
      .references(() => liveTables.id),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** Cards dealt so far from the shuffled shoe. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [index('live_shoes_table_idx').on(t.tableId, t.createdAt)],
);

/**
 * One shared round of a table. Its outcome's seed is fixed (hash shown) before betting opens and
 * revealed once it is settled.
 */
export const liveRounds = pgTable(
  'live_rounds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    tableId: text('table_id')
      .notNull()
      .references(() => liveTables.id),
    roundNo: bigint('round_no', { mode: 'bigint' }).notNull(),
    /** betting → decisions (blackjack) → settled; the clock's times say where a round stands. */
    phase: text('phase').notNull().default('betting'),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    shoeId: bigint('shoe_id', { mode: 'bigint' }).references(() => liveShoes.id),
    shoePosition: integer('shoe_position'),
    bettingOpensAt: timestamp('betting_opens_at', { withTimezone: true }).notNull(),
    bettingClosesAt: timestamp('betting_closes_at', { withTimezone: true }).notNull(),
    decisionsCloseAt: timestamp('decisions_close_at', { withTimezone: true }),
    /** The table's result in the shape contracts declares per kind; null until drawn. */
    result: jsonb('result'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('live_rounds_table_round_key').on(t.tableId, t.roundNo),
    index('live_rounds_unsettled_idx')
      .on(t.tableId)
      .where(sql`${t.settledAt} is null`),
  ],
);

/** A seat's bets in one round: one per game session, linked to its game round for history and recall. */
export const liveBets = pgTable(
  'live_bets',
  {
    liveRoundId: bigint('live_round_id', { mode: 'bigint' })
      .notNull()
      .references(() => liveRounds.id),
    sessionId: uuid('session_id').notNull(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => gameRounds.id),
    playerId: bigint('player_id', { mode: 'bigint' }).references(() => players.id, {
      onDelete: 'cascade',
    }),
    mode: text('mode', { enum: ['real', 'fun'] }).notNull(),
    username: text('username').notNull(),
    currency: text('currency').notNull(),
    /** The positions and stakes, in the shape contracts declares per table kind. */
    bets: jsonb('bets').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    winMinor: bigint('win_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Blackjack: the seat's hands and decisions so far. */
    hand: jsonb('hand'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.liveRoundId, t.sessionId] }),
    index('live_bets_round_idx').on(t.roundId),
  ],
);
