import { useProfile } from '../../../lib/queries/player';
import { useSession } from '../../../lib/session';

/** Visitors see the catalogue's bet limits in EUR; the API converts them to a player's own currency. */
export const VISITOR_CURRENCY = 'EUR';

/** The currency the catalogue's amounts are in for this viewer (null while a player's profile loads). */
export function useViewerCurrency(): string | null {
  const { isLoggedIn } = useSession();
  // The header's profile query, so both share one request.
  const profile = useProfile();
  if (!isLoggedIn) return VISITOR_CURRENCY;
  return profile.data?.currency ?? null;
}
