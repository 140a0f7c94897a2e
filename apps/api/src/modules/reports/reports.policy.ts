import type { Permission } from '@orca/contracts';

/** Who in the back office may read the house's figures. */
export const reportsPolicy = {
  /** Figures only: reading them moves no money and shows no player's identity beyond affiliate codes. */
  read: 'reports.read',
} as const satisfies Record<string, Permission>;
