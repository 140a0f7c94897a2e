import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { storage, STORAGE_KEYS } from './storage';

interface SessionValue {
  anonSessionId: string | null;
  playerSessionId: string | null;
  isLoggedIn: boolean;
  setAnonSession: (token: string | null) => void;
  setPlayerSession: (token: string | null) => void;
}

const SessionContext = createContext<SessionValue | null>(null);

/** The visitor's and player's session tokens, mirrored in localStorage under the spec's keys. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [anonSessionId, setAnon] = useState(() => storage.get(STORAGE_KEYS.anonSession));
  const [playerSessionId, setPlayer] = useState(() => storage.get(STORAGE_KEYS.playerSession));

  const setAnonSession = useCallback((token: string | null) => {
    if (token) storage.set(STORAGE_KEYS.anonSession, token);
    else storage.remove(STORAGE_KEYS.anonSession);
    setAnon(token);
  }, []);

  const setPlayerSession = useCallback((token: string | null) => {
    if (token) storage.set(STORAGE_KEYS.playerSession, token);
    else storage.remove(STORAGE_KEYS.playerSession);
    setPlayer(token);
  }, []);

  const value = useMemo(
    () => ({
      anonSessionId,
      playerSessionId,
      isLoggedIn: playerSessionId !== null,
      setAnonSession,
      setPlayerSession,
    }),
    [anonSessionId, playerSessionId, setAnonSession, setPlayerSession],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
