import type { GamesOverviewSchema } from '@orca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type GamesOverview = z.infer<typeof GamesOverviewSchema>;

export const getGamesOverview = () => api<GamesOverview>('GET', '/games');

/** Providers with their game counts and the sections' sizes: the lobby's provider filter. */
export const gamesOverviewQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.games.overview,
    queryFn: getGamesOverview,
    staleTime: 300_000,
  });

export function useGamesOverview() {
  return useQuery(gamesOverviewQueryOptions());
}
