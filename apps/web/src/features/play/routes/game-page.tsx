import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useGame } from '../../../lib/queries/game';
import { useSession } from '../../../lib/session';
import { useShell } from '../../../lib/shell-context';
import { addRecentPlayed } from '../api/add-recent-played';
import { useLaunch, type PlayMode } from '../api/launch-game';
import { FairnessPanel } from '../components/fairness-panel';
import { GameNotice } from '../components/game-notice';
import { GameToolbar } from '../components/game-toolbar';
import { originOf, playModeOf } from '../lib/game-page';
import { useBalanceSync } from './balance-sync';

/**
 * /play/{system}/{title} and /mobile/play/{system}/{title}: the game's frame filling the page, a
 * real/fun switch (real money needs a login), the fairness panel for players, and the header
 * balance kept current while real money is in play.
 */
export function GamePage({ isMobileRoute }: { isMobileRoute: boolean }) {
  const { t } = useTranslation();
  const { system = '', title = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { isLoggedIn } = useSession();
  const { openLogin } = useShell();
  const frame = useRef<HTMLIFrameElement | null>(null);
  const [isFairnessOpen, setIsFairnessOpen] = useState(false);

  const gameId = `${system}-${title}`;
  const game = useGame(gameId);
  const mode = playModeOf(params.get('mode'), isLoggedIn);
  const canLaunch =
    game.data !== undefined && (mode === 'real' ? isLoggedIn : game.data.hasFunMode);
  const launch = useLaunch(gameId, {
    mode,
    isMobile: isMobileRoute,
    isLoggedIn,
    isEnabled: canLaunch,
  });
  const frameUrl = launch.data?.url;
  useBalanceSync(
    frame,
    originOf(frameUrl, window.location.href),
    isLoggedIn && mode === 'real' && frameUrl !== undefined,
  );

  // The player's recently played list learns of the game once per visit.
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!isLoggedIn || !launch.data || recorded.current === gameId) return;
    recorded.current = gameId;
    addRecentPlayed(gameId).catch(() => {
      // The list is a convenience; the game plays on without it.
    });
  }, [gameId, isLoggedIn, launch.data]);

  const chooseMode = (next: PlayMode) => {
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        query.set('mode', next);
        return query;
      },
      { replace: true },
    );
    if (next === 'real' && !isLoggedIn) openLogin();
  };

  const name = game.data?.name ?? '';
  const lobbyPath = game.data?.section === 'crash-and-fast' ? '/crash-and-fast' : '/casino';
  let content: ReactNode;
  if (game.error) {
    content = (
      <GameNotice title={t('play.page.notFound')} text={game.error.message}>
        <Link
          to="/casino"
          className="rounded-lg bg-accent-500 px-4 py-2 text-sm font-semibold text-ink-950"
        >
          {t('play.page.backToLobby')}
        </Link>
      </GameNotice>
    );
  } else if (!game.data) {
    content = <GameNotice title={t('common.loading')} />;
  } else if (mode === 'real' && !isLoggedIn) {
    content = (
      <GameNotice title={t('play.page.loginTitle')} text={t('play.page.loginText')}>
        <Button onClick={() => openLogin()}>{t('header.login')}</Button>
        {game.data.hasFunMode && (
          <Button variant="secondary" onClick={() => chooseMode('fun')}>
            {t('play.page.playForFun')}
          </Button>
        )}
      </GameNotice>
    );
  } else if (mode === 'fun' && !game.data.hasFunMode) {
    content = <GameNotice title={t('play.page.noFunMode')} />;
  } else if (launch.error) {
    content = (
      <GameNotice title={t('play.page.launchFailed')} text={launch.error.message}>
        <Button onClick={() => void launch.refetch()}>{t('play.page.retry')}</Button>
      </GameNotice>
    );
  } else if (!frameUrl) {
    content = <GameNotice title={t('play.page.starting', { name })} />;
  } else {
    content = (
      <iframe
        ref={frame}
        key={frameUrl}
        src={frameUrl}
        title={t('play.page.frameTitle', { name })}
        allow="fullscreen; autoplay"
        className="h-full w-full border-0 bg-black"
      />
    );
  }

  return (
    <div className="flex h-dvh min-h-[26rem] flex-col sm:h-[calc(100dvh-6rem)]">
      <GameToolbar
        lobbyPath={lobbyPath}
        name={name}
        mode={mode}
        hasFunMode={game.data?.hasFunMode ?? true}
        isLoggedIn={isLoggedIn}
        onChooseMode={chooseMode}
        onOpenFairness={() => setIsFairnessOpen(true)}
        onFullscreen={
          frameUrl
            ? () => void frame.current?.requestFullscreen?.().catch(() => undefined)
            : undefined
        }
      />
      <div className="relative min-h-0 flex-1 bg-ink-950">{content}</div>
      {isLoggedIn && (
        <Dialog
          open={isFairnessOpen}
          onOpenChange={setIsFairnessOpen}
          title={t('play.fair.title')}
          closeLabel={t('common.close')}
        >
          <FairnessPanel
            onRotated={() => {
              // The running game showed the old seed's hash; a fresh launch shows the new one.
              if (mode === 'real') void launch.refetch();
            }}
          />
        </Dialog>
      )}
    </div>
  );
}
