import type {
  Banner,
  InfoPage,
  InfoPageSummary,
  Language,
  NewsArticle,
  NewsList,
} from '@orca/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { contentRepository as repo } from './content.repository.ts';
import { renderMarkdown } from './markdown.ts';
import { bannerOf, newsSummary, pageSummary, textsByEntry } from './content.views.ts';

/** What players read: the published news, info pages and banners, each in their language. */
export function createPublishedContent(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  const textsBy = async (ids: bigint[]) => textsByEntry(await repo.translationsOf(db, ids));

  return {
    /** GET /news: published articles, newest first, with the total for paging. */
    async news(language: Language, page: { limit: number; offset: number }): Promise<NewsList> {
      const at = now();
      const [rows, total] = await Promise.all([
        repo.visiblePage(db, 'news', at, page),
        repo.visibleCount(db, 'news', at),
      ]);
      const texts = await textsBy(rows.map((r) => r.id));
      return {
        items: rows.map((row) => newsSummary(row, texts(row.id), language)),
        total,
        ...page,
      };
    },

    /** GET /news/{url}. Produces not_found for an unknown, draft, archived or not yet published article. */
    async article(language: Language, url: string): Promise<NewsArticle> {
      const row = await repo.visibleByUrl(db, 'news', url, now());
      if (!row) throw new AppError('not_found');
      const texts = await repo.translationsOf(db, [row.id]);
      const summary = newsSummary(row, texts, language);
      const body = texts.find((t) => t.language === summary.language)?.body ?? '';
      return { ...summary, html: renderMarkdown(body), updatedAt: row.updatedAt.toISOString() };
    },

    /** GET /info: the info pages in the operator's order. */
    async pages(language: Language): Promise<{ pages: InfoPageSummary[] }> {
      const rows = await repo.visiblePage(db, 'page', now(), null);
      const texts = await textsBy(rows.map((r) => r.id));
      return { pages: rows.map((row) => pageSummary(row, texts(row.id), language)) };
    },

    /** GET /info/{url}. Produces not_found. */
    async page(language: Language, url: string): Promise<InfoPage> {
      const row = await repo.visibleByUrl(db, 'page', url, now());
      if (!row) throw new AppError('not_found');
      const texts = await repo.translationsOf(db, [row.id]);
      const summary = pageSummary(row, texts, language);
      const body = texts.find((t) => t.language === summary.language)?.body ?? '';
      return { ...summary, html: renderMarkdown(body), updatedAt: row.updatedAt.toISOString() };
    },

    /** GET /banners: the home carousel in the operator's order. */
    async banners(language: Language): Promise<{ banners: Banner[] }> {
      const rows = await repo.visiblePage(db, 'banner', now(), null);
      const texts = await textsBy(rows.map((r) => r.id));
      return { banners: rows.map((row) => bannerOf(row, texts(row.id), language)) };
    },
  };
}
