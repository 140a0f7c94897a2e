import type { TransactionsPage, TransactionsQuery } from '@orca/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usePaymentMethodName } from '../../../lib/payment-methods';
import {
  depositMethodsQueryOptions,
  withdrawalMethodsQueryOptions,
} from '../../../lib/queries/payment-methods';
import { queryKeys } from '../../../lib/query-keys';

/** Rows still moving (a deposit awaiting its webhook, a withdrawal on its way) are asked for again this often. */
const LIVE_REFRESH_MS = 5_000;
// An expired checkout is settled as far as the page is concerned (a late confirmation is rare and shows on the next visit).
const FINAL_STATUSES = new Set([
  'credited',
  'declined',
  'expired',
  'paid',
  'rejected',
  'cancelled',
  'failed',
]);

export const getTransactions = (query: TransactionsQuery) =>
  api<TransactionsPage>('POST', '/player/transactions', query);

export function useTransactions(query: TransactionsQuery) {
  return useQuery({
    // Under the player's transactions key, so the cashier's money events and a logout make it stale or drop it.
    queryKey: queryKeys.player.transactionList(query),
    queryFn: () => getTransactions(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (q) =>
      q.state.data?.transactions.some((row) => !FINAL_STATUSES.has(row.status))
        ? LIVE_REFRESH_MS
        : false,
  });
}

/** Method names for the ids the history carries, in the interface language; the cashier's lists give the server's names as a fallback. */
export function useMethodNames() {
  const deposit = useQuery(depositMethodsQueryOptions());
  const withdraw = useQuery(withdrawalMethodsQueryOptions());
  const translatedName = usePaymentMethodName();
  const names = new Map<string, string>();
  for (const method of [...(deposit.data ?? []), ...(withdraw.data ?? [])])
    names.set(method.id, method.name);
  return (id: string) => translatedName(id, names.get(id));
}
