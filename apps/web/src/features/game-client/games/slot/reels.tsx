import type { SlotConfig, SlotSymbol } from '@orca/games/slots/types';
import { memo, useLayoutEffect, useRef } from 'react';
import { Paylines } from './paylines';
import { ReelCell } from './reel-cell';
import {
  fillerCount,
  fillerFor,
  slideDurationMs,
  slideStartPercent,
  stripLayout,
} from './reel-strip';

export interface ReelsHighlight {
  /** "reel:row" of the cells in the win being shown. */
  cells: Set<string>;
  /** Paylines to draw (line games). */
  lines: number[];
  colour: string;
}

interface ReelsProps {
  config: SlotConfig;
  symbolsById: Map<string, SlotSymbol>;
  grid: string[][];
  previousGrid: string[][];
  /** Changes for every spin; each change runs the reels once. */
  spinKey: number;
  /** The last spin whose reels have stopped: its strip is dropped to just the symbols shown. */
  settledKey: number;
  durationMs: number;
  /** Changes when the player skips: running reels stop at once. */
  skipKey: number;
  highlight: ReelsHighlight | null;
  onStopped: (spinKey: number) => void;
  wildLabel: string;
  scatterLabel: string;
  /** What the reels show, in words, for screen readers. */
  label: string;
}

/**
 * The reel window. A spin stacks the new symbols, a run of blurred filler and the old symbols in
 * one strip per reel and slides it down (Web Animations), each reel stopping a little after the
 * one before; a skip finishes every running slide at once.
 */
export const Reels = memo(function Reels({
  config,
  symbolsById,
  grid,
  previousGrid,
  spinKey,
  settledKey,
  durationMs,
  skipKey,
  highlight,
  onStopped,
  wildLabel,
  scatterLabel,
  label,
}: ReelsProps) {
  const stripRefs = useRef<(HTMLDivElement | null)[]>([]);
  const animationsRef = useRef<Animation[]>([]);
  const reels = config.layout.reels;
  const isSpinning = spinKey > 0 && settledKey !== spinKey;

  useLayoutEffect(() => {
    if (spinKey === 0) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const animations: Animation[] = [];
    stripRefs.current.slice(0, reels).forEach((strip, reel) => {
      if (!strip) return;
      const start = slideStartPercent(reel, grid[reel]?.length ?? 1);
      animations.push(
        strip.animate([{ transform: `translateY(-${start}%)` }, { transform: 'translateY(0)' }], {
          // A skipped round stops every reel at once.
          duration: slideDurationMs(reel, durationMs, reduced === true),
          easing: 'cubic-bezier(0.22, 0.61, 0.3, 1.06)',
          fill: 'both',
        }),
      );
    });
    animationsRef.current = animations;
    // The strip shrinks back to the shown symbols once settled; the slide's end state must not move it.
    const release = () => animations.forEach((animation) => animation.cancel());
    let isCurrent = true;
    void Promise.all(animations.map((animation) => animation.finished.catch(() => undefined))).then(
      () => {
        if (!isCurrent) return;
        release();
        onStopped(spinKey);
      },
    );
    return () => {
      isCurrent = false;
    };
    // Only a new spin starts the reels; the grids belong to that spin.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [spinKey]);

  useLayoutEffect(() => {
    if (skipKey === 0) return;
    for (const animation of animationsRef.current)
      if (animation.playState === 'running') animation.finish();
  }, [skipKey]);

  const maxRows = config.layout.kind === 'fixed' ? config.layout.rows : config.layout.maxRows;

  return (
    <div role="img" aria-label={label} className="relative flex h-full w-full gap-[1%]">
      {Array.from({ length: reels }, (_, reel) => {
        const after = grid[reel] ?? [];
        const before = previousGrid[reel] ?? after;
        const filler = isSpinning
          ? fillerFor(config.symbols, spinKey, reel, fillerCount(reel))
          : [];
        const { total, weightAfter, weightBefore } = stripLayout(
          isSpinning,
          filler.length,
          after.length,
          before.length,
        );
        return (
          <div
            key={reel}
            className="relative h-full flex-1 overflow-hidden rounded-xl bg-black/35 shadow-[inset_0_0_18px_rgba(0,0,0,0.6)]"
          >
            <div
              ref={(node) => {
                stripRefs.current[reel] = node;
              }}
              className="absolute inset-x-0 top-0 flex flex-col will-change-transform"
              style={{ height: `${total * 100}%` }}
            >
              {after.map((id, row) => (
                <ReelCell
                  key={`a${row}`}
                  symbol={symbolsById.get(id)}
                  weight={weightAfter}
                  isWin={highlight?.cells.has(`${reel}:${row}`) ?? false}
                  isDimmed={highlight !== null && !highlight.cells.has(`${reel}:${row}`)}
                  isBlurred={false}
                  wildLabel={wildLabel}
                  scatterLabel={scatterLabel}
                  winColour={highlight?.colour ?? '#fff'}
                />
              ))}
              {filler.map((id, i) => (
                <ReelCell
                  key={`f${i}`}
                  symbol={symbolsById.get(id)}
                  weight={weightAfter}
                  isWin={false}
                  isDimmed={false}
                  isBlurred
                  wildLabel={wildLabel}
                  scatterLabel={scatterLabel}
                  winColour="#fff"
                />
              ))}
              {isSpinning &&
                before.map((id, row) => (
                  <ReelCell
                    key={`b${row}`}
                    symbol={symbolsById.get(id)}
                    weight={weightBefore}
                    isWin={false}
                    isDimmed={false}
                    isBlurred={false}
                    wildLabel={wildLabel}
                    scatterLabel={scatterLabel}
                    winColour="#fff"
                  />
                ))}
            </div>
          </div>
        );
      })}
      {config.evaluation.kind === 'lines' && highlight && highlight.lines.length > 0 && (
        <Paylines
          lines={config.evaluation.lines}
          reels={reels}
          maxRows={maxRows}
          lineIndexes={highlight.lines}
          colour={highlight.colour}
        />
      )}
    </div>
  );
});
