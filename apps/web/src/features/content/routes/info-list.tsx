import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/page';
import { useInfoPages } from '../api/info';
import { ContentError, ContentLoading } from '../components/content-state';

/** /info: the operator's information pages, and the contact page that lives beside them. */
export function InfoListPage() {
  const { t } = useTranslation();
  const pages = useInfoPages();
  return (
    <Page title={t('pages.info')}>
      <title>{`${t('pages.info')} · Orca Casino`}</title>
      {pages.isPending ? (
        <ContentLoading />
      ) : pages.error ? (
        <ContentError
          error={pages.error}
          onRetry={() => void pages.refetch()}
          backTo="/"
          backLabel={t('common.backHome')}
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="info-list">
          {[
            ...pages.data.pages.map((page) => ({
              to: `/info/${page.url}`,
              title: page.title,
              summary: page.summary,
              lang: page.language,
            })),
            {
              to: '/info/contact-us',
              title: t('pages.contactUs'),
              summary: t('content.info.contactSummary'),
              lang: undefined,
            },
          ].map((entry) => (
            <li key={entry.to}>
              <Link
                to={entry.to}
                lang={entry.lang}
                className="block h-full rounded-2xl border border-ink-700 bg-ink-900/80 p-4 hover:border-accent-500/60"
              >
                <span className="font-semibold text-white">{entry.title}</span>
                {entry.summary && (
                  <span className="mt-1 block text-sm text-slate-400">{entry.summary}</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
