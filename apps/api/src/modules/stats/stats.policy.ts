import type { Permission } from '@orca/contracts';

/** Who in the back office may read the platform's figures. */
export const statsPolicy = {
  readPlatform: 'reports.read',
  readPlayerWagering: 'reports.read',
} as const satisfies Record<string, Permission>;
