import type { CrashState, LiveMessage } from '@orca/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveMessages } from '../../../../lib/live-socket';
import { getCrashState } from '../../api/crash';
import { nextRoundOpensAt, withBetMessage } from './crash-view';

const STATE_POLL_MS = 2_000;
const STATE_QUIET_MS = 10_000;
/** How long after the next round should have opened the view asks for it, when no push came first. */
const NEXT_ROUND_GRACE_MS = 400;

/**
 * The shared flight as the server sends it, and the server's clock now (every frame while betting
 * counts down or the flight climbs). `onState` hears every new state, to settle the player's bet.
 */
export function useCrashFlight(
  onState: (next: CrashState) => void,
  onError: (error: unknown) => void,
) {
  const [state, setState] = useState<CrashState | null>(null);
  const [offsetMs, setOffsetMs] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const lastStateAtRef = useRef(0);
  const offsetRef = useRef(0);

  const applyState = useCallback(
    (next: CrashState) => {
      lastStateAtRef.current = Date.now();
      offsetRef.current = Date.parse(next.game.serverTime) - Date.now();
      setOffsetMs(offsetRef.current);
      setState(next);
      onState(next);
    },
    [onState],
  );

  useEffect(() => {
    let isCancelled = false;
    getCrashState().then((first) => {
      if (!isCancelled) applyState(first);
    }, onError);
    return () => {
      isCancelled = true;
    };
  }, [applyState, onError]);

  // The socket pushes every phase change. After ten quiet seconds (a long flight, or no socket at all
  // behind a proxy or a dropped connection) the state is asked for too, so a bust is never missed for long.
  useEffect(() => {
    const timer = setInterval(() => {
      if (Date.now() - lastStateAtRef.current < STATE_QUIET_MS) return;
      lastStateAtRef.current = Date.now();
      getCrashState().then(applyState, () => undefined);
    }, STATE_POLL_MS);
    return () => clearInterval(timer);
  }, [applyState]);

  // After a bust the next round opens at a known time: ask for it then, unless the socket told first
  // (a new state replaces this timer). Asked once per round: a late answer waits for the quiet poll.
  const opensAt = nextRoundOpensAt(state);
  useEffect(() => {
    if (opensAt === null) return;
    const timer = setTimeout(
      () => void getCrashState().then(applyState, () => undefined),
      Math.max(0, opensAt - (Date.now() + offsetRef.current)) + NEXT_ROUND_GRACE_MS,
    );
    return () => clearTimeout(timer);
  }, [opensAt, applyState]);

  useLiveMessages((message: LiveMessage) => {
    if (message.type === 'crash.state') applyState(message.state);
    if (message.type === 'crash.bet' || message.type === 'crash.cashout')
      setState((current) => withBetMessage(current, message));
  });

  const phase = state?.game.phase ?? 'betting';
  // Betting counts down and the flight climbs every frame; a bust stands still.
  useEffect(() => {
    if (phase === 'busted') return;
    let frame = requestAnimationFrame(function step() {
      setNow(Date.now());
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [phase]);

  return { state, serverNow: now + offsetMs };
}
