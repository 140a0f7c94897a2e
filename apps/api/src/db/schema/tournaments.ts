import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { operators } from './admin.ts';
import { gameProviders } from './games.ts';
import { players } from './players.ts';

/**
 * Tournaments (decision 017): Orca's own slot races, and network promotions a game provider runs
 * across casinos, of which Orca keeps the page, the terms and the standings the provider publishes.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['slot_race', 'network'] }).notNull(),
    url: text('url').notNull(),
    /** scheduled → running → finished → paid; or cancelled before it starts; pending_approval before scheduled when its cash prizes need a second operator. */
    status: text('status', {
      enum: ['pending_approval', 'scheduled', 'running', 'finished', 'paid', 'cancelled'],
    })
      .notNull()
      .default('scheduled'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** A slot race's rule (TOURNAMENT_SCORING in contracts) and its parameters (first N bets, bands). */
    scoring: text('scoring').notNull().default('total_wagered'),
    scoringParams: jsonb('scoring_params')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Minimum qualifying bet in EUR cents, converted at the contracts' EUR equivalents. */
    minBetEurMinor: bigint('min_bet_eur_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    gameIds: text('game_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    enrolment: text('enrolment', { enum: ['auto', 'join'] })
      .notNull()
      .default('auto'),
    /** Prizes by rank range: [{ fromRank, toRank, kind: cash|free_spins|bonus, … }] (contracts). */
    prizes: jsonb('prizes')
      .notNull()
      .default(sql`'[]'::jsonb`),
    recurrence: text('recurrence', { enum: ['none', 'daily', 'weekly'] })
      .notNull()
      .default('none'),
    /** The occurrence this one was scheduled after, for recurring races. */
    previousId: bigint('previous_id', { mode: 'bigint' }),
    imageId: text('image_id'),
    /** Network promotions: the provider running it and its own id for it. */
    providerId: text('provider_id').references(() => gameProviders.id),
    externalId: text('external_id'),
    /** Network promotions: the standings as the provider last published them. */
    standings: jsonb('standings'),
    standingsAt: timestamp('standings_at', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'bigint' }).references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tournaments_url_key').on(t.url),
    uniqueIndex('tournaments_provider_external_key').on(t.providerId, t.externalId),
    index('tournaments_status_idx').on(t.kind, t.status, t.endsAt),
    check('tournaments_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A tournament's title, summary and terms (Markdown) per language; en is the fallback. */
export const tournamentTranslations = pgTable(
  'tournament_translations',
  {
    tournamentId: bigint('tournament_id', { mode: 'bigint' })
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    terms: text('terms').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.language] })],
);

/**
 * A player's place in a slot race. `score` is in TOURNAMENT_SCORE_SCALE units; `reached_at` is when
 * the score was reached, so ties go to whoever got there first.
 */
export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    tournamentId: bigint('tournament_id', { mode: 'bigint' })
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    score: bigint('score', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    qualifyingBets: integer('qualifying_bets').notNull().default(0),
    reachedAt: timestamp('reached_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.playerId] }),
    index('tournament_entries_rank_idx').on(t.tournamentId, t.score, t.reachedAt),
  ],
);

/** Prizes paid: once per tournament and rank, with the ledger operation's key. */
export const tournamentPayouts = pgTable(
  'tournament_payouts',
  {
    tournamentId: bigint('tournament_id', { mode: 'bigint' })
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    prize: jsonb('prize').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.rank] })],
);

/**
 * Prizes a provider paid through the seamless-wallet API's promotional win: booked against the
 * provider-promotions account, listed here per promotion so the operator can invoice the provider.
 */
export const providerPromotionWins = pgTable(
  'provider_promotion_wins',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    providerId: text('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    /** The provider's transaction id: the operation's idempotency. */
    transactionId: text('transaction_id').notNull(),
    promotionExternalId: text('promotion_external_id').notNull(),
    tournamentId: bigint('tournament_id', { mode: 'bigint' }).references(() => tournaments.id),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** 'drop' or 'tournament' as the provider says. */
    prizeKind: text('prize_kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_promotion_wins_tx_key').on(t.providerId, t.transactionId),
    index('provider_promotion_wins_promotion_idx').on(
      t.providerId,
      t.promotionExternalId,
      t.createdAt,
    ),
    check('provider_promotion_wins_positive', sql`${t.amountMinor} > 0`),
  ],
);
