import type { Banner } from '@orca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export const getBanners = () => api<{ banners: Banner[] }>('GET', '/banners');

const bannersQuery = (language: string) =>
  queryOptions({
    queryKey: queryKeys.content.banners(language),
    queryFn: getBanners,
    staleTime: 60_000,
  });

/** The home carousel's banners, in order and in the interface language. */
export function useBanners() {
  const { i18n } = useTranslation();
  return useQuery(bannersQuery(i18n.language));
}

/**
 * Asks for the banners as the app loads, beside the language files and the start sequence
 * (`/banners` needs no session): the home page then draws its carousel with the page, instead of
 * pushing the page down when they arrive.
 */
export function prefetchBanners(language: string): void {
  void queryClient.prefetchQuery(bannersQuery(language));
}
