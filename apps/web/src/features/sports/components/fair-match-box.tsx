import type { SportEvent } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { matchVerifyLink } from '../lib/match-verify-link';

/** The match's provably fair commitment: the seed's hash from the start, the seed and a verify link after results. */
export function FairMatchBox({ event }: { event: SportEvent }) {
  const { t } = useTranslation();
  const link = matchVerifyLink(event);
  return (
    <section className="rounded-xl border border-ink-800 bg-ink-900/80 p-3 text-xs">
      <h2 className="mb-1 text-sm font-semibold text-white">{t('sports.fair.title')}</h2>
      <p className="mb-2 text-slate-400">{t('sports.fair.text')}</p>
      <dl className="grid gap-1">
        <dt className="text-slate-400">{t('sports.fair.hash')}</dt>
        <dd className="font-mono break-all text-slate-200">{event.serverSeedHash}</dd>
        <dt className="text-slate-400">{t('sports.fair.seed')}</dt>
        <dd className="font-mono break-all text-slate-200">
          {event.serverSeed ?? t('sports.fair.seedHidden')}
        </dd>
      </dl>
      {link && (
        <Link to={link} className="mt-2 inline-block font-semibold text-accent-300 underline">
          {t('sports.fair.verify')}
        </Link>
      )}
    </section>
  );
}
