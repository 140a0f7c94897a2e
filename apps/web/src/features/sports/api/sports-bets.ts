import type { LiveMessage, PlaceSportsBet, SportsBet } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLiveMessages } from '../../../lib/live-socket';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export interface SportsBetsPage {
  bets: SportsBet[];
  total: number;
  limit: number;
  offset: number;
}

export type BetListStatus = 'open' | 'settled';

/** The API answers an in-play bet after its delay (5 s by default): the slip shows that it is waiting. */
export const placeSportsBet = (bet: PlaceSportsBet) =>
  api<SportsBet>('POST', '/player/sports/bets', bet);

export const getSportsBets = (status: BetListStatus, limit: number) =>
  api<SportsBetsPage>('GET', `/player/sports/bets?status=${status}&limit=${limit}`);

/** Placing a bet moves money: the balance and the player's bet lists are stale after it. */
export function usePlaceSportsBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeSportsBet,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.player.balance }),
        queryClient.invalidateQueries({ queryKey: queryKeys.player.sportsBets }),
      ]);
    },
  });
}

/** The player's open or settled bets, newest first; the `player.sports_bet` push refreshes them (useSportsBetPushes). */
export function useSportsBets(status: BetListStatus, limit = 50) {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: queryKeys.player.sportsBetList(status),
    queryFn: () => getSportsBets(status, limit),
    enabled: isLoggedIn,
    staleTime: 5_000,
    // A bet settles when its last match ends; the push says so, and this is the fallback when the socket is down.
    refetchInterval: status === 'open' ? 15_000 : false,
  });
}

/** A bet accepted, refused or settled: every bet list and the balance fetch again. */
export function useSportsBetPushes(): void {
  const queryClient = useQueryClient();
  useLiveMessages((message: LiveMessage) => {
    if (message.type !== 'player.sports_bet') return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.player.sportsBets });
    void queryClient.invalidateQueries({ queryKey: queryKeys.player.balance });
  });
}
