import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

export const sportsRoutes: RouteObject[] = [
  {
    path: 'sports',
    ...lazyPage(
      async () => (await import('../../features/sports/routes/sports-home')).SportsHomePage,
      ['sports'],
    ),
  },
  {
    path: 'sports/my-bets',
    ...lazyPage(
      async () => (await import('../../features/sports/routes/my-bets')).MyBetsPage,
      ['sports'],
    ),
  },
  {
    path: 'sports/:eventId',
    ...lazyPage(
      async () => (await import('../../features/sports/routes/sports-event')).SportsEventPage,
      ['sports'],
    ),
  },
];
