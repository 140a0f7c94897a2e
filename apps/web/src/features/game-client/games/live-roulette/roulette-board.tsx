import { useTranslation } from 'react-i18next';
import { anchoredBet, numberAt, type InsideType } from './roulette-layout';
import {
  ColumnSpots,
  DozenSpots,
  EvenMoneySpots,
  Gap,
  LuckyBadge,
  numberClass,
  Spot,
  spotLabel,
  StakeChip,
  STREETS,
  type BoardProps,
} from './roulette-spot';

const WIDE_COLUMNS = [3, 2, 1] as const;
const TALL_COLUMNS = [1, 2, 3] as const;
const TALL_OUTSIDE = 'h-9 text-xs font-bold text-white';

/**
 * The wide table (from 640 px): 0, the numbers in three lines of twelve streets, the columns'
 * 2 to 1, dozens and even-money boxes; the edges and corners between numbers take splits,
 * corners, streets (the bottom edge) and six lines (the bottom corners).
 */
export function WideBoard(props: BoardProps) {
  const { t } = useTranslation();
  const gapX = 'w-3 h-1/2 top-1/4 -right-1.5';
  const gapY = 'h-3 w-1/2 left-1/4 -top-1.5';
  const corner = 'h-3.5 w-3.5 -top-1.75 -right-1.75';
  return (
    <div
      className="grid grid-cols-[3rem_repeat(12,minmax(0,1fr))_3rem] grid-rows-[repeat(3,3.25rem)_2.5rem_2.5rem] lg:grid-rows-[repeat(3,4.25rem)_3rem_3rem] gap-px rounded-xl border-2 border-[#d4af37]/60 bg-[#d4af37]/40 p-px select-none"
      role="group"
      aria-label={t('live.roulette.table')}
    >
      <Spot
        bet={{ kind: 'straight', number: 0 }}
        props={props}
        className="rounded-l-lg"
        style={{ gridRow: '1 / span 3', gridColumn: 1 }}
      >
        <span className={`${numberClass(0, props.winning, props.lucky?.has(0))} rounded-l-lg`}>
          0
        </span>
        <LuckyBadge n={0} props={props} />
      </Spot>
      {[3, 2, 1].map((line, rowIndex) =>
        STREETS.map((street) => {
          const n = numberAt(street, line);
          return (
            <div
              key={n}
              className="relative"
              style={{ gridRow: rowIndex + 1, gridColumn: street + 1 }}
            >
              <Spot bet={{ kind: 'straight', number: n }} props={props} className="h-full w-full">
                <span className={numberClass(n, props.winning, props.lucky?.has(n))}>{n}</span>
                <LuckyBadge n={n} props={props} />
              </Spot>
              {street < 12 && (
                <Gap bet={{ kind: 'split', numbers: [n, n + 3] }} className={gapX} props={props} />
              )}
              {line < 3 && (
                <Gap bet={{ kind: 'split', numbers: [n, n + 1] }} className={gapY} props={props} />
              )}
              {line < 3 && street < 12 && (
                <Gap
                  bet={{ kind: 'corner', numbers: [n, n + 1, n + 3, n + 4] }}
                  className={corner}
                  props={props}
                />
              )}
              {street === 1 && (
                <Gap
                  bet={{ kind: 'split', numbers: [0, n] }}
                  className="-left-1.5 top-1/4 h-1/2 w-3"
                  props={props}
                />
              )}
              {line === 1 && (
                <Gap
                  bet={{ kind: 'street', row: street }}
                  className="-bottom-1.5 left-1/4 h-3 w-1/2"
                  props={props}
                />
              )}
              {line === 1 && street < 12 && (
                <Gap
                  bet={{ kind: 'six-line', row: street }}
                  className="-right-1.75 -bottom-1.75 h-3.5 w-3.5"
                  props={props}
                />
              )}
            </div>
          );
        }),
      )}
      <ColumnSpots
        props={props}
        columns={WIDE_COLUMNS}
        className="text-xs font-bold text-white hover:brightness-125"
        styleOf={(index) => ({ gridRow: index + 1, gridColumn: 14 })}
      />
      <DozenSpots
        props={props}
        className="text-sm font-bold text-white hover:brightness-125"
        styleOf={(dozen) => ({ gridRow: 4, gridColumn: `${2 + (dozen - 1) * 4} / span 4` })}
      />
      {[
        [4, 1],
        [5, 1],
        [4, 14],
        [5, 14],
      ].map(([row, column]) => (
        <span
          key={`${row}-${column}`}
          aria-hidden="true"
          className="bg-[#0b5e2b]"
          style={{ gridRow: row, gridColumn: column }}
        />
      ))}
      <EvenMoneySpots
        props={props}
        className="text-sm font-bold text-white hover:brightness-125"
        styleOf={(index) => ({ gridRow: 5, gridColumn: `${2 + index * 2} / span 2` })}
      />
    </div>
  );
}

/**
 * The tall table for phones: 0 on top, a street per line, then columns, dozens and even money.
 * The gaps between numbers are too small for a finger, so a tapped number places the bet type
 * chosen above the table (straight, split, street, corner, six line).
 */
export function TallBoard(props: BoardProps & { insideType: InsideType }) {
  const { t } = useTranslation();
  const place = (n: number) => {
    const bet = anchoredBet(props.insideType, n);
    if (bet) props.onBet(bet);
  };
  const cell = (n: number) => {
    const bet = anchoredBet(props.insideType, n);
    const key = `straight-${n}`;
    const stake = props.stakes.get(key);
    const label = bet ? spotLabel(bet, t, props.odds) : String(n);
    return (
      <button
        key={n}
        type="button"
        aria-label={label}
        title={label}
        data-number={n}
        onClick={() => place(n)}
        disabled={props.isDisabled || !bet}
        className={`relative h-9 ${n === 0 ? 'col-span-3 rounded-t-lg' : ''}`}
      >
        <span className={numberClass(n, props.winning, props.lucky?.has(n))}>{n}</span>
        <LuckyBadge n={n} props={props} />
        <StakeChip amount={stake} />
      </button>
    );
  };
  // Chips of inside bets other than straights sit on the list under the table (their gaps are not drawn here).
  return (
    <div
      className="grid grid-cols-3 gap-px rounded-xl border-2 border-[#d4af37]/60 bg-[#d4af37]/40 p-px select-none"
      role="group"
      aria-label={t('live.roulette.table')}
    >
      {cell(0)}
      {STREETS.flatMap((street) => [1, 2, 3].map((line) => cell(numberAt(street, line))))}
      <ColumnSpots props={props} columns={TALL_COLUMNS} className={TALL_OUTSIDE} />
      <DozenSpots props={props} className={TALL_OUTSIDE} />
      <EvenMoneySpots props={props} className={TALL_OUTSIDE} />
    </div>
  );
}
