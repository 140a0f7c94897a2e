import type { Winner } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 minutes ago" in the interface language; "now" under a minute. */
export function timeAgo(iso: string, language: string, nowMs: number): string {
  const elapsedMs = Math.max(0, nowMs - new Date(iso).getTime());
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, sizeMs] of RELATIVE_UNITS) {
    if (elapsedMs >= sizeMs) return format.format(-Math.floor(elapsedMs / sizeMs), unit);
  }
  return format.format(0, 'second');
}

/** Latest or top winners: masked player, game (opens its info), amount and multiplier. */
export function WinnersList({
  winners,
  label,
  isLoading,
  nowMs,
  onOpenGame,
}: {
  winners: Winner[] | undefined;
  label: string;
  isLoading: boolean;
  nowMs: number;
  onOpenGame: (gameId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  if (isLoading)
    return <p className="py-6 text-center text-sm text-slate-400">{t('common.loading')}</p>;
  if (!winners || winners.length === 0)
    return <p className="py-6 text-center text-sm text-slate-400">{t('home.winners.empty')}</p>;
  const multiplier = new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (
    <ol className="divide-y divide-ink-700/70" aria-label={label}>
      {winners.map((winner) => (
        <li key={winner.roundId} className="flex items-center gap-3 py-2.5">
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm text-white">
              <span className="font-semibold">{winner.player}</span>
              <span className="text-slate-400"> · </span>
              <button
                type="button"
                onClick={() => onOpenGame(winner.gameId)}
                className="text-accent-400 hover:underline"
              >
                {winner.gameName}
              </button>
            </p>
            <p className="text-xs text-slate-400">
              ×{multiplier.format(Number(winner.multiplier))} ·{' '}
              <time dateTime={winner.at}>{timeAgo(winner.at, language, nowMs)}</time>
            </p>
          </div>
          <p className="shrink-0 text-sm font-bold text-emerald-300 tabular-nums">
            {formatMoney(winner.amount, winner.currency, language)}
          </p>
        </li>
      ))}
    </ol>
  );
}
