import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { sportEvents } from './sports.ts';

/*
 * Feed mapping (issue 24). Every external event a producer meets is recorded with the Orca event it feeds, so
 * a trader can point two feeds' copies of one real match at one Orca event, or drop a feed's event; and every
 * market key a producer meets that it cannot translate by itself is recorded, for a trader to map to a market
 * of the catalogue or ignore.
 */

export const sportFeedEvents = pgTable(
  'sport_feed_events',
  {
    producer: integer('producer').notNull(),
    /** The producer's own id of the event (The Odds API's hex id, a UOF URN). */
    externalId: text('external_id').notNull(),
    /** auto: feeds the event it created; mapped: a trader pointed it at another event; ignored: dropped. */
    state: text('state', { enum: ['auto', 'mapped', 'ignored'] })
      .notNull()
      .default('auto'),
    /** The Orca event its messages are applied to; null while ignored or before its event exists. */
    eventId: text('event_id').references(() => sportEvents.id),
    /** The event the producer created for it, if any (kept after a mapping: it is where it came from). */
    ownEventId: text('own_event_id').references(() => sportEvents.id),
    sport: text('sport').notNull(),
    competition: text('competition').notNull(),
    homeName: text('home_name').notNull(),
    awayName: text('away_name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The operator of the last map, unmap or ignore, and why. */
    changedBy: text('changed_by'),
    reason: text('reason'),
    changedAt: timestamp('changed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.producer, t.externalId] }),
    index('sport_feed_events_event_idx').on(t.eventId),
    index('sport_feed_events_state_start_idx').on(t.state, t.startsAt),
    check(
      'sport_feed_events_mapped_has_event',
      sql`${t.state} <> 'mapped' or ${t.eventId} is not null`,
    ),
  ],
);

export const sportFeedMarkets = pgTable(
  'sport_feed_markets',
  {
    producer: integer('producer').notNull(),
    /** The producer's key of the market (`btts`, `h2h_lay`). */
    externalKey: text('external_key').notNull(),
    state: text('state', { enum: ['unmapped', 'mapped', 'ignored'] })
      .notNull()
      .default('unmapped'),
    /** The catalogue's market id it is translated to while mapped. */
    marketId: integer('market_id'),
    /** How many times it was met in the producer's answers (once per event and poll). */
    seenCount: integer('seen_count').notNull().default(0),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    changedBy: text('changed_by'),
    reason: text('reason'),
    changedAt: timestamp('changed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.producer, t.externalKey] }),
    check(
      'sport_feed_markets_mapped_has_market',
      sql`${t.state} <> 'mapped' or ${t.marketId} is not null`,
    ),
  ],
);
