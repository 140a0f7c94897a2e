import { useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GameDialog } from './game-dialog';
import { useGameClient } from './game-client-context';
import { GameIcon, type GameIconName } from './game-icon';
import { FairnessDetails, shortHash } from './fairness';
import { siteLink } from '../lib/site-link';

export interface GameTheme {
  /** The game's main colour (buttons, highlights). */
  accent: string;
  /** A second colour for glows and gradients. */
  glow: string;
  /** The page background. */
  background: string;
}

/** Leaves the frame: home and cashier links open in the whole window, not inside the game. */
function openInTopWindow(url: string) {
  try {
    (window.top ?? window).location.assign(url);
  } catch {
    window.location.assign(url);
  }
}

function HeaderButton({
  icon,
  label,
  onClick,
  isLabelShown = true,
}: {
  icon: GameIconName;
  label: string;
  onClick: () => void;
  isLabelShown?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-white/10 bg-white/5 px-2.5 text-sm font-medium text-slate-200 transition-colors hover:bg-white/15 hover:text-white"
    >
      <GameIcon name={icon} className="h-[18px] w-[18px]" />
      {isLabelShown && <span className="hidden lg:inline">{label}</span>}
    </button>
  );
}

/**
 * What every game client shows around its table: the title and mode, the balance, how to play,
 * the fairness state, the way home and to the cashier, and the errors the server sends back.
 */
export function GameFrame({
  title,
  theme,
  howToPlay,
  rules,
  extraInfo,
  isViewportHeight = false,
  fairness,
  children,
}: {
  title: string;
  theme: GameTheme;
  howToPlay: string[];
  rules: ReactNode;
  extraInfo?: ReactNode;
  /** Exactly the frame's height, no page scroll (slots scale their reels into it). */
  isViewportHeight?: boolean;
  /** A game whose results do not come from the session's seeds (crash) shows its own fairness summary and details. */
  fairness?: { summary: ReactNode; details: ReactNode };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { session, balance, fair, money, error, clearError } = useGameClient();
  const [dialog, setDialog] = useState<'info' | 'fair' | null>(null);
  const homeUrl = siteLink(session.homeUrl);
  const cashierUrl = siteLink(session.cashierUrl);
  const style = {
    '--gc-accent': theme.accent,
    '--gc-glow': theme.glow,
    background: theme.background,
  } as CSSProperties;

  return (
    <div
      style={style}
      className={`flex flex-col text-slate-100 ${isViewportHeight ? 'h-dvh overflow-hidden' : 'min-h-dvh'}`}
    >
      <header className="flex items-center gap-2 border-b border-white/10 bg-black/35 px-2 py-1.5 backdrop-blur sm:gap-3 sm:px-4">
        <div className="min-w-0 flex-1">
          <h1 className="line-clamp-2 text-xs leading-tight font-extrabold tracking-wide text-white uppercase sm:truncate sm:text-base">
            {title}
          </h1>
          <p
            className="truncate text-[11px] font-semibold tracking-wider uppercase"
            style={{ color: theme.accent }}
          >
            {session.mode === 'fun'
              ? t('gameClient.frame.funMode')
              : t('gameClient.frame.realMode')}
          </p>
        </div>
        <div
          role="status"
          aria-label={t('gameClient.frame.balance')}
          className="rounded-lg border border-white/10 bg-black/40 px-2.5 py-1 text-right sm:px-3"
        >
          <span className="block text-[10px] leading-none font-semibold tracking-wider text-slate-400 uppercase">
            {session.mode === 'fun'
              ? t('gameClient.frame.funBalance')
              : t('gameClient.frame.balance')}
          </span>
          <span
            key={balance}
            className="gc-balance block text-sm font-bold text-white tabular-nums sm:text-base"
          >
            {money(balance)}
          </span>
        </div>
        <nav aria-label={t('gameClient.frame.menu')} className="flex items-center gap-1 sm:gap-1.5">
          <HeaderButton
            icon="info"
            label={t('gameClient.frame.howToPlay')}
            onClick={() => setDialog('info')}
          />
          <HeaderButton
            icon="shield"
            label={t('gameClient.frame.fairness')}
            onClick={() => setDialog('fair')}
          />
          {homeUrl && (
            <HeaderButton
              icon="home"
              label={t('gameClient.frame.home')}
              onClick={() => openInTopWindow(homeUrl)}
            />
          )}
          {cashierUrl && (
            <HeaderButton
              icon="wallet"
              label={t('gameClient.frame.deposit')}
              onClick={() => openInTopWindow(cashierUrl)}
            />
          )}
        </nav>
      </header>

      {error && (
        <div
          role="alert"
          className="mx-2 mt-2 flex items-start gap-3 rounded-xl border border-rose-400/40 bg-rose-950/80 px-4 py-2.5 text-sm text-rose-100 sm:mx-4"
        >
          <p className="flex-1">{error}</p>
          <button
            type="button"
            onClick={clearError}
            aria-label={t('common.close')}
            className="rounded p-0.5 text-rose-200 hover:text-white"
          >
            <GameIcon name="close" className="h-4 w-4" />
          </button>
        </div>
      )}

      <main className="flex min-h-0 flex-1 flex-col">{children}</main>

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
          onClick={() => setDialog('fair')}
          className="ml-auto font-semibold text-slate-300 underline-offset-2 hover:text-white hover:underline"
        >
          {t('gameClient.fair.details')}
        </button>
      </footer>

      <GameDialog
        open={dialog === 'info'}
        onOpenChange={(open) => setDialog(open ? 'info' : null)}
        title={t('gameClient.frame.howToPlayTitle', { game: title })}
        closeLabel={t('common.close')}
      >
        <section aria-labelledby="gc-how-to" className="space-y-2">
          <h2 id="gc-how-to" className="text-base font-bold text-white">
            {t('gameClient.frame.howToPlay')}
          </h2>
          <ol className="list-decimal space-y-1.5 pl-5">
            {howToPlay.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="gc-rules" className="mt-5 space-y-2">
          <h2 id="gc-rules" className="text-base font-bold text-white">
            {t('gameClient.frame.rules')}
          </h2>
          {rules}
          <p className="text-slate-400">
            {t('gameClient.frame.limits', {
              min: money(session.minBet),
              max: money(session.maxBet),
            })}
          </p>
          <p className="text-slate-400">{t('gameClient.frame.malfunction')}</p>
        </section>
        {extraInfo}
      </GameDialog>
      <GameDialog
        open={dialog === 'fair'}
        onOpenChange={(open) => setDialog(open ? 'fair' : null)}
        title={t('gameClient.fair.title')}
        closeLabel={t('common.close')}
      >
        {fairness ? fairness.details : <FairnessDetails />}
      </GameDialog>
    </div>
  );
}

/** Two columns from 600 px (controls left, table right); on phones the table comes first. */
export function FastGameLayout({
  controls,
  stage,
  label,
}: {
  controls: ReactNode;
  stage: ReactNode;
  label: string;
}) {
  return (
    <div className="flex flex-1 flex-col gap-2 p-2 sm:grid sm:grid-cols-[17rem_minmax(0,1fr)] sm:gap-3 sm:p-3 md:grid-cols-[20rem_minmax(0,1fr)] lg:mx-auto lg:w-full lg:max-w-[90rem]">
      <section
        aria-label={label}
        className="order-2 flex flex-col gap-3 rounded-2xl border border-white/10 bg-black/30 p-3 sm:order-1 sm:p-4"
      >
        {controls}
      </section>
      <section className="relative order-1 flex min-h-[20rem] min-w-0 flex-1 flex-col overflow-hidden rounded-2xl border border-white/10 bg-black/25 sm:order-2">
        {stage}
      </section>
    </div>
  );
}
