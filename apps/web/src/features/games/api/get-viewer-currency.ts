import type { Profile } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** Visitors see the catalogue's bet limits in EUR; the API converts them to a player's own currency. */
export const VISITOR_CURRENCY = 'EUR';

/** The currency the catalogue's amounts are in for this viewer (null while a player's profile loads). */
export function useViewerCurrency(): string | null {
  const { isLoggedIn } = useSession();
  // The same key and call as the header's profile, so both share one request.
  const profile = useQuery({ queryKey: ['player'], queryFn: () => api<Profile>('GET', '/player'), enabled: isLoggedIn });
  if (!isLoggedIn) return VISITOR_CURRENCY;
  return profile.data?.currency ?? null;
}
