import type { Permission } from '@orca/contracts';

/** Who in the back office runs the loyalty programme: VIP hosts, CP corrections, its costs. */
export const rewardsPolicy = {
  manage: 'rewards.manage',
  /** A player's CP history is part of the player's record (issue 22): marketing never opens one. */
  readPlayer: 'players.read',
} as const satisfies Record<string, Permission>;
