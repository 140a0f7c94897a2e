import type { Game } from '@orca/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GameArt } from './game-art';

/**
 * A game's tile: generated art, name and provider; it opens the game's info dialog. A live table's
 * tile also draws its live state (`overlay`), told to screen readers by `stateText`.
 */
export function GameTile({
  game,
  onOpen,
  overlay,
  stateText,
}: {
  game: Game;
  onOpen: (game: Game) => void;
  overlay?: ReactNode;
  stateText?: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={() => onOpen(game)}
      aria-label={stateText ? `${game.name}, ${stateText}` : game.name}
      className="group relative block aspect-[4/5] w-full overflow-hidden rounded-xl border border-ink-700 bg-ink-800 text-left shadow-lg shadow-black/20 transition-transform hover:-translate-y-0.5 hover:border-accent-500/60"
    >
      <GameArt
        game={game}
        className="absolute inset-0 h-full w-full transition-transform duration-300 group-hover:scale-105"
      />
      <span className="absolute top-2 left-2 flex flex-wrap gap-1" aria-hidden="true">
        {game.isNew && (
          <span className="rounded-md bg-accent-500 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-ink-950 uppercase">
            {t('games.badges.new')}
          </span>
        )}
        {game.isJackpot && (
          <span className="rounded-md bg-amber-400 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-ink-950 uppercase">
            {t('games.badges.jackpot')}
          </span>
        )}
      </span>
      {overlay && <span aria-hidden="true">{overlay}</span>}
      <span
        className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/90 via-black/60 to-transparent px-2.5 pt-8 pb-2.5"
        aria-hidden="true"
      >
        {/* Two lines before an ellipsis: "Baccarat Punto Banco" is read whole on a narrow tile. */}
        <span className="line-clamp-2 text-sm leading-tight font-bold text-white">{game.name}</span>
        <span className="block truncate text-[11px] text-slate-300">{game.providerName}</span>
      </span>
    </button>
  );
}

/** Placeholders of the tiles while the first page loads. */
export function GameTileSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <div
      key={i}
      className="aspect-[4/5] w-full animate-pulse rounded-xl bg-ink-800"
      aria-hidden="true"
    />
  ));
}
