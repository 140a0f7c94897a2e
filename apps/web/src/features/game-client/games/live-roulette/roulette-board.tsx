import type { RouletteBetInput } from '@orca/contracts';
import type { TFunction } from 'i18next';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMinor } from '../../lib/money';
import { chipLabel } from '../live/chips';
import { Chip } from '../live/chip-rack';
import {
  anchoredBet,
  betKey,
  coveredNumbers,
  numberAt,
  ROULETTE_TABLE_ODDS,
  rouletteColour,
  type InsideType,
} from './roulette-layout';

const STREETS = Array.from({ length: 12 }, (_, i) => i + 1);
const CELL_BG = { red: 'bg-[#b3122f]', black: 'bg-[#16181d]', green: 'bg-[#0c7a35]' } as const;
const OUTSIDE: { bet: RouletteBetInput; labelKey: string }[] = [
  { bet: { kind: 'low' }, labelKey: 'low' },
  { bet: { kind: 'even' }, labelKey: 'even' },
  { bet: { kind: 'red' }, labelKey: 'red' },
  { bet: { kind: 'black' }, labelKey: 'black' },
  { bet: { kind: 'odd' }, labelKey: 'odd' },
  { bet: { kind: 'high' }, labelKey: 'high' },
];
const DOZENS = [1, 2, 3] as const;

/** A spot's name for screen readers and titles: "Split 17, 20 · pays 17 to 1". */
export function spotLabel(bet: RouletteBetInput, t: TFunction): string {
  const odds = t('live.roulette.pays', { odds: ROULETTE_TABLE_ODDS[bet.kind] });
  switch (bet.kind) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'six-line':
      return `${t(`live.roulette.types.${bet.kind}`)} ${coveredNumbers(bet).join(', ')} · ${odds}`;
    case 'dozen':
      return `${t('live.roulette.dozen', { from: bet.dozen * 12 - 11, to: bet.dozen * 12 })} · ${odds}`;
    case 'column':
      return `${t('live.roulette.column', { column: bet.column })} · ${odds}`;
    default:
      return `${t(`live.roulette.outside.${bet.kind}`)} · ${odds}`;
  }
}

interface BoardProps {
  stakes: Map<string, bigint>;
  onBet: (bet: RouletteBetInput) => void;
  isDisabled: boolean;
  winning: number | null;
  money: (amount: string) => string;
}

function StakeChip({ amount }: { amount: bigint | undefined }) {
  const { i18n } = useTranslation();
  if (!amount) return null;
  return (
    <span className="pointer-events-none absolute top-0.5 right-0.5 z-20" aria-hidden="true">
      <Chip label={chipLabel(fromMinor(amount), i18n.language)} colour="#f59e0b" size="sm" />
    </span>
  );
}

/** A spot on the felt: a button named by its bet and stake, the stake drawn as a chip. */
function Spot({
  bet,
  className,
  children,
  props,
  style,
}: {
  bet: RouletteBetInput;
  className: string;
  children?: ReactNode;
  props: BoardProps;
  style?: CSSProperties;
}) {
  const { t } = useTranslation();
  const key = betKey(bet);
  const stake = props.stakes.get(key);
  const label = stake
    ? `${spotLabel(bet, t)} · ${t('live.roulette.staked', { amount: props.money(fromMinor(stake)) })}`
    : spotLabel(bet, t);
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-spot={key}
      onClick={() => props.onBet(bet)}
      disabled={props.isDisabled}
      style={style}
      className={`relative disabled:cursor-not-allowed ${className}`}
    >
      {children}
      <StakeChip amount={stake} />
    </button>
  );
}

/** A gap between numbers: the split, corner, street or six line it stands for, a small target over the lines. */
function Gap({
  bet,
  className,
  props,
}: {
  bet: RouletteBetInput;
  className: string;
  props: BoardProps;
}) {
  return (
    <Spot
      bet={bet}
      props={props}
      className={`absolute z-10 rounded-full hover:bg-amber-300/60 focus-visible:bg-amber-300/70 focus-visible:outline-none ${className}`}
    />
  );
}

function numberClass(n: number, winning: number | null): string {
  return `${CELL_BG[rouletteColour(n)]} ${winning === n ? 'ring-4 ring-amber-300 ring-inset z-[5]' : ''} flex h-full w-full items-center justify-center text-sm font-extrabold text-white hover:brightness-125 lg:text-base`;
}

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
        <span className={`${numberClass(0, props.winning)} rounded-l-lg`}>0</span>
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
                <span className={numberClass(n, props.winning)}>{n}</span>
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
      {([3, 2, 1] as const).map((column, rowIndex) => (
        <Spot
          key={column}
          bet={{ kind: 'column', column }}
          props={props}
          style={{ gridRow: rowIndex + 1, gridColumn: 14 }}
          className="bg-[#0b5e2b] text-xs font-bold text-white hover:brightness-125"
        >
          2:1
        </Spot>
      ))}
      {DOZENS.map((dozen) => (
        <Spot
          key={dozen}
          bet={{ kind: 'dozen', dozen }}
          props={props}
          style={{ gridRow: 4, gridColumn: `${2 + (dozen - 1) * 4} / span 4` }}
          className="bg-[#0b5e2b] text-sm font-bold text-white hover:brightness-125"
        >
          {t('live.roulette.dozenShort', { from: dozen * 12 - 11, to: dozen * 12 })}
        </Spot>
      ))}
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
      {OUTSIDE.map(({ bet, labelKey }, index) => (
        <Spot
          key={labelKey}
          bet={bet}
          props={props}
          style={{ gridRow: 5, gridColumn: `${2 + index * 2} / span 2` }}
          className={`text-sm font-bold text-white hover:brightness-125 ${bet.kind === 'red' ? 'bg-[#b3122f]' : bet.kind === 'black' ? 'bg-[#16181d]' : 'bg-[#0b5e2b]'}`}
        >
          {t(`live.roulette.outsideShort.${labelKey}`)}
        </Spot>
      ))}
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
    const label = bet ? spotLabel(bet, t) : String(n);
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
        <span className={numberClass(n, props.winning)}>{n}</span>
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
      {([1, 2, 3] as const).map((column) => (
        <Spot
          key={column}
          bet={{ kind: 'column', column }}
          props={props}
          className="h-9 bg-[#0b5e2b] text-xs font-bold text-white"
        >
          2:1
        </Spot>
      ))}
      {DOZENS.map((dozen) => (
        <Spot
          key={dozen}
          bet={{ kind: 'dozen', dozen }}
          props={props}
          className="h-9 bg-[#0b5e2b] text-xs font-bold text-white"
        >
          {t('live.roulette.dozenShort', { from: dozen * 12 - 11, to: dozen * 12 })}
        </Spot>
      ))}
      {OUTSIDE.map(({ bet, labelKey }) => (
        <Spot
          key={labelKey}
          bet={bet}
          props={props}
          className={`h-9 text-xs font-bold text-white ${bet.kind === 'red' ? 'bg-[#b3122f]' : bet.kind === 'black' ? 'bg-[#16181d]' : 'bg-[#0b5e2b]'}`}
        >
          {t(`live.roulette.outsideShort.${labelKey}`)}
        </Spot>
      ))}
    </div>
  );
}
