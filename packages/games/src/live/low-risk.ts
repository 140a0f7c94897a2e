import { rouletteBetNumbers, ROULETTE_POCKETS, type RouletteBet } from '../fast/roulette.ts';
import { DICE_SHOW_OUTCOMES, diceShowWays } from './dice-show.ts';
import { MONEY_WHEEL_SEGMENTS, type MoneyWheelNumber } from './money-wheel.ts';

/*
 * Low-risk betting (issue 22): a bet set that backs opposite outcomes, or covers most of the table,
 * turns over a bonus's wagering at almost no risk (hedged baccarat cleared 10× wagering for about
 * 0.11× the bonus). Bonus terms across the industry exclude such bets from wagering; these rules
 * say which seats are such, from the bets alone, so the bonus domain can leave them out and the
 * terms can say so in the same words.
 */

/** Share of the table at or above which a bet set counts as covering it: two thirds. */
export const LOW_RISK_COVERAGE = { numerator: 2, denominator: 3 } as const;

/** Roulette's even-money bets that lose together only on zero: backing both sides is a hedge. */
const ROULETTE_OPPOSITES: readonly (readonly [RouletteBet['kind'], RouletteBet['kind']])[] = [
  ['red', 'black'],
  ['even', 'odd'],
  ['low', 'high'],
];

const covers = (covered: number, total: number) =>
  covered * LOW_RISK_COVERAGE.denominator >= total * LOW_RISK_COVERAGE.numerator;

/** A live seat's bets as stored (live_bets.bets / the round's outcome), amounts left out. */
export type LowRiskBetSet =
  | { kind: 'roulette' | 'multiplier_roulette'; bets: readonly { bet: RouletteBet }[] }
  | { kind: 'baccarat'; bets: readonly { kind: string }[] }
  | { kind: 'money_wheel'; bets: readonly { number: MoneyWheelNumber }[] }
  | { kind: 'dice_show'; bets: readonly { total: number }[] }
  | { kind: 'blackjack' };

/**
 * Whether a seat's bet set is low-risk: roulette (multiplier roulette alike) with both sides of
 * an even-money pair (red and black, even and odd, low and high) or covering at least two thirds of the 37 pockets (25 or
 * more: two dozens, 24, still count); baccarat backing both Player and Banker; a money wheel
 * covering at least two thirds of its number segments (1 and 2 together); a dice show's totals
 * made by at least two thirds of the 216 rolls (8 to 13 together). One blackjack hand backs one side only.
 */
export function isLowRiskBetSet(set: LowRiskBetSet): boolean {
  switch (set.kind) {
    case 'roulette':
    case 'multiplier_roulette': {
      const kinds = new Set(set.bets.map((b) => b.bet.kind));
      if (ROULETTE_OPPOSITES.some(([a, b]) => kinds.has(a) && kinds.has(b))) return true;
      const pockets = new Set(set.bets.flatMap((b) => rouletteBetNumbers(b.bet)));
      return covers(pockets.size, ROULETTE_POCKETS);
    }
    case 'baccarat': {
      const kinds = new Set(set.bets.map((b) => b.kind));
      return kinds.has('player') && kinds.has('banker');
    }
    case 'money_wheel': {
      const numbers = new Set<number>(set.bets.map((b) => b.number));
      const segments = MONEY_WHEEL_SEGMENTS.filter((s) => s.kind === 'number');
      return covers(segments.filter((s) => numbers.has(s.number)).length, segments.length);
    }
    case 'dice_show': {
      const totals = new Set(set.bets.map((b) => b.total));
      const ways = [...totals].reduce((sum, total) => sum + diceShowWays(total), 0);
      return covers(ways, DICE_SHOW_OUTCOMES);
    }
    case 'blackjack':
      return false;
  }
}
