import type { TournamentDetail } from '@orca/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page, Panel } from '../../../components/ui/page';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { useLiveLeaderboards, useTournament } from '../api/tournaments';
import { Countdown } from '../components/countdown';
import { JoinAction } from '../components/join-action';
import { Leaderboard } from '../components/leaderboard';
import { Loading, LoadError } from '../components/list-states';
import { PrizeTable } from '../components/prize-table';
import { RaceRules } from '../components/race-rules';
import { RaceTerms } from '../components/race-terms';
import { StatusBadge } from '../components/status-badge';
import { formatScore } from '../lib/figures';
import { TournamentMetadata } from '../components/tournament-metadata';

function Hero({ race, onTimeUp }: { race: TournamentDetail; onTimeUp: () => void }) {
  const { t, i18n } = useTranslation();
  const isEnded = race.status === 'finished' || race.status === 'paid';
  return (
    <div className="space-y-4 rounded-2xl border border-accent-500/40 bg-gradient-to-br from-accent-500/15 via-ink-900 to-ink-950 p-5 md:p-8">
      <StatusBadge status={race.status} />
      {race.summary && <p className="max-w-3xl text-lg text-slate-200">{race.summary}</p>}
      <div className="flex flex-wrap gap-x-10 gap-y-4">
        {race.status === 'running' && (
          <Countdown to={race.endsAt} label={t('tournaments.card.endsIn')} onOver={onTimeUp} />
        )}
        {race.status === 'scheduled' && (
          <Countdown to={race.startsAt} label={t('tournaments.card.startsIn')} onOver={onTimeUp} />
        )}
        {isEnded && (
          <p className="text-slate-300">
            {t('tournaments.detail.endedOn', { time: formatDateTime(race.endsAt, i18n.language) })}
          </p>
        )}
        {Number(race.prizePool) > 0 && (
          <div>
            <p className="text-xs uppercase tracking-wide text-slate-400">
              {t('tournaments.card.prizePool')}
            </p>
            <p className="text-xl font-bold text-accent-400 tabular-nums">
              {formatMoney(race.prizePool, race.currency, i18n.language)}
            </p>
          </div>
        )}
      </div>
      <JoinAction tournament={race} me={race.me} />
    </div>
  );
}

function MyPlace({ race }: { race: TournamentDetail }) {
  const { t, i18n } = useTranslation();
  const { isLoggedIn } = useSession();
  if (!isLoggedIn || !race.me) return null;
  if (race.me.rank === null)
    return <p className="text-sm text-slate-400">{t('tournaments.detail.notInBoard')}</p>;
  return (
    <p className="text-sm font-semibold text-accent-400" data-testid="my-place">
      {t('tournaments.detail.yourPlace', {
        rank: race.me.rank,
        score: formatScore(race.me.score, race.scoring, i18n.language),
      })}
    </p>
  );
}

function RaceLeaderboard({ race }: { race: TournamentDetail }) {
  const { t } = useTranslation();
  const isEnded = race.status === 'finished' || race.status === 'paid';
  const title = isEnded
    ? t('tournaments.detail.finishedTitle')
    : t('tournaments.detail.leaderboard');
  return (
    <Panel>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-white">{title}</h2>
        {race.status === 'running' && (
          <span className="inline-flex items-center gap-1.5 text-xs text-emerald-300">
            <span aria-hidden className="h-1.5 w-1.5 animate-pulse rounded-full bg-emerald-400" />
            {t('tournaments.detail.live')}
          </span>
        )}
      </div>
      <div className="mb-3">
        <MyPlace race={race} />
      </div>
      {race.leaderboard.length === 0 ? (
        <p className="text-sm text-slate-400">{t('tournaments.detail.emptyLeaderboard')}</p>
      ) : (
        <Leaderboard
          entries={race.leaderboard}
          scoring={race.scoring}
          prizes={race.prizes}
          myRank={race.me?.rank ?? null}
          title={title}
        />
      )}
    </Panel>
  );
}

/** /slot-races/:url: the race's hero, prizes, rules, terms and its leaderboard, updated live. */
export function SlotRacePage() {
  const { t } = useTranslation();
  const { url = '' } = useParams();
  const queryClient = useQueryClient();
  const race = useTournament(url);
  useLiveLeaderboards();
  const handleTimeUp = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.all }),
    [queryClient],
  );
  const back = (
    <Link to="/slot-races" className="inline-block text-sm text-accent-400 hover:underline">
      {t('tournaments.detail.back')}
    </Link>
  );
  if (race.error || race.data?.type === 'network')
    return (
      <Page title={t('tournaments.races.title')}>
        <div className="space-y-4">
          {!race.error || (race.error instanceof ApiError && race.error.status === 404) ? (
            <p className="text-slate-300">{t('tournaments.detail.notFound')}</p>
          ) : (
            <LoadError error={race.error} />
          )}
          {back}
        </div>
      </Page>
    );
  if (!race.data)
    return (
      <Page title={t('tournaments.races.title')}>
        <Loading />
      </Page>
    );
  const data = race.data;
  return (
    <Page title={data.title} wide>
      <TournamentMetadata tournament={data} />
      <div className="space-y-5">
        <Hero race={data} onTimeUp={handleTimeUp} />
        <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="min-w-0 space-y-5">
            <RaceLeaderboard race={data} />
            <Panel title={t('tournaments.detail.rules')}>
              <RaceRules tournament={data} />
            </Panel>
          </div>
          <div className="space-y-5">
            {data.prizes.length > 0 && (
              <Panel title={t('tournaments.detail.prizes')}>
                <PrizeTable prizes={data.prizes} />
              </Panel>
            )}
            <Panel title={t('tournaments.detail.terms')}>
              <RaceTerms race={data} />
            </Panel>
          </div>
        </div>
        {back}
      </div>
    </Page>
  );
}
