import { createBrowserRouter, Outlet } from 'react-router';
// The home page's modules first: in a later place the bundler splits the game constants the home
// page shares with the lobby into a chunk of their own, one more request on the first load.
import { accessRestrictedRoute, homeRoute, siteRoutes } from './routes/site.routes';
import { LocaleParam } from '../lib/i18n-param';
import { MainLayout } from './layout/main-layout';
import { AppProviders } from './provider';
import { authRoutes } from './routes/auth.routes';
import { bonusRoutes } from './routes/bonus.routes';
import { cashierRoute } from './routes/cashier.routes';
import { contentRoutes } from './routes/content.routes';
import { gameClientRoute } from './routes/game-client.routes';
import { gamesRoutes } from './routes/games.routes';
import { limitsRoutes } from './routes/limits.routes';
import { mailboxRoutes } from './routes/mailbox.routes';
import { playRoutes } from './routes/play.routes';
import { profileRoute } from './routes/profile.routes';
import { rewardsRoutes } from './routes/rewards.routes';
import { supportRoutes } from './routes/support.routes';
import { tournamentsRoutes } from './routes/tournaments.routes';

/**
 * The site's pages, one list per feature (app/routes/). React Router ranks paths by how specific
 * they are, not by their place in the list, so `info/contact-us` wins over `info/:url` and `*`
 * comes last wherever each group sits.
 */
export const router = createBrowserRouter([
  {
    element: (
      <AppProviders>
        <LocaleParam />
        <Outlet />
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
          profileRoute,
          cashierRoute,
          ...limitsRoutes,
          ...mailboxRoutes,
          ...siteRoutes,
        ],
      },
    ],
  },
]);
