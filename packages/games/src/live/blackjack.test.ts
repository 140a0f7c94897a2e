import { describe, expect, it } from 'vitest';
import { STAKE_SEEDS } from '../__fixtures__/stake-seeds.ts';
import { RANKS, cardFromIndex, type Card, type Rank } from '../cards/deck.ts';
import { FairFloats, fairFloats } from '../rng/fair.ts';
import { ArrayFloats } from '../rng/float-source.ts';
import { Sfc32 } from '../rng/sfc32.ts';
import {
  BLACKJACK_RULES,
  BLACKJACK_SEAT_FLOATS,
  applyBlackjackAction,
  blackjackActionCostMinor,
  blackjackBasicStrategy,
  blackjackHint,
  blackjackLegalActions,
  blackjackSeatStakeMinor,
  dealBlackjackRound,
  isBlackjackSeatFinished,
  openBlackjackSeat,
  playBlackjackDealer,
  settleBlackjackSeat,
  timeOutBlackjackSeat,
  type BlackjackSeat,
  type BlackjackStreams,
} from './blackjack.ts';
import { BLACKJACK_RTP, blackjackExactRtp, simulateBlackjackRtp } from './blackjack.rtp.ts';

const card = (rank: Rank): Card => cardFromIndex(RANKS.indexOf(rank) * 4);
const ranks = (cards: readonly Card[]): string => cards.map((c) => c.rank).join(' ');
/** Float cursor of seat s's k-th own card. */
const S = (seat: number, k: number): number => BLACKJACK_SEAT_FLOATS * (seat + 1) + k;

/**
 * Streams that deal the given ranks at the given float cursors (0 P, 1 dealer up, 2 P, 3 hole, 4+ dealer hits,
 * S(seat, k) the seat's cards) and fail the test on a read anywhere else, so each test also pins the card order.
 */
function scripted(cards: Record<number, Rank>): BlackjackStreams {
  return (start) => {
    const rank = cards[start];
    if (rank === undefined) throw new Error(`unexpected card read at float ${start}`);
    return new ArrayFloats([(RANKS.indexOf(rank) * 4 + 0.5) / 52]);
  };
}

function round(cards: Record<number, Rank>) {
  const streams = scripted(cards);
  const deal = dealBlackjackRound(streams);
  return { streams, deal, dealer: () => playBlackjackDealer(streams, deal) };
}

function play(
  streams: BlackjackStreams,
  seat: BlackjackSeat,
  ...actions: Parameters<typeof applyBlackjackAction>[2][]
): BlackjackSeat {
  return actions.reduce((s, action) => applyBlackjackAction(streams, s, action), seat);
}

describe('blackjack deal and card order', () => {
  it('deals P, dealer up, P, hole from the standard stream, reproducing the published card sequence', () => {
    const seed = STAKE_SEEDS[0];
    const streams: BlackjackStreams = (start) =>
      new FairFloats(seed.serverSeed, seed.clientSeed, seed.nonce, start);
    // Published cards for this seed: Qd Ks 6d Qh 2h 4s 8h 5d 9c 7h.
    const deal = dealBlackjackRound(streams);
    expect(ranks(deal.playerCards)).toBe('Q 6');
    expect(deal.dealerUpCard.rank).toBe('K');
    expect(deal.dealerHoleCard.rank).toBe('Q');
    expect(ranks(playBlackjackDealer(streams, deal))).toBe('K Q');
    // Seat 3's first own card is float 256 of the same stream.
    const seat = play(streams, openBlackjackSeat(deal, 3, 100n), 'hit');
    const float256 = fairFloats(seed.serverSeed, seed.clientSeed, seed.nonce, 257)[256] ?? -1;
    expect(seat.hands[0]?.cards[2]).toEqual(cardFromIndex(Math.floor(float256 * 52)));
    expect(dealBlackjackRound(streams)).toEqual(deal);
  });

  it('gives every seat the same first two cards and its own hit cards, whatever other seats do', () => {
    const { streams, deal, dealer } = round({
      0: '10',
      1: '10',
      2: '2',
      3: '7',
      [S(0, 0)]: '5',
      [S(0, 1)]: '9',
      [S(1, 0)]: '9',
    });
    const alone = play(streams, openBlackjackSeat(deal, 1, 100n), 'hit');
    const seat0 = play(streams, openBlackjackSeat(deal, 0, 100n), 'hit', 'hit');
    const afterSeat0 = play(streams, openBlackjackSeat(deal, 1, 100n), 'hit');
    expect(afterSeat0).toEqual(alone);
    expect(ranks(alone.hands[0]?.cards ?? [])).toBe('10 2 9');
    expect(isBlackjackSeatFinished(alone)).toBe(true); // 21 stands by itself
    expect(ranks(seat0.hands[0]?.cards ?? [])).toBe('10 2 5 9');
    const dealerCards = dealer();
    expect(settleBlackjackSeat(alone, dealerCards).returnMinor).toBe(200n);
    expect(settleBlackjackSeat(seat0, dealerCards)).toMatchObject({
      returnMinor: 0n,
      hands: [{ result: 'loss', total: 26 }],
    });
  });

  it('publishes the rules it plays', () => {
    expect(BLACKJACK_RULES).toMatchObject({
      deck: 'infinite',
      dealerHitsSoft17: false,
      dealerPeeks: true,
      blackjackPays: { numerator: 3, denominator: 2 },
      doubleAfterSplit: true,
      splitsMax: 1,
      insurance: false,
      surrender: false,
      sixCardCharlie: false,
      timeoutAction: 'stand',
    });
  });
});

describe('blackjack settlement', () => {
  it('pays a blackjack 3:2 with nothing to decide, rounding an odd half down', () => {
    const { deal, dealer } = round({ 0: 'A', 1: '9', 2: 'K', 3: '7', 4: '5' });
    const seat = openBlackjackSeat(deal, 0, 100n);
    expect(isBlackjackSeatFinished(seat)).toBe(true);
    expect(blackjackLegalActions(seat)).toEqual([]);
    const dealerCards = dealer();
    expect(ranks(dealerCards)).toBe('9 7 5');
    expect(settleBlackjackSeat(seat, dealerCards)).toMatchObject({
      stakeMinor: 100n,
      returnMinor: 250n,
      hands: [{ result: 'blackjack' }],
    });
    expect(settleBlackjackSeat(openBlackjackSeat(deal, 0, 101n), dealerCards).returnMinor).toBe(
      101n + 151n,
    );
  });

  it('dealer stands on soft 17 and draws to hard 16', () => {
    const soft = round({ 0: '10', 1: 'A', 2: '8', 3: '6' });
    expect(ranks(soft.dealer())).toBe('A 6'); // no read at float 4
    const seat = play(soft.streams, openBlackjackSeat(soft.deal, 0, 100n), 'stand');
    expect(settleBlackjackSeat(seat, soft.dealer())).toMatchObject({
      returnMinor: 200n,
      hands: [{ result: 'win', total: 18 }],
    });
    const hard = round({ 0: '10', 1: '10', 2: '8', 3: '6', 4: 'A' });
    expect(ranks(hard.dealer())).toBe('10 6 A');
  });

  it('pushes equal totals and loses a bust even when the dealer busts too', () => {
    const push = round({ 0: '10', 1: '10', 2: '8', 3: '8' });
    expect(
      settleBlackjackSeat(
        play(push.streams, openBlackjackSeat(push.deal, 0, 100n), 'stand'),
        push.dealer(),
      ),
    ).toMatchObject({
      returnMinor: 100n,
      hands: [{ result: 'push' }],
    });
    const bust = round({ 0: '10', 1: '10', 2: '6', 3: '6', 4: '10', [S(0, 0)]: '10' });
    const seat = play(bust.streams, openBlackjackSeat(bust.deal, 0, 100n), 'hit');
    expect(isBlackjackSeatFinished(seat)).toBe(true);
    expect(ranks(bust.dealer())).toBe('10 6 10');
    expect(settleBlackjackSeat(seat, bust.dealer())).toMatchObject({
      returnMinor: 0n,
      hands: [{ result: 'loss', total: 26 }],
    });
  });

  it('ends the round on a dealer blackjack (peek): the bet loses, a player blackjack pushes', () => {
    const peek = round({ 0: '10', 1: 'A', 2: '9', 3: 'K' });
    expect(peek.deal.isDealerBlackjack).toBe(true);
    const seat = openBlackjackSeat(peek.deal, 0, 100n);
    expect(blackjackLegalActions(seat)).toEqual([]);
    expect(ranks(peek.dealer())).toBe('A K');
    expect(settleBlackjackSeat(seat, peek.dealer()).returnMinor).toBe(0n);
    const both = round({ 0: 'A', 1: 'A', 2: 'Q', 3: 'K' });
    expect(settleBlackjackSeat(openBlackjackSeat(both.deal, 0, 100n), both.dealer())).toMatchObject(
      { returnMinor: 100n, hands: [{ result: 'push' }] },
    );
  });
});

describe('blackjack decisions', () => {
  it('doubles any two cards for one card at twice the stake', () => {
    const { streams, deal, dealer } = round({
      0: '6',
      1: '6',
      2: '5',
      3: '10',
      4: '10',
      [S(0, 0)]: '10',
    });
    const open = openBlackjackSeat(deal, 0, 100n);
    expect(blackjackLegalActions(open)).toEqual(['hit', 'stand', 'double']);
    expect(blackjackActionCostMinor(open, 'double')).toBe(100n);
    const seat = play(streams, open, 'double');
    expect(ranks(seat.hands[0]?.cards ?? [])).toBe('6 5 10');
    expect(isBlackjackSeatFinished(seat)).toBe(true);
    expect(blackjackSeatStakeMinor(seat)).toBe(200n);
    expect(settleBlackjackSeat(seat, dealer())).toMatchObject({
      stakeMinor: 200n,
      returnMinor: 400n,
    });
  });

  it('splits a pair once, deals each hand from the seat stream in order, and allows doubling after the split', () => {
    const { streams, deal, dealer } = round({
      0: '8',
      1: '10',
      2: '8',
      3: '7',
      [S(2, 0)]: '3',
      [S(2, 1)]: '10',
      [S(2, 2)]: '10',
    });
    const open = openBlackjackSeat(deal, 2, 100n);
    expect(blackjackLegalActions(open)).toContain('split');
    const split = play(streams, open, 'split');
    expect(split.hands.map((h) => ranks(h.cards))).toEqual(['8 3', '8']);
    expect(blackjackLegalActions(split)).toEqual(['hit', 'stand', 'double']);
    const doubled = play(streams, split, 'double');
    expect(doubled.activeHand).toBe(1);
    expect(doubled.hands.map((h) => ranks(h.cards))).toEqual(['8 3 10', '8 10']);
    const done = play(streams, doubled, 'stand');
    expect(settleBlackjackSeat(done, dealer())).toMatchObject({
      stakeMinor: 300n,
      returnMinor: 600n,
      hands: [
        { result: 'win', total: 21, stakeMinor: 200n },
        { result: 'win', total: 18, stakeMinor: 100n },
      ],
    });
  });

  it('does not resplit, and split aces take one card each; 21 on them pays 1:1', () => {
    const eights = round({ 0: '8', 1: '10', 2: '8', 3: '7', [S(0, 0)]: '8' });
    const split = play(eights.streams, openBlackjackSeat(eights.deal, 0, 100n), 'split');
    expect(ranks(split.hands[0]?.cards ?? [])).toBe('8 8');
    expect(blackjackLegalActions(split)).not.toContain('split');
    expect(() => applyBlackjackAction(eights.streams, split, 'split')).toThrow('illegal_action');

    const aces = round({ 0: 'A', 1: '9', 2: 'A', 3: '8', [S(0, 0)]: 'K', [S(0, 1)]: '5' });
    const seat = play(aces.streams, openBlackjackSeat(aces.deal, 0, 100n), 'split');
    expect(isBlackjackSeatFinished(seat)).toBe(true);
    expect(seat.hands.map((h) => ranks(h.cards))).toEqual(['A K', 'A 5']);
    expect(settleBlackjackSeat(seat, aces.dealer())).toMatchObject({
      returnMinor: 200n,
      hands: [{ result: 'win', returnMinor: 200n }, { result: 'loss' }],
    });
  });

  it('refuses illegal actions and never changes the seat it was given', () => {
    const { streams, deal } = round({ 0: '10', 1: '10', 2: '2', 3: '7', [S(0, 0)]: '3' });
    const open = openBlackjackSeat(deal, 0, 100n);
    expect(() => applyBlackjackAction(streams, open, 'split')).toThrow('illegal_action');
    const hit = play(streams, open, 'hit');
    expect(open.hands[0]?.cards).toHaveLength(2);
    expect(blackjackLegalActions(hit)).toEqual(['hit', 'stand']);
    expect(() => applyBlackjackAction(streams, hit, 'double')).toThrow('illegal_action');
    const stood = play(streams, hit, 'stand');
    expect(() => applyBlackjackAction(streams, stood, 'stand')).toThrow('illegal_action');
    expect(() => settleBlackjackSeat(hit, [card('10'), card('7')])).toThrow(RangeError);
    expect(() => openBlackjackSeat(deal, -1, 100n)).toThrow(RangeError);
    expect(() => openBlackjackSeat(deal, 0, 0n)).toThrow(RangeError);
  });

  it('stands every unfinished hand of a timed-out seat only, dealing a waiting split hand its card', () => {
    const { streams, deal, dealer } = round({
      0: '8',
      1: '10',
      2: '8',
      3: '7',
      [S(0, 0)]: '3',
      [S(0, 1)]: '10',
    });
    const split = play(streams, openBlackjackSeat(deal, 0, 100n), 'split');
    const other = openBlackjackSeat(deal, 1, 100n);
    const timedOut = timeOutBlackjackSeat(streams, split);
    expect(isBlackjackSeatFinished(timedOut)).toBe(true);
    expect(timedOut.hands.map((h) => ranks(h.cards))).toEqual(['8 3', '8 10']);
    expect(blackjackLegalActions(other)).toEqual(['hit', 'stand', 'double', 'split']);
    expect(settleBlackjackSeat(timedOut, dealer()).hands.map((h) => h.result)).toEqual([
      'loss',
      'win',
    ]);
  });
});

describe('blackjack basic strategy', () => {
  const hint = (cards: Rank[], up: Rank, legal = ['hit', 'stand', 'double', 'split'] as const) =>
    blackjackBasicStrategy(
      cards.map(card),
      card(up),
      cards.length === 2 ? [...legal] : ['hit', 'stand'],
    );

  it('matches the chart for infinite deck, S17, DAS', () => {
    expect(hint(['10', '6'], '10')).toBe('hit');
    expect(hint(['10', '6'], '6')).toBe('stand');
    expect(hint(['10', '2'], '4')).toBe('stand');
    expect(hint(['10', '2'], '3')).toBe('hit');
    expect(hint(['6', '5'], '6')).toBe('double');
    expect(hint(['6', '5'], 'A')).toBe('hit');
    expect(hint(['5', '4'], '2')).toBe('hit');
    expect(hint(['5', '4'], '3')).toBe('double');
    expect(hint(['A', '7'], '4')).toBe('double');
    expect(hint(['A', '7'], '2')).toBe('stand');
    expect(hint(['A', '7'], '9')).toBe('hit');
    expect(hint(['A', '4', '3'], '4')).toBe('stand'); // soft 18, no double on three cards
    expect(hint(['A', '2'], '5')).toBe('double');
    expect(hint(['8', '8'], 'A')).toBe('split');
    expect(hint(['A', 'A'], '10')).toBe('split');
    expect(hint(['9', '9'], '7')).toBe('stand');
    expect(hint(['9', '9'], '8')).toBe('split');
    expect(hint(['10', 'K'], '6')).toBe('stand');
    expect(hint(['5', '5'], '9')).toBe('double');
    expect(hint(['4', '4'], '5')).toBe('split');
  });

  it('hints only legal actions for the active hand', () => {
    const { streams, deal } = round({ 0: '8', 1: '6', 2: '8', 3: '10', [S(0, 0)]: '8' });
    const open = openBlackjackSeat(deal, 0, 100n);
    expect(blackjackHint(open, deal)).toBe('split');
    const split = play(streams, open, 'split');
    expect(blackjackHint(split, deal)).toBe('stand'); // 8 8 again, no resplit: hard 16 vs 6
  });
});

describe('blackjack RTP under basic strategy', () => {
  it('declares the exact infinite-deck RTP to 6 decimals', () => {
    const exact = blackjackExactRtp();
    expect(Math.abs(exact - BLACKJACK_RTP)).toBeLessThan(5e-7);
  });

  it('plays 300,000 rounds through the engine within four standard errors of the exact RTP', () => {
    const sim = simulateBlackjackRtp(new Sfc32(20261124), 300_000);
    expect(sim.standardError).toBeLessThan(0.0025);
    expect(Math.abs(sim.rtp - BLACKJACK_RTP)).toBeLessThan(4 * sim.standardError);
  });
});
