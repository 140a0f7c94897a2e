import { SLOT_TITLES } from '@orca/games/slots/registry';
import type { SlotConfig } from '@orca/games/slots/types';
import { describe, expect, it } from 'vitest';
import { fillerFor, slideDurationMs, stripLayout } from './reel-strip';
import {
  buyFreeSpins,
  buyPriceOf,
  captionText,
  initialGrid,
  isAboveBonusMaxBet,
  nextBet,
  reelAspect,
  reelsLabel,
  spinDurationMs,
  waysOnShow,
} from './slot-view';

const title = (id: string) => SLOT_TITLES.find((config) => config.id === id) as SlotConfig;
const goldRush = title('orca-gold-rush');
const volcano = title('orca-volcano-megaways');
const t = (key: string, options?: Record<string, unknown>) =>
  `${key}${options ? JSON.stringify(options) : ''}`;
const money = (amount: string) => `€${amount}`;
const symbolsById = new Map(goldRush.symbols.map((s) => [s.id, s]));

describe('slot view', () => {
  it('bets the bonus’s fixed bet while it has free spins left, else the ladder’s step', () => {
    const ladder = ['0.10', '0.20', '0.50'];
    expect(nextBet({ bonusSpins: null, betIndex: 2 }, ladder, '0.10')).toEqual({
      bet: '0.50',
      isBonusSpin: false,
    });
    const spins = { left: 2, bet: '1.00' } as Parameters<typeof nextBet>[0]['bonusSpins'];
    expect(nextBet({ bonusSpins: spins, betIndex: 0 }, ladder, '0.10')).toEqual({
      bet: '1.00',
      isBonusSpin: true,
    });
    const spent = { left: 0, bet: '1.00' } as Parameters<typeof nextBet>[0]['bonusSpins'];
    expect(nextBet({ bonusSpins: spent, betIndex: 9 }, ladder, '0.10').bet).toBe('0.10');
  });

  it('fills the first grid from the base strips, megaways reels of varying height', () => {
    const fixed = initialGrid(goldRush);
    expect(fixed).toHaveLength(5);
    expect(fixed.every((column) => column.length === 3)).toBe(true);
    const megaways = initialGrid(volcano);
    expect(megaways.map((column) => column.length)).toEqual([4, 7, 4, 7, 4, 7]);
  });

  it('counts megaways ways of the settled grid, or of the one before while the reels run', () => {
    const grid = [
      ['a', 'b'],
      ['c', 'd', 'e'],
    ];
    const previousGrid = [['a'], ['b']];
    expect(waysOnShow(volcano, { grid, previousGrid, spinKey: 2, settledKey: 2 })).toBe(6);
    expect(waysOnShow(volcano, { grid, previousGrid, spinKey: 3, settledKey: 2 })).toBe(1);
    expect(waysOnShow(goldRush, { grid, previousGrid, spinKey: 2, settledKey: 2 })).toBeNull();
  });

  it('prices the bonus buy and refuses it above an active bonus’s max bet', () => {
    expect(buyFreeSpins(goldRush)).toBe(10);
    expect(buyPriceOf(goldRush, '1.00')).toBe('48.00');
    expect(buyPriceOf(title('orca-lucky-sevens'), '1.00')).toBeNull();
    expect(isAboveBonusMaxBet('48.00', '5.00')).toBe(true);
    expect(isAboveBonusMaxBet('48.00', '48.00')).toBe(false);
    expect(isAboveBonusMaxBet('48.00', null)).toBe(false);
    expect(isAboveBonusMaxBet(null, '5.00')).toBe(false);
  });

  it('shapes the reel window and times the reels', () => {
    expect(reelAspect(goldRush)).toEqual({ wide: 5 / 3, tall: 5 / 3 });
    expect(reelAspect(volcano)).toEqual({ wide: 6 / 5, tall: 6 / 7 });
    expect(spinDurationMs(false, false)).toBe(950);
    expect(spinDurationMs(false, true)).toBe(700);
    expect(spinDurationMs(true, true)).toBe(60);
    expect(slideDurationMs(2, 950, false)).toBe(950 + 2 * 170);
    expect(slideDurationMs(2, 60, false)).toBe(60);
    expect(slideDurationMs(2, 950, true)).toBe(120);
  });

  it('lays a spinning strip out as new symbols, filler and old symbols', () => {
    expect(stripLayout(false, 0, 3, 3)).toEqual({
      total: 1,
      weightAfter: 100 / 3,
      weightBefore: 100 / 3,
    });
    const spinning = stripLayout(true, 12, 3, 6);
    expect(spinning.total).toBe(6);
    expect(spinning.weightAfter * (3 + 12) + spinning.weightBefore * 6).toBeCloseTo(100);
    const filler = fillerFor(goldRush.symbols, 7, 1, 13);
    expect(filler).toHaveLength(13);
    expect(fillerFor(goldRush.symbols, 7, 1, 13)).toEqual(filler);
    expect(fillerFor(goldRush.symbols, 8, 1, 13)).not.toEqual(filler);
  });

  it('words line, way and scatter wins with their pay, and several wins by count', () => {
    const win = { kind: 'line', symbolId: 'jack', count: 3, lineIndex: 4, payX100: 250 } as const;
    expect(captionText({ kind: 'win', win, betMinor: 200n }, symbolsById, t, money)).toBe(
      'gameClient.slot.lineWin{"line":5,"count":3,"symbol":"Jack","amount":"€5.00"}',
    );
    const way = { kind: 'ways', symbolId: 'x', count: 4, ways: 1, payX100: 100 } as const;
    expect(captionText({ kind: 'win', win: way, betMinor: 100n }, symbolsById, t, money)).toMatch(
      /^gameClient\.slot\.wayWin\{"ways":1,"count":4,"symbol":"x"/,
    );
    const ways = { ...way, ways: 12 };
    expect(captionText({ kind: 'win', win: ways, betMinor: 100n }, symbolsById, t, money)).toMatch(
      /^gameClient\.slot\.waysWin/,
    );
    const scatter = { kind: 'scatter', symbolId: 'dynamite', count: 3, payX100: 500 } as const;
    expect(
      captionText({ kind: 'win', win: scatter, betMinor: 100n }, symbolsById, t, money),
    ).toMatch(/^gameClient\.slot\.scatterWin\{"count":3,"symbol":"[^"]+","amount":"€5.00"\}$/);
    expect(captionText({ kind: 'total', count: 3 }, symbolsById, t, money)).toBe(
      'gameClient.slot.winsTotal{"count":3}',
    );
  });

  it('reads the reels out reel by reel', () => {
    expect(reelsLabel([['jack', 'queen'], ['zz']], symbolsById, t)).toBe(
      'gameClient.slot.reelContent{"number":1,"symbols":"Jack, Queen"}. gameClient.slot.reelContent{"number":2,"symbols":"zz"}',
    );
  });
});
