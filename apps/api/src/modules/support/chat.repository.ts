import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  chatConversations,
  chatMessages,
  chatPresence,
  supportPresence,
} from '../../db/schema/support.ts';
import { assert } from '../../platform/errors.ts';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

/** Whose conversations: a player's, or those of the visitor holding the token with this hash. */
export type ConversationOwner = { playerId: bigint } | { visitorTokenHash: string };

const ownedBy = (owner: ConversationOwner) =>
  'playerId' in owner
    ? eq(chatConversations.playerId, owner.playerId)
    : eq(chatConversations.visitorTokenHash, owner.visitorTokenHash);

const secondsAgo = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;

/** The owner's newest conversation, only an open one when `isOpen`. */
export async function newestOf(
  tx: Executor,
  owner: ConversationOwner,
  isOpen: boolean,
): Promise<ConversationRow | null> {
  const [row] = await tx
    .select()
    .from(chatConversations)
    .where(isOpen ? and(ownedBy(owner), eq(chatConversations.status, 'open')) : ownedBy(owner))
    .orderBy(desc(chatConversations.createdAt))
    .limit(1);
  return row ?? null;
}

export async function find(db: Executor, id: string): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.id, id))
    .limit(1);
  return row ?? null;
}

export async function listByStatus(
  db: Executor,
  status: 'open' | 'closed',
  limit: number,
): Promise<ConversationRow[]> {
  return db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.status, status))
    .orderBy(desc(chatConversations.lastMessageAt))
    .limit(limit);
}

export async function insertConversation(
  tx: Executor,
  values: Pick<
    typeof chatConversations.$inferInsert,
    'playerId' | 'visitorTokenHash' | 'visitorName' | 'visitorEmail' | 'language'
  >,
): Promise<ConversationRow> {
  const [row] = await tx.insert(chatConversations).values(values).returning();
  assert(row, 'an inserted conversation is returned');
  return row;
}

/** Changes a conversation's columns; null when it is gone. */
export async function update(
  tx: Executor,
  id: string,
  values: Partial<Pick<ConversationRow, 'visitorName' | 'visitorEmail' | 'assignedTo'>>,
): Promise<ConversationRow | null> {
  const [row] = await tx
    .update(chatConversations)
    .set(values)
    .where(eq(chatConversations.id, id))
    .returning();
  return row ?? null;
}

/** Closes an open conversation; null when it is gone or already closed. */
export async function close(tx: Executor, id: string): Promise<ConversationRow | null> {
  const [row] = await tx
    .update(chatConversations)
    .set({ status: 'closed', closedAt: sql`now()` })
    .where(and(eq(chatConversations.id, id), eq(chatConversations.status, 'open')))
    .returning();
  return row ?? null;
}

/** A line was added: the conversation moves up the operators' list. */
export async function touch(tx: Executor, id: string): Promise<ConversationRow | null> {
  const [row] = await tx
    .update(chatConversations)
    .set({ lastMessageAt: sql`now()` })
    .where(eq(chatConversations.id, id))
    .returning();
  return row ?? null;
}

/** An operator's line the player has not seen yet. */
export async function addUnread(tx: Executor, id: string): Promise<ConversationRow | null> {
  const [row] = await tx
    .update(chatConversations)
    .set({ unreadForPlayer: sql`${chatConversations.unreadForPlayer} + 1` })
    .where(eq(chatConversations.id, id))
    .returning();
  return row ?? null;
}

/** Operator lines not yet seen in the owner's conversations. */
export async function unreadOf(db: Executor, owner: ConversationOwner): Promise<number> {
  const [row] = await db
    .select({
      count: sql<number>`coalesce(sum(${chatConversations.unreadForPlayer}), 0)`.mapWith(Number),
    })
    .from(chatConversations)
    .where(ownedBy(owner));
  return row?.count ?? 0;
}

export async function markRead(db: Executor, owner: ConversationOwner): Promise<void> {
  await db
    .update(chatConversations)
    .set({ unreadForPlayer: 0 })
    .where(and(ownedBy(owner), gt(chatConversations.unreadForPlayer, 0)));
}

export async function insertMessage(
  tx: Executor,
  values: Pick<MessageRow, 'conversationId' | 'sender' | 'body' | 'operatorId'>,
): Promise<MessageRow> {
  const [row] = await tx.insert(chatMessages).values(values).returning();
  assert(row, 'an inserted message is returned');
  return row;
}

export async function messagesOf(db: Executor, conversationId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.id));
}

/** The newest message of each conversation. */
export async function lastMessagesOf(db: Executor, ids: readonly string[]) {
  return db
    .selectDistinctOn([chatMessages.conversationId], {
      conversationId: chatMessages.conversationId,
      body: chatMessages.body,
      sender: chatMessages.sender,
    })
    .from(chatMessages)
    .where(inArray(chatMessages.conversationId, [...ids]))
    .orderBy(chatMessages.conversationId, desc(chatMessages.id));
}

/** The oldest of the player's lines since an operator last spoke, per conversation (epoch ms). */
export async function waitingSinceOf(db: Executor, ids: readonly string[]) {
  return db
    .select({
      conversationId: chatMessages.conversationId,
      sinceMs: sql<number>`extract(epoch from min(${chatMessages.createdAt})) * 1000`.mapWith(
        Number,
      ),
    })
    .from(chatMessages)
    .where(
      and(
        inArray(chatMessages.conversationId, [...ids]),
        inArray(chatMessages.sender, ['player', 'visitor']),
        sql`${chatMessages.id} > coalesce((select max(o.id) from chat_messages o where o.conversation_id = ${chatMessages.conversationId} and o.sender = 'operator'), 0)`,
      ),
    )
    .groupBy(chatMessages.conversationId);
}

/** Whether a live socket of the owner refreshed its presence within the window. */
export async function isPresent(
  tx: Executor,
  owner: ConversationOwner,
  windowMs: number,
): Promise<boolean> {
  const who =
    'playerId' in owner
      ? eq(chatPresence.playerId, owner.playerId)
      : eq(chatPresence.visitorTokenHash, owner.visitorTokenHash);
  const [present] = await tx
    .select({ socketId: chatPresence.socketId })
    .from(chatPresence)
    .where(and(who, gt(chatPresence.lastSeenAt, secondsAgo(windowMs))))
    .limit(1);
  return present !== undefined;
}

export async function upsertPresence(
  db: Executor,
  socketId: string,
  values: { playerId: bigint | null; visitorTokenHash: string | null },
): Promise<void> {
  await db
    .insert(chatPresence)
    .values({ socketId, ...values })
    .onConflictDoUpdate({
      target: chatPresence.socketId,
      set: { ...values, lastSeenAt: sql`now()` },
    });
}

export async function deletePresence(db: Executor, socketId: string): Promise<void> {
  await db.delete(chatPresence).where(eq(chatPresence.socketId, socketId));
}

export async function deletePresenceOlderThan(db: Executor, staleMs: number): Promise<void> {
  await db.delete(chatPresence).where(lt(chatPresence.lastSeenAt, secondsAgo(staleMs)));
}

/** Whether any operator's back-office socket was seen within the window. */
export async function isOperatorPresent(db: Executor, windowMs: number): Promise<boolean> {
  const [row] = await db
    .select({ id: supportPresence.operatorId })
    .from(supportPresence)
    .where(gt(supportPresence.lastSeenAt, secondsAgo(windowMs)))
    .limit(1);
  return row !== undefined;
}

export async function touchOperator(db: Executor, operatorId: bigint): Promise<void> {
  await db
    .insert(supportPresence)
    .values({ operatorId })
    .onConflictDoUpdate({ target: supportPresence.operatorId, set: { lastSeenAt: sql`now()` } });
}

export async function clearOperator(db: Executor, operatorId: bigint): Promise<void> {
  await db.delete(supportPresence).where(eq(supportPresence.operatorId, operatorId));
}
