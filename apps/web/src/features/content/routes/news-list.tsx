import type { NewsSummary } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { NEWS_PAGE_SIZE, useNews } from '../api/news';
import { ContentError, ContentLoading } from '../components/content-state';
import { ContentImage } from '../components/content-image';
import { NewsTags } from '../components/news-tags';

const formatDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'no' ? 'nb' : language, { dateStyle: 'long' }).format(
    new Date(iso),
  );

function NewsCard({ item }: { item: NewsSummary }) {
  const { i18n } = useTranslation();
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl border border-ink-700 bg-ink-900/80 transition hover:border-accent-500/60">
      <Link to={`/news/${item.url}`} className="flex flex-1 flex-col" lang={item.language}>
        <ContentImage src={item.imageUrl} seed={item.url} className="aspect-[2/1]" />
        <div className="flex flex-1 flex-col p-4">
          <time dateTime={item.publishedAt} className="text-xs text-slate-400">
            {formatDate(item.publishedAt, i18n.language)}
          </time>
          <h2 className="mt-1 text-lg font-bold text-white group-hover:text-accent-400">
            {item.title}
          </h2>
          <p className="mt-2 line-clamp-3 text-sm text-slate-300">{item.summary}</p>
        </div>
      </Link>
      <NewsTags tags={item.tags} className="px-4 pb-4" />
    </article>
  );
}

/** /news: the paged list of articles (?page=2 for the next cards). */
export function NewsListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page') ?? '1')) || 1);
  const news = useNews(page);
  const pageCount = news.data ? Math.max(1, Math.ceil(news.data.total / NEWS_PAGE_SIZE)) : 1;
  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };
  return (
    <Page title={t('pages.news')} wide>
      <title>{`${t('pages.news')} · Orca Casino`}</title>
      {news.isPending ? (
        <ContentLoading />
      ) : news.error ? (
        <ContentError
          error={news.error}
          onRetry={() => void news.refetch()}
          backTo="/"
          backLabel={t('common.backHome')}
        />
      ) : news.data.items.length === 0 ? (
        <p className="text-slate-300">{t('content.news.empty')}</p>
      ) : (
        <>
          <div
            className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${news.isPlaceholderData ? 'opacity-60' : ''}`}
            data-testid="news-list"
          >
            {news.data.items.map((item) => (
              <NewsCard key={item.url} item={item} />
            ))}
          </div>
          {pageCount > 1 && (
            <nav
              aria-label={t('content.news.pagination')}
              className="mt-8 flex items-center justify-center gap-3"
            >
              <button
                type="button"
                disabled={page <= 1}
                onClick={() => goTo(page - 1)}
                className="rounded-lg border border-ink-600 px-4 py-2 text-sm text-white hover:bg-ink-800 disabled:opacity-40"
              >
                {t('content.news.previous')}
              </button>
              <span className="text-sm text-slate-300" aria-current="page">
                {t('content.news.pageOf', { page, count: pageCount })}
              </span>
              <button
                type="button"
                disabled={page >= pageCount}
                onClick={() => goTo(page + 1)}
                className="rounded-lg border border-ink-600 px-4 py-2 text-sm text-white hover:bg-ink-800 disabled:opacity-40"
              >
                {t('content.news.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </Page>
  );
}
