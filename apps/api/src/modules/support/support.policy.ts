import type { Permission } from '@orca/contracts';

/** Who in the back office reads and answers contact messages (the support role and admins). */
export const supportPolicy = {
  answer: 'support.answer',
} as const satisfies Record<string, Permission>;
