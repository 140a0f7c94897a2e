import type { Permission } from '@orca/contracts';

/** Who in the back office may look a player up, act on the account, and move its money by hand. */
export const playersPolicy = {
  read: 'players.read',
  block: 'players.block',
  adjustBalance: 'players.adjust_balance',
} as const satisfies Record<string, Permission>;
