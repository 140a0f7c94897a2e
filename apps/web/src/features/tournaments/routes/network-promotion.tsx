import type { TournamentDetail } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page, Panel } from '../../../components/ui/page';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useTournament } from '../api/tournaments';
import { Countdown } from '../components/countdown';
import { Leaderboard } from '../components/leaderboard';
import { Loading, LoadError } from '../components/list-states';
import { PrizeTable } from '../components/prize-table';
import { RaceRules } from '../components/race-rules';
import { StatusBadge } from '../components/status-badge';
import { Terms } from '../components/terms';
import { TournamentMetadata } from '../components/tournament-metadata';

function Hero({ promotion }: { promotion: TournamentDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="space-y-4 rounded-2xl border border-sky-500/40 bg-gradient-to-br from-sky-500/15 via-ink-900 to-ink-950 p-5 md:p-8">
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge status={promotion.status} />
        {promotion.provider && (
          <span className="text-sm font-semibold text-sky-300">
            {t('tournaments.network.provider', { provider: promotion.provider })}
          </span>
        )}
      </div>
      {promotion.summary && <p className="max-w-3xl text-lg text-slate-200">{promotion.summary}</p>}
      <div className="flex flex-wrap gap-x-10 gap-y-4">
        <p className="text-slate-300 tabular-nums" data-testid="promotion-window">
          {t('tournaments.network.window', {
            start: formatDateTime(promotion.startsAt, i18n.language),
            end: formatDateTime(promotion.endsAt, i18n.language),
          })}
        </p>
        {promotion.status === 'running' && (
          <Countdown to={promotion.endsAt} label={t('tournaments.card.endsIn')} />
        )}
        {promotion.status === 'scheduled' && (
          <Countdown to={promotion.startsAt} label={t('tournaments.card.startsIn')} />
        )}
      </div>
      <p className="text-xs text-slate-400">{t('tournaments.network.providerNote')}</p>
    </div>
  );
}

function Standings({ promotion }: { promotion: TournamentDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <Panel>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-white">{t('tournaments.network.standings')}</h2>
        {promotion.leaderboardAt && (
          <span className="text-xs text-slate-400">
            {t('tournaments.network.updatedAt', {
              time: formatDateTime(promotion.leaderboardAt, i18n.language),
            })}
          </span>
        )}
      </div>
      {promotion.leaderboard.length === 0 ? (
        <p className="text-sm text-slate-400">{t('tournaments.network.noStandings')}</p>
      ) : (
        <Leaderboard
          entries={promotion.leaderboard}
          scoring={promotion.scoring}
          prizes={promotion.prizes}
          myRank={null}
          title={t('tournaments.network.standings')}
        />
      )}
    </Panel>
  );
}

/** /network-promotions/:url: the provider's promotion page, its terms and its standings as published. */
export function NetworkPromotionPage() {
  const { t } = useTranslation();
  const { url = '' } = useParams();
  const promotion = useTournament(url);
  const back = (
    <Link to="/network-promotions" className="inline-block text-sm text-accent-400 hover:underline">
      {t('tournaments.detail.backNetwork')}
    </Link>
  );
  if (promotion.error || promotion.data?.type === 'slot-race')
    return (
      <Page title={t('tournaments.network.title')}>
        <div className="space-y-4">
          {!promotion.error ||
          (promotion.error instanceof ApiError && promotion.error.status === 404) ? (
            <p className="text-slate-300">{t('tournaments.detail.notFound')}</p>
          ) : (
            <LoadError error={promotion.error} />
          )}
          {back}
        </div>
      </Page>
    );
  if (!promotion.data)
    return (
      <Page title={t('tournaments.network.title')}>
        <Loading />
      </Page>
    );
  const data = promotion.data;
  return (
    <Page title={data.title} wide>
      <TournamentMetadata tournament={data} />
      <div className="space-y-5">
        <Hero promotion={data} />
        <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="min-w-0 space-y-5">
            <Standings promotion={data} />
            <Panel title={t('tournaments.detail.rules')}>
              <RaceRules tournament={data} isProviderScored />
            </Panel>
          </div>
          <div className="space-y-5">
            {data.prizes.length > 0 && (
              <Panel title={t('tournaments.network.prizes')}>
                <PrizeTable prizes={data.prizes} />
              </Panel>
            )}
            {data.termsHtml && (
              <Panel title={t('tournaments.detail.terms')}>
                <Terms html={data.termsHtml} />
              </Panel>
            )}
          </div>
        </div>
        {back}
      </div>
    </Page>
  );
}
