import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sportFeedEvents, sportFeedMarkets } from '../../db/schema/sports-mapping.ts';
import { sportBetLegs, sportEvents } from '../../db/schema/sports.ts';

export type FeedEventRow = typeof sportFeedEvents.$inferSelect;
export type FeedMarketRow = typeof sportFeedMarkets.$inferSelect;
type SportEventRow = typeof sportEvents.$inferSelect;

const OPEN_PHASES = ['not_started', 'live', 'ended'] as const;

export async function feedEvent(
  db: Executor,
  producer: number,
  externalId: string,
): Promise<FeedEventRow | undefined> {
  const [row] = await db
    .select()
    .from(sportFeedEvents)
    .where(and(eq(sportFeedEvents.producer, producer), eq(sportFeedEvents.externalId, externalId)));
  return row;
}

export async function lockFeedEvent(
  db: Executor,
  producer: number,
  externalId: string,
): Promise<FeedEventRow | undefined> {
  const [row] = await db
    .select()
    .from(sportFeedEvents)
    .where(and(eq(sportFeedEvents.producer, producer), eq(sportFeedEvents.externalId, externalId)))
    .for('update');
  return row;
}

export async function insertFeedEvent(
  db: Executor,
  row: typeof sportFeedEvents.$inferInsert,
): Promise<void> {
  await db.insert(sportFeedEvents).values(row).onConflictDoNothing();
}

/** A sighting: the names and start time as the producer now sends them. */
export async function touchFeedEvent(
  db: Executor,
  producer: number,
  externalId: string,
  seen: { homeName: string; awayName: string; startsAt: Date; at: Date },
): Promise<void> {
  await db
    .update(sportFeedEvents)
    .set({
      homeName: seen.homeName,
      awayName: seen.awayName,
      startsAt: seen.startsAt,
      lastSeenAt: seen.at,
    })
    .where(and(eq(sportFeedEvents.producer, producer), eq(sportFeedEvents.externalId, externalId)));
}

export async function updateFeedEvent(
  db: Executor,
  producer: number,
  externalId: string,
  set: Partial<typeof sportFeedEvents.$inferInsert>,
): Promise<void> {
  await db
    .update(sportFeedEvents)
    .set(set)
    .where(and(eq(sportFeedEvents.producer, producer), eq(sportFeedEvents.externalId, externalId)));
}

/** A producer's external events of one competition that feed an Orca event still open, with that event. */
export async function fedOpenEvents(
  db: Executor,
  producer: number,
  competition: string,
): Promise<{ externalId: string; event: SportEventRow }[]> {
  const rows = await db
    .select({ externalId: sportFeedEvents.externalId, event: sportEvents })
    .from(sportFeedEvents)
    .innerJoin(sportEvents, eq(sportEvents.id, sportFeedEvents.eventId))
    .where(
      and(
        eq(sportFeedEvents.producer, producer),
        eq(sportFeedEvents.competition, competition),
        inArray(sportFeedEvents.state, ['auto', 'mapped']),
        inArray(sportEvents.phase, [...OPEN_PHASES]),
      ),
    );
  return rows;
}

/** The rows the back office lists: events starting from `since`, soonest first. */
export async function feedEventsFrom(
  db: Executor,
  since: Date,
  state: FeedEventRow['state'] | null,
  limit: number,
): Promise<FeedEventRow[]> {
  return db
    .select()
    .from(sportFeedEvents)
    .where(
      and(
        gte(sportFeedEvents.startsAt, since),
        state === null ? undefined : eq(sportFeedEvents.state, state),
      ),
    )
    .orderBy(sportFeedEvents.startsAt, sportFeedEvents.producer, sportFeedEvents.externalId)
    .limit(limit);
}

export async function eventsByIds(db: Executor, ids: readonly string[]): Promise<SportEventRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(sportEvents)
    .where(inArray(sportEvents.id, [...ids]));
}

/** Orca events still to be played or under way that start between the two instants. */
export async function openEventsBetween(
  db: Executor,
  from: Date,
  to: Date,
): Promise<SportEventRow[]> {
  return db
    .select()
    .from(sportEvents)
    .where(
      and(
        inArray(sportEvents.phase, ['not_started', 'live']),
        gte(sportEvents.startsAt, from),
        lte(sportEvents.startsAt, to),
      ),
    )
    .orderBy(sportEvents.startsAt)
    .limit(500);
}

/** Whether any bet (in any state) has a leg on the event. */
export async function hasBets(db: Executor, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(sportBetLegs)
    .where(eq(sportBetLegs.eventId, eventId))
    .limit(1);
  return row !== undefined;
}

/* ---------- Markets ---------- */

/** Counts market keys met in one answer (key → times), creating rows for keys never met before. */
export async function noteMarketKeys(
  db: Executor,
  producer: number,
  counts: ReadonlyMap<string, number>,
  at: Date,
): Promise<void> {
  for (const [key, count] of counts)
    await db
      .insert(sportFeedMarkets)
      .values({ producer, externalKey: key, seenCount: count, lastSeenAt: at })
      .onConflictDoUpdate({
        target: [sportFeedMarkets.producer, sportFeedMarkets.externalKey],
        set: {
          seenCount: sql`${sportFeedMarkets.seenCount} + ${count}`,
          lastSeenAt: at,
        },
      });
}

export async function feedMarkets(db: Executor): Promise<FeedMarketRow[]> {
  return db
    .select()
    .from(sportFeedMarkets)
    .orderBy(sportFeedMarkets.producer, desc(sportFeedMarkets.seenCount));
}

export async function feedMarketsOf(db: Executor, producer: number): Promise<FeedMarketRow[]> {
  return db.select().from(sportFeedMarkets).where(eq(sportFeedMarkets.producer, producer));
}

export async function lockFeedMarket(
  db: Executor,
  producer: number,
  key: string,
): Promise<FeedMarketRow | undefined> {
  const [row] = await db
    .select()
    .from(sportFeedMarkets)
    .where(and(eq(sportFeedMarkets.producer, producer), eq(sportFeedMarkets.externalKey, key)))
    .for('update');
  return row;
}

export async function upsertFeedMarket(
  db: Executor,
  row: typeof sportFeedMarkets.$inferInsert,
): Promise<void> {
  const { producer: _producer, externalKey: _key, ...set } = row;
  await db
    .insert(sportFeedMarkets)
    .values(row)
    .onConflictDoUpdate({
      target: [sportFeedMarkets.producer, sportFeedMarkets.externalKey],
      set,
    });
}

/** Which of the events are recorded as created for one of the producer's external events. */
export async function recordedOwnEvents(
  db: Executor,
  producer: number,
  eventIds: readonly string[],
): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sportFeedEvents.ownEventId })
    .from(sportFeedEvents)
    .where(
      and(
        eq(sportFeedEvents.producer, producer),
        inArray(sportFeedEvents.ownEventId, [...eventIds]),
      ),
    );
  return new Set(rows.map((row) => row.id).filter((id) => id !== null));
}
