import type { OperatorProfile, Permission } from '@orca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/** The signed-in operator and what their role allows: shared state the menu and every section read. */
export const meQuery = () =>
  queryOptions({
    queryKey: queryKeys.me,
    queryFn: () => apiRequest<OperatorProfile>('GET', '/admin/me'),
    staleTime: 60_000,
  });

/** Whether the signed-in operator's role holds a permission, e.g. before linking to another section. */
export function useCan(permission: Permission): boolean {
  const me = useQuery(meQuery());
  return me.data?.permissions.includes(permission) ?? false;
}
