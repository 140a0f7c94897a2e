import { z } from 'zod';
import {
  MarketStatusNameSchema,
  SPORT_EVENT_PHASES,
  SPORTS_BET_STATUSES,
} from './sports.api.schemas.ts';

/*
 * The back office's sportsbook (issue 23): events and their markets with the house's open liability,
 * operator suspensions, margins per market type, bet search and players' stake factors. Amounts travel as
 * two-decimal strings; a liability is listed per currency and totalled in EUR at the contracts' EUR
 * equivalents (an indication, not a rate of the day).
 */

/** The margin an operator may set on a market type: above 0, at most 25 %. */
export const SPORTS_MARGIN_MAX = 0.25;
/** A player's stake factor: from a hundredth of the standard limits to ten times them. */
export const SPORTS_STAKE_FACTOR_MIN = 0.01;
export const SPORTS_STAKE_FACTOR_MAX = 10;
export const SPORTS_MARGIN_METHODS = ['proportional', 'additive', 'power', 'shin'] as const;
/** The whole event, in place of a market key. */
export const WHOLE_EVENT_KEY = '*';
/** A player's statuses, and `pending`: an in-play bet inside its delay, which players see as open. */
export const ADMIN_SPORTS_BET_STATUSES = ['pending', ...SPORTS_BET_STATUSES] as const;
/** How the back office's bet search orders what it finds. */
export const ADMIN_SPORTS_BET_SORTS = ['placed', 'payout', 'liability'] as const;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_value' })
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), { error: 'invalid_value' });
const limit = (fallback: number) =>
  z.coerce.number({ error: 'invalid_value' }).int().min(1).max(100).default(fallback);
const offset = z.coerce.number({ error: 'invalid_value' }).int().min(0).max(100_000).default(0);

/** A URN such as `orca:match:123` or `sr:match:…`. */
export const SportEventIdSchema = z
  .string()
  .min(3)
  .max(80)
  .regex(/^[a-z]+:[a-z_]+:[0-9A-Za-z_-]+$/, { error: 'invalid_value' });
export const SportEventParamsSchema = z.object({ id: SportEventIdSchema });

/** The house's open exposure, per currency and in EUR. */
export const LiabilitySchema = z.object({
  eur: z.string(),
  byCurrency: z.array(z.object({ currency: z.string(), amount: z.string() })),
});
export type Liability = z.infer<typeof LiabilitySchema>;

export const SportBlockSchema = z.object({
  reason: z.string(),
  operator: z.string(),
  createdAt: z.string(),
});

export const AdminSportEventsQuerySchema = z.object({
  phase: z.enum(SPORT_EVENT_PHASES, { error: 'invalid_value' }).optional(),
  league: z.string().max(80).optional(),
  /** Kick-off on or after this day (UTC). */
  from: isoDate.optional(),
  /** Kick-off on or before this day (UTC). */
  to: isoDate.optional(),
  limit: limit(50),
  offset,
});
export type AdminSportEventsQuery = z.infer<typeof AdminSportEventsQuerySchema>;

export const AdminSportEventSchema = z.object({
  id: z.string(),
  league: z.object({ id: z.string(), name: z.string() }),
  home: z.string(),
  away: z.string(),
  startTime: z.string(),
  phase: z.enum(SPORT_EVENT_PHASES),
  score: z.object({ home: z.number(), away: z.number() }),
  betCount: z.number(),
  liability: LiabilitySchema,
  /** The operator's suspension of the whole event; null when none. */
  block: SportBlockSchema.nullable(),
});
export type AdminSportEvent = z.infer<typeof AdminSportEventSchema>;

export const AdminSportEventsPageSchema = z.object({
  events: z.array(AdminSportEventSchema),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
  leagues: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AdminSportEventsPage = z.infer<typeof AdminSportEventsPageSchema>;

export const AdminSportOutcomeSchema = z.object({
  id: z.number(),
  name: z.string(),
  odds: z.string().nullable(),
  active: z.boolean(),
  liability: LiabilitySchema,
});
export const AdminSportMarketSchema = z.object({
  key: z.string(),
  marketId: z.number(),
  specifiers: z.string(),
  name: z.string(),
  /** What the feed says. */
  feedStatus: MarketStatusNameSchema,
  /** What players see: suspended while the operator's block (or the event's) holds. */
  status: MarketStatusNameSchema,
  block: SportBlockSchema.nullable(),
  /** The largest of its outcomes' liabilities in EUR: what the house could lose on the market. */
  liability: LiabilitySchema,
  outcomes: z.array(AdminSportOutcomeSchema),
});
export type AdminSportMarket = z.infer<typeof AdminSportMarketSchema>;

export const AdminSportEventDetailSchema = AdminSportEventSchema.extend({
  markets: z.array(AdminSportMarketSchema),
});
export type AdminSportEventDetail = z.infer<typeof AdminSportEventDetailSchema>;

export const SuspendSportMarketSchema = z.object({
  /** A market key (`18?total=2.5`) or `*` for the whole event. */
  marketKey: z.string().min(1).max(80),
  reason: z.string().trim().min(3).max(500),
});
export type SuspendSportMarket = z.infer<typeof SuspendSportMarketSchema>;
export const ResumeSportMarketSchema = z.object({ marketKey: z.string().min(1).max(80) });
export type ResumeSportMarket = z.infer<typeof ResumeSportMarketSchema>;

export const SportMarginSchema = z.object({
  marketId: z.number(),
  name: z.string(),
  /** The operator's margin ("0.06"); null while the market takes the league's default. */
  margin: z.string().nullable(),
  method: z.enum(SPORTS_MARGIN_METHODS).nullable(),
  defaultMargin: z.string(),
  defaultMethod: z.enum(SPORTS_MARGIN_METHODS),
  updatedAt: z.string().nullable(),
});
export const SportMarginsSchema = z.object({ margins: z.array(SportMarginSchema) });
export type SportMargins = z.infer<typeof SportMarginsSchema>;
export const SportMarginParamsSchema = z.object({
  marketId: z.coerce.number({ error: 'invalid_value' }).int().min(1).max(100_000),
});
export const SetSportMarginSchema = z.object({
  margin: z
    .string()
    .trim()
    .regex(/^0(\.\d{1,4})?$/, { error: 'invalid_value' })
    .refine((text) => Number(text) > 0 && Number(text) <= SPORTS_MARGIN_MAX, {
      error: 'invalid_value',
    }),
  method: z.enum(SPORTS_MARGIN_METHODS, { error: 'invalid_value' }),
});
export type SetSportMargin = z.infer<typeof SetSportMarginSchema>;

/**
 * The house's liability caps, in EUR cents, converted to a bet's currency: the most one selection, one market
 * line, one event and one sport may owe beyond the stakes before stakes are cut, until the operator sets others.
 * A market, an event and a sport count each open bet with a leg on them once, as if it won.
 */
export const SPORTS_SELECTION_LIABILITY_EUR_MINOR = 1_000_000n;
export const SPORTS_MARKET_LIABILITY_EUR_MINOR = 2_000_000n;
export const SPORTS_EVENT_LIABILITY_EUR_MINOR = 5_000_000n;
export const SPORTS_SPORT_LIABILITY_EUR_MINOR = 50_000_000n;
/**
 * The most one player's bets placed in one UTC day may win, in EUR cents: the sum of their potential winnings
 * (potential return less stake, as they stand: after a cash-out, what still rides) over the player's bets placed
 * since midnight UTC that were not refused, the new bet's included.
 */
export const SPORTS_DAILY_PAYOUT_EUR_MINOR = 50_000_000n;
/** The factor on the maximum stake of a bet with a leg in play: a live cap lower than pre-match. */
export const SPORTS_LIVE_STAKE_FACTOR = '0.5';
/** The lowest and highest total odds a bet may have (a system bet's: its potential return over its cost). */
export const SPORTS_MIN_ODDS = '1.01';
export const SPORTS_MAX_ODDS = '10000';
/** The largest cap an operator may set: a billion EUR cents. */
export const SPORTS_LIABILITY_CAP_MAX_EUR_MINOR = 100_000_000_000n;

const RISK_FIELDS = [
  'selection',
  'market',
  'event',
  'sport',
  'dailyPayout',
  'liveFactor',
  'minOdds',
  'maxOdds',
] as const;
export type SportRiskField = (typeof RISK_FIELDS)[number];

export const SportLiabilityCapsSchema = z.object({
  /** EUR, two decimals: what the house may owe on one selection. */
  selection: z.string(),
  /** EUR, two decimals: what the house may owe on one market line, each bet once. */
  market: z.string(),
  /** EUR, two decimals: what the house may owe on one event, over all its markets. */
  event: z.string(),
  /** EUR, two decimals: what the house may owe on one sport, over all its events. */
  sport: z.string(),
  /** EUR, two decimals: the most one player's bets of a UTC day may win. */
  dailyPayout: z.string(),
  /** The factor (0.01–1) on the maximum stake of a bet with a leg in play. */
  liveFactor: z.string(),
  /** The lowest and highest total odds of a bet. */
  minOdds: z.string(),
  maxOdds: z.string(),
  isDefault: z.record(z.enum(RISK_FIELDS), z.boolean()),
  updatedAt: z.string().nullable(),
});
export type SportLiabilityCaps = z.infer<typeof SportLiabilityCapsSchema>;
const CapAmountSchema = z
  .string({ error: 'amount_invalid' })
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'amount_invalid' })
  .refine((text) => Number(text) >= 1, { error: 'amount_invalid' });
const OddsLimitSchema = z
  .string({ error: 'invalid_value' })
  .trim()
  .regex(/^\d{1,6}(\.\d{1,2})?$/, { error: 'invalid_value' })
  .refine((text) => Number(text) >= 1.01 && Number(text) <= 1_000_000, { error: 'invalid_value' });
/**
 * Selection and event are always sent; the others keep their value when left out. Each cap must hold at least
 * the one below it (selection ≤ market ≤ event ≤ sport) and the highest odds must be above the lowest; the
 * service checks the same against the values kept.
 */
export const SetSportLiabilityCapsSchema = z
  .object({
    selection: CapAmountSchema,
    market: CapAmountSchema.optional(),
    event: CapAmountSchema,
    sport: CapAmountSchema.optional(),
    dailyPayout: CapAmountSchema.optional(),
    liveFactor: z
      .string({ error: 'invalid_value' })
      .trim()
      .regex(/^(0(\.\d{1,2})?|1(\.0{1,2})?)$/, { error: 'invalid_value' })
      .refine((text) => Number(text) >= 0.01, { error: 'invalid_value' })
      .optional(),
    minOdds: OddsLimitSchema.optional(),
    maxOdds: OddsLimitSchema.optional(),
  })
  .refine(({ selection, event }) => Number(event) >= Number(selection), {
    error: 'sports_event_cap_below_selection',
    path: ['event'],
  });
export type SetSportLiabilityCaps = z.infer<typeof SetSportLiabilityCapsSchema>;

export const AdminSportsBetsQuerySchema = z.object({
  /** A username or a player id. */
  player: z.string().trim().max(40).optional(),
  eventId: z.string().trim().max(80).optional(),
  status: z.enum(ADMIN_SPORTS_BET_STATUSES, { error: 'invalid_value' }).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** Newest first, or the biggest first: by potential return or by liability (return less stake), in EUR. */
  sort: z.enum(ADMIN_SPORTS_BET_SORTS, { error: 'invalid_value' }).default('placed'),
  limit: limit(25),
  offset,
});
export type AdminSportsBetsQuery = z.infer<typeof AdminSportsBetsQuerySchema>;

export const AdminSportsBetLegSchema = z.object({
  legNo: z.number(),
  eventId: z.string(),
  eventName: z.string(),
  marketId: z.number(),
  specifiers: z.string(),
  marketName: z.string(),
  outcomeId: z.number(),
  outcomeName: z.string(),
  odds: z.string(),
  status: z.enum(['open', 'won', 'lost', 'void', 'half_won', 'half_lost']),
});
export const AdminSportsBetSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  username: z.string(),
  type: z.enum(['single', 'multiple', 'system', 'builder']),
  status: z.enum(ADMIN_SPORTS_BET_STATUSES),
  currency: z.string(),
  stake: z.string(),
  totalOdds: z.string(),
  potentialReturn: z.string(),
  /** What the house loses if the bet wins as it stands: the potential return less the stake, in EUR. */
  liabilityEur: z.string(),
  paid: z.string(),
  refusedCode: z.string().nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  legs: z.array(AdminSportsBetLegSchema),
});
export type AdminSportsBet = z.infer<typeof AdminSportsBetSchema>;
export const AdminSportsBetsPageSchema = z.object({
  bets: z.array(AdminSportsBetSchema),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
});
export type AdminSportsBetsPage = z.infer<typeof AdminSportsBetsPageSchema>;
export const AdminSportsBetParamsSchema = z.object({
  id: z.string().regex(/^[1-9]\d{0,17}$/, { error: 'invalid_value' }),
});

/** A player named by username or id. */
export const SportsPlayerParamsSchema = z.object({
  player: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_.-]+$/, { error: 'invalid_value' }),
});
export const StakeFactorSchema = z.object({
  playerId: z.string(),
  username: z.string(),
  currency: z.string(),
  /** "1" when the operator set none. */
  factor: z.string(),
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type StakeFactor = z.infer<typeof StakeFactorSchema>;
export const StakeFactorsSchema = z.object({ factors: z.array(StakeFactorSchema) });
export type StakeFactors = z.infer<typeof StakeFactorsSchema>;
export const SetStakeFactorSchema = z.object({
  factor: z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, { error: 'invalid_value' })
    .refine(
      (text) => Number(text) >= SPORTS_STAKE_FACTOR_MIN && Number(text) <= SPORTS_STAKE_FACTOR_MAX,
      { error: 'invalid_value' },
    ),
});
export type SetStakeFactor = z.infer<typeof SetStakeFactorSchema>;
