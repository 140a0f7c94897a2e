import { LINES_3X3_5 } from '../lines.ts';
import type { SlotConfig } from '../types.ts';
import { reels, sym } from './helpers.ts';

const CHERRY = 0,
  GRAPE = 1,
  STAR = 2,
  ROCKET = 3,
  SEVEN = 4,
  WILD = 5,
  SCATTER = 6;

const base = {
  [CHERRY]: 6,
  [GRAPE]: 5,
  [STAR]: 4,
  [ROCKET]: 3,
  [SEVEN]: 2,
  [WILD]: 1,
  [SCATTER]: 1,
};
const free = {
  [CHERRY]: 6,
  [GRAPE]: 5,
  [STAR]: 4,
  [ROCKET]: 3,
  [SEVEN]: 2,
  [WILD]: 2,
  [SCATTER]: 1,
};

/** 3×3, five lines, doubling comet wilds and a planet scatter: three planets award 6 free spins at ×2. */
export const COSMIC_CHERRIES: SlotConfig = {
  id: 'orca-cosmic-cherries',
  slug: 'cosmic-cherries',
  name: 'Cosmic Cherries',
  theme:
    'A retro fruit machine drifting through space: cherries in orbit, rockets and a ringed planet.',
  volatility: 'medium',
  flags: {
    isNew: true,
    hasJackpot: false,
    isMegaways: false,
    isMultiways: false,
    hasBonusBuy: false,
  },
  symbols: [
    sym('cherry', 'Cherry', 'regular', 'cherry', '#ff1744', '#00e676', [0, 0, 0, 46]),
    sym('grape', 'Grapes', 'regular', 'grape', '#7c4dff', '#b388ff', [0, 0, 0, 93]),
    sym('star', 'Star', 'regular', 'star', '#ffea00', '#ff9100', [0, 0, 0, 185]),
    sym('rocket', 'Rocket', 'regular', 'rocket', '#eceff1', '#ff3d00', [0, 0, 0, 371]),
    sym('seven', 'Seven', 'regular', 'seven', '#00e5ff', '#d500f9', [0, 0, 0, 927]),
    sym('comet', 'Comet Wild ×2', 'wild', 'comet', '#ffffff', '#2979ff', [0, 0, 0, 2318], {
      multiplier: 2,
    }),
    sym('planet', 'Planet Scatter', 'scatter', 'planet', '#ffab40', '#6a1b9a', [0, 0, 0, 232]),
  ],
  layout: { kind: 'fixed', reels: 3, rows: 3 },
  evaluation: { kind: 'lines', lines: LINES_3X3_5 },
  strips: { base: reels([base, base, base]), free: reels([free, free, free]) },
  freeSpins: { awards: [0, 0, 0, 6], multiplier: 2, maxPerRound: 60 },
  rtp: { base: 0.9575 },
};
