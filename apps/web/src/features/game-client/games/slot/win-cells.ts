import type { SlotConfig, SpinResult, SpinWin } from '@orca/games/slots/types';

/** The cells a win is made of, to light them up. */
export function winCells(config: SlotConfig, spin: SpinResult, win: SpinWin): string[] {
  const wild = config.symbols.find((s) => s.kind === 'wild')?.id;
  if (win.kind === 'scatter') {
    return spin.grid.flatMap((column, reel) =>
      column.flatMap((id, row) => (id === win.symbolId ? [`${reel}:${row}`] : [])),
    );
  }
  if (win.kind === 'line' && config.evaluation.kind === 'lines' && win.lineIndex !== undefined) {
    const line = config.evaluation.lines[win.lineIndex] ?? [];
    return line.slice(0, win.count).map((row, reel) => `${reel}:${row}`);
  }
  return spin.grid
    .slice(0, win.count)
    .flatMap((column, reel) =>
      column.flatMap((id, row) => (id === win.symbolId || id === wild ? [`${reel}:${row}`] : [])),
    );
}
