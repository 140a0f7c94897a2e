import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page, Panel } from '../../../components/ui/page';
import { useVerification, type Verification } from '../api/verify-round';
import { OutcomeView } from '../components/outcome/outcome-view';
import { VerifyForm } from '../components/verify-form';
import { isCompleteQuery, queryFromValues, valuesFromQuery } from '../lib/verify-form';
import { formatFixed } from '../lib/numbers';

/** SHA-256 of a text, computed in the browser (null while computing, or where WebCrypto is unavailable). */
function useSha256(text: string | null): string | null {
  const [result, setResult] = useState<{ text: string; hash: string } | null>(null);
  useEffect(() => {
    if (!text || !globalThis.crypto?.subtle) return;
    let isCurrent = true;
    void crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)).then((digest) => {
      if (isCurrent)
        setResult({
          text,
          hash: Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join(''),
        });
    });
    return () => {
      isCurrent = false;
    };
  }, [text]);
  return result?.text === text ? result.hash : null;
}

function HashCheck({
  serverSeed,
  serverHash,
  expected,
}: {
  serverSeed: string;
  serverHash: string | null;
  expected: string | null;
}) {
  const { t } = useTranslation();
  const computed = useSha256(serverSeed);
  const hash = computed ?? serverHash;
  if (!hash) return null;
  const isMatch = expected ? expected === hash : null;
  return (
    <div className="space-y-2 rounded-xl border border-ink-700 bg-ink-950/50 p-3 text-sm">
      <p className="text-slate-400">
        {computed ? t('play.verifier.hashInBrowser') : t('play.verifier.hashFromServer')}
      </p>
      <p className="font-mono text-xs break-all text-slate-100">{hash}</p>
      {isMatch !== null && (
        <p
          role="status"
          className={`font-semibold ${isMatch ? 'text-emerald-300' : 'text-rose-300'}`}
        >
          {isMatch ? t('play.verifier.hashMatches') : t('play.verifier.hashDiffers')}
        </p>
      )}
    </div>
  );
}

function Result({ verification, query }: { verification: Verification; query: URLSearchParams }) {
  const { t, i18n } = useTranslation();
  const serverSeed = query.get('serverSeed');
  return (
    <Panel title={t('play.verifier.result')}>
      <div className="space-y-5" aria-live="polite">
        <OutcomeView outcome={verification.outcome} />
        {verification.multiplier !== null && (
          <p className="text-sm text-slate-300">
            {t('play.verifier.pays', {
              multiplier: `${formatFixed(Number(verification.multiplier), i18n.language)}×`,
            })}
          </p>
        )}
        {serverSeed && (
          <HashCheck
            serverSeed={serverSeed}
            serverHash={verification.serverSeedHash}
            expected={query.get('serverSeedHash')}
          />
        )}
      </div>
    </Panel>
  );
}

function Explanation() {
  const { t } = useTranslation();
  const steps = ['commit', 'seeds', 'result', 'reveal', 'crash', 'live'] as const;
  return (
    <Panel title={t('play.verifier.howTitle')}>
      <div className="space-y-4 text-sm text-slate-300">
        <ol className="list-decimal space-y-3 pl-5 marker:font-bold marker:text-accent-400">
          {steps.map((step) => (
            <li key={step}>
              <span className="font-semibold text-white">
                {t(`play.verifier.steps.${step}.title`)}
              </span>{' '}
              {t(`play.verifier.steps.${step}.text`)}
            </li>
          ))}
        </ol>
        <div className="rounded-xl bg-ink-950/60 p-3 font-mono text-xs leading-6 text-slate-200">
          <p>bytes = HMAC_SHA256(serverSeed, `clientSeed:nonce:round`)</p>
          <p>float = b0/256 + b1/256² + b2/256³ + b3/256⁴</p>
          <p>hash = SHA256(serverSeed)</p>
        </div>
        <p>{t('play.verifier.independent')}</p>
      </div>
    </Panel>
  );
}

/**
 * /provably-fair: how the scheme works in plain words, and a verifier that recomputes any round
 * from its seeds. The address holds the inputs, so a round's recall (or anyone) can link to it,
 * and a complete link verifies at once.
 */
export function ProvablyFairPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const query = useMemo(() => {
    const current = new URLSearchParams(search);
    return isCompleteQuery(current) ? queryFromValues(valuesFromQuery(current)) : null;
  }, [search]);
  const initial = useMemo(() => valuesFromQuery(new URLSearchParams(search)), [search]);
  const verification = useVerification(query);

  return (
    <Page title={t('play.verifier.title')} wide>
      <p className="-mt-3 mb-6 max-w-3xl text-slate-300">{t('play.verifier.lead')}</p>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <Panel title={t('play.verifier.formTitle')}>
            <VerifyForm
              key={search}
              initial={initial}
              error={verification.error}
              onSubmit={(values) => setParams(queryFromValues(values), { replace: false })}
            />
          </Panel>
          {query && verification.isFetching && !verification.data && (
            <p role="status">{t('common.loading')}</p>
          )}
          {query && verification.data && <Result verification={verification.data} query={query} />}
        </div>
        <div className="min-w-0">
          <Explanation />
        </div>
      </div>
    </Page>
  );
}
