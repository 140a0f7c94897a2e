/** Player accounts may never go below zero; house accounts carry the other side of every transfer. */
export const PLAYER_ACCOUNT_KINDS = ['player_cash', 'player_bonus'] as const;
export const HOUSE_ACCOUNT_KINDS = [
  'house_game',
  'house_payment_clearing',
  'house_withdrawals_payable',
  'house_bonus_cost',
  'house_rewards_cost',
  'house_jackpot',
  'house_adjustments',
  /** What providers' network promotions paid players: the operator invoices each provider for it. */
  'house_provider_promotions',
  /** The sportsbook's side of every sports stake, payout and reversal (issue 23). */
  'house_sports',
] as const;
export type PlayerAccountKind = (typeof PLAYER_ACCOUNT_KINDS)[number];
export type HouseAccountKind = (typeof HOUSE_ACCOUNT_KINDS)[number];
export type AccountKind = PlayerAccountKind | HouseAccountKind;

export const TRANSFER_KINDS = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_payout',
  'bet',
  'win',
  'rollback',
  'bonus_grant',
  'bonus_forfeit',
  'bonus_convert',
  'reward',
  'jackpot_contribution',
  'jackpot_win',
  'adjustment',
  'promo_win',
  /**
   * A sports bet's stake, the return it paid, a payout taken back by a settlement's rollback, a refused bet's
   * refund, and what cashing it out paid.
   */
  'sports_stake',
  'sports_payout',
  'sports_reversal',
  'sports_refund',
  'sports_cashout',
  /**
   * Between the promotions account (`house_bonus_cost`) and the sportsbook: a free bet's stake, and what a boost
   * adds to a return (issue 24). Never a player's money.
   */
  'sports_promo',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/** Minor units per major unit; every supported currency has two decimals. */
export const MINOR_UNITS = 100n;

/** Formats minor units as the API's decimal string ("12.50"). */
export function formatMinor(amountMinor: bigint): string {
  const negative = amountMinor < 0n;
  const abs = negative ? -amountMinor : amountMinor;
  const units = abs / MINOR_UNITS;
  const cents = (abs % MINOR_UNITS).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${units}.${cents}`;
}

/** Parses a decimal string with at most two decimals into minor units, or null. */
export function parseMinor(value: string): bigint | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return BigInt(match[1] ?? '0') * MINOR_UNITS + BigInt((match[2] ?? '').padEnd(2, '0'));
}
