import { isLanguage, type SkinMenuItem } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { api } from '../../lib/api-client';
import { Icon } from '../../components/ui/icon';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { useShell } from '../../lib/shell-context';
import { LanguageSwitcher } from '../../components/language-switcher';
import { MENU_ACTIONS, useSupportChat } from './support-chat';

/**
 * Lobby entries share a path and differ by category (/casino, /casino?category=new): an entry with
 * a query is current when the address carries its parameters, one without when no category is chosen.
 */
function matchesQuery(path: string, search: string): boolean {
  const current = new URLSearchParams(search);
  const wanted = new URLSearchParams(path.split('?')[1] ?? '');
  if ([...wanted.keys()].length === 0) return !current.has('category');
  return [...wanted].every(([key, value]) => current.get(key) === value);
}

/** The operator's label for the current language when the back office set one, else the built-in text. */
function labelOf(item: SkinMenuItem, language: string, t: (key: string) => string): string {
  return (isLanguage(language) ? item.labels[language] : undefined) ?? t(item.labelKey);
}

/** A support answer the player has not seen yet. */
function ChatUnreadDot() {
  const { hasUnread } = useSupportChat();
  const { t } = useTranslation();
  return hasUnread ? (
    <span
      role="status"
      aria-label={t('drawer.chatUnread')}
      className="h-2 w-2 rounded-full bg-accent-400"
    />
  ) : null;
}

function Entry({ item, onNavigate }: { item: SkinMenuItem; onNavigate: () => void }) {
  const { t, i18n } = useTranslation();
  const label = labelOf(item, i18n.language, t);
  const { search } = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  const { isLoggedIn } = useSession();
  const { openLogin } = useShell();
  const icon = item.icon ? (
    <Icon name={item.icon} className="h-5 w-5 shrink-0 text-accent-400" />
  ) : null;
  const base =
    'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-200 hover:bg-ink-800';

  if (item.children.length > 0) {
    return (
      <li>
        <button
          type="button"
          className={base}
          aria-expanded={isOpen}
          onClick={() => setIsOpen((v) => !v)}
        >
          {icon}
          <span className="flex-1 text-left">{label}</span>
          <span aria-hidden="true" className={`transition-transform ${isOpen ? 'rotate-90' : ''}`}>
            ›
          </span>
        </button>
        {isOpen && (
          <ul className="ml-8 border-l border-ink-700 pl-2">
            {item.children.map((child) => (
              <Entry key={child.id} item={child} onNavigate={onNavigate} />
            ))}
          </ul>
        )}
      </li>
    );
  }
  const action = item.path ? undefined : MENU_ACTIONS[item.id];
  if (action) {
    return (
      <li>
        <button
          type="button"
          className={base}
          onClick={() => {
            onNavigate();
            action();
          }}
        >
          {icon}
          <span className="flex-1 text-left">{label}</span>
          {item.id === 'live-chat' ? <ChatUnreadDot /> : null}
        </button>
      </li>
    );
  }
  const path = item.path;
  // An entry that leads nowhere is left out rather than shown as a dead control.
  if (!path) return null;
  // Bonus and Favorite Games are listed for everyone (spec section 2); a visitor is asked to log in first.
  if (item.requiresLogin && !isLoggedIn) {
    return (
      <li>
        {/* The hint is a description, not part of the name: the entry is still called what the drawer says. */}
        <button
          type="button"
          className={base}
          aria-haspopup="dialog"
          title={t('drawer.loginFirst')}
          onClick={() => {
            onNavigate();
            openLogin();
          }}
        >
          {icon}
          <span className="flex-1 text-left">{label}</span>
        </button>
      </li>
    );
  }
  return (
    <li>
      <NavLink
        to={path}
        onClick={onNavigate}
        className={({ isActive }) =>
          `${base} ${isActive && matchesQuery(path, search) ? 'bg-ink-800 text-accent-400' : ''}`
        }
      >
        {icon}
        <span>{label}</span>
      </NavLink>
    </li>
  );
}

/** The side drawer of spec section 2, from /skinMenu; an overlay below 1024 px. */
export function Drawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const menu = useQuery({
    queryKey: queryKeys.site.skinMenu(isLoggedIn),
    queryFn: () => api<SkinMenuItem[]>('GET', '/skinMenu'),
    staleTime: 300_000,
  });

  return (
    <>
      {isOpen && (
        <div
          className="fixed inset-0 z-30 bg-black/60 md:hidden"
          onClick={onClose}
          aria-hidden="true"
        />
      )}
      <nav
        aria-label={t('drawer.label')}
        className={`fixed top-16 bottom-0 left-0 z-40 w-64 overflow-y-auto border-r border-ink-800 bg-ink-950 p-3 pb-20 transition-transform sm:pb-3 md:sticky md:top-16 md:h-[calc(100vh-4rem)] md:translate-x-0 ${isOpen ? 'translate-x-0' : '-translate-x-full'}`}
      >
        {/* The header's language switcher shows from 600 px; on phones it heads the menu. */}
        <LanguageSwitcher
          className="mb-3 border-b border-ink-800 px-3 pb-3 sm:hidden"
          isLabelShown
        />
        {/* The header has no room for Deposit below 600 px or Withdraw below 768 px: the menu carries them there. */}
        {isLoggedIn && (
          <div className="mb-3 grid grid-cols-2 gap-2 border-b border-ink-800 pb-3 md:hidden">
            <Link
              to="/cashier/deposit"
              onClick={onClose}
              className="rounded-lg bg-accent-500 px-3 py-2 text-center text-sm font-semibold text-ink-950 hover:bg-accent-400"
            >
              {t('header.deposit')}
            </Link>
            <Link
              to="/cashier/withdraw"
              onClick={onClose}
              className="rounded-lg bg-ink-700 px-3 py-2 text-center text-sm text-white hover:bg-ink-600"
            >
              {t('header.withdraw')}
            </Link>
          </div>
        )}
        <ul className="space-y-0.5">
          {(menu.data ?? []).map((item) => (
            <Entry key={item.id} item={item} onNavigate={onClose} />
          ))}
        </ul>
      </nav>
    </>
  );
}
