import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { siteLink } from '../lib/site-link';

function Screen({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-dvh place-items-center bg-[radial-gradient(ellipse_at_top,#10263a,#06121b_70%)] px-6 text-center text-slate-100">
      {children}
    </div>
  );
}

export function GameLoading() {
  const { t } = useTranslation();
  return (
    <Screen>
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-4">
        <span
          className="gc-spinner h-10 w-10 rounded-full border-4 border-white/15 border-t-teal-300"
          aria-hidden="true"
        />
        <p className="text-sm font-semibold tracking-wide text-slate-300">{t('common.loading')}</p>
      </div>
    </Screen>
  );
}

/** The launch token was used up, expired or missing: the player has to open the game again. */
export function GameSessionEnded({ homeUrl }: { homeUrl: string | null }) {
  const { t } = useTranslation();
  return (
    <Screen>
      <div className="max-w-sm">
        <h1 className="mb-2 text-2xl font-bold text-white">{t('gameClient.state.endedTitle')}</h1>
        <p className="mb-6 text-slate-300">{t('gameClient.state.endedText')}</p>
        <a
          href={siteLink(homeUrl) ?? '/'}
          target="_top"
          className="inline-flex rounded-lg bg-teal-400 px-4 py-2 text-sm font-bold text-teal-950 hover:bg-teal-300"
        >
          {t('gameClient.state.backToLobby')}
        </a>
      </div>
    </Screen>
  );
}

export function GameLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Screen>
      <div className="max-w-sm" role="alert">
        <h1 className="mb-2 text-2xl font-bold text-white">{t('gameClient.state.errorTitle')}</h1>
        <p className="mb-6 text-slate-300">{message}</p>
        <button
          type="button"
          onClick={onRetry}
          className="rounded-lg bg-teal-400 px-4 py-2 text-sm font-bold text-teal-950 hover:bg-teal-300"
        >
          {t('gameClient.state.retry')}
        </button>
      </div>
    </Screen>
  );
}

export function GameUnavailable() {
  const { t } = useTranslation();
  return (
    <Screen>
      <div className="max-w-sm">
        <h1 className="mb-2 text-2xl font-bold text-white">
          {t('gameClient.state.unavailableTitle')}
        </h1>
        <p className="mb-6 text-slate-300">{t('gameClient.state.unavailableText')}</p>
        <a
          href="/"
          target="_top"
          className="inline-flex rounded-lg bg-teal-400 px-4 py-2 text-sm font-bold text-teal-950 hover:bg-teal-300"
        >
          {t('gameClient.state.backToLobby')}
        </a>
      </div>
    </Screen>
  );
}
