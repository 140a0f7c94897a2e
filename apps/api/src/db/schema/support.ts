import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { operators } from './admin.ts';
import { players } from './players.ts';

/** Contact-us messages (spec section 5): stored, mailed to support, answered by email from the back office. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull(),
    /** The player who was logged in when sending it, if any. */
    playerId: bigint('player_id', { mode: 'bigint' }).references(() => players.id),
    status: text('status', { enum: ['open', 'answered', 'closed'] })
      .notNull()
      .default('open'),
    assignedTo: bigint('assigned_to', { mode: 'bigint' }).references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_tickets_status_idx').on(t.status, t.createdAt)],
);

/** An operator's answer to a ticket, sent by email. */
export const supportTicketReplies = pgTable(
  'support_ticket_replies',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    ticketId: bigint('ticket_id', { mode: 'bigint' })
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    operatorId: bigint('operator_id', { mode: 'bigint' })
      .notNull()
      .references(() => operators.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_ticket_replies_ticket_idx').on(t.ticketId, t.createdAt)],
);

/**
 * An in-house live chat with a player or a visitor. A visitor is known by a random token the
 * server gave the browser (kept hashed), a player by id.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: bigint('player_id', { mode: 'bigint' }).references(() => players.id),
    visitorTokenHash: text('visitor_token_hash'),
    visitorName: text('visitor_name'),
    visitorEmail: text('visitor_email'),
    language: text('language').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    assignedTo: bigint('assigned_to', { mode: 'bigint' }).references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Operator lines the player (or visitor) has not seen yet: the launcher's unread mark on any page. */
    unreadForPlayer: integer('unread_for_player').notNull().default(0),
  },
  (t) => [
    index('chat_conversations_status_idx').on(t.status, t.lastMessageAt),
    index('chat_conversations_player_idx').on(t.playerId),
    index('chat_conversations_visitor_idx').on(t.visitorTokenHash),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['player', 'visitor', 'operator', 'system'] }).notNull(),
    operatorId: bigint('operator_id', { mode: 'bigint' }).references(() => operators.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
);

/** Operators with the support inbox open: seen within the presence window means on line. */
export const supportPresence = pgTable('support_presence', {
  operatorId: bigint('operator_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => operators.id, { onDelete: 'cascade' }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per open live socket following a player's or visitor's chat, refreshed at each ping: no
 * fresh row means the player is away, so an operator's answer goes by email. A row per socket
 * rather than per player, so closing one tab does not count a player with another tab open as away.
 */
export const chatPresence = pgTable(
  'chat_presence',
  {
    socketId: uuid('socket_id').primaryKey(),
    playerId: bigint('player_id', { mode: 'bigint' }).references(() => players.id, {
      onDelete: 'cascade',
    }),
    visitorTokenHash: text('visitor_token_hash'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_presence_player_idx').on(t.playerId),
    index('chat_presence_visitor_idx').on(t.visitorTokenHash),
  ],
);
