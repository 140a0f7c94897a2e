import type { GameCategory, GameList, GameSection, GameSort } from '@orca/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** Games per "load more". */
export const LOBBY_PAGE_SIZE = 40;

export interface GameFilter {
  section: GameSection;
  category: GameCategory;
  provider: string;
  sort: GameSort;
  isMobile: boolean;
}

/** The spec's flags pick the section; none is the casino (slots) lobby. */
function sectionFlags(filter: GameFilter): string {
  const flags = new URLSearchParams();
  if (filter.section !== 'casino') flags.set(filter.section, '1');
  if (filter.isMobile) flags.set('mobile', '1');
  const query = flags.toString();
  return query ? `?${query}` : '';
}

export const filterGames = (filter: GameFilter, limit: number, offset: number) =>
  api<GameList>(
    'GET',
    `/games/filter/${filter.category}/${encodeURIComponent(filter.provider)}/${filter.sort}/${limit}/${offset}${sectionFlags(filter)}`,
  );

/**
 * A lobby list read a page at a time, the next page starting where the last one ended. Visitors
 * see bet limits in EUR, players in their currency: the viewer is part of the key.
 */
export const gamePagesOptions = (
  queryKey: readonly unknown[],
  fetchPage: (limit: number, offset: number) => Promise<GameList>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(LOBBY_PAGE_SIZE, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.offset + last.games.length < last.total ? last.offset + last.games.length : undefined,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const filterGamesQueryOptions = (filter: GameFilter, viewer: Viewer) =>
  gamePagesOptions(queryKeys.games.filter(viewer, filter), (limit, offset) =>
    filterGames(filter, limit, offset),
  );

export function useFilteredGames(filter: GameFilter, isEnabled = true) {
  const { isLoggedIn } = useSession();
  return useInfiniteQuery({
    ...filterGamesQueryOptions(filter, isLoggedIn ? 'player' : 'visitor'),
    enabled: isEnabled,
  });
}
