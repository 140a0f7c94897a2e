import type { Permission } from '@orca/contracts';

/**
 * Who in the back office sees and trades the sportsbook: reading events, liabilities and bets
 * (support and compliance answer about a player's bets), and managing the book (suspensions,
 * margins, stake factors), which only the trading desk (admins) holds.
 */
export const sportsPolicy = {
  read: 'sports.read',
  manage: 'sports.manage',
} as const satisfies Record<string, Permission>;
