import { and, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { gameRounds } from '../../../db/schema/games.ts';
import { liveBets, liveRounds, liveShoes, liveTables } from '../../../db/schema/live.ts';
export type LiveRoundRow = typeof liveRounds.$inferSelect;
export type LiveBetRow = typeof liveBets.$inferSelect;
export type LiveShoeRow = typeof liveShoes.$inferSelect;

/**
 * Replaces the server seed of a round still taking bets (demo mode): a closing round's result may
 * already be drawn from the old seed. False when betting has closed.
 */
export async function replaceBettingSeed(
  db: Executor,
  id: bigint,
  seed: { serverSeed: string; serverSeedHash: string },
  now: Date,
): Promise<boolean> {
  const changed = await db
    .update(liveRounds)
    .set(seed)
    .where(
      and(
        eq(liveRounds.id, id),
        eq(liveRounds.phase, 'betting'),
        gt(liveRounds.bettingClosesAt, now),
      ),
    )
    .returning({ id: liveRounds.id });
  return changed.length > 0;
}

/** Writes a table as the code defines it (timings and limits follow the code). */
export async function upsertTable(
  db: Executor,
  row: typeof liveTables.$inferInsert,
): Promise<void> {
  await db
    .insert(liveTables)
    .values(row)
    .onConflictDoUpdate({
      target: liveTables.id,
      set: {
        bettingMs: row.bettingMs,
        decisionMs: row.decisionMs ?? null,
        minBetEurMinor: row.minBetEurMinor,
        maxBetEurMinor: row.maxBetEurMinor,
      },
    });
}

export async function latestRound(
  db: Executor,
  tableId: string,
): Promise<LiveRoundRow | undefined> {
  const [row] = await db
    .select()
    .from(liveRounds)
    .where(eq(liveRounds.tableId, tableId))
    .orderBy(desc(liveRounds.roundNo))
    .limit(1);
  return row;
}

export async function roundById(db: Executor, id: bigint): Promise<LiveRoundRow | undefined> {
  const [row] = await db.select().from(liveRounds).where(eq(liveRounds.id, id));
  return row;
}

/** Creates a round unless another driver already created this number (the pair is unique). */
/** Opens a round unless another opener already did (the round number is unique per table); true when this one did. */
export async function insertRound(
  db: Executor,
  row: typeof liveRounds.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(liveRounds)
    .values(row)
    .onConflictDoNothing({ target: [liveRounds.tableId, liveRounds.roundNo] })
    .returning({ id: liveRounds.id });
  return inserted.length > 0;
}

/**
 * Shares the round's row lock with other bets: many bets go in at once, but the close (an update
 * of the row) waits for them, and a bet waiting behind the close sees the round closed.
 */
export async function shareRound(db: Executor, id: bigint): Promise<LiveRoundRow | undefined> {
  const [row] = await db.select().from(liveRounds).where(eq(liveRounds.id, id)).for('share');
  return row;
}

/** Closes betting (waiting for bets holding the row); false when another driver closed it first. */
export async function closeBetting(db: Executor, id: bigint): Promise<boolean> {
  const rows = await db
    .update(liveRounds)
    .set({ phase: 'closed' })
    .where(and(eq(liveRounds.id, id), eq(liveRounds.phase, 'betting')))
    .returning({ id: liveRounds.id });
  return rows.length > 0;
}

export async function setResult(
  db: Executor,
  id: bigint,
  values: { result: unknown; shoePosition: number | null },
): Promise<void> {
  await db.update(liveRounds).set(values).where(eq(liveRounds.id, id));
}

export async function markRoundSettled(db: Executor, id: bigint, at: Date): Promise<boolean> {
  const rows = await db
    .update(liveRounds)
    .set({ phase: 'settled', settledAt: at })
    .where(and(eq(liveRounds.id, id), isNull(liveRounds.settledAt)))
    .returning({ id: liveRounds.id });
  return rows.length > 0;
}

/** The table's last settled rounds, newest first. */
export function settledRounds(db: Executor, tableId: string, limit: number) {
  return db
    .select()
    .from(liveRounds)
    .where(and(eq(liveRounds.tableId, tableId), isNotNull(liveRounds.settledAt)))
    .orderBy(desc(liveRounds.roundNo))
    .limit(limit);
}

export async function seatCount(db: Executor, liveRoundId: bigint): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(liveBets)
    .where(eq(liveBets.liveRoundId, liveRoundId));
  return row?.n ?? 0;
}

export async function insertBet(db: Executor, row: typeof liveBets.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(liveBets)
    .values(row)
    .onConflictDoNothing()
    .returning({ roundId: liveBets.roundId });
  return rows.length > 0;
}

export async function betOf(
  db: Executor,
  liveRoundId: bigint,
  sessionId: string,
): Promise<LiveBetRow | undefined> {
  const [row] = await db
    .select()
    .from(liveBets)
    .where(and(eq(liveBets.liveRoundId, liveRoundId), eq(liveBets.sessionId, sessionId)));
  return row;
}

/**
 * The seat a game session plays in a round: its own, or for real money the seat its player took
 * in the same currency from an earlier session (a reload launches a new one; one seat per player
 * and round). Locked when asked, for a decision on it.
 */
export async function seatOfSession(
  db: Executor,
  liveRoundId: bigint,
  session: { id: string; mode: 'real' | 'fun'; playerId: bigint | null; currency: string },
  options: { isLocked: boolean } = { isLocked: false },
): Promise<LiveBetRow | undefined> {
  const own = eq(liveBets.sessionId, session.id);
  const mine =
    session.mode === 'real' && session.playerId !== null
      ? or(
          own,
          and(
            eq(liveBets.playerId, session.playerId),
            eq(liveBets.mode, 'real'),
            eq(liveBets.currency, session.currency),
          ),
        )
      : own;
  const query = db
    .select()
    .from(liveBets)
    .where(and(eq(liveBets.liveRoundId, liveRoundId), mine))
    .orderBy(sql`${liveBets.sessionId} = ${session.id} desc`)
    .limit(1);
  const [row] = options.isLocked ? await query.for('update') : await query;
  return row;
}

/** Whether the player already has a seat in this round, through any of their game sessions of this mode. */
export async function playerSeated(
  db: Executor,
  liveRoundId: bigint,
  playerId: bigint,
  mode: 'real' | 'fun',
): Promise<boolean> {
  const [row] = await db
    .select({ sessionId: liveBets.sessionId })
    .from(liveBets)
    .where(
      and(
        eq(liveBets.liveRoundId, liveRoundId),
        eq(liveBets.playerId, playerId),
        eq(liveBets.mode, mode),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export function unsettledBets(db: Executor, liveRoundId: bigint, limit: number) {
  return db
    .select()
    .from(liveBets)
    .where(and(eq(liveBets.liveRoundId, liveRoundId), isNull(liveBets.settledAt)))
    .orderBy(liveBets.sessionId)
    .limit(limit);
}

/** A batch of a closed round's unsettled seats, locked: a seat another driver settled meanwhile drops out. */
export function lockUnsettledBets(db: Executor, liveRoundId: bigint, sessionIds: string[]) {
  return db
    .select()
    .from(liveBets)
    .where(
      and(
        eq(liveBets.liveRoundId, liveRoundId),
        inArray(liveBets.sessionId, sessionIds),
        isNull(liveBets.settledAt),
      ),
    )
    .orderBy(liveBets.sessionId)
    .for('update');
}

export async function markBetSettled(
  db: Executor,
  liveRoundId: bigint,
  sessionId: string,
  values: { winMinor: bigint; at: Date },
): Promise<void> {
  await db
    .update(liveBets)
    .set({ winMinor: values.winMinor, settledAt: values.at })
    .where(and(eq(liveBets.liveRoundId, liveRoundId), eq(liveBets.sessionId, sessionId)));
}

export async function currentShoe(db: Executor, tableId: string): Promise<LiveShoeRow | undefined> {
  const [row] = await db
    .select()
    .from(liveShoes)
    .where(and(eq(liveShoes.tableId, tableId), isNull(liveShoes.revealedAt)))
    .orderBy(desc(liveShoes.id))
    .limit(1);
  return row;
}

/** The table's last finished shoe (its seed is public once its cut card came out). */
export async function lastFinishedShoe(
  db: Executor,
  tableId: string,
): Promise<LiveShoeRow | undefined> {
  const [row] = await db
    .select()
    .from(liveShoes)
    .where(and(eq(liveShoes.tableId, tableId), isNotNull(liveShoes.revealedAt)))
    .orderBy(desc(liveShoes.id))
    .limit(1);
  return row;
}

export async function shoeById(db: Executor, id: bigint): Promise<LiveShoeRow | undefined> {
  const [row] = await db.select().from(liveShoes).where(eq(liveShoes.id, id));
  return row;
}

export async function insertShoe(
  db: Executor,
  row: typeof liveShoes.$inferInsert,
): Promise<LiveShoeRow> {
  const [created] = await db.insert(liveShoes).values(row).returning();
  if (!created) throw new Error('shoe insert returned nothing');
  return created;
}

export async function lockShoe(db: Executor, id: bigint): Promise<LiveShoeRow | undefined> {
  const [row] = await db.select().from(liveShoes).where(eq(liveShoes.id, id)).for('update');
  return row;
}

export async function setShoePosition(
  db: Executor,
  id: bigint,
  position: number,
  isFinished: boolean,
): Promise<void> {
  await db
    .update(liveShoes)
    .set({ position, ...(isFinished ? { revealedAt: new Date() } : {}) })
    .where(eq(liveShoes.id, id));
}

/** Writes a finished shoe's seeds into the recall of every seat that bet on one of its hands (what the verifier needs). */
export async function revealShoeToRounds(
  db: Executor,
  shoeId: bigint,
  shoe: { shoeServerSeed: string; shoeClientSeed: string; shoeServerSeedHash: string },
): Promise<void> {
  await db.execute(sql`
    update game_rounds set outcome = outcome || ${JSON.stringify(shoe)}::jsonb
    where id in (select b.round_id from live_bets b join live_rounds r on r.id = b.live_round_id where r.shoe_id = ${shoeId})`);
}

/** The game rounds of a batch of seats, locked for settling in one statement rather than one per seat. */
export function lockGameRounds(db: Executor, ids: string[]) {
  return db.select().from(gameRounds).where(inArray(gameRounds.id, ids)).for('update');
}
