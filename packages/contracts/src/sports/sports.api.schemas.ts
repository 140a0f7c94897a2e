import { z } from 'zod';
import { MARKET_STATUS, type MarketStatus } from './sports.catalogue.ts';

/*
 * The sportsbook's API (issue 23): the catalogue a visitor browses, a player's bets. Odds travel as the
 * decimal strings the feed priced them at ("1.85"), amounts as two-decimal strings, times as ISO strings.
 */

/** A slip holds at most this many selections (settlement.ts SLIP_MAX_LEGS). */
export const SPORTS_SLIP_MAX_LEGS = 20;
/** An in-play bet waits this long before its market and odds are checked again (UKGC RTS 15 delay). */
export const SPORTS_BET_DELAY_MS = 5_000;
/** The largest return one bet may pay, in EUR cents (converted at the contracts' EUR equivalents). */
export const SPORTS_MAX_PAYOUT_EUR_MINOR = 25_000_000n;
/** The smallest stake, in EUR cents. */
export const SPORTS_MIN_STAKE_EUR_MINOR = 10n;
/** A bet builder holds 2 to this many selections of one match. */
export const SPORTS_BUILDER_MAX_LEGS = 6;
/** The margin on a bet builder's joint price: 1 / (p · (1 + margin)). */
export const SPORTS_BUILDER_MARGIN = 0.1;

export const SPORT_EVENT_PHASES = ['not_started', 'live', 'ended', 'closed', 'cancelled'] as const;
export type SportEventPhase = (typeof SPORT_EVENT_PHASES)[number];

export const ODDS_CHANGE_POLICIES = ['none', 'higher', 'any'] as const;
export type OddsChangePolicy = (typeof ODDS_CHANGE_POLICIES)[number];

/** The names players see for the UOF market statuses. */
export const MARKET_STATUS_NAMES = {
  [MARKET_STATUS.active]: 'active',
  [MARKET_STATUS.deactivated]: 'deactivated',
  [MARKET_STATUS.suspended]: 'suspended',
  [MARKET_STATUS.handedOver]: 'handed_over',
  [MARKET_STATUS.settled]: 'settled',
  [MARKET_STATUS.cancelled]: 'cancelled',
} as const satisfies Record<MarketStatus, string>;
export const MarketStatusNameSchema = z.enum([
  'active',
  'deactivated',
  'suspended',
  'handed_over',
  'settled',
  'cancelled',
]);

const oddsString = z.string().regex(/^\d{1,6}(\.\d{1,4})?$/);
const amount = z
  .string({ error: 'amount_invalid' })
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'amount_invalid' });

export const CompetitorSchema = z.object({ id: z.string(), name: z.string() });
export const ScoreSchema = z.object({ home: z.number(), away: z.number() });

export const SportsOutcomeSchema = z.object({
  id: z.number(),
  odds: z.string().nullable(),
  active: z.boolean(),
});
export const SportsMarketSchema = z.object({
  /** `18?total=2.5`: market id and specifiers in one key (sports.catalogue marketKey). */
  key: z.string(),
  marketId: z.number(),
  specifiers: z.string(),
  status: MarketStatusNameSchema,
  outcomes: z.array(SportsOutcomeSchema),
});
export type SportsMarket = z.infer<typeof SportsMarketSchema>;

export const MatchClockSchema = z.object({
  phase: z.enum(['pre-match', 'first-half', 'half-time', 'second-half', 'full-time']),
  /** The scoreboard minute ('13', '45+2', 'HT', 'FT', '' before kick-off). */
  minute: z.string(),
});

export const SportEventSummarySchema = z.object({
  id: z.string(),
  sport: z.string(),
  tournament: z.object({ id: z.string(), name: z.string() }),
  home: CompetitorSchema,
  away: CompetitorSchema,
  startTime: z.string(),
  phase: z.enum(SPORT_EVENT_PHASES),
  score: ScoreSchema,
  clock: MatchClockSchema.nullable(),
  /** Betting is stopped on the whole event now (a dangerous moment, full time). */
  betStop: z.boolean(),
  /** The 1X2 market, when the event offers it. */
  mainMarket: SportsMarketSchema.nullable(),
  marketCount: z.number(),
});
export type SportEventSummary = z.infer<typeof SportEventSummarySchema>;

export const GoalViewSchema = z.object({
  minute: z.string(),
  side: z.enum(['home', 'away']),
  penalty: z.boolean(),
});

export const SportEventSchema = SportEventSummarySchema.extend({
  markets: z.array(SportsMarketSchema),
  /** Goals scored so far, in match order (never one still to come). */
  goals: z.array(GoalViewSchema),
  /** SHA-256 of the match's server seed, shown from when betting opens. */
  serverSeedHash: z.string(),
  /** Revealed at full time; null before. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  betDelayMs: z.number(),
});
export type SportEvent = z.infer<typeof SportEventSchema>;

export const SportsListSchema = z.array(
  z.object({ id: z.string(), name: z.string(), live: z.number(), upcoming: z.number() }),
);

export const SportsEventsQuerySchema = z.object({
  sport: z.string().max(40).optional(),
  status: z.enum(['live', 'upcoming', 'ended'], { error: 'invalid_value' }).optional(),
  tournament: z.string().max(80).optional(),
  limit: z.coerce.number({ error: 'invalid_value' }).int().min(1).max(100).default(50),
  offset: z.coerce.number({ error: 'invalid_value' }).int().min(0).max(100_000).default(0),
});
export const SportEventsPageSchema = z.object({
  events: z.array(SportEventSummarySchema),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
});

export const SportsSelectionSchema = z.object({
  eventId: z.string().max(80),
  marketId: z.number({ error: 'invalid_value' }).int().min(1).max(100_000),
  specifiers: z.string().max(80).default(''),
  outcomeId: z.number({ error: 'invalid_value' }).int().min(1).max(1_000_000),
  /** The odds the player saw; the odds-change policy decides what a different price does. */
  odds: oddsString,
});
export type SportsSelection = z.infer<typeof SportsSelectionSchema>;

/**
 * The UK named full covers (Sportsbook II): every double upwards over 3–8 selections, and with the singles
 * too for Patent and the Luckies. The lines of each follow from its selections (packages/games system-bets.ts).
 */
export const SPORTS_SYSTEM_NAMES = [
  'trixie',
  'patent',
  'yankee',
  'lucky15',
  'canadian',
  'lucky31',
  'heinz',
  'lucky63',
  'superHeinz',
  'goliath',
] as const;
export type SportsSystemName = (typeof SPORTS_SYSTEM_NAMES)[number];
/** Each named system's selections and line sizes. */
export const SPORTS_SYSTEMS: Record<SportsSystemName, { legs: number; sizes: readonly number[] }> =
  {
    trixie: { legs: 3, sizes: [2, 3] },
    patent: { legs: 3, sizes: [1, 2, 3] },
    yankee: { legs: 4, sizes: [2, 3, 4] },
    lucky15: { legs: 4, sizes: [1, 2, 3, 4] },
    canadian: { legs: 5, sizes: [2, 3, 4, 5] },
    lucky31: { legs: 5, sizes: [1, 2, 3, 4, 5] },
    heinz: { legs: 6, sizes: [2, 3, 4, 5, 6] },
    lucky63: { legs: 6, sizes: [1, 2, 3, 4, 5, 6] },
    superHeinz: { legs: 7, sizes: [2, 3, 4, 5, 6, 7] },
    goliath: { legs: 8, sizes: [2, 3, 4, 5, 6, 7, 8] },
  };
/** A system bet has at most this many lines (a Goliath has 247; 10-of-20 has 184,756). */
export const SPORTS_SYSTEM_MAX_LINES = 1_000;

export const PlaceSportsBetSchema = z
  .object({
    type: z.enum(['single', 'multiple', 'system', 'builder'], { error: 'invalid_value' }),
    /** The stake; for a system bet, the stake on each line (the bet costs it times its lines). */
    stake: amount,
    oddsChange: z.enum(ODDS_CHANGE_POLICIES, { error: 'invalid_value' }).default('none'),
    idempotencyKey: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/),
    selections: z.array(SportsSelectionSchema).min(1).max(SPORTS_SLIP_MAX_LEGS),
    /** A system bet by name ("yankee")… */
    name: z.enum(SPORTS_SYSTEM_NAMES, { error: 'invalid_value' }).optional(),
    /** …or by the sizes of its lines over the selections that are not bankers ([2, 3, 4] over four is a Yankee). */
    sizes: z
      .array(z.number({ error: 'invalid_value' }).int().min(1).max(SPORTS_SLIP_MAX_LEGS))
      .min(1)
      .max(SPORTS_SLIP_MAX_LEGS)
      .optional(),
    /** Selections (by their place in `selections`, from 0) that stand in every line of a system bet. */
    bankers: z
      .array(
        z
          .number({ error: 'invalid_value' })
          .int()
          .min(0)
          .max(SPORTS_SLIP_MAX_LEGS - 1),
      )
      .max(SPORTS_SLIP_MAX_LEGS - 1)
      .optional(),
    /** The player's own unused free bet to stake this bet with (the stake must be its amount): not their cash. */
    freeBetId: z
      .string()
      .regex(/^\d{1,18}$/, { error: 'invalid_value' })
      .optional(),
    /** The player's own unused odds boost to apply to this bet. */
    boostId: z
      .string()
      .regex(/^\d{1,18}$/, { error: 'invalid_value' })
      .optional(),
    /** A bet builder's price as the player saw it quoted; the odds-change policy decides what a new one does. */
    builderOdds: oddsString.optional(),
  })
  .refine((bet) => (bet.type === 'builder') === (bet.builderOdds !== undefined), {
    path: ['builderOdds'],
    message: 'sports_builder_odds',
  })
  .refine(
    (bet) =>
      bet.type !== 'builder' ||
      (bet.selections.length <= SPORTS_BUILDER_MAX_LEGS &&
        bet.selections.every((selection) => selection.eventId === bet.selections[0]?.eventId)),
    { path: ['selections'], message: 'sports_builder_one_match' },
  )
  .refine(
    (bet) => bet.type !== 'builder' || (bet.freeBetId === undefined && bet.boostId === undefined),
    { path: ['type'], message: 'sports_promo_not_for_builder' },
  )
  .refine((bet) => bet.freeBetId === undefined || bet.boostId === undefined, {
    path: ['boostId'],
    message: 'sports_promo_one_per_bet',
  })
  .refine(
    // A system bet's lines and a builder's joint price take no free bet or boost: only singles and multiples.
    (bet) =>
      (bet.type !== 'system' && bet.type !== 'builder') ||
      (bet.freeBetId === undefined && bet.boostId === undefined),
    { path: ['type'], message: 'sports_promo_not_for_system' },
  )
  .refine((bet) => bet.type !== 'single' || bet.selections.length === 1, {
    path: ['selections'],
    message: 'a single has one selection',
  })
  .refine((bet) => bet.type === 'single' || bet.selections.length >= 2, {
    path: ['selections'],
    message: 'a multiple has at least two selections',
  })
  .refine(
    (bet) =>
      bet.type === 'system' ||
      (bet.name === undefined && bet.sizes === undefined && bet.bankers === undefined),
    { path: ['type'], message: 'sports_system_only' },
  )
  .refine(
    (bet) => bet.type !== 'system' || (bet.name === undefined) !== (bet.sizes === undefined),
    {
      path: ['sizes'],
      message: 'sports_system_required',
    },
  )
  .refine(
    (bet) =>
      bet.type !== 'system' ||
      bet.name === undefined ||
      (SPORTS_SYSTEMS[bet.name].legs === bet.selections.length && !bet.bankers?.length),
    { path: ['name'], message: 'sports_system_mismatch' },
  )
  .refine(
    (bet) => {
      const bankers = bet.bankers ?? [];
      return (
        new Set(bankers).size === bankers.length &&
        bankers.every((index) => index < bet.selections.length) &&
        bankers.length < bet.selections.length
      );
    },
    { path: ['bankers'], message: 'sports_bankers_invalid' },
  )
  .refine(
    (bet) => {
      if (bet.sizes === undefined) return true;
      const free = bet.selections.length - (bet.bankers?.length ?? 0);
      return new Set(bet.sizes).size === bet.sizes.length && bet.sizes.every((k) => k <= free);
    },
    { path: ['sizes'], message: 'sports_system_mismatch' },
  )
  .refine((bet) => bet.type !== 'system' || systemLinesOf(bet) <= SPORTS_SYSTEM_MAX_LINES, {
    path: ['sizes'],
    message: 'sports_system_too_many_lines',
  });

/** How many lines a system bet has: Σ C(selections that are not bankers, k) over its sizes. */
export function systemLinesOf(bet: {
  selections: readonly unknown[];
  name?: SportsSystemName | undefined;
  sizes?: readonly number[] | undefined;
  bankers?: readonly number[] | undefined;
}): number {
  const free = bet.selections.length - (bet.bankers?.length ?? 0);
  const sizes = bet.name ? SPORTS_SYSTEMS[bet.name].sizes : (bet.sizes ?? []);
  const choose = (n: number, k: number) => {
    let result = 1;
    for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
    return Math.round(result);
  };
  return sizes.reduce((sum, k) => sum + (k <= free ? choose(free, k) : 0), 0);
}
export type PlaceSportsBet = z.infer<typeof PlaceSportsBetSchema>;

export const SPORTS_BET_STATUSES = [
  'open',
  'won',
  'lost',
  'void',
  'refused',
  'cashed_out',
] as const;
export const SPORTS_LEG_STATUSES = [
  'open',
  'won',
  'lost',
  'void',
  'half_won',
  'half_lost',
] as const;

export const SportsBetLegSchema = z.object({
  eventId: z.string(),
  eventName: z.string(),
  startTime: z.string(),
  marketId: z.number(),
  specifiers: z.string(),
  outcomeId: z.number(),
  odds: z.string(),
  status: z.enum(SPORTS_LEG_STATUSES),
  /**
   * The match's provably-fair seeds, for a bet's recall: the hash from the start, the seed once revealed, and
   * the league and teams the verifier recomputes the match from. Null for a match without a seed.
   */
  fair: z
    .object({
      serverSeedHash: z.string(),
      serverSeed: z.string().nullable(),
      league: z.string(),
      home: z.string(),
      away: z.string(),
    })
    .nullable(),
});
export const SportsBetSchema = z.object({
  id: z.string(),
  type: z.enum(['single', 'multiple', 'system', 'builder']),
  status: z.enum(SPORTS_BET_STATUSES),
  /** What the bet cost: for a system bet, the stake per line times its lines. */
  stake: z.string(),
  /** A system bet's shape: its name when it has one, the sizes of its lines, its bankers, lines and unit stake. */
  system: z
    .object({
      name: z.enum(SPORTS_SYSTEM_NAMES).nullable(),
      sizes: z.array(z.number()),
      bankers: z.array(z.number()),
      lines: z.number(),
      unitStake: z.string(),
    })
    .nullable(),
  currency: z.string(),
  totalOdds: z.string(),
  potentialReturn: z.string(),
  /** What the bet paid; null while open. */
  payout: z.string().nullable(),
  /** What cashing out (in part or in full) has paid so far. */
  cashedOut: z.string(),
  /** The player's automatic cash-out: the whole bet is cashed out once its offer reaches `threshold`. */
  cashOutRule: z.object({ threshold: z.string() }).nullable(),
  /**
   * A free bet (staked by the house: its payout is the return less the stake, and `potentialReturn` is what
   * the player would get) or a boost (`boostedOdds` the odds after it, `boostPercent` its profit boost).
   */
  promo: z
    .object({
      kind: z.enum(['free_bet', 'boost']),
      boostPercent: z.number().nullable(),
      boostedOdds: z.string().nullable(),
    })
    .nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  legs: z.array(SportsBetLegSchema),
});
export type SportsBet = z.infer<typeof SportsBetSchema>;

export const SportsBetsQuerySchema = z.object({
  status: z.enum(['open', 'settled'], { error: 'invalid_value' }).optional(),
  limit: z.coerce.number({ error: 'invalid_value' }).int().min(1).max(100).default(20),
  offset: z.coerce.number({ error: 'invalid_value' }).int().min(0).max(100_000).default(0),
});
export const SportsBetsPageSchema = z.object({
  bets: z.array(SportsBetSchema),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
});

/**
 * What the live socket tells everyone of an event after each feed message: enough for a list to show the
 * score and whether betting is stopped; a page showing the event's markets fetches them again.
 */
export const SportsEventPushSchema = z.object({
  type: z.literal('sports.event'),
  eventId: z.string(),
  phase: z.enum(SPORT_EVENT_PHASES),
  score: ScoreSchema,
  betStop: z.boolean(),
});
export type SportsEventPush = z.infer<typeof SportsEventPushSchema>;

/** A producer went down (its events' markets suspended, no bets taken) or came back: sports pages fetch again. */
export const SportsProducerPushSchema = z.object({
  type: z.literal('sports.producer'),
  producer: z.number(),
  isDown: z.boolean(),
});
export type SportsProducerPush = z.infer<typeof SportsProducerPushSchema>;

/** A player's bet changed (accepted or refused after its delay, settled, resettled): My bets refreshes. */
export const PlayerSportsBetPushSchema = z.object({
  type: z.literal('player.sports_bet'),
  betId: z.string(),
  status: z.enum(SPORTS_BET_STATUSES),
});

/** A cash-out offer lives this long; a request with an older one is refused and the player asks again. */
export const SPORTS_CASHOUT_OFFER_MS = 15_000;
/** No cash-out in the first seconds after a bet is taken (a bet made only to cash out at once). */
export const SPORTS_CASHOUT_COOLDOWN_MS = 10_000;
/** What the house keeps on a cash-out: the offer is the fair value of what is left to win, less this share. */
export const SPORTS_CASHOUT_MARGIN = 0.05;

/** What the player would get now for the whole bet; `offerId` takes it (or a share of it) before `expiresAt`. */
export const SportsCashOutOfferSchema = z.object({
  offerId: z.string(),
  betId: z.string(),
  amount: z.string(),
  currency: z.string(),
  expiresAt: z.string(),
});
export type SportsCashOutOffer = z.infer<typeof SportsCashOutOfferSchema>;

/** A share of an offer: a plain decimal in (0, 1] with at most four places ("0.5", "0.25", "1"). */
const share = z
  .string({ error: 'cashout_share_range' })
  .trim()
  .regex(/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/, { error: 'cashout_share_range' })
  .refine((text) => /[1-9]/.test(text), { error: 'cashout_share_range' });

/**
 * Takes an offer: all of it, `amount` of it or a `share` of it (a partial cash-out; the rest of the bet rides
 * on). An amount and a share together are refused.
 */
export const SportsCashOutSchema = z
  .object({
    offerId: z.string().uuid({ error: 'invalid_value' }),
    amount: amount.optional(),
    share: share.optional(),
  })
  .refine((body) => body.amount === undefined || body.share === undefined, {
    path: ['share'],
    message: 'cashout_amount_or_share',
  });
export type SportsCashOut = z.infer<typeof SportsCashOutSchema>;

/** Sets a bet's automatic cash-out (cash out all of it once the offer reaches `threshold`), or removes it (null). */
export const SportsCashOutRuleSchema = z.object({
  threshold: amount
    .refine((text) => /[1-9]/.test(text), { error: 'cashout_threshold_positive' })
    .nullable(),
});
export type SportsCashOutRule = z.infer<typeof SportsCashOutRuleSchema>;

/** A bet builder's selections of one match, to price together (no odds: the price is the answer). */
export const SportsBuilderQuoteRequestSchema = z.object({
  eventId: z.string().max(80),
  selections: z
    .array(SportsSelectionSchema.omit({ eventId: true, odds: true }))
    .min(2)
    .max(SPORTS_BUILDER_MAX_LEGS),
});
export type SportsBuilderQuoteRequest = z.infer<typeof SportsBuilderQuoteRequestSchema>;

export const SportsBuilderQuoteSchema = z.object({
  eventId: z.string(),
  /** The joint price, decimal, two places. */
  odds: z.string(),
});
export type SportsBuilderQuote = z.infer<typeof SportsBuilderQuoteSchema>;
