import {
  CHAT_TOKEN_HEADER,
  CHAT_TOKEN_STORAGE_KEY,
  type ChatAvailability,
  type ChatCurrent,
  type ChatMessage,
  type ChatOffline,
  type ChatOpened,
  type ChatUnread,
} from '@orca/contracts';
import { api } from '../../lib/api-client';

/** A visitor's chat token: given once by the server, kept in this browser so the history survives reloads. */
export const chatToken = {
  get(): string | null {
    try {
      return window.localStorage.getItem(CHAT_TOKEN_STORAGE_KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    try {
      window.localStorage.setItem(CHAT_TOKEN_STORAGE_KEY, token);
    } catch {
      // Private mode without storage: the chat lasts as long as the page.
    }
  },
};

const headers = (): Record<string, string> => {
  const token = chatToken.get();
  return token ? { [CHAT_TOKEN_HEADER]: token } : {};
};

/** Keeps the token the answer carries (only the one that created a visitor's conversation has one). */
function remember(opened: ChatOpened): ChatOpened {
  if (opened.token) chatToken.set(opened.token);
  return opened;
}

export const chatApi = {
  availability: () => api<ChatAvailability>('GET', '/chat/availability'),
  current: () => api<ChatCurrent>('GET', '/chat/conversations/current', undefined, headers()),
  open: async () => remember(await api<ChatOpened>('POST', '/chat/conversations', {}, headers())),
  send: (body: string) => api<ChatMessage>('POST', '/chat/messages', { body }, headers()),
  unread: () => api<ChatUnread>('GET', '/chat/unread', undefined, headers()),
  read: () => api<ChatUnread>('POST', '/chat/read', {}, headers()),
  leaveMessage: async (input: ChatOffline) =>
    remember(await api<ChatOpened>('POST', '/chat/offline', input, headers())),
};

export const chatQueryKeys = {
  all: ['chat'] as const,
  currentAll: ['chat', 'current'] as const,
  current: (who: string) => ['chat', 'current', who] as const,
  unread: (who: string) => ['chat', 'unread', who] as const,
  availability: ['chat', 'availability'] as const,
};
