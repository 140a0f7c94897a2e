import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
import { players } from './players.ts';

/*
 * The sportsbook (issue 23). An event keeps the book the feed left it in (feed.state.ts EventBook) as one
 * document, written in the transaction that applies a message, so a message is applied exactly once and the
 * bets it settles move their money in that same transaction. Bets and their legs are rows: they are what
 * players, settlement and the back office search.
 */

export const sportEvents = pgTable(
  'sport_events',
  {
    /** A URN: `orca:match:123` for Orca Virtual Football, `sr:match:…` from a UOF adapter. */
    id: text('id').primaryKey(),
    sport: text('sport').notNull(),
    tournamentId: text('tournament_id').notNull(),
    tournamentName: text('tournament_name').notNull(),
    homeId: text('home_id').notNull(),
    homeName: text('home_name').notNull(),
    awayId: text('away_id').notNull(),
    awayName: text('away_name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** not_started → live → ended → closed (results confirmed), or cancelled. */
    phase: text('phase', { enum: ['not_started', 'live', 'ended', 'closed', 'cancelled'] })
      .notNull()
      .default('not_started'),
    homeScore: integer('home_score').notNull().default(0),
    awayScore: integer('away_score').notNull().default(0),
    /** The feed's book of the event: markets, odds, statuses, settlements, sequences (EventBook). */
    book: jsonb('book').notNull(),
    /** The producer that feeds it (UOF producer id; Orca Virtual Football is 1). */
    producer: integer('producer').notNull(),
    /** Provably fair (virtual matches): the seed is kept secret until full time, its hash shown from the start. */
    serverSeed: text('server_seed'),
    serverSeedHash: text('server_seed_hash'),
    seedRevealedAt: timestamp('seed_revealed_at', { withTimezone: true }),
    /** The margin per market id this event is priced at (virtual matches: the operator's setting when created). */
    margins: jsonb('margins'),
    /** The next feed message due for this event (epoch ms), so the producer reads only what is due. */
    nextMessageAt: timestamp('next_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sport_events_phase_start_idx').on(t.phase, t.startsAt),
    index('sport_events_next_message_idx')
      .on(t.nextMessageAt)
      .where(sql`${t.nextMessageAt} is not null`),
  ],
);

/**
 * Per Sportradar UOF producer (by its UOF id), the generation timestamp of the last message processed while
 * it was up: where its next recovery starts after a gap or a restart (modules/sports/uof).
 */
export const sportUofProducers = pgTable('sport_uof_producers', {
  producer: integer('producer').primaryKey(),
  /** Epoch ms, as UOF's messages carry it. */
  lastMessageAt: bigint('last_message_at', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every feed message applied, by event, producer and sequence: the record a replay reads. */
export const sportFeedMessages = pgTable(
  'sport_feed_messages',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => sportEvents.id),
    producer: integer('producer').notNull(),
    sequence: integer('sequence').notNull(),
    type: text('type').notNull(),
    message: jsonb('message').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.producer, t.sequence] })],
);

export const sportBets = pgTable(
  'sport_bets',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    /** The client's key: a retried placement finds the first bet instead of a second. */
    idempotencyKey: text('idempotency_key').notNull(),
    type: text('type', { enum: ['single', 'multiple', 'system', 'builder'] }).notNull(),
    /** A system bet's name when it has one ('yankee'); its line sizes over the non-banker legs; its bankers (leg numbers from 0). */
    systemName: text('system_name'),
    systemSizes: integer('system_sizes').array(),
    systemBankers: integer('system_bankers').array(),
    /** A system bet's stake per line; `stake_minor` is what it cost (this times its lines). */
    unitStakeMinor: bigint('unit_stake_minor', { mode: 'bigint' }),
    /** pending (in-play bet inside its delay) → open → won | lost | void; refused after the delay (refunded). */
    status: text('status', {
      enum: ['pending', 'open', 'won', 'lost', 'void', 'refused', 'cashed_out'],
    })
      .notNull()
      .default('open'),
    currency: text('currency').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    /** The product of the accepted legs' odds, as a decimal string (exact to the legs' 4 decimals each). */
    totalOdds: text('total_odds').notNull(),
    potentialReturnMinor: bigint('potential_return_minor', { mode: 'bigint' }).notNull(),
    /** What the bet has paid now (0 while open or lost); a rollback takes it back. */
    paidMinor: bigint('paid_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** What a rollback could not take back (the player had spent it): set against the next payout. */
    owedMinor: bigint('owed_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** What cash-outs paid, in part or in full; `stake_minor` and the potential return are what still rides. */
    cashedOutMinor: bigint('cashed_out_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Counts cash-outs, so each has a ledger key of its own. */
    cashOutCount: integer('cash_out_count').notNull().default(0),
    /** Counts settlements and rollbacks, so each payout and reversal has a ledger key of its own. */
    settlementRound: integer('settlement_round').notNull().default(0),
    oddsChange: text('odds_change', { enum: ['none', 'higher', 'any'] }).notNull(),
    refusedCode: text('refused_code'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an in-play bet's delay ends and it is checked again. */
    acceptAt: timestamp('accept_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Whether the bet's potential win is in sport_liabilities now: while it is open (or held), not once final. */
    exposureCounted: boolean('exposure_counted').notNull().default(false),
    /** When the bet's stake counted toward CP: once, at its first settlement, whatever rollbacks follow. */
    pointsCountedAt: timestamp('points_counted_at', { withTimezone: true }),
    /** The free bet or boost it used (the bonus module's sport_promo_tokens), issue 24. */
    promoTokenId: bigint('promo_token_id', { mode: 'bigint' }),
    /** Staked by the promotions account: a win pays the return less the stake. */
    isFreeBet: boolean('is_free_bet').notNull().default(false),
    /** A boost's flat profit boost and accumulator rows, applied at settlement by the legs not void. */
    boostPercent: integer('boost_percent'),
    boostAcca: jsonb('boost_acca'),
    /** What the promotions account has put into the sportsbook for this bet now (free stake, boost's extra). */
    promoFundedMinor: bigint('promo_funded_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** A bet builder's joint price (its legs keep their own odds for the record): what a win pays. */
    builderOdds: text('builder_odds'),
  },
  (t) => [
    uniqueIndex('sport_bets_player_key').on(t.playerId, t.idempotencyKey),
    index('sport_bets_player_placed_idx').on(t.playerId, t.placedAt),
    index('sport_bets_pending_idx')
      .on(t.acceptAt)
      .where(sql`${t.status} = 'pending'`),
    check('sport_bets_stake_positive', sql`${t.stakeMinor} > 0`),
    check(
      'sport_bets_system_shape',
      sql`${t.type} <> 'system' or (${t.systemSizes} is not null and ${t.unitStakeMinor} > 0)`,
    ),
    check(
      'sport_bets_builder_shape',
      sql`(${t.type} = 'builder') = (${t.builderOdds} is not null)`,
    ),
  ],
);

export const sportBetLegs = pgTable(
  'sport_bet_legs',
  {
    betId: bigint('bet_id', { mode: 'bigint' })
      .notNull()
      .references(() => sportBets.id),
    legNo: integer('leg_no').notNull(),
    eventId: text('event_id')
      .notNull()
      .references(() => sportEvents.id),
    marketId: integer('market_id').notNull(),
    specifiers: text('specifiers').notNull(),
    outcomeId: integer('outcome_id').notNull(),
    odds: text('odds').notNull(),
    /** The event's score when the bet was placed (`1:0`): a goal inside an in-play bet's delay refuses it. */
    scoreAtBet: text('score_at_bet').notNull(),
    /** The feed's settlement of the outcome (result, void and dead-heat factors); null while open. */
    result: integer('result'),
    voidFactor: text('void_factor'),
    deadHeatFactor: text('dead_heat_factor'),
    /** Voided by a bet_cancel whose window held the bet's placement. */
    cancelled: integer('cancelled').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.betId, t.legNo] }),
    index('sport_bet_legs_selection_idx').on(t.eventId, t.marketId, t.specifiers, t.outcomeId),
  ],
);

/** The operator's stake factor per player (1 = the standard limits; 0.1 = a tenth of them). */
export const sportStakeFactors = pgTable('sport_stake_factors', {
  playerId: bigint('player_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => players.id),
  factor: text('factor').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An operator's suspension of one market line (`18?total=2.5`) or of a whole event (`*`): bets are refused and
 * the market shows suspended whatever the feed says, until the operator resumes it.
 */
export const sportMarketBlocks = pgTable(
  'sport_market_blocks',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => sportEvents.id),
    marketKey: text('market_key').notNull(),
    operatorId: bigint('operator_id', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.marketKey] })],
);

/** The operator's margin per market type for Orca Virtual Football (events take it when they are created). */
export const sportMargins = pgTable('sport_margins', {
  marketId: integer('market_id').primaryKey(),
  /** The overround, e.g. "0.06". */
  margin: text('margin').notNull(),
  method: text('method', { enum: ['proportional', 'additive', 'power', 'shin'] }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The house's open exposure per selection and currency: what it would pay beyond the stakes if the selection
 * wins, over every open bet with a leg on it (a multiple counted in full on each of its legs, the cautious
 * reading). Kept by the bets' and settlements' transactions, so a stake limit reads one row instead of summing
 * every bet, and two bets on one selection take turns on it, so the cap holds under concurrency.
 */
export const sportLiabilities = pgTable(
  'sport_liabilities',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => sportEvents.id),
    marketKey: text('market_key').notNull(),
    outcomeId: integer('outcome_id').notNull(),
    currency: text('currency').notNull(),
    exposureMinor: bigint('exposure_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.marketKey, t.outcomeId, t.currency] })],
);

/**
 * The house's open exposure per event and currency: Σ (potential return − stake) over every open bet with a
 * leg on the event, each bet once (as if it won: the cautious reading of an event's worst case). Kept beside
 * the selections' rows by the same transactions, so the event's cap holds under concurrency too.
 */
export const sportEventLiabilities = pgTable(
  'sport_event_liabilities',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => sportEvents.id),
    currency: text('currency').notNull(),
    exposureMinor: bigint('exposure_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.currency] })],
);

/**
 * The house's open exposure per market line and currency: Σ (potential return − stake) over every open bet with a
 * leg on the market, each bet once (a bet has one leg per event at most): the cautious reading of the market's
 * worst case, as the event's. Kept by the same transactions as the selections' rows.
 */
export const sportMarketLiabilities = pgTable(
  'sport_market_liabilities',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => sportEvents.id),
    marketKey: text('market_key').notNull(),
    currency: text('currency').notNull(),
    exposureMinor: bigint('exposure_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.marketKey, t.currency] })],
);

/** The house's open exposure per sport and currency: each open bet once per sport it has a leg in. */
export const sportSportLiabilities = pgTable(
  'sport_sport_liabilities',
  {
    sport: text('sport').notNull(),
    currency: text('currency').notNull(),
    exposureMinor: bigint('exposure_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.sport, t.currency] })],
);

/**
 * The operator's liability caps in EUR minor units, converted to a bet's currency: per selection, market, event
 * and sport, and the most one player's bets placed in a UTC day may win (`daily_payout`).
 */
export const sportLiabilityCaps = pgTable('sport_liability_caps', {
  scope: text('scope', {
    enum: ['selection', 'market', 'event', 'sport', 'daily_payout'],
  }).primaryKey(),
  capEurMinor: bigint('cap_eur_minor', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The operator's bet limits that are not amounts, as decimal text: the factor on the maximum stake of a bet with a
 * leg in play, and the lowest and highest total odds a bet may have.
 */
export const sportBetLimits = pgTable('sport_bet_limits', {
  name: text('name', { enum: ['live_factor', 'min_odds', 'max_odds'] }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Cash-out offers: what a bet was worth when the player asked, for a short while. Taking one marks it used in
 * the cash-out's transaction, so an offer pays once however many requests carry it.
 */
export const sportCashOutOffers = pgTable(
  'sport_cash_out_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    betId: bigint('bet_id', { mode: 'bigint' })
      .notNull()
      .references(() => sportBets.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** The bet's potential return the offer was made on: an offer for a bet changed since is refused. */
    returnMinor: bigint('return_minor', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sport_cash_out_offers_bet_idx').on(t.betId)],
);

/**
 * Automatic cash-out rules: cash out the whole bet once its offer reaches `threshold_minor`. One per bet; the
 * rule is deleted in the transaction that fires it (or when the player removes it), so it fires once.
 */
export const sportCashOutRules = pgTable(
  'sport_cash_out_rules',
  {
    betId: bigint('bet_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => sportBets.id),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    thresholdMinor: bigint('threshold_minor', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sport_cash_out_rules_threshold_positive', sql`${t.thresholdMinor} > 0`)],
);
