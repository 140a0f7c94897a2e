import type { Withdrawal, WithdrawalDetailsRequest, WithdrawalMethod, WithdrawalRequest } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { BALANCE_QUERY_KEY } from './get-balance';

export const PENDING_WITHDRAWALS_QUERY_KEY = ['player', 'pendingWithdrawals'] as const;
/** The history feature lists under this key; a money event here makes it stale. */
const TRANSACTIONS_QUERY_KEY = ['player', 'transactions'] as const;

export const getWithdrawalMethods = () => api<WithdrawalMethod[]>('GET', '/cashier/withdraw/methods');
export const createWithdrawal = (body: WithdrawalRequest) => callApi<Withdrawal>('POST', '/cashier/withdraw', body);
export const getPendingWithdrawals = () => api<Withdrawal[]>('GET', '/player/transactions/pendingWithdrawals');
export const cancelWithdrawals = (transIds: string[]) => api<Withdrawal[]>('POST', '/player/transactions/pendingWithdrawals/cancel', { trans_ids: transIds });
export const getWithdrawalDetails = (token: string) => api<{ withdrawal: Withdrawal; method: WithdrawalMethod }>('GET', `/cashier/withdraw/details?token=${encodeURIComponent(token)}`);
export const submitWithdrawalDetails = (body: WithdrawalDetailsRequest) => api<Withdrawal>('POST', '/cashier/withdraw/details', body);

export function useWithdrawalMethods() {
  return useQuery({ queryKey: ['cashier', 'withdrawMethods'], queryFn: getWithdrawalMethods, staleTime: 300_000 });
}

export function usePendingWithdrawals() {
  return useQuery({ queryKey: PENDING_WITHDRAWALS_QUERY_KEY, queryFn: getPendingWithdrawals, staleTime: 0 });
}

function useInvalidateMoney() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: PENDING_WITHDRAWALS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY }),
    ]);
}

/** Reserves the amount; the balance, pending list and history refresh afterwards. */
export function useCreateWithdrawal() {
  const invalidate = useInvalidateMoney();
  return useMutation({ mutationFn: createWithdrawal, onSuccess: invalidate });
}

/** The spec's cancel action: every cancellable pending withdrawal at once. */
export function useCancelWithdrawals() {
  const invalidate = useInvalidateMoney();
  return useMutation({ mutationFn: cancelWithdrawals, onSettled: invalidate });
}

export function useWithdrawalDetails(token: string) {
  return useQuery({ queryKey: ['withdrawalDetails', token], queryFn: () => getWithdrawalDetails(token), staleTime: Infinity, enabled: token !== '' });
}

export function useSubmitWithdrawalDetails() {
  const invalidate = useInvalidateMoney();
  return useMutation({ mutationFn: submitWithdrawalDetails, onSuccess: invalidate });
}
