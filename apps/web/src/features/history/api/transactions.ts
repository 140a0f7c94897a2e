import type { DepositMethod, TransactionsPage, TransactionsQuery, WithdrawalMethod } from '@orca/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Under ['player'], so the cashier's money events and a logout make it stale or drop it. */
export const TRANSACTIONS_QUERY_KEY = ['player', 'transactions'] as const;
/** Rows still moving (a deposit awaiting its webhook, a withdrawal on its way) are asked for again this often. */
const LIVE_REFRESH_MS = 5_000;
const FINAL_STATUSES = new Set(['credited', 'declined', 'paid', 'rejected', 'cancelled']);

export const getTransactions = (query: TransactionsQuery) => api<TransactionsPage>('POST', '/player/transactions', query);

export function useTransactions(query: TransactionsQuery) {
  return useQuery({
    queryKey: [...TRANSACTIONS_QUERY_KEY, query],
    queryFn: () => getTransactions(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.transactions.some((row) => !FINAL_STATUSES.has(row.status)) ? LIVE_REFRESH_MS : false),
  });
}

/** Method names for the ids the history carries; deposit and withdrawal methods come from the cashier's lists. */
export function useMethodNames() {
  const deposit = useQuery({ queryKey: ['cashier', 'methods'], queryFn: () => api<DepositMethod[]>('GET', '/cashier/methods'), staleTime: 300_000 });
  const withdraw = useQuery({ queryKey: ['cashier', 'withdrawMethods'], queryFn: () => api<WithdrawalMethod[]>('GET', '/cashier/withdraw/methods'), staleTime: 300_000 });
  const names = new Map<string, string>();
  for (const method of [...(deposit.data ?? []), ...(withdraw.data ?? [])]) names.set(method.id, method.name);
  return (id: string) => names.get(id) ?? id;
}
