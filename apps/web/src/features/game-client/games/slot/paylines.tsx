import type { SlotConfig } from '@orca/games/slots/types';

/** The paylines of the win being shown, drawn over the reels of a line game. */
export function Paylines({
  lines,
  reels,
  maxRows,
  lineIndexes,
  colour,
}: {
  lines: Extract<SlotConfig['evaluation'], { kind: 'lines' }>['lines'];
  reels: number;
  maxRows: number;
  lineIndexes: number[];
  colour: string;
}) {
  return (
    <svg
      className="pointer-events-none absolute inset-0 z-20 h-full w-full"
      viewBox={`0 0 ${reels * 100} ${maxRows * 100}`}
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      {lineIndexes.map((lineIndex) => {
        const line = lines[lineIndex];
        if (!line) return null;
        const points = line.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
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
              stroke={colour}
              strokeWidth={5}
              vectorEffect="non-scaling-stroke"
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          </g>
        );
      })}
    </svg>
  );
}
