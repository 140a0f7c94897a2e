import type { Balance, PlayerBonuses } from '@orca/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setPrivateSession, subscribeLive } from './live-socket';
import { queryKeys } from './query-keys';
import { useSession } from './session';

/**
 * While a player is logged in, keeps the private channel open and writes what it pushes into the
 * shared state: a deposit credited by the payment provider, an operator's adjustment or a win in
 * a provider's game shows in the header at once, without a reload or a poll. A new message or a
 * change in the player's rewards or bonus progress marks those views stale, and the ones on screen fetch again (the
 * push says that something changed, not the rendered message or every figure). A visitor holds no
 * socket for it.
 */
export function usePlayerChannel(): void {
  const { playerSessionId } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    setPrivateSession(playerSessionId);
    if (playerSessionId === null) return undefined;
    return subscribeLive((message) => {
      if (message.type === 'player.message') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.player.messages });
        return;
      }
      if (message.type === 'player.rewards') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.player.rewards });
        return;
      }
      if (message.type === 'player.bonus') {
        // The progress bar moves at once from the push; the fetch that follows brings the rest (queue, history).
        queryClient.setQueryData<PlayerBonuses>(queryKeys.player.bonuses, (current) =>
          current?.active?.instanceId === message.instanceId
            ? {
                ...current,
                active: {
                  ...current.active,
                  status: message.status,
                  pointsGained: message.pointsGained,
                  pointsNeeded: message.pointsNeeded,
                  bonusBalance: message.bonusBalance,
                },
              }
            : current,
        );
        void queryClient.invalidateQueries({ queryKey: queryKeys.player.bonuses });
        return;
      }
      if (message.type !== 'player.balance') return;
      const current = queryClient.getQueryData<Balance>(queryKeys.player.balance);
      // A balance in another currency than the one on screen is not this view's: ask again instead.
      if (current && current.currency !== message.currency) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.player.balance });
        return;
      }
      queryClient.setQueryData<Balance>(queryKeys.player.balance, {
        cash: message.cash,
        bonus: message.bonus,
        total: message.total,
        withdrawable: message.cash,
        currency: message.currency,
      });
    });
  }, [playerSessionId, queryClient]);
}
