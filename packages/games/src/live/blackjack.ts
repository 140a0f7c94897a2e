/**
 * Live RNG blackjack for unlimited players: one shared deal per round, every seat plays the same first two cards
 * against the same dealer hand, and each player decides alone.
 *
 * How a round is committed: the round's server seed hash is shown before betting opens and the seed is revealed
 * after settlement. The API passes `(startFloat) => new FairFloats(serverSeed, clientSeed, nonce, startFloat)` as
 * the `BlackjackStreams`, so every card is a float of the standard stream at a fixed cursor and any verifier can
 * recompute it. Cards come from an infinite deck (`BLACKJACK_RULES.deck`): card = deck.ts card floor(float × 52),
 * each card independent, as the public verifiers deal blackjack.
 *
 * Card order (why: one player's hits must never change another player's cards, nor the dealer's):
 * - floats 0–63 are the shared hand: 0 the players' first card, 1 the dealer's up card, 2 the players' second
 *   card, 3 the dealer's hole card, 4 onwards the dealer's hits in order. The dealer plays the same way whatever
 *   the players do (it always plays out its hand), so these floats do not depend on any decision.
 * - seat s (0-based, assigned by the API when the bet is accepted) draws its own cards from floats
 *   64·(s + 1) onwards, in the order it takes them: hits, a double's card, and after a split the first hand's
 *   second card, its hits, then the second hand's second card and its hits. One seat never uses more than 42
 *   cards (two hands of at most 21 each), so 64 floats per seat never overlap the next seat's.
 * The hole card and the seats' cards stay on the server until they are dealt; the dealer's hole card is shown
 * after every seat has finished.
 */
import { cardFromIndex, type Card } from '../cards/deck.ts';
import type { FloatSource } from '../rng/float-source.ts';
import { floatToInt } from '../rng/float-source.ts';
import { payoutMinor, ratio } from '../rng/payout.ts';

/** The rules as published on the table. */
export const BLACKJACK_RULES = {
  /** Every card independent and uniform over the 52 (no card counting, no shoe to commit). */
  deck: 'infinite',
  /** Dealer stands on all 17s, soft 17 included. */
  dealerHitsSoft17: false,
  /** Dealer checks the hole card under an ace or a ten; with a blackjack the round ends and only the bets lose. */
  dealerPeeks: true,
  blackjackPays: ratio(3, 2),
  /** Double on any first two cards, one card only. */
  doubleOnAnyTwo: true,
  doubleAfterSplit: true,
  /** One split per seat (two hands), on two cards of the same value (a king and a ten may be split). */
  splitsMax: 1,
  /** Split aces receive one card each and cannot be hit or doubled; 21 on them pays 1:1. */
  splitAcesOneCard: true,
  insurance: false,
  surrender: false,
  sixCardCharlie: false,
  /** A hand that reaches 21 stands by itself. */
  autoStandOn21: true,
  /** What a seat does for every unfinished hand when its decision timer runs out. */
  timeoutAction: 'stand',
} as const;

/** Each seat's card floats start at SEAT_FLOATS × (seat + 1); the shared hand uses the first block. */
export const BLACKJACK_SEAT_FLOATS = 64;
/** "Unlimited" players: seat numbers 0..SEATS_MAX−1, far above any real table, keeping float cursors small. */
export const BLACKJACK_SEATS_MAX = 1_000_000;

/** A float source starting at a cursor (in floats) of the round's provably-fair stream. */
export type BlackjackStreams = (startFloat: number) => FloatSource;

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split';

export interface BlackjackDeal {
  playerCards: readonly [Card, Card];
  dealerUpCard: Card;
  /** Secret until the dealer plays: the API must not send it to players before then. */
  dealerHoleCard: Card;
  isPlayerBlackjack: boolean;
  isDealerBlackjack: boolean;
}

export interface BlackjackHand {
  cards: Card[];
  isDoubled: boolean;
  isSplitAces: boolean;
  isDone: boolean;
}

export interface BlackjackSeat {
  seat: number;
  betMinor: bigint;
  hands: BlackjackHand[];
  /** Index of the hand being played; equal to hands.length when the seat has finished. */
  activeHand: number;
  /** Cards drawn from this seat's own stream so far. */
  cardsDrawn: number;
}

export function blackjackCardValue(card: Card): number {
  if (card.rank === 'A') return 1;
  if (card.rank === 'J' || card.rank === 'Q' || card.rank === 'K') return 10;
  return Number(card.rank);
}

/** Best total (an ace counts 11 when that does not bust) and whether an ace is counted as 11. */
export function blackjackHandValue(cards: readonly Card[]): { total: number; isSoft: boolean } {
  let total = 0;
  let hasAce = false;
  for (const card of cards) {
    total += blackjackCardValue(card);
    if (card.rank === 'A') hasAce = true;
  }
  if (hasAce && total + 10 <= 21) return { total: total + 10, isSoft: true };
  return { total, isSoft: false };
}

const isTwoCard21 = (cards: readonly Card[]): boolean =>
  cards.length === 2 && blackjackHandValue(cards).total === 21;

function cardAt(streams: BlackjackStreams, float: number): Card {
  return cardFromIndex(floatToInt(streams(float).next(), 52));
}

/** The shared deal: the players' two cards and the dealer's two (floats 0–3). */
export function dealBlackjackRound(streams: BlackjackStreams): BlackjackDeal {
  const first = cardAt(streams, 0);
  const dealerUpCard = cardAt(streams, 1);
  const second = cardAt(streams, 2);
  const dealerHoleCard = cardAt(streams, 3);
  const playerCards = [first, second] as const;
  return {
    playerCards,
    dealerUpCard,
    dealerHoleCard,
    isPlayerBlackjack: isTwoCard21(playerCards),
    isDealerBlackjack: isTwoCard21([dealerUpCard, dealerHoleCard]),
  };
}

/**
 * The dealer's final hand: it draws from floats 4 onwards until 17 or more, standing on soft 17. It plays out even
 * when every seat has busted, so the shared result is the same whoever played. With a dealer blackjack it stops at
 * two cards.
 */
export function playBlackjackDealer(streams: BlackjackStreams, deal: BlackjackDeal): Card[] {
  const cards = [deal.dealerUpCard, deal.dealerHoleCard];
  if (deal.isDealerBlackjack) return cards;
  for (let float = 4; float < BLACKJACK_SEAT_FLOATS; float += 1) {
    const { total, isSoft } = blackjackHandValue(cards);
    if (total > 17 || (total === 17 && !(isSoft && BLACKJACK_RULES.dealerHitsSoft17))) return cards;
    cards.push(cardAt(streams, float));
  }
  throw new Error('unreachable: the dealer reaches 17 within 60 cards');
}

function assertSeat(seat: number): void {
  if (!Number.isInteger(seat) || seat < 0 || seat >= BLACKJACK_SEATS_MAX)
    throw new RangeError(`seat must be 0..${BLACKJACK_SEATS_MAX - 1}`);
}

/**
 * A seat joins the deal with its bet. With a player or dealer blackjack the seat has nothing to decide (the dealer
 * peeks), so it starts finished. Throws RangeError on a bad seat or a non-positive bet.
 */
export function openBlackjackSeat(
  deal: BlackjackDeal,
  seat: number,
  betMinor: bigint,
): BlackjackSeat {
  assertSeat(seat);
  if (betMinor <= 0n) throw new RangeError('betMinor must be positive');
  const isOver = deal.isPlayerBlackjack || deal.isDealerBlackjack;
  return {
    seat,
    betMinor,
    hands: [{ cards: [...deal.playerCards], isDoubled: false, isSplitAces: false, isDone: isOver }],
    activeHand: isOver ? 1 : 0,
    cardsDrawn: 0,
  };
}

export function isBlackjackSeatFinished(seat: BlackjackSeat): boolean {
  return seat.activeHand >= seat.hands.length;
}

/** The actions the seat may take now (empty when it has finished). */
export function blackjackLegalActions(seat: BlackjackSeat): BlackjackAction[] {
  const hand = seat.hands[seat.activeHand];
  if (hand === undefined || hand.isDone) return [];
  const actions: BlackjackAction[] = ['hit', 'stand'];
  const isSplit = seat.hands.length > 1;
  if (hand.cards.length === 2 && (!isSplit || BLACKJACK_RULES.doubleAfterSplit))
    actions.push('double');
  const [a, b] = hand.cards;
  if (
    !isSplit &&
    hand.cards.length === 2 &&
    a !== undefined &&
    b !== undefined &&
    blackjackCardValue(a) === blackjackCardValue(b)
  )
    actions.push('split');
  return actions;
}

/** Total stake the seat has at risk: the bet, plus one bet per double and per split hand. */
export function blackjackSeatStakeMinor(seat: BlackjackSeat): bigint {
  return seat.hands.reduce((sum, hand) => sum + seat.betMinor * (hand.isDoubled ? 2n : 1n), 0n);
}

/** Extra stake an action costs (the API debits it before applying the action). */
export function blackjackActionCostMinor(seat: BlackjackSeat, action: BlackjackAction): bigint {
  return action === 'double' || action === 'split' ? seat.betMinor : 0n;
}

function drawForSeat(streams: BlackjackStreams, seat: BlackjackSeat): Card {
  if (seat.cardsDrawn >= BLACKJACK_SEAT_FLOATS)
    throw new Error('unreachable: a seat never draws more than 42 cards');
  const card = cardAt(streams, BLACKJACK_SEAT_FLOATS * (seat.seat + 1) + seat.cardsDrawn);
  seat.cardsDrawn += 1;
  return card;
}

// Deals split hands their second card when play reaches them and moves past hands that cannot act.
function advance(streams: BlackjackStreams, seat: BlackjackSeat): void {
  while (seat.activeHand < seat.hands.length) {
    const hand = seat.hands[seat.activeHand];
    if (hand === undefined) throw new Error('unreachable: active hand out of range');
    if (hand.cards.length === 1) {
      hand.cards.push(drawForSeat(streams, seat));
      if (hand.isSplitAces) hand.isDone = true;
    }
    if (BLACKJACK_RULES.autoStandOn21 && blackjackHandValue(hand.cards).total >= 21)
      hand.isDone = true;
    if (!hand.isDone) return;
    seat.activeHand += 1;
  }
}

function cloneSeat(seat: BlackjackSeat): BlackjackSeat {
  return { ...seat, hands: seat.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })) };
}

/**
 * Applies one decision to the active hand and returns the new seat (the input is not changed).
 * Throws RangeError('illegal_action') when the action is not in `blackjackLegalActions(seat)`.
 */
export function applyBlackjackAction(
  streams: BlackjackStreams,
  seat: BlackjackSeat,
  action: BlackjackAction,
): BlackjackSeat {
  if (!blackjackLegalActions(seat).includes(action)) throw new RangeError('illegal_action');
  const next = cloneSeat(seat);
  const hand = next.hands[next.activeHand];
  if (hand === undefined) throw new Error('unreachable: a legal action has an active hand');
  switch (action) {
    case 'stand':
      hand.isDone = true;
      break;
    case 'hit':
      hand.cards.push(drawForSeat(streams, next));
      if (blackjackHandValue(hand.cards).total > 21) hand.isDone = true;
      break;
    case 'double':
      hand.isDoubled = true;
      hand.cards.push(drawForSeat(streams, next));
      hand.isDone = true;
      break;
    case 'split': {
      const [a, b] = hand.cards;
      if (a === undefined || b === undefined) throw new Error('unreachable: split needs two cards');
      const isSplitAces = a.rank === 'A' && BLACKJACK_RULES.splitAcesOneCard;
      next.hands = [
        { cards: [a], isDoubled: false, isSplitAces, isDone: false },
        { cards: [b], isDoubled: false, isSplitAces, isDone: false },
      ];
      break;
    }
  }
  advance(streams, next);
  return next;
}

/**
 * The decision timer ran out: the seat stands on its active hand and on every hand after it (a split hand still
 * waiting for its second card gets it first, from this seat's stream). Other seats are untouched.
 */
export function timeOutBlackjackSeat(
  streams: BlackjackStreams,
  seat: BlackjackSeat,
): BlackjackSeat {
  let next = seat;
  while (!isBlackjackSeatFinished(next))
    next = applyBlackjackAction(streams, next, BLACKJACK_RULES.timeoutAction);
  return next;
}

export type BlackjackHandResult = 'blackjack' | 'win' | 'push' | 'loss';

export interface BlackjackSeatSettlement {
  hands: { stakeMinor: bigint; result: BlackjackHandResult; returnMinor: bigint; total: number }[];
  stakeMinor: bigint;
  returnMinor: bigint;
}

/** Settles a finished seat against the dealer's final cards. Throws RangeError if the seat has not finished. */
export function settleBlackjackSeat(
  seat: BlackjackSeat,
  dealerCards: readonly Card[],
): BlackjackSeatSettlement {
  if (!isBlackjackSeatFinished(seat)) throw new RangeError('the seat has not finished');
  const dealer = blackjackHandValue(dealerCards);
  const isDealerBlackjack = isTwoCard21(dealerCards);
  const isSplit = seat.hands.length > 1;
  const hands = seat.hands.map((hand) => {
    const stakeMinor = seat.betMinor * (hand.isDoubled ? 2n : 1n);
    const { total } = blackjackHandValue(hand.cards);
    const isBlackjack = !isSplit && isTwoCard21(hand.cards);
    let result: BlackjackHandResult;
    if (isBlackjack) result = isDealerBlackjack ? 'push' : 'blackjack';
    else if (isDealerBlackjack || total > 21) result = 'loss';
    else if (dealer.total > 21 || total > dealer.total) result = 'win';
    else result = total === dealer.total ? 'push' : 'loss';
    const returnMinor =
      result === 'blackjack'
        ? stakeMinor + payoutMinor(stakeMinor, BLACKJACK_RULES.blackjackPays)
        : result === 'win'
          ? stakeMinor * 2n
          : result === 'push'
            ? stakeMinor
            : 0n;
    return { stakeMinor, result, returnMinor, total };
  });
  return {
    hands,
    stakeMinor: hands.reduce((sum, h) => sum + h.stakeMinor, 0n),
    returnMinor: hands.reduce((sum, h) => sum + h.returnMinor, 0n),
  };
}

/* Basic strategy for exactly these rules (infinite deck, S17, DAS, one split, peek, no surrender). */

const upValue = (card: Card): number => (card.rank === 'A' ? 11 : blackjackCardValue(card));

function pairDecision(pairValue: number, up: number): boolean {
  switch (pairValue) {
    case 1:
    case 8:
      return true;
    case 2:
    case 3:
    case 7:
      return up <= 7;
    case 4:
      return up === 5 || up === 6;
    case 6:
      return up <= 6;
    case 9:
      return up <= 9 && up !== 7;
    default:
      return false; // fives play as hard 10, tens as 20
  }
}

/**
 * The basic-strategy decision for a hand against the dealer's up card, among `legal` actions (a chart's
 * "double" becomes hit, or stand on soft 18, when doubling is not allowed).
 */
export function blackjackBasicStrategy(
  cards: readonly Card[],
  dealerUpCard: Card,
  legal: readonly BlackjackAction[],
): BlackjackAction {
  const up = upValue(dealerUpCard);
  const [a, b] = cards;
  const isPair =
    cards.length === 2 &&
    a !== undefined &&
    b !== undefined &&
    blackjackCardValue(a) === blackjackCardValue(b);
  if (isPair && legal.includes('split') && pairDecision(blackjackCardValue(a), up)) return 'split';
  const { total, isSoft } = blackjackHandValue(cards);
  const canDouble = legal.includes('double');
  const doubleOr = (fallback: BlackjackAction): BlackjackAction =>
    canDouble ? 'double' : fallback;
  if (isSoft) {
    if (total >= 19) return 'stand';
    if (total === 18) return up >= 3 && up <= 6 ? doubleOr('stand') : up <= 8 ? 'stand' : 'hit';
    if (total === 17) return up >= 3 && up <= 6 ? doubleOr('hit') : 'hit';
    if (total >= 15) return up >= 4 && up <= 6 ? doubleOr('hit') : 'hit';
    return up === 5 || up === 6 ? doubleOr('hit') : 'hit';
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return up <= 6 ? 'stand' : 'hit';
  if (total === 12) return up >= 4 && up <= 6 ? 'stand' : 'hit';
  if (total === 11) return up <= 10 ? doubleOr('hit') : 'hit';
  if (total === 10) return up <= 9 ? doubleOr('hit') : 'hit';
  if (total === 9) return up >= 3 && up <= 6 ? doubleOr('hit') : 'hit';
  return 'hit';
}

/** The hint shown to a player who asked for it: basic strategy for the seat's active hand, or null when finished. */
export function blackjackHint(
  seat: BlackjackSeat,
  deal: Pick<BlackjackDeal, 'dealerUpCard'>,
): BlackjackAction | null {
  const hand = seat.hands[seat.activeHand];
  const legal = blackjackLegalActions(seat);
  if (hand === undefined || legal.length === 0) return null;
  return blackjackBasicStrategy(hand.cards, deal.dealerUpCard, legal);
}
