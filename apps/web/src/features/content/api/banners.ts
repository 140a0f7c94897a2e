import type { Banner } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getBanners = () => api<{ banners: Banner[] }>('GET', '/banners');

/** The home carousel's banners, in order and in the interface language. */
export function useBanners() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: queryKeys.content.banners(i18n.language),
    queryFn: getBanners,
    staleTime: 60_000,
  });
}
