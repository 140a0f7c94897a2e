import { useSyncExternalStore } from 'react';
import { chatToken } from './chat-api';
import { openTawk } from './tawk';

/**
 * Whether the support chat is open, whether an answer waits unseen, and the visitor's chat token.
 * The drawer's Live Chat and the footer's Chat open it: Tawk.to's window when the operator
 * configured Tawk, else the in-house panel, wherever the player is.
 */
export type ChatState = { isOpen: boolean; hasUnread: boolean; token: string | null };
let state: ChatState = {
  isOpen: false,
  hasUnread: false,
  token: typeof window === 'undefined' ? null : chatToken.get(),
};
const listeners = new Set<() => void>();

function update(next: Partial<ChatState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export const supportChat = {
  open(): void {
    if (openTawk()) return;
    update({ isOpen: true, hasUnread: false });
  },
  close(): void {
    update({ isOpen: false });
  },
  /** A message arrived: the dot shows until the panel is opened. */
  markUnread(): void {
    if (!state.isOpen) update({ hasUnread: true });
  },
  /** The server just gave this visitor their chat token (their first message). */
  tokenChanged(): void {
    update({ token: chatToken.get() });
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): ChatState => state,
};

export function useSupportChat(): ChatState {
  return useSyncExternalStore((listener) => supportChat.subscribe(listener), supportChat.get);
}
