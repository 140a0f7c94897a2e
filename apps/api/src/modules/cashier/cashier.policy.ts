import type { Permission } from '@orca/contracts';

/** Who in the back office may do what with players' money. */
export const cashierPolicy = {
  /** The withdrawal queue and its decisions go together: whoever sees the queue can act on it. */
  decideWithdrawals: 'payments.approve',
} as const satisfies Record<string, Permission>;
