import type { Game } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { GameTile, GameTileSkeletons } from './game-tile';

export const GRID_CLASSES = 'grid grid-cols-2 gap-3 sm:grid-cols-4 md:grid-cols-4 lg:grid-cols-6 xl:grid-cols-8';

/** The lobby's tiles; `games` undefined means the first page is still loading. */
export function GameGrid({ games, label, onOpen }: { games: Game[] | undefined; label: string; onOpen: (game: Game) => void }) {
  const { t } = useTranslation();
  if (!games) {
    return (
      <div className={GRID_CLASSES} role="status" aria-label={t('common.loading')}>
        <GameTileSkeletons count={12} />
      </div>
    );
  }
  return (
    <ul className={GRID_CLASSES} aria-label={label}>
      {games.map((game) => (
        <li key={game.id}>
          <GameTile game={game} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
