import type { BonusPlayStateSchema } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type BonusPlayState = z.infer<typeof BonusPlayStateSchema>;

export const getBonusPlayState = () => api<BonusPlayState>('GET', '/player/bonuses/play-state');

/** Whether bonus money is in play and the max bet it allows; a `player.bonus` push marks it stale, so it follows the bonus while the game runs. */
export function useBonusPlayState(isEnabled: boolean) {
  return useQuery({
    queryKey: queryKeys.player.bonusPlayState,
    queryFn: getBonusPlayState,
    enabled: isEnabled,
    staleTime: 0,
  });
}
