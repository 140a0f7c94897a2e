import type { LiveTableView } from '@orca/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameClient } from '../../components/game-client-context';
import { tablePhaseOf } from './live-table-view';

/** Seconds left to bet as a ring that empties, the number inside. */
export function CountdownRing({
  view,
  serverNow,
  size = 56,
}: {
  view: LiveTableView;
  serverNow: number;
  size?: number;
}) {
  const { t } = useTranslation();
  const leftMs = Math.max(0, Date.parse(view.bettingClosesAt) - serverNow);
  const share = view.bettingMs > 0 ? Math.min(1, leftMs / view.bettingMs) : 0;
  const seconds = Math.ceil(leftMs / 1000);
  const radius = 22;
  const circumference = 2 * Math.PI * radius;
  const colour = seconds <= 3 ? '#fb7185' : seconds <= 6 ? '#facc15' : '#34d399';
  return (
    <div
      className="relative shrink-0"
      style={{ width: size, height: size }}
      role="timer"
      aria-label={t('live.countdown', { seconds })}
    >
      <svg viewBox="0 0 50 50" className="h-full w-full -rotate-90" aria-hidden="true">
        <circle
          cx={25}
          cy={25}
          r={radius}
          fill="rgba(0,0,0,0.45)"
          stroke="rgba(255,255,255,0.12)"
          strokeWidth={4}
        />
        <circle
          cx={25}
          cy={25}
          r={radius}
          fill="none"
          stroke={colour}
          strokeWidth={4}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - share)}
          style={{ transition: 'stroke-dashoffset 0.1s linear, stroke 0.3s' }}
        />
      </svg>
      <span
        className="absolute inset-0 flex items-center justify-center text-lg font-black text-white tabular-nums"
        aria-hidden="true"
      >
        {seconds}
      </span>
    </div>
  );
}

/**
 * What the table is doing, in one line, with the countdown while bets are open; the round, fun
 * mode and the table's own `extra` (say, the players) below.
 */
export function PhaseBanner({
  view,
  serverNow,
  extra = null,
}: {
  view: LiveTableView | null;
  serverNow: number;
  extra?: string | null;
}) {
  const { t } = useTranslation();
  const { session } = useGameClient();
  const detail = [session.mode === 'fun' ? t('live.fun') : null, extra].filter(Boolean).join(' · ');
  const phase = tablePhaseOf(view, serverNow);
  const tone =
    phase === 'betting'
      ? 'border-emerald-400/40 bg-emerald-500/10 text-emerald-200'
      : phase === 'result'
        ? 'border-amber-300/40 bg-amber-400/10 text-amber-100'
        : 'border-rose-400/40 bg-rose-500/10 text-rose-200';
  return (
    <div
      className={`flex items-center gap-3 rounded-xl border px-3 py-2 ${tone}`}
      data-phase={phase}
    >
      {view && phase === 'betting' && <CountdownRing view={view} serverNow={serverNow} size={44} />}
      <div className="min-w-0 flex-1">
        <p className="text-sm font-extrabold tracking-wide uppercase sm:text-base">
          {t(`live.phase.${phase}`)}
        </p>
        <p className="truncate text-xs text-slate-300">
          {view ? t('live.round', { no: view.roundNo }) : t('common.loading')}
          {detail ? <> · {detail}</> : null}
        </p>
      </div>
      {view && <SeatedCount count={view.players} />}
    </div>
  );
}

/** How many seats bet in this round. */
export function SeatedCount({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-black/40 px-2 py-1 text-xs font-semibold text-slate-200"
      title={t('live.seated', { count })}
    >
      <svg viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="currentColor" aria-hidden="true">
        <circle cx="8" cy="5" r="3" />
        <path d="M2 14c0-3.3 2.7-5 6-5s6 1.7 6 5z" />
      </svg>
      <span className="sr-only">{t('live.seated', { count })}</span>
      <span aria-hidden="true" className="tabular-nums">
        {count}
      </span>
    </span>
  );
}

/** The last results, newest first. */
export function LastResultsStrip<T>({
  label,
  items,
  render,
}: {
  label: string;
  items: readonly T[];
  render: (item: T, index: number) => ReactNode;
}) {
  return (
    <ol aria-label={label} className="flex min-h-7 gap-1.5 overflow-x-auto pb-1">
      {items.map((item, index) => (
        <li key={index} className="shrink-0">
          {render(item, index)}
        </li>
      ))}
    </ol>
  );
}
