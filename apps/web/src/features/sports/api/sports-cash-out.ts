import type {
  SportsBet,
  SportsCashOut,
  SportsCashOutOffer,
  SportsCashOutRule,
} from '@orca/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** What the bet is worth now; refused with cashout_unavailable or sports_bet_not_found. */
export const getCashOutOffer = (betId: string) =>
  api<SportsCashOutOffer>('GET', `/player/sports/bets/${encodeURIComponent(betId)}/cashout`);

/** Takes an offer whole or in part (an amount or a share); refused with cashout_offer_expired, cashout_unavailable or cashout_amount_invalid. */
export const cashOutBet = (betId: string, body: SportsCashOut) =>
  api<SportsBet>('POST', `/player/sports/bets/${encodeURIComponent(betId)}/cashout`, body);

/**
 * Asks for an offer on demand: an offer lives 15 s and each one is a row the API keeps, so it is fetched
 * when the player asks, never in the background.
 */
export function useCashOutOffer() {
  return useMutation({ mutationFn: getCashOutOffer });
}

/** A cash-out moves money: the balance and the player's bet lists (and a bet's detail) are stale after it. */
export function useCashOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ betId, body }: { betId: string; body: SportsCashOut }) =>
      cashOutBet(betId, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.player.balance }),
        queryClient.invalidateQueries({ queryKey: queryKeys.player.sportsBets }),
      ]);
    },
  });
}

/**
 * Sets a bet's automatic cash-out threshold, or removes it with null; refused with validation_error (at or
 * below zero, above the potential return), cashout_unavailable (a settled bet) or sports_bet_not_found.
 */
export const setCashOutRule = (betId: string, body: SportsCashOutRule) =>
  api<SportsBet>('PUT', `/player/sports/bets/${encodeURIComponent(betId)}/cashout-rule`, body);

/** The rule shows on the bet card: the player's bet lists are stale after it. */
export function useSetCashOutRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ betId, body }: { betId: string; body: SportsCashOutRule }) =>
      setCashOutRule(betId, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.player.sportsBets });
    },
  });
}
