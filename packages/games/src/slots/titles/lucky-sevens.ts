import { LINES_3X3_5 } from '../lines.ts';
import type { SlotConfig } from '../types.ts';
import { reels, sym } from './helpers.ts';

// Symbol indexes
const CHERRY = 0,
  LEMON = 1,
  PLUM = 2,
  BELL = 3,
  BAR = 4,
  SEVEN = 5,
  WILD = 6;

const BASE = { [CHERRY]: 7, [LEMON]: 6, [PLUM]: 6, [BELL]: 5, [BAR]: 4, [SEVEN]: 3, [WILD]: 2 };

/** Classic 3×3, five lines, a plain substituting wild; no features: medium volatility from five-line three-of-a-kind pays. */
export const LUCKY_SEVENS: SlotConfig = {
  id: 'orca-lucky-sevens',
  slug: 'lucky-sevens',
  name: 'Lucky Sevens',
  theme: 'A chrome fruit machine from a seaside arcade: cherries, bells, bars and the lucky seven.',
  volatility: 'medium',
  flags: {
    isNew: false,
    hasJackpot: false,
    isMegaways: false,
    isMultiways: false,
    hasBonusBuy: false,
  },
  symbols: [
    sym('cherry', 'Cherry', 'regular', 'cherry', '#d32f2f', '#43a047', [0, 0, 0, 80]),
    sym('lemon', 'Lemon', 'regular', 'lemon', '#fdd835', '#f9a825', [0, 0, 0, 120]),
    sym('plum', 'Plum', 'regular', 'plum', '#7b1fa2', '#4a148c', [0, 0, 0, 160]),
    sym('bell', 'Bell', 'regular', 'bell', '#ffb300', '#6d4c41', [0, 0, 0, 300]),
    sym('bar', 'Bar', 'regular', 'bar', '#212121', '#eeeeee', [0, 0, 0, 600]),
    sym('seven', 'Seven', 'regular', 'seven', '#e53935', '#1e88e5', [0, 0, 0, 2000]),
    sym('wild', 'Star Wild', 'wild', 'star', '#ffd600', '#ff6f00', [0, 0, 0, 4000]),
  ],
  layout: { kind: 'fixed', reels: 3, rows: 3 },
  evaluation: { kind: 'lines', lines: LINES_3X3_5 },
  strips: { base: reels([BASE, BASE, BASE]), free: reels([BASE, BASE, BASE]) },
  freeSpins: { awards: [0], multiplier: 1, maxPerRound: 0 },
  rtp: { base: 0.9602 },
};
