import type { BonusOffer } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export type OfferKind = 'deposit' | 'free_spins';

export const getDepositOffers = () =>
  api<{ offers: BonusOffer[] }>('GET', '/promotions/deposit-bonus');
export const getOffer = (kind: OfferKind, url: string) =>
  api<BonusOffer>(
    'GET',
    `/promotions/${kind === 'deposit' ? 'deposit-bonus' : 'free-spins'}/${encodeURIComponent(url)}`,
  );

/** Amounts and eligibility depend on who asks (EUR for a visitor), so each viewer has its own entry. */
export function useDepositOffers() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: queryKeys.bonus.depositOffers(isLoggedIn ? 'player' : 'visitor'),
    queryFn: getDepositOffers,
    staleTime: 30_000,
  });
}

export function useOffer(kind: OfferKind, url: string) {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: queryKeys.bonus.offer(isLoggedIn ? 'player' : 'visitor', kind, url),
    queryFn: () => getOffer(kind, url),
    staleTime: 30_000,
    retry: false,
  });
}
