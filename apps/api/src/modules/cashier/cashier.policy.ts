import type { Permission } from '@orca/contracts';

/** Who in the back office may do what with players' money. */
export const cashierPolicy = {
  /** The withdrawal queue and its decisions go together: whoever sees the queue can act on it. */
  decideWithdrawals: 'payments.approve',
  /**
   * The deposits list and both CSV exports show individual players' payments (who paid what, the
   * provider's references): the payments desk's working data, so payments.approve, not
   * reports.read, which grants aggregate figures only and may later go to roles (an analyst, an
   * affiliate manager) that should not see a named player's payments.
   */
  readPayments: 'payments.approve',
  /** The crypto rates value deposits and payouts: the payments desk that approves payouts sets them. */
  setRates: 'payments.approve',
  /** A method's fee and limits decide what players may take out and what it costs them: the payments desk's. */
  editMethods: 'payments.approve',
  /** Sweeps move the casino's own coins into its hot wallet; the desk that watches the Treasury starts them. */
  sweep: 'payments.approve',
} as const satisfies Record<string, Permission>;
