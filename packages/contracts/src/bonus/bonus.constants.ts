import type { ContributionGroup } from '../rewards/rewards.constants.ts';

/**
 * The bonus engine's rules (issue 13, decision 015): one source for the API, the web and the back
 * office. Amounts in campaigns are EUR minor units, converted at the spec's equivalents.
 */

/** `sports_free_bet` and `sports_boost` give a token for one sports bet (sports.promos.schemas.ts), not bonus money. */
export const BONUS_KINDS = [
  'deposit',
  'free_spins',
  'manual',
  'sports_free_bet',
  'sports_boost',
] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

/** Which deposit a deposit bonus matches: the player's first, second, or any credited deposit. */
export const DEPOSIT_ORDINALS = ['first', 'second', 'any'] as const;
export type DepositOrdinal = (typeof DEPOSIT_ORDINALS)[number];

export const CAMPAIGN_STATUSES = ['draft', 'active', 'paused', 'ended'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/**
 * A player's bonus: `pending` waits for its deposit to be credited; `queued` waits for the active
 * one to end (oldest first); `active` holds the player's bonus money and counts wagering;
 * `free_spins` has spins left to play; the rest are ended.
 */
export const BONUS_STATUSES = [
  'pending',
  'queued',
  'active',
  'free_spins',
  'completed',
  'forfeited',
  'expired',
  'depleted',
  'cancelled',
] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];
export const ENDED_BONUS_STATUSES: readonly BonusStatus[] = [
  'completed',
  'forfeited',
  'expired',
  'depleted',
  'cancelled',
];

/** Where free spins' winnings go: to a bonus with its own wagering, or straight to cash. */
export const FREE_SPIN_WINS_TO = ['bonus', 'cash'] as const;
export type FreeSpinWinsTo = (typeof FREE_SPIN_WINS_TO)[number];

/** Steps of a bonus's history, each with its ledger operation when money moved. */
export const BONUS_EVENT_KINDS = [
  'granted',
  'queued',
  'activated',
  'free_spins_played',
  'completed',
  'converted',
  'forfeited',
  'expired',
  'depleted',
  'cancelled',
] as const;
export type BonusEventKind = (typeof BONUS_EVENT_KINDS)[number];

/** Contribution of each game group to wagering, in percent; a campaign may exclude games outright (0 %). */
export type ContributionTable = Readonly<Record<ContributionGroup, number>>;
export const DEFAULT_WAGERING_CONTRIBUTION: ContributionTable = {
  slots: 100,
  table: 10,
  live: 10,
  virtual: 10,
};

/**
 * A jurisdiction profile: what a campaign may ask of players. The default follows the UK Gambling
 * Commission's rules in force since 19 January 2026: wagering at most 10 × the bonus, and no
 * campaign mixing products (a casino bonus wagered on casino games only; our one product here is
 * the casino, so a campaign must not name sportsbook contribution). Chosen by BONUS_PROFILE.
 */
export interface JurisdictionProfile {
  name: string;
  wageringMultiplierMax: number;
  /** Whether one campaign may require play on more than one product (casino and sports). */
  allowsMixedProducts: boolean;
  /** The longest a player may be given to complete wagering, in days. */
  spendWindowDaysMax: number;
  /**
   * The least wagering bonus money must ask before it becomes cash (decision 019): at 0× a bonus
   * is cash under another name, which no operator may create without a balance adjustment.
   */
  wageringMultiplierMin: number;
  /**
   * The most one player may receive from one campaign, in EUR: a bonus (all its grants together),
   * free spins at their stake (count × bet × the per-player limit), a slot race's prize for one rank.
   */
  playerGrantEurMax: number;
  /** The most one campaign may commit in all (its budget, or this when it has none) and one slot race may pay in cash, in EUR. */
  campaignEurMax: number;
  /** The most CP one operator's adjustment may add or take away. */
  cpAdjustmentMax: number;
}
export const JURISDICTION_PROFILES = {
  ukgc: {
    name: 'UK Gambling Commission (2026)',
    wageringMultiplierMax: 10,
    allowsMixedProducts: false,
    spendWindowDaysMax: 30,
    wageringMultiplierMin: 1,
    playerGrantEurMax: 2_000,
    campaignEurMax: 100_000,
    cpAdjustmentMax: 5_000,
  },
  permissive: {
    name: 'Permissive (no cap beyond 50×)',
    wageringMultiplierMax: 50,
    allowsMixedProducts: true,
    spendWindowDaysMax: 90,
    wageringMultiplierMin: 1,
    playerGrantEurMax: 10_000,
    campaignEurMax: 1_000_000,
    cpAdjustmentMax: 20_000,
  },
} as const satisfies Record<string, JurisdictionProfile>;
export type JurisdictionProfileName = keyof typeof JURISDICTION_PROFILES;
export const DEFAULT_JURISDICTION_PROFILE: JurisdictionProfileName = 'ukgc';

/** Spec section 5 and 8: the promo code form. */
export const PROMO_CODE_MAX = 32;
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Caps that keep one campaign's mistakes bounded. */
export const FREE_SPINS_MAX = 500;
export const BONUS_HISTORY_PAGE_MAX = 100;

/**
 * The share of a win that belongs to the bonus: winnings of a mixed stake split in proportion to
 * where the stake came from (UKGC's definition), rounded so the bonus never gets the odd cent.
 */
export function bonusShareOfWin(
  winMinor: bigint,
  stakeCashMinor: bigint,
  stakeBonusMinor: bigint,
): bigint {
  const stake = stakeCashMinor + stakeBonusMinor;
  if (stake <= 0n || stakeBonusMinor <= 0n) return 0n;
  return (winMinor * stakeBonusMinor) / stake;
}

/** What a bet adds to wagering progress: wager × contribution (minor units, rounded down). */
export const contributedMinor = (wagerMinor: bigint, percent: number): bigint =>
  (wagerMinor * BigInt(percent)) / 100n;
