import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon } from '../../components/ui/icon';
import { useSession } from '../../lib/session';
import { useShell } from '../../lib/shell-context';
import { supportChat, useSupportChat } from './support-chat';

/** The mobile footer of spec section 2, shown below 600 px. */
export function MobileFooter() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const { openLogin } = useShell();
  const chat = useSupportChat();
  const item = 'flex flex-1 flex-col items-center gap-0.5 py-2 text-[11px] text-slate-300';
  const active = ({ isActive }: { isActive: boolean }) =>
    `${item} ${isActive ? 'text-accent-400' : ''}`;
  return (
    <nav
      aria-label={t('footer.label')}
      className="fixed right-0 bottom-0 left-0 z-40 flex border-t border-ink-800 bg-ink-950/95 backdrop-blur sm:hidden"
    >
      <NavLink to="/" end className={active}>
        <Icon name="home" />
        {t('footer.home')}
      </NavLink>
      <NavLink to="/rewards" className={active}>
        <Icon name="gift" />
        {t('footer.rewards')}
      </NavLink>
      <NavLink to="/promotions" className={active}>
        <Icon name="megaphone" />
        {t('footer.promotions')}
      </NavLink>
      {isLoggedIn ? (
        <NavLink to="/profile/my-account" className={active}>
          <Icon name="user" />
          {t('footer.profile')}
        </NavLink>
      ) : (
        <button type="button" className={item} onClick={() => openLogin()}>
          <Icon name="user" />
          {t('footer.profile')}
        </button>
      )}
      <button
        type="button"
        className={`${item} relative ${chat.isOpen ? 'text-accent-400' : ''}`}
        aria-expanded={chat.isOpen}
        onClick={() => supportChat.open()}
      >
        <Icon name="chat" />
        {chat.hasUnread ? (
          <span
            role="status"
            aria-label={t('drawer.chatUnread')}
            className="absolute top-1.5 right-1/3 h-2 w-2 rounded-full bg-accent-400"
          />
        ) : null}
        {t('footer.chat')}
      </button>
    </nav>
  );
}
