import type { AdminDepositPage, QueuedWithdrawal } from '@orca/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, query } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export const withdrawalsQuery = (status: string) =>
  queryOptions({
    queryKey: queryKeys.withdrawals(status),
    queryFn: () =>
      apiRequest<QueuedWithdrawal[]>('GET', `/admin/withdrawals${query({ status, limit: 200 })}`),
    staleTime: 10_000,
  });

export const decideWithdrawal = (id: string, decision: 'approve' | 'reject', note: string) =>
  apiRequest<QueuedWithdrawal>('POST', `/admin/withdrawals/${id}/${decision}`, { note });

export interface DepositFilters {
  status: string;
  from: string;
  to: string;
  player: string;
}

export const depositsPath = (
  filters: DepositFilters,
  page: { limit: number; offset: number } | null,
) =>
  page
    ? `/admin/deposits${query({ ...filters, ...page })}`
    : `/admin/deposits.csv${query({ ...filters })}`;

export const depositsQuery = (filters: DepositFilters, page: { limit: number; offset: number }) =>
  queryOptions({
    queryKey: queryKeys.deposits({ ...filters, ...page }),
    queryFn: () => apiRequest<AdminDepositPage>('GET', depositsPath(filters, page)),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
