import type { GameList } from '@orca/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { gamePagesOptions } from './filter-games';

export const searchGames = (title: string, limit: number, offset: number) =>
  api<GameList>(
    'GET',
    `/games/search/${encodeURIComponent(title)}?limit=${limit}&offset=${offset}`,
  );

export const searchGamesQueryOptions = (title: string, viewer: Viewer) =>
  gamePagesOptions(queryKeys.games.search(viewer, title), (limit, offset) =>
    searchGames(title, limit, offset),
  );

/** Games whose title matches; nothing is asked for while the title is empty. */
export function useGameSearch(title: string) {
  const { isLoggedIn } = useSession();
  return useInfiniteQuery({
    ...searchGamesQueryOptions(title, isLoggedIn ? 'player' : 'visitor'),
    enabled: title.length > 0,
  });
}
