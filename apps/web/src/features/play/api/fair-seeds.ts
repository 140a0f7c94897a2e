import type { SeedsSchema } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export type Seeds = z.infer<typeof SeedsSchema>;

export const getSeeds = () => api<Seeds>('GET', '/fair/seeds');
export const rotateSeeds = (clientSeed?: string) =>
  api<Seeds>('POST', '/fair/rotate', clientSeed === undefined ? {} : { clientSeed });

/** The player's current seed pair (hash, client seed, next nonce) and the last revealed one. */
export function useSeeds() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: queryKeys.player.fairSeeds,
    queryFn: getSeeds,
    enabled: isLoggedIn,
    staleTime: 0,
  });
}

/** Starts a new seed pair (with a new client seed, if given) and reveals the old server seed: rounds played with it become verifiable. */
export function useRotateSeeds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed?: string) => rotateSeeds(clientSeed),
    onSuccess: async (seeds) => {
      queryClient.setQueryData(queryKeys.player.fairSeeds, seeds);
      await queryClient.invalidateQueries({ queryKey: queryKeys.player.gameRounds });
    },
  });
}
