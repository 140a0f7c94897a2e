import type { FloatSource } from '../rng/float-source.ts';
import { floatToInt } from '../rng/float-source.ts';
import { ratio, type Ratio } from '../rng/payout.ts';

/** European single-zero wheel: pockets 0..36. */
export const ROULETTE_POCKETS = 37;
/** Every bet pays 36 / (numbers covered), so every bet returns 36/37 ≈ 97.297%. */
export const ROULETTE_RTP = 36 / 37;
export const ROULETTE_RED: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];

export type RouletteBet =
  | { kind: 'straight'; number: number }
  | { kind: 'split'; numbers: readonly [number, number] }
  | { kind: 'street'; row: number } // row 1..12: numbers 3r-2, 3r-1, 3r
  | { kind: 'corner'; numbers: readonly [number, number, number, number] }
  | { kind: 'six-line'; row: number } // rows r and r+1, r in 1..11
  | { kind: 'red' | 'black' | 'even' | 'odd' | 'low' | 'high' }
  | { kind: 'dozen'; dozen: 1 | 2 | 3 }
  | { kind: 'column'; column: 1 | 2 | 3 };

export function rouletteColour(pocket: number): 'green' | 'red' | 'black' {
  if (pocket === 0) return 'green';
  return ROULETTE_RED.includes(pocket) ? 'red' : 'black';
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const column = (n: number): number => ((n - 1) % 3) + 1;
const row = (n: number): number => Math.floor((n - 1) / 3) + 1;

function assertInt(value: number, min: number, max: number, name: string): void {
  if (!Number.isInteger(value) || value < min || value > max)
    throw new RangeError(`${name} must be an integer in [${min}, ${max}]`);
}

function isAdjacent(a: number, b: number): boolean {
  if (a === 0 || b === 0) return Math.max(a, b) <= 3 && a !== b; // 0 splits with 1, 2 and 3
  return (
    (row(a) === row(b) && Math.abs(a - b) === 1) ||
    (column(a) === column(b) && Math.abs(a - b) === 3)
  );
}

/** The pockets a bet covers; throws RangeError on a bet that does not exist on the table layout. */
export function rouletteBetNumbers(bet: RouletteBet): number[] {
  switch (bet.kind) {
    case 'straight':
      assertInt(bet.number, 0, 36, 'number');
      return [bet.number];
    case 'split': {
      const [a, b] = bet.numbers;
      assertInt(a, 0, 36, 'split number');
      assertInt(b, 0, 36, 'split number');
      if (!isAdjacent(a, b)) throw new RangeError('split numbers must be adjacent');
      return [Math.min(a, b), Math.max(a, b)];
    }
    case 'street':
      assertInt(bet.row, 1, 12, 'row');
      return range(bet.row * 3 - 2, bet.row * 3);
    case 'corner': {
      const sorted = [...bet.numbers].sort((x, y) => x - y);
      const [a] = sorted;
      if (a === undefined) throw new RangeError('corner needs four numbers');
      assertInt(a, 1, 32, 'corner number');
      const expected = [a, a + 1, a + 3, a + 4];
      if (column(a) === 3 || sorted.some((n, i) => n !== expected[i]))
        throw new RangeError('corner numbers must form a square');
      return sorted;
    }
    case 'six-line':
      assertInt(bet.row, 1, 11, 'row');
      return range(bet.row * 3 - 2, bet.row * 3 + 3);
    case 'red':
      return [...ROULETTE_RED];
    case 'black':
      return range(1, 36).filter((n) => !ROULETTE_RED.includes(n));
    case 'even':
      return range(1, 36).filter((n) => n % 2 === 0);
    case 'odd':
      return range(1, 36).filter((n) => n % 2 === 1);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
    case 'dozen':
      assertInt(bet.dozen, 1, 3, 'dozen');
      return range(bet.dozen * 12 - 11, bet.dozen * 12);
    case 'column':
      assertInt(bet.column, 1, 3, 'column');
      return range(1, 36).filter((n) => column(n) === bet.column);
  }
}

/** Return multiplier when the bet wins (stake included): 36 / numbers covered, e.g. straight 36×, red 2×. */
export function rouletteMultiplier(bet: RouletteBet): Ratio {
  return ratio(36, rouletteBetNumbers(bet).length);
}

/** The pocket, as the verifiers compute it: floor(float × 37). */
export function roulettePocket(floats: FloatSource): number {
  return floatToInt(floats.next(), ROULETTE_POCKETS);
}

export interface RouletteOutcome {
  pocket: number;
  /** Per bet, in the order given: its multiplier if it won, zero otherwise. */
  results: { bet: RouletteBet; isWin: boolean; multiplier: Ratio }[];
}

/** Spins once (one float) and settles every bet on the same pocket. */
export function playRoulette(floats: FloatSource, bets: readonly RouletteBet[]): RouletteOutcome {
  if (bets.length === 0 || bets.length > 200)
    throw new RangeError('between 1 and 200 bets per spin');
  const covered = bets.map((bet) => ({ bet, numbers: rouletteBetNumbers(bet) }));
  const pocket = roulettePocket(floats);
  return {
    pocket,
    results: covered.map(({ bet, numbers }) => {
      const isWin = numbers.includes(pocket);
      return { bet, isWin, multiplier: isWin ? ratio(36, numbers.length) : ratio(0, 1) };
    }),
  };
}
