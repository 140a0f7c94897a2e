import { playSlotRound } from '@orca/games/slots/engine';
import { SLOT_TITLES } from '@orca/games/slots/registry';
import { Sfc32 } from '@orca/games/rng/sfc32';
import { describe, expect, it } from 'vitest';
import { winCells } from './win-cells';

describe('slot win highlights', () => {
  it.each(SLOT_TITLES.map((title) => [title.name, title] as const))(
    '%s: every win lights cells of its own symbol (or wilds) on the reels it pays on',
    (_name, config) => {
      const floats = new Sfc32(7);
      const wild = config.symbols.find((s) => s.kind === 'wild')?.id;
      let checked = 0;
      for (let round = 0; round < 300 && checked < 60; round += 1) {
        for (const spin of playSlotRound(config, floats, { isBonusBuy: false }).spins) {
          for (const win of spin.wins) {
            const cells = winCells(config, spin, win).map(
              (cell) => cell.split(':').map(Number) as [number, number],
            );
            const symbols = cells.map(([reel, row]) => spin.grid[reel]?.[row]);
            if (win.kind === 'scatter') {
              expect(cells).toHaveLength(win.count);
              expect(new Set(symbols)).toEqual(new Set([win.symbolId]));
            } else {
              expect(symbols.every((id) => id === win.symbolId || id === wild)).toBe(true);
              expect(new Set(cells.map(([reel]) => reel))).toEqual(
                new Set(Array.from({ length: win.count }, (_, reel) => reel)),
              );
            }
            checked += 1;
          }
        }
      }
      expect(checked).toBeGreaterThan(0);
    },
  );
});
