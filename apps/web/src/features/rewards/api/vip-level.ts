import type { VipLevel } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const getVipLevel = () => api<VipLevel>('GET', '/player/vip/level');

/** The player's place in the level table; nothing is fetched for a visitor. A `player.rewards` push invalidates it. */
export function useVipLevel() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: queryKeys.player.vipLevel,
    queryFn: getVipLevel,
    enabled: isLoggedIn,
    staleTime: 0,
  });
}
