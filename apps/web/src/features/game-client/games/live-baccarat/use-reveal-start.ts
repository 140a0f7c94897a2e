import { useEffect, useRef, useState } from 'react';

/** A result already on screen when the page opened is shown whole, not dealt again. */
const SHOWN_AT_ONCE = Number.NEGATIVE_INFINITY;

/**
 * When the hand of the round on screen began to be dealt on this screen: the moment its result
 * arrived, or long ago when the page opened on a result (no replay of a hand already dealt).
 */
export function useRevealStart(roundId: string | null, hasResult: boolean): number | null {
  const [start, setStart] = useState<{ roundId: string; at: number } | null>(null);
  const isFirstRef = useRef(true);
  useEffect(() => {
    if (roundId === null) return;
    const isFirst = isFirstRef.current;
    isFirstRef.current = false;
    if (!hasResult) return;
    setStart((current) =>
      current?.roundId === roundId
        ? current
        : { roundId, at: isFirst ? SHOWN_AT_ONCE : Date.now() },
    );
  }, [roundId, hasResult]);
  return start?.roundId === roundId ? start.at : null;
}
