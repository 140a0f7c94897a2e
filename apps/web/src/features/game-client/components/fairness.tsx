import { useTranslation } from 'react-i18next';
import { VERIFIER_PATH, verifyLinkOf } from '../../../lib/verify-link';
import { useGameClient } from './game-client-context';
import { GameIcon } from './game-icon';

/** "5de41d68…2468": enough of a hash to recognise it. */
export function shortHash(value: string): string {
  return value.length > 16 ? `${value.slice(0, 8)}…${value.slice(-4)}` : value;
}

function Row({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-3">
      <dt className="text-slate-400">{label}</dt>
      <dd className="font-mono text-xs break-all text-slate-100">{value}</dd>
    </div>
  );
}

/** The seeds of the next bet and of the last round, and where to verify. */
export function FairnessDetails() {
  const { t } = useTranslation();
  const { fair, lastRound, session } = useGameClient();
  const verifyUrl = lastRound ? verifyLinkOf(lastRound) : null;
  return (
    <div className="space-y-5">
      <p>{t('gameClient.fair.intro')}</p>
      <section aria-labelledby="gc-fair-next" className="space-y-2">
        <h2 id="gc-fair-next" className="text-base font-bold text-white">
          {t('gameClient.fair.next')}
        </h2>
        <dl className="space-y-2 rounded-xl border border-white/10 bg-black/30 p-3">
          <Row label={t('gameClient.fair.serverSeedHash')} value={fair.serverSeedHash} />
          <Row label={t('gameClient.fair.clientSeed')} value={fair.clientSeed} />
          <Row label={t('gameClient.fair.nonce')} value={fair.nonce} />
        </dl>
      </section>
      {lastRound?.fair && (
        <section aria-labelledby="gc-fair-last" className="space-y-2">
          <h2 id="gc-fair-last" className="text-base font-bold text-white">
            {t('gameClient.fair.last')}
          </h2>
          <dl className="space-y-2 rounded-xl border border-white/10 bg-black/30 p-3">
            <Row label={t('gameClient.fair.round')} value={lastRound.roundId} />
            <Row
              label={t('gameClient.fair.serverSeedHash')}
              value={lastRound.fair.serverSeedHash}
            />
            <Row label={t('gameClient.fair.clientSeed')} value={lastRound.fair.clientSeed} />
            <Row label={t('gameClient.fair.nonce')} value={lastRound.fair.nonce} />
            <Row
              label={t('gameClient.fair.serverSeed')}
              value={lastRound.fair.serverSeed ?? t('gameClient.fair.notRevealed')}
            />
          </dl>
        </section>
      )}
      <p className="text-slate-400">
        {session.mode === 'fun' ? t('gameClient.fair.funSeeds') : t('gameClient.fair.realSeeds')}
      </p>
      <a
        href={verifyUrl ?? VERIFIER_PATH}
        target="_top"
        className="inline-flex items-center gap-1.5 font-semibold text-white underline underline-offset-2"
      >
        {verifyUrl ? t('gameClient.fair.verifyRound') : t('gameClient.fair.openVerifier')}
        <GameIcon name="external" className="h-4 w-4" />
      </a>
    </div>
  );
}
