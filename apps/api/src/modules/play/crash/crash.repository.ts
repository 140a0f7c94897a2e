import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { crashBets, crashChains, crashGames } from '../../../db/schema/games.ts';

export type ChainRow = typeof crashChains.$inferSelect;
export type CrashGameRow = typeof crashGames.$inferSelect;
export type CrashBetRow = typeof crashBets.$inferSelect;

export async function latestChain(db: Executor): Promise<ChainRow | undefined> {
  const [row] = await db.select().from(crashChains).orderBy(desc(crashChains.id)).limit(1);
  return row;
}

export async function insertChain(
  db: Executor,
  row: typeof crashChains.$inferInsert,
): Promise<ChainRow> {
  const [created] = await db.insert(crashChains).values(row).returning();
  if (!created) throw new Error('chain insert returned nothing');
  return created;
}

export async function chainById(db: Executor, id: bigint): Promise<ChainRow | undefined> {
  const [row] = await db.select().from(crashChains).where(eq(crashChains.id, id));
  return row;
}

export async function latestGame(db: Executor): Promise<CrashGameRow | undefined> {
  const [row] = await db.select().from(crashGames).orderBy(desc(crashGames.id)).limit(1);
  return row;
}

/** Creates the next game unless another instance already did (the chain position is unique). */
export async function insertGame(db: Executor, row: typeof crashGames.$inferInsert): Promise<void> {
  await db
    .insert(crashGames)
    .values(row)
    .onConflictDoNothing({ target: [crashGames.chainId, crashGames.chainIndex] });
}

export async function gameByHash(db: Executor, hash: string): Promise<CrashGameRow | undefined> {
  const [row] = await db.select().from(crashGames).where(eq(crashGames.hash, hash)).limit(1);
  return row;
}

/**
 * Games not settled yet, busted or still to bust, soonest bust first (the partial index on
 * unsettled games): the settler settles the busted ones and sleeps until the next bust.
 */
export function unsettled(db: Executor) {
  return db
    .select()
    .from(crashGames)
    .where(isNull(crashGames.settledAt))
    .orderBy(crashGames.bustsAt, crashGames.id);
}

export async function markSettled(db: Executor, id: bigint): Promise<void> {
  await db
    .update(crashGames)
    .set({ settledAt: new Date() })
    .where(and(eq(crashGames.id, id), isNull(crashGames.settledAt)));
}

export function history(db: Executor, now: Date, limit: number) {
  return db
    .select()
    .from(crashGames)
    .where(lt(crashGames.bustsAt, now))
    .orderBy(desc(crashGames.id))
    .limit(limit);
}

export async function insertBet(
  db: Executor,
  row: typeof crashBets.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(crashBets)
    .values(row)
    .onConflictDoNothing()
    .returning({ roundId: crashBets.roundId });
  return rows.length > 0;
}

export function betsOf(db: Executor, gameId: bigint) {
  return db
    .select()
    .from(crashBets)
    .where(eq(crashBets.crashGameId, gameId))
    .orderBy(crashBets.createdAt);
}

export async function lockBet(
  db: Executor,
  gameId: bigint,
  sessionId: string,
): Promise<CrashBetRow | undefined> {
  const [row] = await db
    .select()
    .from(crashBets)
    .where(and(eq(crashBets.crashGameId, gameId), eq(crashBets.sessionId, sessionId)))
    .for('update');
  return row;
}

/**
 * A player's bet on a game still riding, from any of their real-money sessions in `currency`,
 * locked: a reload opens a new game session, and the bet must still be cashed out from it.
 */
export async function lockRidingBetOfPlayer(
  db: Executor,
  gameId: bigint,
  playerId: bigint,
  currency: string,
): Promise<CrashBetRow | undefined> {
  const [row] = await db
    .select()
    .from(crashBets)
    .where(
      and(
        eq(crashBets.crashGameId, gameId),
        eq(crashBets.playerId, playerId),
        eq(crashBets.mode, 'real'),
        eq(crashBets.currency, currency),
        isNull(crashBets.cashoutHundredths),
      ),
    )
    .orderBy(crashBets.createdAt)
    .limit(1)
    .for('update');
  return row;
}

/** Whether a player has a real-money bet on a game from any of their sessions. */
export async function hasRealBetOfPlayer(
  db: Executor,
  gameId: bigint,
  playerId: bigint,
): Promise<boolean> {
  const [row] = await db
    .select({ roundId: crashBets.roundId })
    .from(crashBets)
    .where(
      and(
        eq(crashBets.crashGameId, gameId),
        eq(crashBets.playerId, playerId),
        eq(crashBets.mode, 'real'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Bets of a busted game still waiting for their result, locked for settling. */
export function lockUnsettledBets(db: Executor, gameId: bigint) {
  return db
    .select()
    .from(crashBets)
    .where(
      and(
        eq(crashBets.crashGameId, gameId),
        sql`${crashBets.winMinor} = 0`,
        sql`not exists (select 1 from game_rounds r where r.id = ${crashBets.roundId} and r.status = 'closed')`,
      ),
    )
    .orderBy(crashBets.sessionId)
    .for('update');
}

export async function setCashout(
  db: Executor,
  gameId: bigint,
  sessionId: string,
  values: { cashoutHundredths: number | null; winMinor: bigint },
): Promise<void> {
  await db
    .update(crashBets)
    .set(values)
    .where(and(eq(crashBets.crashGameId, gameId), eq(crashBets.sessionId, sessionId)));
}
