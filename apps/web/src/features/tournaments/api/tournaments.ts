import type {
  LiveMessage,
  TournamentDetail,
  TournamentJoinResult,
  TournamentListItem,
  TournamentsList,
} from '@orca/contracts';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { useLiveMessages } from '../../../lib/live-socket';
import { queryKeys, type Viewer } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { withLiveLeaderboard } from '../lib/live-leaderboard';

export type TournamentType = 'slot-race' | 'network';

export const getTournaments = (type: TournamentType) =>
  api<TournamentsList>('GET', `/tournaments?type=${type}`);
export const getTournament = (url: string) =>
  api<TournamentDetail>('GET', `/tournaments/${encodeURIComponent(url)}`);
export const joinTournament = (id: string) =>
  api<TournamentJoinResult>('POST', `/player/tournaments/${encodeURIComponent(id)}/join`);

/** Whose view and in which language: the API answers with the viewer's currency and the language's texts. */
/** While the server has yet to start or end a tournament whose time came (its job runs every few seconds), ask again this often. */
const TRANSITION_POLL_MS = 2_000;

/** Whether the clock says the tournament started or ended and the data does not show it yet. */
export function isTransitionDue(
  tournament: Pick<TournamentListItem, 'status' | 'startsAt' | 'endsAt'>,
  nowMs: number,
): boolean {
  if (tournament.status === 'scheduled') return Date.parse(tournament.startsAt) <= nowMs;
  if (tournament.status === 'running') return Date.parse(tournament.endsAt) <= nowMs;
  return false;
}

function useView(): { viewer: Viewer; language: string } {
  const { i18n } = useTranslation();
  return { viewer: useSession().isLoggedIn ? 'player' : 'visitor', language: i18n.language };
}

/**
 * Running, upcoming and recently finished tournaments of one type. Prizes come in the viewer's
 * currency (EUR for a visitor), so the entry is per viewer; 30 s, as a race that starts or ends
 * shows on the next fetch (the countdowns ask for one when they reach zero).
 */
export function useTournaments(type: TournamentType) {
  const { viewer, language } = useView();
  return useQuery({
    queryKey: queryKeys.tournaments.list(viewer, language, type),
    queryFn: () => getTournaments(type),
    staleTime: 30_000,
    refetchInterval: (query) =>
      query.state.data?.tournaments.some((item) => isTransitionDue(item, Date.now()))
        ? TRANSITION_POLL_MS
        : false,
  });
}

/** One tournament with its leaderboard and the caller's place; the live feed keeps the leaderboard current. */
export function useTournament(url: string) {
  const { viewer, language } = useView();
  return useQuery({
    queryKey: queryKeys.tournaments.detail(viewer, language, url),
    queryFn: () => getTournament(url),
    staleTime: 30_000,
    retry: false,
    refetchInterval: (query) =>
      query.state.data && isTransitionDue(query.state.data, Date.now())
        ? TRANSITION_POLL_MS
        : false,
  });
}

/**
 * The details of several tournaments at once: the list's cards show the running races' leaders and
 * the caller's rank, and the finished races' winners, which only the detail carries.
 */
export function useTournamentDetails(urls: readonly string[]) {
  const { viewer, language } = useView();
  return useQueries({
    queries: urls.map((url) => ({
      queryKey: queryKeys.tournaments.detail(viewer, language, url),
      queryFn: () => getTournament(url),
      staleTime: 30_000,
      refetchInterval: (query: { state: { data: TournamentDetail | undefined } }) =>
        query.state.data && isTransitionDue(query.state.data, Date.now())
          ? TRANSITION_POLL_MS
          : false,
    })),
  });
}

/**
 * Applies the public feed's leaderboards to every cached detail of that race. A player's own rank
 * is not in the feed (its names are masked), so for a player the detail is fetched again as well.
 */
export function useLiveLeaderboards() {
  const queryClient = useQueryClient();
  const { isLoggedIn } = useSession();
  const handleMessage = useCallback(
    (message: LiveMessage) => {
      if (message.type !== 'tournament.leaderboard') return;
      queryClient.setQueriesData<TournamentDetail>(
        { queryKey: queryKeys.tournaments.detailAll(message.url) },
        (detail) => detail && withLiveLeaderboard(detail, message),
      );
      if (isLoggedIn)
        void queryClient.invalidateQueries({
          queryKey: queryKeys.tournaments.detailAll(message.url),
        });
    },
    [queryClient, isLoggedIn],
  );
  useLiveMessages(handleMessage);
}

/** Joins a join-enrolment race; the lists and the race's page then show the player in it. */
export function useJoinTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinTournament,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.all }),
  });
}
