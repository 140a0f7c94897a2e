import type { SeedsSchema } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { GAME_ROUNDS_QUERY_KEY } from './game-rounds';

export type Seeds = z.infer<typeof SeedsSchema>;

/** Under ['player'], so a logout drops the seeds with the rest of the player's data. */
export const SEEDS_QUERY_KEY = ['player', 'fair', 'seeds'] as const;

export const getSeeds = () => api<Seeds>('GET', '/fair/seeds');
export const rotateSeeds = (clientSeed?: string) => api<Seeds>('POST', '/fair/rotate', clientSeed === undefined ? {} : { clientSeed });

/** The player's current seed pair (hash, client seed, next nonce) and the last revealed one. */
export function useSeeds() {
  const { isLoggedIn } = useSession();
  return useQuery({ queryKey: SEEDS_QUERY_KEY, queryFn: getSeeds, enabled: isLoggedIn, staleTime: 0 });
}

/** Starts a new seed pair (with a new client seed, if given) and reveals the old server seed: rounds played with it become verifiable. */
export function useRotateSeeds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed?: string) => rotateSeeds(clientSeed),
    onSuccess: async (seeds) => {
      queryClient.setQueryData(SEEDS_QUERY_KEY, seeds);
      await queryClient.invalidateQueries({ queryKey: GAME_ROUNDS_QUERY_KEY });
    },
  });
}
