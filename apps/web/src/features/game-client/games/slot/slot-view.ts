import type { SlotConfig, SlotSymbol } from '@orca/games/slots/types';
import { fromMinor, scaleMinor, toMinor } from '../../lib/money';
import type { SlotCaption, SlotState } from './slot-state';

/** The translation function as the derivations need it (i18next's `t`). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const SPIN_MS = 950;
const FREE_SPIN_MS = 700;
const SKIP_SPIN_MS = 60;

/** What the reels show before the first spin: the top of each base strip. */
export function initialGrid(config: SlotConfig): string[][] {
  const { layout } = config;
  return config.strips.base.map((strip, reel) => {
    const rows =
      layout.kind === 'fixed'
        ? layout.rows
        : layout.minRows + ((reel * 3 + 2) % (layout.maxRows - layout.minRows + 1));
    return Array.from(
      { length: rows },
      (_, row) => config.symbols[strip[(row * 3 + reel) % strip.length] ?? 0]?.id ?? '',
    );
  });
}

/** The free spins a bonus buy starts with. */
export function buyFreeSpins(config: SlotConfig): number {
  if (!config.bonusBuy) return 0;
  return Math.min(
    config.freeSpins.awards[config.bonusBuy.scatters] ?? 0,
    config.freeSpins.maxPerRound,
  );
}

/** The bet of the next spin: a bonus's fixed bet while it has free spins left, else the ladder's step. */
export function nextBet(
  state: Pick<SlotState, 'bonusSpins' | 'betIndex'>,
  ladder: readonly string[],
  minBet: string,
): { bet: string; isBonusSpin: boolean } {
  const spins = state.bonusSpins;
  if (spins !== null && spins.left > 0) return { bet: spins.bet, isBonusSpin: true };
  return { bet: ladder[state.betIndex] ?? minBet, isBonusSpin: false };
}

/** A megaways title's ways on show: while the reels run, those of the spin before. Null for other layouts. */
export function waysOnShow(
  config: SlotConfig,
  state: Pick<SlotState, 'grid' | 'previousGrid' | 'spinKey' | 'settledKey'>,
): number | null {
  if (config.layout.kind !== 'megaways') return null;
  const grid = state.settledKey === state.spinKey ? state.grid : state.previousGrid;
  return grid.reduce((product, column) => product * column.length, 1);
}

/** The reel window's width over height: megaways reels get taller on a portrait screen. */
export function reelAspect(config: SlotConfig): { wide: number; tall: number } {
  const { layout } = config;
  if (layout.kind === 'fixed')
    return { wide: layout.reels / layout.rows, tall: layout.reels / layout.rows };
  return { wide: layout.reels / 5, tall: layout.reels / 7 };
}

/** What a bonus buy costs at this bet; null on titles without one. */
export function buyPriceOf(config: SlotConfig, bet: string): string | null {
  return config.bonusBuy ? fromMinor(scaleMinor(toMinor(bet) ?? 0n, config.bonusBuy.priceX)) : null;
}

/** A buy is one stake: above the active bonus's max bet the server refuses it. */
export function isAboveBonusMaxBet(buyPrice: string | null, bonusMaxBet: string | null): boolean {
  const maxMinor = bonusMaxBet === null ? null : toMinor(bonusMaxBet);
  return buyPrice !== null && maxMinor !== null && (toMinor(buyPrice) ?? 0n) > maxMinor;
}

/** How long the reels run: a skip stops them almost at once, free spins turn faster. */
export function spinDurationMs(isSkipping: boolean, isFree: boolean): number {
  if (isSkipping) return SKIP_SPIN_MS;
  return isFree ? FREE_SPIN_MS : SPIN_MS;
}

/** The caption's words: a line, way or scatter win with its pay, or how many wins there are. */
export function captionText(
  caption: SlotCaption,
  symbolsById: ReadonlyMap<string, SlotSymbol>,
  t: Translate,
  money: (amount: string) => string,
): string {
  if (caption.kind === 'total') return t('gameClient.slot.winsTotal', { count: caption.count });
  const { win, betMinor } = caption;
  const symbol = symbolsById.get(win.symbolId)?.name ?? win.symbolId;
  const amount = money(fromMinor(scaleMinor(betMinor, win.payX100, 100)));
  if (win.kind === 'line')
    return t('gameClient.slot.lineWin', {
      line: (win.lineIndex ?? 0) + 1,
      count: win.count,
      symbol,
      amount,
    });
  if (win.kind === 'ways')
    return t(win.ways === 1 ? 'gameClient.slot.wayWin' : 'gameClient.slot.waysWin', {
      ways: win.ways ?? 1,
      count: win.count,
      symbol,
      amount,
    });
  return t('gameClient.slot.scatterWin', { count: win.count, symbol, amount });
}

/** The reels in words, reel by reel, for screen readers. */
export function reelsLabel(
  grid: string[][],
  symbolsById: ReadonlyMap<string, SlotSymbol>,
  t: Translate,
): string {
  return grid
    .map((column, reel) =>
      t('gameClient.slot.reelContent', {
        number: reel + 1,
        symbols: column.map((id) => symbolsById.get(id)?.name ?? id).join(', '),
      }),
    )
    .join('. ');
}
