import type { Game } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import type { LobbyTable } from '../api/live-tables';
import { GameTile, GameTileSkeletons } from './game-tile';
import { LiveTileState, liveStateText } from './live-tile-state';

export const GRID_CLASSES =
  'grid grid-cols-2 gap-3 sm:grid-cols-4 md:grid-cols-4 lg:grid-cols-6 xl:grid-cols-8';

/** The lobby's tiles; `games` undefined means the first page is still loading. A live table's tile shows its state from `liveTables`. */
export function GameGrid({
  games,
  label,
  onOpen,
  liveTables,
  now = 0,
}: {
  games: Game[] | undefined;
  label: string;
  onOpen: (game: Game) => void;
  liveTables?: Map<string, LobbyTable>;
  now?: number;
}) {
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
          <LiveGameTile game={game} onOpen={onOpen} table={liveTables?.get(game.slug)} now={now} />
        </li>
      ))}
    </ul>
  );
}

/** A tile with its table's live state when the game is a live table. */
export function LiveGameTile({
  game,
  onOpen,
  table,
  now,
}: {
  game: Game;
  onOpen: (game: Game) => void;
  table: LobbyTable | undefined;
  now: number;
}) {
  const { t } = useTranslation();
  if (!table) return <GameTile game={game} onOpen={onOpen} />;
  return (
    <GameTile
      game={game}
      onOpen={onOpen}
      overlay={<LiveTileState table={table} now={now} />}
      stateText={liveStateText(table, now, t)}
    />
  );
}
