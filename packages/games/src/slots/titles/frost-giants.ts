import type { SlotConfig } from '../types.ts';
import { reels, sym } from './helpers.ts';

const TEN = 0,
  JACK = 1,
  QUEEN = 2,
  KING = 3,
  ACE = 4,
  AXE = 5,
  SHIELD = 6,
  RAVEN = 7,
  GIANT = 8,
  WILD = 9,
  SCATTER = 10;

const low = {
  [TEN]: 8,
  [JACK]: 8,
  [QUEEN]: 7,
  [KING]: 7,
  [ACE]: 6,
  [AXE]: 5,
  [SHIELD]: 4,
  [RAVEN]: 3,
  [GIANT]: 2,
};
const first = { ...low, [SCATTER]: 1 };
const other = { ...low, [WILD]: 2, [SCATTER]: 1 };
const free = { ...low, [WILD]: 4, [SCATTER]: 1 };

/**
 * 5×4, 1024 ways. Double wilds (each counts twice in the ways) on reels 2–5; snowflakes award 10/15/25 free
 * spins on wild-rich reels; network jackpot.
 */
export const FROST_GIANTS: SlotConfig = {
  id: 'orca-frost-giants',
  slug: 'frost-giants',
  name: 'Frost Giants',
  theme: 'Norse giants, ravens and rune shields in a blizzard on the mountain pass.',
  volatility: 'medium',
  flags: {
    isNew: false,
    hasJackpot: true,
    isMegaways: false,
    isMultiways: true,
    hasBonusBuy: false,
  },
  symbols: [
    sym('ten', 'Ten', 'regular', 'letter', '#b3e5fc', '#01579b', [0, 0, 0, 5, 11, 27], {
      label: '10',
    }),
    sym('jack', 'Jack', 'regular', 'letter', '#b2dfdb', '#004d40', [0, 0, 0, 5, 11, 27], {
      label: 'J',
    }),
    sym('queen', 'Queen', 'regular', 'letter', '#d1c4e9', '#311b92', [0, 0, 0, 5, 16, 32], {
      label: 'Q',
    }),
    sym('king', 'King', 'regular', 'letter', '#cfd8dc', '#263238', [0, 0, 0, 5, 16, 32], {
      label: 'K',
    }),
    sym('ace', 'Ace', 'regular', 'letter', '#bbdefb', '#0d47a1', [0, 0, 0, 11, 21, 42], {
      label: 'A',
    }),
    sym('axe', 'Axe', 'regular', 'axe', '#90a4ae', '#5d4037', [0, 0, 0, 11, 27, 64]),
    sym('shield', 'Rune Shield', 'regular', 'shield', '#4fc3f7', '#37474f', [0, 0, 0, 16, 42, 106]),
    sym('raven', 'Raven', 'regular', 'moon', '#263238', '#80deea', [0, 0, 0, 21, 64, 159]),
    sym(
      'giant',
      'Frost Giant',
      'regular',
      'mountain',
      '#e1f5fe',
      '#0277bd',
      [0, 0, 0, 32, 106, 318],
    ),
    sym('crown', 'Ice Crown Wild ×2', 'wild', 'crown', '#e0f7fa', '#00838f', [0, 0, 0, 0, 0, 0], {
      multiplier: 2,
    }),
    sym(
      'snowflake',
      'Snowflake Scatter',
      'scatter',
      'snowflake',
      '#ffffff',
      '#29b6f6',
      [0, 0, 0, 106, 530, 2651],
    ),
  ],
  layout: { kind: 'fixed', reels: 5, rows: 4 },
  evaluation: { kind: 'ways' },
  strips: {
    base: reels([first, other, other, other, other]),
    free: reels([first, free, free, free, free]),
  },
  freeSpins: { awards: [0, 0, 0, 10, 15, 25], multiplier: 1, maxPerRound: 100 },
  jackpot: { oneIn: 1_500_000, contributionShare: 0.01 },
  rtp: { base: 0.9621 },
};
