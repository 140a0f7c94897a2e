import { useTranslation } from 'react-i18next';
import { siteLink } from '../lib/site-link';
import { useGameClient } from './game-client-context';
import { GameIcon, type GameIconName } from './game-icon';

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

/** The frame's top bar: the title and mode, the balance, and the buttons to the dialogs, home and the cashier. */
export function GameFrameHeader({
  title,
  accent,
  onOpen,
}: {
  title: string;
  accent: string;
  onOpen: (dialog: 'info' | 'fair') => void;
}) {
  const { t } = useTranslation();
  const { session, balance, money } = useGameClient();
  const homeUrl = siteLink(session.homeUrl);
  const cashierUrl = siteLink(session.cashierUrl);
  return (
    <header className="flex items-center gap-2 border-b border-white/10 bg-black/35 px-2 py-1.5 backdrop-blur sm:gap-3 sm:px-4">
      <div className="min-w-0 flex-1">
        <h1 className="line-clamp-2 text-xs leading-tight font-extrabold tracking-wide text-white uppercase sm:truncate sm:text-base">
          {title}
        </h1>
        <p
          className="truncate text-[11px] font-semibold tracking-wider uppercase"
          style={{ color: accent }}
        >
          {session.mode === 'fun' ? t('gameClient.frame.funMode') : t('gameClient.frame.realMode')}
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
          onClick={() => onOpen('info')}
        />
        <HeaderButton
          icon="shield"
          label={t('gameClient.frame.fairness')}
          onClick={() => onOpen('fair')}
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
  );
}
