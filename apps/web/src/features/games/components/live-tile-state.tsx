import type { LiveResultItem } from '@orca/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { bettingLeftMs, type LobbyTable } from '../api/live-tables';

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const WHEEL_FILL: Record<number, string> = {
  1: '#facc15',
  2: '#3b82f6',
  5: '#a855f7',
  10: '#22c55e',
  20: '#f97316',
  40: '#e11d48',
};
const RESULTS_SHOWN = 6;

function ResultChip({ item }: { item: LiveResultItem }) {
  const { t } = useTranslation();
  const base =
    'inline-flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-[10px] font-extrabold tabular-nums';
  const { result } = item;
  switch (result.kind) {
    case 'roulette':
      return (
        <span
          className={`${base} text-white ${result.pocket === 0 ? 'bg-emerald-600' : RED.has(result.pocket) ? 'bg-rose-600' : 'bg-slate-900 ring-1 ring-white/30'}`}
        >
          {result.pocket}
        </span>
      );
    case 'multiplier_roulette': {
      // The pocket, ringed in gold with its multiplier when the ball landed on a lucky number.
      const hit = result.lucky.find((l) => l.number === result.pocket);
      return (
        <span
          className={`${base} text-white ${result.pocket === 0 ? 'bg-emerald-600' : RED.has(result.pocket) ? 'bg-rose-600' : 'bg-slate-900'} ${hit ? 'ring-2 ring-amber-300' : 'ring-1 ring-white/30'}`}
        >
          {result.pocket}
          {hit ? `·${hit.multiplier}×` : ''}
        </span>
      );
    }
    case 'dice_show': {
      // The total, gold with its multiplier when the dice made a multiplied total.
      const hit = result.lucky.find((l) => l.total === result.total);
      return (
        <span
          className={`${base} text-white ${hit ? 'ring-2 ring-amber-300' : 'ring-1 ring-white/30'}`}
          style={{ background: hit ? '#b45309' : '#7f1d1d' }}
        >
          {result.total}
          {hit ? `·${hit.multiplier}×` : ''}
        </span>
      );
    }
    case 'money_wheel':
      return (
        <span
          className={`${base} text-black`}
          style={{ background: WHEEL_FILL[result.number] ?? '#cbd5e1' }}
        >
          {result.number}
          {result.multiplier > 1 ? `×${result.multiplier}` : ''}
        </span>
      );
    case 'baccarat':
      return (
        <span
          className={`${base} text-white ${result.winner === 'player' ? 'bg-sky-600' : result.winner === 'banker' ? 'bg-rose-600' : 'bg-emerald-600'}`}
          title={t(`games.live.${result.winner}Name`)}
        >
          {t(`games.live.${result.winner}`)}
        </span>
      );
    case 'blackjack':
      return (
        <span className={`${base} bg-slate-800 text-white ring-1 ring-white/30`}>
          {result.dealerTotal > 21 ? '✕' : result.dealerTotal}
        </span>
      );
  }
}

/** The tile's live line for screen readers: phase with the countdown, and the players in the round. */
export function liveStateText(table: LobbyTable, now: number, t: TFunction): string {
  const seconds = Math.ceil(bettingLeftMs(table, now) / 1000);
  const phase =
    table.phase === 'betting' && seconds > 0
      ? t('games.live.betting', { seconds })
      : table.phase === 'decisions'
        ? t('games.live.decisions')
        : table.phase === 'result'
          ? t('games.live.result')
          : t('games.live.closing');
  return t('games.live.state', {
    phase,
    players: t('games.live.seated', { count: table.players }),
  });
}

/** Drawn over a live table's tile: betting open with its countdown (or the phase), players this round and the last results. */
export function LiveTileState({ table, now }: { table: LobbyTable; now: number }) {
  const { t } = useTranslation();
  const seconds = Math.ceil(bettingLeftMs(table, now) / 1000);
  const isOpen = table.phase === 'betting' && seconds > 0;
  const phase = isOpen
    ? t('games.live.betting', { seconds })
    : table.phase === 'decisions'
      ? t('games.live.decisions')
      : table.phase === 'result'
        ? t('games.live.result')
        : t('games.live.closing');
  return (
    <>
      <span
        className={`absolute top-2 right-2 flex items-center gap-1 rounded-full px-2 py-0.5 text-[10px] font-bold tabular-nums shadow ${isOpen ? 'bg-emerald-500 text-emerald-950' : 'bg-rose-500 text-white'}`}
        data-live-phase={isOpen ? 'betting' : table.phase}
      >
        <span
          className={`h-1.5 w-1.5 rounded-full ${isOpen ? 'animate-pulse bg-emerald-950' : 'bg-white'}`}
        />
        {phase}
      </span>
      <span className="absolute inset-x-2 bottom-12 flex items-center gap-1">
        <span className="flex min-w-0 flex-1 gap-0.5 overflow-hidden">
          {table.lastResults.slice(0, RESULTS_SHOWN).map((item) => (
            <ResultChip key={item.roundId} item={item} />
          ))}
        </span>
        <span className="flex shrink-0 items-center gap-0.5 rounded-full bg-black/60 px-1.5 py-0.5 text-[10px] font-semibold text-white">
          <svg viewBox="0 0 16 16" className="h-3 w-3" fill="currentColor">
            <circle cx="8" cy="5" r="3" />
            <path d="M2 14c0-3.3 2.7-5 6-5s6 1.7 6 5z" />
          </svg>
          {table.players}
        </span>
      </span>
    </>
  );
}
