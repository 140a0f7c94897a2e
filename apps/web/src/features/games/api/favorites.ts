import { FAVORITES_PAGE_SIZE, type FavoritesSchema } from '@orca/contracts';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export type Favorites = z.infer<typeof FavoritesSchema>;

/** Under ['player'], so logging out or an expired session drops the list with the rest of the player's data. */
export const FAVORITES_QUERY_KEY = ['player', 'favorites'] as const;
const FAVORITE_IDS_KEY = [...FAVORITES_QUERY_KEY, 'ids'] as const;
const FAVORITE_GAMES_KEY = [...FAVORITES_QUERY_KEY, 'games'] as const;

export const getFavorites = (limit: number, offset: number) => api<Favorites>('GET', `/player/favoriteGames?limit=${limit}&offset=${offset}`);
export const addFavorite = (body: { gameid: string; gametitle: string }) => api<string[]>('POST', '/player/addFavoriteGame', body);
export const removeFavorite = (body: { gameid: string; gametitle: string }) => api<string[]>('DELETE', '/player/removeFavoriteGame', body);

/** The ids of the player's favorite games (spec section 3: "Favorites: list of game ids"); empty for a visitor. */
export function useFavoriteIds() {
  const { isLoggedIn } = useSession();
  return useQuery({ queryKey: FAVORITE_IDS_KEY, queryFn: async () => (await getFavorites(1, 0)).ids, enabled: isLoggedIn, staleTime: 60_000 });
}

export const favoriteGamesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: FAVORITE_GAMES_KEY,
    queryFn: ({ pageParam }) => getFavorites(FAVORITES_PAGE_SIZE, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.games.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
    staleTime: 30_000,
  });

/** The lobby's Favorite Games, 40 at a time (spec section 9). */
export function useFavoriteGames(isEnabled: boolean) {
  const { isLoggedIn } = useSession();
  return useInfiniteQuery({ ...favoriteGamesQueryOptions(), enabled: isEnabled && isLoggedIn });
}

/**
 * Adds or removes a favorite. The API answers the new list of ids; only a successful answer
 * (info.success) updates the local list (spec section 4) — a failure throws before that.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, gameTitle, isFavorite }: { gameId: string; gameTitle: string; isFavorite: boolean }) =>
      (isFavorite ? removeFavorite : addFavorite)({ gameid: gameId, gametitle: gameTitle }),
    onSuccess: async (ids) => {
      queryClient.setQueryData(FAVORITE_IDS_KEY, ids);
      await queryClient.invalidateQueries({ queryKey: FAVORITE_GAMES_KEY });
    },
  });
}
