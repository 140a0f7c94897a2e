import type { Round } from '@orca/contracts';
import { MINES_TILES, minesMultiplier } from '@orca/games/fast/mines';
import { describe, expect, it } from 'vitest';
import {
  minesView,
  pickHiddenTile,
  ratioValue,
  shownRound,
  tileView,
  type MinesRound,
} from './mines-view';

const round = (
  over: Partial<MinesRound['outcome']>,
  status: Round['status'] = 'open',
): MinesRound => ({
  roundId: 'r1',
  bet: '1.00',
  status,
  win: status === 'closed' && over.hitTile == null ? '1.12' : '0.00',
  outcome: { kind: 'mines', mines: 3, revealed: [], hitTile: null, ...over },
});

describe('mines view', () => {
  it('invites a first round, and prices the first gem by the picked mines', () => {
    const view = minesView(null, 5, false);
    expect(view).toMatchObject({
      isOpen: false,
      gemsLeft: MINES_TILES - 5,
      status: 'start',
      cashoutMinor: null,
    });
    expect(view.nextX).toBe(ratioValue(5, 1));
    expect(minesView(null, 5, true).status).toBeNull();
  });

  it('follows an open round: gems left, multiplier so far, next gem and cash-out value', () => {
    const open = round({ mines: 3, revealed: [0, 7] });
    const view = minesView(open, 10, false);
    expect(view).toMatchObject({
      isOpen: true,
      roundMines: 3,
      gemsLeft: MINES_TILES - 5,
      status: null,
    });
    expect(view.currentX).toBe(ratioValue(3, 2));
    expect(view.nextX).toBe(ratioValue(3, 3));
    const ratio = minesMultiplier(3, 2);
    expect(view.cashoutMinor).toBe((100n * BigInt(ratio.numerator)) / BigInt(ratio.denominator));
  });

  it('cuts multipliers down to the hundredth, never up', () => {
    const ratio = minesMultiplier(3, 1);
    expect(ratioValue(3, 1)).toBe(Math.floor((ratio.numerator * 100) / ratio.denominator) / 100);
    expect(ratioValue(3, 1)).toBeLessThanOrEqual(ratio.numerator / ratio.denominator);
  });

  it('tells a cashed-out round from a lost one', () => {
    expect(minesView(round({ revealed: [1] }, 'closed'), 3, false)).toMatchObject({
      status: 'won',
      isWon: true,
    });
    expect(minesView(round({ revealed: [1], hitTile: 4 }, 'closed'), 3, false)).toMatchObject({
      status: 'lost',
      isLost: true,
    });
  });

  it('shows found gems while playing and everything beneath once the round ends', () => {
    const open = round({ revealed: [2] });
    expect(tileView(open, 2)).toMatchObject({ look: 'gem', showsGem: true, isRevealed: true });
    expect(tileView(open, 3)).toMatchObject({
      look: 'hidden',
      showsGem: false,
      showsMine: false,
      showsFadedGem: false,
    });
    const lost = round({ revealed: [2], hitTile: 9, minePositions: [9, 10, 11] }, 'closed');
    expect(tileView(lost, 9)).toMatchObject({
      look: 'hit',
      isHit: true,
      showsMine: true,
      showsGem: false,
    });
    expect(tileView(lost, 10)).toMatchObject({ look: 'mineShown', showsMine: true });
    expect(tileView(lost, 2)).toMatchObject({ look: 'gem', showsFadedGem: false });
    expect(tileView(lost, 3)).toMatchObject({ look: 'emptyShown', showsFadedGem: true });
    expect(tileView(null, 0).look).toBe('hidden');
  });

  it('picks a random tile among the hidden ones only', () => {
    expect(pickHiddenTile([0, 1, 2], 0)).toBe(3);
    expect(pickHiddenTile([0, 1, 2], MINES_TILES - 3)).toBe(3);
    expect(
      pickHiddenTile(
        Array.from({ length: MINES_TILES }, (_, i) => i),
        5,
      ),
    ).toBeUndefined();
  });

  it('shows the round this view played, else the mines round the player left open', () => {
    const left = {
      roundId: 'r7',
      bet: '2.00',
      status: 'open',
      win: '0.00',
      outcome: { kind: 'mines', mines: 4, revealed: [1], hitTile: null },
    } as Round;
    expect(shownRound(undefined, left)?.roundId).toBe('r7');
    expect(shownRound(null, left)).toBeNull();
    expect(shownRound(undefined, { ...left, outcome: { kind: 'crash' } } as Round)).toBeNull();
    expect(shownRound(undefined, null)).toBeNull();
  });
});
