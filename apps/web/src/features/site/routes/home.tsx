import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';

const SECTIONS = ['topGames', 'newReleases', 'liveCasino', 'latestWinners', 'topWinners'] as const;

export function HomePage() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  return (
    <div className="px-4 py-6 md:px-8 md:py-10">
      <section className="relative overflow-hidden rounded-3xl border border-ink-700 bg-gradient-to-br from-ink-800 via-ink-900 to-ink-950 p-6 md:p-12">
        <div aria-hidden="true" className="absolute -top-20 -right-16 h-72 w-72 rounded-full bg-accent-500/20 blur-3xl" />
        <p className="text-sm font-semibold tracking-widest text-accent-400 uppercase">{t('home.kicker')}</p>
        <h1 className="mt-2 max-w-2xl text-3xl font-black text-white md:text-5xl">{t('home.title')}</h1>
        <p className="mt-4 max-w-xl text-slate-300">{t('home.text')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          {isLoggedIn ? (
            <Link to="/cashier/deposit" className="rounded-lg bg-accent-500 px-5 py-3 font-semibold text-ink-950 hover:bg-accent-400">
              {t('header.deposit')}
            </Link>
          ) : (
            <Link to="/register" className="rounded-lg bg-accent-500 px-5 py-3 font-semibold text-ink-950 hover:bg-accent-400">
              {t('home.cta')}
            </Link>
          )}
          <Link to="/casino" className="rounded-lg border border-ink-600 px-5 py-3 text-white hover:bg-ink-800">
            {t('home.browse')}
          </Link>
        </div>
      </section>
      <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {SECTIONS.map((key) => (
          <section key={key} aria-labelledby={`home-${key}`} className="rounded-2xl border border-ink-700 bg-ink-900/70 p-5">
            <h2 id={`home-${key}`} className="text-lg font-semibold text-white">
              {t(`home.sections.${key}`)}
            </h2>
            <p className="mt-2 text-sm text-slate-400">{t('common.sectionPreparing')}</p>
          </section>
        ))}
      </div>
    </div>
  );
}
