import type { LiveHistory } from '@orca/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Roads = NonNullable<LiveHistory['roads']>;

const ROWS = 6;
export const WINNER_BG = {
  player: 'bg-sky-500',
  banker: 'bg-rose-500',
  tie: 'bg-emerald-500',
} as const;
const WINNER_RING = { player: 'border-sky-400', banker: 'border-rose-400' } as const;

/** The columns a road shows: its last `columns` (the scoreboard scrolls as the shoe goes on), at least `columns` wide. */
function lastColumns<T extends { column: number }>(
  cells: readonly T[],
  columns: number,
): { cells: T[]; first: number } {
  const last = cells.reduce((max, cell) => Math.max(max, cell.column), -1);
  const first = Math.max(0, last - columns + 1);
  return { cells: cells.filter((cell) => cell.column >= first), first };
}

function Grid({
  label,
  columns,
  children,
}: {
  label: string;
  columns: number;
  children: ReactNode;
}) {
  return (
    <div
      role="img"
      aria-label={label}
      className="grid gap-px rounded-md border border-white/15 bg-white/10 p-px"
      style={{
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gridTemplateRows: `repeat(${ROWS}, minmax(0, 1fr))`,
      }}
    >
      {children}
    </div>
  );
}

/** Empty squares under the marks, so the ruled scoreboard shows whole. */
function Ruling({ columns }: { columns: number }) {
  return Array.from({ length: columns * ROWS }, (_, i) => (
    <span
      key={`r${i}`}
      className="aspect-square bg-[#f8fafc]"
      style={{ gridColumn: Math.floor(i / ROWS) + 1, gridRow: (i % ROWS) + 1 }}
    />
  ));
}

function PairDots({
  isPlayerPair,
  isBankerPair,
}: {
  isPlayerPair: boolean;
  isBankerPair: boolean;
}) {
  return (
    <>
      {isBankerPair && (
        <span className="absolute top-0 left-0 h-1.5 w-1.5 rounded-full bg-rose-600 ring-1 ring-white" />
      )}
      {isPlayerPair && (
        <span className="absolute right-0 bottom-0 h-1.5 w-1.5 rounded-full bg-sky-600 ring-1 ring-white" />
      )}
    </>
  );
}

/**
 * The shoe's two scoreboards as baccarat players read them: the bead plate (every hand in order,
 * six down then the next column, P/B/T) and the big road (a column per streak of one side, ties as
 * a green stroke on the hand before, pairs as dots).
 */
export function BaccaratRoads({ roads, columns }: { roads: Roads | null; columns: number }) {
  const { t } = useTranslation();
  const bead = lastColumns(roads?.beadPlate ?? [], columns);
  const big = lastColumns(roads?.bigRoad ?? [], columns);
  const counts = { player: 0, banker: 0, tie: 0 };
  for (const cell of roads?.beadPlate ?? []) counts[cell.winner] += 1;
  return (
    <div className="flex flex-col gap-2">
      <div
        className="flex flex-wrap items-center gap-x-3 gap-y-1 text-[11px] font-semibold text-slate-300"
        aria-label={t('liveCards.baccarat.roads.counts')}
      >
        {(['player', 'banker', 'tie'] as const).map((side) => (
          <span key={side} className="inline-flex items-center gap-1">
            <span
              className={`inline-flex h-4 w-4 items-center justify-center rounded-full text-[9px] font-black text-white ${WINNER_BG[side]}`}
              aria-hidden="true"
            >
              {t(`liveCards.baccarat.letters.${side}`)}
            </span>
            {t(`liveCards.baccarat.roads.count.${side}`, { count: counts[side] })}
          </span>
        ))}
        {(roads?.leadingTies ?? 0) > 0 && (
          <span>
            {t('liveCards.baccarat.roads.leadingTies', { count: roads?.leadingTies ?? 0 })}
          </span>
        )}
      </div>
      <div className="grid gap-2">
        <figure className="min-w-0">
          <figcaption className="mb-1 text-[11px] font-semibold tracking-wide text-slate-400 uppercase">
            {t('liveCards.baccarat.roads.bead')}
          </figcaption>
          <Grid
            label={t('liveCards.baccarat.roads.beadLabel', { count: roads?.beadPlate.length ?? 0 })}
            columns={columns}
          >
            <Ruling columns={columns} />
            {bead.cells.map((cell) => (
              <span
                key={`${cell.column}:${cell.row}`}
                className="relative flex aspect-square items-center justify-center p-px"
                style={{ gridColumn: cell.column - bead.first + 1, gridRow: cell.row + 1 }}
                data-testid="bead"
              >
                <span
                  className={`flex h-full w-full items-center justify-center rounded-full text-[9px] font-black text-white ${WINNER_BG[cell.winner]}`}
                >
                  {t(`liveCards.baccarat.letters.${cell.winner}`)}
                </span>
                <PairDots isPlayerPair={cell.isPlayerPair} isBankerPair={cell.isBankerPair} />
              </span>
            ))}
          </Grid>
        </figure>
        <figure className="min-w-0">
          <figcaption className="mb-1 text-[11px] font-semibold tracking-wide text-slate-400 uppercase">
            {t('liveCards.baccarat.roads.big')}
          </figcaption>
          <Grid
            label={t('liveCards.baccarat.roads.bigLabel', { count: roads?.bigRoad.length ?? 0 })}
            columns={columns}
          >
            <Ruling columns={columns} />
            {big.cells.map((cell) => (
              <span
                key={`${cell.column}:${cell.row}`}
                className="relative flex aspect-square items-center justify-center p-px"
                style={{
                  gridColumn: cell.column - big.first + 1,
                  gridRow: Math.min(cell.row, ROWS - 1) + 1,
                }}
                data-testid="big-road"
              >
                <span
                  className={`relative h-full w-full rounded-full border-2 bg-transparent ${WINNER_RING[cell.winner]}`}
                >
                  {cell.ties > 0 && (
                    <span className="absolute inset-0 flex items-center justify-center">
                      <span className="block h-0.5 w-[130%] -rotate-45 bg-emerald-500" />
                      {cell.ties > 1 && (
                        <span className="absolute text-[8px] font-black text-emerald-700">
                          {cell.ties}
                        </span>
                      )}
                    </span>
                  )}
                </span>
                <PairDots isPlayerPair={cell.isPlayerPair} isBankerPair={cell.isBankerPair} />
              </span>
            ))}
          </Grid>
        </figure>
      </div>
    </div>
  );
}
