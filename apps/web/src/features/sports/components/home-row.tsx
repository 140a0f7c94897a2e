import type { SportEventSummary } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/*
 * This row imports nothing the sports pages import (but the shared first-load modules): a module both use would
 * become a chunk of its own, and each chunk's name is one more entry in the home page's first load.
 */

const ROW_SIZE = 4;
/** A live minute is a second of real time; the next kick-offs change with each round. */
const LIVE_POLL_MS = 10_000;

function useRowEvents(status: 'live' | 'upcoming') {
  return useQuery({
    queryKey: queryKeys.sports.eventList({ status, limit: ROW_SIZE }),
    queryFn: () =>
      api<{ events: SportEventSummary[] }>(
        'GET',
        `/sports/events?sport=football&status=${status}&limit=${ROW_SIZE}`,
      ),
    staleTime: 2_000,
    refetchInterval: LIVE_POLL_MS,
  });
}

/**
 * The home page's Sports row: the matches being played now with their score and minute, or the next kick-offs
 * when none is. It comes in its own chunk after the home page (the home page's first load has a budget), and its
 * strings are the home section's, which the home page loads at start.
 */
export default function SportsHomeRow() {
  const { t, i18n } = useTranslation();
  const live = useRowEvents('live');
  const upcoming = useRowEvents('upcoming');
  const isLive = (live.data?.events.length ?? 0) > 0;
  const events = (isLive ? live.data?.events : upcoming.data?.events) ?? [];
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="home-sports" className="mt-10">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id="home-sports" className="text-lg font-bold text-white md:text-xl">
          {isLive ? t('home.sports.live') : t('home.sports.next')}
        </h2>
        <Link to="/sports" className="text-sm text-accent-300 hover:text-accent-200">
          {t('home.sports.all')}
        </Link>
      </div>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-4">
        {events.map((event) => (
          <li key={event.id}>
            <Link
              to={`/sports/${encodeURIComponent(event.id)}`}
              className="flex items-center gap-3 rounded-xl border border-ink-700 bg-ink-900/80 p-3 text-sm hover:border-accent-400"
            >
              <span className="w-12 shrink-0 text-xs font-semibold">
                {event.phase === 'live' ? (
                  <span className="text-rose-400">{event.clock?.minute}′</span>
                ) : (
                  <span className="text-slate-400">
                    {new Date(event.startTime).toLocaleTimeString(i18n.language, {
                      hour: '2-digit',
                      minute: '2-digit',
                    })}
                  </span>
                )}
              </span>
              <span className="min-w-0 flex-1 text-white">
                <span className="flex justify-between gap-2">
                  <span className="truncate">{event.home.name}</span>
                  {event.phase === 'live' && (
                    <span className="tabular-nums">{event.score.home}</span>
                  )}
                </span>
                <span className="flex justify-between gap-2">
                  <span className="truncate">{event.away.name}</span>
                  {event.phase === 'live' && (
                    <span className="tabular-nums">{event.score.away}</span>
                  )}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
