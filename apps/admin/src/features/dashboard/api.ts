import type { Dashboard } from '@orca/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export const dashboardQuery = () =>
  queryOptions({
    queryKey: queryKeys.dashboard,
    queryFn: () => apiRequest<Dashboard>('GET', '/admin/dashboard'),
    // The figures are summed from the ledger on each call: a minute old is fresh enough for a glance.
    staleTime: 60_000,
  });
