import { createContext, useContext } from 'react';

export type LoginMode = 'login' | 'forgot';

/** What the layout offers to pages it renders: opening the log-in dialog. */
export const ShellContext = createContext<{ openLogin: (mode?: LoginMode) => void }>({
  openLogin: () => undefined,
});

export function useShell() {
  return useContext(ShellContext);
}
