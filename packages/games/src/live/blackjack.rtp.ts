/**
 * RTP of live blackjack under the published basic strategy (`blackjackBasicStrategy`), per initial bet:
 * RTP = 1 + E[net result] / bet, doubles and splits adding stake as they happen.
 *
 * Two independent routes: `blackjackExactRtp` computes it exactly for the infinite deck (every card independent,
 * so a hand's future depends only on its total, softness and what it may still do), and `simulateBlackjackRtp`
 * plays rounds through the engine itself. The tests check that they agree; the report records a 10^7-round run.
 */
import { cardFromIndex, type Card } from '../cards/deck.ts';
import type { FloatSource } from '../rng/float-source.ts';
import {
  BLACKJACK_RULES,
  applyBlackjackAction,
  blackjackBasicStrategy,
  blackjackCardValue,
  blackjackHandValue,
  blackjackHint,
  dealBlackjackRound,
  isBlackjackSeatFinished,
  openBlackjackSeat,
  playBlackjackDealer,
  settleBlackjackSeat,
  type BlackjackAction,
} from './blackjack.ts';

/**
 * Declared RTP under basic strategy: `blackjackExactRtp()` rounded to 6 decimals (the exact value is computed in
 * the tests and must match to within 5·10^-7).
 */
export const BLACKJACK_RTP = 0.994288;

// One representative card per blackjack value (the strategy and the totals only read values); value 10 stands
// for 10, J, Q and K and so has 4/13 of the probability.
const VALUES: readonly { card: Card; p: number }[] = [
  { card: cardFromIndex(48), p: 1 / 13 }, // ace
  ...[2, 3, 4, 5, 6, 7, 8, 9].map((v) => ({ card: cardFromIndex((v - 2) * 4), p: 1 / 13 })),
  { card: cardFromIndex(32), p: 4 / 13 }, // ten
];

const value = (card: Card): number => (card.rank === 'A' ? 11 : blackjackCardValue(card));

/** P(dealer's final total = 17..21, or bust) given the up card and that the dealer has no blackjack (it peeked). */
function dealerFinals(up: Card): Map<number, number> {
  const finals = new Map<number, number>();
  const walk = (cards: Card[], p: number): void => {
    const { total, isSoft } = blackjackHandValue(cards);
    if (total > 21) {
      finals.set(22, (finals.get(22) ?? 0) + p);
      return;
    }
    if (total > 17 || (total === 17 && !(isSoft && BLACKJACK_RULES.dealerHitsSoft17))) {
      finals.set(total, (finals.get(total) ?? 0) + p);
      return;
    }
    for (const { card, p: q } of VALUES) walk([...cards, card], p * q);
  };
  let noBlackjack = 0;
  for (const { card, p } of VALUES) {
    if (value(up) + value(card) === 21) continue;
    noBlackjack += p;
    walk([up, card], p);
  }
  for (const [total, p] of finals) finals.set(total, p / noBlackjack);
  return finals;
}

/** Exact RTP under basic strategy for the infinite deck (see the module comment). */
export function blackjackExactRtp(): number {
  let ev = 0;
  for (const { card: up, p: pUp } of VALUES) {
    const finals = dealerFinals(up);
    const standEv = (total: number): number => {
      if (total > 21) return -1;
      let sum = 0;
      for (const [dealer, p] of finals)
        sum += p * (dealer > 21 || total > dealer ? 1 : total === dealer ? 0 : -1);
      return sum;
    };
    // EV of playing `cards` on from here, per unit of the hand's stake, when `legal` actions are open to it.
    const play = (cards: Card[], legal: BlackjackAction[]): number => {
      const { total } = blackjackHandValue(cards);
      if (total >= 21) return standEv(total);
      const action = blackjackBasicStrategy(cards, up, legal);
      switch (action) {
        case 'stand':
          return standEv(total);
        case 'hit':
          return VALUES.reduce(
            (sum, { card, p }) => sum + p * play([...cards, card], ['hit', 'stand']),
            0,
          );
        case 'double':
          return (
            2 *
            VALUES.reduce(
              (sum, { card, p }) => sum + p * standEv(blackjackHandValue([...cards, card]).total),
              0,
            )
          );
        case 'split': {
          const [first] = cards;
          if (first === undefined) throw new Error('unreachable');
          const afterSplit: BlackjackAction[] = BLACKJACK_RULES.doubleAfterSplit
            ? ['hit', 'stand', 'double']
            : ['hit', 'stand'];
          // The two hands are independent and alike under an infinite deck: twice one hand's EV.
          const oneHand = VALUES.reduce((sum, { card, p }) => {
            const hand = [first, card];
            return (
              sum +
              p *
                (first.rank === 'A'
                  ? standEv(blackjackHandValue(hand).total)
                  : play(hand, afterSplit))
            );
          }, 0);
          return 2 * oneHand;
        }
      }
    };
    const dealerBlackjack = VALUES.reduce(
      (sum, { card, p }) => sum + (value(up) + value(card) === 21 ? p : 0),
      0,
    );
    for (const { card: c1, p: p1 } of VALUES) {
      for (const { card: c2, p: p2 } of VALUES) {
        const cards = [c1, c2];
        const isBlackjack = blackjackHandValue(cards).total === 21;
        const legal: BlackjackAction[] = ['hit', 'stand', 'double'];
        if (value(c1) === value(c2)) legal.push('split');
        const handEv = isBlackjack
          ? (1 - dealerBlackjack) *
            (BLACKJACK_RULES.blackjackPays.numerator / BLACKJACK_RULES.blackjackPays.denominator)
          : -dealerBlackjack + (1 - dealerBlackjack) * play(cards, legal);
        ev += pUp * p1 * p2 * handEv;
      }
    }
  }
  return 1 + ev;
}

export interface BlackjackSimulation {
  rounds: number;
  rtp: number;
  /** Standard error of `rtp` (per-round standard deviation / √rounds). */
  standardError: number;
}

/**
 * Plays `rounds` rounds of one seat through the engine with the basic-strategy hint. Every cursor reads the same
 * source: with an infinite deck every card is independent, so the order floats are read in does not change the
 * distribution. Pass `Sfc32` (fast) for long runs.
 */
export function simulateBlackjackRtp(floats: FloatSource, rounds: number): BlackjackSimulation {
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 1e9)
    throw new RangeError('rounds must be 1..10^9');
  const streams = (): FloatSource => floats;
  const bet = 2n; // an even bet keeps 3:2 exact
  let sum = 0;
  let sumSquares = 0;
  for (let i = 0; i < rounds; i += 1) {
    const deal = dealBlackjackRound(streams);
    let seat = openBlackjackSeat(deal, 0, bet);
    while (!isBlackjackSeatFinished(seat)) {
      const action = blackjackHint(seat, deal);
      if (action === null) throw new Error('unreachable: an unfinished seat has a hint');
      seat = applyBlackjackAction(streams, seat, action);
    }
    const settlement = settleBlackjackSeat(seat, playBlackjackDealer(streams, deal));
    const net = Number(settlement.returnMinor - settlement.stakeMinor) / Number(bet);
    sum += net;
    sumSquares += net * net;
  }
  const mean = sum / rounds;
  const variance = sumSquares / rounds - mean * mean;
  return { rounds, rtp: 1 + mean, standardError: Math.sqrt(variance / rounds) };
}
