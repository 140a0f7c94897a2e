import type { RouletteBetInput } from '@orca/contracts';
import type { TFunction } from 'i18next';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMinor } from '../../lib/money';
import { chipLabel } from '../live/chips';
import { Chip } from '../live/chip-rack';
import { betKey, coveredNumbers, ROULETTE_TABLE_ODDS, rouletteColour } from './roulette-layout';

export const STREETS = Array.from({ length: 12 }, (_, i) => i + 1);
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

/** Odds per bet kind as a table publishes them (multiplier roulette pays straights 29 to 1). */
export type TableOdds = Readonly<Record<RouletteBetInput['kind'], number>>;

/** A spot's name for screen readers and titles: "Split 17, 20 · pays 17 to 1". */
export function spotLabel(
  bet: RouletteBetInput,
  t: TFunction,
  table: TableOdds = ROULETTE_TABLE_ODDS,
): string {
  const odds = t('live.roulette.pays', { odds: table[bet.kind] });
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

export interface BoardProps {
  stakes: Map<string, bigint>;
  onBet: (bet: RouletteBetInput) => void;
  isDisabled: boolean;
  winning: number | null;
  money: (amount: string) => string;
  /** Multiplier roulette: this round's lucky numbers and their multipliers, lit on the felt. */
  lucky?: ReadonlyMap<number, number>;
  /** The table's odds when they are not European roulette's. */
  odds?: TableOdds;
}

/** A lucky number's multiplier, drawn on its cell. */
export function LuckyBadge({ n, props }: { n: number; props: BoardProps }) {
  const multiplier = props.lucky?.get(n);
  if (multiplier === undefined) return null;
  return (
    <span
      className="pointer-events-none absolute inset-x-0 bottom-0 z-[6] truncate rounded-sm bg-amber-300 px-0.5 text-center text-[9px] leading-tight font-black text-amber-950 lg:text-[11px]"
      data-lucky={n}
    >
      {multiplier}×
    </span>
  );
}

export function StakeChip({ amount }: { amount: bigint | undefined }) {
  const { i18n } = useTranslation();
  if (!amount) return null;
  return (
    <span className="pointer-events-none absolute top-0.5 right-0.5 z-20" aria-hidden="true">
      <Chip label={chipLabel(fromMinor(amount), i18n.language)} colour="#f59e0b" size="sm" />
    </span>
  );
}

/** A spot on the felt: a button named by its bet and stake, the stake drawn as a chip. */
export function Spot({
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
  const name = spotLabel(bet, t, props.odds);
  const label = stake
    ? `${name} · ${t('live.roulette.staked', { amount: props.money(fromMinor(stake)) })}`
    : name;
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
export function Gap({
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

/** A number's cell: its pocket colour, ringed when it won, outlined in gold when it is lucky. */
export function numberClass(n: number, winning: number | null, isLucky = false): string {
  const ring =
    winning === n
      ? 'ring-4 ring-amber-300 ring-inset z-[5]'
      : isLucky
        ? 'ring-2 ring-amber-300 ring-inset shadow-[inset_0_0_12px_rgba(252,211,77,0.8)]'
        : '';
  return `${CELL_BG[rouletteColour(n)]} ${ring} flex h-full w-full items-center justify-center text-sm font-extrabold text-white hover:brightness-125 lg:text-base`;
}

const OUTSIDE_BG = (bet: RouletteBetInput) =>
  bet.kind === 'red' ? 'bg-[#b3122f]' : bet.kind === 'black' ? 'bg-[#16181d]' : 'bg-[#0b5e2b]';

/** The columns' 2 to 1 boxes, in the order given; `styleOf` places each in the table's grid. */
export function ColumnSpots({
  props,
  columns,
  className,
  styleOf,
}: {
  props: BoardProps;
  columns: readonly (1 | 2 | 3)[];
  className: string;
  styleOf?: (index: number) => CSSProperties;
}) {
  return columns.map((column, index) => (
    <Spot
      key={column}
      bet={{ kind: 'column', column }}
      props={props}
      style={styleOf?.(index)}
      className={`bg-[#0b5e2b] ${className}`}
    >
      2:1
    </Spot>
  ));
}

/** The three dozens. */
export function DozenSpots({
  props,
  className,
  styleOf,
}: {
  props: BoardProps;
  className: string;
  styleOf?: (dozen: number) => CSSProperties;
}) {
  const { t } = useTranslation();
  return DOZENS.map((dozen) => (
    <Spot
      key={dozen}
      bet={{ kind: 'dozen', dozen }}
      props={props}
      style={styleOf?.(dozen)}
      className={`bg-[#0b5e2b] ${className}`}
    >
      {t('live.roulette.dozenShort', { from: dozen * 12 - 11, to: dozen * 12 })}
    </Spot>
  ));
}

/** The even-money boxes: low, even, red, black, odd, high. */
export function EvenMoneySpots({
  props,
  className,
  styleOf,
}: {
  props: BoardProps;
  className: string;
  styleOf?: (index: number) => CSSProperties;
}) {
  const { t } = useTranslation();
  return OUTSIDE.map(({ bet, labelKey }, index) => (
    <Spot
      key={labelKey}
      bet={bet}
      props={props}
      style={styleOf?.(index)}
      className={`${className} ${OUTSIDE_BG(bet)}`}
    >
      {t(`live.roulette.outsideShort.${labelKey}`)}
    </Spot>
  ));
}
