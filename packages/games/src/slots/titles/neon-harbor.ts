import type { SlotConfig } from '../types.ts';
import { reels, sym } from './helpers.ts';

const NINE = 0,
  TEN = 1,
  JACK = 2,
  QUEEN = 3,
  KING = 4,
  ACE = 5,
  SHELL = 6,
  ANCHOR = 7,
  PEARL = 8,
  WILD = 9,
  SCATTER = 10;

const low = {
  [NINE]: 7,
  [TEN]: 7,
  [JACK]: 6,
  [QUEEN]: 6,
  [KING]: 5,
  [ACE]: 5,
  [SHELL]: 4,
  [ANCHOR]: 3,
  [PEARL]: 2,
};
const first = { ...low, [SCATTER]: 1 };
const other = { ...low, [WILD]: 2, [SCATTER]: 1 };
const free = { ...low, [WILD]: 3, [SCATTER]: 1 };

/** 5×3, 243 ways. Wilds on reels 2–5; lanterns award 8/12/20 free spins at ×3, retriggerable; feature buy. */
export const NEON_HARBOR: SlotConfig = {
  id: 'orca-neon-harbor',
  slug: 'neon-harbor',
  name: 'Neon Harbor',
  theme: 'A rain-soaked harbour at midnight, lit by neon signs, paper lanterns and glowing pearls.',
  volatility: 'low',
  flags: {
    isNew: true,
    hasJackpot: false,
    isMegaways: false,
    isMultiways: true,
    hasBonusBuy: true,
  },
  symbols: [
    sym('nine', 'Nine', 'regular', 'letter', '#80deea', '#006064', [0, 0, 0, 43, 85, 214], {
      label: '9',
    }),
    sym('ten', 'Ten', 'regular', 'letter', '#a5d6a7', '#1b5e20', [0, 0, 0, 43, 85, 214], {
      label: '10',
    }),
    sym('jack', 'Jack', 'regular', 'letter', '#90caf9', '#0d47a1', [0, 0, 0, 43, 107, 256], {
      label: 'J',
    }),
    sym('queen', 'Queen', 'regular', 'letter', '#ce93d8', '#4a148c', [0, 0, 0, 43, 107, 256], {
      label: 'Q',
    }),
    sym('king', 'King', 'regular', 'letter', '#f48fb1', '#880e4f', [0, 0, 0, 64, 128, 342], {
      label: 'K',
    }),
    sym('ace', 'Ace', 'regular', 'letter', '#ffcc80', '#e65100', [0, 0, 0, 64, 128, 342], {
      label: 'A',
    }),
    sym('shell', 'Shell', 'regular', 'shell', '#ff80ab', '#ad1457', [0, 0, 0, 85, 214, 641]),
    sym('anchor', 'Anchor', 'regular', 'anchor', '#40c4ff', '#01579b', [0, 0, 0, 128, 342, 1069]),
    sym('pearl', 'Pearl', 'regular', 'pearl', '#f5f5f5', '#7e57c2', [0, 0, 0, 214, 641, 2137]),
    sym('wave', 'Wave Wild', 'wild', 'wave', '#00e5ff', '#6200ea', [0, 0, 0, 0, 0, 0]),
    sym(
      'lantern',
      'Lantern Scatter',
      'scatter',
      'lantern',
      '#ff3d00',
      '#ffea00',
      [0, 0, 0, 427, 2137, 8549],
    ),
  ],
  layout: { kind: 'fixed', reels: 5, rows: 3 },
  evaluation: { kind: 'ways' },
  strips: {
    base: reels([first, other, other, other, other]),
    free: reels([first, free, free, free, free]),
  },
  freeSpins: { awards: [0, 0, 0, 8, 12, 20], multiplier: 3, maxPerRound: 100 },
  bonusBuy: { priceX: 78, scatters: 5 },
  rtp: { base: 0.9645, bonusBuy: 0.9624 },
};
