import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sportBetLegs, sportBets } from '../../db/schema/sports.ts';

/**
 * The potential returns, per currency, of the bets a result of the event decides: every bet with a leg on it
 * that is open, in its in-play delay, or settled (a resettlement may turn it). Refused and cashed-out bets are
 * final, so a result moves none of their money.
 */
export async function potentialReturnsOnEvent(
  db: Executor,
  eventId: string,
): Promise<{ currency: string; amountMinor: bigint }[]> {
  const onEvent = db
    .selectDistinct({ betId: sportBetLegs.betId })
    .from(sportBetLegs)
    .where(eq(sportBetLegs.eventId, eventId))
    .as('on_event');
  const rows = await db
    .select({
      currency: sportBets.currency,
      amount: sql<string>`sum(${sportBets.potentialReturnMinor})::text`,
    })
    .from(onEvent)
    .innerJoin(sportBets, eq(sportBets.id, onEvent.betId))
    .where(inArray(sportBets.status, ['pending', 'open', 'won', 'lost', 'void']))
    .groupBy(sportBets.currency);
  return rows.map((row) => ({ currency: row.currency, amountMinor: BigInt(row.amount) }));
}
