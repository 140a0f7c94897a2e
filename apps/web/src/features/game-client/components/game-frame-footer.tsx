import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shortHash } from './fairness';
import { useGameClient } from './game-client-context';
import { GameIcon } from './game-icon';

/**
 * The frame's bottom line: the seeds the next round is drawn from (or the game's own summary when
 * its results do not come from the session's seeds) and the way to the details.
 */
export function GameFrameFooter({
  fairness,
  onOpenDetails,
}: {
  fairness: { summary: ReactNode } | undefined;
  onOpenDetails: () => void;
}) {
  const { t } = useTranslation();
  const { fair } = useGameClient();
  return (
    <footer className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-white/10 bg-black/35 px-3 py-1.5 text-[11px] text-slate-400 sm:px-4">
      <span className="inline-flex items-center gap-1.5 font-semibold text-slate-300">
        <GameIcon name="shield" className="h-3.5 w-3.5" />
        {t('gameClient.fair.title')}
      </span>
      {fairness ? (
        fairness.summary
      ) : (
        <>
          <span>
            {t('gameClient.fair.serverSeedHash')}:{' '}
            <code className="text-slate-300">{shortHash(fair.serverSeedHash)}</code>
          </span>
          <span>
            {t('gameClient.fair.clientSeed')}:{' '}
            <code className="text-slate-300">{shortHash(fair.clientSeed)}</code>
          </span>
          <span>
            {t('gameClient.fair.nonce')}: <code className="text-slate-300">{fair.nonce}</code>
          </span>
        </>
      )}
      <button
        type="button"
        onClick={onOpenDetails}
        className="ml-auto font-semibold text-slate-300 underline-offset-2 hover:text-white hover:underline"
      >
        {t('gameClient.fair.details')}
      </button>
    </footer>
  );
}
