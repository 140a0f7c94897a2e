import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { sportUofProducers } from '../../../db/schema/sports.ts';

/** The stored recovery timestamps of these UOF producers (by UOF id). */
export async function lastMessageTimes(
  db: Executor,
  producers: readonly number[],
): Promise<Map<number, number>> {
  if (producers.length === 0) return new Map();
  const rows = await db
    .select()
    .from(sportUofProducers)
    .where(inArray(sportUofProducers.producer, [...producers]));
  return new Map(rows.map((row) => [row.producer, row.lastMessageAt]));
}

/** Moves a producer's recovery timestamp forward (never back: messages of a recovery may be older). */
export async function storeLastMessageTime(
  db: Executor,
  producer: number,
  at: number,
): Promise<void> {
  await db
    .insert(sportUofProducers)
    .values({ producer, lastMessageAt: at })
    .onConflictDoUpdate({
      target: sportUofProducers.producer,
      set: {
        lastMessageAt: sql`greatest(${sportUofProducers.lastMessageAt}, excluded.last_message_at)`,
        updatedAt: sql`now()`,
      },
    });
}
