import {
  CHAT_PRESENCE_WINDOW_MS,
  isLanguage,
  type AdminChatDetail,
  type AdminChatSummary,
  type AdminLiveMessage,
  type ChatConversation,
  type ChatMessage,
  type ChatOffline,
  type ChatOpen,
  type ChatOpened,
  type ChatPush,
} from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events.ts';
import { translate } from '../../platform/i18n.ts';
import type { Mailer } from '../../platform/mail.ts';
import { port } from '../../platform/port.ts';
import { hashToken } from '../../platform/tokens.ts';
import type { Operator } from '../admin/operator.service.ts';
import { createChatPresence } from './chat.presence.ts';
import * as repo from './chat.repository.ts';
import type { ConversationRow } from './chat.repository.ts';
import { createChatViews, type ChatDirectory } from './chat.views.ts';
import {
  CHAT_OPERATORS_TOPIC,
  chatPlayerTopic,
  chatVisitorTopic,
  createChatConversations,
  ownerOf,
  type ChatIdentity,
} from './chat.conversations.ts';

const CONVERSATIONS_LISTED_MAX = 200;

/**
 * The in-house live chat (decision 016): conversations and messages in the database, delivery over
 * the event bus so the player's instance and the operator's need not be the same. A push is only a
 * notice: the same history is read over the API after a reconnect. Names and addresses of players
 * and operators come through `directory`, which the support module binds from their services.
 */
export function createChatService(deps: {
  db: Database;
  events: EventBus;
  mailer: Mailer;
  supportAddress: () => Promise<string>;
}) {
  const { db, events } = deps;
  const directory = port<ChatDirectory>('support chat directory');
  const views = createChatViews(db, () => directory.get());

  const { publish, findOpen, findLatest, open, append, conversationFor } = createChatConversations(
    db,
    events,
    views,
  );

  /** No live socket of the conversation's player or visitor refreshed its presence within the window. */
  async function isAway(row: ConversationRow, tx: Executor): Promise<boolean> {
    const owner =
      row.playerId !== null
        ? { playerId: row.playerId }
        : row.visitorTokenHash !== null
          ? { visitorTokenHash: row.visitorTokenHash }
          : null;
    return owner === null || !(await repo.isPresent(tx, owner, CHAT_PRESENCE_WINDOW_MS));
  }

  /**
   * Where the offline promise ("we will answer by email") is kept. A player: their email only once
   * verified, since an unverified address may be anyone's. A visitor: the address they gave with their
   * message, as a contact ticket's answer goes to its sender's address. The mail carries only the
   * operator's words, never anything the visitor typed (not even their name), so giving someone
   * else's address relays no text of the visitor's choosing to it.
   */
  async function replyAddress(row: ConversationRow, tx: Executor): Promise<string | null> {
    if (row.playerId !== null) return directory.get().verifiedEmailOf(row.playerId, tx);
    return row.visitorEmail;
  }

  async function audited(
    operator: Operator,
    id: string,
    change: (tx: Executor) => Promise<ConversationRow | null>,
    action: 'assign' | 'close',
    before: Record<string, unknown>,
    after: Record<string, unknown>,
  ): Promise<ConversationRow> {
    return inTransaction(db, async (tx) => {
      const updated = await change(tx);
      if (!updated) throw new AppError('not_found');
      await recordAudit(tx, {
        actorKind: 'operator',
        actorId: String(operator.id),
        action: `support.chat.${action}`,
        targetKind: 'chat_conversation',
        targetId: id,
        before,
        after,
        ip: operator.ip,
      });
      return updated;
    });
  }

  return {
    directory,
    ...createChatPresence(db),

    async open(identity: ChatIdentity, input: ChatOpen, language: string): Promise<ChatOpened> {
      const { row, token } = await open(identity, input, language);
      return { conversation: await views.conversationView(row), token };
    },

    async current(identity: ChatIdentity): Promise<ChatConversation | null> {
      const row = await findLatest(identity);
      return row ? views.conversationView(row) : null;
    },

    /** A player's line opens a conversation if none is open; a visitor's needs the token their conversation gave them. */
    async send(identity: ChatIdentity, body: string, language: string): Promise<ChatMessage> {
      const row =
        identity.kind === 'player'
          ? (await open(identity, {}, language)).row
          : await findOpen(identity);
      if (!row) throw new AppError('not_found');
      const appended = await append(row, identity.kind, body, null);
      await publish(appended.row, { type: 'chat.message', message: appended.message });
      return appended.message;
    },

    /**
     * The message left while nobody is on line: kept in the conversation and mailed to the support
     * address in the same transaction. A visitor must say who they are so support can answer.
     */
    async leaveMessage(
      identity: ChatIdentity,
      input: ChatOffline,
      language: string,
    ): Promise<ChatOpened> {
      let email = input.email ?? null;
      let name = input.name ?? null;
      if (identity.kind === 'player') {
        const player = await directory.get().identity(identity.playerId);
        email = email ?? player.email;
        name = name ?? player.username;
      } else if (!email || !name) {
        throw name
          ? new FieldRuleError('validation_error', 'email', 'chat_email_invalid')
          : new FieldRuleError('validation_error', 'name', 'chat_name_length');
      }
      const { row, token } = await open(
        identity,
        identity.kind === 'visitor'
          ? { ...(name ? { name } : {}), ...(email ? { email } : {}) }
          : {},
        language,
      );
      const to = await deps.supportAddress();
      const appended = await inTransaction(db, async (tx) => {
        const result = await append(row, identity.kind, input.body, null, tx);
        await deps.mailer.enqueue(tx, {
          to,
          kind: 'support_chat_offline',
          subject: `Chat message from ${name ?? 'a visitor'}`,
          text: [
            `From: ${name ?? '-'} <${email ?? '-'}>`,
            identity.kind === 'player' ? `Player id: ${identity.playerId}` : 'Visitor',
            `Language: ${language}`,
            `Conversation: ${row.id}`,
            '',
            input.body,
          ].join('\n'),
        });
        return result;
      });
      await publish(appended.row, { type: 'chat.message', message: appended.message });
      return { conversation: await views.conversationView(appended.row), token };
    },

    async list(status: 'open' | 'closed'): Promise<AdminChatSummary[]> {
      return views.summaries(await repo.listByStatus(db, status, CONVERSATIONS_LISTED_MAX));
    },

    async detail(id: string): Promise<AdminChatDetail> {
      const row = await conversationFor(id);
      const [summary] = await views.summaries([row]);
      if (!summary) throw new AppError('not_found');
      return { conversation: summary, messages: await views.messagesOf(id) };
    },

    /**
     * An operator's answer; answering an unassigned chat takes it. The line counts as unread until the
     * player opens the chat, and when no socket of theirs is live it is also mailed to them, in the
     * same transaction, so the answer and its mail exist together or not at all.
     */
    async reply(operator: Operator, id: string, body: string): Promise<ChatMessage> {
      let row = await conversationFor(id);
      if (row.status !== 'open') throw new AppError('forbidden');
      if (row.assignedTo === null) {
        row = (await repo.update(db, id, { assignedTo: operator.id })) ?? row;
        await publish(row, {
          type: 'chat.status',
          conversationId: id,
          status: row.status,
          operatorName: operator.username,
        });
      }
      const appended = await inTransaction(db, async (tx) => {
        const result = await append(row, 'operator', body, operator, tx);
        const counted = await repo.addUnread(tx, id);
        const to = (await isAway(row, tx)) ? await replyAddress(row, tx) : null;
        if (to !== null) {
          const language = isLanguage(row.language) ? row.language : 'en';
          await deps.mailer.enqueue(tx, {
            to,
            kind: 'support_chat_reply',
            subject: translate(language, 'mail', 'chat_reply_subject'),
            text: translate(language, 'mail', 'chat_reply_body', { answer: body }),
          });
        }
        return { ...result, row: counted ?? result.row };
      });
      await publish(appended.row, { type: 'chat.message', message: appended.message });
      return appended.message;
    },

    /** Operator lines not yet seen in this player's or visitor's conversations. */
    async unread(identity: ChatIdentity): Promise<number> {
      const owner = ownerOf(identity);
      return owner === null ? 0 : repo.unreadOf(db, owner);
    },

    /** The player opened the chat: every answer in it is seen. */
    async markRead(identity: ChatIdentity): Promise<void> {
      const owner = ownerOf(identity);
      if (owner !== null) await repo.markRead(db, owner);
    },

    async assign(operator: Operator, id: string): Promise<AdminChatDetail> {
      const before = await conversationFor(id);
      const row = await audited(
        operator,
        id,
        (tx) => repo.update(tx, id, { assignedTo: operator.id }),
        'assign',
        { assignedTo: before.assignedTo },
        { assignedTo: operator.id },
      );
      await publish(row, {
        type: 'chat.status',
        conversationId: id,
        status: row.status,
        operatorName: operator.username,
      });
      return this.detail(id);
    },

    async close(operator: Operator, id: string): Promise<AdminChatDetail> {
      const before = await conversationFor(id);
      if (before.status === 'closed') return this.detail(id);
      const row = await audited(
        operator,
        id,
        (tx) => repo.close(tx, id),
        'close',
        { status: before.status },
        { status: 'closed' },
      );
      await publish(row, {
        type: 'chat.status',
        conversationId: id,
        status: 'closed',
        operatorName: await views.assignedName(row),
      });
      return this.detail(id);
    },

    subscribePlayer: (playerId: bigint, handler: (push: ChatPush) => void) =>
      events.subscribe(chatPlayerTopic(playerId), (payload) => handler(payload as ChatPush)),
    subscribeVisitor: (token: string, handler: (push: ChatPush) => void) =>
      events.subscribe(chatVisitorTopic(hashToken(token)), (payload) =>
        handler(payload as ChatPush),
      ),
    subscribeOperators: (handler: (message: AdminLiveMessage) => void) =>
      events.subscribe(CHAT_OPERATORS_TOPIC, (payload) => handler(payload as AdminLiveMessage)),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
