import type { Challenge } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const getChallenges = () => api<{ challenges: Challenge[] }>('GET', '/challenges');

/**
 * Open and won challenges. Amounts come in the viewer's currency (EUR for a visitor), so the cache
 * entry is per viewer; kept 30 s, as a challenge won by someone else only shows on the next fetch.
 */
export function useChallenges() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: queryKeys.rewards.challenges(isLoggedIn ? 'player' : 'visitor'),
    queryFn: getChallenges,
    staleTime: 30_000,
  });
}
