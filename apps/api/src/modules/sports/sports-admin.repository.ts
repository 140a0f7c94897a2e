import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { players } from '../../db/schema/players.ts';
import { EUR_EQUIVALENT } from '@orca/contracts';
import {
  sportBetLegs,
  sportBetLimits,
  sportBets,
  sportEvents,
  sportMargins,
  sportLiabilityCaps,
  sportMarketBlocks,
  sportStakeFactors,
} from '../../db/schema/sports.ts';
import type {
  BetLimitName,
  CapScope,
  SportBetRow,
  SportEventPhase,
  SportEventRow,
} from './sports.repository.ts';

/* The back office's reads and writes of the sportsbook: events with their bets, liabilities, blocks, bets. */

const DAY_MS = 86_400_000;

export interface AdminEventFilter {
  phase?: SportEventPhase | undefined;
  league?: string | undefined;
  /** Kick-off on or after this UTC day's start. */
  from?: Date | undefined;
  /** Kick-off before the end of this UTC day. */
  to?: Date | undefined;
}

export async function eventsPage(
  db: Executor,
  filter: AdminEventFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: SportEventRow[]; total: number }> {
  const where = and(
    filter.phase ? eq(sportEvents.phase, filter.phase) : undefined,
    filter.league ? eq(sportEvents.tournamentId, filter.league) : undefined,
    filter.from ? gte(sportEvents.startsAt, filter.from) : undefined,
    filter.to ? lt(sportEvents.startsAt, new Date(filter.to.getTime() + DAY_MS)) : undefined,
  );
  const rows = await db
    .select()
    .from(sportEvents)
    .where(where)
    // Live first, then the next kick-offs, then the past: the order a trader reads the book in.
    .orderBy(
      sql`case ${sportEvents.phase} when 'live' then 0 when 'not_started' then 1 else 2 end`,
      sql`case when ${sportEvents.phase} in ('live', 'not_started') then ${sportEvents.startsAt} end asc`,
      desc(sportEvents.startsAt),
      asc(sportEvents.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(sportEvents).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function leagues(db: Executor): Promise<{ id: string; name: string }[]> {
  return db
    .selectDistinct({ id: sportEvents.tournamentId, name: sportEvents.tournamentName })
    .from(sportEvents)
    .orderBy(sportEvents.tournamentName);
}

/** How many bets (any status) have a leg on each event. */
export async function betCounts(
  db: Executor,
  eventIds: readonly string[],
): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({
      eventId: sportBetLegs.eventId,
      n: sql<number>`count(distinct ${sportBetLegs.betId})`,
    })
    .from(sportBetLegs)
    .where(inArray(sportBetLegs.eventId, [...eventIds]))
    .groupBy(sportBetLegs.eventId);
  return new Map(rows.map((row) => [row.eventId, Number(row.n)]));
}

/** Open and pending bets whose leg on the selection is not settled yet (a cancelled leg exposes nothing). */
const exposed = and(
  inArray(sportBets.status, ['open', 'pending']),
  sql`${sportBetLegs.result} is null`,
  eq(sportBetLegs.cancelled, 0),
);

export interface SelectionLiability {
  eventId: string;
  marketId: number;
  specifiers: string;
  outcomeId: number;
  currency: string;
  amountMinor: bigint;
}

/** The house's open liability per selection and currency: Σ (potential return − stake) of the bets on it. */
export async function selectionLiabilities(
  db: Executor,
  eventIds: readonly string[],
): Promise<SelectionLiability[]> {
  if (eventIds.length === 0) return [];
  const rows = await db
    .select({
      eventId: sportBetLegs.eventId,
      marketId: sportBetLegs.marketId,
      specifiers: sportBetLegs.specifiers,
      outcomeId: sportBetLegs.outcomeId,
      currency: sportBets.currency,
      amount: sql<string>`sum(${sportBets.potentialReturnMinor} - ${sportBets.stakeMinor})::text`,
    })
    .from(sportBetLegs)
    .innerJoin(sportBets, eq(sportBets.id, sportBetLegs.betId))
    .where(and(inArray(sportBetLegs.eventId, [...eventIds]), exposed))
    .groupBy(
      sportBetLegs.eventId,
      sportBetLegs.marketId,
      sportBetLegs.specifiers,
      sportBetLegs.outcomeId,
      sportBets.currency,
    );
  return rows.map((row) => ({ ...row, amountMinor: BigInt(row.amount) }));
}

/**
 * The house's open liability per event and currency: every exposed bet on the event counted once, as if it
 * won (the cautious reading: a multiple with two legs on other events counts in full).
 */
export async function eventLiabilities(
  db: Executor,
  eventIds: readonly string[],
): Promise<{ eventId: string; currency: string; amountMinor: bigint }[]> {
  if (eventIds.length === 0) return [];
  const onEvent = db
    .selectDistinct({ eventId: sportBetLegs.eventId, betId: sportBetLegs.betId })
    .from(sportBetLegs)
    .innerJoin(sportBets, eq(sportBets.id, sportBetLegs.betId))
    .where(and(inArray(sportBetLegs.eventId, [...eventIds]), exposed))
    .as('on_event');
  const rows = await db
    .select({
      eventId: onEvent.eventId,
      currency: sportBets.currency,
      amount: sql<string>`sum(${sportBets.potentialReturnMinor} - ${sportBets.stakeMinor})::text`,
    })
    .from(onEvent)
    .innerJoin(sportBets, eq(sportBets.id, onEvent.betId))
    .groupBy(onEvent.eventId, sportBets.currency);
  return rows.map((row) => ({
    eventId: row.eventId,
    currency: row.currency,
    amountMinor: BigInt(row.amount),
  }));
}

export type BlockRow = typeof sportMarketBlocks.$inferSelect;

export async function blocksOf(db: Executor, eventIds: readonly string[]): Promise<BlockRow[]> {
  if (eventIds.length === 0) return [];
  return db
    .select()
    .from(sportMarketBlocks)
    .where(inArray(sportMarketBlocks.eventId, [...eventIds]));
}

/** Adds the block unless it exists; answers whether it was added. */
export async function insertBlock(
  db: Executor,
  row: typeof sportMarketBlocks.$inferInsert,
): Promise<boolean> {
  const added = await db
    .insert(sportMarketBlocks)
    .values(row)
    .onConflictDoNothing({ target: [sportMarketBlocks.eventId, sportMarketBlocks.marketKey] })
    .returning({ eventId: sportMarketBlocks.eventId });
  return added.length > 0;
}

/** Removes the block; answers the row removed, if any. */
export async function deleteBlock(
  db: Executor,
  eventId: string,
  marketKey: string,
): Promise<BlockRow | undefined> {
  const [row] = await db
    .delete(sportMarketBlocks)
    .where(and(eq(sportMarketBlocks.eventId, eventId), eq(sportMarketBlocks.marketKey, marketKey)))
    .returning();
  return row;
}

export type MarginRow = typeof sportMargins.$inferSelect;

export async function marginOf(db: Executor, marketId: number): Promise<MarginRow | undefined> {
  const [row] = await db.select().from(sportMargins).where(eq(sportMargins.marketId, marketId));
  return row;
}

export async function upsertMargin(
  db: Executor,
  row: { marketId: number; margin: string; method: MarginRow['method'] },
): Promise<void> {
  const now = new Date();
  await db
    .insert(sportMargins)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: sportMargins.marketId,
      set: { margin: row.margin, method: row.method, updatedAt: now },
    });
}

/** The operator's liability caps as set, with when each was last set. */
export function liabilityCapRows(db: Executor) {
  return db.select().from(sportLiabilityCaps);
}

export async function upsertLiabilityCap(
  db: Executor,
  scope: CapScope,
  capEurMinor: bigint,
): Promise<void> {
  const now = new Date();
  await db
    .insert(sportLiabilityCaps)
    .values({ scope, capEurMinor, updatedAt: now })
    .onConflictDoUpdate({
      target: sportLiabilityCaps.scope,
      set: { capEurMinor, updatedAt: now },
    });
}

/** The operator's bet limits that are not amounts (live factor, odds range) as set. */
export function betLimitRows(db: Executor) {
  return db.select().from(sportBetLimits);
}

export async function upsertBetLimit(
  db: Executor,
  name: BetLimitName,
  value: string,
): Promise<void> {
  const now = new Date();
  await db
    .insert(sportBetLimits)
    .values({ name, value, updatedAt: now })
    .onConflictDoUpdate({ target: sportBetLimits.name, set: { value, updatedAt: now } });
}

/* ---------- Bets ---------- */

export interface AdminBetFilter {
  playerId?: bigint | undefined;
  eventId?: string | undefined;
  status?: SportBetRow['status'] | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  sort?: 'placed' | 'payout' | 'liability' | undefined;
}

/** An amount column of a bet in EUR minor units, at the contracts' EUR equivalents (for ordering only). */
function eurOf(amount: SQL): SQL {
  const cases = Object.entries(EUR_EQUIVALENT).map(
    ([currency, rate]) => sql`when ${currency} then ${amount} / ${rate}`,
  );
  return sql`(case ${sportBets.currency} ${sql.join(cases, sql` `)} else ${amount} end)`;
}

export async function betsPage(
  db: Executor,
  filter: AdminBetFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: SportBetRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    filter.playerId === undefined ? undefined : eq(sportBets.playerId, filter.playerId),
    filter.status ? eq(sportBets.status, filter.status) : undefined,
    filter.from ? gte(sportBets.placedAt, filter.from) : undefined,
    filter.to ? lt(sportBets.placedAt, new Date(filter.to.getTime() + DAY_MS)) : undefined,
    filter.eventId
      ? sql`exists (select 1 from ${sportBetLegs} where ${sportBetLegs.betId} = ${sportBets.id} and ${sportBetLegs.eventId} = ${filter.eventId})`
      : undefined,
  ];
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(sportBets)
    .where(where)
    .orderBy(
      ...(filter.sort === 'payout'
        ? [desc(eurOf(sql`${sportBets.potentialReturnMinor}`))]
        : filter.sort === 'liability'
          ? [desc(eurOf(sql`(${sportBets.potentialReturnMinor} - ${sportBets.stakeMinor})`))]
          : []),
      desc(sportBets.placedAt),
      desc(sportBets.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(sportBets).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function betById(db: Executor, id: bigint): Promise<SportBetRow | undefined> {
  const [row] = await db.select().from(sportBets).where(eq(sportBets.id, id));
  return row;
}

export async function eventsByIds(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, SportEventRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(sportEvents)
    .where(inArray(sportEvents.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

/* ---------- Players and stake factors ---------- */

export interface PlayerRef {
  id: bigint;
  username: string;
  currency: string;
}

/** A player by id (digits) or username (any case). */
export async function findPlayer(db: Executor, text: string): Promise<PlayerRef | undefined> {
  const byId = /^\d{1,18}$/.test(text) ? eq(players.id, BigInt(text)) : undefined;
  const byName = sql`lower(${players.username}) = lower(${text})`;
  const [row] = await db
    .select({ id: players.id, username: players.username, currency: players.currency })
    .from(players)
    .where(byId ? sql`${byId} or ${byName}` : byName)
    // A username made of digits that is also another player's id: the id wins.
    .orderBy(byId ? sql`case when ${byId} then 0 else 1 end` : asc(players.id))
    .limit(1);
  return row;
}

export async function usernames(
  db: Executor,
  ids: readonly bigint[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: players.id, username: players.username })
    .from(players)
    .where(inArray(players.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id.toString(), row.username]));
}

export type StakeFactorRow = typeof sportStakeFactors.$inferSelect;

export async function stakeFactorRow(
  db: Executor,
  playerId: bigint,
): Promise<StakeFactorRow | undefined> {
  const [row] = await db
    .select()
    .from(sportStakeFactors)
    .where(eq(sportStakeFactors.playerId, playerId));
  return row;
}

export async function upsertStakeFactor(
  db: Executor,
  playerId: bigint,
  factor: string,
): Promise<void> {
  const now = new Date();
  await db
    .insert(sportStakeFactors)
    .values({ playerId, factor, updatedAt: now })
    .onConflictDoUpdate({ target: sportStakeFactors.playerId, set: { factor, updatedAt: now } });
}

/** Players with a factor set, most recently changed first. */
export async function stakeFactors(
  db: Executor,
  limit: number,
): Promise<(StakeFactorRow & { username: string; currency: string })[]> {
  return db
    .select({
      playerId: sportStakeFactors.playerId,
      factor: sportStakeFactors.factor,
      updatedAt: sportStakeFactors.updatedAt,
      username: players.username,
      currency: players.currency,
    })
    .from(sportStakeFactors)
    .innerJoin(players, eq(players.id, sportStakeFactors.playerId))
    .orderBy(desc(sportStakeFactors.updatedAt))
    .limit(limit);
}
