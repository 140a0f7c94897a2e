import type { Profile } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The player's profile under the key the rest of the app uses; the cashier reads what is missing from it. */
export function usePlayer() {
  return useQuery({ queryKey: ['player'], queryFn: () => api<Profile>('GET', '/player') });
}
