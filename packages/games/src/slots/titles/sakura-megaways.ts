import type { SlotConfig } from '../types.ts';
import { reels, sym } from './helpers.ts';

const TEN = 0,
  JACK = 1,
  QUEEN = 2,
  KING = 3,
  ACE = 4,
  FAN = 5,
  LANTERN = 6,
  KOI = 7,
  TIGER = 8,
  WILD = 9,
  SCATTER = 10;

const low = {
  [TEN]: 8,
  [JACK]: 8,
  [QUEEN]: 7,
  [KING]: 7,
  [ACE]: 6,
  [FAN]: 5,
  [LANTERN]: 4,
  [KOI]: 3,
  [TIGER]: 2,
};
const edge = { ...low, [SCATTER]: 2 };
const middle = { ...low, [WILD]: 2, [SCATTER]: 2 };

/**
 * Megaways: 6 reels of 2–7 rows, weighted toward tall reels. Four or more blossoms award 10/15/20 free spins
 * at ×3 on the same reels, retriggerable.
 */
export const SAKURA_MEGAWAYS: SlotConfig = {
  id: 'orca-sakura-megaways',
  slug: 'sakura-megaways',
  name: 'Sakura Megaways',
  theme:
    'A temple garden in cherry-blossom season: koi, paper fans, lanterns and a guardian tiger.',
  volatility: 'high',
  flags: {
    isNew: false,
    hasJackpot: false,
    isMegaways: true,
    isMultiways: false,
    hasBonusBuy: false,
  },
  symbols: [
    sym('ten', 'Ten', 'regular', 'letter', '#f8bbd0', '#880e4f', [0, 0, 0, 3, 7, 10, 17], {
      label: '10',
    }),
    sym('jack', 'Jack', 'regular', 'letter', '#e1bee7', '#4a148c', [0, 0, 0, 3, 7, 10, 17], {
      label: 'J',
    }),
    sym('queen', 'Queen', 'regular', 'letter', '#c5cae9', '#1a237e', [0, 0, 0, 3, 7, 13, 20], {
      label: 'Q',
    }),
    sym('king', 'King', 'regular', 'letter', '#b2ebf2', '#006064', [0, 0, 0, 7, 10, 13, 20], {
      label: 'K',
    }),
    sym('ace', 'Ace', 'regular', 'letter', '#dcedc8', '#33691e', [0, 0, 0, 7, 10, 17, 25], {
      label: 'A',
    }),
    sym('fan', 'Paper Fan', 'regular', 'fan', '#ff8a80', '#c62828', [0, 0, 0, 8, 17, 34, 51]),
    sym(
      'lantern',
      'Lantern',
      'regular',
      'lantern',
      '#ffab40',
      '#bf360c',
      [0, 0, 0, 10, 25, 51, 84],
    ),
    sym('koi', 'Koi', 'regular', 'wave', '#ff7043', '#ffffff', [0, 0, 0, 17, 34, 84, 169]),
    sym(
      'tiger',
      'Guardian Tiger',
      'regular',
      'tiger',
      '#ff9800',
      '#212121',
      [0, 0, 0, 34, 84, 169, 422],
    ),
    sym('torii', 'Torii Wild', 'wild', 'shield', '#d50000', '#212121', [0, 0, 0, 0, 0, 0, 0]),
    sym(
      'blossom',
      'Blossom Scatter',
      'scatter',
      'flower',
      '#f48fb1',
      '#fce4ec',
      [0, 0, 0, 0, 337, 1687, 8436],
    ),
  ],
  layout: { kind: 'megaways', reels: 6, minRows: 2, maxRows: 7, rowWeights: [1, 1, 2, 3, 3, 2] },
  evaluation: { kind: 'ways' },
  strips: {
    base: reels([edge, middle, middle, middle, middle, edge]),
    free: reels([edge, middle, middle, middle, middle, edge]),
  },
  freeSpins: { awards: [0, 0, 0, 0, 10, 15, 20], multiplier: 3, maxPerRound: 100 },
  rtp: { base: 0.9535 },
};
