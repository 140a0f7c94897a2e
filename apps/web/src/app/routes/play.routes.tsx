import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

const gamePage = (isMobileRoute: boolean) =>
  lazyPage(async () => {
    const { GamePage } = await import('../../features/play/routes/game-page');
    return function Game() {
      return <GamePage isMobileRoute={isMobileRoute} />;
    };
  }, ['play', 'pages', 'bonus']);

export const playRoutes: RouteObject[] = [
  {
    path: 'provably-fair',
    ...lazyPage(
      async () => (await import('../../features/play/routes/provably-fair')).ProvablyFairPage,
      ['play', 'pages'],
    ),
  },
  { path: 'play/:system/:title', ...gamePage(false) },
  { path: 'mobile/play/:system/:title', ...gamePage(true) },
];
