import type { AuditEntryView } from '@orca/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest, query } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

const PAGE_SIZE = 50;

/** Newest first, a page at a time: each further page starts below the oldest id seen. */
export const auditQuery = (filters: Record<string, string>) =>
  infiniteQueryOptions({
    queryKey: queryKeys.audit(filters),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      apiRequest<AuditEntryView[]>(
        'GET',
        `/admin/audit${query({ ...filters, limit: PAGE_SIZE, before_id: pageParam })}`,
      ),
    getNextPageParam: (page) => (page.length === PAGE_SIZE ? page[page.length - 1]?.id : undefined),
    staleTime: 10_000,
  });
