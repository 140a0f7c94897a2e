import { LINES_5X3_10 } from '../lines.ts';
import type { SlotConfig } from '../types.ts';
import { reels, sym } from './helpers.ts';

const JACK = 0,
  QUEEN = 1,
  KING = 2,
  ACE = 3,
  LANTERN = 4,
  CART = 5,
  PROSPECTOR = 6,
  WILD = 7,
  SCATTER = 8;

const low = {
  [JACK]: 6,
  [QUEEN]: 6,
  [KING]: 5,
  [ACE]: 5,
  [LANTERN]: 4,
  [CART]: 3,
  [PROSPECTOR]: 2,
};
const edge = { ...low, [SCATTER]: 1 };
const middle = { ...low, [WILD]: 1, [SCATTER]: 1 };
const free = { ...low, [WILD]: 2, [SCATTER]: 1 };

/**
 * 5×3, 10 lines, very high volatility: tripling nugget wilds (two on a line = ×9, three = ×27), pickaxes award
 * 10 free spins at ×3, retriggerable; feature buy.
 */
export const GOLD_RUSH: SlotConfig = {
  id: 'orca-gold-rush',
  slug: 'gold-rush',
  name: 'Gold Rush',
  theme: 'A frontier mine in 1849: pickaxes, ore carts and the old prospector striking gold.',
  volatility: 'very-high',
  flags: {
    isNew: false,
    hasJackpot: false,
    isMegaways: false,
    isMultiways: false,
    hasBonusBuy: true,
  },
  symbols: [
    sym('jack', 'Jack', 'regular', 'letter', '#bcaaa4', '#4e342e', [0, 0, 0, 31, 126, 315], {
      label: 'J',
    }),
    sym('queen', 'Queen', 'regular', 'letter', '#ffcc80', '#e65100', [0, 0, 0, 31, 126, 315], {
      label: 'Q',
    }),
    sym('king', 'King', 'regular', 'letter', '#a5d6a7', '#1b5e20', [0, 0, 0, 63, 189, 504], {
      label: 'K',
    }),
    sym('ace', 'Ace', 'regular', 'letter', '#90caf9', '#0d47a1', [0, 0, 0, 63, 189, 504], {
      label: 'A',
    }),
    sym('lantern', 'Lantern', 'regular', 'lantern', '#ffd54f', '#6d4c41', [0, 0, 0, 94, 315, 945]),
    sym('cart', 'Ore Cart', 'regular', 'cart', '#8d6e63', '#ffca28', [0, 0, 0, 126, 630, 1889]),
    sym(
      'prospector',
      'Prospector',
      'regular',
      'pickaxe',
      '#ffb300',
      '#3e2723',
      [0, 0, 13, 252, 1260, 6298],
    ),
    sym(
      'nugget',
      'Nugget Wild ×3',
      'wild',
      'nugget',
      '#ffd600',
      '#ff8f00',
      [0, 0, 0, 630, 3149, 12596],
      { multiplier: 3 },
    ),
    sym(
      'dynamite',
      'Dynamite Scatter',
      'scatter',
      'flame',
      '#d50000',
      '#ffab00',
      [0, 0, 0, 126, 630, 3149],
    ),
  ],
  layout: { kind: 'fixed', reels: 5, rows: 3 },
  evaluation: { kind: 'lines', lines: LINES_5X3_10 },
  strips: {
    base: reels([edge, middle, middle, middle, edge]),
    free: reels([edge, free, free, free, edge]),
  },
  freeSpins: { awards: [0, 0, 0, 10, 10, 10], multiplier: 3, maxPerRound: 60 },
  bonusBuy: { priceX: 48, scatters: 3 },
  rtp: { base: 0.9594, bonusBuy: 0.9579 },
};
