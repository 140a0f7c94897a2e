import type { Withdrawal } from '@orca/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, query } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export type QueuedWithdrawal = Withdrawal & { playerId: string; playerUsername: string };

export const withdrawalsQuery = (status: string) =>
  queryOptions({
    queryKey: queryKeys.withdrawals(status),
    queryFn: () =>
      apiRequest<QueuedWithdrawal[]>('GET', `/admin/withdrawals${query({ status, limit: 200 })}`),
    staleTime: 10_000,
  });

export const decideWithdrawal = (id: string, decision: 'approve' | 'reject', note: string) =>
  apiRequest<Withdrawal>('POST', `/admin/withdrawals/${id}/${decision}`, { note });
