import type { SlotConfig } from '../types.ts';
import { reels, sym } from './helpers.ts';

const NINE = 0,
  TEN = 1,
  JACK = 2,
  QUEEN = 3,
  KING = 4,
  ACE = 5,
  FLAME = 6,
  GEM = 7,
  DRAGON = 8,
  WILD = 9,
  SCATTER = 10;

const low = {
  [NINE]: 8,
  [TEN]: 8,
  [JACK]: 7,
  [QUEEN]: 7,
  [KING]: 6,
  [ACE]: 6,
  [FLAME]: 5,
  [GEM]: 4,
  [DRAGON]: 3,
};
const edge = { ...low, [SCATTER]: 2 };
const middle = { ...low, [WILD]: 2, [SCATTER]: 2 };
const free = { ...low, [WILD]: 3, [SCATTER]: 2 };

/**
 * Megaways: 6 reels of 2–7 rows (up to 117,649 ways). Four or more volcano scatters award 12/16/20 free spins
 * at ×3, retriggerable; feature buy.
 */
export const VOLCANO_MEGAWAYS: SlotConfig = {
  id: 'orca-volcano-megaways',
  slug: 'volcano-megaways',
  name: 'Volcano Megaways',
  theme: 'A dragon sleeps in a live volcano; lava gems and fire runes tumble down its slopes.',
  volatility: 'high',
  flags: {
    isNew: true,
    hasJackpot: false,
    isMegaways: true,
    isMultiways: false,
    hasBonusBuy: true,
  },
  symbols: [
    sym('nine', 'Nine', 'regular', 'letter', '#ffab91', '#bf360c', [0, 0, 0, 7, 14, 21, 35], {
      label: '9',
    }),
    sym('ten', 'Ten', 'regular', 'letter', '#ffcc80', '#e65100', [0, 0, 0, 7, 14, 21, 35], {
      label: '10',
    }),
    sym('jack', 'Jack', 'regular', 'letter', '#ffe082', '#ff6f00', [0, 0, 0, 7, 14, 28, 42], {
      label: 'J',
    }),
    sym('queen', 'Queen', 'regular', 'letter', '#ef9a9a', '#b71c1c', [0, 0, 0, 7, 14, 28, 42], {
      label: 'Q',
    }),
    sym('king', 'King', 'regular', 'letter', '#f48fb1', '#880e4f', [0, 0, 0, 14, 21, 35, 52], {
      label: 'K',
    }),
    sym('ace', 'Ace', 'regular', 'letter', '#ce93d8', '#4a148c', [0, 0, 0, 14, 21, 35, 52], {
      label: 'A',
    }),
    sym('flame', 'Fire Rune', 'regular', 'flame', '#ff6d00', '#ffd600', [0, 0, 0, 17, 35, 70, 140]),
    sym('gem', 'Lava Gem', 'regular', 'gem', '#d50000', '#ff9100', [0, 0, 0, 35, 70, 140, 280]),
    sym(
      'dragon',
      'Dragon',
      'regular',
      'dragon',
      '#1b5e20',
      '#ff3d00',
      [0, 0, 0, 70, 140, 350, 700],
    ),
    sym('eruption', 'Eruption Wild', 'wild', 'comet', '#ffea00', '#dd2c00', [0, 0, 0, 0, 0, 0, 0]),
    sym(
      'volcano',
      'Volcano Scatter',
      'scatter',
      'mountain',
      '#3e2723',
      '#ff3d00',
      [0, 0, 0, 0, 1050, 3498, 17492],
    ),
  ],
  layout: { kind: 'megaways', reels: 6, minRows: 2, maxRows: 7, rowWeights: [1, 2, 3, 3, 2, 1] },
  evaluation: { kind: 'ways' },
  strips: {
    base: reels([edge, middle, middle, middle, middle, edge]),
    free: reels([edge, free, free, free, free, edge]),
  },
  freeSpins: { awards: [0, 0, 0, 0, 12, 16, 20], multiplier: 3, maxPerRound: 100 },
  bonusBuy: { priceX: 64, scatters: 6 },
  rtp: { base: 0.9615, bonusBuy: 0.9582 },
};
