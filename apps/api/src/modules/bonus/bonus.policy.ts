import type { Permission } from '@orca/contracts';

/** Who in the back office runs bonuses: campaigns, grants to players, their costs. */
export const bonusPolicy = {
  manage: 'bonuses.manage',
} as const satisfies Record<string, Permission>;
