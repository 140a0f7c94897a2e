import { useCallback, useRef, type Dispatch } from 'react';
import type { ShowStep } from './slot-show';
import type { SlotAction } from './slot-state';

/**
 * Plays a round's show step by step: each spin waits for the reels to stop, each pause for its
 * time or a skip. A skip (the spin button during a show) cuts every remaining pause short.
 */
export function useRoundShow(dispatch: Dispatch<SlotAction>) {
  const stoppedRef = useRef<{ key: number; resolve: () => void } | null>(null);
  const skipRef = useRef(false);
  const wakeRef = useRef<(() => void) | null>(null);

  const handleStopped = useCallback(
    (key: number) => {
      dispatch({ type: 'reelsStopped', key });
      if (stoppedRef.current?.key === key) {
        stoppedRef.current.resolve();
        stoppedRef.current = null;
      }
    },
    [dispatch],
  );

  const wait = useCallback(
    (ms: number) =>
      new Promise<void>((resolve) => {
        if (skipRef.current) {
          resolve();
          return;
        }
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wakeRef.current = null;
          resolve();
        }
        wakeRef.current = done;
      }),
    [],
  );

  const run = useCallback(
    async (steps: readonly ShowStep[], onReveal: () => void) => {
      for (const step of steps) {
        if (step.kind === 'dispatch') dispatch(step.action);
        else if (step.kind === 'wait') await wait(step.ms);
        else if (step.kind === 'reveal') onReveal();
        else
          await new Promise<void>((resolve) => {
            stoppedRef.current = { key: step.key, resolve };
            dispatch({ type: 'spinStarted', grid: step.grid, key: step.key });
          });
      }
    },
    [dispatch, wait],
  );

  /** Cuts the running pause short (a click on the overlay). */
  const wake = useCallback(() => wakeRef.current?.(), []);

  const skip = useCallback(() => {
    skipRef.current = true;
    dispatch({ type: 'skipped' });
    wakeRef.current?.();
  }, [dispatch]);

  /** A new round's show, or the end of one, plays its pauses in full again. */
  const resetSkip = useCallback(() => {
    skipRef.current = false;
  }, []);

  return { handleStopped, run, wake, skip, resetSkip };
}
