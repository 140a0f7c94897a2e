import type { InfoPage, InfoPageSummary } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Terms and pages change rarely and only by an operator's hand. */
const INFO_STALE_MS = 5 * 60_000;

export const getInfoPages = () => api<{ pages: InfoPageSummary[] }>('GET', '/info');
export const getInfoPage = (url: string) =>
  api<InfoPage>('GET', `/info/${encodeURIComponent(url)}`);

/** The info pages in the operator's order (/info). */
export function useInfoPages() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: queryKeys.content.infoPages(i18n.language),
    queryFn: getInfoPages,
    staleTime: INFO_STALE_MS,
  });
}

/** One info page in the interface language, with its fallback to en. */
export function useInfoPage(url: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: queryKeys.content.infoPage(i18n.language, url),
    queryFn: () => getInfoPage(url),
    staleTime: INFO_STALE_MS,
    retry: false,
  });
}
