import {
  CHAT_PRESENCE_WINDOW_MS,
  isLanguage,
  SUPPORT_PRESENCE_WINDOW_MS,
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
import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { lockForTransaction } from '../../db/locks.ts';
import {
  chatConversations,
  chatMessages,
  chatPresence,
  operators,
  players,
  supportPresence,
} from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import type { EventBus } from '../../platform/events.ts';
import type { Mailer } from '../../platform/mail.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import type { Operator } from '../admin/operator.service.ts';
import { inTransaction } from '../../db/transaction.ts';

/** Who is on the other side of the chat: a logged-in player, or a visitor holding a chat token (maybe none yet). */
export type ChatIdentity =
  { kind: 'player'; playerId: bigint } | { kind: 'visitor'; token: string | null };

/** The bus topic a player's or visitor's sockets follow, on every instance. */
export const chatPlayerTopic = (playerId: bigint) => `chat.player.${playerId}`;
export const chatVisitorTopic = (tokenHash: string) => `chat.visitor.${tokenHash}`;
/** Who a live socket is following the chat for: presence rows name the player, or the visitor's token hash. */
export type ChatPresenceOwner = { playerId: bigint | null; visitorToken: string | null };

/** Presence rows older than this are left by an instance that died without closing its sockets. */
const CHAT_PRESENCE_STALE_MS = 3_600_000;

/** Every operator socket follows this one. */
export const CHAT_OPERATORS_TOPIC = 'chat.operators';

type ConversationRow = typeof chatConversations.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

function topicOf(row: Pick<ConversationRow, 'playerId' | 'visitorTokenHash'>): string | null {
  if (row.playerId !== null) return chatPlayerTopic(row.playerId);
  return row.visitorTokenHash !== null ? chatVisitorTopic(row.visitorTokenHash) : null;
}

/**
 * The in-house live chat (decision 016): conversations and messages in the database, delivery over
 * the event bus so the player's instance and the operator's need not be the same. A push is only a
 * notice: the same history is read over the API after a reconnect.
 */
export function createChatService(deps: {
  db: Database;
  events: EventBus;
  mailer: Mailer;
  supportAddress: () => Promise<string>;
}) {
  const { db, events } = deps;

  async function operatorNames(
    ids: readonly bigint[],
    tx: Executor = db,
  ): Promise<Map<string, string>> {
    const unique = [...new Set(ids.map(String))];
    if (unique.length === 0) return new Map();
    const rows = await tx
      .select({ id: operators.id, username: operators.username })
      .from(operators)
      .where(inArray(operators.id, unique.map(BigInt)));
    return new Map(rows.map((row) => [String(row.id), row.username]));
  }

  const messageOf = (row: MessageRow, names: Map<string, string>): ChatMessage => ({
    id: String(row.id),
    conversationId: row.conversationId,
    sender: row.sender,
    operatorName: row.operatorId === null ? null : (names.get(String(row.operatorId)) ?? null),
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  });

  async function messagesOf(conversationId: string, tx: Executor = db): Promise<ChatMessage[]> {
    const rows = await tx
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversationId))
      .orderBy(asc(chatMessages.id));
    const names = await operatorNames(
      rows.flatMap((row) => (row.operatorId === null ? [] : [row.operatorId])),
      tx,
    );
    return rows.map((row) => messageOf(row, names));
  }

  async function conversationView(row: ConversationRow): Promise<ChatConversation> {
    const names = await operatorNames(row.assignedTo === null ? [] : [row.assignedTo]);
    return {
      id: row.id,
      status: row.status,
      operatorName: row.assignedTo === null ? null : (names.get(String(row.assignedTo)) ?? null),
      createdAt: row.createdAt.toISOString(),
      messages: await messagesOf(row.id),
    };
  }

  async function summaries(rows: readonly ConversationRow[]): Promise<AdminChatSummary[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const playerIds = rows.flatMap((row) => (row.playerId === null ? [] : [row.playerId]));
    const usernames = new Map(
      (playerIds.length === 0
        ? []
        : await db
            .select({ id: players.id, username: players.username })
            .from(players)
            .where(inArray(players.id, playerIds))
      ).map((p) => [String(p.id), p.username]),
    );
    const names = await operatorNames(
      rows.flatMap((row) => (row.assignedTo === null ? [] : [row.assignedTo])),
    );
    // The newest message of each conversation, and the oldest of the player's lines since an operator last spoke.
    const last = await db
      .selectDistinctOn([chatMessages.conversationId], {
        conversationId: chatMessages.conversationId,
        body: chatMessages.body,
        sender: chatMessages.sender,
      })
      .from(chatMessages)
      .where(inArray(chatMessages.conversationId, ids))
      .orderBy(chatMessages.conversationId, desc(chatMessages.id));
    const waiting = await db
      .select({
        conversationId: chatMessages.conversationId,
        sinceMs: sql<number>`extract(epoch from min(${chatMessages.createdAt})) * 1000`.mapWith(
          Number,
        ),
      })
      .from(chatMessages)
      .where(
        and(
          inArray(chatMessages.conversationId, ids),
          inArray(chatMessages.sender, ['player', 'visitor']),
          sql`${chatMessages.id} > coalesce((select max(o.id) from chat_messages o where o.conversation_id = ${chatMessages.conversationId} and o.sender = 'operator'), 0)`,
        ),
      )
      .groupBy(chatMessages.conversationId);
    const lastOf = new Map(last.map((row) => [row.conversationId, row]));
    const waitingOf = new Map(
      waiting.map((row) => [row.conversationId, new Date(row.sinceMs).toISOString()]),
    );
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      playerId: row.playerId === null ? null : String(row.playerId),
      username: row.playerId === null ? null : (usernames.get(String(row.playerId)) ?? null),
      visitorName: row.visitorName,
      visitorEmail: row.visitorEmail,
      language: row.language,
      assignedTo: row.assignedTo === null ? null : String(row.assignedTo),
      assignedName: row.assignedTo === null ? null : (names.get(String(row.assignedTo)) ?? null),
      lastMessage: lastOf.get(row.id)?.body ?? null,
      lastSender: lastOf.get(row.id)?.sender ?? null,
      waitingSince: row.status === 'open' ? (waitingOf.get(row.id) ?? null) : null,
      createdAt: row.createdAt.toISOString(),
      lastMessageAt: row.lastMessageAt.toISOString(),
    }));
  }

  async function publish(row: ConversationRow, push: ChatPush): Promise<void> {
    const topic = topicOf(row);
    if (topic) await events.publish(topic, push);
    const [summary] = await summaries([row]);
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
    if (identity.kind === 'visitor' && identity.token === null) return null;
    const who =
      identity.kind === 'player'
        ? eq(chatConversations.playerId, identity.playerId)
        : eq(chatConversations.visitorTokenHash, hashToken(identity.token ?? ''));
    const [row] = await tx
      .select()
      .from(chatConversations)
      .where(and(who, eq(chatConversations.status, 'open')))
      .orderBy(desc(chatConversations.createdAt))
      .limit(1);
    return row ?? null;
  }

  /** The newest conversation, open or closed, so a reload after closing still shows the history. */
  async function findLatest(
    identity: ChatIdentity,
    tx: Executor = db,
  ): Promise<ConversationRow | null> {
    if (identity.kind === 'visitor' && identity.token === null) return null;
    const who =
      identity.kind === 'player'
        ? eq(chatConversations.playerId, identity.playerId)
        : eq(chatConversations.visitorTokenHash, hashToken(identity.token ?? ''));
    const [row] = await tx
      .select()
      .from(chatConversations)
      .where(who)
      .orderBy(desc(chatConversations.createdAt))
      .limit(1);
    return row ?? null;
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
      const [updated] = await tx
        .update(chatConversations)
        .set({
          visitorName: input.name ?? existing.visitorName,
          visitorEmail: input.email ?? existing.visitorEmail,
        })
        .where(eq(chatConversations.id, existing.id))
        .returning();
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
    const [row] = await tx
      .insert(chatConversations)
      .values({
        playerId: identity.kind === 'player' ? identity.playerId : null,
        visitorTokenHash: tokenHash,
        visitorName: identity.kind === 'visitor' ? (input.name ?? null) : null,
        visitorEmail: identity.kind === 'visitor' ? (input.email ?? null) : null,
        language,
      })
      .returning();
    if (!row) throw new AppError('internal_error');
    return { row, token: fresh?.token ?? null };
  }

  async function append(
    row: ConversationRow,
    sender: ChatMessage['sender'],
    body: string,
    operatorId: bigint | null,
    tx: Executor = db,
  ): Promise<{ message: ChatMessage; row: ConversationRow }> {
    const [inserted] = await tx
      .insert(chatMessages)
      .values({ conversationId: row.id, sender, body, operatorId })
      .returning();
    const [updated] = await tx
      .update(chatConversations)
      .set({ lastMessageAt: sql`now()` })
      .where(eq(chatConversations.id, row.id))
      .returning();
    if (!inserted || !updated) throw new AppError('internal_error');
    const names = await operatorNames(operatorId === null ? [] : [operatorId], tx);
    return { message: messageOf(inserted, names), row: updated };
  }

  /** No live socket of the conversation's player or visitor refreshed its presence within the window. */
  async function isAway(row: ConversationRow, tx: Executor): Promise<boolean> {
    const who =
      row.playerId !== null
        ? eq(chatPresence.playerId, row.playerId)
        : row.visitorTokenHash !== null
          ? eq(chatPresence.visitorTokenHash, row.visitorTokenHash)
          : null;
    if (who === null) return true;
    const [present] = await tx
      .select({ socketId: chatPresence.socketId })
      .from(chatPresence)
      .where(
        and(
          who,
          gt(
            chatPresence.lastSeenAt,
            sql`now() - make_interval(secs => ${CHAT_PRESENCE_WINDOW_MS / 1000})`,
          ),
        ),
      )
      .limit(1);
    return present === undefined;
  }

  /**
   * Where the offline promise ("we will answer by email") is kept. A player: their email only once
   * verified, since an unverified address may be anyone's. A visitor: the address they gave with their
   * message, as a contact ticket's answer goes to its sender's address. The mail carries only the
   * operator's words, never anything the visitor typed (not even their name), so giving someone
   * else's address relays no text of the visitor's choosing to it.
   */
  async function replyAddress(row: ConversationRow, tx: Executor): Promise<string | null> {
    if (row.playerId !== null) {
      const [player] = await tx
        .select({ email: players.email, verifiedAt: players.emailVerifiedAt })
        .from(players)
        .where(eq(players.id, row.playerId))
        .limit(1);
      return player && player.verifiedAt !== null ? player.email : null;
    }
    return row.visitorEmail;
  }

  const identityFilter = (identity: ChatIdentity) =>
    identity.kind === 'player'
      ? eq(chatConversations.playerId, identity.playerId)
      : identity.token === null
        ? null
        : eq(chatConversations.visitorTokenHash, hashToken(identity.token));

  async function conversationFor(id: string): Promise<ConversationRow> {
    const [row] = await db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, id))
      .limit(1);
    if (!row) throw new AppError('not_found');
    return row;
  }

  return {
    /** Whether an operator has the support inbox open (seen within the presence window). */
    async isOnline(): Promise<boolean> {
      const [row] = await db
        .select({ id: supportPresence.operatorId })
        .from(supportPresence)
        .where(
          gt(
            supportPresence.lastSeenAt,
            sql`now() - make_interval(secs => ${SUPPORT_PRESENCE_WINDOW_MS / 1000})`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async open(identity: ChatIdentity, input: ChatOpen, language: string): Promise<ChatOpened> {
      const { row, token } = await open(identity, input, language);
      return { conversation: await conversationView(row), token };
    },

    async current(identity: ChatIdentity): Promise<ChatConversation | null> {
      const row = await findLatest(identity);
      return row ? conversationView(row) : null;
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
        const [player] = await db
          .select({ email: players.email, username: players.username })
          .from(players)
          .where(eq(players.id, identity.playerId))
          .limit(1);
        email = email ?? player?.email ?? null;
        name = name ?? player?.username ?? null;
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
      return { conversation: await conversationView(appended.row), token };
    },

    async list(status: 'open' | 'closed'): Promise<AdminChatSummary[]> {
      const rows = await db
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.status, status))
        .orderBy(desc(chatConversations.lastMessageAt))
        .limit(200);
      return summaries(rows);
    },

    async detail(id: string): Promise<AdminChatDetail> {
      const row = await conversationFor(id);
      const [summary] = await summaries([row]);
      if (!summary) throw new AppError('not_found');
      return { conversation: summary, messages: await messagesOf(id) };
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
        const [assigned] = await db
          .update(chatConversations)
          .set({ assignedTo: operator.id })
          .where(eq(chatConversations.id, id))
          .returning();
        row = assigned ?? row;
        await publish(row, {
          type: 'chat.status',
          conversationId: id,
          status: row.status,
          operatorName: operator.username,
        });
      }
      const appended = await inTransaction(db, async (tx) => {
        const result = await append(row, 'operator', body, operator.id, tx);
        const [counted] = await tx
          .update(chatConversations)
          .set({ unreadForPlayer: sql`${chatConversations.unreadForPlayer} + 1` })
          .where(eq(chatConversations.id, id))
          .returning();
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
      const who = identityFilter(identity);
      if (who === null) return 0;
      const [row] = await db
        .select({
          count: sql<number>`coalesce(sum(${chatConversations.unreadForPlayer}), 0)`.mapWith(
            Number,
          ),
        })
        .from(chatConversations)
        .where(who);
      return row?.count ?? 0;
    },

    /** The player opened the chat: every answer in it is seen. */
    async markRead(identity: ChatIdentity): Promise<void> {
      const who = identityFilter(identity);
      if (who === null) return;
      await db
        .update(chatConversations)
        .set({ unreadForPlayer: 0 })
        .where(and(who, gt(chatConversations.unreadForPlayer, 0)));
    },

    /**
     * A live socket follows this player's or visitor's chat (or, with neither, no longer does); called
     * again at each ping.
     */
    async present(socketId: string, owner: ChatPresenceOwner): Promise<void> {
      if (owner.playerId === null && owner.visitorToken === null) {
        await db.delete(chatPresence).where(eq(chatPresence.socketId, socketId));
        return;
      }
      const values = {
        playerId: owner.playerId,
        visitorTokenHash: owner.visitorToken === null ? null : hashToken(owner.visitorToken),
      };
      await db
        .insert(chatPresence)
        .values({ socketId, ...values })
        .onConflictDoUpdate({
          target: chatPresence.socketId,
          set: { ...values, lastSeenAt: sql`now()` },
        });
    },

    /** The socket closed: its player is away unless another of their sockets is live. Rows of sockets an instance never closed (it died) are swept here. */
    async absent(socketId: string): Promise<void> {
      await db.delete(chatPresence).where(eq(chatPresence.socketId, socketId));
      await db
        .delete(chatPresence)
        .where(
          lt(
            chatPresence.lastSeenAt,
            sql`now() - make_interval(secs => ${CHAT_PRESENCE_STALE_MS / 1000})`,
          ),
        );
    },

    async assign(operator: Operator, id: string): Promise<AdminChatDetail> {
      const before = await conversationFor(id);
      const row = await inTransaction(db, async (tx) => {
        const [updated] = await tx
          .update(chatConversations)
          .set({ assignedTo: operator.id })
          .where(eq(chatConversations.id, id))
          .returning();
        if (!updated) throw new AppError('not_found');
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: String(operator.id),
          action: 'support.chat.assign',
          targetKind: 'chat_conversation',
          targetId: id,
          before: { assignedTo: before.assignedTo },
          after: { assignedTo: operator.id },
          ip: operator.ip,
        });
        return updated;
      });
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
      const row = await inTransaction(db, async (tx) => {
        const [updated] = await tx
          .update(chatConversations)
          .set({ status: 'closed', closedAt: sql`now()` })
          .where(and(eq(chatConversations.id, id), eq(chatConversations.status, 'open')))
          .returning();
        if (!updated) throw new AppError('not_found');
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: String(operator.id),
          action: 'support.chat.close',
          targetKind: 'chat_conversation',
          targetId: id,
          before: { status: before.status },
          after: { status: 'closed' },
          ip: operator.ip,
        });
        return updated;
      });
      const names = await operatorNames(row.assignedTo === null ? [] : [row.assignedTo]);
      await publish(row, {
        type: 'chat.status',
        conversationId: id,
        status: 'closed',
        operatorName: row.assignedTo === null ? null : (names.get(String(row.assignedTo)) ?? null),
      });
      return this.detail(id);
    },

    /** An open back-office socket keeps its operator on line. */
    async touchPresence(operatorId: bigint): Promise<void> {
      await db
        .insert(supportPresence)
        .values({ operatorId })
        .onConflictDoUpdate({
          target: supportPresence.operatorId,
          set: { lastSeenAt: sql`now()` },
        });
    },

    /** The last socket of an operator closed: off line at once rather than after the window. */
    async clearPresence(operatorId: bigint): Promise<void> {
      await db.delete(supportPresence).where(eq(supportPresence.operatorId, operatorId));
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
