import type { VerifySchema } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type Verification = z.infer<typeof VerifySchema>;

/** GET /fair/verify with the query as the verifier page holds it (the same names as the API's). */
export const verifyRound = (query: URLSearchParams) =>
  api<Verification>('GET', `/fair/verify?${query.toString()}`);

/** Recomputes a round; null asks for nothing. The same inputs always give the same answer, so it is kept. */
export function useVerification(query: URLSearchParams | null) {
  const key = query?.toString() ?? '';
  return useQuery({
    queryKey: queryKeys.play.verification(key),
    queryFn: () => verifyRound(new URLSearchParams(key)),
    enabled: query !== null,
    staleTime: Infinity,
    retry: false,
  });
}
