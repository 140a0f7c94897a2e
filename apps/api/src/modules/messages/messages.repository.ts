import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { playerMessages } from '../../db/schema/messages.ts';

export type MessageRow = typeof playerMessages.$inferSelect;
export type NewMessage = Pick<
  MessageRow,
  'playerId' | 'noticeId' | 'kind' | 'params' | 'createdAt'
>;

/** Inserts one message per notice; a notice already turned into a message is skipped. Returns the new rows. */
export async function insertNew(
  tx: Executor,
  messages: NewMessage[],
): Promise<Pick<MessageRow, 'id' | 'playerId'>[]> {
  if (messages.length === 0) return [];
  return tx
    .insert(playerMessages)
    .values(messages)
    .onConflictDoNothing({ target: playerMessages.noticeId })
    .returning({ id: playerMessages.id, playerId: playerMessages.playerId });
}

/** The player's messages of the newest `groupsMax` dates (to the second), newest date first, then newest row first. */
export async function newestGroups(
  db: Executor,
  playerId: bigint,
  groupsMax: number,
): Promise<MessageRow[]> {
  const dates = db
    .selectDistinct({ createdAt: playerMessages.createdAt })
    .from(playerMessages)
    .where(eq(playerMessages.playerId, playerId))
    .orderBy(desc(playerMessages.createdAt))
    .limit(groupsMax);
  return db
    .select()
    .from(playerMessages)
    .where(and(eq(playerMessages.playerId, playerId), inArray(playerMessages.createdAt, dates)))
    .orderBy(desc(playerMessages.createdAt), desc(playerMessages.id));
}

/**
 * Deletes the merged message `id` belongs to: every row of the player with the same date. The
 * player is part of both conditions, so another player's id deletes nothing. Returns how many went.
 */
export async function deleteGroup(db: Executor, playerId: bigint, id: bigint): Promise<number> {
  const deleted = await db
    .delete(playerMessages)
    .where(
      and(
        eq(playerMessages.playerId, playerId),
        eq(
          playerMessages.createdAt,
          sql`(select m.created_at from player_messages m where m.id = ${id} and m.player_id = ${playerId})`,
        ),
      ),
    )
    .returning({ id: playerMessages.id });
  return deleted.length;
}

export async function deleteAll(db: Executor, playerId: bigint): Promise<void> {
  await db.delete(playerMessages).where(eq(playerMessages.playerId, playerId));
}
