import { isLanguage } from '@orca/contracts/common/languages';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageMetadata } from '../../../lib/page-metadata';
import { useInfoPage } from '../api/info';
import { ContentError, ContentLoading, FallbackNote } from '../components/content-state';
import { Prose } from '../components/prose';

const formatDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'no' ? 'nb' : language, { dateStyle: 'long' }).format(
    new Date(iso),
  );

/** /info/:url and /info/how-to-play: one operator page with its language alternates. */
export function InfoPageRoute({ url: fixedUrl }: { url?: string }) {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const url = fixedUrl ?? params.url ?? '';
  const page = useInfoPage(url);
  const back = (
    <Link to="/info" className="text-sm text-accent-400 hover:underline">
      ← {t('content.info.back')}
    </Link>
  );
  if (page.isPending || page.error)
    return (
      <section className="mx-auto w-full max-w-3xl px-4 py-6 md:py-10">
        {back}
        <div className="mt-6">
          {page.error ? (
            <ContentError
              error={page.error}
              onRetry={() => void page.refetch()}
              backTo="/info"
              backLabel={t('content.info.back')}
            />
          ) : (
            <ContentLoading lines={12} />
          )}
        </div>
      </section>
    );
  const item = page.data;
  const language = isLanguage(item.language) ? item.language : 'en';
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-6 md:py-10" lang={language}>
      <PageMetadata
        title={item.title}
        description={item.summary}
        image={null}
        language={language}
        alternates={item.languages}
        path={`/info/${item.url}`}
      />
      {back}
      <h1 className="mt-4 text-3xl font-black text-white md:text-4xl">{item.title}</h1>
      <p className="mt-2 text-sm text-slate-400">
        {t('content.info.updated', { date: formatDate(item.updatedAt, i18n.language) })}
      </p>
      <div className="mt-6 rounded-2xl border border-ink-700 bg-ink-900/80 p-5 md:p-8">
        <FallbackNote shown={language} wanted={i18n.language} />
        <Prose html={item.html} lang={language} />
      </div>
    </article>
  );
}
