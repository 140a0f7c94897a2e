import type { LiveCard, LiveRoundResult } from '@orca/contracts';
import { baccaratCardValue } from '@orca/games/live/baccarat';

export type BaccaratResult = Extract<LiveRoundResult, { kind: 'baccarat' }>;
export type BaccaratSide = 'player' | 'banker';

/** The four cards of the first deal follow each other this fast. */
export const DEAL_STEP_MS = 420;
/** A third card comes after a beat: the table reads the totals first, as a dealer would announce them. */
export const THIRD_CARD_PAUSE_MS = 650;
/** The winner is called this long after the last card has landed. */
export const WINNER_AFTER_MS = 450;

export interface DealStep {
  side: BaccaratSide;
  /** The card's place in its hand (0, 1, or 2 for a third card). */
  index: number;
  atMs: number;
}

/**
 * The hand's cards in the order a punto banco dealer turns them: Player, Banker, Player, Banker,
 * then Player's third card and Banker's third card when drawn, each with the time it appears.
 */
export function dealSteps(result: Pick<BaccaratResult, 'player' | 'banker'>): DealStep[] {
  const steps: DealStep[] = [
    { side: 'player', index: 0, atMs: 0 },
    { side: 'banker', index: 0, atMs: DEAL_STEP_MS },
    { side: 'player', index: 1, atMs: 2 * DEAL_STEP_MS },
    { side: 'banker', index: 1, atMs: 3 * DEAL_STEP_MS },
  ];
  let at = 3 * DEAL_STEP_MS + THIRD_CARD_PAUSE_MS;
  for (const side of ['player', 'banker'] as const) {
    if (result[side].length > 2) {
      steps.push({ side, index: 2, atMs: at });
      at += THIRD_CARD_PAUSE_MS;
    }
  }
  return steps;
}

/** When the winner is called: after the last card. */
export function winnerAtMs(result: Pick<BaccaratResult, 'player' | 'banker'>): number {
  const steps = dealSteps(result);
  return (steps[steps.length - 1]?.atMs ?? 0) + WINNER_AFTER_MS;
}

/** Baccarat total of the cards: the sum of their values, tens and faces 0, modulo 10. */
export const baccaratTotal = (cards: readonly LiveCard[]): number =>
  cards.reduce((sum, card) => sum + baccaratCardValue(card.rank), 0) % 10;

export interface DealFrame {
  player: LiveCard[];
  banker: LiveCard[];
  playerTotal: number | null;
  bankerTotal: number | null;
  /** The winner is called (the banner, the winning spots, the win amount). */
  isCalled: boolean;
}

/** What is on the felt `elapsedMs` into the hand's reveal: the cards turned so far and their totals. */
export function dealFrame(result: BaccaratResult, elapsedMs: number): DealFrame {
  const shown = dealSteps(result).filter((step) => step.atMs <= elapsedMs);
  const cardsOf = (side: BaccaratSide) =>
    shown.filter((step) => step.side === side).flatMap((step) => result[side][step.index] ?? []);
  const player = cardsOf('player');
  const banker = cardsOf('banker');
  return {
    player,
    banker,
    playerTotal: player.length > 0 ? baccaratTotal(player) : null,
    bankerTotal: banker.length > 0 ? baccaratTotal(banker) : null,
    isCalled: elapsedMs >= winnerAtMs(result),
  };
}
