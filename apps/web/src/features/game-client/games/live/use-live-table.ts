import type { LiveBetRequest, LiveHistory, LiveMessage, LiveTableView } from '@orca/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveMessages } from '../../../../lib/live-socket';
import { useGameClient } from '../../components/game-client-context';
import { getLiveHistory, getLiveTable, getLiveTables, placeLiveBets } from './live-api';

const POLL_MS = 2_000;
/** Without a socket message for this long (no socket behind a proxy, a dropped connection) the table is asked for. */
const QUIET_MS = 5_000;
const CLOCK_TICK_MS = 100;

/**
 * The table a live game's client sits at (found by the session's game slug), kept current by the
 * public socket's `live.table` messages and, when the socket is quiet, by asking. My seat and the
 * balance come from the table read with the game session: it is read again whenever the round
 * or its phase changes, so a result brings my win.
 */
export function useLiveTable() {
  const { session, showError } = useGameClient();
  const [view, setView] = useState<LiveTableView | null>(null);
  const [history, setHistory] = useState<LiveHistory | null>(null);
  const [offsetMs, setOffsetMs] = useState(0);
  const [isMissing, setIsMissing] = useState(false);
  const tableIdRef = useRef<string | null>(null);
  const lastHeardRef = useRef(0);
  const shownRef = useRef<{ roundId: string; phase: string } | null>(null);

  const apply = useCallback((next: LiveTableView) => {
    lastHeardRef.current = Date.now();
    shownRef.current = { roundId: next.roundId, phase: next.phase };
    setOffsetMs(Date.parse(next.serverTime) - Date.now());
    setView(next);
  }, []);

  const refresh = useCallback(async () => {
    const tableId = tableIdRef.current;
    if (!tableId) return;
    lastHeardRef.current = Date.now();
    try {
      apply(await getLiveTable(tableId, session.sessionToken, session.currency));
    } catch (caught) {
      showError(caught);
    }
  }, [apply, session.sessionToken, session.currency, showError]);

  useEffect(() => {
    let isCancelled = false;
    getLiveTables(session.currency).then(
      ({ tables }) => {
        if (isCancelled) return;
        const table = tables.find((t) => t.gameSlug === session.slug);
        if (!table) {
          setIsMissing(true);
          return;
        }
        tableIdRef.current = table.id;
        void refresh();
      },
      (caught: unknown) => {
        if (!isCancelled) showError(caught);
      },
    );
    return () => {
      isCancelled = true;
    };
  }, [session.currency, session.slug, refresh, showError]);

  useEffect(() => {
    const timer = setInterval(() => {
      if (tableIdRef.current && Date.now() - lastHeardRef.current >= QUIET_MS) void refresh();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  useLiveMessages((message: LiveMessage) => {
    if (message.type !== 'live.table' || message.table.id !== tableIdRef.current) return;
    lastHeardRef.current = Date.now();
    setOffsetMs(Date.parse(message.table.serverTime) - Date.now());
    const shown = shownRef.current;
    const isChanged =
      !shown || shown.roundId !== message.table.roundId || shown.phase !== message.table.phase;
    shownRef.current = { roundId: message.table.roundId, phase: message.table.phase };
    setView((current) => (current ? { ...current, ...message.table } : current));
    // The public message has no seat: a new phase may have settled it or a new round emptied it.
    if (isChanged) void refresh();
  });

  const latestResultId = view?.lastResults[0]?.roundId ?? null;
  const tableId = view?.id ?? null;
  useEffect(() => {
    if (!tableId) return;
    let isCancelled = false;
    getLiveHistory(tableId).then(
      (next) => {
        if (!isCancelled) setHistory(next);
      },
      () => undefined,
    );
    return () => {
      isCancelled = true;
    };
  }, [tableId, latestResultId]);

  const bet = useCallback(
    async (body: LiveBetRequest): Promise<LiveTableView | null> => {
      const id = tableIdRef.current;
      if (!id) return null;
      try {
        const answer = await placeLiveBets(session.sessionToken, id, body);
        apply(answer);
        return answer;
      } catch (caught) {
        showError(caught);
        return null;
      }
    },
    [apply, session.sessionToken, showError],
  );

  return { view, history, offsetMs, isMissing, bet, refresh };
}

/** The server's clock, ticking ten times a second (the countdowns). */
export function useServerNow(offsetMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now + offsetMs;
}
