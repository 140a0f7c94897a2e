import type { BonusHistory, BonusOffer, PlayerBonus } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const getBonusHistory = () => api<BonusHistory>('GET', '/player/bonuses/history');
export const redeemPromoCode = (code: string) =>
  api<{ offer: BonusOffer; instance: PlayerBonus | null }>('POST', '/player/bonuses/promo', {
    code,
  });
export const forfeitBonus = (instanceId: string) =>
  api<unknown>('POST', `/player/bonuses/${encodeURIComponent(instanceId)}/forfeit`, {
    confirm: true,
  });

/** Every step and counted round of each bonus; a `player.bonus` push marks it stale. */
export function useBonusHistory() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: queryKeys.player.bonusHistory,
    queryFn: getBonusHistory,
    enabled: isLoggedIn,
    staleTime: 0,
  });
}

/** A bonus's money moves with these: the bonus views, the balance and the transactions all refresh. */
function useInvalidateBonusMoney() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.player.bonuses }),
      queryClient.invalidateQueries({ queryKey: queryKeys.player.balance }),
      queryClient.invalidateQueries({ queryKey: queryKeys.player.transactions }),
    ]);
}

/** A code either grants a bonus at once (instance) or marks a deposit offer to be taken with the next deposit. */
export function useRedeemPromoCode() {
  const invalidate = useInvalidateBonusMoney();
  return useMutation({ mutationFn: redeemPromoCode, onSettled: invalidate });
}

export function useForfeitBonus() {
  const invalidate = useInvalidateBonusMoney();
  return useMutation({ mutationFn: forfeitBonus, onSettled: invalidate });
}
