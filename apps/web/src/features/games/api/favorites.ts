import { FAVORITES_PAGE_SIZE, type FavoritesSchema } from '@orca/contracts';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export type Favorites = z.infer<typeof FavoritesSchema>;

export const getFavorites = (limit: number, offset: number) =>
  api<Favorites>('GET', `/player/favoriteGames?limit=${limit}&offset=${offset}`);
export const addFavorite = (body: { gameid: string; gametitle: string }) =>
  api<string[]>('POST', '/player/addFavoriteGame', body);
export const removeFavorite = (body: { gameid: string; gametitle: string }) =>
  api<string[]>('DELETE', '/player/removeFavoriteGame', body);

/** The ids of the player's favorite games (spec section 3: "Favorites: list of game ids"); empty for a visitor. */
export function useFavoriteIds() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: queryKeys.player.favoriteIds,
    queryFn: async () => (await getFavorites(1, 0)).ids,
    enabled: isLoggedIn,
    staleTime: 60_000,
  });
}

export const favoriteGamesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.player.favoriteGames,
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
    mutationFn: ({
      gameId,
      gameTitle,
      isFavorite,
    }: {
      gameId: string;
      gameTitle: string;
      isFavorite: boolean;
    }) => (isFavorite ? removeFavorite : addFavorite)({ gameid: gameId, gametitle: gameTitle }),
    onSuccess: async (ids) => {
      queryClient.setQueryData(queryKeys.player.favoriteIds, ids);
      await queryClient.invalidateQueries({ queryKey: queryKeys.player.favoriteGames });
    },
  });
}
