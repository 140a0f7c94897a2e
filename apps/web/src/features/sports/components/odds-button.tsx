import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { oddsMove, type OddsMove } from '../lib/odds-flash';
import { oddsText } from '../lib/odds-text';
import { useSlip } from '../lib/slip-store';

/** A suspended price's padlock (drawn here: only the sportsbook shows it, and the shared icons are in the first load). */
function LockIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      aria-hidden="true"
      className="h-4 w-4 text-slate-400"
    >
      <path d="M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3" />
    </svg>
  );
}

/** How long a price that moved shows its arrow and colour. */
const FLASH_MS = 2_500;

/** The arrow of the last move while it is fresh; a new price restarts it. */
function useOddsFlash(odds: string | null): OddsMove {
  const previous = useRef(odds);
  const [move, setMove] = useState<OddsMove>(null);
  useEffect(() => {
    const next = oddsMove(previous.current, odds);
    previous.current = odds;
    if (next === null) return undefined;
    setMove(next);
    const timer = setTimeout(() => setMove(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [odds]);
  return move;
}

/**
 * One outcome's price: a click adds it to the slip or takes it out. A suspended outcome shows a lock and takes
 * no click; a price that moved flashes green up or red down.
 */
export function OddsButton({
  label,
  odds,
  isSelected,
  isBettable,
  onToggle,
  isCompact = false,
  offLabel,
}: {
  label: string;
  odds: string | null;
  isSelected: boolean;
  isBettable: boolean;
  onToggle: () => void;
  isCompact?: boolean;
  /** Why a priced outcome takes no click here (the bet builder's ineligible lines): its price shows, dimmed, with no lock. */
  offLabel?: string | undefined;
}) {
  const { t } = useTranslation();
  const { oddsFormat } = useSlip();
  const move = useOddsFlash(odds);
  const tone = isSelected
    ? 'border-accent-400 bg-accent-500 text-ink-950'
    : move === 'up'
      ? 'border-emerald-400 bg-emerald-500/15 text-white'
      : move === 'down'
        ? 'border-rose-400 bg-rose-500/15 text-white'
        : 'border-ink-700 bg-ink-800 text-white hover:border-accent-400';
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={!isBettable && !isSelected}
      aria-pressed={isSelected}
      aria-label={
        isBettable && odds
          ? `${label} ${oddsText(odds, oddsFormat)}`
          : offLabel
            ? `${label} ${offLabel}`
            : `${label} ${t('sports.odds.suspended')}`
      }
      className={`flex min-w-0 flex-1 justify-between gap-x-2 rounded-lg border px-2 transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${isCompact ? 'items-center py-1.5' : 'flex-col items-start py-1.5 sm:flex-row sm:items-center sm:py-2'} ${tone}`}
    >
      <span
        className={`max-w-full truncate text-left text-xs ${isSelected ? 'text-ink-950' : 'text-slate-300'}`}
        aria-hidden="true"
      >
        {label}
      </span>
      <span
        className="flex shrink-0 items-center gap-0.5 text-sm font-semibold tabular-nums"
        aria-hidden="true"
      >
        {isBettable && odds ? (
          <>
            {move === 'up' && <span className="text-emerald-400">▲</span>}
            {move === 'down' && <span className="text-rose-400">▼</span>}
            {oddsText(odds, oddsFormat)}
          </>
        ) : offLabel && odds ? (
          oddsText(odds, oddsFormat)
        ) : (
          <LockIcon />
        )}
      </span>
    </button>
  );
}
