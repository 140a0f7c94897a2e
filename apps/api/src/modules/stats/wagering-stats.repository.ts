import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { playerDailyWagering } from '../../db/schema/index.ts';

export type DailyWageringRow = typeof playerDailyWagering.$inferSelect;
export type DailyWageringDelta = Pick<DailyWageringRow, 'playerId' | 'day' | 'currency' | 'betCashMinor' | 'betBonusMinor' | 'refundMinor' | 'winMinor'>;

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

export async function ofPlayer(db: Executor, playerId: bigint, fromDay: string, limit: number): Promise<DailyWageringRow[]> {
  return db
    .select()
    .from(playerDailyWagering)
    .where(and(eq(playerDailyWagering.playerId, playerId), gte(playerDailyWagering.day, fromDay)))
    .orderBy(desc(playerDailyWagering.day), playerDailyWagering.currency)
    .limit(limit);
}

/**
 * The player's net losses in `currency` (stakes less refunds and wins, never below zero) over each
 * window: days from each `fromDays` entry (UTC dates) to today, in one read of at most 31 rows.
 */
export async function netLossesSince(db: Executor, playerId: bigint, currency: string, fromDays: string[]): Promise<bigint[]> {
  if (fromDays.length === 0) return [];
  const oldest = fromDays.reduce((a, b) => (a < b ? a : b));
  const rows = await db
    .select({ day: playerDailyWagering.day, betCashMinor: playerDailyWagering.betCashMinor, betBonusMinor: playerDailyWagering.betBonusMinor, refundMinor: playerDailyWagering.refundMinor, winMinor: playerDailyWagering.winMinor })
    .from(playerDailyWagering)
    .where(and(eq(playerDailyWagering.playerId, playerId), eq(playerDailyWagering.currency, currency), gte(playerDailyWagering.day, oldest)));
  return fromDays.map((from) => {
    const net = rows.filter((r) => r.day >= from).reduce((sum, r) => sum + r.betCashMinor + r.betBonusMinor - r.refundMinor - r.winMinor, 0n);
    return net > 0n ? net : 0n;
  });
}
