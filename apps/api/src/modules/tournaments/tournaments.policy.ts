import type { Permission } from '@orca/contracts';

/** Who in the back office runs slot races: create, schedule, cancel, see leaderboards and payouts. */
export const tournamentsPolicy = {
  manage: 'tournaments.manage',
} as const satisfies Record<string, Permission>;
