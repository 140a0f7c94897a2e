import type { Game } from '@orca/contracts';
import type { LobbyTable } from '../api/live-tables';
import { LiveGameTile } from './game-grid';
import { GameTileSkeletons } from './game-tile';

/** A row of tiles that scrolls sideways; `games` undefined while loading; live tables show their state. */
export function GameRow({
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
  const item = 'w-36 shrink-0 snap-start sm:w-40 lg:w-44';
  return (
    <ul
      className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:px-0"
      aria-label={label}
    >
      {games
        ? games.map((game) => (
            <li key={game.id} className={item}>
              <LiveGameTile
                game={game}
                onOpen={onOpen}
                table={liveTables?.get(game.slug)}
                now={now}
              />
            </li>
          ))
        : Array.from({ length: 6 }, (_, i) => (
            <li key={i} className={item}>
              <GameTileSkeletons count={1} />
            </li>
          ))}
    </ul>
  );
}
