import { useTranslation } from 'react-i18next';

const TILES = 25;

/** The 5 × 5 mines field (tiles 1–25): where the mines lie, what was revealed and the tile that hit a mine. */
export function MinesGrid({
  minePositions,
  revealed = [],
  hitTile = null,
}: {
  minePositions: number[] | null;
  revealed?: number[];
  hitTile?: number | null;
}) {
  const { t } = useTranslation();
  const mines = new Set(minePositions ?? []);
  const opened = new Set(revealed);
  return (
    <ol
      className="grid w-full max-w-72 grid-cols-5 gap-1.5"
      aria-label={t('play.outcome.mines.field')}
    >
      {Array.from({ length: TILES }, (_, tile) => {
        const isMine = mines.has(tile);
        const isHit = hitTile === tile;
        const isOpened = opened.has(tile);
        const state = isHit
          ? t('play.outcome.mines.hit')
          : isMine
            ? t('play.outcome.mines.mine')
            : isOpened
              ? t('play.outcome.mines.safe')
              : null;
        return (
          <li
            key={tile}
            className={`relative grid aspect-square place-items-center rounded-lg text-[10px] ${isHit ? 'bg-rose-500/80' : isMine ? 'bg-rose-950/70 ring-1 ring-rose-400/60' : isOpened ? 'bg-emerald-500/25 ring-1 ring-emerald-400/60' : 'bg-ink-800'}`}
          >
            {isMine ? (
              <svg viewBox="0 0 24 24" className="h-3/5 w-3/5" aria-hidden="true">
                <circle cx={11} cy={13} r={7} fill="#fda4af" />
                <path d="M15 7l3-3" stroke="#fda4af" strokeWidth={2} strokeLinecap="round" />
              </svg>
            ) : isOpened ? (
              <svg viewBox="0 0 24 24" className="h-3/5 w-3/5" aria-hidden="true">
                <path d="M6 5h12l4 5-10 11L2 10z" fill="#6ee7b7" />
              </svg>
            ) : (
              <span className="text-slate-600" aria-hidden="true">
                {tile + 1}
              </span>
            )}
            <span className="sr-only">{state ? `${tile + 1}: ${state}` : tile + 1}</span>
          </li>
        );
      })}
    </ol>
  );
}
