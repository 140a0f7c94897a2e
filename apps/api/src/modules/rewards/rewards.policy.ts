import type { Permission } from '@orca/contracts';

/** Who in the back office runs the loyalty programme: VIP hosts, CP corrections, its costs. */
export const rewardsPolicy = {
  manage: 'rewards.manage',
} as const satisfies Record<string, Permission>;
