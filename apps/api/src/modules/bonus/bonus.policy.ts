import type { Permission } from '@orca/contracts';

/** Who in the back office runs bonuses: campaigns, grants to players, their costs. */
export const bonusPolicy = {
  manage: 'bonuses.manage',
  /** A player's bonus history is part of the player's record (issue 22): marketing never opens one. */
  readPlayer: 'players.read',
} as const satisfies Record<string, Permission>;
