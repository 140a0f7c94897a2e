import type { AdminLiveMessage, ChatMessage, ChatOpen, ChatPush } from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import type { Operator } from '../admin/operator.service.ts';
import * as repo from './chat.repository.ts';
import type { ConversationOwner, ConversationRow } from './chat.repository.ts';
import { messageOf, type createChatViews } from './chat.views.ts';

/** Who is on the other side of the chat: a logged-in player, or a visitor holding a chat token (maybe none yet). */
export type ChatIdentity =
  { kind: 'player'; playerId: bigint } | { kind: 'visitor'; token: string | null };

/** The bus topic a player's or visitor's sockets follow, on every instance. */
export const chatPlayerTopic = (playerId: bigint) => `chat.player.${playerId}`;
export const chatVisitorTopic = (tokenHash: string) => `chat.visitor.${tokenHash}`;
/** Who a live socket is following the chat for: presence rows name the player, or the visitor's token hash. */
export type ChatPresenceOwner = { playerId: bigint | null; visitorToken: string | null };

/** Every operator socket follows this one. */
export const CHAT_OPERATORS_TOPIC = 'chat.operators';

export function ownerOf(identity: ChatIdentity): ConversationOwner | null {
  if (identity.kind === 'player') return { playerId: identity.playerId };
  return identity.token === null ? null : { visitorTokenHash: hashToken(identity.token) };
}

function topicOf(row: Pick<ConversationRow, 'playerId' | 'visitorTokenHash'>): string | null {
  if (row.playerId !== null) return chatPlayerTopic(row.playerId);
  return row.visitorTokenHash !== null ? chatVisitorTopic(row.visitorTokenHash) : null;
}

/**
 * A chat's conversations as their player or visitor meets them: one open conversation per person,
 * each line stored and then announced on the bus to their sockets and to every operator's.
 */
export function createChatConversations(
  db: Database,
  events: EventBus,
  views: ReturnType<typeof createChatViews>,
) {
  async function publish(row: ConversationRow, push: ChatPush): Promise<void> {
    const topic = topicOf(row);
    if (topic) await events.publish(topic, push);
    const [summary] = await views.summaries([row]);
    if (summary)
      await events.publish(CHAT_OPERATORS_TOPIC, {
        type: 'chat.conversation',
        conversation: summary,
      } satisfies AdminLiveMessage);
    if (push.type === 'chat.message')
      await events.publish(CHAT_OPERATORS_TOPIC, push satisfies AdminLiveMessage);
  }

  /** The open conversation of this player or visitor token, if any. */
  async function findOpen(
    identity: ChatIdentity,
    tx: Executor = db,
  ): Promise<ConversationRow | null> {
    const owner = ownerOf(identity);
    return owner === null ? null : repo.newestOf(tx, owner, true);
  }

  /** The newest conversation, open or closed, so a reload after closing still shows the history. */
  async function findLatest(
    identity: ChatIdentity,
    tx: Executor = db,
  ): Promise<ConversationRow | null> {
    const owner = ownerOf(identity);
    return owner === null ? null : repo.newestOf(tx, owner, false);
  }

  async function open(
    identity: ChatIdentity,
    input: ChatOpen,
    language: string,
  ): Promise<{ row: ConversationRow; token: string | null }> {
    const existing = await findOpen(identity);
    if (existing) return reuse(existing, identity, input, db);
    return inTransaction(db, async (tx) => {
      // Racing first lines of one player (or visitor token) take turns here, so the later ones find
      // the conversation the first opened: one person, one open conversation.
      if (identity.kind === 'player')
        await lockForTransaction(tx, `chat-open:player:${identity.playerId}`);
      else if (identity.token !== null)
        await lockForTransaction(tx, `chat-open:visitor:${hashToken(identity.token)}`);
      const opened = await findOpen(identity, tx);
      return opened ? reuse(opened, identity, input, tx) : create(identity, input, language, tx);
    });
  }

  /** An open conversation found again; a visitor's newly given name or email is kept on it. */
  async function reuse(
    existing: ConversationRow,
    identity: ChatIdentity,
    input: ChatOpen,
    tx: Executor,
  ): Promise<{ row: ConversationRow; token: string | null }> {
    if (identity.kind === 'visitor' && (input.name || input.email)) {
      const updated = await repo.update(tx, existing.id, {
        visitorName: input.name ?? existing.visitorName,
        visitorEmail: input.email ?? existing.visitorEmail,
      });
      return { row: updated ?? existing, token: null };
    }
    return { row: existing, token: null };
  }

  async function create(
    identity: ChatIdentity,
    input: ChatOpen,
    language: string,
    tx: Executor,
  ): Promise<{ row: ConversationRow; token: string | null }> {
    // A visitor keeps their token across conversations, so one tab's history stays theirs; a token
    // this server never issued gets a fresh one (the browser stores what the answer carries), so the
    // only tokens in use are the server's random ones, never one a visitor, or a page, made up.
    const isIssued =
      identity.kind === 'visitor' &&
      identity.token !== null &&
      (await findLatest(identity, tx)) !== null;
    const fresh = identity.kind === 'visitor' && !isIssued ? newToken() : null;
    const tokenHash =
      identity.kind === 'visitor' ? (fresh?.hash ?? hashToken(identity.token ?? '')) : null;
    const row = await repo.insertConversation(tx, {
      playerId: identity.kind === 'player' ? identity.playerId : null,
      visitorTokenHash: tokenHash,
      visitorName: identity.kind === 'visitor' ? (input.name ?? null) : null,
      visitorEmail: identity.kind === 'visitor' ? (input.email ?? null) : null,
      language,
    });
    return { row, token: fresh?.token ?? null };
  }

  /** A line added to the conversation; an operator's carries their name as the player sees it. */
  async function append(
    row: ConversationRow,
    sender: ChatMessage['sender'],
    body: string,
    operator: Pick<Operator, 'id' | 'username'> | null,
    tx: Executor = db,
  ): Promise<{ message: ChatMessage; row: ConversationRow }> {
    const inserted = await repo.insertMessage(tx, {
      conversationId: row.id,
      sender,
      body,
      operatorId: operator?.id ?? null,
    });
    const updated = await repo.touch(tx, row.id);
    if (!updated) throw new AppError('internal_error');
    return { message: messageOf(inserted, operator?.username ?? null), row: updated };
  }

  async function conversationFor(id: string): Promise<ConversationRow> {
    const row = await repo.find(db, id);
    if (!row) throw new AppError('not_found');
    return row;
  }

  return { publish, findOpen, findLatest, open, append, conversationFor };
}
