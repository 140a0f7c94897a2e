import type { AdminGame, AdminGameProvider, AdminGames, AdminGameUpdate } from '@orca/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export const gamesQuery = () =>
  queryOptions({
    queryKey: queryKeys.games,
    queryFn: () => apiRequest<AdminGames>('GET', '/admin/games'),
    staleTime: 10_000,
  });

export const updateGame = (id: string, change: AdminGameUpdate) =>
  apiRequest<AdminGame>('PATCH', `/admin/games/${encodeURIComponent(id)}`, change);

export const setProviderEnabled = (id: string, isEnabled: boolean) =>
  apiRequest<AdminGameProvider>('PATCH', `/admin/game-providers/${encodeURIComponent(id)}`, {
    isEnabled,
  });
