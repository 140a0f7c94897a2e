import { matchLanguage } from '@orca/contracts/common/languages';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { changeLanguage, loadSections } from '../../../lib/i18n';
import { sessionStore, useGameSession } from '../api/game-session';
import { GameClientProvider, useGameClient } from '../components/game-client-context';
import {
  GameLoadError,
  GameLoading,
  GameSessionEnded,
  GameUnavailable,
} from '../components/game-states';
import { GameBySlug, hasClient } from '../games/registry';
import '../game-client.css';

/**
 * The game clients' strings load with the first client (not with every page), and the frame
 * speaks the language it was launched in (the site's) without changing the stored choice.
 */
function useGameStrings(lang: string | null): boolean {
  const language = matchLanguage(lang);
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const wanted = language ?? 'current';
  useEffect(() => {
    let isCancelled = false;
    void loadSections(['gameClient'])
      .then(() => (language ? changeLanguage(language, { isStored: false }) : undefined))
      .finally(() => {
        if (!isCancelled) setReadyFor(wanted);
      });
    return () => {
      isCancelled = true;
    };
  }, [language, wanted]);
  return readyFor === wanted;
}

function GameView({ slug }: { slug: string }) {
  const { isEnded, session } = useGameClient();
  if (isEnded) return <GameSessionEnded homeUrl={session.homeUrl} />;
  if (!hasClient(slug)) return <GameUnavailable />;
  return (
    <Suspense fallback={<GameLoading />}>
      <GameBySlug slug={slug} />
    </Suspense>
  );
}

/**
 * /game-client/:slug?token=…&lang=…&mode=…: an in-house game in the game page's frame. The launch
 * token is traded for a game session, which every bet then carries.
 */
export function GameClientPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const launchToken = params.get('token');
  const isLanguageReady = useGameStrings(params.get('lang'));
  const session = useGameSession(launchToken);

  if (!isLanguageReady) return <GameLoading />;
  if (!launchToken) return <GameSessionEnded homeUrl={null} />;
  if (session.isPending) return <GameLoading />;
  if (session.isError) {
    const error = session.error;
    if (error instanceof ApiError && error.resultCode === 'game_session_invalid') {
      sessionStore.remove(launchToken);
      return <GameSessionEnded homeUrl={null} />;
    }
    return (
      <GameLoadError
        message={
          error instanceof ApiError && error.resultCode !== 'network_error'
            ? error.message
            : t('common.networkError')
        }
        onRetry={() => void session.refetch()}
      />
    );
  }
  return (
    <GameClientProvider launchToken={launchToken} session={session.data}>
      <GameView slug={session.data.slug || slug} />
    </GameClientProvider>
  );
}
