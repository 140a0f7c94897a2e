import type { RoundHistoryItemSchema, RoundHistorySchema } from '@orca/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type RoundHistoryItem = z.infer<typeof RoundHistoryItemSchema>;
export type RoundHistory = z.infer<typeof RoundHistorySchema>;

export const getGameRounds = (query: { limit: number; offset: number; gameId?: string }) => {
  const params = new URLSearchParams({ limit: String(query.limit), offset: String(query.offset) });
  if (query.gameId) params.set('gameId', query.gameId);
  return api<RoundHistory>('GET', `/player/gameRounds?${params.toString()}`);
};
export const getGameRound = (roundId: string) =>
  api<RoundHistoryItem>('GET', `/player/gameRounds/${encodeURIComponent(roundId)}`);

/** One page of the player's rounds, newest first. */
export function useGameRounds(query: { limit: number; offset: number }) {
  return useQuery({
    queryKey: queryKeys.player.gameRoundList(query),
    queryFn: () => getGameRounds(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** One round, for its recall; null asks for nothing. */
export function useGameRound(roundId: string | null) {
  return useQuery({
    queryKey: queryKeys.player.gameRound(roundId),
    queryFn: () => getGameRound(roundId ?? ''),
    enabled: roundId !== null,
    staleTime: 0,
  });
}
