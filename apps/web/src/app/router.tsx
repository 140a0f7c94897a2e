import { Suspense } from 'react';
import { matchRoutes, Outlet, useRoutes, type RouteObject } from 'react-router';
// The home page's modules first: in a later place the bundler splits the game constants the home
// page shares with the lobby into a chunk of their own, one more request on the first load.
import { accessRestrictedRoute, homeRoute, siteRoutes } from './routes/site.routes';
import { prefetchBanners } from '../features/content/api/banners';
import { LocaleParam } from '../lib/i18n-param';
import { MainLayout } from './layout/main-layout';
import { AppProviders } from './provider';
import { RouteErrorBoundary } from './route-error-boundary';
import { authRoutes } from './routes/auth.routes';
import { bonusRoutes } from './routes/bonus.routes';
import { cashierRoute } from './routes/cashier.routes';
import { contentRoutes } from './routes/content.routes';
import { gameClientRoute } from './routes/game-client.routes';
import { gamesRoutes } from './routes/games.routes';
import { isLazyPageHandle, PageFallback } from './routes/lazy-page';
import { limitsRoutes } from './routes/limits.routes';
import { mailboxRoutes } from './routes/mailbox.routes';
import { playRoutes } from './routes/play.routes';
import { profileRoute } from './routes/profile.routes';
import { rewardsRoutes } from './routes/rewards.routes';
import { sportsRoutes } from './routes/sports.routes';
import { supportRoutes } from './routes/support.routes';
import { tournamentsRoutes } from './routes/tournaments.routes';

/**
 * The site's pages, one list per feature (app/routes/). React Router ranks paths by how specific
 * they are, not by their place in the list, so `info/contact-us` wins over `info/:url` and `*`
 * comes last wherever each group sits. Declarative routes (useRoutes under a BrowserRouter) rather
 * than a data router: no page has a loader or an action, and the data router is half of React
 * Router's code on the first load. Navigations are transitions, so the page shown stays until the
 * next one's chunk has arrived, as the data router did.
 */
const routes: RouteObject[] = [
  {
    element: (
      <AppProviders>
        <LocaleParam />
        {/* Around the pages without the layout (the game client, access restricted). */}
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </AppProviders>
    ),
    children: [
      accessRestrictedRoute,
      gameClientRoute,
      {
        element: <MainLayout />,
        children: [
          homeRoute,
          ...authRoutes,
          ...gamesRoutes,
          ...playRoutes,
          ...contentRoutes,
          ...supportRoutes,
          ...tournamentsRoutes,
          ...bonusRoutes,
          ...rewardsRoutes,
          ...sportsRoutes,
          profileRoute,
          cashierRoute,
          ...limitsRoutes,
          ...mailboxRoutes,
          ...siteRoutes,
        ],
      },
    ],
  },
];

export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}

/**
 * The page the visit opens on starts loading with the app, beside the language files and the start
 * calls; on the home page, so do its banners.
 */
export function preloadFirstPage(language: string): void {
  for (const match of matchRoutes(routes, window.location) ?? []) {
    if (match.route === homeRoute) prefetchBanners(language);
    // A failed load is shown when the page renders and finds it failed.
    if (isLazyPageHandle(match.route.handle)) match.route.handle.preload().catch(() => undefined);
  }
}
