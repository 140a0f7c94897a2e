import type { PromotionItem } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const getPromotions = () => api<{ promotions: PromotionItem[] }>('GET', '/promotions');

/** Every current offer; amounts are in the viewer's currency (EUR for a visitor), so the entry is per viewer. */
export function usePromotions() {
  const { i18n } = useTranslation();
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: queryKeys.content.promotions(isLoggedIn ? 'player' : 'visitor', i18n.language),
    queryFn: getPromotions,
    staleTime: 30_000,
  });
}
