import type { SportsPromo } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** The player's free bets and boosts usable now, soonest to expire first (issue 24). */
export const getSportsPromos = () =>
  api<{ promos: SportsPromo[] }>('GET', '/player/sports/promotions');

/** Refreshed with the bet lists: placing a bet uses one, a void bet gives one back. */
export function useSportsPromos() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: queryKeys.player.sportsPromos,
    queryFn: getSportsPromos,
    enabled: isLoggedIn,
    staleTime: 30_000,
  });
}
