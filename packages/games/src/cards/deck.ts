import type { FloatSource } from '../rng/float-source.ts';
import { floatToInt } from '../rng/float-source.ts';

export type Suit = 'diamonds' | 'hearts' | 'spades' | 'clubs';
export type Rank = '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | 'J' | 'Q' | 'K' | 'A';

/** Suit order within a rank, as the published index runs: ♦, ♥, ♠, ♣. */
export const SUITS: readonly Suit[] = ['diamonds', 'hearts', 'spades', 'clubs'];
/** Rank order: index 0..51 runs ♦2, ♥2, ♠2, ♣2, ♦3, … ♣A. */
export const RANKS: readonly Rank[] = [
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  'J',
  'Q',
  'K',
  'A',
];

export interface Card {
  index: number;
  rank: Rank;
  suit: Suit;
}

export function cardFromIndex(index: number): Card {
  if (!Number.isInteger(index) || index < 0 || index > 51)
    throw new RangeError('card index must be 0..51');
  const rank = RANKS[Math.floor(index / 4)];
  const suit = SUITS[index % 4];
  if (rank === undefined || suit === undefined) throw new Error('unreachable');
  return { index, rank, suit };
}

/**
 * Deals `count` cards from an infinite deck (each card independent), card index = floor(float × 52), as the
 * verifiers do for blackjack, hilo and baccarat.
 */
export function dealCards(floats: FloatSource, count: number): Card[] {
  if (!Number.isInteger(count) || count < 0 || count > 52)
    throw new RangeError('count must be 0..52');
  return Array.from({ length: count }, () => cardFromIndex(floatToInt(floats.next(), 52)));
}
