import { describe, expect, it } from 'vitest';
import type { RouletteBet } from '../fast/roulette.ts';
import { isLowRiskBetSet } from './low-risk.ts';

const roulette = (...bets: RouletteBet[]) =>
  isLowRiskBetSet({ kind: 'roulette', bets: bets.map((bet) => ({ bet })) });
const straightUps = (count: number) =>
  Array.from({ length: count }, (_, n): RouletteBet => ({ kind: 'straight', number: n }));

describe('low-risk bet sets', () => {
  it('roulette: both sides of an even-money pair, or two thirds of the pockets and more', () => {
    expect(roulette({ kind: 'red' }, { kind: 'black' })).toBe(true);
    expect(roulette({ kind: 'even' }, { kind: 'odd' })).toBe(true);
    expect(roulette({ kind: 'low' }, { kind: 'high' }, { kind: 'straight', number: 0 })).toBe(true);
    expect(
      roulette(
        { kind: 'dozen', dozen: 1 },
        { kind: 'dozen', dozen: 2 },
        { kind: 'dozen', dozen: 3 },
      ),
    ).toBe(true);
    expect(roulette(...straightUps(37))).toBe(true);
    expect(roulette(...straightUps(25))).toBe(true);
    // Red with even covers 28 pockets, past two thirds; 24 pockets (two dozens) is not.
    expect(roulette({ kind: 'red' }, { kind: 'even' })).toBe(true);
    expect(roulette(...straightUps(24))).toBe(false);
    expect(roulette({ kind: 'dozen', dozen: 1 }, { kind: 'dozen', dozen: 2 })).toBe(false);
    expect(roulette({ kind: 'red' }, { kind: 'dozen', dozen: 1 })).toBe(false);
    expect(roulette({ kind: 'red' })).toBe(false);
    // Multiplier roulette's bets are roulette's: the same rules.
    const multiplier = (...bets: RouletteBet[]) =>
      isLowRiskBetSet({ kind: 'multiplier_roulette', bets: bets.map((bet) => ({ bet })) });
    expect(multiplier({ kind: 'red' }, { kind: 'black' })).toBe(true);
    expect(multiplier(...straightUps(25))).toBe(true);
    expect(multiplier(...straightUps(5))).toBe(false);
  });

  it('baccarat: Player and Banker together; either with a tie or pairs is not', () => {
    const baccarat = (...kinds: string[]) =>
      isLowRiskBetSet({ kind: 'baccarat', bets: kinds.map((kind) => ({ kind })) });
    expect(baccarat('player', 'banker')).toBe(true);
    expect(baccarat('player', 'banker', 'tie')).toBe(true);
    expect(baccarat('banker', 'tie', 'player-pair')).toBe(false);
    expect(baccarat('player')).toBe(false);
  });

  it('money wheel: numbers covering two thirds of the number segments (1 and 2), not 1 alone', () => {
    expect(isLowRiskBetSet({ kind: 'money_wheel', bets: [{ number: 1 }, { number: 2 }] })).toBe(
      true,
    );
    expect(
      isLowRiskBetSet({
        kind: 'money_wheel',
        bets: [1, 2, 5, 10, 20, 40].map((number) => ({ number: number as 1 })),
      }),
    ).toBe(true);
    expect(
      isLowRiskBetSet({
        kind: 'money_wheel',
        bets: [{ number: 1 }, { number: 5 }, { number: 10 }],
      }),
    ).toBe(false);
    expect(isLowRiskBetSet({ kind: 'blackjack' })).toBe(false);
  });

  it('dice show: totals made by two thirds of the 216 rolls (8 to 13, 146 rolls), not 9 to 12 (104)', () => {
    const dice = (...totals: number[]) =>
      isLowRiskBetSet({ kind: 'dice_show', bets: totals.map((total) => ({ total })) });
    expect(dice(8, 9, 10, 11, 12, 13)).toBe(true);
    expect(dice(9, 10, 11, 12)).toBe(false);
    expect(dice(3)).toBe(false);
  });
});
