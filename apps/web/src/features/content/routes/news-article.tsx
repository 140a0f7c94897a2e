import { isLanguage } from '@orca/contracts/common/languages';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageMetadata } from '../../../lib/page-metadata';
import { useArticle } from '../api/news';
import { ContentError, ContentLoading, FallbackNote } from '../components/content-state';
import { NewsTags } from '../components/news-tags';
import { Prose } from '../components/prose';
import { ShareLinks } from '../components/share-links';

const formatDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'no' ? 'nb' : language, { dateStyle: 'long' }).format(
    new Date(iso),
  );

/** /news/:url: one article, its sharing metadata and language alternates. */
export function NewsArticlePage() {
  const { t, i18n } = useTranslation();
  const { url = '' } = useParams();
  const article = useArticle(url);
  const back = (
    <Link to="/news" className="text-sm text-accent-400 hover:underline">
      ← {t('content.news.back')}
    </Link>
  );
  if (article.isPending)
    return (
      <section className="mx-auto w-full max-w-3xl px-4 py-6 md:py-10">
        {back}
        <div className="mt-6">
          <ContentLoading lines={10} />
        </div>
      </section>
    );
  if (article.error)
    return (
      <section className="mx-auto w-full max-w-3xl px-4 py-6 md:py-10">
        <h1 className="mb-6 text-2xl font-bold text-white md:text-3xl">{t('pages.news')}</h1>
        <ContentError
          error={article.error}
          onRetry={() => void article.refetch()}
          backTo="/news"
          backLabel={t('content.news.back')}
        />
      </section>
    );
  const item = article.data;
  const language = isLanguage(item.language) ? item.language : 'en';
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-6 md:py-10" lang={language}>
      <PageMetadata
        title={item.title}
        description={item.summary}
        image={item.imageUrl}
        language={language}
        alternates={item.languages}
        path={`/news/${item.url}`}
      />
      {back}
      <header className="mt-4">
        <time dateTime={item.publishedAt} className="text-sm text-slate-400">
          {formatDate(item.publishedAt, i18n.language)}
        </time>
        <h1 className="mt-1 text-3xl font-black text-white md:text-4xl">{item.title}</h1>
        {item.summary && <p className="mt-3 text-lg text-slate-300">{item.summary}</p>}
        <NewsTags tags={item.tags} className="mt-4" />
      </header>
      {item.imageUrl && (
        <img
          src={item.imageUrl}
          alt=""
          className="mt-6 block aspect-[2/1] w-full rounded-2xl object-cover"
        />
      )}
      <div className="mt-6">
        <FallbackNote shown={language} wanted={i18n.language} />
        <Prose html={item.html} lang={language} />
      </div>
      <footer className="mt-10 border-t border-ink-700 pt-6">
        <ShareLinks path={`/news/${item.url}`} title={item.title} language={language} />
      </footer>
    </article>
  );
}
