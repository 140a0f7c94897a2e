import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** One of the home page's sections: a heading (with an optional badge and "see all" link) over its content. */
export function Section({
  id,
  title,
  link,
  children,
  badge,
}: {
  id: string;
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
  badge?: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-3 flex items-end justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 text-lg font-bold text-white md:text-xl">
          {title}
          {badge}
        </h2>
        {link && (
          <Link
            to={link.to}
            className="shrink-0 text-sm font-medium text-accent-400 hover:underline"
          >
            {link.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** Stands in for a row whose games are not there yet, pointing somewhere to play meanwhile. */
export function ComingSoon({
  title,
  text,
  link,
}: {
  title: string;
  text: string;
  link: { to: string; label: string };
}) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-ink-600 bg-ink-900/60 p-5 sm:flex-row sm:items-center">
      <div className="flex-1">
        <p className="font-semibold text-white">{title}</p>
        <p className="mt-1 text-sm text-slate-400">{text}</p>
      </div>
      <Link
        to={link.to}
        className="rounded-lg border border-ink-600 px-4 py-2 text-sm text-white hover:bg-ink-800"
      >
        {link.label}
      </Link>
    </div>
  );
}

/** Marks the latest winners as arriving live. */
export function LiveBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-rose-500/15 px-2 py-0.5 text-[11px] font-semibold tracking-wide text-rose-300 uppercase">
      <span className="h-1.5 w-1.5 animate-pulse rounded-full bg-rose-400" aria-hidden="true" />
      {t('home.winners.live')}
    </span>
  );
}
