import { z } from 'zod';
import { MarketIdSchema } from './sports.catalogue.ts';
import { SportEventIdSchema } from './sports.admin.schemas.ts';

/*
 * Feed mapping (issue 24): the external events each producer meets and the Orca event each feeds, and the market
 * keys a producer cannot translate by itself. A trader maps a feed's copy of a match onto the Orca event of the
 * same match from another feed, or ignores it; maps an unknown market key to a market of the catalogue, or
 * ignores it.
 */

export const FEED_EVENT_STATES = ['auto', 'mapped', 'ignored'] as const;
export type FeedEventState = (typeof FEED_EVENT_STATES)[number];
export const FEED_MARKET_STATES = ['unmapped', 'mapped', 'ignored'] as const;
export type FeedMarketState = (typeof FEED_MARKET_STATES)[number];

/** Suggested Orca events start within this of the external event. */
export const FEED_SUGGEST_WINDOW_MS = 2 * 60 * 60_000;
/** A mapping is refused when the two start times are further apart than this (not the same match). */
export const FEED_MAP_WINDOW_MS = 12 * 60 * 60_000;

const reason = z
  .string({ error: 'required' })
  .trim()
  .min(3, { error: 'too_short' })
  .max(500, { error: 'too_long' });

export const FeedEventParamsSchema = z.object({
  producer: z.coerce.number({ error: 'invalid_value' }).int().min(1).max(10_000),
  externalId: z.string().min(1).max(120),
});
export type FeedEventParams = z.infer<typeof FeedEventParamsSchema>;

export const FeedMarketParamsSchema = z.object({
  producer: z.coerce.number({ error: 'invalid_value' }).int().min(1).max(10_000),
  key: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9_]+$/, { error: 'invalid_value' }),
});
export type FeedMarketParams = z.infer<typeof FeedMarketParamsSchema>;

export const FeedEventsQuerySchema = z.object({
  /** Which rows: the ones a trader still has to look at (auto), or all. */
  state: z.enum([...FEED_EVENT_STATES, 'all']).default('all'),
});
export type FeedEventsQuery = z.infer<typeof FeedEventsQuerySchema>;

export const MapFeedEventSchema = z.object({ eventId: SportEventIdSchema, reason });
export type MapFeedEvent = z.infer<typeof MapFeedEventSchema>;
export const FeedReasonSchema = z.object({ reason });
export type FeedReason = z.infer<typeof FeedReasonSchema>;
export const MapFeedMarketSchema = z.object({ marketId: MarketIdSchema, reason });
export type MapFeedMarket = z.infer<typeof MapFeedMarketSchema>;

const OrcaEventRefSchema = z.object({
  id: z.string(),
  sport: z.string(),
  tournamentName: z.string(),
  homeName: z.string(),
  awayName: z.string(),
  startsAt: z.string(),
  phase: z.string(),
});
export type OrcaEventRef = z.infer<typeof OrcaEventRefSchema>;

export const FeedEventSchema = z.object({
  producer: z.number().int(),
  externalId: z.string(),
  state: z.enum(FEED_EVENT_STATES),
  sport: z.string(),
  competition: z.string(),
  homeName: z.string(),
  awayName: z.string(),
  startsAt: z.string(),
  lastSeenAt: z.string(),
  /** The event its messages go to (null while ignored). */
  event: OrcaEventRefSchema.nullable(),
  /** The event the producer created for it, when that is not `event`. */
  ownEventId: z.string().nullable(),
  /** Orca events of the same sport starting within ±2 h, most alike names first (not for ignored rows). */
  suggestions: z.array(OrcaEventRefSchema.extend({ similarity: z.number() })),
  changedBy: z.string().nullable(),
  reason: z.string().nullable(),
  changedAt: z.string().nullable(),
});
export type FeedEvent = z.infer<typeof FeedEventSchema>;
export const FeedEventsSchema = z.object({ events: z.array(FeedEventSchema) });
export type FeedEvents = z.infer<typeof FeedEventsSchema>;

export const FeedMarketSchema = z.object({
  producer: z.number().int(),
  key: z.string(),
  state: z.enum(FEED_MARKET_STATES),
  marketId: z.number().int().nullable(),
  seenCount: z.number().int(),
  lastSeenAt: z.string().nullable(),
  /** The catalogue markets this producer can translate the key's outcomes to; empty: unsupported. */
  supported: z.array(z.number().int()),
  changedBy: z.string().nullable(),
  reason: z.string().nullable(),
  changedAt: z.string().nullable(),
});
export type FeedMarket = z.infer<typeof FeedMarketSchema>;
export const FeedMarketsSchema = z.object({ markets: z.array(FeedMarketSchema) });
export type FeedMarkets = z.infer<typeof FeedMarketsSchema>;
