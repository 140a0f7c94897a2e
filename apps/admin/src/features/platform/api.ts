import type { PlatformStatus } from '@orca/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** How often the screen asks again: jobs run every 0.5 to 60 s, so a few seconds shows them move. */
export const PLATFORM_REFRESH_MS = 3_000;

export const platformStatusQuery = () =>
  queryOptions({
    queryKey: queryKeys.platformStatus,
    queryFn: () => apiRequest<PlatformStatus>('GET', '/admin/stats/platform'),
    staleTime: 0,
    refetchInterval: PLATFORM_REFRESH_MS,
  });
