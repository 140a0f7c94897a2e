import type { RoundOutcome } from '@orca/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
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
import { xid8 } from './events.ts';
import { players } from './players.ts';
import { sessions } from './sessions.ts';

/** Game studios: Orca's own (in process) and external ones speaking the seamless-wallet API. */
export const gameProviders = pgTable('game_providers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['inhouse', 'external'] }).notNull(),
  /** Where an external provider's game is launched; {token}, {game}, {lang}, {mode} are filled in. */
  launchUrl: text('launch_url'),
  /** The shared secret of an external provider's signed wallet calls. */
  walletSecret: text('wallet_secret'),
  isEnabled: boolean('is_enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const games = pgTable(
  'games',
  {
    id: text('id').primaryKey(),
    providerId: text('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    section: text('section').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    /** Return to player in basis points (9650 = 96.50 %). */
    rtpBasisPoints: integer('rtp_basis_points').notNull(),
    volatility: text('volatility'),
    layout: text('layout'),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    minBetEurMinor: bigint('min_bet_eur_minor', { mode: 'bigint' }).notNull(),
    maxBetEurMinor: bigint('max_bet_eur_minor', { mode: 'bigint' }).notNull(),
    isDesktop: boolean('is_desktop').notNull().default(true),
    isMobile: boolean('is_mobile').notNull().default(true),
    hasFunMode: boolean('has_fun_mode').notNull().default(true),
    art: jsonb('art').notNull(),
    /** Which engine plays it in process ('slot:<title>', 'dice', 'crash', …); null for external games. */
    engine: text('engine'),
    /** Rounds in the last 7 days, refreshed in the background: the "popular" order. */
    popularity: integer('popularity').notNull().default(0),
    position: integer('position').notNull().default(0),
    releasedAt: date('released_at', { mode: 'string' }).notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('games_provider_slug_key').on(t.providerId, t.slug),
    index('games_section_idx').on(t.section, t.position),
  ],
);

export const favoriteGames = pgTable(
  'favorite_games',
  {
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.gameId] })],
);

export const recentGames = pgTable(
  'recent_games',
  {
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull().defaultNow(),
    plays: integer('plays').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.gameId] }),
    index('recent_games_player_idx').on(t.playerId, t.lastPlayedAt),
  ],
);

/**
 * A player's provably-fair seed pairs. The active one's server seed stays secret (only its hash
 * is shown) until the player rotates it, which reveals it and starts a new pair.
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce the next bet will use. */
    nonce: integer('nonce').notNull().default(0),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fair_seeds_active_key')
      .on(t.playerId)
      .where(sql`${t.revealedAt} is null`),
    index('fair_seeds_player_idx').on(t.playerId, t.createdAt),
  ],
);

/**
 * A launched game: the one-time launch token in the URL is traded for the session token the game
 * uses. Fun sessions carry their own virtual balance and seed pair and never touch the ledger.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    launchTokenHash: text('launch_token_hash').notNull().unique(),
    launchExpiresAt: timestamp('launch_expires_at', { withTimezone: true }).notNull(),
    sessionTokenHash: text('session_token_hash').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    playerId: bigint('player_id', { mode: 'bigint' }).references(() => players.id, {
      onDelete: 'cascade',
    }),
    /**
     * The player session that launched a real-money game: the game lives only while it does, so
     * logging out or changing the password also ends the games. A real session without one is dead.
     */
    playerSessionId: uuid('player_session_id').references(() => sessions.id, {
      onDelete: 'set null',
    }),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    mode: text('mode', { enum: ['real', 'fun'] }).notNull(),
    currency: text('currency').notNull(),
    funBalanceMinor: bigint('fun_balance_minor', { mode: 'bigint' }),
    funServerSeed: text('fun_server_seed'),
    funClientSeed: text('fun_client_seed'),
    funNonce: integer('fun_nonce').notNull().default(0),
    language: text('language').notNull().default('en'),
    homeUrl: text('home_url'),
    cashierUrl: text('cashier_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('game_sessions_player_idx').on(t.playerId, t.createdAt)],
);

/** Every round of every game, in-house or external: stakes, wins, balances and what decided it. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: text('provider_id').notNull(),
    /** The provider's own round id; ours for in-house games. */
    externalRoundId: text('external_round_id').notNull(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    playerId: bigint('player_id', { mode: 'bigint' }).references(() => players.id, {
      onDelete: 'cascade',
    }),
    /** The game session that played it (in-house games); a round is only ever continued from its own session. */
    sessionId: uuid('session_id'),
    mode: text('mode', { enum: ['real', 'fun'] }).notNull(),
    currency: text('currency').notNull(),
    betMinor: bigint('bet_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    winMinor: bigint('win_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    balanceBeforeMinor: bigint('balance_before_minor', { mode: 'bigint' }),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'bigint' }),
    status: text('status', { enum: ['open', 'closed', 'rolled_back'] })
      .notNull()
      .default('open'),
    /** The game's outcome in the shape contracts declares per game (RoundOutcomeSchema); null for external providers. */
    outcome: jsonb('outcome').$type<RoundOutcome>(),
    /** Provably-fair inputs: the seed pair (its id, for revealing later) and the nonce. */
    seedId: bigint('seed_id', { mode: 'bigint' }),
    serverSeedHash: text('server_seed_hash'),
    clientSeed: text('client_seed'),
    nonce: integer('nonce'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * The transaction that last settled it (status left 'open'), set by a trigger: the position
     * of its round.settled event (decision 007). Null while open.
     */
    settledXid: xid8('settled_xid'),
  },
  (t) => [
    uniqueIndex('game_rounds_provider_round_key').on(t.providerId, t.externalRoundId),
    index('game_rounds_player_idx').on(t.playerId, t.createdAt),
    index('game_rounds_game_idx').on(t.gameId, t.createdAt),
    index('game_rounds_wins_idx')
      .on(t.closedAt)
      .where(sql`${t.mode} = 'real' and ${t.winMinor} > 0`),
    index('game_rounds_open_seed_idx')
      .on(t.seedId)
      .where(sql`${t.status} = 'open'`),
    index('game_rounds_settled_xid_idx')
      .on(t.settledXid, t.id)
      .where(sql`${t.settledXid} is not null`),
  ],
);

/**
 * Wins an external provider asked to pay that went over the round's limits (a multiple of its
 * bets, an absolute cap per currency): refused, nothing paid, kept here for an operator to review
 * with the aggregator. One row per provider transaction, however often the provider retries.
 */
export const providerWinReviews = pgTable(
  'provider_win_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: text('provider_id').notNull(),
    /** The provider's id of the refused win. */
    transactionId: text('transaction_id').notNull(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => gameRounds.id, { onDelete: 'cascade' }),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** The round's bets and the wins it had paid when this one was refused. */
    roundBetMinor: bigint('round_bet_minor', { mode: 'bigint' }).notNull(),
    roundWinMinor: bigint('round_win_minor', { mode: 'bigint' }).notNull(),
    /** The most the round's wins could add up to; `reason` names the limit that set it. */
    limitMinor: bigint('limit_minor', { mode: 'bigint' }).notNull(),
    reason: text('reason', { enum: ['multiplier', 'absolute_cap'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_win_reviews_transaction_key').on(t.providerId, t.transactionId),
    index('provider_win_reviews_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Crash: a hash chain generated from a secret seed; the hash after the last game is published
 * before play, so every game's hash can be checked by hashing forward to it.
 */
export const crashChains = pgTable('crash_chains', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  seed: text('seed').notNull(),
  length: integer('length').notNull(),
  terminatingHash: text('terminating_hash').notNull(),
  salt: text('salt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const crashGames = pgTable(
  'crash_games',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    chainId: bigint('chain_id', { mode: 'bigint' })
      .notNull()
      .references(() => crashChains.id),
    /** Position in the chain: game 1 uses the hash just before the terminating one. */
    chainIndex: integer('chain_index').notNull(),
    hash: text('hash').notNull(),
    crashPointHundredths: integer('crash_point_hundredths').notNull(),
    bettingOpensAt: timestamp('betting_opens_at', { withTimezone: true }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    bustsAt: timestamp('busts_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('crash_games_chain_index_key').on(t.chainId, t.chainIndex),
    index('crash_games_unsettled_idx')
      .on(t.bustsAt)
      .where(sql`${t.settledAt} is null`),
    index('crash_games_hash_idx').on(t.hash),
  ],
);

export const crashBets = pgTable(
  'crash_bets',
  {
    crashGameId: bigint('crash_game_id', { mode: 'bigint' })
      .notNull()
      .references(() => crashGames.id),
    roundId: uuid('round_id')
      .notNull()
      .references(() => gameRounds.id),
    playerId: bigint('player_id', { mode: 'bigint' }).references(() => players.id, {
      onDelete: 'cascade',
    }),
    /** Fun bets have a game session and no player. */
    sessionId: uuid('session_id').notNull(),
    mode: text('mode', { enum: ['real', 'fun'] }).notNull(),
    username: text('username').notNull(),
    betMinor: bigint('bet_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    autoCashoutHundredths: integer('auto_cashout_hundredths'),
    cashoutHundredths: integer('cashout_hundredths'),
    winMinor: bigint('win_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.crashGameId, t.sessionId] })],
);
