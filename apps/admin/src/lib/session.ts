import { useSyncExternalStore } from 'react';

/**
 * The operator's session token, kept in each tab's sessionStorage on the back office's own origin
 * (out of reach of the player site, another origin) and handed to the operator's other tabs over a
 * BroadcastChannel, which only pages of this same origin can join.
 *
 * Why a hand-over and not localStorage: opening a player's card in a new tab should not ask for the
 * password and the authenticator again, but the token should still live no longer than the tabs
 * that use it. localStorage would keep it on disk after the browser closes, for whoever uses the
 * computer next; with the hand-over, closing the last back-office tab still ends the session on this
 * machine. A script running on this origin could read the token either way (from the tab it runs
 * in), so the channel adds no reader that sessionStorage did not already allow. The server's
 * 30-minute idle end is untouched: every tab's requests count as the one session's activity, and an
 * idle session is refused whichever tab asks. Logging out, or the session ending, in one tab ends it
 * in every tab that holds the same token.
 */
const KEY = 'orca-operator-session';
const CHANNEL = 'orca-operator-session';
/** How long a new tab waits for another tab to hand over its session before showing the log-in. */
const HANDOVER_WAIT_MS = 300;

type HandOver =
  { type: 'ask' } | { type: 'token'; token: string } | { type: 'ended'; token: string };

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function read(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function write(token: string | null): void {
  try {
    if (token === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, token);
  } catch {
    // Storage refused (a locked-down browser): the session lasts as long as this page.
  }
}

const channel: BroadcastChannel | null =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);

channel?.addEventListener('message', (event: MessageEvent<HandOver>) => {
  const message = event.data;
  const mine = read();
  if (message.type === 'ask' && mine !== null)
    channel.postMessage({ type: 'token', token: mine } satisfies HandOver);
  // A tab without a session takes the one another tab has (a log-in there logs this tab in too);
  // a tab holding another operator's session keeps its own.
  if (message.type === 'token' && mine === null && typeof message.token === 'string') {
    write(message.token);
    notify();
  }
  if (message.type === 'ended' && mine !== null && mine === message.token) {
    write(null);
    notify();
  }
});

export const operatorSession = {
  get: read,
  set: (token: string): void => {
    write(token);
    channel?.postMessage({ type: 'token', token } satisfies HandOver);
    notify();
  },
  clear: (): void => {
    const token = read();
    write(null);
    if (token !== null) channel?.postMessage({ type: 'ended', token } satisfies HandOver);
    notify();
  },
  /** A new tab asks the operator's open tabs for their session; resolves once it has one or the wait is over. */
  adoptFromOtherTabs: (): Promise<void> => {
    if (read() !== null || channel === null) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        listeners.delete(done);
        resolve();
      };
      const timer = setTimeout(done, HANDOVER_WAIT_MS);
      listeners.add(done);
      channel.postMessage({ type: 'ask' } satisfies HandOver);
    });
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useOperatorSession(): string | null {
  return useSyncExternalStore(operatorSession.subscribe, operatorSession.get);
}
