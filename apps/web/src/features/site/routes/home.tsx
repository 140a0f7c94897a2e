import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';

/**
 * The home page: the operator's banner carousel and a welcome, then the game sections the app
 * composes in (top games, new releases, live casino, latest and top winners — spec section 2).
 */
export function HomePage({ carousel, children }: { carousel?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  return (
    <div className="mx-auto w-full max-w-[120rem] px-4 py-6 md:px-8 md:py-8">
      {carousel}
      <section className="relative overflow-hidden rounded-3xl border border-ink-700 bg-gradient-to-br from-ink-800 via-ink-900 to-ink-950 p-5 sm:p-6 md:p-10">
        <div
          aria-hidden="true"
          className="absolute -top-20 -right-16 h-72 w-72 rounded-full bg-accent-500/20 blur-3xl"
        />
        <p className="text-sm font-semibold tracking-widest text-accent-400 uppercase">
          {t('home.kicker')}
        </p>
        <h1 className="mt-2 max-w-2xl text-2xl font-black text-white sm:text-3xl md:text-4xl">
          {t('home.title')}
        </h1>
        <p className="mt-3 max-w-xl text-sm text-slate-300 sm:text-base">{t('home.text')}</p>
        <div className="mt-5 flex flex-wrap items-center gap-3">
          {isLoggedIn ? (
            <Link
              to="/cashier/deposit"
              className="rounded-lg bg-accent-500 px-4 py-2.5 font-semibold text-ink-950 hover:bg-accent-400 sm:px-5 sm:py-3"
            >
              {t('header.deposit')}
            </Link>
          ) : (
            <Link
              to="/register"
              className="rounded-lg bg-accent-500 px-4 py-2.5 font-semibold text-ink-950 hover:bg-accent-400 sm:px-5 sm:py-3"
            >
              {t('home.cta')}
            </Link>
          )}
          <Link
            to="/casino"
            className="rounded-lg border border-ink-600 px-4 py-2.5 text-white hover:bg-ink-800 sm:px-5 sm:py-3"
          >
            {t('home.browse')}
          </Link>
          <Link
            to="/provably-fair"
            className="text-sm text-accent-400 underline-offset-4 hover:underline sm:px-2"
          >
            {t('home.fairLink')}
          </Link>
        </div>
      </section>
      {children && <div className="mt-8">{children}</div>}
    </div>
  );
}
