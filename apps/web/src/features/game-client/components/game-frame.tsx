import { useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GameDialog } from './game-dialog';
import { useGameClient } from './game-client-context';
import { GameIcon } from './game-icon';
import { FairnessDetails } from './fairness';
import { GameFrameFooter } from './game-frame-footer';
import { GameFrameHeader } from './game-frame-header';

export interface GameTheme {
  /** The game's main colour (buttons, highlights). */
  accent: string;
  /** A second colour for glows and gradients. */
  glow: string;
  /** The page background. */
  background: string;
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
  const { session, money, error, clearError } = useGameClient();
  const [dialog, setDialog] = useState<'info' | 'fair' | null>(null);
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
      <GameFrameHeader title={title} accent={theme.accent} onOpen={setDialog} />

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

      <GameFrameFooter fairness={fairness} onOpenDetails={() => setDialog('fair')} />

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
