import type { FairState, GameSession, Round } from '@orca/contracts';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { sessionStore } from '../api/game-session';
import { playRound, rotateGameSeeds, type PlayPath, type RoundPlay, type Seeds } from '../api/play';
import { fromMinor, toMinor } from '../lib/money';

interface GameClientValue {
  session: GameSession;
  /** The balance on screen: a round's win joins it once the round has been shown. */
  balance: string;
  fair: FairState;
  /** The last round played, with the seeds that decided it. */
  lastRound: Round | null;
  /** The seeds the last change replaced, server seed revealed. */
  previousSeeds: Seeds['previous'];
  /** Changes the seeds (throws the ApiError for the form to show). */
  rotateSeeds: (clientSeed: string) => Promise<void>;
  error: string | null;
  isEnded: boolean;
  language: string;
  money: (amount: string) => string;
  /**
   * Sends a bet or a step of a round. With `isRevealDeferred` the win stays off the balance until
   * the game calls `reveal` after its animation. Answers null after showing the error.
   */
  play: (path: PlayPath, body: object, options?: PlayOptions) => Promise<RoundPlay | null>;
  reveal: (result: RoundPlay) => void;
  /** Shows a balance the server reported some other way (a crash auto cash-out). */
  commitBalance: (balance: string) => void;
  showError: (error: unknown) => void;
  clearError: () => void;
}

interface PlayOptions {
  isRevealDeferred?: boolean;
  /** Told the result code of a refused call before the error is shown. */
  onFailure?: (resultCode: string) => void;
}

const GameClientContext = createContext<GameClientValue | null>(null);

/** Tells the game page around the frame, so the site's header shows the new balance too. */
function announceBalance(balance: string, currency: string) {
  if (window.parent === window) return;
  window.parent.postMessage({ type: 'orca:balance', balance, currency }, window.location.origin);
}

/** The state every game client shares: the session, the balance on screen, fairness and errors. */
export function GameClientProvider({
  launchToken,
  session,
  children,
}: {
  launchToken: string;
  session: GameSession;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [balance, setBalance] = useState(session.balance);
  const [fair, setFair] = useState(session.fair);
  const [lastRound, setLastRound] = useState<Round | null>(null);
  const [previousSeeds, setPreviousSeeds] = useState<Seeds['previous']>(null);
  const [error, setError] = useState<string | null>(null);
  const [isEnded, setIsEnded] = useState(false);
  const endedRef = useRef(false);
  const language = i18n.language;

  // The server's latest balance, less the wins of rounds still being animated (several plinko balls fall at once).
  const serverBalanceRef = useRef(session.balance);
  const pendingWinsRef = useRef(new Map<string, bigint>());

  const showBalance = useCallback(() => {
    let shown = toMinor(serverBalanceRef.current) ?? 0n;
    for (const win of pendingWinsRef.current.values()) shown -= win;
    const value = fromMinor(shown);
    setBalance(value);
    return value;
  }, []);

  const commitBalance = useCallback(
    (value: string) => {
      serverBalanceRef.current = value;
      sessionStore.update(launchToken, { balance: value });
      const shown = showBalance();
      if (pendingWinsRef.current.size === 0) announceBalance(shown, session.currency);
    },
    [launchToken, session.currency, showBalance],
  );

  const showError = useCallback(
    (caught: unknown) => {
      if (caught instanceof ApiError && caught.resultCode === 'game_session_invalid') {
        endedRef.current = true;
        sessionStore.remove(launchToken);
        setIsEnded(true);
        return;
      }
      if (caught instanceof ApiError && caught.resultCode !== 'network_error')
        setError(caught.message);
      else setError(t('common.networkError'));
    },
    [launchToken, t],
  );

  const play = useCallback(
    async (path: PlayPath, body: object, options: PlayOptions = {}) => {
      if (endedRef.current) return null;
      setError(null);
      try {
        const result = await playRound(session.sessionToken, path, body);
        setFair(result.fair);
        setLastRound(result.round);
        sessionStore.update(launchToken, { fair: result.fair });
        const win = toMinor(result.round.win) ?? 0n;
        if (options.isRevealDeferred && win > 0n)
          pendingWinsRef.current.set(result.round.roundId, win);
        commitBalance(result.balance);
        return result;
      } catch (caught) {
        options.onFailure?.(caught instanceof ApiError ? caught.resultCode : 'internal_error');
        showError(caught);
        return null;
      }
    },
    [session.sessionToken, launchToken, commitBalance, showError],
  );

  const reveal = useCallback(
    (result: RoundPlay) => {
      if (!pendingWinsRef.current.delete(result.round.roundId)) return;
      const shown = showBalance();
      if (pendingWinsRef.current.size === 0) announceBalance(shown, session.currency);
    },
    [showBalance, session.currency],
  );
  const rotateSeeds = useCallback(
    async (clientSeed: string) => {
      const seeds = await rotateGameSeeds(session.sessionToken, clientSeed);
      setFair(seeds.current);
      setPreviousSeeds(seeds.previous);
      sessionStore.update(launchToken, { fair: seeds.current });
    },
    [session.sessionToken, launchToken],
  );
  const clearError = useCallback(() => setError(null), []);
  const money = useCallback(
    (amount: string) => formatMoney(amount, session.currency, language),
    [session.currency, language],
  );

  const value = useMemo(
    () => ({
      session,
      balance,
      fair,
      lastRound,
      previousSeeds,
      rotateSeeds,
      error,
      isEnded,
      language,
      money,
      play,
      reveal,
      commitBalance,
      showError,
      clearError,
    }),
    [
      session,
      balance,
      fair,
      lastRound,
      previousSeeds,
      rotateSeeds,
      error,
      isEnded,
      language,
      money,
      play,
      reveal,
      commitBalance,
      showError,
      clearError,
    ],
  );
  return <GameClientContext.Provider value={value}>{children}</GameClientContext.Provider>;
}

export function useGameClient(): GameClientValue {
  const value = useContext(GameClientContext);
  if (!value) throw new Error('useGameClient outside GameClientProvider');
  return value;
}
