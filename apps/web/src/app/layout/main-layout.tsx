import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useToast } from '../../components/ui/toast';
import { setSessionExpiredHandler } from '../../lib/api-client';
import { isGamePath } from '../../lib/game-route';
import { loadSections } from '../../lib/i18n';
import { usePlayerChannel } from '../../lib/player-channel';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { storage, STORAGE_KEYS } from '../../lib/storage';
import { ShellContext, type LoginMode } from '../../lib/shell-context';
import { useTawk } from '../../features/support/tawk';
import { PageFallback } from '../routes/lazy-page';
import { Drawer } from './drawer';
import { Header } from './header';
import { MobileFooter } from './mobile-footer';
import { SiteFooter } from './site-footer';

export const SESSION_EXPIRED_TOAST_MS = 3000;

/** The log-in dialog (forms, validation, captcha) and its strings are fetched when a visitor first opens it, not with the home page. */
const LoginDialog = lazy(async () => {
  const sections = loadSections(['auth']);
  const { LoginDialog } = await import('../../features/auth/components/login-dialog');
  await sections;
  return { default: LoginDialog };
});

/**
 * The support chat's host draws nothing until the chat is opened: it follows the chat's pushes and
 * unread mark from its own chunk, fetched once the layout is up rather than with the first page.
 */
const SupportChatHost = lazy(async () => ({
  default: (await import('../../features/support/chat-host')).SupportChatHost,
}));

/** Scroll to the top on navigation and remember affiliate codes from the address (spec section 2). */
function useRouteEffects() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  const token = params.get('myafftk');
  const id = params.get('myaffid');
  useEffect(() => {
    if (token && id) {
      storage.set(STORAGE_KEYS.affiliateToken, token);
      storage.set(STORAGE_KEYS.affiliateId, id);
    }
  }, [token, id]);
}

export function MainLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { setPlayerSession } = useSession();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const [login, setLogin] = useState<{ isOpen: boolean; mode: LoginMode }>({
    isOpen: false,
    mode: 'login',
  });
  // On a phone a game page is the game and its own bar: no site header or footer around it.
  const isGamePage = isGamePath(useLocation().pathname);
  useRouteEffects();
  usePlayerChannel();
  useTawk();

  useEffect(() => {
    setSessionExpiredHandler(() => {
      setPlayerSession(null);
      queryClient.removeQueries({ queryKey: queryKeys.player.all });
      toast({
        title: t('session.expired'),
        variant: 'warning',
        durationMs: SESSION_EXPIRED_TOAST_MS,
      });
      void navigate('/');
    });
  }, [navigate, queryClient, setPlayerSession, t, toast]);

  const shell = useMemo(
    () => ({ openLogin: (mode: LoginMode = 'login') => setLogin({ isOpen: true, mode }) }),
    [],
  );

  return (
    <ShellContext.Provider value={shell}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-[60] focus:rounded focus:bg-accent-500 focus:px-3 focus:py-2 focus:text-ink-950"
      >
        {t('common.skipToContent')}
      </a>
      <Header onToggleDrawer={() => setIsDrawerOpen((v) => !v)} isGamePage={isGamePage} />
      <div className="flex">
        <Drawer isOpen={isDrawerOpen} onClose={() => setIsDrawerOpen(false)} />
        <main id="main" className="min-h-[calc(100vh-4rem)] min-w-0 flex-1 pb-8">
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <SiteFooter hasMobileFooter={!isGamePage} />
      {!isGamePage && <MobileFooter />}
      <Suspense fallback={null}>
        <SupportChatHost />
      </Suspense>
      {login.isOpen && (
        <Suspense fallback={null}>
          <LoginDialog
            isOpen={login.isOpen}
            mode={login.mode}
            onModeChange={(mode) => setLogin({ isOpen: true, mode })}
            onClose={() => setLogin((s) => ({ ...s, isOpen: false }))}
          />
        </Suspense>
      )}
    </ShellContext.Provider>
  );
}
