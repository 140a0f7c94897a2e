import { useSyncExternalStore } from 'react';

/**
 * The operator's session token, kept in this tab's sessionStorage on the back office's own origin:
 * gone when the tab closes, and out of reach of the player site, which is another origin.
 */
const KEY = 'orca-operator-session';
const listeners = new Set<() => void>();

export const operatorSession = {
  get: (): string | null => sessionStorage.getItem(KEY),
  set: (token: string): void => {
    sessionStorage.setItem(KEY, token);
    listeners.forEach((listener) => listener());
  },
  clear: (): void => {
    sessionStorage.removeItem(KEY);
    listeners.forEach((listener) => listener());
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useOperatorSession(): string | null {
  return useSyncExternalStore(operatorSession.subscribe, operatorSession.get);
}
