import type { CrashState } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import type { CrashChain } from '../../api/crash';
import { crashVerifyLinkOf } from '../../../../lib/verify-link';
import { shortHash } from '../../components/fairness';
import { formatMultiplier } from '../../lib/format-game';
import { chipColour } from './crash-view';

interface ChainProps {
  chain: CrashChain | null | undefined;
  language: string;
}

/** The fairness line of the crash game: the hash chain every flight comes from, how far it is played. */
export function CrashChainSummary({ chain, language }: ChainProps) {
  const { t } = useTranslation();
  return chain ? (
    <span>
      {t('gameClient.crash.chainSummary', {
        hash: shortHash(chain.terminatingHash),
        played: chain.gamesPlayed.toLocaleString(language),
        length: chain.length.toLocaleString(language),
      })}
    </span>
  ) : (
    <span>{t('gameClient.crash.chainIntro')}</span>
  );
}

/** The chain's published values and the last flights' hashes, each linked to its verification. */
export function CrashChainDetails({
  chain,
  language,
  state,
}: ChainProps & { state: CrashState | null }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <p>{t('gameClient.crash.chainText')}</p>
      {chain && (
        <dl className="space-y-2 rounded-xl border border-white/10 bg-black/30 p-3">
          {[
            [t('gameClient.crash.terminatingHash'), chain.terminatingHash],
            [t('gameClient.crash.salt'), chain.salt],
            [
              t('gameClient.crash.gamesPlayed'),
              `${chain.gamesPlayed.toLocaleString(language)} / ${chain.length.toLocaleString(language)}`,
            ],
          ].map(([label, value]) => (
            <div key={label} className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-3">
              <dt className="text-slate-400">{label}</dt>
              <dd className="font-mono text-xs break-all text-slate-100">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <h2 className="text-base font-bold text-white">{t('gameClient.crash.history')}</h2>
      <ul className="space-y-1.5">
        {(state?.history ?? []).slice(0, 10).map((item) => (
          <li key={item.id} className="flex items-center gap-3 text-xs">
            <span
              className={`w-16 shrink-0 rounded-full px-2 py-0.5 text-center font-bold ${chipColour(Number(item.crashPoint))}`}
            >
              {formatMultiplier(Number(item.crashPoint), language)}
            </span>
            <a
              href={crashVerifyLinkOf(item.hash)}
              target="_top"
              className="min-w-0 truncate font-mono text-slate-300 underline-offset-2 hover:text-white hover:underline"
            >
              {item.hash}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
