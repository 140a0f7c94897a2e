import type { SportEventSummary } from '@orca/contracts';
import { VIRTUAL_LEAGUES as LEAGUES } from '@orca/games/sports/leagues';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSportEvents } from '../api/sports-catalogue';
import { EventRow } from '../components/event-row';
import { SportsShell } from '../components/sports-shell';
import { groupByLeague } from '../lib/event-lists';
import { pricedSummaries, useSlipOddsSync } from '../lib/use-slip-odds-sync';

function Section({
  title,
  events,
  isLoading,
  empty,
  headingId,
}: {
  title: string;
  events: SportEventSummary[] | undefined;
  isLoading: boolean;
  empty: string;
  headingId: string;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={headingId} className="mb-8">
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-white">
        {title}
      </h2>
      {isLoading ? (
        <p className="animate-pulse text-sm text-slate-400">{t('common.loading')}</p>
      ) : events && events.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {events.map((event) => (
            <EventRow key={event.id} event={event} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-400">{empty}</p>
      )}
    </section>
  );
}

/** /sports: matches being played now, the next kick-offs by league and the latest results, with a league filter. */
export function SportsHomePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tournament = LEAGUES.find((l) => l.id === params.get('tournament'))?.id;
  const live = useSportEvents({ status: 'live', tournament, limit: 50 });
  const upcoming = useSportEvents({ status: 'upcoming', tournament, limit: 50 });
  const ended = useSportEvents({ status: 'ended', tournament, limit: 10 });
  const leagues = useMemo(() => groupByLeague(upcoming.data?.events ?? []), [upcoming.data]);
  const priced = useMemo(
    () => pricedSummaries([...(live.data?.events ?? []), ...(upcoming.data?.events ?? [])]),
    [live.data, upcoming.data],
  );
  useSlipOddsSync(priced);

  const chip = (isActive: boolean) =>
    `rounded-full border px-3 py-1.5 text-xs font-semibold ${isActive ? 'border-accent-400 bg-accent-500 text-ink-950' : 'border-ink-700 bg-ink-900 text-slate-300 hover:text-white'}`;

  return (
    <SportsShell>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-white md:text-3xl">{t('sports.title')}</h1>
          <p className="mt-1 text-sm text-slate-400">{t('sports.subtitle')}</p>
        </div>
        <div className="flex gap-3 text-xs">
          <Link to="/sports/my-bets" className="text-accent-300 underline">
            {t('sports.myBets.title')}
          </Link>
          <Link to="/info/sports-rules" className="text-slate-400 underline hover:text-white">
            {t('sports.rulesLink')}
          </Link>
        </div>
      </div>
      <nav aria-label={t('sports.leagueFilter')} className="mb-6 flex flex-wrap gap-2">
        <button
          type="button"
          className={chip(!tournament)}
          onClick={() => setParams({})}
          aria-pressed={!tournament}
        >
          {t('sports.allLeagues')}
        </button>
        {LEAGUES.map((league) => (
          <button
            key={league.id}
            type="button"
            className={chip(tournament === league.id)}
            aria-pressed={tournament === league.id}
            onClick={() => setParams({ tournament: league.id })}
          >
            {league.name}
          </button>
        ))}
      </nav>

      <Section
        headingId="sports-live"
        title={t('sports.sections.live')}
        events={live.data?.events}
        isLoading={live.isPending}
        empty={t('sports.sections.liveEmpty')}
      />

      <section aria-labelledby="sports-upcoming" className="mb-8">
        <h2 id="sports-upcoming" className="mb-3 text-lg font-semibold text-white">
          {t('sports.sections.upcoming')}
        </h2>
        {upcoming.isPending ? (
          <p className="animate-pulse text-sm text-slate-400">{t('common.loading')}</p>
        ) : leagues.length === 0 ? (
          <p className="text-sm text-slate-400">{t('sports.sections.upcomingEmpty')}</p>
        ) : (
          leagues.map((group) => (
            <div key={group.tournament.id} className="mb-4">
              <h3 className="mb-2 text-sm font-semibold text-accent-300">
                {group.tournament.name}
              </h3>
              <ul className="flex flex-col gap-2">
                {group.events.map((event) => (
                  <EventRow key={event.id} event={event} />
                ))}
              </ul>
            </div>
          ))
        )}
      </section>

      <Section
        headingId="sports-results"
        title={t('sports.sections.results')}
        events={ended.data?.events}
        isLoading={ended.isPending}
        empty={t('sports.sections.resultsEmpty')}
      />
    </SportsShell>
  );
}
