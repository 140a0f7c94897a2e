import type { VipTier } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getVipTiers = () => api<{ tiers: VipTier[] }>('GET', '/vip/tiers');

/** The tiers are the programme's rules: they change with a release, so they are kept for the visit. */
export function useVipTiers() {
  return useQuery({
    queryKey: queryKeys.rewards.vipTiers,
    queryFn: getVipTiers,
    staleTime: Infinity,
  });
}
