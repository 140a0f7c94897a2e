import type { TournamentPrize } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { prizeText, rankRangeText } from './prize-text';

/** Prizes by rank range, in the viewer's currency. */
export function PrizeTable({ prizes }: { prizes: readonly TournamentPrize[] }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="text-sm">
      {[...prizes]
        .sort((a, b) => a.fromRank - b.fromRank)
        .map((prize) => (
          <div
            key={prize.fromRank}
            className="flex justify-between gap-3 border-t border-ink-700/70 py-2 first:border-t-0"
          >
            <dt className="text-slate-400 tabular-nums">{rankRangeText(t, prize)}</dt>
            <dd className="text-right font-semibold text-white tabular-nums">
              {prizeText(t, prize, i18n.language)}
            </dd>
          </div>
        ))}
    </dl>
  );
}
