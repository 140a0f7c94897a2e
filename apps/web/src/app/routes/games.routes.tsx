import type { GameSection } from '@orca/contracts';
import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

const lobby = (gameSection: GameSection) =>
  lazyPage(async () => {
    const { LobbyPage } = await import('../../features/games/routes/lobby');
    return function Lobby() {
      return <LobbyPage section={gameSection} />;
    };
  }, ['pages']);

export const gamesRoutes: RouteObject[] = [
  { path: 'casino', ...lobby('casino') },
  { path: 'livecasino', ...lobby('livecasino') },
  { path: 'game-shows', ...lobby('game-shows') },
  { path: 'crash-and-fast', ...lobby('crash-and-fast') },
];
