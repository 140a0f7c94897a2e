import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import type { PlayMode } from '../api/launch-game';
import { BonusChip } from './bonus-chip';

/**
 * The bar above the game's frame: back to the lobby, the bonus in play, the real/fun switch, the
 * fairness panel (players only) and full screen (once a game runs).
 */
export function GameToolbar({
  lobbyPath,
  name,
  mode,
  hasFunMode,
  isLoggedIn,
  onChooseMode,
  onOpenFairness,
  onFullscreen,
}: {
  lobbyPath: string;
  name: string;
  mode: PlayMode;
  hasFunMode: boolean;
  isLoggedIn: boolean;
  onChooseMode: (mode: PlayMode) => void;
  onOpenFairness: () => void;
  onFullscreen: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const modeButton = (value: PlayMode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => onChooseMode(value)}
      className={`rounded-md px-3 py-1.5 text-xs font-semibold whitespace-nowrap transition-colors sm:text-sm ${mode === value ? 'bg-accent-500 text-ink-950' : 'text-slate-300 hover:text-white'}`}
    >
      {label}
    </button>
  );

  return (
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
        {hasFunMode && modeButton('fun', t('play.page.fun'))}
      </div>
      {isLoggedIn && (
        <Button variant="secondary" className="px-2.5 py-1.5 sm:px-3" onClick={onOpenFairness}>
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
      {onFullscreen && (
        <div className="hidden sm:block">
          <Button
            variant="ghost"
            className="px-2 py-1.5"
            aria-label={t('play.page.fullscreen')}
            onClick={onFullscreen}
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
  );
}
