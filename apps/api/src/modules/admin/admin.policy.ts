import type { Permission } from '@orca/contracts';

/** Who in the back office may read its own record and manage its staff. */
export const adminPolicy = {
  searchAudit: 'audit.read',
  manageOperators: 'operators.manage',
} as const satisfies Record<string, Permission>;
