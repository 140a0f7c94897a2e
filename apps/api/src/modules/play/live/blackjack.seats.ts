import {
  formatMinor,
  LiveBetsSchema,
  parseMinor,
  type BlackjackRules,
  type BlackjackSeatView,
  type LiveCard,
} from '@orca/contracts';
import type { Card } from '@orca/games/cards/deck';
import {
  applyBlackjackAction,
  BLACKJACK_RULES,
  blackjackHandValue,
  blackjackHint,
  blackjackLegalActions,
  dealBlackjackRound,
  isBlackjackSeatFinished,
  openBlackjackSeat,
  timeOutBlackjackSeat,
  type BlackjackDeal,
  type BlackjackSeat,
  type BlackjackSeatSettlement,
  type BlackjackStreams,
} from '@orca/games/live/blackjack';
import { BLACKJACK_RTP } from '@orca/games/live/blackjack.rtp';
import { FairFloats } from '@orca/games/rng/fair';
import { z } from 'zod';
import { assert } from '../../../platform/errors.ts';
import type * as repo from './live.repository.ts';

/**
 * What live_bets.hand holds for a blackjack seat: its number (taken when the bet is accepted, it
 * picks the seat's own card stream) and its decisions in order. Hands are replayed from these.
 */
const StoredSeatSchema = z.object({
  seat: z.number().int().min(0),
  actions: z.array(z.enum(['hit', 'stand', 'double', 'split'])).max(128),
  isFinished: z.boolean(),
  isTimedOut: z.boolean().optional(),
});
export type StoredSeat = z.infer<typeof StoredSeatSchema>;

/** The published rules (the engine's, as the contracts word them). */
export const BLACKJACK_RULES_VIEW: BlackjackRules = {
  decks: null,
  dealerHitsSoft17: BLACKJACK_RULES.dealerHitsSoft17,
  dealerPeeks: BLACKJACK_RULES.dealerPeeks,
  blackjackPays: `${BLACKJACK_RULES.blackjackPays.numerator}:${BLACKJACK_RULES.blackjackPays.denominator}`,
  doubleOnAnyTwo: BLACKJACK_RULES.doubleOnAnyTwo,
  doubleAfterSplit: BLACKJACK_RULES.doubleAfterSplit,
  splitsMax: BLACKJACK_RULES.splitsMax,
  splitAcesOneCard: BLACKJACK_RULES.splitAcesOneCard,
  insurance: BLACKJACK_RULES.insurance,
  surrender: BLACKJACK_RULES.surrender,
  sixCardCharlie: BLACKJACK_RULES.sixCardCharlie,
  timeoutAction: BLACKJACK_RULES.timeoutAction,
};

/**
 * BLACKJACK_RTP is the exact infinite-deck value rounded to 6 decimals of a ratio (the engine's
 * tests hold it to 5·10^-7), so in percent it is known to ±0.00005 points.
 */
export const BLACKJACK_DECLARED_RTP = {
  rtpPercent: (BLACKJACK_RTP * 100).toFixed(4),
  precisionPercent: '0.00005',
  method: 'exact',
  strategy: 'basic',
} as const;

export const toCard = (card: Card): LiveCard => ({
  index: card.index,
  rank: card.rank,
  suit: card.suit,
});
export const streamsOf =
  (round: repo.LiveRoundRow): BlackjackStreams =>
  (startFloat) =>
    new FairFloats(round.serverSeed, round.clientSeed, round.nonce, startFloat);
export const isDealt = (round: repo.LiveRoundRow): boolean => round.phase !== 'betting';

export function storedOf(bet: repo.LiveBetRow): StoredSeat | null {
  return bet.hand === null ? null : StoredSeatSchema.parse(bet.hand);
}

/** The seat's stake per hand (its bet's one amount); doubles and splits add to live_bets.stake_minor. */
export function baseStakeOf(bet: repo.LiveBetRow): bigint {
  const bets = LiveBetsSchema.parse(bet.bets);
  assert(bets.kind === 'blackjack', 'a blackjack seat has one amount');
  const minor = parseMinor(bets.amount);
  assert(minor !== null && minor > 0n, 'a seat was accepted with a positive amount');
  return minor;
}

/** The seat as its decisions left it (replayed from the deal); the timeout applied once the window closed. */
export function replaySeat(
  streams: BlackjackStreams,
  deal: BlackjackDeal,
  bet: repo.LiveBetRow,
  stored: StoredSeat,
  isWindowOver: boolean,
): BlackjackSeat {
  let seat = openBlackjackSeat(deal, stored.seat, baseStakeOf(bet));
  for (const action of stored.actions) seat = applyBlackjackAction(streams, seat, action);
  return isWindowOver ? timeOutBlackjackSeat(streams, seat) : seat;
}

export function seatViewOf(
  seat: BlackjackSeat,
  stored: StoredSeat,
  deal: BlackjackDeal,
  settlement: BlackjackSeatSettlement | null,
  withHint: boolean,
): BlackjackSeatView {
  return {
    seat: seat.seat,
    hands: seat.hands.map((hand, i) => {
      const value = blackjackHandValue(hand.cards);
      const settled = settlement?.hands[i];
      return {
        cards: hand.cards.map(toCard),
        total: value.total,
        isSoft: value.isSoft,
        isDoubled: hand.isDoubled,
        isDone: hand.isDone || i < seat.activeHand,
        stake: formatMinor(seat.betMinor * (hand.isDoubled ? 2n : 1n)),
        result: settled?.result ?? null,
        win: settled ? formatMinor(settled.returnMinor) : null,
      };
    }),
    activeHand: seat.activeHand,
    legalActions: blackjackLegalActions(seat),
    hint: withHint ? blackjackHint(seat, deal) : null,
    isFinished: isBlackjackSeatFinished(seat),
    decisions: stored.actions.length,
    actions: [...stored.actions],
    isTimedOut: stored.isTimedOut === true,
  };
}

export function dealerCardsOf(cards: readonly LiveCard[]): Card[] {
  return cards.map((card) => ({ index: card.index, rank: card.rank, suit: card.suit }));
}

/** The deal of a round never changes once its seed exists: a few recent rounds are kept. */
export function createDealCache() {
  const deals = new Map<bigint, BlackjackDeal>();
  return function dealOf(round: repo.LiveRoundRow): BlackjackDeal {
    const cached = deals.get(round.id);
    if (cached) return cached;
    const deal = dealBlackjackRound(streamsOf(round));
    if (deals.size > 16) deals.clear();
    deals.set(round.id, deal);
    return deal;
  };
}
