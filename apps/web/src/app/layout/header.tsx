import type { Profile } from '@orca/contracts';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useShell } from '../../lib/shell-context';
import { LanguageSwitcher } from '../../components/language-switcher';
import { HeaderBalance } from '../../features/cashier/components/header-balance';

/** `isCompact`: below 600 px only the mark shows, leaving the logged-in header room for the balance. */
function Logo({ isCompact }: { isCompact: boolean }) {
  const { t } = useTranslation();
  const logo = useQuery({ queryKey: ['logo', 'main', 'dark'], queryFn: () => api<{ svg: string }>('GET', '/logos?type=main&color=dark'), staleTime: Infinity });
  return (
    <Link to="/" className="flex h-9 items-center" aria-label={t('header.home')}>
      {logo.data ? <img src={`data:image/svg+xml;utf8,${encodeURIComponent(logo.data.svg)}`} alt="Orca" className={`h-8 ${isCompact ? 'w-10 object-cover object-left sm:w-auto' : 'w-auto'}`} /> : <span className="text-lg font-black tracking-widest">ORCA</span>}
    </Link>
  );
}

export function Header({ onToggleDrawer }: { onToggleDrawer: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isLoggedIn, setAnonSession, setPlayerSession } = useSession();
  const { openLogin } = useShell();
  const profile = useQuery({ queryKey: ['player'], queryFn: () => api<Profile>('GET', '/player'), enabled: isLoggedIn });

  async function handleLogout() {
    try {
      await api('GET', '/player/logout');
    } catch {
      // Logging out locally is what matters; a dead session is already logged out.
    }
    setPlayerSession(null);
    setAnonSession(null);
    queryClient.clear();
    const fresh = await api<{ anonSessionId: string }>('GET', '/anon').catch(() => null);
    if (fresh) setAnonSession(fresh.anonSessionId);
    void navigate('/');
  }

  const menuItem = 'block cursor-pointer rounded px-3 py-2 text-sm text-slate-200 outline-none data-[highlighted]:bg-ink-700';

  return (
    <header className="sticky top-0 z-50 flex h-16 items-center gap-2 border-b border-ink-800 bg-ink-950/95 px-3 backdrop-blur md:px-5">
      <button type="button" onClick={onToggleDrawer} className="rounded-lg p-2 text-slate-200 hover:bg-ink-800 md:hidden" aria-label={t('header.menu')}>
        <Icon name="menu" className="h-6 w-6" />
      </button>
      <Logo isCompact={isLoggedIn} />
      <div className="flex-1" />
      <LanguageSwitcher className="hidden sm:flex" />
      {isLoggedIn ? (
        <>
          <HeaderBalance />
          <Link to="/cashier/deposit" className="hidden whitespace-nowrap rounded-lg bg-accent-500 px-3 py-2 text-sm font-semibold text-ink-950 hover:bg-accent-400 sm:block">
            {t('header.deposit')}
          </Link>
          <Link to="/cashier/withdraw" className="hidden rounded-lg bg-ink-700 px-3 py-2 text-sm text-white hover:bg-ink-600 md:block">
            {t('header.withdraw')}
          </Link>
          <Link to="/profile/bonuses" className="hidden rounded-lg px-3 py-2 text-sm text-slate-200 hover:bg-ink-800 md:block">
            {t('header.bonus')}
          </Link>
          <Menu.Root>
            <Menu.Trigger className="rounded-lg p-2 text-lg hover:bg-ink-800" aria-label={t('header.notifications')}>
              <Icon name="bell" />
            </Menu.Trigger>
            <Menu.Portal>
              <Menu.Content align="end" sideOffset={6} className="z-50 w-72 rounded-xl border border-ink-700 bg-ink-900 p-3 shadow-xl">
                <p className="text-sm text-slate-400">{t('header.noNotifications')}</p>
                <div className="mt-3 flex justify-end gap-2">
                  <Menu.Item className={menuItem}>{t('header.clearAll')}</Menu.Item>
                </div>
              </Menu.Content>
            </Menu.Portal>
          </Menu.Root>
          <Menu.Root>
            <Menu.Trigger className="flex items-center gap-2 rounded-lg bg-ink-800 px-3 py-2 text-sm text-white hover:bg-ink-700" aria-label={t('header.profileMenu')}>
              <Icon name="user" />
              <span className="hidden max-w-32 truncate sm:inline">{profile.data?.username ?? '…'}</span>
            </Menu.Trigger>
            <Menu.Portal>
              <Menu.Content align="end" sideOffset={6} className="z-50 min-w-48 rounded-xl border border-ink-700 bg-ink-900 p-1 shadow-xl">
                <Menu.Item className={menuItem} onSelect={() => void navigate('/profile/my-account')}>
                  {t('header.myAccount')}
                </Menu.Item>
                <Menu.Item className={menuItem} onSelect={() => void navigate('/profile/bonuses')}>
                  {t('header.bonuses')}
                </Menu.Item>
                <Menu.Item className={menuItem} onSelect={() => void navigate('/profile/cashback')}>
                  {t('header.rewards')}
                </Menu.Item>
                <Menu.Item className={menuItem} onSelect={() => void navigate('/profile/history')}>
                  {t('header.history')}
                </Menu.Item>
                <Menu.Separator className="my-1 h-px bg-ink-700" />
                <Menu.Item className={menuItem} onSelect={() => void handleLogout()}>
                  {t('header.logout')}
                </Menu.Item>
              </Menu.Content>
            </Menu.Portal>
          </Menu.Root>
        </>
      ) : (
        <>
          <Button variant="secondary" className="whitespace-nowrap px-3" onClick={() => openLogin()}>
            {t('header.login')}
          </Button>
          <Link to="/register" className="whitespace-nowrap rounded-lg bg-accent-500 px-3 py-2 text-sm font-semibold text-ink-950 hover:bg-accent-400">
            {t('header.signup')}
          </Link>
        </>
      )}
    </header>
  );
}
