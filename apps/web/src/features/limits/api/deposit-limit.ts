import type { DepositLimit, DepositLimitRequest } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getDepositLimit = () => api<DepositLimit>('GET', '/player/limits/deposit');
/** Answers limit_updated (stricter, at once) or limit_pending (looser, in 24 hours) with the new state. */
export const setDepositLimit = (body: DepositLimitRequest) =>
  callApi<DepositLimit>('POST', '/player/limits/deposit', body);

export function useDepositLimit() {
  return useQuery({
    queryKey: queryKeys.player.depositLimit,
    queryFn: getDepositLimit,
    staleTime: 0,
  });
}

export function useSetDepositLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDepositLimit,
    onSuccess: (envelope) => queryClient.setQueryData(queryKeys.player.depositLimit, envelope.data),
  });
}
