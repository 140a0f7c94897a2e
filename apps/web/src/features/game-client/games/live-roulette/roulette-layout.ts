import type { LiveBets, RouletteBetInput } from '@orca/contracts';
import { rouletteBetNumbers, rouletteColour } from '@orca/games/fast/roulette';
import { ROULETTE_TABLE_ODDS } from '@orca/games/live/roulette-table';
import { chipOf, type SlipChip } from '../live/chips';

export { rouletteColour, ROULETTE_TABLE_ODDS };

/** The European wheel's pockets clockwise from 0. */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];

/** The number at a street (1..12, left to right on the wide table) and line (1 = the bottom line, the first column). */
export const numberAt = (street: number, line: number): number => 3 * (street - 1) + line;

/** One name per spot on the table, so chips on the same spot add up and the placed chips find their spot. */
export function betKey(bet: RouletteBetInput): string {
  switch (bet.kind) {
    case 'straight':
      return `straight-${bet.number}`;
    case 'split':
      return `split-${Math.min(...bet.numbers)}-${Math.max(...bet.numbers)}`;
    case 'corner':
      return `corner-${Math.min(...bet.numbers)}`;
    case 'street':
    case 'six-line':
      return `${bet.kind}-${bet.row}`;
    case 'dozen':
      return `dozen-${bet.dozen}`;
    case 'column':
      return `column-${bet.column}`;
    default:
      return bet.kind;
  }
}

/** Whether the bet exists on the layout (adjacent splits, square corners, rows in range). */
export function isValidBet(bet: RouletteBetInput): boolean {
  try {
    rouletteBetNumbers(bet);
    return true;
  } catch {
    return false;
  }
}

export const coveredNumbers = (bet: RouletteBetInput): number[] => rouletteBetNumbers(bet);

/** The bet types a phone player picks before tapping a number (the gaps between numbers are too small to hit). */
export const INSIDE_TYPES = ['straight', 'split', 'street', 'corner', 'six-line'] as const;
export type InsideType = (typeof INSIDE_TYPES)[number];

/**
 * The inside bet of a type that a tapped number stands for: a split with the next number in its
 * street (the previous one at the street's end; 0 with 1), the number's street, the corner whose
 * lowest number it is (moved in when at the edge), the six line starting at its street (the last
 * starts at street 11). Null for 0 where the type does not reach it.
 */
export function anchoredBet(type: InsideType, number: number): RouletteBetInput | null {
  if (type === 'straight') return { kind: 'straight', number };
  if (number === 0) return type === 'split' ? { kind: 'split', numbers: [0, 1] } : null;
  const street = Math.ceil(number / 3);
  const line = number - 3 * (street - 1);
  switch (type) {
    case 'split':
      return { kind: 'split', numbers: line === 3 ? [number - 1, number] : [number, number + 1] };
    case 'street':
      return { kind: 'street', row: street };
    case 'corner': {
      const low = numberAt(Math.min(street, 11), Math.min(line, 2));
      return { kind: 'corner', numbers: [low, low + 1, low + 3, low + 4] };
    }
    case 'six-line':
      return { kind: 'six-line', row: Math.min(street, 11) };
  }
}

/** A seat's roulette bets as chips on their spots (what "repeat" sends again and the table shows placed). */
export function chipsOfBets(bets: LiveBets | null | undefined): SlipChip<RouletteBetInput>[] {
  if (!bets || bets.kind !== 'roulette') return [];
  return bets.bets.map(({ bet, amount }) => chipOf(betKey(bet), bet, amount));
}
