import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { liveBets, liveRounds } from '../../../db/schema/live.ts';
import type { LiveBetRow, LiveRoundRow } from './live.repository.ts';

/*
 * The blackjack table's own reads and writes on the live tables. A seat's hands are not stored:
 * live_bets.hand keeps the seat number and the decisions in order, and the hands are replayed
 * from the round's seed (the engine is pure), so the stored log is the only truth about a seat.
 */

/**
 * The next seat number of a round, taken under a lock held until the bet commits, so two bets
 * racing into the same round never share a seat (they would otherwise share their extra cards).
 */
export async function nextSeat(tx: Executor, liveRoundId: bigint): Promise<number> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`live-blackjack-seat:${liveRoundId}`}, 0))`,
  );
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max((${liveBets.hand} ->> 'seat')::int) + 1, 0)::int` })
    .from(liveBets)
    .where(eq(liveBets.liveRoundId, liveRoundId));
  return row?.next ?? 0;
}

/** Seats that arrived without a number (written by code that did not ask for one), in bet order. */
export function seatsWithoutNumber(tx: Executor, liveRoundId: bigint) {
  return tx
    .select()
    .from(liveBets)
    .where(and(eq(liveBets.liveRoundId, liveRoundId), isNull(liveBets.hand)))
    .orderBy(asc(liveBets.createdAt), asc(liveBets.sessionId));
}

export async function setHand(
  tx: Executor,
  liveRoundId: bigint,
  sessionId: string,
  hand: unknown,
  addStakeMinor = 0n,
): Promise<void> {
  await tx
    .update(liveBets)
    .set({ hand, stakeMinor: sql`${liveBets.stakeMinor} + ${addStakeMinor.toString()}::bigint` })
    .where(and(eq(liveBets.liveRoundId, liveRoundId), eq(liveBets.sessionId, sessionId)));
}

/** Ends betting and opens the decision window; false when another driver did it first. */
export async function openDecisions(tx: Executor, id: bigint, closesAt: Date): Promise<boolean> {
  const rows = await tx
    .update(liveRounds)
    .set({ phase: 'decisions', decisionsCloseAt: closesAt })
    .where(and(eq(liveRounds.id, id), eq(liveRounds.phase, 'betting')))
    .returning({ id: liveRounds.id });
  return rows.length > 0;
}

/**
 * Ends the decision window with the dealer's result (waiting for decisions holding the row);
 * false when another driver closed it first.
 */
export async function closeDecisions(tx: Executor, id: bigint, result: unknown): Promise<boolean> {
  const rows = await tx
    .update(liveRounds)
    .set({ phase: 'closed', result })
    .where(and(eq(liveRounds.id, id), eq(liveRounds.phase, 'decisions')))
    .returning({ id: liveRounds.id });
  return rows.length > 0;
}

/** Marks the seats that had not finished when the window closed: they stand (the engine's timeout). */
export async function markTimedOut(tx: Executor, liveRoundId: bigint): Promise<number> {
  const rows = await tx
    .update(liveBets)
    .set({ hand: sql`${liveBets.hand} || '{"isTimedOut":true}'::jsonb` })
    .where(
      and(
        eq(liveBets.liveRoundId, liveRoundId),
        sql`coalesce((${liveBets.hand} ->> 'isFinished')::boolean, false) = false`,
      ),
    )
    .returning({ sessionId: liveBets.sessionId });
  return rows.length;
}

/** Seats still deciding (a seat with a blackjack on the deal counts as finished only through the deal). */
export async function unfinishedSeats(db: Executor, liveRoundId: bigint): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(liveBets)
    .where(
      and(
        eq(liveBets.liveRoundId, liveRoundId),
        sql`coalesce((${liveBets.hand} ->> 'isFinished')::boolean, false) = false`,
      ),
    );
  return row?.n ?? 0;
}

export type { LiveBetRow, LiveRoundRow };
