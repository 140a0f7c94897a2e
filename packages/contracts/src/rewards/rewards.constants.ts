import { EUR_EQUIVALENT, type Currency } from '../common/currencies.ts';

/**
 * The loyalty programme's rules (spec sections 3, 4 and 9): one source for the API, which
 * applies them, and the web, which shows them.
 */

/** Required cashback points (CP) per level, 0–60 (spec section 9). */
export const LEVEL_REQUIRED_CP: readonly number[] = [
  0,
  // 1–10
  10, 16, 24, 40, 80, 120, 200, 280, 360, 480,
  // 11–15: +120 a level
  600, 720, 840, 960, 1080,
  // 16–20
  1200, 1360, 1520, 1680, 1840,
  // 21–30: 2000 to 3800 in steps of 200
  2000, 2200, 2400, 2600, 2800, 3000, 3200, 3400, 3600, 3800,
  // 31–35: 4000 to 5600 in steps of 400; 36–40
  4000, 4400, 4800, 5200, 5600, 6000, 6800, 7600, 8400, 9200,
  // 41; 42–46 in steps of 2000; 47–50 in steps of 4000
  10_000, 12_000, 14_000, 16_000, 18_000, 20_000, 24_000, 28_000, 32_000, 36_000,
  // 51–60
  40_000, 80_000, 120_000, 160_000, 200_000, 240_000, 280_000, 340_000, 400_000, 480_000,
];
export const LEVEL_MAX = 60;

/** Level groups (spec section 9: "tier groups by level"); the VIP club starts at Bronze. */
export const LEVEL_CATEGORIES = [
  { name: 'Orca', from: 1, to: 20 },
  { name: 'Bronze', from: 21, to: 30 },
  { name: 'Silver', from: 31, to: 40 },
  { name: 'Gold', from: 41, to: 50 },
  { name: 'Platinum', from: 51, to: 60 },
] as const;
export type LevelCategoryName = (typeof LEVEL_CATEGORIES)[number]['name'];

/** Reaching this level makes a player a VIP member with a host (spec section 4). */
export const VIP_LEVEL = 21;

/**
 * CP are kept exactly as integers of this many units per CP: 1 CP per 25 EUR-equivalent wagered
 * at 100 % contribution, and a wager's units are wagerMinor × percent × 10 / (units of the
 * currency per EUR), an integer for every currency (1, 5 or 10 per EUR) and whole percent. No
 * rounding ever happens, so 25 bets of 1 EUR are exactly 1 CP.
 */
export const CP_UNITS_PER_CP = 2_500_000n;

/** The CP units a stake earns: `percent` is the game group's contribution (0–100). */
export function cpUnitsOf(wagerMinor: bigint, currency: Currency, percent: number): bigint {
  const perEur = EUR_EQUIVALENT[currency];
  if (10 % perEur !== 0)
    throw new Error(`CP units assume 10 is a multiple of ${currency}'s EUR equivalent`);
  return (wagerMinor * BigInt(percent) * 10n) / BigInt(perEur);
}

/** Whole CP of a units total (what levels compare), rounded down. */
export const wholeCp = (units: bigint): number => Number(units / CP_UNITS_PER_CP);

/** CP as a decimal string with two decimals, rounded down ("1.00", "0.04"). */
export function formatCp(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const hundredths = (abs * 100n) / CP_UNITS_PER_CP;
  return `${negative ? '-' : ''}${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}

/**
 * CP still needed, to the hundredth above: beside a total shown to the hundredth below, the two
 * add up to the level's requirement, and what is still needed is never understated.
 */
export function formatCpNeeded(units: bigint): string {
  if (units <= 0n) return formatCp(0n);
  const hundredths = (units * 100n + CP_UNITS_PER_CP - 1n) / CP_UNITS_PER_CP;
  return formatCp((hundredths * CP_UNITS_PER_CP) / 100n);
}

/** The highest level whose required CP the total reaches. */
export function levelOf(cpUnits: bigint): number {
  const cp = cpUnits <= 0n ? 0 : wholeCp(cpUnits);
  let level = 0;
  while (level < LEVEL_MAX && (LEVEL_REQUIRED_CP[level + 1] ?? Infinity) <= cp) level += 1;
  return level;
}

/** The category a level belongs to; level 0 belongs to none (null). */
export function categoryOf(level: number): LevelCategoryName | null {
  return LEVEL_CATEGORIES.find((c) => level >= c.from && level <= c.to)?.name ?? null;
}

/** Reward in EUR for reaching a level (spec section 9). */
const TOP_LEVEL_REWARDS_EUR = [100, 110, 120, 130, 140, 150, 160, 180, 200, 250] as const;
export function levelRewardEur(level: number): number {
  if (!Number.isInteger(level) || level < 1 || level > LEVEL_MAX)
    throw new Error(`no level ${level}`);
  return level <= 50 ? level : (TOP_LEVEL_REWARDS_EUR[level - 51] as number);
}
/** The level reward in minor units of the player's currency, at the spec's equivalents. */
export const levelRewardMinor = (level: number, currency: Currency): bigint =>
  BigInt(levelRewardEur(level) * 100 * EUR_EQUIVALENT[currency]);

/**
 * How much of a stake counts towards CP, daily cashback's wagers and challenges by game group
 * (spec section 9): slots in full; live, table and virtual games 20 %. Crash and the fast games
 * count as virtual: their house edge is about a quarter of a slot's.
 */
export const CONTRIBUTION_GROUPS = ['slots', 'table', 'live', 'virtual'] as const;
export type ContributionGroup = (typeof CONTRIBUTION_GROUPS)[number];
export const CP_CONTRIBUTION_PERCENT: Readonly<Record<ContributionGroup, number>> = {
  slots: 100,
  table: 20,
  live: 20,
  virtual: 20,
};
/** Sports bets count 20 % at odds of at least 1.2 (for the sportsbook). */
export const SPORTS_CP_CONTRIBUTION_PERCENT = 20;
export const SPORTS_CP_MIN_ODDS = 1.2;

const TABLE_TAGS = ['roulette', 'blackjack', 'baccarat'];
/** The contribution group of a catalogue game, from its lobby section and tags. */
export function contributionGroupOf(game: {
  section: string;
  tags: readonly string[];
}): ContributionGroup {
  if (game.section === 'livecasino' || game.section === 'game-shows') return 'live';
  if (game.section === 'crash-and-fast') return 'virtual';
  if (game.tags.some((tag) => TABLE_TAGS.includes(tag))) return 'table';
  return 'slots';
}

/**
 * Daily cashback (spec section 9): 20 % of the house edge on the real-money wagers since the last
 * claim, Σ wager × (1 − RTP) × 0.2, paid as cash. Kept exactly in units of 1/1,000,000 of a EUR
 * cent: a stake adds wagerMinor × (10000 − rtpBasisPoints) × 2 × 10 / (currency per EUR).
 */
export const CASHBACK_SHARE_PERCENT = 20;
export const CASHBACK_UNITS_PER_EUR_MINOR = 1_000_000n;
export function cashbackUnitsOf(
  wagerMinor: bigint,
  currency: Currency,
  rtpBasisPoints: number,
): bigint {
  const edge = BigInt(Math.max(0, 10_000 - rtpBasisPoints));
  return (wagerMinor * edge * 2n * 10n) / BigInt(EUR_EQUIVALENT[currency]);
}
/** What accrued cashback units pay in the player's currency, rounded down to the cent. */
export const cashbackMinorOf = (units: bigint, currency: Currency): bigint =>
  units <= 0n ? 0n : (units * BigInt(EUR_EQUIVALENT[currency])) / CASHBACK_UNITS_PER_EUR_MINOR;
/** The units a payment of `minor` uses up (exact: 1,000,000 is a multiple of every currency's EUR equivalent). */
export const cashbackUnitsPaidBy = (minor: bigint, currency: Currency): bigint =>
  (minor * CASHBACK_UNITS_PER_EUR_MINOR) / BigInt(EUR_EQUIVALENT[currency]);

/** VIP tiers by wager (spec section 9). Benefits are keys of the web's `rewards.benefits` strings. */
export const VIP_TIERS = [
  {
    name: 'Bronze',
    wagerFromEur: 50_000,
    wagerToEur: 100_000,
    colour: '#cd7f32',
    image: '/vip/bronze.svg',
    benefits: ['host', 'levelRewards', 'dailyCashback', 'priorityWithdrawals'],
  },
  {
    name: 'Silver',
    wagerFromEur: 100_000,
    wagerToEur: 250_000,
    colour: '#c0c7d0',
    image: '/vip/silver.svg',
    benefits: ['host', 'levelRewards', 'dailyCashback', 'priorityWithdrawals', 'birthdayGift'],
  },
  {
    name: 'Gold',
    wagerFromEur: 250_000,
    wagerToEur: 1_000_000,
    colour: '#f2c94c',
    image: '/vip/gold.svg',
    benefits: [
      'host',
      'levelRewards',
      'dailyCashback',
      'priorityWithdrawals',
      'birthdayGift',
      'higherLimits',
    ],
  },
  {
    name: 'Platinum',
    wagerFromEur: 1_000_000,
    wagerToEur: 12_000_000,
    colour: '#9ad7e6',
    image: '/vip/platinum.svg',
    benefits: [
      'host',
      'levelRewards',
      'dailyCashback',
      'priorityWithdrawals',
      'birthdayGift',
      'higherLimits',
      'events',
    ],
  },
] as const;
export const VIP_BENEFITS = [
  'host',
  'levelRewards',
  'dailyCashback',
  'priorityWithdrawals',
  'birthdayGift',
  'higherLimits',
  'events',
] as const;
export type VipBenefit = (typeof VIP_BENEFITS)[number];

/** Challenges (spec section 9): the first round on the game at this multiplier with the minimum bet wins the prize. */
export const CHALLENGE_TABLE = [
  { multiplier: 1500, prizeEur: 250, minBetEur: 1.5 },
  { multiplier: 3000, prizeEur: 500, minBetEur: 3 },
  { multiplier: 5000, prizeEur: 750, minBetEur: 6 },
  { multiplier: 10_000, prizeEur: 1000, minBetEur: 10 },
  { multiplier: 20_000, prizeEur: 1500, minBetEur: 25 },
] as const;
export const CHALLENGE_STATUSES = ['open', 'paused', 'won'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

/** A EUR amount's minor units in a currency at the spec's equivalents. */
export const eurMinorIn = (eurMinor: bigint, currency: Currency): bigint =>
  eurMinor * BigInt(EUR_EQUIVALENT[currency]);
