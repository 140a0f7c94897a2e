import { CRASH_RTP } from './crash/crash.ts';
import { BACCARAT_RTP } from './live/baccarat.ts';
import { BLACKJACK_RTP } from './live/blackjack.rtp.ts';
import { DICE_SHOW_RTP } from './live/dice-show.ts';
import { MONEY_WHEEL_RTP } from './live/money-wheel.ts';
import { MULTIPLIER_ROULETTE_RTP } from './live/multiplier-roulette.ts';
import { ROULETTE_TABLE_RTP } from './live/roulette-table.ts';
import { ratioToNumber } from './rng/payout.ts';
import { DICE_RTP } from './fast/dice.ts';
import { KENO_RTP } from './fast/keno.ts';
import { LIMBO_RTP } from './fast/limbo.ts';
import { MINES_RTP } from './fast/mines.ts';
import { PLINKO_RTP } from './fast/plinko.ts';
import { ROULETTE_RTP } from './fast/roulette.ts';
import { SLOT_TITLES } from './slots/registry.ts';
import type { SlotConfig, Volatility } from './slots/types.ts';

export type GameCategory = 'slots' | 'crash-and-fast' | 'livecasino' | 'game-shows';

/** One in-house game as the API's catalogue seed needs it. */
export interface InHouseGame {
  id: string;
  slug: string;
  name: string;
  category: GameCategory;
  /** Which engine plays it: 'slot:<title id>', 'dice', 'limbo', 'roulette', 'keno', 'mines', 'plinko', 'crash'. */
  engine: string;
  description: string;
  isNew: boolean;
  hasJackpot: boolean;
  isMegaways: boolean;
  isMultiways: boolean;
  hasBonusBuy: boolean;
  /** Declared RTP of the engine's own wins (0.9612 = 96.12%); for jackpot titles the pool share comes on top. */
  rtp: number;
  /** Declared RTP of a bought feature, for titles with a bonus buy. */
  bonusBuyRtp: number | null;
  /** Share of each bet fed to the jackpot pool, for jackpot titles. */
  jackpotContribution: number | null;
  volatility: Volatility;
  /** Short layout label: '3x3 5 lines', '5x3 243 ways', '6 reels megaways', 'instant'. */
  layout: string;
  /** Feature tags: 'free-spins', 'wild-multiplier', 'bonus-buy', 'jackpot', 'multiplier', … */
  features: string[];
}

/** RTP in basis points (9612 = 96.12%), as the catalogue stores it. */
export function rtpBasisPoints(rtp: number): number {
  return Math.round(rtp * 10_000);
}

function slotLayout(config: SlotConfig): string {
  const { layout, evaluation } = config;
  if (layout.kind === 'megaways') return `${layout.reels} reels megaways`;
  const size = `${layout.reels}x${layout.rows}`;
  return evaluation.kind === 'lines'
    ? `${size} ${evaluation.lines.length} lines`
    : `${size} ${layout.rows ** layout.reels} ways`;
}

function slotFeatures(config: SlotConfig): string[] {
  const features: string[] = [];
  const wild = config.symbols.find((s) => s.kind === 'wild');
  if (wild) features.push((wild.multiplier ?? 1) > 1 ? 'wild-multiplier' : 'wild');
  if (config.symbols.some((s) => s.kind === 'scatter')) features.push('scatter');
  if (config.freeSpins.awards.some((n) => n > 0)) features.push('free-spins');
  if (config.freeSpins.multiplier > 1) features.push('free-spin-multiplier');
  if (config.bonusBuy) features.push('bonus-buy');
  if (config.jackpot) features.push('jackpot');
  if (config.layout.kind === 'megaways') features.push('megaways');
  return features;
}

function slotEntry(config: SlotConfig): InHouseGame {
  return {
    id: config.id,
    slug: config.slug,
    name: config.name,
    category: 'slots',
    engine: `slot:${config.id}`,
    description: config.theme,
    ...config.flags,
    rtp: config.rtp.base,
    bonusBuyRtp: config.rtp.bonusBuy ?? null,
    jackpotContribution: config.jackpot?.contributionShare ?? null,
    volatility: config.volatility,
    layout: slotLayout(config),
    features: slotFeatures(config),
  };
}

const NO_FLAGS = {
  isNew: false,
  hasJackpot: false,
  isMegaways: false,
  isMultiways: false,
  hasBonusBuy: false,
};

function fastGame(
  engine: string,
  name: string,
  description: string,
  rtp: number,
  volatility: Volatility,
  features: string[],
  isNew = false,
): InHouseGame {
  return {
    id: `orca-${engine}`,
    slug: engine,
    name,
    category: 'crash-and-fast',
    engine,
    description,
    ...NO_FLAGS,
    isNew,
    rtp,
    bonusBuyRtp: null,
    jackpotContribution: null,
    volatility,
    layout: 'instant',
    features: ['provably-fair', ...features],
  };
}

/**
 * A live table (issue 15): engine 'live:<table kind>'. Its catalogue RTP is the best bet's; the
 * table view publishes the RTP of every bet type.
 */
function liveGame(
  kind: 'roulette' | 'baccarat' | 'blackjack' | 'money_wheel' | 'multiplier_roulette' | 'dice_show',
  slug: string,
  name: string,
  description: string,
  rtp: number,
  volatility: Volatility,
  features: string[],
): InHouseGame {
  return {
    id: `orca-live-${slug}`,
    // The site's game address is /play/{provider}/{slug} and the page asks for `${provider}-${slug}`.
    slug: `live-${slug}`,
    name,
    category:
      kind === 'money_wheel' || kind === 'multiplier_roulette' || kind === 'dice_show'
        ? 'game-shows'
        : 'livecasino',
    engine: `live:${kind}`,
    description,
    ...NO_FLAGS,
    isNew: true,
    rtp,
    bonusBuyRtp: null,
    jackpotContribution: null,
    volatility,
    layout: 'live table',
    features: ['provably-fair', 'multiplayer', ...features],
  };
}

const best = (values: readonly number[]): number => Math.max(...values);

/** The live tables and game shows: one shared round on a clock for every player at the table. */
export const LIVE_GAMES: readonly InHouseGame[] = [
  liveGame(
    'roulette',
    'european-roulette',
    'European Roulette',
    'Single-zero roulette on a 15-second clock: every player bets on the same spin.',
    best(Object.values(ROULETTE_TABLE_RTP).map(ratioToNumber)),
    'medium',
    ['table', 'hot-cold'],
  ),
  liveGame(
    'baccarat',
    'baccarat-punto-banco',
    'Baccarat Punto Banco',
    'Eight-deck punto banco dealt from a committed shoe; Player, Banker, Tie and pairs, with bead plate and big road.',
    best(Object.values(BACCARAT_RTP)),
    'low',
    ['table', 'roads'],
  ),
  liveGame(
    'blackjack',
    'blackjack-unlimited',
    'Blackjack Unlimited',
    'Every seat gets the same first two cards and decides alone against one dealer hand.',
    BLACKJACK_RTP,
    'medium',
    ['table', 'basic-strategy-hint'],
  ),
  liveGame(
    'money_wheel',
    'money-wheel',
    'Money Wheel',
    'A 54-segment wheel with 2× and 7× multiplier segments that re-spin and multiply the next win.',
    best(Object.values(MONEY_WHEEL_RTP).map(ratioToNumber)),
    'high',
    ['game-show', 'multiplier'],
  ),
  liveGame(
    'multiplier_roulette',
    'multiplier-roulette',
    'Multiplier Roulette',
    'Single-zero roulette where 1 to 5 lucky numbers get a 50× to 500× multiplier before every spin; straight bets pay 29 to 1 or the multiplier.',
    best(Object.values(MULTIPLIER_ROULETTE_RTP).map(ratioToNumber)),
    'high',
    ['game-show', 'multiplier', 'table'],
  ),
  liveGame(
    'dice_show',
    'dice-show',
    'Dice Show',
    "Three dice and a bet on their total, 3 to 18; before every roll 1 to 3 totals get a multiplier of up to 1000×, paid instead of the total's odds.",
    best(Object.values(DICE_SHOW_RTP).map(ratioToNumber)),
    'high',
    ['game-show', 'multiplier', 'dice'],
  ),
];

/** Every in-house game: the slot titles, then crash and the fast games. */
export const IN_HOUSE_GAMES: readonly InHouseGame[] = [
  ...SLOT_TITLES.map(slotEntry),
  fastGame(
    'crash',
    'Crash',
    'Cash out before the rocket crashes; one shared round for every player, from a public hash chain.',
    CRASH_RTP,
    'high',
    ['multiplayer', 'auto-cashout'],
    true,
  ),
  fastGame(
    'dice',
    'Dice',
    'Roll over or under your target from 0.00 to 100.00; the lower the chance, the higher the pay.',
    DICE_RTP,
    'low',
    ['adjustable-odds'],
  ),
  fastGame(
    'limbo',
    'Limbo',
    'Pick a target multiplier; win it if the result reaches it.',
    LIMBO_RTP,
    'high',
    ['adjustable-odds'],
  ),
  fastGame(
    'roulette',
    'Roulette',
    'European single-zero roulette with inside and outside bets.',
    ROULETTE_RTP,
    'medium',
    ['table'],
  ),
  fastGame(
    'keno',
    'Keno',
    'Pick up to 10 of 40 squares; 10 are drawn. Four risk levels.',
    KENO_RTP,
    'medium',
    ['risk-levels'],
  ),
  fastGame(
    'mines',
    'Mines',
    'Reveal gems on a 5×5 grid and cash out before you hit one of up to 24 mines.',
    MINES_RTP,
    'medium',
    ['cash-out'],
  ),
  fastGame(
    'plinko',
    'Plinko',
    'Drop a ball through 8 to 16 rows of pegs; three risk levels.',
    PLINKO_RTP,
    'medium',
    ['risk-levels'],
  ),
  ...LIVE_GAMES,
];

export function inHouseGameById(id: string): InHouseGame | undefined {
  return IN_HOUSE_GAMES.find((g) => g.id === id);
}
