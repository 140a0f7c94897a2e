import type { FairState, GameBalance, GameSession } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const STORE_PREFIX = 'orca:game-session:';

/**
 * The launch token works once, so the session it was traded for is kept in sessionStorage under it:
 * reloading the frame (same tab, same launch address) plays on with the same session.
 */
export const sessionStore = {
  get(launchToken: string): GameSession | null {
    try {
      const raw = window.sessionStorage.getItem(STORE_PREFIX + launchToken);
      return raw ? (JSON.parse(raw) as GameSession) : null;
    } catch {
      return null;
    }
  },
  set(launchToken: string, session: GameSession): void {
    try {
      window.sessionStorage.setItem(STORE_PREFIX + launchToken, JSON.stringify(session));
    } catch {
      // Private mode or a full quota: this visit still plays, only a reload loses the session.
    }
  },
  /** Keeps the stored copy current, so a reload shows the latest balance and fairness state. */
  update(launchToken: string, changes: { balance?: string; fair?: FairState }): void {
    const current = sessionStore.get(launchToken);
    if (current) sessionStore.set(launchToken, { ...current, ...changes });
  },
  remove(launchToken: string): void {
    try {
      window.sessionStorage.removeItem(STORE_PREFIX + launchToken);
    } catch {
      // As above.
    }
  },
};

/** The game session's own header: every play call carries it. */
export const gameSessionHeaders = (sessionToken: string) => ({ 'x-game-session': sessionToken });

/**
 * Trades the launch token for a game session, or takes the one stored for it and checks it is
 * still alive with a balance call. Produces game_session_invalid for a used or expired token.
 */
export async function getGameSession(launchToken: string): Promise<GameSession> {
  const stored = sessionStore.get(launchToken);
  if (stored) {
    const { balance, bonusMaxBet } = await api<GameBalance>(
      'GET',
      '/play/balance',
      undefined,
      gameSessionHeaders(stored.sessionToken),
    );
    const session = { ...stored, balance, bonusMaxBet };
    sessionStore.set(launchToken, session);
    return session;
  }
  const session = await api<GameSession>('POST', '/play/session', { token: launchToken });
  sessionStore.set(launchToken, session);
  return session;
}

export function useGameSession(launchToken: string | null) {
  return useQuery({
    queryKey: queryKeys.gameClient.session(launchToken),
    queryFn: () => getGameSession(launchToken ?? ''),
    enabled: launchToken !== null,
    // The session is traded once per launch; refetching would spend the launch token again.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
