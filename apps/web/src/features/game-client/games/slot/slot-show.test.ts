import { SLOT_TITLES } from '@orca/games/slots/registry';
import type { SlotConfig, SpinResult, SpinWin } from '@orca/games/slots/types';
import { describe, expect, it } from 'vitest';
import {
  bigWinTier,
  cycleFrame,
  LINE_COLOURS,
  roundShow,
  SHOW_MS,
  type ShowStep,
} from './slot-show';
import type { SlotAction } from './slot-state';
import { initialGrid } from './slot-view';

const goldRush = SLOT_TITLES.find((title) => title.id === 'orca-gold-rush') as SlotConfig;
const grid = initialGrid(goldRush);
const lineWin = (lineIndex: number, payX100: number): SpinWin => ({
  kind: 'line',
  symbolId: 'jack',
  count: 3,
  lineIndex,
  payX100,
});
const spin = (over: Partial<SpinResult>): SpinResult => ({
  isFreeSpin: false,
  stops: [0, 0, 0, 0, 0],
  rows: [3, 3, 3, 3, 3],
  grid,
  wins: [],
  multiplier: 1,
  winX100: 0,
  scatterCount: 0,
  freeSpinsAwarded: 0,
  isJackpotHit: false,
  ...over,
});
const outcome = (
  spins: SpinResult[],
  over: { isBonusBuy?: boolean; jackpotMinor?: string } = {},
) => ({
  isBonusBuy: over.isBonusBuy ?? false,
  spins,
  freeSpinsPlayed: spins.filter((s) => s.isFreeSpin).length,
  isJackpotHit: over.jackpotMinor !== undefined,
  jackpotMinor: over.jackpotMinor,
});
/** The steps as a readable script: action types, overlays by kind, waits by length. */
const script = (steps: ShowStep[]) =>
  steps.map((step) =>
    step.kind === 'dispatch'
      ? step.action.type === 'overlayChanged'
        ? `overlay ${step.action.overlay?.kind ?? 'off'}`
        : step.action.type
      : step.kind === 'wait'
        ? `wait ${step.ms}`
        : step.kind === 'spin'
          ? `spin ${step.key}`
          : 'reveal',
  );
const actionsOf = <T extends SlotAction['type']>(steps: ShowStep[], type: T) =>
  steps.flatMap((step) =>
    step.kind === 'dispatch' && step.action.type === type
      ? [step.action as Extract<SlotAction, { type: T }>]
      : [],
  );

describe('slot round show', () => {
  it('spins once and reveals a losing round without pauses or a win', () => {
    const steps = roundShow(goldRush, outcome([spin({})]), '0.00', 100n, 4);
    expect(script(steps)).toEqual(['spin 5', 'roundShown', 'reveal']);
    expect(actionsOf(steps, 'roundShown')[0]).toEqual({
      type: 'roundShown',
      winAmount: null,
      highlight: null,
      cycle: null,
    });
  });

  it('shows a lone win with its line, caption and amount, then cycles the last spin', () => {
    const win = lineWin(2, 150);
    const won = spin({ wins: [win], winX100: 150 });
    const steps = roundShow(goldRush, outcome([won]), '1.50', 100n, 0);
    expect(script(steps)).toEqual([
      'spin 1',
      'winShown',
      `wait ${SHOW_MS.baseWin}`,
      'roundShown',
      'reveal',
    ]);
    const shown = actionsOf(steps, 'winShown')[0];
    expect(shown?.caption).toEqual({ kind: 'win', win, betMinor: 100n });
    expect(shown?.winAmount).toBe('1.50');
    expect(shown?.highlight.lines).toEqual([2]);
    expect(shown?.highlight.cells.size).toBe(3);
    const end = actionsOf(steps, 'roundShown')[0];
    expect(end?.winAmount).toBe('1.50');
    expect(end?.cycle).toEqual({ spin: won, betMinor: 100n });
  });

  it('counts several wins in the caption and adds spin wins up across the round', () => {
    const base = spin({
      wins: [lineWin(0, 100), lineWin(1, 100)],
      winX100: 200,
      freeSpinsAwarded: 10,
    });
    const free = spin({ isFreeSpin: true, multiplier: 3, wins: [lineWin(0, 300)], winX100: 300 });
    const steps = roundShow(goldRush, outcome([base, free]), '5.00', 100n, 0);
    const shown = actionsOf(steps, 'winShown');
    expect(shown.map((a) => a.caption.kind)).toEqual(['total', 'win']);
    expect(shown.map((a) => a.winAmount)).toEqual(['2.00', '5.00']);
    expect(script(steps)).toContain(`wait ${SHOW_MS.freeWin}`);
  });

  it('plays a bought feature: intro, counter, retrigger, feature total, then the big win', () => {
    const free1 = spin({ isFreeSpin: true, multiplier: 3, wins: [lineWin(0, 600)], winX100: 600 });
    const free2 = spin({ isFreeSpin: true, multiplier: 3, freeSpinsAwarded: 5 });
    const steps = roundShow(
      goldRush,
      outcome([free1, free2], { isBonusBuy: true }),
      '12.00',
      100n,
      7,
    );
    expect(script(steps)).toEqual([
      'overlay freeSpins',
      `wait ${SHOW_MS.buyIntro}`,
      'overlay off',
      'freeChanged',
      'spin 8',
      'freeChanged',
      'winShown',
      `wait ${SHOW_MS.freeWin}`,
      'freeChanged',
      'spin 9',
      'freeChanged',
      'freeChanged',
      'overlay retrigger',
      `wait ${SHOW_MS.freeSpinsAwarded}`,
      'overlay off',
      'overlay featureEnd',
      `wait ${SHOW_MS.featureEnd}`,
      'overlay bigWin',
      `wait ${SHOW_MS.bigWin}`,
      'roundShown',
      'reveal',
    ]);
    const overlays = actionsOf(steps, 'overlayChanged').map((a) => a.overlay);
    expect(overlays[0]).toEqual({ kind: 'freeSpins', count: 10 });
    expect(overlays).toContainEqual({ kind: 'retrigger', count: 5 });
    expect(overlays).toContainEqual({ kind: 'featureEnd', amount: '6.00' });
    expect(overlays).toContainEqual({ kind: 'bigWin', tier: 'big', amount: '12.00' });
    const counters = actionsOf(steps, 'freeChanged').map((a) => a.free);
    expect(counters[0]).toEqual({ index: 1, total: 10, multiplier: 3, featureWinMinor: 0n });
    expect(counters[1]?.featureWinMinor).toBe(600n);
    expect(counters.at(-1)).toEqual({ index: 2, total: 15, multiplier: 3, featureWinMinor: 600n });
  });

  it('caps the free spins a base spin awards at the title’s maximum', () => {
    const base = spin({ freeSpinsAwarded: 500 });
    const steps = roundShow(goldRush, outcome([base]), '0.00', 100n, 0);
    expect(actionsOf(steps, 'overlayChanged')[0]?.overlay).toEqual({
      kind: 'freeSpins',
      count: goldRush.freeSpins.maxPerRound,
    });
  });

  it('shows a jackpot instead of the big win it also is', () => {
    const steps = roundShow(
      goldRush,
      outcome([spin({})], { jackpotMinor: '250000' }),
      '2500.00',
      100n,
      0,
    );
    const overlays = actionsOf(steps, 'overlayChanged').map((a) => a.overlay);
    expect(overlays).toEqual([{ kind: 'jackpot', amount: '2500.00' }]);
    expect(script(steps)).toContain(`wait ${SHOW_MS.jackpot}`);
  });

  it('tiers big wins at 10, 25 and 50 times the bet', () => {
    expect(bigWinTier('9.99', 100n)).toBeNull();
    expect(bigWinTier('10.00', 100n)).toBe('big');
    expect(bigWinTier('25.00', 100n)).toBe('mega');
    expect(bigWinTier('50.00', 100n)).toBe('epic');
  });

  it('cycles all wins together, then each alone in its line’s colour', () => {
    const wins = [lineWin(0, 100), lineWin(3, 200)];
    const cycle = { spin: spin({ wins, winX100: 300 }), betMinor: 100n };
    const all = cycleFrame(goldRush, cycle, 0);
    expect(all.caption).toEqual({ kind: 'total', count: 2 });
    expect(all.highlight.lines).toEqual([0, 3]);
    expect(all.highlight.colour).toBe(LINE_COLOURS[0]);
    const second = cycleFrame(goldRush, cycle, 2);
    expect(second.caption).toEqual({ kind: 'win', win: wins[1], betMinor: 100n });
    expect(second.highlight.lines).toEqual([3]);
    expect(second.highlight.colour).toBe(LINE_COLOURS[3]);
  });
});
