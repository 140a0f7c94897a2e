import type {
  Withdrawal,
  WithdrawalDetailsRequest,
  WithdrawalMethod,
  WithdrawalRequest,
} from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { withdrawalMethodsQueryOptions } from '../../../lib/queries/payment-methods';
import { queryKeys } from '../../../lib/query-keys';

export const createWithdrawal = (body: WithdrawalRequest) =>
  callApi<Withdrawal>('POST', '/cashier/withdraw', body);
export const getPendingWithdrawals = () =>
  api<Withdrawal[]>('GET', '/player/transactions/pendingWithdrawals');
export const cancelWithdrawals = (transIds: string[]) =>
  api<Withdrawal[]>('POST', '/player/transactions/pendingWithdrawals/cancel', {
    trans_ids: transIds,
  });
export const getWithdrawalDetails = (token: string) =>
  api<{ withdrawal: Withdrawal; method: WithdrawalMethod }>(
    'GET',
    `/cashier/withdraw/details?token=${encodeURIComponent(token)}`,
  );
export const submitWithdrawalDetails = (body: WithdrawalDetailsRequest) =>
  api<Withdrawal>('POST', '/cashier/withdraw/details', body);

export function useWithdrawalMethods() {
  return useQuery(withdrawalMethodsQueryOptions());
}

export function usePendingWithdrawals() {
  return useQuery({
    queryKey: queryKeys.player.pendingWithdrawals,
    queryFn: getPendingWithdrawals,
    staleTime: 0,
  });
}

/** A withdrawal changes the balance, the pending list and the history (the history feature lists under the registry's key). */
function useInvalidateMoney() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.player.balance }),
      queryClient.invalidateQueries({ queryKey: queryKeys.player.pendingWithdrawals }),
      queryClient.invalidateQueries({ queryKey: queryKeys.player.transactions }),
      // A withdrawal confirmed over an active bonus forfeits it.
      queryClient.invalidateQueries({ queryKey: queryKeys.player.bonuses }),
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
  return useQuery({
    queryKey: queryKeys.cashier.withdrawalDetails(token),
    queryFn: () => getWithdrawalDetails(token),
    staleTime: Infinity,
    enabled: token !== '',
  });
}

export function useSubmitWithdrawalDetails() {
  const invalidate = useInvalidateMoney();
  return useMutation({ mutationFn: submitWithdrawalDetails, onSuccess: invalidate });
}
