import type { OperatorProfile } from '@orca/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/** The signed-in operator and what their role allows: shared state the menu and every section read. */
export const meQuery = () =>
  queryOptions({
    queryKey: queryKeys.me,
    queryFn: () => apiRequest<OperatorProfile>('GET', '/admin/me'),
    staleTime: 60_000,
  });
