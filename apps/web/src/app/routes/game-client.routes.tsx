import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

// The in-house game clients fill the game page's frame: no drawer or header, and their own chunk.
export const gameClientRoute: RouteObject = {
  path: '/game-client/:slug',
  ...lazyPage(
    async () => (await import('../../features/game-client/routes/game-client')).GameClientPage,
    ['gameClient'],
  ),
};
