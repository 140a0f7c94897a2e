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
import { operators } from './admin.ts';
import { payments } from './cashier.ts';
import { games } from './games.ts';
import { players } from './players.ts';

/**
 * Bonus campaigns (decision 015): what operators offer. Amounts in EUR minor units, converted at
 * the spec's equivalents when a bonus is granted; the terms a player got are copied onto the
 * bonus, so a later edit of the campaign never changes a bonus already given.
 */
export const bonusCampaigns = pgTable(
  'bonus_campaigns',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', {
      enum: ['deposit', 'free_spins', 'manual', 'sports_free_bet', 'sports_boost'],
    }).notNull(),
    url: text('url').notNull().unique(),
    /** Title and summary per language ({ en: { title, summary }, de: … }), falling back to en. */
    texts: jsonb('texts').notNull(),
    status: text('status', { enum: ['draft', 'active', 'paused', 'ended'] })
      .notNull()
      .default('draft'),
    matchPercent: integer('match_percent'),
    maxBonusEurMinor: bigint('max_bonus_eur_minor', { mode: 'bigint' }),
    minDepositEurMinor: bigint('min_deposit_eur_minor', { mode: 'bigint' }),
    depositOrdinal: text('deposit_ordinal', { enum: ['first', 'second', 'any'] }),
    /** Stored upper-case; players' codes are compared upper-case. */
    promoCode: text('promo_code').unique(),
    promoCodeMaxUses: integer('promo_code_max_uses'),
    promoCodeUses: integer('promo_code_uses').notNull().default(0),
    wageringMultiplier: integer('wagering_multiplier').notNull(),
    maxBetEurMinor: bigint('max_bet_eur_minor', { mode: 'bigint' }).notNull(),
    contributions: jsonb('contributions').notNull(),
    excludedGameIds: text('excluded_game_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    claimDays: integer('claim_days').notNull(),
    spendDays: integer('spend_days').notNull(),
    maxConversionEurMinor: bigint('max_conversion_eur_minor', { mode: 'bigint' }),
    perPlayerLimit: integer('per_player_limit').notNull().default(1),
    totalGrantsLimit: integer('total_grants_limit'),
    budgetEurMinor: bigint('budget_eur_minor', { mode: 'bigint' }),
    isWelcome: boolean('is_welcome').notNull().default(false),
    includesSports: boolean('includes_sports').notNull().default(false),
    fsGameId: text('fs_game_id').references(() => games.id),
    fsCount: integer('fs_count'),
    fsBetEurMinor: bigint('fs_bet_eur_minor', { mode: 'bigint' }),
    fsWinsTo: text('fs_wins_to', { enum: ['bonus', 'cash'] }),
    /** A sports free bet's or boost's terms, as the back office's form gives them (SportsPromoTerms), issue 24. */
    sportsPromo: jsonb('sports_promo'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    grantedCount: integer('granted_count').notNull().default(0),
    /** What grants have committed against the budget, in EUR minor units. */
    committedEurMinor: bigint('committed_eur_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdBy: bigint('created_by', { mode: 'bigint' }).references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'bonus_campaigns_grants_within_limit',
      sql`${t.totalGrantsLimit} is null or ${t.grantedCount} <= ${t.totalGrantsLimit}`,
    ),
    check(
      'bonus_campaigns_code_uses_within_limit',
      sql`${t.promoCodeMaxUses} is null or ${t.promoCodeUses} <= ${t.promoCodeMaxUses}`,
    ),
  ],
);

/**
 * A player's bonus. At most one is active per player (partial unique index): its money is the
 * player's bonus account; queued ones hold no money until they activate.
 */
export const bonusInstances = pgTable(
  'bonus_instances',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    campaignId: bigint('campaign_id', { mode: 'bigint' })
      .notNull()
      .references(() => bonusCampaigns.id),
    currency: text('currency').notNull(),
    status: text('status', {
      enum: [
        'pending',
        'queued',
        'active',
        'free_spins',
        'completed',
        'forfeited',
        'expired',
        'depleted',
        'cancelled',
      ],
    }).notNull(),
    /** The bonus money granted (for free spins with wins to a bonus: their winnings, once played). */
    amountMinor: bigint('amount_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    wageringRequiredMinor: bigint('wagering_required_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    wageringProgressMinor: bigint('wagering_progress_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    wageringMultiplier: integer('wagering_multiplier').notNull(),
    maxBetMinor: bigint('max_bet_minor', { mode: 'bigint' }).notNull(),
    maxConversionMinor: bigint('max_conversion_minor', { mode: 'bigint' }),
    contributions: jsonb('contributions').notNull(),
    excludedGameIds: text('excluded_game_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    claimExpiresAt: timestamp('claim_expires_at', { withTimezone: true }).notNull(),
    spendDays: integer('spend_days').notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The deposit that earned it (deposit bonuses): one bonus per payment. */
    paymentId: uuid('payment_id')
      .unique()
      .references(() => payments.id),
    fsGameId: text('fs_game_id').references(() => games.id),
    fsTotal: integer('fs_total'),
    fsLeft: integer('fs_left'),
    fsBetMinor: bigint('fs_bet_minor', { mode: 'bigint' }),
    fsWinsTo: text('fs_wins_to', { enum: ['bonus', 'cash'] }),
    fsWinningsMinor: bigint('fs_winnings_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    grantedBy: bigint('granted_by', { mode: 'bigint' }).references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bonus_instances_one_active')
      .on(t.playerId)
      .where(sql`${t.status} = 'active'`),
    index('bonus_instances_player_idx').on(t.playerId, t.status, t.createdAt),
    index('bonus_instances_campaign_idx').on(t.campaignId, t.playerId),
    index('bonus_instances_expiry_idx').on(t.status, t.expiresAt),
    check(
      'bonus_instances_free_spins_left',
      sql`${t.fsLeft} is null or (${t.fsLeft} >= 0 and ${t.fsLeft} <= ${t.fsTotal})`,
    ),
    check('bonus_instances_progress_not_negative', sql`${t.wageringProgressMinor} >= 0`),
  ],
);

/** The offer a player chose on the deposit page (or by code), granted when that payment is credited. */
export const bonusDepositChoices = pgTable('bonus_deposit_choices', {
  paymentId: uuid('payment_id')
    .primaryKey()
    .references(() => payments.id),
  playerId: bigint('player_id', { mode: 'bigint' })
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' }),
  campaignId: bigint('campaign_id', { mode: 'bigint' })
    .notNull()
    .references(() => bonusCampaigns.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each step of a bonus's life, with the ledger operation that moved its money. */
export const bonusEvents = pgTable(
  'bonus_events',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    instanceId: bigint('instance_id', { mode: 'bigint' })
      .notNull()
      .references(() => bonusInstances.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    operationId: bigint('operation_id', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bonus_events_instance_idx').on(t.instanceId, t.id)],
);

/** The rounds that counted towards a bonus's wagering: per round, its stakes and what they contributed. */
export const bonusRounds = pgTable(
  'bonus_rounds',
  {
    instanceId: bigint('instance_id', { mode: 'bigint' })
      .notNull()
      .references(() => bonusInstances.id, { onDelete: 'cascade' }),
    roundId: uuid('round_id').notNull(),
    gameId: text('game_id').notNull(),
    wagerMinor: bigint('wager_minor', { mode: 'bigint' }).notNull(),
    contributionPercent: integer('contribution_percent').notNull(),
    contributedMinor: bigint('contributed_minor', { mode: 'bigint' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.roundId] })],
);

/**
 * A player's sports free bet or boost from a campaign (issue 24): usable on one bet until `expires_at`. Using
 * it and giving it back (a void bet) are one conditional update each, so two bets racing for one token get it
 * once. Amounts in the player's currency.
 */
export const sportPromoTokens = pgTable(
  'sport_promo_tokens',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    campaignId: bigint('campaign_id', { mode: 'bigint' })
      .notNull()
      .references(() => bonusCampaigns.id),
    kind: text('kind', { enum: ['free_bet', 'boost'] }).notNull(),
    currency: text('currency').notNull(),
    /** A free bet's stake; null for a boost. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    boostPercent: integer('boost_percent'),
    /** An accumulator boost's rows ([{ legs, percent }]). */
    accaBoosts: jsonb('acca_boosts')
      .notNull()
      .default(sql`'[]'::jsonb`),
    minOdds: text('min_odds'),
    status: text('status', { enum: ['available', 'used'] })
      .notNull()
      .default('available'),
    /** The bet using it, while used. */
    betId: bigint('bet_id', { mode: 'bigint' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    grantedBy: bigint('granted_by', { mode: 'bigint' }).references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sport_promo_tokens_player_idx').on(t.playerId, t.status, t.expiresAt),
    index('sport_promo_tokens_campaign_idx').on(t.campaignId, t.playerId),
    uniqueIndex('sport_promo_tokens_bet').on(t.betId),
    check(
      'sport_promo_tokens_shape',
      sql`(${t.kind} = 'free_bet') = (${t.amountMinor} is not null and ${t.amountMinor} > 0)`,
    ),
    check('sport_promo_tokens_used_by_bet', sql`(${t.status} = 'used') = (${t.betId} is not null)`),
  ],
);
