import type { CasinoLatestData, LiveMessage } from '@orca/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { useLiveMessages } from '../../../lib/live-socket';
import { queryKeys } from '../../../lib/query-keys';
import { withWinner } from '../lib/winners';

export const getCasinoLatestData = () => api<CasinoLatestData>('GET', '/casinoLatestData');

/** The home page's latest and top winners, kept current by the live socket. */
export function useLatestWinners() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.games.latestWinners,
    queryFn: getCasinoLatestData,
    staleTime: 60_000,
  });
  const handleMessage = useCallback(
    (message: LiveMessage) => {
      if (message.type !== 'winner') return;
      queryClient.setQueryData<CasinoLatestData>(queryKeys.games.latestWinners, (data) =>
        data ? withWinner(data, message.winner) : data,
      );
    },
    [queryClient],
  );
  useLiveMessages(handleMessage);
  return query;
}
