import { describe, expect, it } from 'vitest';
import type { FreeSpinsState } from './bonus-spins';
import { initialSlotState, slotReducer, type SlotAction, type SlotState } from './slot-state';

const gridA = [['a'], ['b']];
const gridB = [['c'], ['d']];
const bonus = (over: Partial<FreeSpinsState>): FreeSpinsState => ({
  instanceId: 'fs-1',
  left: 3,
  total: 10,
  bet: '0.20',
  isFinished: false,
  winsTo: 'bonus',
  winnings: '1.00',
  wageringMultiplier: 30,
  leftOnGame: 0,
  ...over,
});
const run = (state: SlotState, ...actions: SlotAction[]) => actions.reduce(slotReducer, state);

describe('slot state', () => {
  it('steps the bet along the ladder and stops at both ends', () => {
    const start = initialSlotState(gridA, 1);
    const down = { type: 'betStepped', step: -1, ladderLength: 3 } as const;
    const up = { type: 'betStepped', step: 1, ladderLength: 3 } as const;
    expect(run(start, down, down).betIndex).toBe(0);
    expect(run(start, up, up, up).betIndex).toBe(2);
  });

  it('keeps the grid before a spin for the reels to slide away', () => {
    const spun = run(initialSlotState(gridA, 0), { type: 'spinStarted', grid: gridB, key: 4 });
    expect(spun.grid).toBe(gridB);
    expect(spun.previousGrid).toBe(gridA);
    expect(spun.spinKey).toBe(4);
    expect(spun.settledKey).toBe(0);
    expect(run(spun, { type: 'reelsStopped', key: 4 }).settledKey).toBe(4);
  });

  it('clears the last round’s win, cycle and dialog when a round starts, and is busy until it ends', () => {
    const before: SlotState = {
      ...initialSlotState(gridA, 0),
      winAmount: '2.00',
      caption: { kind: 'total', count: 2 },
      dialog: 'buy',
      isSkipping: true,
    };
    const started = run(before, { type: 'roundStarted' });
    expect(started).toMatchObject({
      isBusy: true,
      winAmount: null,
      caption: null,
      dialog: null,
      isSkipping: false,
    });
    const skipped = run(started, { type: 'skipped' }, { type: 'skipped' });
    expect(skipped.isSkipping).toBe(true);
    expect(skipped.skipKey).toBe(2);
    const ended = run(skipped, { type: 'roundEnded', freeSpins: null });
    expect(ended.isBusy).toBe(false);
    expect(ended.isSkipping).toBe(false);
  });

  it('clears the overlay and feature counter when a round is shown, keeping the win on show', () => {
    const during: SlotState = {
      ...initialSlotState(gridA, 0),
      overlay: { kind: 'jackpot', amount: '5.00' },
      free: { index: 2, total: 10, multiplier: 3, featureWinMinor: 100n },
      highlight: { cells: new Set(['0:0']), lines: [], colour: '#fff' },
    };
    const shown = run(during, {
      type: 'roundShown',
      winAmount: null,
      highlight: null,
      cycle: null,
    });
    expect(shown.overlay).toBeNull();
    expect(shown.free).toBeNull();
    expect(shown.highlight).toBe(during.highlight);
  });

  it('follows a bonus’s free spins and says where its winnings went after the last one', () => {
    const playing = run(initialSlotState(gridA, 0), {
      type: 'roundEnded',
      freeSpins: bonus({ left: 2 }),
    });
    expect(playing.bonusSpins?.left).toBe(2);
    const finished = run(playing, {
      type: 'roundEnded',
      freeSpins: bonus({ left: 0, isFinished: true, winnings: '4.20' }),
    });
    expect(finished.bonusSpins).toBeNull();
    expect(finished.bonusOutcome).toEqual({
      winsTo: 'bonus',
      winnings: '4.20',
      wageringMultiplier: 30,
      leftOnGame: 0,
    });
    const another = run(playing, {
      type: 'roundEnded',
      freeSpins: bonus({ left: 0, isFinished: true, leftOnGame: 5 }),
    });
    expect(another.bonusSpins).toBe(playing.bonusSpins);
    expect(run(finished, { type: 'roundStarted' }).bonusOutcome).toBeNull();
  });
});
