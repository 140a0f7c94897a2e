import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { challenges } from '../../db/schema/rewards.ts';
import { lockForTransaction } from '../../db/locks.ts';

export type ChallengeRow = typeof challenges.$inferSelect;
export type OpenChallenge = Pick<
  ChallengeRow,
  'id' | 'gameId' | 'multiplier' | 'minBetEurMinor' | 'prizeEurMinor' | 'createdAt'
>;

/** The open challenges, the consumer's whole working set: the partial index on open rows answers it. */
export async function openChallenges(db: Executor): Promise<OpenChallenge[]> {
  return db
    .select({
      id: challenges.id,
      gameId: challenges.gameId,
      multiplier: challenges.multiplier,
      minBetEurMinor: challenges.minBetEurMinor,
      prizeEurMinor: challenges.prizeEurMinor,
      createdAt: challenges.createdAt,
    })
    .from(challenges)
    .where(eq(challenges.status, 'open'));
}

/**
 * Marks the challenge won by the round if it is still open: the condition makes the claim atomic,
 * so of two rounds racing for one challenge exactly one gets the row back. Null when it was not open.
 */
export async function claim(
  tx: Executor,
  id: bigint,
  win: { playerId: bigint; roundId: string; prizeMinor: bigint; prizeCurrency: string },
): Promise<ChallengeRow | null> {
  const [row] = await tx
    .update(challenges)
    .set({
      status: 'won',
      winnerPlayerId: win.playerId,
      winnerRoundId: win.roundId,
      prizeMinor: win.prizeMinor,
      prizeCurrency: win.prizeCurrency,
      wonAt: sql`now()`,
    })
    .where(and(eq(challenges.id, id), eq(challenges.status, 'open')))
    .returning();
  return row ?? null;
}

/** Challenges in the given states: open ones first, by multiplier; won ones newest first. */
export async function list(
  db: Executor,
  statuses: readonly ChallengeRow['status'][],
): Promise<ChallengeRow[]> {
  return db
    .select()
    .from(challenges)
    .where(inArray(challenges.status, [...statuses]))
    .orderBy(
      sql`case ${challenges.status} when 'open' then 0 when 'paused' then 1 else 2 end`,
      desc(challenges.wonAt),
      asc(challenges.multiplier),
      asc(challenges.id),
    );
}

export async function lock(tx: Executor, id: bigint): Promise<ChallengeRow | undefined> {
  const [row] = await tx.select().from(challenges).where(eq(challenges.id, id)).for('update');
  return row;
}

/** Whether the game has a challenge at this multiplier that is not won yet (open or paused). */
export async function hasUnwon(tx: Executor, gameId: string, multiplier: number): Promise<boolean> {
  const rows = await tx
    .select({ id: challenges.id })
    .from(challenges)
    .where(
      and(
        eq(challenges.gameId, gameId),
        eq(challenges.multiplier, multiplier),
        ne(challenges.status, 'won'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insert(
  tx: Executor,
  row: {
    gameId: string;
    multiplier: number;
    prizeEurMinor: bigint;
    minBetEurMinor: bigint;
    createdBy: bigint | null;
  },
): Promise<ChallengeRow> {
  const [inserted] = await tx.insert(challenges).values(row).returning();
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
}

export async function setStatus(
  tx: Executor,
  id: bigint,
  status: 'open' | 'paused',
): Promise<ChallengeRow> {
  const [row] = await tx
    .update(challenges)
    .set({ status })
    .where(eq(challenges.id, id))
    .returning();
  if (!row) throw new Error('the locked challenge vanished');
  return row;
}

/**
 * Inserts each (game, multiplier) that never had a challenge, won or not: the demo's challenges
 * appear once, and one a player has won stays won across restarts. The advisory lock lets two
 * instances starting together take turns.
 */
export async function insertMissing(
  tx: Executor,
  rows: readonly {
    gameId: string;
    multiplier: number;
    prizeEurMinor: bigint;
    minBetEurMinor: bigint;
  }[],
): Promise<number> {
  await lockForTransaction(tx, 'challenges-seed:demo');
  let inserted = 0;
  for (const row of rows) {
    const existing = await tx
      .select({ id: challenges.id })
      .from(challenges)
      .where(and(eq(challenges.gameId, row.gameId), eq(challenges.multiplier, row.multiplier)))
      .limit(1);
    if (existing.length > 0) continue;
    await tx.insert(challenges).values({ ...row, createdBy: null });
    inserted += 1;
  }
  return inserted;
}
