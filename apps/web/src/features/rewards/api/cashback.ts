import type { Cashback, CashbackClaimResult } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const getCashback = () => api<Cashback>('GET', '/player/cashback');
/** Pays the cashback accrued since the last claim; refused once claimed today (UTC) or when nothing has accrued. */
export const claimCashback = () => api<CashbackClaimResult>('POST', '/player/cashback/claim', {});

/** CP, level and cashback; nothing is fetched for a visitor. A `player.rewards` push invalidates it. */
export function useCashback() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: queryKeys.player.cashback,
    queryFn: getCashback,
    enabled: isLoggedIn,
    staleTime: 0,
  });
}

/** After a claim the rewards views and the header balance show the payment. */
export function useClaimCashback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimCashback,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.player.rewards }),
        queryClient.invalidateQueries({ queryKey: queryKeys.player.balance }),
      ]),
  });
}
