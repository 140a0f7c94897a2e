import { outcomeOf } from '@orca/contracts';
import {
  PLINKO_PAYTABLES,
  PLINKO_ROWS_MAX,
  PLINKO_ROWS_MIN,
  PLINKO_RTP,
  type PlinkoRisk,
} from '@orca/games/fast/plinko';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BetField, PlayButton, RecentResults, Segmented, useBet } from '../../components/controls';
import { useGameClient } from '../../components/game-client-context';
import { FastGameLayout, GameFrame, type GameTheme } from '../../components/game-frame';
import type { RoundPlay } from '../../api/play';
import { formatMultiplier, formatPercent } from '../../lib/format-game';

const THEME: GameTheme = {
  accent: '#fb923c',
  glow: 'rgba(249,115,22,0.55)',
  background: 'radial-gradient(ellipse at 50% 0%, #3f1d2e 0%, #1c0f1f 50%, #0c0710 100%)',
};
const WIDTH = 1000;
const HOP_MS = 140;
const BALLS_IN_AIR_MAX = 8;
const HISTORY_SIZE = 8;

/** Board geometry for a row count: peg spacing, row height, and where each row and slot sits. */
function geometry(rows: number) {
  const dx = WIDTH / (rows + 2);
  const dy = dx * 0.88;
  const top = dx * 0.7;
  const pegY = (row: number) => top + row * dy;
  const slotTop = pegY(rows - 1) + dy * 0.55;
  const slotHeight = Math.max(34, dx * 0.62);
  return {
    dx,
    dy,
    top,
    pegY,
    slotTop,
    slotHeight,
    height: slotTop + slotHeight + 10,
    pegRadius: Math.max(5, dx * 0.115),
    ballRadius: Math.max(7, dx * 0.2),
  };
}

/** Where a ball is `elapsed` ms after it was dropped along `path` (one hop per row, a small bounce off each peg). */
function ballPosition(
  rows: number,
  path: number[],
  elapsed: number,
): { x: number; y: number; isLanded: boolean } {
  const g = geometry(rows);
  const hop = Math.max(0, elapsed) / HOP_MS;
  const row = Math.floor(hop);
  const t = hop - row;
  const xAt = (r: number) =>
    WIDTH / 2 + path.slice(0, r).reduce((sum, step) => sum + (step === 1 ? 0.5 : -0.5), 0) * g.dx;
  const yAt = (r: number) =>
    (r === 0 ? g.top - g.dy * 0.9 : g.pegY(r - 1)) - g.pegRadius - g.ballRadius;
  if (row >= rows)
    return {
      x: xAt(rows),
      y: Math.min(g.slotTop + g.slotHeight / 2 - g.ballRadius, yAt(rows) + (hop - rows) * g.dy * 2),
      isLanded: hop >= rows + 0.5,
    };
  const x = xAt(row) + (xAt(row + 1) - xAt(row)) * t;
  const y =
    yAt(row) + (yAt(row + 1) - yAt(row)) * t * t - (row === 0 ? 0 : g.dy * 0.35 * 4 * t * (1 - t));
  return { x, y, isLanded: false };
}

/** Slot colours: warm gold in the middle, hot red at the edges where the big multipliers are. */
function slotColour(slot: number, rows: number): string {
  const distance = Math.abs(slot - rows / 2) / (rows / 2);
  return `hsl(${Math.round(48 - distance * 48)} 95% ${Math.round(58 - distance * 6)}%)`;
}

const Pegs = memo(function Pegs({ rows }: { rows: number }) {
  const g = geometry(rows);
  const pegs: { x: number; y: number }[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let i = 0; i < row + 3; i += 1)
      pegs.push({ x: WIDTH / 2 + (i - (row + 2) / 2) * g.dx, y: g.pegY(row) });
  }
  return (
    <g>
      {pegs.map((peg) => (
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

interface Ball {
  id: string;
  rows: number;
  path: number[];
  slot: number;
  startedAt: number;
  result: RoundPlay;
}

export default function PlinkoGame() {
  const { t } = useTranslation();
  const { play, reveal, language, money } = useGameClient();
  const { bet, setBet, validBet } = useBet();
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [rows, setRows] = useState(12);
  const [balls, setBalls] = useState<Ball[]>([]);
  const [now, setNow] = useState(0);
  const [pending, setPending] = useState(0);
  const [history, setHistory] = useState<{ id: string; text: string; isWin: boolean }[]>([]);
  const [lit, setLit] = useState<{ slot: number; key: string } | null>(null);
  const [lastWin, setLastWin] = useState<{
    text: string;
    multiplier: string;
    isWin: boolean;
  } | null>(null);
  const rowsId = useId();
  const landedRef = useRef(new Set<string>());

  const g = geometry(rows);
  const multipliers = PLINKO_PAYTABLES[rows]?.[risk] ?? [];
  const isBoardBusy = balls.length > 0 || pending > 0;

  const ballsRef = useRef<Ball[]>([]);
  const onLandRef = useRef<(landed: Ball[]) => void>(() => undefined);
  useEffect(() => {
    ballsRef.current = balls;
  }, [balls]);
  useEffect(() => {
    onLandRef.current = (landed) => {
      for (const ball of landed) reveal(ball.result);
      const latest = landed[landed.length - 1];
      if (!latest) return;
      const items = landed.map((ball) => ({
        id: ball.id,
        text: formatMultiplier(Number(ball.result.round.multiplier), language),
        isWin: Number(ball.result.round.multiplier) >= 1,
      }));
      setLit({ slot: latest.slot, key: latest.id });
      setLastWin({
        text: money(latest.result.round.win),
        multiplier: formatMultiplier(Number(latest.result.round.multiplier), language),
        isWin: Number(latest.result.round.multiplier) >= 1,
      });
      setHistory((list) => [...items.reverse(), ...list].slice(0, HISTORY_SIZE));
      setBalls((list) => list.filter((ball) => !landed.includes(ball)));
    };
  });

  // One animation loop while balls are falling; each ball pays out on screen only when it lands.
  useEffect(() => {
    if (balls.length === 0) return;
    let frame = requestAnimationFrame(function step(time) {
      setNow(time);
      const landed = ballsRef.current.filter(
        (ball) =>
          !landedRef.current.has(ball.id) &&
          ballPosition(ball.rows, ball.path, time - ball.startedAt).isLanded,
      );
      for (const ball of landed) landedRef.current.add(ball.id);
      if (landed.length > 0) onLandRef.current(landed);
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [balls.length]);

  async function handleDrop() {
    if (validBet === null || balls.length + pending >= BALLS_IN_AIR_MAX) return;
    setPending((count) => count + 1);
    const played = await play(
      '/play/plinko',
      { bet: validBet, rows, risk },
      { isRevealDeferred: true },
    );
    setPending((count) => count - 1);
    if (!played) return;
    const outcome = outcomeOf(played.round, 'plinko');
    setBalls((list) => [
      ...list,
      {
        id: played.round.roundId,
        rows,
        path: outcome.path,
        slot: outcome.slot,
        startedAt: performance.now(),
        result: played,
      },
    ]);
  }

  const controls = (
    <>
      <BetField value={bet} onChange={setBet} />
      <Segmented
        label={t('gameClient.controls.risk')}
        value={risk}
        onChange={setRisk}
        isDisabled={isBoardBusy}
        options={[
          { value: 'low', label: t('gameClient.controls.riskLow') },
          { value: 'medium', label: t('gameClient.controls.riskMedium') },
          { value: 'high', label: t('gameClient.controls.riskHigh') },
        ]}
      />
      <div>
        <div className="mb-1 flex justify-between">
          <label
            htmlFor={rowsId}
            className="text-xs font-semibold tracking-wide text-slate-300 uppercase"
          >
            {t('gameClient.plinko.rows')}
          </label>
          <span className="text-sm font-bold text-white tabular-nums">{rows}</span>
        </div>
        <input
          id={rowsId}
          type="range"
          min={PLINKO_ROWS_MIN}
          max={PLINKO_ROWS_MAX}
          step={1}
          value={rows}
          disabled={isBoardBusy}
          onChange={(event) => setRows(Number(event.target.value))}
          className="gc-range gc-range-track h-7 w-full"
        />
      </div>
      <PlayButton
        onClick={() => void handleDrop()}
        disabled={validBet === null || balls.length + pending >= BALLS_IN_AIR_MAX}
        className="mt-auto"
      >
        {t('gameClient.plinko.drop')}
      </PlayButton>
    </>
  );

  const stage = (
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
                  {pay >= 100_000
                    ? `${pay / 100_000}k`
                    : pay / 100 >= 100
                      ? Math.round(pay / 100)
                      : pay / 100}
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

  return (
    <GameFrame
      title={t('gameClient.plinko.title')}
      theme={THEME}
      howToPlay={[
        t('gameClient.plinko.how1'),
        t('gameClient.plinko.how2'),
        t('gameClient.plinko.how3'),
      ]}
      rules={
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('gameClient.plinko.rule1')}</li>
          <li>{t('gameClient.plinko.rule2', { min: PLINKO_ROWS_MIN, max: PLINKO_ROWS_MAX })}</li>
          <li>
            {t('gameClient.frame.rtp', { rtp: formatPercent(PLINKO_RTP * 100, language, 0) })}
          </li>
        </ul>
      }
    >
      <FastGameLayout label={t('gameClient.controls.label')} controls={controls} stage={stage} />
    </GameFrame>
  );
}
