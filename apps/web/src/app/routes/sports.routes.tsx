import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/**
 * The sportsbook's pages (/sports, /sports/my-bets, /sports/:eventId) come in one chunk with their own
 * routes (sports-pages.tsx): they share the slip and most components, and one entry here keeps the first
 * load, which carries this table, small.
 */
export const sportsRoutes: RouteObject[] = [
  {
    path: 'sports/*',
    ...lazyPage(async () => (await import('./sports-pages')).SportsPages, ['sports']),
  },
];
