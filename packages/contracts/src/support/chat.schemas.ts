import { z } from 'zod';
import {
  CHAT_MESSAGE_MAX,
  CHAT_STATUSES,
  CONTACT_NAME_MAX,
  CONTACT_NAME_MIN,
} from './support.constants.ts';

/** The in-house live chat (decision 016); its constants live in support.constants.ts. */

export const ChatBodySchema = z
  .string({ error: 'chat_message_required' })
  .trim()
  .min(1, { error: 'chat_message_required' })
  .max(CHAT_MESSAGE_MAX, { error: 'chat_message_too_long' });

export const ChatSendSchema = z.object({ body: ChatBodySchema });
export type ChatSend = z.infer<typeof ChatSendSchema>;

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const NOT_ONE_LINE = /[\u0000-\u001F\u007F\u0085\u2028\u2029]/;
/** A visitor's name is one line of text: a line break or control character would forge lines (From:, Visitor) in the mail support reads. */
const chatName = z
  .string()
  .trim()
  .min(CONTACT_NAME_MIN, { error: 'chat_name_length' })
  .max(CONTACT_NAME_MAX, { error: 'chat_name_length' })
  .refine((v) => !NOT_ONE_LINE.test(v), { error: 'control_characters' });

/** Opening (or resuming) a chat: a visitor may give a name and email, the operator sees them. */
export const ChatOpenSchema = z.object({
  name: chatName.optional(),
  email: z
    .email({ error: 'chat_email_invalid' })
    .max(254, { error: 'chat_email_invalid' })
    .optional(),
});
export type ChatOpen = z.infer<typeof ChatOpenSchema>;

/** The message left while no operator is on line: mailed to the support address and kept in the conversation. */
export const ChatOfflineSchema = z.object({
  name: chatName.optional(),
  email: z
    .email({ error: 'chat_email_invalid' })
    .max(254, { error: 'chat_email_invalid' })
    .optional(),
  body: ChatBodySchema,
});
export type ChatOffline = z.infer<typeof ChatOfflineSchema>;

export const ChatSenderSchema = z.enum(['player', 'visitor', 'operator', 'system']);
export const ChatStatusSchema = z.enum(CHAT_STATUSES);

export const ChatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  sender: ChatSenderSchema,
  /** The answering operator's username; null for the player's or visitor's own lines. */
  operatorName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatConversationSchema = z.object({
  id: z.string(),
  status: ChatStatusSchema,
  /** The operator who took the chat, as the player sees them. */
  operatorName: z.string().nullable(),
  createdAt: z.string(),
  messages: z.array(ChatMessageSchema),
});
export type ChatConversation = z.infer<typeof ChatConversationSchema>;

/** `token` only on the answer that created a visitor's conversation: the browser keeps it, the server only its hash. */
export const ChatOpenedSchema = z.object({
  conversation: ChatConversationSchema,
  token: z.string().nullable(),
});
export type ChatOpened = z.infer<typeof ChatOpenedSchema>;

export const ChatCurrentSchema = z.object({ conversation: ChatConversationSchema.nullable() });
export type ChatCurrent = z.infer<typeof ChatCurrentSchema>;

/** Operator lines the player or visitor has not seen: the chat launcher's mark on every page. */
export const ChatUnreadSchema = z.object({ unreadCount: z.number().int().nonnegative() });
export type ChatUnread = z.infer<typeof ChatUnreadSchema>;

export const ChatAvailabilitySchema = z.object({ isOnline: z.boolean() });
export type ChatAvailability = z.infer<typeof ChatAvailabilitySchema>;

/** Back office: one conversation of the list. */
export const AdminChatSummarySchema = z.object({
  id: z.string(),
  status: ChatStatusSchema,
  playerId: z.string().nullable(),
  username: z.string().nullable(),
  visitorName: z.string().nullable(),
  visitorEmail: z.string().nullable(),
  language: z.string(),
  assignedTo: z.string().nullable(),
  assignedName: z.string().nullable(),
  lastMessage: z.string().nullable(),
  lastSender: ChatSenderSchema.nullable(),
  /** Since the player's last message that no operator has answered yet; null when answered. */
  waitingSince: z.string().nullable(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
});
export type AdminChatSummary = z.infer<typeof AdminChatSummarySchema>;

export const AdminChatListSchema = z.object({ conversations: z.array(AdminChatSummarySchema) });
export type AdminChatList = z.infer<typeof AdminChatListSchema>;

export const AdminChatListQuerySchema = z.object({ status: ChatStatusSchema.default('open') });

export const AdminChatDetailSchema = z.object({
  conversation: AdminChatSummarySchema,
  messages: z.array(ChatMessageSchema),
});
export type AdminChatDetail = z.infer<typeof AdminChatDetailSchema>;

export const AdminChatIdParamsSchema = z.object({ id: z.uuid({ error: 'invalid_value' }) });

/** What a socket (player, visitor or operator) receives about a conversation. */
export type ChatPush =
  | { type: 'chat.message'; message: ChatMessage }
  | {
      type: 'chat.status';
      conversationId: string;
      status: z.infer<typeof ChatStatusSchema>;
      operatorName: string | null;
    };

/** The back office's socket: `auth` with the operator session first, then pushes. */
export const AdminLiveClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), operatorSession: z.string().min(1).max(128) }),
]);
export type AdminLiveClientMessage = z.infer<typeof AdminLiveClientMessageSchema>;

export type AdminLiveMessage =
  | { type: 'admin.open'; username: string }
  | { type: 'admin.closed'; reason: 'session_expired' | 'forbidden' }
  /** A conversation changed (new, message, assignment, closed): the list refreshes that row. */
  | { type: 'chat.conversation'; conversation: AdminChatSummary }
  | { type: 'chat.message'; message: ChatMessage };
