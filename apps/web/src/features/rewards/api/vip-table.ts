import type { VipTable } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getVipTable = () => api<VipTable>('GET', '/vip/table');

/** The level table is the programme's rules: it changes with a release, so it is kept for the visit. */
export function useVipTable() {
  return useQuery({
    queryKey: queryKeys.rewards.vipTable,
    queryFn: getVipTable,
    staleTime: Infinity,
  });
}
