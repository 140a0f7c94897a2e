import { useEffect, type RefObject } from 'react';
import { useRefreshBalance } from '../../../lib/queries/player';

/** External providers do not tell the page about their rounds: ask for the balance this often while a real game is open. */
const BALANCE_POLL_MS = 5_000;
/** What an in-house game client posts to the page after each round. */
const BALANCE_MESSAGE = 'orca:balance';

/** Keeps the header balance current while a real-money game runs in the frame: real-money rounds change it. */
export function useBalanceSync(
  frame: RefObject<HTMLIFrameElement | null>,
  frameOrigin: string | null,
  isActive: boolean,
) {
  const refreshBalance = useRefreshBalance();
  useEffect(() => {
    if (!isActive) return;
    const refresh = () => void refreshBalance();
    const handleMessage = (event: MessageEvent) => {
      // Only the game in our frame, from the address it was launched at, may ask.
      if (event.source !== frame.current?.contentWindow || event.origin !== frameOrigin) return;
      if ((event.data as { type?: unknown } | null)?.type === BALANCE_MESSAGE) refresh();
    };
    const handleVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('message', handleMessage);
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', handleVisible);
    const timer = setInterval(refresh, BALANCE_POLL_MS);
    return () => {
      window.removeEventListener('message', handleMessage);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', handleVisible);
      clearInterval(timer);
    };
  }, [frame, frameOrigin, isActive, refreshBalance]);
}
