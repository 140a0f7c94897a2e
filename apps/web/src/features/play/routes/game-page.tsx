import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatMoney } from '../../../lib/format';
import { useGame } from '../../../lib/queries/game';
import { useRefreshBalance } from '../../../lib/queries/player';
import { useSession } from '../../../lib/session';
import { useShell } from '../../../lib/shell-context';
import { addRecentPlayed } from '../api/add-recent-played';
import { useBonusPlayState } from '../api/bonus-play-state';
import { useLaunch, type PlayMode } from '../api/launch-game';
import { FairnessPanel } from '../components/fairness-panel';

/** External providers do not tell the page about their rounds: ask for the balance this often while a real game is open. */
const BALANCE_POLL_MS = 5_000;
/** What an in-house game client posts to the page after each round. */
const BALANCE_MESSAGE = 'orca:balance';

/** Keeps the header balance current while a real-money game runs in the frame: real-money rounds change it. */
function useBalanceSync(
  frame: RefObject<HTMLIFrameElement | null>,
  frameOrigin: string | null,
  isActive: boolean,
) {
  const refreshBalance = useRefreshBalance();
  useEffect(() => {
    if (!isActive) return;
    const refresh = () => void refreshBalance();
    const handleMessage = (event: MessageEvent) => {
      // Only the game in our frame, from the address it was launched at, may ask.
      if (event.source !== frame.current?.contentWindow || event.origin !== frameOrigin) return;
      if ((event.data as { type?: unknown } | null)?.type === BALANCE_MESSAGE) refresh();
    };
    const handleVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('message', handleMessage);
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', handleVisible);
    const timer = setInterval(refresh, BALANCE_POLL_MS);
    return () => {
      window.removeEventListener('message', handleMessage);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', handleVisible);
      clearInterval(timer);
    };
  }, [frame, frameOrigin, isActive, refreshBalance]);
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
}

function Notice({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <div className="grid h-full place-items-center p-6">
      <div className="max-w-md text-center">
        <p className="text-xl font-bold text-white">{title}</p>
        {text && <p className="mt-2 text-sm text-slate-400">{text}</p>}
        {children && <div className="mt-5 flex flex-wrap justify-center gap-3">{children}</div>}
      </div>
    </div>
  );
}

/**
 * /play/{system}/{title} and /mobile/play/{system}/{title}: the game's frame filling the page, a
 * real/fun switch (real money needs a login), the fairness panel for players, and the header
 * balance kept current while real money is in play.
 */
/** While a bonus is active the player sees that bonus money is in play and the largest bet it allows (a larger one is refused). */
function BonusChip({ isEnabled }: { isEnabled: boolean }) {
  const { t, i18n } = useTranslation();
  const state = useBonusPlayState(isEnabled).data;
  if (!isEnabled || !state?.isBonusActive) return null;
  const text =
    state.maxBet === null
      ? t('bonus.play.inPlay')
      : t('bonus.play.inPlayMaxBet', {
          maxBet: formatMoney(state.maxBet, state.currency, i18n.language),
        });
  return (
    <Link
      to="/profile/bonuses"
      className="order-last w-full truncate rounded-full border border-accent-400/50 bg-accent-500/10 px-3 py-1 text-xs font-semibold text-accent-400 hover:bg-accent-500/20 sm:order-none sm:w-auto"
      data-testid="bonus-chip"
    >
      {text}
    </Link>
  );
}

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
  const requested = params.get('mode');
  const mode: PlayMode =
    requested === 'fun' || requested === 'real' ? requested : isLoggedIn ? 'real' : 'fun';
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
    originOf(frameUrl),
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
  const modeButton = (value: PlayMode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => chooseMode(value)}
      className={`rounded-md px-3 py-1.5 text-xs font-semibold whitespace-nowrap transition-colors sm:text-sm ${mode === value ? 'bg-accent-500 text-ink-950' : 'text-slate-300 hover:text-white'}`}
    >
      {label}
    </button>
  );

  let content: ReactNode;
  if (game.error) {
    content = (
      <Notice title={t('play.page.notFound')} text={game.error.message}>
        <Link
          to="/casino"
          className="rounded-lg bg-accent-500 px-4 py-2 text-sm font-semibold text-ink-950"
        >
          {t('play.page.backToLobby')}
        </Link>
      </Notice>
    );
  } else if (!game.data) {
    content = <Notice title={t('common.loading')} />;
  } else if (mode === 'real' && !isLoggedIn) {
    content = (
      <Notice title={t('play.page.loginTitle')} text={t('play.page.loginText')}>
        <Button onClick={() => openLogin()}>{t('header.login')}</Button>
        {game.data.hasFunMode && (
          <Button variant="secondary" onClick={() => chooseMode('fun')}>
            {t('play.page.playForFun')}
          </Button>
        )}
      </Notice>
    );
  } else if (mode === 'fun' && !game.data.hasFunMode) {
    content = <Notice title={t('play.page.noFunMode')} />;
  } else if (launch.error) {
    content = (
      <Notice title={t('play.page.launchFailed')} text={launch.error.message}>
        <Button onClick={() => void launch.refetch()}>{t('play.page.retry')}</Button>
      </Notice>
    );
  } else if (!frameUrl) {
    content = <Notice title={t('play.page.starting', { name })} />;
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
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-ink-800 bg-ink-900/80 px-3 py-2 md:px-5">
        <Link
          to={lobbyPath}
          className="rounded-lg p-1.5 text-slate-300 hover:bg-ink-800 hover:text-white"
          aria-label={t('play.page.backToLobby')}
        >
          <svg
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </Link>
        {/* The game's own header names it, in the language it plays in: the bar repeats it only for screen readers. */}
        <h1 className="sr-only">{name || t('pages.game')}</h1>
        <BonusChip isEnabled={isLoggedIn && mode === 'real'} />
        <div
          role="group"
          aria-label={t('play.page.mode')}
          className="ml-auto flex rounded-lg bg-ink-800 p-0.5"
        >
          {modeButton('real', t('play.page.real'))}
          {(game.data?.hasFunMode ?? true) && modeButton('fun', t('play.page.fun'))}
        </div>
        {isLoggedIn && (
          <Button
            variant="secondary"
            className="px-2.5 py-1.5 sm:px-3"
            onClick={() => setIsFairnessOpen(true)}
          >
            <svg
              viewBox="0 0 24 24"
              className="h-4 w-4"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5" />
            </svg>
            <span className="sr-only sm:not-sr-only">{t('play.page.fairness')}</span>
          </Button>
        )}
        {frameUrl && (
          <div className="hidden sm:block">
            <Button
              variant="ghost"
              className="px-2 py-1.5"
              aria-label={t('play.page.fullscreen')}
              onClick={() => void frame.current?.requestFullscreen?.().catch(() => undefined)}
            >
              <svg
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
                aria-hidden="true"
              >
                <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
              </svg>
            </Button>
          </div>
        )}
      </div>
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
