import { PLINKO_PAYTABLES, type PlinkoRisk } from '@orca/games/fast/plinko';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { RecentResults } from '../../components/controls';
import {
  ballPosition,
  geometry,
  pegPositions,
  slotColour,
  slotLabel,
  WIDTH,
  type Ball,
} from './plinko-geometry';

export interface PlinkoHistoryItem {
  id: string;
  text: string;
  isWin: boolean;
}

const Pegs = memo(function Pegs({ rows }: { rows: number }) {
  const g = geometry(rows);
  return (
    <g>
      {pegPositions(rows).map((peg) => (
        <circle
          key={`${peg.x}:${peg.y}`}
          cx={peg.x}
          cy={peg.y}
          r={g.pegRadius}
          fill="#f1f5f9"
          opacity={0.92}
        />
      ))}
    </g>
  );
});

/** The last landings, the latest one's pay, and the board with its slots and falling balls. */
export function PlinkoStage({
  rows,
  risk,
  balls,
  now,
  history,
  lit,
  lastWin,
}: {
  rows: number;
  risk: PlinkoRisk;
  balls: Ball[];
  now: number;
  history: PlinkoHistoryItem[];
  lit: { slot: number; key: string } | null;
  lastWin: { text: string; multiplier: string; isWin: boolean } | null;
}) {
  const { t } = useTranslation();
  const g = geometry(rows);
  const multipliers = PLINKO_PAYTABLES[rows]?.[risk] ?? [];
  return (
    <div className="flex flex-1 flex-col gap-2 p-3 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <RecentResults label={t('gameClient.controls.recent')} items={history} />
        <p
          aria-live="polite"
          className={`shrink-0 text-sm font-bold ${lastWin?.isWin ? 'text-emerald-300' : 'text-slate-400'}`}
        >
          {lastWin
            ? t('gameClient.plinko.landed', {
                multiplier: lastWin.multiplier,
                amount: lastWin.text,
              })
            : ''}
        </p>
      </div>
      <div className="flex flex-1 items-center justify-center">
        <svg
          viewBox={`0 0 ${WIDTH} ${g.height}`}
          role="img"
          aria-label={t('gameClient.plinko.board', { rows })}
          className="h-auto max-h-[calc(100dvh-9rem)] w-full max-w-3xl"
        >
          <defs>
            <radialGradient id="gc-plinko-ball" cx="35%" cy="35%" r="65%">
              <stop offset="0%" stopColor="#fff7ed" />
              <stop offset="45%" stopColor="#fb923c" />
              <stop offset="100%" stopColor="#c2410c" />
            </radialGradient>
          </defs>
          <Pegs rows={rows} />
          {multipliers.map((pay, slot) => {
            const x = WIDTH / 2 + (slot - rows / 2) * g.dx;
            const w = g.dx * 0.9;
            const isLit = lit?.slot === slot;
            return (
              <g
                key={isLit ? `${slot}-${lit.key}` : slot}
                className={isLit ? 'gc-slot-hit' : undefined}
                style={{ transformOrigin: `${x}px ${g.slotTop}px` }}
              >
                <rect
                  x={x - w / 2}
                  y={g.slotTop}
                  width={w}
                  height={g.slotHeight}
                  rx={Math.min(8, w * 0.15)}
                  fill={slotColour(slot, rows)}
                />
                <rect
                  x={x - w / 2}
                  y={g.slotTop + g.slotHeight - 5}
                  width={w}
                  height={5}
                  rx={2}
                  fill="rgba(0,0,0,0.3)"
                />
                <text
                  x={x}
                  y={g.slotTop + g.slotHeight / 2 + 1}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  fontSize={Math.min(24, g.dx * 0.3)}
                  fontWeight={800}
                  fill="#1c0a00"
                >
                  {slotLabel(pay)}
                </text>
              </g>
            );
          })}
          {balls.map((ball) => {
            const position = ballPosition(ball.rows, ball.path, now - ball.startedAt);
            return (
              <circle
                key={ball.id}
                cx={position.x}
                cy={position.y}
                r={g.ballRadius}
                fill="url(#gc-plinko-ball)"
                stroke="#7c2d12"
                strokeWidth={2}
              />
            );
          })}
        </svg>
      </div>
    </div>
  );
}
