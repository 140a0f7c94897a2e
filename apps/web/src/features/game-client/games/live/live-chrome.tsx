import type { LiveTableView } from '@orca/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadSections } from '../../../../lib/i18n';
import { shortHash } from '../../components/fairness';
import { chipLabel } from './chips';
import { isBettingOpen } from './use-live-table';

/** The table screens' strings (live.json) arrive with the table, not with every game. */
export function LiveSectionsGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [isReady, setIsReady] = useState(false);
  useEffect(() => {
    let isCancelled = false;
    loadSections(['live']).then(
      () => {
        if (!isCancelled) setIsReady(true);
      },
      () => undefined,
    );
    return () => {
      isCancelled = true;
    };
  }, []);
  return isReady ? (
    children
  ) : (
    <p className="p-6 text-center text-slate-400">{t('common.loading')}</p>
  );
}

export type TablePhase = 'betting' | 'closing' | 'decisions' | 'result';

/** The phase as a player sees it: betting past its close time is already "no more bets". */
export function tablePhaseOf(view: LiveTableView | null, serverNow: number): TablePhase {
  if (!view) return 'closing';
  if (view.phase === 'betting') return isBettingOpen(view, serverNow) ? 'betting' : 'closing';
  if (view.phase === 'closed') return 'closing';
  return view.phase;
}

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

/** What the table is doing, in one line, with the countdown while bets are open. */
export function PhaseBanner({
  view,
  serverNow,
  detail,
}: {
  view: LiveTableView | null;
  serverNow: number;
  detail?: ReactNode;
}) {
  const { t } = useTranslation();
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

const CHIP_COLOURS = ['#e2e8f0', '#ef4444', '#22c55e', '#3b82f6', '#111827', '#a855f7', '#f59e0b'];
export const chipColourOf = (index: number) =>
  CHIP_COLOURS[index % CHIP_COLOURS.length] ?? '#e2e8f0';

/** A chip drawn on the table (or in the rack). */
export function Chip({
  label,
  colour,
  size = 'md',
  isSelected = false,
}: {
  label: string;
  colour: string;
  size?: 'sm' | 'md';
  isSelected?: boolean;
}) {
  const dark = colour === '#e2e8f0' || colour === '#f59e0b';
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center rounded-full border-[3px] border-dashed font-black tabular-nums shadow-md ${size === 'sm' ? 'h-6 min-w-6 px-0.5 text-[9px]' : 'h-11 w-11 text-xs'} ${isSelected ? 'ring-2 ring-white ring-offset-2 ring-offset-black' : ''}`}
      style={{
        background: colour,
        borderColor: dark ? 'rgba(0,0,0,0.35)' : 'rgba(255,255,255,0.7)',
        color: dark ? '#111' : '#fff',
      }}
    >
      {label}
    </span>
  );
}

/** The chip values to pick from; the chosen one goes on the next spot clicked. */
export function ChipRack({
  values,
  selected,
  onSelect,
  money,
}: {
  values: string[];
  selected: string | null;
  onSelect: (value: string) => void;
  money: (amount: string) => string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div
      role="radiogroup"
      aria-label={t('live.chips')}
      className="flex flex-wrap items-center gap-2"
    >
      {values.map((value, index) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={selected === value}
          aria-label={t('live.chip', { amount: money(value) })}
          onClick={() => onSelect(value)}
          className="rounded-full transition hover:-translate-y-0.5"
        >
          <Chip
            label={chipLabel(value, i18n.language)}
            colour={chipColourOf(index)}
            isSelected={selected === value}
          />
        </button>
      ))}
    </div>
  );
}

/** Undo, clear, repeat, double and send: the bet controls every table shares. */
export function BetActions({
  canUndo,
  canRepeat,
  canDouble,
  isBetting,
  isBusy,
  pendingLabel,
  placedLabel = null,
  onUndo,
  onClear,
  onRepeat,
  onDouble,
  onConfirm,
}: {
  canUndo: boolean;
  canRepeat: boolean;
  canDouble: boolean;
  isBetting: boolean;
  isBusy: boolean;
  /** The stake not sent yet, formatted; null when there is none. */
  pendingLabel: string | null;
  /** The seat's stake once its bets are in (one set of bets per seat and round), formatted. */
  placedLabel?: string | null;
  onUndo: () => void;
  onClear: () => void;
  onRepeat: () => void;
  onDouble: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const small =
    'rounded-lg border border-white/15 bg-white/5 px-2 py-2 text-xs font-bold text-white transition hover:bg-white/15 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-4 gap-1.5">
        <button type="button" className={small} onClick={onUndo} disabled={!canUndo || isBusy}>
          {t('live.actions.undo')}
        </button>
        <button type="button" className={small} onClick={onClear} disabled={!canUndo || isBusy}>
          {t('live.actions.clear')}
        </button>
        <button
          type="button"
          className={small}
          onClick={onRepeat}
          disabled={!isBetting || !canRepeat || isBusy}
        >
          {t('live.actions.repeat')}
        </button>
        <button
          type="button"
          className={small}
          onClick={onDouble}
          disabled={!isBetting || !canDouble || isBusy}
        >
          {t('live.actions.double')}
        </button>
      </div>
      <button
        type="button"
        onClick={onConfirm}
        disabled={!isBetting || pendingLabel === null || placedLabel !== null || isBusy}
        className="w-full rounded-xl bg-[var(--gc-accent)] px-4 py-3 text-base leading-tight font-extrabold text-black shadow-[0_8px_24px_-8px_var(--gc-glow)] transition hover:brightness-110 active:scale-[0.98] disabled:cursor-not-allowed disabled:opacity-50"
      >
        {placedLabel !== null
          ? t('live.actions.placed', { amount: placedLabel })
          : isBetting
            ? pendingLabel
              ? t('live.actions.confirm', { amount: pendingLabel })
              : t('live.actions.pickSpot')
            : t('live.actions.waitNext')}
      </button>
    </div>
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

/**
 * The round's fairness for the frame's fairness dialog: the commitment shown while bets are open
 * (server seed hash, client seed, nonce), how the result is computed from them, and where the
 * revealed seed is read after the round (the seat's round in Gaming history).
 */
export function liveFairness(
  view: LiveTableView | null,
  method: string,
  t: (key: string, options?: Record<string, unknown>) => string,
): { summary: ReactNode; details: ReactNode } {
  if (!view)
    return { summary: <span>{t('live.fair.intro')}</span>, details: <p>{t('live.fair.intro')}</p> };
  const rows: [string, string][] = [
    [t('live.fair.round'), `#${view.roundNo}`],
    [t('live.fair.serverSeedHash'), view.serverSeedHash],
    [t('live.fair.clientSeed'), view.clientSeed],
    [t('live.fair.nonce'), String(view.nonce)],
  ];
  return {
    summary: (
      <span>
        {t('live.fair.summary', { no: view.roundNo, hash: shortHash(view.serverSeedHash) })}
      </span>
    ),
    details: (
      <div className="space-y-4">
        <p>{t('live.fair.intro')}</p>
        <dl
          className="space-y-2 rounded-xl border border-white/10 bg-black/30 p-3"
          data-testid="live-fair"
        >
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-3">
              <dt className="text-slate-400">{label}</dt>
              <dd className="font-mono text-xs break-all text-slate-100">{value}</dd>
            </div>
          ))}
        </dl>
        <p>{method}</p>
        <p>
          {t('live.fair.reveal')}{' '}
          <a
            href="/profile/history"
            target="_top"
            className="font-semibold text-[var(--gc-accent)] underline-offset-2 hover:underline"
          >
            {t('live.fair.history')}
          </a>
        </p>
      </div>
    ),
  };
}
