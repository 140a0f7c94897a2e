import { LINES_5X3_20 } from '../lines.ts';
import type { SlotConfig } from '../types.ts';
import { reels, sym } from './helpers.ts';

const TEN = 0,
  JACK = 1,
  QUEEN = 2,
  KING = 3,
  ACE = 4,
  ANKH = 5,
  EYE = 6,
  PHARAOH = 7,
  WILD = 8,
  SCATTER = 9;

const low = {
  [TEN]: 6,
  [JACK]: 6,
  [QUEEN]: 5,
  [KING]: 5,
  [ACE]: 4,
  [ANKH]: 4,
  [EYE]: 3,
  [PHARAOH]: 2,
};
const edge = { ...low, [SCATTER]: 1 };
const middle = { ...low, [WILD]: 2, [SCATTER]: 1 };
const freeMiddle = { ...low, [WILD]: 3, [SCATTER]: 1 };

/**
 * 5×3, 20 lines. Doubling wilds on the middle reels (two wilds on a line = ×4), scattered pyramids pay
 * anywhere and award 10/15/20 free spins at ×3, retriggerable. Network jackpot.
 */
export const PHARAOHS_FORTUNE: SlotConfig = {
  id: 'orca-pharaohs-fortune',
  slug: 'pharaohs-fortune',
  name: "Pharaoh's Fortune",
  theme:
    'Torch-lit tombs on the Nile: ankhs, the eye of Horus and a golden pharaoh guard the treasure.',
  volatility: 'high',
  flags: {
    isNew: false,
    hasJackpot: true,
    isMegaways: false,
    isMultiways: false,
    hasBonusBuy: false,
  },
  symbols: [
    sym('ten', 'Ten', 'regular', 'letter', '#26a69a', '#004d40', [0, 0, 0, 18, 72, 361], {
      label: '10',
    }),
    sym('jack', 'Jack', 'regular', 'letter', '#42a5f5', '#0d47a1', [0, 0, 0, 18, 90, 361], {
      label: 'J',
    }),
    sym('queen', 'Queen', 'regular', 'letter', '#ab47bc', '#4a148c', [0, 0, 0, 18, 90, 452], {
      label: 'Q',
    }),
    sym('king', 'King', 'regular', 'letter', '#ef5350', '#b71c1c', [0, 0, 0, 36, 145, 542], {
      label: 'K',
    }),
    sym('ace', 'Ace', 'regular', 'letter', '#ffa726', '#e65100', [0, 0, 0, 36, 181, 723], {
      label: 'A',
    }),
    sym('ankh', 'Ankh', 'regular', 'key', '#fdd835', '#795548', [0, 0, 0, 54, 271, 1084]),
    sym('eye', 'Eye of Horus', 'regular', 'eye', '#29b6f6', '#01579b', [0, 0, 0, 72, 361, 1806]),
    sym('pharaoh', 'Pharaoh', 'regular', 'crown', '#ffd54f', '#1a237e', [0, 0, 7, 90, 542, 3613]),
    sym(
      'sun',
      'Sun Disc Wild ×2',
      'wild',
      'sun',
      '#ffca28',
      '#d84315',
      [0, 0, 7, 181, 1806, 18063],
      { multiplier: 2 },
    ),
    sym(
      'pyramid',
      'Pyramid Scatter',
      'scatter',
      'pyramid',
      '#d7ccc8',
      '#8d6e63',
      [0, 0, 0, 145, 1445, 7225],
    ),
  ],
  layout: { kind: 'fixed', reels: 5, rows: 3 },
  evaluation: { kind: 'lines', lines: LINES_5X3_20 },
  strips: {
    base: reels([edge, middle, middle, middle, edge]),
    free: reels([edge, freeMiddle, freeMiddle, freeMiddle, edge]),
  },
  freeSpins: { awards: [0, 0, 0, 10, 15, 20], multiplier: 3, maxPerRound: 100 },
  jackpot: { oneIn: 2_000_000, contributionShare: 0.01 },
  rtp: { base: 0.9612 },
};
