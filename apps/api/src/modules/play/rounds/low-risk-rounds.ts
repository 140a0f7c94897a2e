import { isOutcomeOf } from '@orca/contracts';
import { isLowRiskBetSet } from '@orca/games/live/low-risk';
import { and, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { gameRounds } from '../../../db/schema/games.ts';

/**
 * Which of these rounds are low-risk bet sets (@orca/games live/low-risk): live seats backing
 * opposite outcomes or covering most of the table. A live seat's bets are stored whole with its
 * round when it is placed, so this reads the rounds once, after the fact, for the bonus
 * domain's wagering; external providers' rounds carry no bets and are never low-risk here.
 */
export async function lowRiskRounds(
  db: Executor,
  roundIds: readonly string[],
): Promise<Set<string>> {
  if (roundIds.length === 0) return new Set();
  const rows = await db
    .select({ id: gameRounds.id, outcome: gameRounds.outcome })
    .from(gameRounds)
    .where(
      and(
        inArray(gameRounds.id, [...new Set(roundIds)]),
        sql`${gameRounds.outcome}->>'kind' = 'live'`,
      ),
    );
  return new Set(
    rows.flatMap((row) =>
      isOutcomeOf(row.outcome, 'live') && isLowRiskBetSet(row.outcome.bets) ? [row.id] : [],
    ),
  );
}
