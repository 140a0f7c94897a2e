import { KENO_PAYTABLES, KENO_PICKS_MAX } from '@orca/games/fast/keno';
import { describe, expect, it } from 'vitest';
import {
  initialKenoState,
  kenoReducer,
  kenoView,
  payStepLook,
  squareLook,
  type KenoAction,
  type KenoState,
} from './keno-state';

const run = (state: KenoState, ...actions: KenoAction[]) => actions.reduce(kenoReducer, state);
const draw = { id: 'r1', drawn: [3, 9, 12, 20], hits: [3, 20], multiplier: '1.80', win: '1.80' };

describe('keno state', () => {
  it('toggles picks up to the maximum, and not while a draw runs', () => {
    const picked = run(
      initialKenoState,
      { type: 'toggled', square: 5 },
      { type: 'toggled', square: 7 },
    );
    expect(picked.picks).toEqual([5, 7]);
    expect(run(picked, { type: 'toggled', square: 5 }).picks).toEqual([7]);
    const full = run(initialKenoState, {
      type: 'picked',
      picks: Array.from({ length: KENO_PICKS_MAX }, (_, i) => i + 1),
    });
    expect(run(full, { type: 'toggled', square: 40 }).picks).toHaveLength(KENO_PICKS_MAX);
    const busy = run(picked, { type: 'betStarted' });
    expect(run(busy, { type: 'toggled', square: 9 })).toBe(busy);
  });

  it('reveals a draw number by number, then settles it, and clears it on any change', () => {
    const drawing = run(
      initialKenoState,
      { type: 'picked', picks: [3, 20, 33] },
      { type: 'betStarted' },
      { type: 'drawn', draw },
      { type: 'shown', count: 1 },
    );
    expect(drawing.isBusy).toBe(true);
    const partway = kenoView(drawing);
    expect([...partway.shownDrawn]).toEqual([3]);
    expect(partway.hitCount).toBe(1);
    const settled = run(
      drawing,
      { type: 'shown', count: 4 },
      { type: 'settled' },
      { type: 'betEnded' },
    );
    expect(kenoView(settled).hitCount).toBe(2);
    expect(settled).toMatchObject({ isSettled: true, isBusy: false });
    for (const change of [
      { type: 'toggled', square: 1 },
      { type: 'picked', picks: [] },
      { type: 'riskChanged', risk: 'high' },
      { type: 'betStarted' },
    ] as KenoAction[])
      expect(run(settled, change)).toMatchObject({ draw: null, shownCount: 0, isSettled: false });
  });

  it('shows the paytable of the pick count and risk', () => {
    expect(kenoView(initialKenoState).paytable).toEqual([]);
    const state = run(
      initialKenoState,
      { type: 'picked', picks: [1, 2, 3] },
      { type: 'riskChanged', risk: 'high' },
    );
    expect(kenoView(state).paytable).toBe(KENO_PAYTABLES.high[2]);
  });

  it('marks hits, drawn and picked squares, and the paytable step reached', () => {
    expect(squareLook(true, true)).toBe('hit');
    expect(squareLook(false, true)).toBe('drawn');
    expect(squareLook(true, false)).toBe('picked');
    expect(squareLook(false, false)).toBe('idle');
    expect(payStepLook({ draw, isSettled: true }, 2, 2)).toBe('reached');
    expect(payStepLook({ draw, isSettled: false }, 1, 1)).toBe('current');
    expect(payStepLook({ draw, isSettled: false }, 2, 1)).toBe('idle');
    expect(payStepLook({ draw: null, isSettled: false }, 0, 0)).toBe('idle');
  });
});
