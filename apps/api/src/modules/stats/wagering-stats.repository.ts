import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { playerDailyWagering } from '../../db/schema/stats.ts';

export type DailyWageringRow = typeof playerDailyWagering.$inferSelect;
export type DailyWageringDelta = Pick<
  DailyWageringRow,
  'playerId' | 'day' | 'currency' | 'betCashMinor' | 'betBonusMinor' | 'refundMinor' | 'winMinor'
>;

/** Adds each delta to its player's day, creating the day on first use; one statement for the batch. */
export async function addToDays(tx: Executor, deltas: DailyWageringDelta[]): Promise<void> {
  if (deltas.length === 0) return;
  await tx
    .insert(playerDailyWagering)
    .values(deltas)
    .onConflictDoUpdate({
      target: [playerDailyWagering.playerId, playerDailyWagering.day, playerDailyWagering.currency],
      set: {
        betCashMinor: sql`${playerDailyWagering.betCashMinor} + excluded.bet_cash_minor`,
        betBonusMinor: sql`${playerDailyWagering.betBonusMinor} + excluded.bet_bonus_minor`,
        refundMinor: sql`${playerDailyWagering.refundMinor} + excluded.refund_minor`,
        winMinor: sql`${playerDailyWagering.winMinor} + excluded.win_minor`,
        updatedAt: sql`now()`,
      },
    });
}

export async function ofPlayer(
  db: Executor,
  playerId: bigint,
  fromDay: string,
  limit: number,
): Promise<DailyWageringRow[]> {
  return db
    .select()
    .from(playerDailyWagering)
    .where(and(eq(playerDailyWagering.playerId, playerId), gte(playerDailyWagering.day, fromDay)))
    .orderBy(desc(playerDailyWagering.day), playerDailyWagering.currency)
    .limit(limit);
}

/**
 * Players' net losses (stakes less refunds and wins, never below zero), each in their own
 * currency, over each window from a `fromDays` entry (a UTC date) to today, in one read: the bet
 * gate asks for every player betting at the same moment together.
 */
export async function netLossesOfPlayers(
  db: Executor,
  players: { playerId: bigint; currency: string }[],
  fromDays: string[],
): Promise<Map<string, bigint[]>> {
  const found = new Map<string, bigint[]>(
    players.map((p) => [`${p.playerId}:${p.currency}`, fromDays.map(() => 0n)]),
  );
  if (players.length === 0 || fromDays.length === 0) return found;
  const oldest = fromDays.reduce((a, b) => (a < b ? a : b));
  const rows = await db
    .select({
      playerId: playerDailyWagering.playerId,
      currency: playerDailyWagering.currency,
      day: playerDailyWagering.day,
      betCashMinor: playerDailyWagering.betCashMinor,
      betBonusMinor: playerDailyWagering.betBonusMinor,
      refundMinor: playerDailyWagering.refundMinor,
      winMinor: playerDailyWagering.winMinor,
    })
    .from(playerDailyWagering)
    .where(
      and(
        inArray(playerDailyWagering.playerId, [...new Set(players.map((p) => p.playerId))]),
        gte(playerDailyWagering.day, oldest),
      ),
    );
  for (const row of rows) {
    const sums = found.get(`${row.playerId}:${row.currency}`);
    if (!sums) continue;
    fromDays.forEach((from, i) => {
      if (row.day >= from)
        sums[i] =
          (sums[i] ?? 0n) + row.betCashMinor + row.betBonusMinor - row.refundMinor - row.winMinor;
    });
  }
  for (const sums of found.values()) sums.forEach((net, i) => (sums[i] = net > 0n ? net : 0n));
  return found;
}
