import type { LiveCard } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import {
  dealFrame,
  dealSteps,
  DEAL_STEP_MS,
  THIRD_CARD_PAUSE_MS,
  WINNER_AFTER_MS,
  winnerAtMs,
  type BaccaratResult,
} from './baccarat-deal';
import { spotOutcome } from './baccarat-spots';

const card = (rank: LiveCard['rank'], suit: LiveCard['suit'] = 'spades'): LiveCard => ({
  index: 0,
  rank,
  suit,
});

function hand(
  player: LiveCard[],
  banker: LiveCard[],
  winner: BaccaratResult['winner'],
  pairs: { player?: boolean; banker?: boolean } = {},
): BaccaratResult {
  return {
    kind: 'baccarat',
    player,
    banker,
    playerTotal: 0,
    bankerTotal: 0,
    winner,
    isNatural: false,
    isPlayerPair: pairs.player ?? false,
    isBankerPair: pairs.banker ?? false,
    shoeId: '1',
    position: 10,
    isLastHand: false,
  };
}

describe('the baccarat deal timeline', () => {
  it('turns Player, Banker, Player, Banker and calls a natural after the fourth card', () => {
    const natural = hand([card('9'), card('K')], [card('3'), card('2')], 'player');
    expect(dealSteps(natural).map((s) => `${s.side}${s.index}`)).toEqual([
      'player0',
      'banker0',
      'player1',
      'banker1',
    ]);
    expect(winnerAtMs(natural)).toBe(3 * DEAL_STEP_MS + WINNER_AFTER_MS);
    const early = dealFrame(natural, DEAL_STEP_MS);
    expect(early.player.map((c) => c.rank)).toEqual(['9']);
    expect(early.banker.map((c) => c.rank)).toEqual(['3']);
    expect(early.isCalled).toBe(false);
    const done = dealFrame(natural, winnerAtMs(natural));
    expect([done.playerTotal, done.bankerTotal, done.isCalled]).toEqual([9, 5, true]);
  });

  it('deals the third cards after a pause, Player first, with the totals of what is shown', () => {
    const third = hand(
      [card('2'), card('3'), card('K')],
      [card('5'), card('Q'), card('4')],
      'banker',
    );
    const steps = dealSteps(third);
    expect(steps.slice(4)).toEqual([
      { side: 'player', index: 2, atMs: 3 * DEAL_STEP_MS + THIRD_CARD_PAUSE_MS },
      { side: 'banker', index: 2, atMs: 3 * DEAL_STEP_MS + 2 * THIRD_CARD_PAUSE_MS },
    ]);
    const beforeBankerThird = dealFrame(third, 3 * DEAL_STEP_MS + THIRD_CARD_PAUSE_MS);
    expect([beforeBankerThird.playerTotal, beforeBankerThird.bankerTotal]).toEqual([5, 5]);
    const end = dealFrame(third, 10_000);
    expect([
      end.player.length,
      end.banker.length,
      end.playerTotal,
      end.bankerTotal,
      end.isCalled,
    ]).toEqual([3, 3, 5, 9, true]);
  });

  it('deals only Banker a third card when Player stood', () => {
    const bankerOnly = hand([card('6'), card('K')], [card('A'), card('2'), card('7')], 'tie');
    expect(dealSteps(bankerOnly).slice(4)).toEqual([
      { side: 'banker', index: 2, atMs: 3 * DEAL_STEP_MS + THIRD_CARD_PAUSE_MS },
    ]);
    expect(dealFrame(bankerOnly, 0).player).toHaveLength(1);
    expect(dealFrame(bankerOnly, -1).player).toHaveLength(0);
  });
});

describe('the spots a hand pays', () => {
  it('returns Player and Banker on a tie, pays the tie and the pairs on their own', () => {
    const tie = hand([], [], 'tie', { banker: true });
    expect(spotOutcome('player', tie)).toBe('push');
    expect(spotOutcome('banker', tie)).toBe('push');
    expect(spotOutcome('tie', tie)).toBe('win');
    expect(spotOutcome('banker-pair', tie)).toBe('win');
    expect(spotOutcome('player-pair', tie)).toBe('loss');
    const banker = hand([], [], 'banker');
    expect([
      spotOutcome('player', banker),
      spotOutcome('banker', banker),
      spotOutcome('tie', banker),
    ]).toEqual(['loss', 'win', 'loss']);
  });
});
