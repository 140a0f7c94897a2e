import type { LevelRewards } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const getLevelRewards = () => api<LevelRewards>('GET', '/player/rewards');
/** Pays a reached level's reward once; a second claim of the same level is refused. */
export const claimLevelReward = (level: number) =>
  api<{ level: number; amount: string; currency: string }>('POST', '/player/rewards/claim', {
    level,
  });

/** Every level's reward and its state; nothing is fetched for a visitor. A `player.rewards` push invalidates it. */
export function useLevelRewards() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: queryKeys.player.levelRewards,
    queryFn: getLevelRewards,
    enabled: isLoggedIn,
    staleTime: 0,
  });
}

/** After a claim (or a refused one: the state may have moved on) the rewards views and the header balance are fetched again. */
export function useClaimLevelReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimLevelReward,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.player.rewards }),
        queryClient.invalidateQueries({ queryKey: queryKeys.player.balance }),
      ]),
  });
}
