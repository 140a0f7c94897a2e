import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sportBetLegs, sportCashOutRules } from '../../db/schema/sports.ts';

/* The automatic cash-out rules' table (sport_cash_out_rules): one threshold per bet. */

export type CashOutRuleRow = typeof sportCashOutRules.$inferSelect;

/** The thresholds of these bets' rules, by bet id. */
export async function thresholdsOf(
  db: Executor,
  betIds: readonly bigint[],
): Promise<Map<bigint, bigint>> {
  if (betIds.length === 0) return new Map();
  const rows = await db
    .select({ betId: sportCashOutRules.betId, thresholdMinor: sportCashOutRules.thresholdMinor })
    .from(sportCashOutRules)
    .where(inArray(sportCashOutRules.betId, [...betIds]));
  return new Map(rows.map((row) => [row.betId, row.thresholdMinor]));
}

/** The bet's rule, held for this transaction (taken after the bet's own lock, as every writer does). */
export async function lockRule(db: Executor, betId: bigint): Promise<CashOutRuleRow | undefined> {
  const [row] = await db
    .select()
    .from(sportCashOutRules)
    .where(eq(sportCashOutRules.betId, betId))
    .for('update');
  return row;
}

export async function upsertRule(
  db: Executor,
  row: { betId: bigint; playerId: bigint; thresholdMinor: bigint },
): Promise<void> {
  await db
    .insert(sportCashOutRules)
    .values(row)
    .onConflictDoUpdate({
      target: sportCashOutRules.betId,
      set: { thresholdMinor: row.thresholdMinor, createdAt: new Date() },
    });
}

export async function deleteRule(db: Executor, betId: bigint): Promise<void> {
  await db.delete(sportCashOutRules).where(eq(sportCashOutRules.betId, betId));
}

/** Bets with a rule and a leg on this event, in id order (the order every writer locks bets in). */
export async function ruleBetIdsOnEvent(db: Executor, eventId: string): Promise<bigint[]> {
  const rows = await db
    .selectDistinct({ betId: sportCashOutRules.betId })
    .from(sportCashOutRules)
    .innerJoin(sportBetLegs, eq(sportBetLegs.betId, sportCashOutRules.betId))
    .where(eq(sportBetLegs.eventId, eventId))
    .orderBy(asc(sportCashOutRules.betId));
  return rows.map((row) => row.betId);
}

/** Up to `limit` bets with a rule, in id order. */
export async function ruleBetIds(db: Executor, limit: number): Promise<bigint[]> {
  const rows = await db
    .select({ betId: sportCashOutRules.betId })
    .from(sportCashOutRules)
    .orderBy(asc(sportCashOutRules.betId))
    .limit(limit);
  return rows.map((row) => row.betId);
}
