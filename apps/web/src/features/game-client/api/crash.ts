import type { CrashChainSchema, CrashState } from '@orca/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type CrashChain = z.infer<typeof CrashChainSchema>;

/** The shared round, its bets and the last busts: the first paint before the live socket takes over. */
export function getCrashState(): Promise<CrashState> {
  return api<CrashState>('GET', '/play/crash/state');
}

/** The hash chain the crash points come from (its terminating hash is published before play). */
export function getCrashChain(): Promise<CrashChain | null> {
  return api<CrashChain | null>('GET', '/fair/crash');
}

/** Read again each round: the chain is created with the first round and its count of games grows. */
export function useCrashChain(roundId: string | null) {
  return useQuery({
    queryKey: queryKeys.gameClient.crashChain(roundId),
    queryFn: getCrashChain,
    enabled: roundId !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
