import { useTranslation } from 'react-i18next';
import { formatMultiplier } from '../../lib/format-game';
import { TILES, tileView, type MinesRound, type MinesView, type TileLook } from './mines-view';

const TILE_LOOKS: Record<TileLook, string> = {
  hit: 'bg-gradient-to-b from-rose-500 to-rose-700 shadow-[0_0_24px_rgba(244,63,94,0.7)]',
  gem: 'bg-[#0c2a2c] shadow-[inset_0_0_0_2px_rgba(52,211,153,0.6)]',
  mineShown: 'bg-[#2b151c] shadow-[inset_0_0_0_1px_rgba(244,63,94,0.35)]',
  emptyShown: 'bg-[#0f2429]',
  hidden:
    'bg-gradient-to-b from-[#2f4f5c] to-[#24404b] shadow-[inset_0_-5px_0_rgba(0,0,0,0.35)] hover:-translate-y-0.5 hover:from-[#3b6272] hover:to-[#2d5160]',
};

/** The multiplier so far, the round's result line and the 5×5 board. */
export function MinesBoard({
  round,
  view,
  busyTile,
  isBusy,
  language,
  money,
  onReveal,
}: {
  round: MinesRound | null;
  view: MinesView;
  busyTile: number | 'start' | 'cashout' | null;
  isBusy: boolean;
  language: string;
  money: (amount: string) => string;
  onReveal: (tile: number) => void;
}) {
  const { t } = useTranslation();
  const { isOpen, currentX, status } = view;
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-3 sm:p-6">
      <div className="flex h-9 w-full max-w-xl items-center justify-between gap-2 text-sm">
        <span className="font-semibold text-slate-300">
          {isOpen && currentX !== null
            ? t('gameClient.mines.current', { multiplier: formatMultiplier(currentX, language) })
            : ''}
        </span>
        <span
          aria-live="polite"
          className={`font-bold ${status === 'won' ? 'text-emerald-300' : status === 'lost' ? 'text-rose-300' : 'text-slate-300'}`}
        >
          {status === 'won' && round
            ? t('gameClient.mines.won', { amount: money(round.win) })
            : status === 'lost'
              ? t('gameClient.mines.lost')
              : status === 'start'
                ? t('gameClient.mines.start')
                : ''}
        </span>
      </div>
      <div
        role="group"
        aria-label={t('gameClient.mines.board')}
        className={`grid aspect-square w-full max-w-[min(36rem,calc(100dvh-11rem))] grid-cols-5 grid-rows-5 gap-2 sm:gap-3 ${view.isLost ? 'gc-shake' : ''}`}
      >
        {TILES.map((tile) => {
          const tileState = tileView(round, tile);
          const label = tileState.showsGem
            ? t('gameClient.mines.gem')
            : tileState.showsMine
              ? t('gameClient.mines.mine')
              : t('gameClient.mines.tile', { number: tile + 1 });
          return (
            <button
              key={tile}
              type="button"
              aria-label={label}
              disabled={!isOpen || tileState.isRevealed || isBusy}
              onClick={() => onReveal(tile)}
              className={`relative grid place-items-center rounded-xl transition-all sm:rounded-2xl ${TILE_LOOKS[tileState.look]} disabled:cursor-default ${busyTile === tile ? 'animate-pulse' : ''}`}
            >
              {tileState.showsGem && <GemArt isFaded={false} />}
              {tileState.showsMine && <MineArt isFaded={!tileState.isHit} />}
              {tileState.showsFadedGem && <GemArt isFaded />}
            </button>
          );
        })}
      </div>
    </div>
  );
}

function GemArt({ isFaded }: { isFaded: boolean }) {
  return (
    <svg
      viewBox="0 0 100 100"
      aria-hidden="true"
      className={`gc-pop h-3/5 w-3/5 ${isFaded ? 'opacity-25 grayscale-[50%]' : 'drop-shadow-[0_0_12px_rgba(52,211,153,0.8)]'}`}
    >
      <polygon points="28,18 72,18 92,42 50,88 8,42" fill="#34d399" />
      <polygon points="28,18 72,18 62,42 38,42" fill="#a7f3d0" />
      <polygon points="8,42 38,42 50,88" fill="#059669" />
      <polygon points="92,42 62,42 50,88" fill="#10b981" />
      <polygon points="38,42 62,42 50,88" fill="#6ee7b7" />
      <polygon points="28,18 38,42 8,42" fill="#6ee7b7" />
      <polygon points="72,18 92,42 62,42" fill="#059669" />
    </svg>
  );
}

function MineArt({ isFaded }: { isFaded: boolean }) {
  return (
    <svg
      viewBox="0 0 100 100"
      aria-hidden="true"
      className={`gc-pop h-3/5 w-3/5 ${isFaded ? 'opacity-80' : ''}`}
    >
      {!isFaded && <circle cx="50" cy="54" r="44" fill="#fde047" opacity="0.35" />}
      <g stroke="#1f2937" strokeWidth="7" strokeLinecap="round">
        <line x1="50" y1="14" x2="50" y2="94" />
        <line x1="10" y1="54" x2="90" y2="54" />
        <line x1="22" y1="26" x2="78" y2="82" />
        <line x1="78" y1="26" x2="22" y2="82" />
      </g>
      <circle cx="50" cy="54" r="28" fill="#111827" />
      <circle cx="40" cy="44" r="8" fill="#f8fafc" opacity="0.85" />
      <circle cx="50" cy="54" r="28" fill="none" stroke="#ef4444" strokeWidth="3" opacity={0.9} />
    </svg>
  );
}
