import type {
  PlayerLimitRequest,
  PlayerLimits,
  RealityCheck,
  RealityCheckRequest,
  TimeOut,
  TimeOutRequest,
} from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getPlayerLimits = () => api<PlayerLimits>('GET', '/player/limits');
/** Answers player_limit_updated (stricter, at once) or player_limit_pending (looser, in 24 hours) with every limit's new state. */
export const setPlayerLimit = (body: PlayerLimitRequest) =>
  callApi<PlayerLimits>('POST', '/player/limits', body);
export const startTimeOut = (body: TimeOutRequest) =>
  callApi<TimeOut>('POST', '/player/timeOut', body);
export const getRealityCheck = () => api<RealityCheck>('GET', '/player/limits/realityCheck');
export const setRealityCheck = (body: RealityCheckRequest) =>
  callApi<RealityCheck>('POST', '/player/limits/realityCheck', body);

export function usePlayerLimits() {
  return useQuery({
    queryKey: queryKeys.player.playerLimits,
    queryFn: getPlayerLimits,
    staleTime: 0,
  });
}

export function useSetPlayerLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPlayerLimit,
    onSuccess: (envelope) => queryClient.setQueryData(queryKeys.player.playerLimits, envelope.data),
  });
}

export function useStartTimeOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTimeOut,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.player.playerLimits }),
  });
}

/** The reminder reads it when it is due, for a fresh result; the settings panel reads the interval. */
export function useRealityCheck() {
  return useQuery({
    queryKey: queryKeys.player.realityCheck,
    queryFn: getRealityCheck,
    staleTime: 0,
  });
}

export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRealityCheck,
    onSuccess: (envelope) => {
      queryClient.setQueryData(queryKeys.player.realityCheck, envelope.data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.player.playerLimits });
    },
  });
}
