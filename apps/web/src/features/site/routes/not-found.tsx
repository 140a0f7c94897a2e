import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-[60vh] place-items-center px-6 text-center">
      <div>
        <p className="text-6xl font-black text-accent-400">404</p>
        <h1 className="mt-2 text-2xl font-bold text-white">{t('notFound.title')}</h1>
        <p className="mt-2 text-slate-300">{t('notFound.text')}</p>
        <Link
          to="/"
          className="mt-6 inline-block rounded-lg bg-accent-500 px-5 py-2 font-semibold text-ink-950"
        >
          {t('common.backHome')}
        </Link>
      </div>
    </div>
  );
}
