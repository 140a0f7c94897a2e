import { CLIENT_SEED_MAX } from '@orca/contracts/games/games.constants';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { randomClientSeed } from '../../../lib/client-seed';
import { VERIFIER_PATH, verifyLinkOf } from '../../../lib/verify-link';
import { INPUT } from './controls';
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

/**
 * A new client seed for the session: changing it reveals the server seed of the pair it ends.
 * Validation is the server's (the contracts' schema), answered in the player's language.
 */
function RotateSeedsForm() {
  const { t } = useTranslation();
  const { rotateSeeds } = useGameClient();
  const id = useId();
  const [clientSeed, setClientSeed] = useState(randomClientSeed);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setIsBusy(true);
    try {
      await rotateSeeds(clientSeed);
      setClientSeed(randomClientSeed());
    } catch (caught) {
      if (!(caught instanceof ApiError) || caught.resultCode === 'network_error')
        setError(t('common.networkError'));
      else {
        const field = caught.fields.find((f) => f.field === 'clientSeed');
        setError(
          field ? t(`validation.${field.key}`, { defaultValue: field.message }) : caught.message,
        );
      }
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={t('gameClient.fair.rotateForm')}
      className="space-y-2"
    >
      <label htmlFor={id} className="block text-slate-300">
        {t('gameClient.fair.newClientSeed')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          value={clientSeed}
          onChange={(e) => setClientSeed(e.target.value)}
          maxLength={CLIENT_SEED_MAX}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${INPUT} font-mono`}
        />
        <button
          type="submit"
          disabled={isBusy}
          className="shrink-0 rounded-lg bg-white/15 px-4 py-2 font-bold text-white hover:bg-white/25 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {t('gameClient.fair.rotate')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-rose-300">
          {error}
        </p>
      )}
    </form>
  );
}

/** The seeds of the next bet and of the last round, a seed change that reveals them, and where to verify. */
export function FairnessDetails() {
  const { t } = useTranslation();
  const { fair, lastRound, previousSeeds, session } = useGameClient();
  // The last round becomes checkable once the pair that played it is revealed.
  const lastFair = lastRound?.fair;
  const revealed =
    lastFair && previousSeeds && lastFair.serverSeedHash === previousSeeds.serverSeedHash
      ? { ...lastFair, serverSeed: previousSeeds.serverSeed }
      : lastFair;
  const verifyUrl = lastRound
    ? verifyLinkOf({ outcome: lastRound.outcome, fair: revealed ?? null })
    : null;
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
        <RotateSeedsForm />
      </section>
      {previousSeeds && (
        <section aria-labelledby="gc-fair-previous" className="space-y-2">
          <h2 id="gc-fair-previous" className="text-base font-bold text-white">
            {t('gameClient.fair.previous')}
          </h2>
          <dl className="space-y-2 rounded-xl border border-white/10 bg-black/30 p-3">
            <Row label={t('gameClient.fair.serverSeed')} value={previousSeeds.serverSeed} />
            <Row label={t('gameClient.fair.serverSeedHash')} value={previousSeeds.serverSeedHash} />
            <Row label={t('gameClient.fair.clientSeed')} value={previousSeeds.clientSeed} />
            <Row label={t('gameClient.fair.roundsPlayed')} value={previousSeeds.nonceCount} />
          </dl>
        </section>
      )}
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
              value={revealed?.serverSeed ?? t('gameClient.fair.notRevealed')}
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
