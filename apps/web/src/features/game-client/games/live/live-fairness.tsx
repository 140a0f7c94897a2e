import type { LiveTableView } from '@orca/contracts';
import type { ReactNode } from 'react';
import { shortHash } from '../../components/fairness';
import type { Translate } from './live-table-view';

/**
 * The fairness dialog's body at a live table: what is committed (label, value rows), how the
 * result is computed from it and where the revealed seed is read after the round.
 */
export function FairnessDetails({
  intro,
  rows,
  testId,
  method,
  reveal,
  t,
  children,
}: {
  intro: string;
  rows: readonly (readonly [string, string])[] | null;
  testId: string;
  method: string;
  reveal: string;
  t: Translate;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <p>{intro}</p>
      {rows && (
        <dl
          className="space-y-2 rounded-xl border border-white/10 bg-black/30 p-3"
          data-testid={testId}
        >
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-3">
              <dt className="text-slate-400">{label}</dt>
              <dd className="font-mono text-xs break-all text-slate-100">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <p>{method}</p>
      <p>
        {reveal}{' '}
        <a
          href="/profile/history"
          target="_top"
          className="font-semibold text-[var(--gc-accent)] underline-offset-2 hover:underline"
        >
          {t('live.fair.history')}
        </a>
      </p>
      {children}
    </div>
  );
}

/**
 * The round's fairness for the frame's fairness dialog: the commitment shown while bets are open
 * (server seed hash, client seed, nonce), how the result is computed from them, and where the
 * revealed seed is read after the round (the seat's round in Gaming history).
 */
export function liveFairness(
  view: LiveTableView | null,
  method: string,
  t: Translate,
): { summary: ReactNode; details: ReactNode } {
  if (!view)
    return { summary: <span>{t('live.fair.intro')}</span>, details: <p>{t('live.fair.intro')}</p> };
  const rows: [string, string][] = [
    [t('live.fair.round'), `#${view.roundNo}`],
    [t('live.fair.serverSeedHash'), view.serverSeedHash],
    [t('live.fair.clientSeed'), view.clientSeed],
    [t('live.fair.nonce'), String(view.nonce)],
  ];
  return {
    summary: (
      <span>
        {t('live.fair.summary', { no: view.roundNo, hash: shortHash(view.serverSeedHash) })}
      </span>
    ),
    details: (
      <FairnessDetails
        intro={t('live.fair.intro')}
        rows={rows}
        testId="live-fair"
        method={method}
        reveal={t('live.fair.reveal')}
        t={t}
      />
    ),
  };
}
