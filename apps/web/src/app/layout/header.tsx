import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { useShell } from '../../lib/shell-context';
import { LanguageSwitcher } from '../../components/language-switcher';
import { loadSections } from '../../lib/i18n';

/**
 * A player's controls (balance, notifications, profile menu, the reality check) and the cashier,
 * messages and limits strings they show come together, on the first page a player sees: a
 * visitor downloads none of it.
 */
const PlayerControls = lazy(async () => {
  const sections = loadSections(['cashier', 'messages', 'limits']);
  const { PlayerControls } = await import('./player-controls');
  await sections;
  return { default: PlayerControls };
});

/** `isCompact`: below 600 px only the mark shows, leaving the logged-in header room for the balance. */
function Logo({ isCompact }: { isCompact: boolean }) {
  const { t } = useTranslation();
  const logo = useQuery({
    queryKey: queryKeys.site.logo,
    queryFn: () => api<{ svg: string }>('GET', '/logos?type=main&color=dark'),
    staleTime: Infinity,
  });
  return (
    <Link to="/" className="flex h-9 items-center" aria-label={t('header.home')}>
      {logo.data ? (
        <img
          src={`data:image/svg+xml;utf8,${encodeURIComponent(logo.data.svg)}`}
          alt="Orca"
          className={`h-8 ${isCompact ? 'w-10 object-cover object-left sm:w-auto' : 'w-auto'}`}
        />
      ) : (
        <span className="text-lg font-black tracking-widest">ORCA</span>
      )}
    </Link>
  );
}

/** `isGamePage`: on a phone the game comes first, so the header gives way to the game's own bar. */
export function Header({
  onToggleDrawer,
  isGamePage = false,
}: {
  onToggleDrawer: () => void;
  isGamePage?: boolean;
}) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const { openLogin } = useShell();

  return (
    <header
      className={`sticky top-0 z-50 ${isGamePage ? 'max-sm:hidden' : ''} flex h-16 items-center gap-2 border-b border-ink-800 bg-ink-950/95 px-3 backdrop-blur md:px-5`}
    >
      <button
        type="button"
        onClick={onToggleDrawer}
        className="rounded-lg p-2 text-slate-200 hover:bg-ink-800 md:hidden"
        aria-label={t('header.menu')}
      >
        <Icon name="menu" className="h-6 w-6" />
      </button>
      <Logo isCompact={isLoggedIn} />
      <div className="flex-1" />
      <LanguageSwitcher className="hidden sm:flex" />
      {isLoggedIn ? (
        <Suspense
          fallback={
            <div
              className="h-9 w-24 shrink-0 animate-pulse rounded-lg bg-ink-800"
              aria-hidden="true"
            />
          }
        >
          <PlayerControls />
        </Suspense>
      ) : (
        <>
          <Button
            variant="secondary"
            className="whitespace-nowrap px-3"
            onClick={() => openLogin()}
          >
            {t('header.login')}
          </Button>
          <Link
            to="/register"
            className="whitespace-nowrap rounded-lg bg-accent-500 px-3 py-2 text-sm font-semibold text-ink-950 hover:bg-accent-400"
          >
            {t('header.signup')}
          </Link>
        </>
      )}
    </header>
  );
}
