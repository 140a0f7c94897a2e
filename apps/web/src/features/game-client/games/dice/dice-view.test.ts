import { DICE_WIN_COUNT_MAX, DICE_WIN_COUNT_MIN } from '@orca/games/fast/dice';
import { describe, expect, it } from 'vitest';
import { clampTarget, diceOdds, flippedTarget, targetFromDraft } from './dice-view';

describe('dice odds and target', () => {
  it('keeps the target where the win chance stays within its limits, on both sides', () => {
    expect(clampTarget('over', 9_999)).toBe(10_000 - DICE_WIN_COUNT_MIN);
    expect(clampTarget('over', 0)).toBe(10_000 - DICE_WIN_COUNT_MAX);
    expect(clampTarget('under', 0)).toBe(DICE_WIN_COUNT_MIN);
    expect(clampTarget('under', 10_000)).toBe(DICE_WIN_COUNT_MAX);
    expect(clampTarget('under', 4_999.6)).toBe(5_000);
  });

  it('mirrors the target when the direction turns, so the chance stays', () => {
    expect(flippedTarget('under', 5_050)).toBe(4_950);
    expect(diceOdds('under', flippedTarget('under', 7_000), null).count).toBe(
      diceOdds('over', 7_000, null).count,
    );
  });

  it('reads typed targets, chances and multipliers into a target, and ignores nonsense', () => {
    expect(targetFromDraft('target', '25,5', 'over')).toBe(2_550);
    expect(targetFromDraft('chance', '25', 'under')).toBe(2_500);
    expect(targetFromDraft('chance', '25', 'over')).toBe(7_500);
    expect(targetFromDraft('multiplier', '2', 'under')).toBe(4_950);
    expect(targetFromDraft('multiplier', '1', 'under')).toBe(DICE_WIN_COUNT_MAX);
    expect(targetFromDraft('target', 'abc', 'over')).toBeNull();
    expect(targetFromDraft('chance', '0', 'over')).toBeNull();
    expect(targetFromDraft('chance', '-3', 'over')).toBeNull();
  });

  it('prices a bet: count, multiplier, profit on a win and the winning band', () => {
    const over = diceOdds('over', 5_050, 100n);
    expect(over.count).toBe(4_950);
    expect(over.multiplier).toBe(2);
    expect(over.profitMinor).toBe(100n);
    expect([over.winFrom, over.winTo]).toEqual([50.5, 100]);
    const under = diceOdds('under', 2_500, null);
    expect(under.profitMinor).toBeNull();
    expect([under.winFrom, under.winTo]).toEqual([0, 25]);
  });
});
