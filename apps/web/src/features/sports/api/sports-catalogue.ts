import type { LiveMessage, SportEvent, SportEventSummary } from '@orca/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLiveMessages } from '../../../lib/live-socket';
import { queryKeys } from '../../../lib/query-keys';

export type EventStatus = 'live' | 'upcoming' | 'ended';

export interface SportEventsPage {
  events: SportEventSummary[];
  total: number;
  limit: number;
  offset: number;
}

export interface EventsQuery {
  status: EventStatus;
  tournament?: string;
  limit: number;
}

export const getSportEvents = ({ status, tournament, limit }: EventsQuery) => {
  const query = new URLSearchParams({ sport: 'football', status, limit: String(limit) });
  if (tournament) query.set('tournament', tournament);
  return api<SportEventsPage>('GET', `/sports/events?${query.toString()}`);
};

export const getSportEvent = (eventId: string) =>
  api<SportEvent>('GET', `/sports/events/${encodeURIComponent(eventId)}`);

/**
 * A virtual match minute is a second of real time: the live list asks again every few seconds so the clock
 * moves even between pushes, and when a socket is down. Upcoming and ended lists change with each round
 * (every 3 minutes), so they ask less often.
 */
const POLL_MS: Record<EventStatus, number> = { live: 5_000, upcoming: 10_000, ended: 30_000 };

export function useSportEvents(query: EventsQuery) {
  return useQuery({
    queryKey: queryKeys.sports.eventList(query),
    queryFn: () => getSportEvents(query),
    staleTime: 2_000,
    refetchInterval: POLL_MS[query.status],
  });
}

/** One event with every market; a live match asks again every few seconds for its clock, as the list does. */
export function useSportEvent(eventId: string) {
  return useQuery({
    queryKey: queryKeys.sports.event(eventId),
    queryFn: () => getSportEvent(eventId),
    staleTime: 1_000,
    retry: false,
    refetchInterval: (query) => {
      const phase = query.state.data?.phase;
      return phase === 'live' ? 3_000 : phase === 'not_started' ? 10_000 : 30_000;
    },
  });
}

/**
 * While a sports page is shown: each `sports.event` push (a goal, a bet stop, a repricing, full time) makes the
 * lists and the named event stale, and the ones on screen fetch again; a `sports.producer` push (a feed down or
 * back) makes every sports list and event stale. The push carries no prices, so the
 * markets come from the fetch.
 */
export function useSportsPushes(): void {
  const queryClient = useQueryClient();
  useLiveMessages((message: LiveMessage) => {
    if (message.type === 'sports.producer') {
      // A feed went down or came back: every market of its events changed at once.
      void queryClient.invalidateQueries({ queryKey: queryKeys.sports.all });
      return;
    }
    if (message.type !== 'sports.event') return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.sports.event(message.eventId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.sports.events });
  });
}
