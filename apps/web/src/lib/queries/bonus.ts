import type { PlayerBonuses } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';
import { useSession } from '../session';

/**
 * The player's bonuses (active, queued, free spins waiting, offers they may take). Shared because
 * the header's dot, the deposit page's offers and the withdraw page's warning read it besides the
 * bonus page; one request serves them all. A `player.bonus` push and a return to the tab refresh it.
 */
export const getPlayerBonuses = () => api<PlayerBonuses>('GET', '/player/bonuses');

export function usePlayerBonuses() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: queryKeys.player.bonuses,
    queryFn: getPlayerBonuses,
    enabled: isLoggedIn,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
