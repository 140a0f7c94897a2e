import type { GameSection } from '@orca/contracts';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  useSearchParams,
  type RouteObject,
} from 'react-router';
import { BannerCarousel } from '../features/content/components/banner-carousel';
import { HomeSections } from '../features/games/components/home-sections';
import { HomePage } from '../features/site/routes/home';
import { loadSections } from '../lib/i18n';
import { LocaleParam } from '../lib/i18n-param';
import { RequirePlayer, RequireVisitor } from './guards';
import { MainLayout } from './layout/main-layout';
import { AppProviders } from './provider';

/** While a page's chunk arrives on a first visit, the layout shows around this. */
function PageFallback() {
  const { t } = useTranslation();
  return (
    <p role="status" className="animate-pulse px-4 py-10 text-center text-slate-400">
      {t('common.loading')}
    </p>
  );
}

/**
 * Every page except the home page is its own chunk, so the home page does not download every
 * screen. `load` imports what the page needs and returns the component to render; `sections` are
 * the locale sections it shows beyond those loaded at start (lib/i18n.ts), fetched alongside.
 */
function lazyPage(
  load: () => Promise<ComponentType>,
  sections: readonly string[],
): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> {
  return {
    hydrateFallbackElement: <PageFallback />,
    lazy: async () => {
      const [Component] = await Promise.all([load(), loadSections(sections)]);
      return { Component };
    },
  };
}

const lobby = (gameSection: GameSection) =>
  lazyPage(async () => {
    const { LobbyPage } = await import('../features/games/routes/lobby');
    return function Lobby() {
      return <LobbyPage section={gameSection} />;
    };
  }, ['pages']);

const gamePage = (isMobileRoute: boolean) =>
  lazyPage(async () => {
    const { GamePage } = await import('../features/play/routes/game-page');
    return function Game() {
      return <GamePage isMobileRoute={isMobileRoute} />;
    };
  }, ['play', 'pages', 'bonus']);

/** The home page: its welcome, with the game sections composed in. */
function Home() {
  return (
    <HomePage carousel={<BannerCarousel />}>
      <HomeSections />
    </HomePage>
  );
}

export const router = createBrowserRouter([
  {
    element: (
      <AppProviders>
        <LocaleParam />
        <Outlet />
      </AppProviders>
    ),
    children: [
      {
        path: '/access-restricted',
        ...lazyPage(
          async () =>
            (await import('../features/site/routes/access-restricted')).AccessRestrictedPage,
          ['restricted'],
        ),
      },
      // The in-house game clients fill the game page's frame: no drawer or header, and their own chunk.
      {
        path: '/game-client/:slug',
        ...lazyPage(
          async () => (await import('../features/game-client/routes/game-client')).GameClientPage,
          ['gameClient'],
        ),
      },
      {
        element: <MainLayout />,
        children: [
          { index: true, element: <Home /> },
          {
            path: 'register',
            ...lazyPage(async () => {
              const { RegisterPage } = await import('../features/auth/routes/register');
              return function Register() {
                return (
                  <RequireVisitor>
                    <RegisterPage />
                  </RequireVisitor>
                );
              };
            }, ['auth']),
          },
          { path: 'casino', ...lobby('casino') },
          { path: 'livecasino', ...lobby('livecasino') },
          { path: 'game-shows', ...lobby('game-shows') },
          { path: 'crash-and-fast', ...lobby('crash-and-fast') },
          {
            path: 'provably-fair',
            ...lazyPage(
              async () => (await import('../features/play/routes/provably-fair')).ProvablyFairPage,
              ['play', 'pages'],
            ),
          },
          {
            path: 'news',
            ...lazyPage(
              async () => (await import('../features/content/routes/news-list')).NewsListPage,
              ['pages', 'content'],
            ),
          },
          {
            path: 'news/:url',
            ...lazyPage(
              async () => (await import('../features/content/routes/news-article')).NewsArticlePage,
              ['pages', 'content'],
            ),
          },
          {
            path: 'info/contact-us',
            ...lazyPage(
              async () => (await import('../features/support/routes/contact-us')).ContactUsPage,
              ['pages', 'contact'],
            ),
          },
          {
            path: 'info/how-to-play',
            ...lazyPage(async () => {
              const { InfoPageRoute } = await import('../features/content/routes/info-page');
              return function HowToPlay() {
                return <InfoPageRoute url="how-to-play" />;
              };
            }, ['pages', 'content']),
          },
          {
            path: 'info',
            ...lazyPage(
              async () => (await import('../features/content/routes/info-list')).InfoListPage,
              ['pages', 'content'],
            ),
          },
          {
            path: 'info/:url',
            ...lazyPage(
              async () => (await import('../features/content/routes/info-page')).InfoPageRoute,
              ['pages', 'content'],
            ),
          },
          {
            path: 'promotions',
            ...lazyPage(
              async () => (await import('../features/content/routes/promotions')).PromotionsPage,
              ['pages', 'content'],
            ),
          },
          {
            path: 'network-promotions',
            ...lazyPage(
              async () =>
                (await import('../features/tournaments/routes/network-promotions'))
                  .NetworkPromotionsPage,
              ['tournaments'],
            ),
          },
          {
            path: 'network-promotions/:url',
            ...lazyPage(
              async () =>
                (await import('../features/tournaments/routes/network-promotion'))
                  .NetworkPromotionPage,
              ['tournaments'],
            ),
          },
          {
            path: 'slot-races',
            ...lazyPage(
              async () => (await import('../features/tournaments/routes/slot-races')).SlotRacesPage,
              ['tournaments'],
            ),
          },
          {
            path: 'slot-races/:url',
            ...lazyPage(
              async () => (await import('../features/tournaments/routes/slot-race')).SlotRacePage,
              ['tournaments'],
            ),
          },
          {
            path: 'deposit-bonus',
            ...lazyPage(
              async () =>
                (await import('../features/bonus/routes/deposit-bonuses')).DepositBonusesPage,
              ['bonus'],
            ),
          },
          {
            path: 'deposit-bonus/:url',
            ...lazyPage(async () => {
              const { OfferPage } = await import('../features/bonus/routes/offer');
              return function DepositOfferRoute() {
                return <OfferPage kind="deposit" />;
              };
            }, ['bonus']),
          },
          {
            path: 'free-spin/:url',
            ...lazyPage(async () => {
              const { OfferPage } = await import('../features/bonus/routes/offer');
              return function FreeSpinsOfferRoute() {
                return <OfferPage kind="free_spins" />;
              };
            }, ['bonus']),
          },
          {
            path: 'vip-program',
            ...lazyPage(
              async () => (await import('../features/rewards/routes/vip-program')).VipProgramPage,
              ['rewards'],
            ),
          },
          {
            path: 'rewards',
            ...lazyPage(
              async () => (await import('../features/rewards/routes/rewards')).RewardsPage,
              ['rewards'],
            ),
          },
          {
            path: 'challenges',
            ...lazyPage(
              async () => (await import('../features/rewards/routes/challenges')).ChallengesPage,
              ['rewards'],
            ),
          },
          {
            path: 'profile',
            element: (
              <RequirePlayer>
                <Outlet />
              </RequirePlayer>
            ),
            children: [
              { index: true, element: <Navigate to="/profile/my-account" replace /> },
              {
                // My Account with the sections other features own; /profile/my-account/<id> opens one.
                path: 'my-account/:redirect?',
                ...lazyPage(async () => {
                  const [{ MyAccountPage }, { ResponsibleGamblingSection }, { DocumentsSection }] =
                    await Promise.all([
                      import('../features/profile/routes/my-account'),
                      import('../features/limits/components/responsible-gambling-section'),
                      import('../features/kyc/components/documents-section'),
                    ]);
                  return function MyAccountRoute() {
                    const { t } = useTranslation();
                    return (
                      <MyAccountPage
                        sections={[
                          {
                            id: 'limits',
                            label: t('limits.tab'),
                            content: <ResponsibleGamblingSection />,
                          },
                          { id: 'documents', label: t('kyc.tab'), content: <DocumentsSection /> },
                        ]}
                      />
                    );
                  };
                }, ['profile', 'auth', 'limits', 'kyc']),
              },
              {
                path: 'bonuses',
                ...lazyPage(
                  async () => (await import('../features/bonus/routes/bonuses')).BonusesPage,
                  ['bonus'],
                ),
              },
              {
                path: 'cashback',
                ...lazyPage(
                  async () => (await import('../features/rewards/routes/rewards')).RewardsPage,
                  ['rewards'],
                ),
              },
              {
                // The history page with the rounds of the play feature in its Gaming tab and the bonus feature's history in its Bonuses tab.
                path: 'history',
                ...lazyPage(async () => {
                  const [{ HistoryPage }, { GamingHistory }, { BonusHistory }] = await Promise.all([
                    import('../features/history/routes/history'),
                    import('../features/play/components/gaming-history'),
                    import('../features/bonus/components/bonus-history'),
                  ]);
                  return function HistoryRoute() {
                    return <HistoryPage gaming={<GamingHistory />} bonuses={<BonusHistory />} />;
                  };
                }, ['history', 'play', 'bonus']),
              },
            ],
          },
          {
            path: 'cashier',
            children: [
              {
                path: 'deposit',
                ...lazyPage(async () => {
                  const { DepositPage } = await import('../features/cashier/routes/deposit');
                  return function DepositRoute() {
                    return (
                      <RequirePlayer>
                        <DepositPage />
                      </RequirePlayer>
                    );
                  };
                }, ['cashier', 'bonus']),
              },
              {
                /**
                 * /cashier/withdraw needs a login, except for the link in the approval email (?token=…): its token
                 * is the credential, so the player can enter the address from any device without logging in.
                 */
                path: 'withdraw',
                ...lazyPage(async () => {
                  const [{ WithdrawPage }, { WithdrawalDetailsPage }] = await Promise.all([
                    import('../features/cashier/routes/withdraw'),
                    import('../features/cashier/routes/withdrawal-details'),
                  ]);
                  return function WithdrawRoute() {
                    const [params] = useSearchParams();
                    const token = params.get('token');
                    if (token !== null) return <WithdrawalDetailsPage token={token} />;
                    return (
                      <RequirePlayer>
                        <WithdrawPage />
                      </RequirePlayer>
                    );
                  };
                }, ['cashier', 'bonus']),
              },
            ],
          },
          { path: 'play/:system/:title', ...gamePage(false) },
          { path: 'mobile/play/:system/:title', ...gamePage(true) },
          {
            path: 'register-token',
            ...lazyPage(
              async () =>
                (await import('../features/auth/routes/register-token')).RegisterTokenPage,
              ['auth'],
            ),
          },
          {
            path: 'reset-password/:token',
            ...lazyPage(
              async () =>
                (await import('../features/auth/routes/reset-password')).ResetPasswordPage,
              ['auth'],
            ),
          },
          {
            path: 'self-exclusion',
            ...lazyPage(
              async () =>
                (await import('../features/limits/routes/self-exclusion')).SelfExclusionPage,
              ['limits'],
            ),
          },
          {
            path: 'mailbox',
            ...lazyPage(
              async () => (await import('../features/mailbox/routes/mailbox')).MailboxPage,
              ['mailbox'],
            ),
          },
          {
            path: 'test-component',
            ...lazyPage(
              async () =>
                (await import('../features/site/routes/test-component')).TestComponentPage,
              ['testComponent', 'pages'],
            ),
          },
          {
            path: '*',
            ...lazyPage(
              async () => (await import('../features/site/routes/not-found')).NotFoundPage,
              ['notFound'],
            ),
          },
        ],
      },
    ],
  },
]);
