import { WINNERS_LIST_SIZE, type CasinoLatestData, type LiveMessage, type Winner } from '@orca/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { useLiveMessages } from '../../../lib/live-socket';

export const LATEST_WINNERS_QUERY_KEY = ['games', 'casinoLatestData'] as const;

export const getCasinoLatestData = () => api<CasinoLatestData>('GET', '/casinoLatestData');

/** Adds a winner pushed by the live socket: first among the latest, and among the top ones if it is big enough. */
export function withWinner(data: CasinoLatestData, winner: Winner): CasinoLatestData {
  if (data.latestWinners.some((w) => w.roundId === winner.roundId)) return data;
  const latestWinners = [winner, ...data.latestWinners].slice(0, WINNERS_LIST_SIZE);
  const topWinners = [...data.topWinners, winner].sort((a, b) => Number(b.amountEur) - Number(a.amountEur)).slice(0, WINNERS_LIST_SIZE);
  return { latestWinners, topWinners };
}

/** The home page's latest and top winners, kept current by the live socket. */
export function useLatestWinners() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: LATEST_WINNERS_QUERY_KEY, queryFn: getCasinoLatestData, staleTime: 60_000 });
  const handleMessage = useCallback(
    (message: LiveMessage) => {
      if (message.type !== 'winner') return;
      queryClient.setQueryData<CasinoLatestData>(LATEST_WINNERS_QUERY_KEY, (data) => (data ? withWinner(data, message.winner) : data));
    },
    [queryClient],
  );
  useLiveMessages(handleMessage);
  return query;
}
