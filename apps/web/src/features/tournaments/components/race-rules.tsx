import type { TournamentDetail } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/media-query';
import { playPathOf } from '../../../lib/play-path';

/** The scoring rule in plain words, with its parameters (the first N bets, the multiplier bands). */
export function ScoringRule({
  tournament,
}: {
  tournament: Pick<TournamentDetail, 'scoring' | 'scoringParams'>;
}) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  return (
    <div className="space-y-2 text-sm text-slate-300">
      <p>
        {t(`tournaments.scoring.${tournament.scoring}`, { count: tournament.scoringParams.n ?? 0 })}
      </p>
      {tournament.scoring === 'multiplier_points' && (
        <ul className="list-disc space-y-1 pl-5">
          {[...(tournament.scoringParams.bands ?? [])]
            .sort((a, b) => a.minMultiplier - b.minMultiplier)
            .map((band) => (
              <li key={band.minMultiplier}>
                {t('tournaments.scoring.band', {
                  multiplier: number(band.minMultiplier),
                  points: number(band.points),
                })}
              </li>
            ))}
        </ul>
      )}
      <p className="text-xs text-slate-400">{t('tournaments.scoring.ties')}</p>
    </div>
  );
}

/**
 * Rules: how one scores, the minimum bet and the games as tiles that open them for real money. A
 * network promotion's scoring is the provider's, told in its terms: not explained here.
 */
export function RaceRules({
  tournament,
  isProviderScored = false,
}: {
  tournament: TournamentDetail;
  isProviderScored?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const hasMinBet = Number(tournament.minBet) > 0;
  return (
    <div className="space-y-5">
      {!isProviderScored && (
        <div>
          <h3 className="mb-1 text-sm font-semibold text-white">
            {t('tournaments.detail.scoring')}
          </h3>
          <ScoringRule tournament={tournament} />
        </div>
      )}
      <div
        className={`flex justify-between gap-3 text-sm ${isProviderScored ? '' : 'border-t border-ink-700/70 pt-3'}`}
      >
        <span className="text-slate-400">{t('tournaments.detail.minBet')}</span>
        <span className="font-semibold text-white tabular-nums">
          {hasMinBet
            ? formatMoney(tournament.minBet, tournament.currency, i18n.language)
            : t('tournaments.detail.noMinBet')}
        </span>
      </div>
      {tournament.games.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-semibold text-white">{t('tournaments.detail.games')}</h3>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {tournament.games.map((game) => (
              <li key={game.id}>
                <Link
                  to={playPathOf(
                    { provider: game.system, slug: game.slug },
                    { isFun: false, isPhone },
                  )}
                  aria-label={t('tournaments.detail.play', { game: game.name })}
                  className="flex aspect-[4/3] flex-col justify-end rounded-xl border border-ink-700 bg-gradient-to-br from-ink-700 via-ink-800 to-ink-950 p-3 transition hover:border-accent-500 hover:from-accent-500/30"
                >
                  <span className="text-sm font-semibold leading-tight text-white">
                    {game.name}
                  </span>
                  <span className="text-xs uppercase tracking-wide text-slate-400">
                    {game.system}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
