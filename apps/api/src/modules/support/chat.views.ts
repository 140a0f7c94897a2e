import type { AdminChatSummary, ChatConversation, ChatMessage } from '@orca/contracts';
import type { Executor } from '../../db/client.ts';
import * as repo from './chat.repository.ts';
import type { ConversationRow, MessageRow } from './chat.repository.ts';

/**
 * What the chat shows of people whose records other modules own: players' and operators' names
 * and a player's addresses, asked of their services rather than read from their tables.
 */
export interface ChatDirectory {
  usernamesOf(ids: readonly bigint[]): Promise<Map<string, string>>;
  operatorNamesOf(ids: readonly bigint[]): Promise<Map<string, string>>;
  /** The player's email once verified, else null; read inside the reply's transaction. */
  verifiedEmailOf(id: bigint, tx: Executor): Promise<string | null>;
  identity(id: bigint): Promise<{ username: string; email: string }>;
}

const idsOf = (ids: readonly (bigint | null)[]) => ids.filter((id) => id !== null);
const nameIn = (names: Map<string, string>, id: bigint | null) =>
  id === null ? null : (names.get(String(id)) ?? null);

export function messageOf(row: MessageRow, operatorName: string | null): ChatMessage {
  return {
    id: String(row.id),
    conversationId: row.conversationId,
    sender: row.sender,
    operatorName,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The chat's rows as players and operators see them, with the names the directory gives. */
export function createChatViews(db: Executor, directory: () => ChatDirectory) {
  // A list without anyone to name asks nobody, as the chat always did.
  async function operatorNames(ids: readonly (bigint | null)[]): Promise<Map<string, string>> {
    const present = idsOf(ids);
    return present.length === 0 ? new Map() : directory().operatorNamesOf(present);
  }

  async function messagesOf(conversationId: string): Promise<ChatMessage[]> {
    const rows = await repo.messagesOf(db, conversationId);
    const names = await operatorNames(rows.map((row) => row.operatorId));
    return rows.map((row) => messageOf(row, nameIn(names, row.operatorId)));
  }

  async function assignedName(row: ConversationRow): Promise<string | null> {
    return nameIn(await operatorNames([row.assignedTo]), row.assignedTo);
  }

  async function conversationView(row: ConversationRow): Promise<ChatConversation> {
    return {
      id: row.id,
      status: row.status,
      operatorName: await assignedName(row),
      createdAt: row.createdAt.toISOString(),
      messages: await messagesOf(row.id),
    };
  }

  async function summaries(rows: readonly ConversationRow[]): Promise<AdminChatSummary[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const playerIds = idsOf(rows.map((row) => row.playerId));
    const usernames =
      playerIds.length === 0 ? new Map<string, string>() : await directory().usernamesOf(playerIds);
    const names = await operatorNames(rows.map((row) => row.assignedTo));
    const lastOf = new Map(
      (await repo.lastMessagesOf(db, ids)).map((row) => [row.conversationId, row]),
    );
    const waitingOf = new Map(
      (await repo.waitingSinceOf(db, ids)).map((row) => [
        row.conversationId,
        new Date(row.sinceMs).toISOString(),
      ]),
    );
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      playerId: row.playerId === null ? null : String(row.playerId),
      username: nameIn(usernames, row.playerId),
      visitorName: row.visitorName,
      visitorEmail: row.visitorEmail,
      language: row.language,
      assignedTo: row.assignedTo === null ? null : String(row.assignedTo),
      assignedName: nameIn(names, row.assignedTo),
      lastMessage: lastOf.get(row.id)?.body ?? null,
      lastSender: lastOf.get(row.id)?.sender ?? null,
      waitingSince: row.status === 'open' ? (waitingOf.get(row.id) ?? null) : null,
      createdAt: row.createdAt.toISOString(),
      lastMessageAt: row.lastMessageAt.toISOString(),
    }));
  }

  return { messagesOf, assignedName, conversationView, summaries };
}
