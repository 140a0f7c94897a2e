/** Contact us (spec sections 5 and 9): name longer than 1 and at most 25, a valid email, message at most 512. */
export const CONTACT_NAME_MIN = 2;
export const CONTACT_NAME_MAX = 25;
export const CONTACT_MESSAGE_MAX = 512;

/** Support tickets and live chats. */
export const SUPPORT_TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];
export const CHAT_STATUSES = ['open', 'closed'] as const;
export const CHAT_MESSAGE_MAX = 1000;

/** An operator with the inbox open counts as on line this long after their last sign of life. */
export const SUPPORT_PRESENCE_WINDOW_MS = 60_000;

/**
 * A player's live socket refreshes its chat presence at each ping (25 s); missing two refreshes
 * counts as away, and an operator's answer is then mailed.
 */
export const CHAT_PRESENCE_WINDOW_MS = 75_000;

/**
 * The in-house live chat (decision 016). A player is known by their session; a visitor by the
 * chat token the server gave them once (sent back in `x-chat-token`, kept hashed on the server).
 */
export const CHAT_TOKEN_HEADER = 'x-chat-token';
/** Where the web keeps a visitor's chat token between reloads. */
export const CHAT_TOKEN_STORAGE_KEY = 'orca-chat-token';
/** The back office's live socket: operator presence, new conversations and messages. */
export const ADMIN_LIVE_SOCKET_PATH = '/api/v1/admin/live';
