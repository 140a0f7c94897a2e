import type { Balance } from '@orca/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** Under ['player'], so logging out or an expired session drops it with the rest of the player's data. */
export const BALANCE_QUERY_KEY = ['player', 'balance'] as const;

export const getBalance = () => api<Balance>('GET', '/player/balance');

export const balanceQueryOptions = () => queryOptions({ queryKey: BALANCE_QUERY_KEY, queryFn: getBalance, staleTime: 15_000 });

/** The logged-in player's balance; nothing is fetched for a visitor. */
export function useBalance() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...balanceQueryOptions(), enabled: isLoggedIn });
}

/** Every money event (deposit credited, withdrawal requested or cancelled) calls this so the header shows the new balance. */
export function useRefreshBalance() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }), [queryClient]);
}
