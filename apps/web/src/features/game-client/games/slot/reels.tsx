import type { SlotConfig, SlotSymbol } from '@orca/games/slots/types';
import { memo, useLayoutEffect, useRef, type CSSProperties } from 'react';
import { SymbolArtView } from './symbol-art';

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

const FILLER_BASE = 10;
const FILLER_PER_REEL = 3;
const STAGGER_MS = 170;
/** Below this a spin is being skipped: no stagger between reels. */
const SPIN_MS_MIN = 200;

/** Blurred symbols that pass by while a reel spins: picked from the title's own symbols, deterministically. */
function fillerFor(
  symbols: readonly SlotSymbol[],
  spinKey: number,
  reel: number,
  count: number,
): string[] {
  let state = (spinKey * 7919 + reel * 104729 + 13) >>> 0;
  return Array.from({ length: count }, () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return symbols[state % symbols.length]?.id ?? '';
  });
}

function Cell({
  symbol,
  weight,
  isWin,
  isDimmed,
  isBlurred,
  wildLabel,
  scatterLabel,
  winColour,
}: {
  symbol: SlotSymbol | undefined;
  weight: number;
  isWin: boolean;
  isDimmed: boolean;
  isBlurred: boolean;
  wildLabel: string;
  scatterLabel: string;
  winColour: string;
}) {
  const style: CSSProperties = { flex: `0 0 ${weight}%` };
  const special = symbol?.kind === 'wild' ? 'wild' : symbol?.kind === 'scatter' ? 'scatter' : null;
  return (
    <div style={style} className="relative p-[3%] [container-type:size]">
      <div
        className={`relative h-full w-full rounded-[14%] transition-[opacity,filter] duration-300 ${isWin ? 'gc-win-pulse z-10' : ''} ${isDimmed ? 'opacity-35 saturate-50' : ''} ${isBlurred ? 'blur-[1.5px]' : ''}`}
        style={{
          background: special
            ? `radial-gradient(circle at 50% 40%, ${symbol?.art.secondary}55, #0000 70%), linear-gradient(180deg, #ffffff14, #00000040)`
            : 'linear-gradient(180deg, #ffffff10, #00000030)',
          boxShadow: isWin
            ? `0 0 0 3px ${winColour}, 0 0 22px ${winColour}`
            : special === 'wild'
              ? 'inset 0 0 0 2px #fcd34d99'
              : 'inset 0 0 0 1px #ffffff14',
        }}
      >
        {symbol && (
          <SymbolArtView
            symbol={symbol}
            className="absolute inset-[9%] h-[82%] w-[82%] drop-shadow-[0_4px_6px_rgba(0,0,0,0.45)]"
          />
        )}
        {special && (
          <span
            className="absolute inset-x-[6%] bottom-[4%] truncate rounded-[0.3em] text-center leading-tight font-black tracking-wider uppercase"
            style={{
              fontSize: 'clamp(6px, 13cqmin, 15px)',
              background:
                special === 'wild'
                  ? 'linear-gradient(180deg,#fde68a,#f59e0b)'
                  : 'linear-gradient(180deg,#f0abfc,#a21caf)',
              color: special === 'wild' ? '#451a03' : '#fff',
            }}
          >
            {special === 'wild' ? wildLabel : scatterLabel}
          </span>
        )}
      </div>
    </div>
  );
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
      const rowsAfter = grid[reel]?.length ?? 1;
      const filler = FILLER_BASE + reel * FILLER_PER_REEL;
      const start = ((1 + filler / rowsAfter) / (2 + filler / rowsAfter)) * 100;
      animations.push(
        strip.animate([{ transform: `translateY(-${start}%)` }, { transform: 'translateY(0)' }], {
          // A skipped round stops every reel at once.
          duration: reduced ? 120 : durationMs + (durationMs < SPIN_MS_MIN ? 0 : reel * STAGGER_MS),
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
  const isLines = config.evaluation.kind === 'lines';

  return (
    <div role="img" aria-label={label} className="relative flex h-full w-full gap-[1%]">
      {Array.from({ length: reels }, (_, reel) => {
        const after = grid[reel] ?? [];
        const before = previousGrid[reel] ?? after;
        const filler = isSpinning
          ? fillerFor(config.symbols, spinKey, reel, FILLER_BASE + reel * FILLER_PER_REEL)
          : [];
        const rowsAfter = Math.max(1, after.length);
        const rowsBefore = Math.max(1, before.length);
        const total = isSpinning ? 2 + filler.length / rowsAfter : 1;
        const weightAfter = 100 / rowsAfter / total;
        const weightBefore = 100 / rowsBefore / total;
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
                <Cell
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
                <Cell
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
                  <Cell
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
      {isLines && highlight && highlight.lines.length > 0 && config.evaluation.kind === 'lines' && (
        <svg
          className="pointer-events-none absolute inset-0 z-20 h-full w-full"
          viewBox={`0 0 ${reels * 100} ${maxRows * 100}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {highlight.lines.map((lineIndex) => {
            const line =
              config.evaluation.kind === 'lines' ? config.evaluation.lines[lineIndex] : undefined;
            if (!line) return null;
            const points = line
              .map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`)
              .join(' ');
            return (
              <g key={lineIndex}>
                <polyline
                  points={points}
                  fill="none"
                  stroke="#000"
                  strokeOpacity={0.5}
                  strokeWidth={9}
                  vectorEffect="non-scaling-stroke"
                  strokeLinejoin="round"
                  strokeLinecap="round"
                />
                <polyline
                  points={points}
                  fill="none"
                  stroke={highlight.colour}
                  strokeWidth={5}
                  vectorEffect="non-scaling-stroke"
                  strokeLinejoin="round"
                  strokeLinecap="round"
                />
              </g>
            );
          })}
        </svg>
      )}
    </div>
  );
});
