import { Navigate, Outlet, type RouteObject } from 'react-router';
import { RequirePlayer } from '../guards';
import { lazyPage } from './lazy-page';

/** The player's own pages under /profile; several show sections that other features own. */
export const profileRoute: RouteObject = {
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
      ...lazyPage(
        async () => (await import('./my-account-route')).MyAccountRoute,
        ['profile', 'auth', 'limits', 'kyc'],
      ),
    },
    {
      path: 'bonuses',
      ...lazyPage(
        async () => (await import('../../features/bonus/routes/bonuses')).BonusesPage,
        ['bonus'],
      ),
    },
    {
      path: 'cashback',
      ...lazyPage(
        async () => (await import('../../features/rewards/routes/rewards')).RewardsPage,
        ['rewards'],
      ),
    },
    {
      path: 'history',
      ...lazyPage(
        async () => (await import('./history-route')).HistoryRoute,
        ['history', 'play', 'bonus', 'sports'],
      ),
    },
  ],
};
