import type { Game } from '@orca/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatMoney } from '../../../lib/format';
import { matchesMedia, PHONE_QUERY } from '../../../lib/media-query';
import { useSession } from '../../../lib/session';
import { useShell } from '../../../lib/shell-context';
import { useViewerCurrency } from '../api/get-viewer-currency';
import { formatLayout, formatRtp, humanize } from '../lib/game-details';
import { playPathOf } from '../../../lib/play-path';
import { FavoriteButton } from './favorite-button';
import { GameArt } from './game-art';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-ink-700/70 py-1.5 last:border-b-0">
      <dt className="text-slate-400">{label}</dt>
      <dd className="text-right font-medium text-white">{children}</dd>
    </div>
  );
}

function Availability({ game }: { game: Game }) {
  const { t } = useTranslation();
  const item = (isAvailable: boolean, label: string) => (
    <li
      className={`flex items-center gap-1.5 rounded-lg px-2.5 py-1 text-xs font-medium ${isAvailable ? 'bg-emerald-500/15 text-emerald-200' : 'bg-ink-800 text-slate-500 line-through'}`}
    >
      <span aria-hidden="true">{isAvailable ? '✓' : '–'}</span>
      {label}
      <span className="sr-only">
        {isAvailable ? t('games.info.available') : t('games.info.unavailable')}
      </span>
    </li>
  );
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('games.info.availability')}>
      {item(game.isDesktop, t('games.info.desktop'))}
      {item(game.isMobile, t('games.info.mobile'))}
    </ul>
  );
}

/**
 * The game info of spec section 2: description, details, availability on PC or mobile, provider,
 * Play now and Play for fun, and for a player a favorite toggle. Play now asks a visitor to log in.
 */
export function GameInfoDialog({ game, onClose }: { game: Game | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const { openLogin } = useShell();
  const currency = useViewerCurrency();
  // Keeps the last game while the dialog animates closed, so its content does not vanish first.
  const [shown, setShown] = useState<Game | null>(game);
  if (game && game !== shown) setShown(game);
  if (!shown) return null;

  const language = i18n.language;
  const play = (isFun: boolean) => {
    onClose();
    if (!isFun && !isLoggedIn) {
      openLogin();
      return;
    }
    void navigate(playPathOf(shown, { isFun, isPhone: matchesMedia(PHONE_QUERY) }));
  };
  const details = shown.details;

  return (
    <Dialog
      open={game !== null}
      onOpenChange={(open) => !open && onClose()}
      title={shown.name}
      description={shown.providerName}
      closeLabel={t('common.close')}
    >
      <div className="space-y-4 text-sm">
        <div className="relative overflow-hidden rounded-xl">
          <GameArt game={shown} frame="banner" className="block aspect-[2/1] h-auto w-full" />
          <div className="absolute top-2 left-2 flex gap-1">
            {shown.isNew && (
              <span className="rounded-md bg-accent-500 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-ink-950 uppercase">
                {t('games.badges.new')}
              </span>
            )}
            {shown.isJackpot && (
              <span className="rounded-md bg-amber-400 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-ink-950 uppercase">
                {t('games.badges.jackpot')}
              </span>
            )}
          </div>
        </div>
        <p className="text-slate-300">{shown.description}</p>
        <section aria-labelledby="game-info-details">
          <h3
            id="game-info-details"
            className="mb-1 text-xs font-semibold tracking-wider text-slate-400 uppercase"
          >
            {t('games.info.details')}
          </h3>
          <dl>
            <Detail label={t('games.info.provider')}>{shown.providerName}</Detail>
            <Detail label={t('games.info.rtp')}>{formatRtp(details.rtp, language)}</Detail>
            {details.volatility && (
              <Detail label={t('games.info.volatility')}>
                {t(`games.volatility.${details.volatility}`, {
                  defaultValue: humanize(details.volatility),
                })}
              </Detail>
            )}
            {details.layout && (
              <Detail label={t('games.info.layout')}>
                {formatLayout(details.layout, t, language)}
              </Detail>
            )}
            {currency && (
              <Detail label={t('games.info.bets')}>
                {formatMoney(details.minBet, currency, language)} –{' '}
                {formatMoney(details.maxBet, currency, language)}
              </Detail>
            )}
          </dl>
        </section>
        {details.features.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('games.info.features')}>
            {details.features.map((feature) => (
              <li
                key={feature}
                className="rounded-full border border-ink-600 px-2.5 py-0.5 text-xs text-slate-200"
              >
                {t(`games.features.${feature}`, { defaultValue: humanize(feature) })}
              </li>
            ))}
          </ul>
        )}
        <div>
          <p className="mb-1.5 text-xs font-semibold tracking-wider text-slate-400 uppercase">
            {t('games.info.availability')}
          </p>
          <Availability game={shown} />
        </div>
        <div className="flex flex-wrap gap-2 pt-1">
          <Button className="flex-1" onClick={() => play(false)}>
            {t('games.info.playNow')}
          </Button>
          {shown.hasFunMode && (
            <Button variant="secondary" className="flex-1" onClick={() => play(true)}>
              {t('games.info.playForFun')}
            </Button>
          )}
        </div>
        {isLoggedIn ? (
          <FavoriteButton game={shown} />
        ) : (
          <p className="text-xs text-slate-400">{t('games.info.loginForFavorites')}</p>
        )}
      </div>
    </Dialog>
  );
}

/** One info dialog for a page of tiles: `open(game)` shows it. */
export function useGameInfoDialog() {
  const [game, setGame] = useState<Game | null>(null);
  return { open: setGame, dialog: <GameInfoDialog game={game} onClose={() => setGame(null)} /> };
}
