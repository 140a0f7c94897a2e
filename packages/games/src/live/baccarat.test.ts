import { describe, expect, it } from 'vitest';
import { STAKE_SEEDS } from '../__fixtures__/stake-seeds.ts';
import { RANKS, cardFromIndex, type Card, type Rank } from '../cards/deck.ts';
import { FairFloats } from '../rng/fair.ts';
import type { FloatSource } from '../rng/float-source.ts';
import { Sfc32 } from '../rng/sfc32.ts';
import {
  BACCARAT_CUT_CARD_POSITION,
  BACCARAT_RTP,
  BACCARAT_SHOE_CARDS,
  baccaratBeadPlate,
  baccaratBigRoad,
  baccaratExactOdds,
  baccaratExactRtp,
  bankerDrawsOnThird,
  dealBaccaratHand,
  playBaccaratHand,
  settleBaccaratBet,
  shuffleBaccaratShoe,
  type BaccaratHand,
  type BaccaratRoadResult,
} from './baccarat.ts';

const card = (rank: Rank, suit = 0): Card => cardFromIndex(RANKS.indexOf(rank) * 4 + suit);
/** Cards in shoe order: P1, B1, P2, B2, then the third cards as drawn. */
const hand = (...ranks: Rank[]): BaccaratHand =>
  playBaccaratHand(ranks.map((r, i) => card(r, i % 4))).hand;
const ranks = (cards: readonly Card[]): string => cards.map((c) => c.rank).join(' ');

class CountingFloats implements FloatSource {
  count = 0;
  constructor(private readonly inner: FloatSource) {}
  next(): number {
    this.count += 1;
    return this.inner.next();
  }
}

describe('baccarat drawing rules (worked examples from the rule tables)', () => {
  it('Player 2 + 3 = 5 draws; Banker on 7 stands', () => {
    const h = hand('2', 'K', '3', '7', '4');
    expect(ranks(h.player)).toBe('2 3 4');
    expect(ranks(h.banker)).toBe('K 7');
    expect(h).toMatchObject({ playerTotal: 9, bankerTotal: 7, winner: 'player', isNatural: false });
  });

  it('Banker on 3 stands when the Player third card is an 8 (and the hand ties)', () => {
    const h = hand('4', '2', 'A', 'A', '8');
    expect(ranks(h.player)).toBe('4 A 8');
    expect(ranks(h.banker)).toBe('2 A');
    expect(h).toMatchObject({ playerTotal: 3, bankerTotal: 3, winner: 'tie' });
  });

  it('Banker on 6 draws when the Player third card is a 6 or 7, and stands on a 5', () => {
    const on6 = hand('3', '10', '2', '6', '6', '2');
    expect(ranks(on6.banker)).toBe('10 6 2');
    expect(on6).toMatchObject({ playerTotal: 1, bankerTotal: 8, winner: 'banker' });
    expect(ranks(hand('3', '10', '2', '6', '7', '2').banker)).toBe('10 6 2');
    const on5 = hand('3', '10', '2', '6', '5', '2');
    expect(ranks(on5.banker)).toBe('10 6');
    expect(on5).toMatchObject({ playerTotal: 0, bankerTotal: 6, winner: 'banker' });
  });

  it('a natural 8 or 9 on either side stands: no third cards', () => {
    const h = hand('4', '9', '4', 'K', '5', '5');
    expect(h).toMatchObject({ playerTotal: 8, bankerTotal: 9, winner: 'banker', isNatural: true });
    expect(h.player).toHaveLength(2);
    expect(h.banker).toHaveLength(2);
    expect(playBaccaratHand([card('4'), card('9'), card('4'), card('K')]).cardsUsed).toBe(4);
    // Banker 5 would draw, but the Player's natural 8 ends the hand.
    expect(hand('8', '2', 'K', '3', 'A')).toMatchObject({
      playerTotal: 8,
      bankerTotal: 5,
      winner: 'player',
      isNatural: true,
    });
  });

  it('Player standing on 6 or 7 leaves Banker drawing on 0–5 and standing on 6–7', () => {
    expect(ranks(hand('6', '2', 'K', '3', '4').banker)).toBe('2 3 4');
    expect(hand('6', '2', 'K', '3', '4')).toMatchObject({
      playerTotal: 6,
      bankerTotal: 9,
      winner: 'banker',
    });
    expect(ranks(hand('7', '3', 'J', '3', '4').banker)).toBe('3 3');
    expect(hand('7', '3', 'J', '3', '4')).toMatchObject({ winner: 'player' });
  });

  it('marks pairs on the first two cards of each side', () => {
    const h = hand('8', 'J', '8', 'J', '2');
    expect(h).toMatchObject({
      isPlayerPair: true,
      isBankerPair: true,
      playerTotal: 6,
      bankerTotal: 2,
    });
    expect(ranks(h.banker)).toBe('J J 2');
    // A king and a queen are both worth 0 but are not a pair.
    expect(hand('K', '2', 'Q', '3', 'A', '4')).toMatchObject({
      isPlayerPair: false,
      isBankerPair: false,
    });
  });

  it('follows the whole Banker third-card table (rows: Banker total 0–7; columns: Player third card 0–9)', () => {
    const table = [
      'DDDDDDDDDD', // 0
      'DDDDDDDDDD', // 1
      'DDDDDDDDDD', // 2
      'DDDDDDDDSD', // 3: stands on an 8
      'SSDDDDDDSS', // 4: draws on 2–7
      'SSSSDDDDSS', // 5: draws on 4–7
      'SSSSSSDDSS', // 6: draws on 6–7
      'SSSSSSSSSS', // 7
    ];
    table.forEach((row, banker) => {
      [...row].forEach((cell, third) =>
        expect(bankerDrawsOnThird(banker, third)).toBe(cell === 'D'),
      );
    });
  });
});

describe('baccarat settlement in minor units', () => {
  const banker = hand('4', '9', '4', 'K'); // banker wins 9–8
  const tie = hand('4', '2', 'A', 'A', '8');
  const pairs = hand('8', 'J', '8', 'J', '2'); // player wins 6–2, both pairs

  it('pays Banker 0.95:1 with the commission floored to the minor unit, in the house’s favour', () => {
    expect(settleBaccaratBet({ kind: 'banker', stakeMinor: 100n }, banker)).toMatchObject({
      result: 'win',
      returnMinor: 195n,
    });
    expect(settleBaccaratBet({ kind: 'banker', stakeMinor: 199n }, banker).returnMinor).toBe(
      199n + 189n,
    ); // 189.05 → 189
    expect(settleBaccaratBet({ kind: 'banker', stakeMinor: 1n }, banker).returnMinor).toBe(1n); // 0.95 → 0
    expect(settleBaccaratBet({ kind: 'player', stakeMinor: 100n }, banker)).toMatchObject({
      result: 'loss',
      returnMinor: 0n,
    });
  });

  it('pays Player 1:1, Tie 8:1 and pushes Player and Banker on a tie', () => {
    expect(settleBaccaratBet({ kind: 'player', stakeMinor: 250n }, pairs).returnMinor).toBe(500n);
    expect(settleBaccaratBet({ kind: 'tie', stakeMinor: 100n }, tie)).toMatchObject({
      result: 'win',
      returnMinor: 900n,
    });
    expect(settleBaccaratBet({ kind: 'player', stakeMinor: 100n }, tie)).toMatchObject({
      result: 'push',
      returnMinor: 100n,
    });
    expect(settleBaccaratBet({ kind: 'banker', stakeMinor: 100n }, tie)).toMatchObject({
      result: 'push',
      returnMinor: 100n,
    });
    expect(settleBaccaratBet({ kind: 'tie', stakeMinor: 100n }, banker).returnMinor).toBe(0n);
  });

  it('pays pairs 11:1 whoever wins', () => {
    expect(settleBaccaratBet({ kind: 'player-pair', stakeMinor: 100n }, pairs).returnMinor).toBe(
      1200n,
    );
    expect(settleBaccaratBet({ kind: 'banker-pair', stakeMinor: 100n }, pairs).returnMinor).toBe(
      1200n,
    );
    expect(settleBaccaratBet({ kind: 'banker-pair', stakeMinor: 100n }, banker).returnMinor).toBe(
      0n,
    );
    expect(() => settleBaccaratBet({ kind: 'tie', stakeMinor: 0n }, tie)).toThrow(RangeError);
  });
});

describe('baccarat shoe', () => {
  const seeds = STAKE_SEEDS[0];
  const shoeOf = () =>
    shuffleBaccaratShoe(new FairFloats(seeds.serverSeed, seeds.clientSeed, seeds.nonce));

  it('shuffles eight full decks with 415 floats, the same shoe for the same seeds', () => {
    const counting = new CountingFloats(
      new FairFloats(seeds.serverSeed, seeds.clientSeed, seeds.nonce),
    );
    const shoe = shuffleBaccaratShoe(counting);
    expect(counting.count).toBe(415);
    expect(shoe.cards).toHaveLength(BACCARAT_SHOE_CARDS);
    const perCard = new Map<number, number>();
    for (const c of shoe.cards) perCard.set(c, (perCard.get(c) ?? 0) + 1);
    expect([...perCard.keys()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 52 }, (_, i) => i),
    );
    expect(new Set(perCard.values())).toEqual(new Set([8]));
    expect(shoeOf()).toEqual(shoe);
    const other = STAKE_SEEDS[1];
    expect(
      shuffleBaccaratShoe(new FairFloats(other.serverSeed, other.clientSeed, other.nonce)).cards,
    ).not.toEqual(shoe.cards);
  });

  it('burns the first card plus as many as its value (tens and faces burn 10)', () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const shoe = shuffleBaccaratShoe(new Sfc32(seed));
      const first = cardFromIndex(shoe.cards[0] ?? -1);
      const value =
        first.rank === 'A'
          ? 1
          : ['10', 'J', 'Q', 'K'].includes(first.rank)
            ? 10
            : Number(first.rank);
      expect(shoe.firstHandPosition).toBe(1 + value);
      expect(shoe.burnedCards.map((c) => c.index)).toEqual(shoe.cards.slice(0, 1 + value));
    }
  });

  it('deals hands in order from the shoe until the cut card, and refuses a hand after it', () => {
    const shoe = shoeOf();
    let position = shoe.firstHandPosition;
    let hands = 0;
    for (;;) {
      const dealt = dealBaccaratHand(shoe, position);
      const used = dealt.hand.player.length + dealt.hand.banker.length;
      expect(dealt.nextPosition).toBe(position + used);
      // Shoe order is P, B, P, B: the first card of the hand is the Player's.
      expect(dealt.hand.player[0]?.index).toBe(shoe.cards[position]);
      expect(dealt.hand.banker[0]?.index).toBe(shoe.cards[position + 1]);
      hands += 1;
      position = dealt.nextPosition;
      if (dealt.isLastHand) break;
    }
    expect(position).toBeGreaterThanOrEqual(BACCARAT_CUT_CARD_POSITION);
    expect(hands).toBeGreaterThan(70);
    expect(() => dealBaccaratHand(shoe, position)).toThrow(RangeError);
    expect(() => dealBaccaratHand(shoe, 0)).toThrow(RangeError);
  });
});

describe('baccarat RTP', () => {
  it('computes the exact odds off the top of an 8-deck shoe and the published RTPs to 6 decimals', () => {
    const odds = baccaratExactOdds();
    expect(odds.total).toBe(416 * 415 * 414 * 413 * 412 * 411);
    expect((odds.banker / odds.total).toFixed(6)).toBe('0.458597');
    expect((odds.player / odds.total).toFixed(6)).toBe('0.446247');
    expect((odds.tie / odds.total).toFixed(6)).toBe('0.095156');
    const rtp = baccaratExactRtp();
    for (const kind of ['player', 'banker', 'tie', 'player-pair', 'banker-pair'] as const) {
      expect(rtp[kind].toFixed(6)).toBe(BACCARAT_RTP[kind].toFixed(6));
    }
    // The published house edges: Banker 1.06%, Player 1.24%, Tie 8:1 14.36%, pairs 11:1 10.36%.
    expect(BACCARAT_RTP).toEqual({
      player: 0.987649,
      banker: 0.989421,
      tie: 0.856404,
      'player-pair': 0.896386,
      'banker-pair': 0.896386,
    });
  });

  it('agrees with hands dealt through the engine from shuffled shoes', () => {
    let hands = 0;
    let banker = 0;
    let tie = 0;
    for (let seed = 1; seed <= 400; seed += 1) {
      const shoe = shuffleBaccaratShoe(new Sfc32(seed));
      let position = shoe.firstHandPosition;
      for (;;) {
        const dealt = dealBaccaratHand(shoe, position);
        hands += 1;
        if (dealt.hand.winner === 'banker') banker += 1;
        if (dealt.hand.winner === 'tie') tie += 1;
        position = dealt.nextPosition;
        if (dealt.isLastHand) break;
      }
    }
    const odds = baccaratExactOdds();
    // Four standard errors on ~32,000 hands (deeper in the shoe the odds drift slightly; that is well inside).
    const within = (count: number, p: number) =>
      expect(Math.abs(count / hands - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / hands));
    within(banker, odds.banker / odds.total);
    within(tie, odds.tie / odds.total);
  });
});

describe('baccarat scoreboards', () => {
  const r = (
    winner: BaccaratRoadResult['winner'],
    isPlayerPair = false,
    isBankerPair = false,
  ): BaccaratRoadResult => ({ winner, isPlayerPair, isBankerPair });

  it('bead plate fills columns of six, top to bottom, ties included', () => {
    const plate = baccaratBeadPlate([
      r('banker'),
      r('player'),
      r('tie'),
      r('banker'),
      r('banker'),
      r('player'),
      r('tie', true),
    ]);
    expect(plate.map((c) => [c.column, c.row, c.winner[0]])).toEqual([
      [0, 0, 'b'],
      [0, 1, 'p'],
      [0, 2, 't'],
      [0, 3, 'b'],
      [0, 4, 'b'],
      [0, 5, 'p'],
      [1, 0, 't'],
    ]);
    expect(plate[6]?.isPlayerPair).toBe(true);
  });

  it('big road: streaks down a column, a new column per change, ties marked on the previous cell', () => {
    const road = baccaratBigRoad([
      r('tie'),
      r('banker'),
      r('banker'),
      r('tie'),
      r('tie'),
      r('player'),
      r('banker', false, true),
    ]);
    expect(road.leadingTies).toBe(1);
    expect(road.cells.map((c) => [c.column, c.row, c.winner[0], c.ties])).toEqual([
      [0, 0, 'b', 0],
      [0, 1, 'b', 2],
      [1, 0, 'p', 0],
      [2, 0, 'b', 0],
    ]);
    expect(road.cells[3]?.isBankerPair).toBe(true);
  });

  it('big road: a long streak turns right at the bottom (dragon tail), and a later streak turns above it', () => {
    const results = [
      ...Array.from({ length: 7 }, () => r('banker')),
      ...Array.from({ length: 6 }, () => r('player')),
      r('banker'),
    ];
    const cells = baccaratBigRoad(results).cells.map((c) => [c.column, c.row]);
    expect(cells).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [0, 5],
      [1, 5], // seven bankers: the seventh turns right
      [1, 0],
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 4], // six players: row 5 of column 1 is taken, so turn at row 4
      [2, 0], // the next banker streak starts one column right of the player streak's start
    ]);
  });
});
