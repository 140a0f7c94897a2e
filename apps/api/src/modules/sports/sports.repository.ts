import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import { marketKey } from '@orca/contracts';
import type { Executor } from '../../db/client.ts';
import {
  sportBetLegs,
  sportBets,
  sportCashOutOffers,
  sportEvents,
  sportFeedMessages,
  sportEventLiabilities,
  sportLiabilities,
  sportBetLimits,
  sportLiabilityCaps,
  sportMarketLiabilities,
  sportSportLiabilities,
  sportMargins,
  sportMarketBlocks,
  sportStakeFactors,
} from '../../db/schema/sports.ts';

export type SportEventRow = typeof sportEvents.$inferSelect;
export type SportBetRow = typeof sportBets.$inferSelect;
export type SportBetLegRow = typeof sportBetLegs.$inferSelect;
export type SportEventPhase = SportEventRow['phase'];
export type EventHead = Pick<
  SportEventRow,
  | 'id'
  | 'tournamentId'
  | 'homeId'
  | 'homeName'
  | 'awayId'
  | 'awayName'
  | 'startsAt'
  | 'serverSeed'
  | 'serverSeedHash'
  | 'seedRevealedAt'
>;

/* ---------- Events ---------- */

/** Creates the event unless it exists (another instance, a restart): the id is the producer's. */
export async function insertEvent(db: Executor, row: typeof sportEvents.$inferInsert) {
  await db.insert(sportEvents).values(row).onConflictDoNothing({ target: sportEvents.id });
}

export async function eventById(db: Executor, id: string): Promise<SportEventRow | undefined> {
  const [row] = await db.select().from(sportEvents).where(eq(sportEvents.id, id));
  return row;
}

/** What a bet's view names of its matches: the events without their feed book, in one read. */
export async function eventHeadsOf(db: Executor, ids: readonly string[]): Promise<EventHead[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: sportEvents.id,
      tournamentId: sportEvents.tournamentId,
      homeId: sportEvents.homeId,
      homeName: sportEvents.homeName,
      awayId: sportEvents.awayId,
      awayName: sportEvents.awayName,
      startsAt: sportEvents.startsAt,
      serverSeed: sportEvents.serverSeed,
      serverSeedHash: sportEvents.serverSeedHash,
      seedRevealedAt: sportEvents.seedRevealedAt,
    })
    .from(sportEvents)
    .where(inArray(sportEvents.id, [...new Set(ids)]));
}

/** The event held for this transaction: feed messages apply one at a time per event. */
export async function lockEvent(db: Executor, id: string): Promise<SportEventRow | undefined> {
  const [row] = await db.select().from(sportEvents).where(eq(sportEvents.id, id)).for('update');
  return row;
}

/**
 * The events a bet names, shared: a feed message (which locks for update) waits for the bet to commit, and a
 * bet behind a message sees its bet stop.
 */
export async function shareEvents(db: Executor, ids: readonly string[]): Promise<SportEventRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(sportEvents)
    .where(inArray(sportEvents.id, [...ids]))
    .for('share');
}

export async function updateEvent(
  db: Executor,
  id: string,
  set: Partial<typeof sportEvents.$inferInsert>,
): Promise<void> {
  await db
    .update(sportEvents)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(sportEvents.id, id));
}

/** Events with a feed message due by `now`, soonest first. */
export async function dueEventIds(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: sportEvents.id })
    .from(sportEvents)
    .where(and(isNotNull(sportEvents.nextMessageAt), lte(sportEvents.nextMessageAt, now)))
    .orderBy(asc(sportEvents.nextMessageAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** When the next feed message of any event is due; null when none is. */
export async function nextMessageAt(db: Executor): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`min(${sportEvents.nextMessageAt})` })
    .from(sportEvents);
  return row?.at ? new Date(row.at) : null;
}

/** The latest kick-off scheduled by a producer; null before its first. */
export async function latestStart(db: Executor, producer: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`max(${sportEvents.startsAt})` })
    .from(sportEvents)
    .where(eq(sportEvents.producer, producer));
  return row?.at ? new Date(row.at) : null;
}

export interface EventFilter {
  sport?: string | undefined;
  phases: readonly SportEventPhase[];
  tournament?: string | undefined;
}

function eventWhere(filter: EventFilter) {
  return and(
    inArray(sportEvents.phase, [...filter.phases]),
    filter.sport ? eq(sportEvents.sport, filter.sport) : undefined,
    filter.tournament ? eq(sportEvents.tournamentId, filter.tournament) : undefined,
  );
}

export async function eventsPage(
  db: Executor,
  filter: EventFilter,
  page: { limit: number; offset: number; newestFirst: boolean },
): Promise<{ rows: SportEventRow[]; total: number }> {
  const where = eventWhere(filter);
  const rows = await db
    .select()
    .from(sportEvents)
    .where(where)
    .orderBy(
      page.newestFirst ? desc(sportEvents.startsAt) : asc(sportEvents.startsAt),
      asc(sportEvents.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(sportEvents).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Live and upcoming counts per sport. */
export async function sportCounts(
  db: Executor,
): Promise<{ sport: string; live: number; upcoming: number }[]> {
  const rows = await db
    .select({
      sport: sportEvents.sport,
      live: sql<number>`count(*) filter (where ${sportEvents.phase} = 'live')`,
      upcoming: sql<number>`count(*) filter (where ${sportEvents.phase} = 'not_started')`,
    })
    .from(sportEvents)
    .groupBy(sportEvents.sport)
    .orderBy(sportEvents.sport);
  return rows.map((row) => ({
    sport: row.sport,
    live: Number(row.live),
    upcoming: Number(row.upcoming),
  }));
}

export async function insertFeedMessage(
  db: Executor,
  row: typeof sportFeedMessages.$inferInsert,
): Promise<void> {
  await db.insert(sportFeedMessages).values(row);
}

/** An event's applied messages in order: what a replay reads. */
export async function feedMessagesOf(db: Executor, eventId: string) {
  return db
    .select()
    .from(sportFeedMessages)
    .where(eq(sportFeedMessages.eventId, eventId))
    .orderBy(asc(sportFeedMessages.producer), asc(sportFeedMessages.sequence));
}

/* ---------- Bets ---------- */

export async function betByKey(
  db: Executor,
  playerId: bigint,
  key: string,
): Promise<SportBetRow | undefined> {
  const [row] = await db
    .select()
    .from(sportBets)
    .where(and(eq(sportBets.playerId, playerId), eq(sportBets.idempotencyKey, key)));
  return row;
}

export async function insertBet(
  db: Executor,
  row: typeof sportBets.$inferInsert,
): Promise<SportBetRow | undefined> {
  const [created] = await db
    .insert(sportBets)
    .values(row)
    .onConflictDoNothing({ target: [sportBets.playerId, sportBets.idempotencyKey] })
    .returning();
  return created;
}

export async function insertLegs(
  db: Executor,
  rows: (typeof sportBetLegs.$inferInsert)[],
): Promise<void> {
  await db.insert(sportBetLegs).values(rows);
}

export async function updateBet(
  db: Executor,
  id: bigint,
  set: Partial<typeof sportBets.$inferInsert>,
): Promise<void> {
  await db.update(sportBets).set(set).where(eq(sportBets.id, id));
}

/** Records a cash-out offer; answers its id. */
export async function insertCashOutOffer(
  db: Executor,
  row: { betId: bigint; amountMinor: bigint; returnMinor: bigint; expiresAt: Date },
): Promise<string> {
  const [inserted] = await db
    .insert(sportCashOutOffers)
    .values(row)
    .returning({ id: sportCashOutOffers.id });
  if (!inserted) throw new Error('an offer is recorded');
  return inserted.id;
}

/** The offer, held for this transaction: requests carrying it take turns, and only the first finds it unused. */
export async function lockCashOutOffer(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(sportCashOutOffers)
    .where(eq(sportCashOutOffers.id, id))
    .for('update');
  return row;
}

export async function useCashOutOffer(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(sportCashOutOffers).set({ usedAt: at }).where(eq(sportCashOutOffers.id, id));
}

/** The bets held for this transaction, in id order (every writer locks in that order). */
export async function lockBets(db: Executor, ids: readonly bigint[]): Promise<SportBetRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(sportBets)
    .where(inArray(sportBets.id, [...ids]))
    .orderBy(asc(sportBets.id))
    .for('update');
}

export async function legsOfBets(db: Executor, ids: readonly bigint[]): Promise<SportBetLegRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(sportBetLegs)
    .where(inArray(sportBetLegs.betId, [...ids]))
    .orderBy(asc(sportBetLegs.betId), asc(sportBetLegs.legNo));
}

export async function betOfPlayer(
  db: Executor,
  playerId: bigint,
  id: bigint,
): Promise<SportBetRow | undefined> {
  const [row] = await db
    .select()
    .from(sportBets)
    .where(and(eq(sportBets.id, id), eq(sportBets.playerId, playerId)));
  return row;
}

export async function betsOfPlayer(
  db: Executor,
  playerId: bigint,
  filter: { status?: 'open' | 'settled' | undefined; limit: number; offset: number },
): Promise<{ rows: SportBetRow[]; total: number }> {
  const where = and(
    eq(sportBets.playerId, playerId),
    filter.status === 'open'
      ? inArray(sportBets.status, ['open', 'pending'])
      : filter.status === 'settled'
        ? inArray(sportBets.status, ['won', 'lost', 'void', 'refused', 'cashed_out'])
        : undefined,
  );
  const rows = await db
    .select()
    .from(sportBets)
    .where(where)
    .orderBy(desc(sportBets.placedAt), desc(sportBets.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(sportBets).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function updateLegOdds(
  db: Executor,
  betId: bigint,
  legNo: number,
  odds: string,
): Promise<void> {
  await db
    .update(sportBetLegs)
    .set({ odds })
    .where(and(eq(sportBetLegs.betId, betId), eq(sportBetLegs.legNo, legNo)));
}

/** Bets with a leg on the market (one outcome, or all of them), for settlement. */
export async function betIdsOnMarket(
  db: Executor,
  market: { eventId: string; marketId: number; specifiers: string; outcomeId?: number },
): Promise<bigint[]> {
  const rows = await db
    .selectDistinct({ id: sportBetLegs.betId })
    .from(sportBetLegs)
    .where(
      and(
        eq(sportBetLegs.eventId, market.eventId),
        eq(sportBetLegs.marketId, market.marketId),
        eq(sportBetLegs.specifiers, market.specifiers),
        market.outcomeId === undefined ? undefined : eq(sportBetLegs.outcomeId, market.outcomeId),
      ),
    );
  return rows.map((row) => row.id);
}

/** Records the feed's settlement of an outcome on its legs (null result: a rollback reopens them). */
export async function settleLegs(
  db: Executor,
  selection: { eventId: string; marketId: number; specifiers: string; outcomeId: number },
  set: { result: number | null; voidFactor: string | null; deadHeatFactor: string | null },
): Promise<void> {
  await db
    .update(sportBetLegs)
    .set(set)
    .where(
      and(
        eq(sportBetLegs.eventId, selection.eventId),
        eq(sportBetLegs.marketId, selection.marketId),
        eq(sportBetLegs.specifiers, selection.specifiers),
        eq(sportBetLegs.outcomeId, selection.outcomeId),
      ),
    );
}

/**
 * Cancels (or restores) the market's legs of bets placed inside [start, end) (open ends when null), and
 * answers the bets touched.
 */
export async function cancelLegs(
  db: Executor,
  market: { eventId: string; marketId: number; specifiers: string },
  window: { start: Date | null; end: Date | null },
  cancelled: boolean,
): Promise<bigint[]> {
  const inWindow = sql`${sportBetLegs.betId} in (select ${sportBets.id} from ${sportBets} where true
    ${window.start ? sql`and ${sportBets.placedAt} >= ${window.start.toISOString()}::timestamptz` : sql``}
    ${window.end ? sql`and ${sportBets.placedAt} < ${window.end.toISOString()}::timestamptz` : sql``})`;
  const rows = await db
    .update(sportBetLegs)
    .set({ cancelled: cancelled ? 1 : 0 })
    .where(
      and(
        eq(sportBetLegs.eventId, market.eventId),
        eq(sportBetLegs.marketId, market.marketId),
        eq(sportBetLegs.specifiers, market.specifiers),
        ne(sportBetLegs.cancelled, cancelled ? 1 : 0),
        inWindow,
      ),
    )
    .returning({ betId: sportBetLegs.betId });
  return [...new Set(rows.map((row) => row.betId))];
}

/** In-play bets whose delay ended by `now` and that no request confirmed (a restart, a lost request). */
export async function pendingBetIdsDue(db: Executor, now: Date): Promise<bigint[]> {
  const rows = await db
    .select({ id: sportBets.id })
    .from(sportBets)
    .where(and(eq(sportBets.status, 'pending'), lte(sportBets.acceptAt, now)))
    .orderBy(asc(sportBets.id))
    .limit(200);
  return rows.map((row) => row.id);
}

export interface Selection {
  eventId: string;
  marketId: number;
  specifiers: string;
  outcomeId: number;
}

/** The exposures after a change, for the caps: each selection's, market line's, event's and sport's. */
export interface Exposures {
  selections: bigint[];
  markets: bigint[];
  events: Map<string, bigint>;
  sports: bigint[];
}

/**
 * Adds `deltaMinor` to the house's exposure on each selection, and once per bet on each of its market lines,
 * events and sports (negative takes it off), and answers the exposures after. The rows are taken in key order,
 * selections, then markets, events and sports, so bets on shared rows queue and never cross.
 */
export async function addExposure(
  db: Executor,
  selections: readonly Selection[],
  currency: string,
  deltaMinor: bigint,
): Promise<Exposures> {
  const keyOf = (s: Selection) =>
    `${s.eventId}|${marketKey(s.marketId, s.specifiers)}|${s.outcomeId}`;
  const ordered = [...selections].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
  const after = new Map<string, bigint>();
  for (const selection of ordered) {
    const [row] = await db
      .insert(sportLiabilities)
      .values({
        eventId: selection.eventId,
        marketKey: marketKey(selection.marketId, selection.specifiers),
        outcomeId: selection.outcomeId,
        currency,
        exposureMinor: deltaMinor,
      })
      .onConflictDoUpdate({
        target: [
          sportLiabilities.eventId,
          sportLiabilities.marketKey,
          sportLiabilities.outcomeId,
          sportLiabilities.currency,
        ],
        set: { exposureMinor: sql`${sportLiabilities.exposureMinor} + ${deltaMinor}` },
      })
      .returning({ exposure: sportLiabilities.exposureMinor });
    after.set(keyOf(selection), row?.exposure ?? deltaMinor);
  }
  const lines = [
    ...new Map(
      selections.map((s) => [
        `${s.eventId}|${marketKey(s.marketId, s.specifiers)}`,
        { eventId: s.eventId, marketKey: marketKey(s.marketId, s.specifiers) },
      ]),
    ),
  ].sort(([a], [b]) => (a < b ? -1 : 1));
  const markets: bigint[] = [];
  for (const [, line] of lines) {
    const [row] = await db
      .insert(sportMarketLiabilities)
      .values({ ...line, currency, exposureMinor: deltaMinor })
      .onConflictDoUpdate({
        target: [
          sportMarketLiabilities.eventId,
          sportMarketLiabilities.marketKey,
          sportMarketLiabilities.currency,
        ],
        set: { exposureMinor: sql`${sportMarketLiabilities.exposureMinor} + ${deltaMinor}` },
      })
      .returning({ exposure: sportMarketLiabilities.exposureMinor });
    markets.push(row?.exposure ?? deltaMinor);
  }
  const eventIds = [...new Set(selections.map((s) => s.eventId))].sort();
  const events = new Map<string, bigint>();
  for (const eventId of eventIds) {
    const [row] = await db
      .insert(sportEventLiabilities)
      .values({ eventId, currency, exposureMinor: deltaMinor })
      .onConflictDoUpdate({
        target: [sportEventLiabilities.eventId, sportEventLiabilities.currency],
        set: { exposureMinor: sql`${sportEventLiabilities.exposureMinor} + ${deltaMinor}` },
      })
      .returning({ exposure: sportEventLiabilities.exposureMinor });
    events.set(eventId, row?.exposure ?? deltaMinor);
  }
  const sportRows =
    eventIds.length === 0
      ? []
      : await db
          .selectDistinct({ sport: sportEvents.sport })
          .from(sportEvents)
          .where(inArray(sportEvents.id, eventIds));
  const sports: bigint[] = [];
  for (const sport of sportRows.map((row) => row.sport).sort()) {
    const [row] = await db
      .insert(sportSportLiabilities)
      .values({ sport, currency, exposureMinor: deltaMinor })
      .onConflictDoUpdate({
        target: [sportSportLiabilities.sport, sportSportLiabilities.currency],
        set: { exposureMinor: sql`${sportSportLiabilities.exposureMinor} + ${deltaMinor}` },
      })
      .returning({ exposure: sportSportLiabilities.exposureMinor });
    sports.push(row?.exposure ?? deltaMinor);
  }
  return { selections: selections.map((s) => after.get(keyOf(s)) ?? 0n), markets, events, sports };
}

export type CapScope = (typeof sportLiabilityCaps.$inferSelect)['scope'];
export type BetLimitName = (typeof sportBetLimits.$inferSelect)['name'];

/** The operator's liability caps in EUR minor units; a scope the operator never set is absent. */
export async function liabilityCaps(db: Executor): Promise<Partial<Record<CapScope, bigint>>> {
  const rows = await db.select().from(sportLiabilityCaps);
  return Object.fromEntries(rows.map((row) => [row.scope, row.capEurMinor]));
}

/** The operator's bet limits as decimal text; a limit the operator never set is absent. */
export async function betLimits(db: Executor): Promise<Partial<Record<BetLimitName, string>>> {
  const rows = await db.select().from(sportBetLimits);
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

/**
 * Holds the player's bets for this transaction (a transaction-scoped advisory lock), so two bets of one player
 * read the day's winnings one after the other.
 */
export async function lockPlayerBets(db: Executor, playerId: bigint): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`orca.sports.bets:${playerId}`}, 0))`,
  );
}

/** Σ (potential return − stake) over the player's bets placed since `since` that were not refused. */
export async function potentialWinningsSince(
  db: Executor,
  playerId: bigint,
  since: Date,
): Promise<bigint> {
  const [row] = await db
    .select({
      total: sql<
        string | null
      >`sum(greatest(${sportBets.potentialReturnMinor} - ${sportBets.stakeMinor}, 0))`,
    })
    .from(sportBets)
    .where(
      and(
        eq(sportBets.playerId, playerId),
        gte(sportBets.placedAt, since),
        ne(sportBets.status, 'refused'),
      ),
    );
  return BigInt(row?.total ?? 0);
}

export async function stakeFactorOf(db: Executor, playerId: bigint): Promise<string | null> {
  const [row] = await db
    .select({ factor: sportStakeFactors.factor })
    .from(sportStakeFactors)
    .where(eq(sportStakeFactors.playerId, playerId));
  return row?.factor ?? null;
}

/* ---------- Operator's settings ---------- */

/** The operator's suspensions per event: market keys, `*` for the whole event. */
export async function blocksOf(
  db: Executor,
  eventIds: readonly string[],
): Promise<Map<string, Set<string>>> {
  const blocks = new Map<string, Set<string>>();
  if (eventIds.length === 0) return blocks;
  const rows = await db
    .select({ eventId: sportMarketBlocks.eventId, marketKey: sportMarketBlocks.marketKey })
    .from(sportMarketBlocks)
    .where(inArray(sportMarketBlocks.eventId, [...eventIds]));
  for (const row of rows) {
    const keys = blocks.get(row.eventId) ?? new Set<string>();
    keys.add(row.marketKey);
    blocks.set(row.eventId, keys);
  }
  return blocks;
}

export async function margins(db: Executor) {
  return db.select().from(sportMargins);
}
