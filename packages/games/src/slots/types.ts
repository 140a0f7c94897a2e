/** Pure data describing a slot title; the engine, the analysis and the web app's paytable all read this. */

export type SymbolKind = 'regular' | 'wild' | 'scatter';

/** Shape names the web app draws as generated SVG/CSS (no images, no emoji). */
export type ArtShape =
  | 'cherry'
  | 'lemon'
  | 'plum'
  | 'grape'
  | 'bell'
  | 'seven'
  | 'bar'
  | 'star'
  | 'diamond'
  | 'crown'
  | 'coin'
  | 'heart'
  | 'club'
  | 'spade'
  | 'moon'
  | 'sun'
  | 'wave'
  | 'flame'
  | 'leaf'
  | 'skull'
  | 'key'
  | 'shield'
  | 'gem'
  | 'pyramid'
  | 'eye'
  | 'anchor'
  | 'shell'
  | 'pearl'
  | 'snowflake'
  | 'mountain'
  | 'axe'
  | 'flower'
  | 'fan'
  | 'lantern'
  | 'planet'
  | 'rocket'
  | 'comet'
  | 'pickaxe'
  | 'nugget'
  | 'cart'
  | 'dragon'
  | 'tiger'
  | 'letter';

export interface SymbolArt {
  shape: ArtShape;
  /** CSS colours, e.g. '#e53935'. */
  primary: string;
  secondary: string;
  /** Text drawn on the shape, for card-rank symbols ('A', 'K', …). */
  label?: string;
}

export interface SlotSymbol {
  id: string;
  name: string;
  kind: SymbolKind;
  art: SymbolArt;
  /**
   * pays[n] = win for n of a kind, in hundredths of the TOTAL bet (per line for line games, per way for ways
   * games, anywhere for scatters). Length = reels + 1; zeros where n does not pay.
   */
  pays: readonly number[];
  /** Wilds only: each wild in a win multiplies it (lines) or counts this many times (ways). Default 1. */
  multiplier?: number;
}

export type SlotLayout =
  | { kind: 'fixed'; reels: number; rows: number }
  /** Each reel shows minRows..maxRows symbols, drawn per spin with rowWeights[rows - minRows]. */
  | {
      kind: 'megaways';
      reels: number;
      minRows: number;
      maxRows: number;
      rowWeights: readonly number[];
    };

export type SlotEvaluation =
  /** lines[i][reel] = row of line i on that reel; wins pay left to right from reel 1. */
  | { kind: 'lines'; lines: readonly (readonly number[])[] }
  /** Every adjacent-reel combination from the left pays (243, 1024, megaways). */
  | { kind: 'ways' };

export type Volatility = 'low' | 'medium' | 'high' | 'very-high';

export interface SlotFlags {
  isNew: boolean;
  hasJackpot: boolean;
  isMegaways: boolean;
  /** Ways games other than megaways (243, 1024 …): the lobby's "Megaways and Multiways". */
  isMultiways: boolean;
  hasBonusBuy: boolean;
}

export interface FreeSpinsRule {
  /** awards[n] = free spins for n scatters (index = scatter count); in base and free games (retriggers). */
  awards: readonly number[];
  /** Every win during free spins is multiplied by this. */
  multiplier: number;
  /** Cap on free spins in one paid round, retriggers included. */
  maxPerRound: number;
}

export interface SlotConfig {
  id: string;
  slug: string;
  name: string;
  /** One-sentence theme for the lobby and the info dialog. */
  theme: string;
  volatility: Volatility;
  flags: SlotFlags;
  symbols: readonly SlotSymbol[];
  layout: SlotLayout;
  evaluation: SlotEvaluation;
  /** Reel strips as symbol indexes into `symbols`; one strip per reel. */
  strips: { base: readonly (readonly number[])[]; free: readonly (readonly number[])[] };
  freeSpins: FreeSpinsRule;
  /** Buying the feature: pay priceX times the bet, start with the free spins of `scatters` scatters. */
  bonusBuy?: { priceX: number; scatters: number };
  /**
   * Jackpot: each spin hits with probability 1/oneIn (one float per spin). The engine only reports the hit;
   * the server pays the pool, fed by contributionShare of every bet (e.g. 0.01 = 1%).
   */
  jackpot?: { oneIn: number; contributionShare: number };
  /**
   * Declared RTP of the engine's own wins (jackpot pool excluded), checked against the exact analysis in tests.
   * bonusBuy is the return of a bought feature relative to its price.
   */
  rtp: { base: number; bonusBuy?: number };
  /** Largest single-round win the maths allows, in bet multiples (for the info dialog); informational. */
  maxWinX?: number;
}

export interface SpinWin {
  kind: 'line' | 'ways' | 'scatter';
  symbolId: string;
  count: number;
  /** Line games: index of the winning line. */
  lineIndex?: number;
  /** Ways games: number of winning ways (wild multipliers included). */
  ways?: number;
  /** Win in hundredths of the bet, after wild and free-spin multipliers. */
  payX100: number;
}

export interface SpinResult {
  isFreeSpin: boolean;
  /** Stop position per reel (index into that reel's strip of the top visible symbol). */
  stops: number[];
  /** Visible rows per reel (constant for fixed layouts). */
  rows: number[];
  /** grid[reel][row] = symbol id, top to bottom. */
  grid: string[][];
  wins: SpinWin[];
  /** Multiplier applied to this spin's wins (free-spin multiplier, 1 in the base game). */
  multiplier: number;
  winX100: number;
  scatterCount: number;
  freeSpinsAwarded: number;
  isJackpotHit: boolean;
}

export interface SlotRoundResult {
  spins: SpinResult[];
  /** Total win of the round in hundredths of the bet (integer, no float drift). */
  totalWinX100: number;
  isJackpotHit: boolean;
  freeSpinsPlayed: number;
  /** What the round cost, in bet multiples (1, or the bonus-buy price). */
  costX: number;
}
