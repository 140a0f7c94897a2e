/**
 * Live RNG baccarat (punto banco), dealt from an 8-deck shoe shared by every player at the table.
 *
 * How a shoe is committed: each shoe has its own server seed; its hash is shown before the shoe's first betting
 * window opens and the seed is revealed when the shoe ends, so every hand of the shoe can be recomputed. The API
 * calls `shuffleBaccaratShoe(new FairFloats(serverSeed, clientSeed, nonce))` once per shoe and
 * `dealBaccaratHand(shoe, position)` per round, storing each hand's start position.
 *
 * The shuffle is Fisher–Yates: start from the ordered shoe (card c of 0..415 is deck.ts card index c mod 52, i.e.
 * eight ordered decks back to back) and for i = 415 down to 1 swap card i with card j = floor(floatₖ × (i + 1)),
 * k = 415 − i, so 415 floats (52 HMAC rounds) fix the shoe.
 *
 * Burn and cut card: the first card of the shoe is turned face up and that many more cards are burned (its
 * baccarat value, tens and faces counting 10), so 2 to 11 cards are burned in all. The cut card sits 16 cards from
 * the end (position 400): a hand starts only before it, and the hand during which it comes out is the shoe's last.
 * No hand can run out of cards, since a hand takes at most 6.
 *
 * Drawing rules: naturals (8 or 9 on either two-card hand) stand; otherwise Player draws on 0–5 and stands on 6–7;
 * a Player who stood leaves Banker drawing on 0–5; if Player drew, Banker draws by the third-card table below.
 */
import { cardFromIndex, type Card, type Rank } from '../cards/deck.ts';
import type { FloatSource } from '../rng/float-source.ts';
import { floatToInt } from '../rng/float-source.ts';
import { payoutMinor, ratio, type Ratio } from '../rng/payout.ts';

export const BACCARAT_DECKS = 8;
export const BACCARAT_SHOE_CARDS = BACCARAT_DECKS * 52;
/** Hands start only at positions below this: the cut card is 16 cards from the end of the shoe. */
export const BACCARAT_CUT_CARD_POSITION = BACCARAT_SHOE_CARDS - 16;

export type BaccaratBetKind = 'player' | 'banker' | 'tie' | 'player-pair' | 'banker-pair';
export const BACCARAT_BET_KINDS: readonly BaccaratBetKind[] = [
  'player',
  'banker',
  'tie',
  'player-pair',
  'banker-pair',
];

/** Return multipliers on a win (stake included): Player 1:1, Banker 0.95:1, Tie 8:1, pairs 11:1. */
export const BACCARAT_WIN_MULTIPLIERS: Readonly<Record<BaccaratBetKind, Ratio>> = {
  player: ratio(2, 1),
  banker: ratio(195, 100),
  tie: ratio(9, 1),
  'player-pair': ratio(12, 1),
  'banker-pair': ratio(12, 1),
};

export interface BaccaratShoe {
  /** 416 card indexes 0..51 in dealing order. */
  cards: readonly number[];
  /** Where the first hand starts, after the burn. */
  firstHandPosition: number;
  burnedCards: readonly Card[];
}

export function baccaratCardValue(rank: Rank): number {
  if (rank === 'A') return 1;
  if (rank === '10' || rank === 'J' || rank === 'Q' || rank === 'K') return 0;
  return Number(rank);
}

/** Shuffles the shoe (Fisher–Yates, 415 floats) and applies the burn rule. */
export function shuffleBaccaratShoe(floats: FloatSource): BaccaratShoe {
  const cards = Array.from({ length: BACCARAT_SHOE_CARDS }, (_, c) => c % 52);
  for (let i = BACCARAT_SHOE_CARDS - 1; i >= 1; i -= 1) {
    const j = floatToInt(floats.next(), i + 1);
    const a = cards[i];
    const b = cards[j];
    if (a === undefined || b === undefined)
      throw new Error('unreachable: shuffle index out of range');
    cards[i] = b;
    cards[j] = a;
  }
  const first = cardFromIndex(cards[0] ?? 0);
  const burnCount =
    1 +
    (first.rank === 'A' ? 1 : ['10', 'J', 'Q', 'K'].includes(first.rank) ? 10 : Number(first.rank));
  return {
    cards,
    firstHandPosition: burnCount,
    burnedCards: cards.slice(0, burnCount).map(cardFromIndex),
  };
}

/** Whether the Banker, holding `bankerTotal` on two cards, draws when the Player drew `playerThird` (value 0–9). */
export function bankerDrawsOnThird(bankerTotal: number, playerThird: number): boolean {
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export type BaccaratWinner = 'player' | 'banker' | 'tie';

export interface BaccaratHand {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  isNatural: boolean;
  isPlayerPair: boolean;
  isBankerPair: boolean;
}

const total = (cards: readonly Card[]): number =>
  cards.reduce((sum, card) => sum + baccaratCardValue(card.rank), 0) % 10;

/**
 * Plays one hand from cards given in shoe order (P, B, P, B, then the third cards as drawn). Pure rules, used
 * by the shoe dealer and by the worked examples. Throws if the list runs out.
 */
export function playBaccaratHand(cardsInOrder: readonly Card[]): {
  hand: BaccaratHand;
  cardsUsed: number;
} {
  let next = 0;
  const take = (): Card => {
    const card = cardsInOrder[next];
    if (card === undefined) throw new RangeError('not enough cards for the hand');
    next += 1;
    return card;
  };
  const p1 = take();
  const b1 = take();
  const p2 = take();
  const b2 = take();
  const player = [p1, p2];
  const banker = [b1, b2];
  const isNatural = total(player) >= 8 || total(banker) >= 8;
  if (!isNatural) {
    let playerThird: Card | undefined;
    if (total(player) <= 5) {
      playerThird = take();
      player.push(playerThird);
    }
    const bankerDraws =
      playerThird === undefined
        ? total(banker) <= 5
        : bankerDrawsOnThird(total(banker), baccaratCardValue(playerThird.rank));
    if (bankerDraws) banker.push(take());
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  const winner: BaccaratWinner =
    playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return {
    hand: {
      player,
      banker,
      playerTotal,
      bankerTotal,
      winner,
      isNatural,
      isPlayerPair: p1.rank === p2.rank,
      isBankerPair: b1.rank === b2.rank,
    },
    cardsUsed: next,
  };
}

/**
 * Deals the hand starting at `position` of the shoe. `isLastHand` is true when the cut card came out during it
 * (the shoe then ends). Throws RangeError when a hand may not start there (before the burn or past the cut card).
 */
export function dealBaccaratHand(
  shoe: BaccaratShoe,
  position: number,
): { hand: BaccaratHand; nextPosition: number; isLastHand: boolean } {
  if (
    !Number.isInteger(position) ||
    position < shoe.firstHandPosition ||
    position >= BACCARAT_CUT_CARD_POSITION
  ) {
    throw new RangeError('a hand starts after the burn and before the cut card');
  }
  const cards = shoe.cards.slice(position, position + 6).map(cardFromIndex);
  const { hand, cardsUsed } = playBaccaratHand(cards);
  const nextPosition = position + cardsUsed;
  return { hand, nextPosition, isLastHand: nextPosition >= BACCARAT_CUT_CARD_POSITION };
}

function isBetWin(kind: BaccaratBetKind, hand: BaccaratHand): boolean {
  switch (kind) {
    case 'player':
    case 'banker':
    case 'tie':
      return hand.winner === kind;
    case 'player-pair':
      return hand.isPlayerPair;
    case 'banker-pair':
      return hand.isBankerPair;
  }
}

export interface BaccaratBet {
  kind: BaccaratBetKind;
  stakeMinor: bigint;
}

export interface BaccaratSettlement extends BaccaratBet {
  result: 'win' | 'push' | 'loss';
  returnMinor: bigint;
}

/**
 * Settles one bet in minor units. Banker pays 0.95:1 with the commission rounded in the house's favour: the win
 * is floor(stake × 95 / 100) minor units, so a 1.99 stake returns 1.99 + 1.89. Player and Banker bets push
 * (stake returned) on a tie. Throws RangeError on a non-positive stake.
 */
export function settleBaccaratBet(bet: BaccaratBet, hand: BaccaratHand): BaccaratSettlement {
  if (bet.stakeMinor <= 0n) throw new RangeError('stakeMinor must be positive');
  if (isBetWin(bet.kind, hand))
    return {
      ...bet,
      result: 'win',
      returnMinor: payoutMinor(bet.stakeMinor, BACCARAT_WIN_MULTIPLIERS[bet.kind]),
    };
  if (hand.winner === 'tie' && (bet.kind === 'player' || bet.kind === 'banker'))
    return { ...bet, result: 'push', returnMinor: bet.stakeMinor };
  return { ...bet, result: 'loss', returnMinor: 0n };
}

export interface BaccaratOdds {
  /** Each probability as count / total, where total = 416·415·414·413·412·411 (all six-card orders). */
  total: number;
  player: number;
  banker: number;
  tie: number;
}

/**
 * Exact outcome counts off the top of a full 8-deck shoe: every ordered sequence of up to six cards, enumerated
 * by baccarat value (value 0 has 128 cards, values 1–9 have 32 each) with its number of card orders. A hand that
 * uses fewer than six cards is weighted by the orders of the unused cards too, so every count is over the same
 * total, 4.998·10^15 < 2^53: plain integer arithmetic is exact.
 */
export function baccaratExactOdds(): BaccaratOdds {
  const counts = Array.from({ length: 10 }, (_, v) => (v === 0 ? 16 : 4) * BACCARAT_DECKS);
  const size = BACCARAT_SHOE_CARDS;
  // Orders of the cards a hand leaves unused: after using k cards, the remaining 6 − k draws.
  const tail = (used: number): number => {
    let w = 1;
    for (let i = used; i < 6; i += 1) w *= size - i;
    return w;
  };
  const tally = { player: 0, banker: 0, tie: 0 };
  const add = (winner: BaccaratWinner, weight: number): void => {
    tally[winner] += weight;
  };
  const draw = (v: number): number => {
    const c = counts[v] ?? 0;
    counts[v] = c - 1;
    return c;
  };
  const undraw = (v: number): void => {
    counts[v] = (counts[v] ?? 0) + 1;
  };
  const winnerOf = (p: number, b: number): BaccaratWinner =>
    p > b ? 'player' : b > p ? 'banker' : 'tie';
  for (let p1 = 0; p1 < 10; p1 += 1) {
    const w1 = draw(p1);
    for (let b1 = 0; b1 < 10; b1 += 1) {
      const w2 = w1 * draw(b1);
      for (let p2 = 0; p2 < 10; p2 += 1) {
        const w3 = w2 * draw(p2);
        for (let b2 = 0; b2 < 10; b2 += 1) {
          const w4 = w3 * draw(b2);
          const pt = (p1 + p2) % 10;
          const bt = (b1 + b2) % 10;
          if (pt >= 8 || bt >= 8) add(winnerOf(pt, bt), w4 * tail(4));
          else if (pt >= 6) {
            if (bt <= 5) {
              for (let b3 = 0; b3 < 10; b3 += 1) {
                const w5 = w4 * (counts[b3] ?? 0);
                add(winnerOf(pt, (bt + b3) % 10), w5 * tail(5));
              }
            } else add(winnerOf(pt, bt), w4 * tail(4));
          } else {
            for (let p3 = 0; p3 < 10; p3 += 1) {
              const w5 = w4 * draw(p3);
              const pt3 = (pt + p3) % 10;
              if (bankerDrawsOnThird(bt, p3)) {
                for (let b3 = 0; b3 < 10; b3 += 1)
                  add(winnerOf(pt3, (bt + b3) % 10), w5 * (counts[b3] ?? 0));
              } else add(winnerOf(pt3, bt), w5 * tail(5));
              undraw(p3);
            }
          }
          undraw(b2);
        }
        undraw(p2);
      }
      undraw(b1);
    }
    undraw(p1);
  }
  const all = tail(0);
  if (tally.player + tally.banker + tally.tie !== all)
    throw new Error('baccarat enumeration does not cover the shoe');
  return { total: all, ...tally };
}

/**
 * Exact RTP per bet kind off the top of a full shoe, as floats for display (6 decimals are exact to the digit):
 * Banker = (1.95·P(banker) + P(tie)), Player = (2·P(player) + P(tie)), Tie = 9·P(tie), a pair = 12 × 31/415,
 * the chance that two cards from 416 share a rank (32 of each rank).
 */
export function baccaratExactRtp(): Record<BaccaratBetKind, number> {
  const odds = baccaratExactOdds();
  const pairChance = (13 * 32 * 31) / (BACCARAT_SHOE_CARDS * (BACCARAT_SHOE_CARDS - 1));
  return {
    player: (2 * odds.player + odds.tie) / odds.total,
    banker: (1.95 * odds.banker + odds.tie) / odds.total,
    tie: (9 * odds.tie) / odds.total,
    'player-pair': 12 * pairChance,
    'banker-pair': 12 * pairChance,
  };
}

/** Declared RTP per bet kind (8 decks, off the top; `baccaratExactRtp` recomputes them, the tests compare). */
export const BACCARAT_RTP: Readonly<Record<BaccaratBetKind, number>> = {
  player: 0.987649,
  banker: 0.989421,
  tie: 0.856404,
  'player-pair': 0.896386,
  'banker-pair': 0.896386,
};

/* Scoreboards: pure functions of the shoe's results, oldest first. */

export interface BaccaratRoadResult {
  winner: BaccaratWinner;
  isPlayerPair: boolean;
  isBankerPair: boolean;
}

export const BACCARAT_ROAD_ROWS = 6;

export interface BeadPlateCell extends BaccaratRoadResult {
  column: number;
  row: number;
}

/** Bead plate: every result, ties included, filling columns of six top to bottom, left to right. */
export function baccaratBeadPlate(results: readonly BaccaratRoadResult[]): BeadPlateCell[] {
  return results.map((r, i) => ({
    ...r,
    column: Math.floor(i / BACCARAT_ROAD_ROWS),
    row: i % BACCARAT_ROAD_ROWS,
  }));
}

export interface BigRoadCell {
  column: number;
  row: number;
  winner: 'player' | 'banker';
  /** Ties that followed this result (drawn as a line through the cell). */
  ties: number;
  isPlayerPair: boolean;
  isBankerPair: boolean;
}

/**
 * Big road: one cell per Player or Banker win; a streak goes down its column and a new winner starts the next
 * column at the top. A streak that reaches the bottom row or meets an occupied cell turns right along its row
 * (the "dragon tail"). Ties mark the previous cell; ties before the first win are counted in `leadingTies`.
 */
export function baccaratBigRoad(results: readonly BaccaratRoadResult[]): {
  cells: BigRoadCell[];
  leadingTies: number;
} {
  const cells: BigRoadCell[] = [];
  const occupied = new Set<string>();
  const key = (column: number, row: number): string => `${column}:${row}`;
  let leadingTies = 0;
  let streakColumn = -1;
  for (const r of results) {
    const last = cells.at(-1);
    if (r.winner === 'tie') {
      if (last === undefined) leadingTies += 1;
      else last.ties += 1;
      continue;
    }
    let column: number;
    let row: number;
    if (last === undefined || last.winner !== r.winner) {
      streakColumn += 1;
      column = streakColumn;
      row = 0;
      // A previous dragon tail may run along row 0 into this column; start to its right in that rare case.
      while (occupied.has(key(column, row))) column += 1;
      streakColumn = column;
    } else if (
      last.row + 1 < BACCARAT_ROAD_ROWS &&
      !occupied.has(key(last.column, last.row + 1)) &&
      last.column === streakColumnOf(cells, last)
    ) {
      column = last.column;
      row = last.row + 1;
    } else {
      column = last.column + 1;
      row = last.row;
    }
    occupied.add(key(column, row));
    cells.push({
      column,
      row,
      winner: r.winner,
      ties: 0,
      isPlayerPair: r.isPlayerPair,
      isBankerPair: r.isBankerPair,
    });
  }
  return { cells, leadingTies };
}

// Once a streak has turned right it keeps going right: it may only go down while still in its starting column.
function streakColumnOf(cells: readonly BigRoadCell[], last: BigRoadCell): number {
  let i = cells.length - 1;
  while (i > 0 && cells[i - 1]?.winner === last.winner) i -= 1;
  return cells[i]?.column ?? last.column;
}
