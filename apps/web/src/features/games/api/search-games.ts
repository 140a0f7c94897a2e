import type { GameList } from '@orca/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { LOBBY_PAGE_SIZE } from './filter-games';

export const searchGames = (title: string, limit: number, offset: number) => api<GameList>('GET', `/games/search/${encodeURIComponent(title)}?limit=${limit}&offset=${offset}`);

export const searchGamesQueryOptions = (title: string, viewer: 'player' | 'visitor') =>
  infiniteQueryOptions({
    queryKey: ['games', viewer, 'search', title],
    queryFn: ({ pageParam }) => searchGames(title, LOBBY_PAGE_SIZE, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.offset + last.games.length < last.total ? last.offset + last.games.length : undefined),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** Games whose title matches; nothing is asked for while the title is empty. */
export function useGameSearch(title: string) {
  const { isLoggedIn } = useSession();
  return useInfiniteQuery({ ...searchGamesQueryOptions(title, isLoggedIn ? 'player' : 'visitor'), enabled: title.length > 0 });
}
