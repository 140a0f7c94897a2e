import type { SlotConfig } from '@orca/games/slots/types';
import type { GameTheme } from '../../components/game-frame';
import { darken, mix, withAlpha } from './colour';

export type SlotTheme = GameTheme & { frame: string; tint: string };

/** A title's look from its own symbols: the wild's colours lead and tint the room, the scatter's glows. */
export function themeOf(config: SlotConfig): SlotTheme {
  const wild = config.symbols.find((s) => s.kind === 'wild') ?? config.symbols[0];
  const scatter = config.symbols.find((s) => s.kind === 'scatter');
  const accent = wild?.art.primary ?? '#facc15';
  const tint = wild?.art.secondary ?? accent;
  const glow = scatter?.art.primary ?? tint;
  return {
    accent,
    glow: withAlpha(glow, 0.6),
    background: `radial-gradient(ellipse at 50% 0%, ${mix(tint, '#07060f', 0.66)} 0%, ${mix(glow, '#05050a', 0.86)} 55%, #040409 100%)`,
    frame: `linear-gradient(160deg, ${accent}, ${darken(glow, 0.2)} 45%, ${accent})`,
    tint,
  };
}
