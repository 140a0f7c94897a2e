import * as Menu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Icon } from '../../components/ui/icon';
import { api } from '../../lib/api-client';
import { usePlayerBonuses } from '../../lib/queries/bonus';
import { useProfile } from '../../lib/queries/player';
import { useSession } from '../../lib/session';
import { HeaderBalance } from '../../features/cashier/components/header-balance';
import { Notifications } from '../../features/messages/components/notifications';
import { RealityCheckReminder } from '../../features/limits/components/reality-check-reminder';

const menuItem =
  'block cursor-pointer rounded px-3 py-2 text-sm text-slate-200 outline-none data-[highlighted]:bg-ink-700';

/**
 * The logged-in half of the header: balance, cashier links, notifications and the profile menu.
 * Its own chunk (with the menu's positioning library and the cashier's and messages' strings), so
 * a visitor's first page does not download what only a player sees.
 */
export function PlayerControls() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { setAnonSession, setPlayerSession } = useSession();
  const profile = useProfile();
  const bonuses = usePlayerBonuses().data;
  // The dot says there is something to look at: a bonus being wagered or free spins waiting to be played.
  const hasBonusNews = Boolean(bonuses?.active) || (bonuses?.freeSpins.length ?? 0) > 0;

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

  return (
    <>
      <RealityCheckReminder onLogout={() => void handleLogout()} />
      <HeaderBalance />
      <Link
        to="/cashier/deposit"
        className="hidden whitespace-nowrap rounded-lg bg-accent-500 px-3 py-2 text-sm font-semibold text-ink-950 hover:bg-accent-400 sm:block"
      >
        {t('header.deposit')}
      </Link>
      <Link
        to="/cashier/withdraw"
        className="hidden rounded-lg bg-ink-700 px-3 py-2 text-sm text-white hover:bg-ink-600 md:block"
      >
        {t('header.withdraw')}
      </Link>
      <Link
        to="/profile/bonuses"
        className="relative hidden rounded-lg px-3 py-2 text-sm text-slate-200 hover:bg-ink-800 md:block"
      >
        {t('header.bonus')}
        {hasBonusNews && (
          <>
            <span
              aria-hidden="true"
              className="absolute top-1.5 right-1 h-2 w-2 rounded-full bg-accent-400"
              data-testid="bonus-dot"
            />
            <span className="sr-only"> · {t('header.bonusActive')}</span>
          </>
        )}
      </Link>
      {/* Below 768 px Withdraw is in the menu (drawer). */}
      <Notifications />
      <Menu.Root>
        <Menu.Trigger
          className="flex items-center gap-2 rounded-lg bg-ink-800 px-3 py-2 text-sm text-white hover:bg-ink-700"
          aria-label={t('header.profileMenu')}
        >
          <Icon name="user" />
          <span className="hidden max-w-32 truncate sm:inline">
            {profile.data?.username ?? '…'}
          </span>
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-48 rounded-xl border border-ink-700 bg-ink-900 p-1 shadow-xl"
          >
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
            <Menu.Item className={menuItem} onSelect={() => void navigate('/sports/my-bets')}>
              {t('header.sportsBets')}
            </Menu.Item>
            <Menu.Separator className="my-1 h-px bg-ink-700" />
            <Menu.Item className={menuItem} onSelect={() => void handleLogout()}>
              {t('header.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
    </>
  );
}
