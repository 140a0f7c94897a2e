import type { NewsArticle, NewsList } from '@orca/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Cards per page of /news. */
export const NEWS_PAGE_SIZE = 9;
/** Published articles change when an operator publishes: a minute old is fresh enough to read. */
const CONTENT_STALE_MS = 60_000;

export const getNews = (limit: number, offset: number) =>
  api<NewsList>('GET', `/news?limit=${limit}&offset=${offset}`);
export const getArticle = (url: string) =>
  api<NewsArticle>('GET', `/news/${encodeURIComponent(url)}`);

/** One page of the news list, in the interface language; the previous page stays shown while the next arrives. */
export function useNews(page: number) {
  const { i18n } = useTranslation();
  const offset = (page - 1) * NEWS_PAGE_SIZE;
  return useQuery({
    queryKey: queryKeys.content.newsList(i18n.language, NEWS_PAGE_SIZE, offset),
    queryFn: () => getNews(NEWS_PAGE_SIZE, offset),
    staleTime: CONTENT_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** One article in the interface language (the API falls back to en and says so in `language`). */
export function useArticle(url: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: queryKeys.content.article(i18n.language, url),
    queryFn: () => getArticle(url),
    staleTime: CONTENT_STALE_MS,
    retry: false,
  });
}
