/**
 * The words several parts of the back office share: English only for now, so a translation is a
 * second object of this shape. Each section's own words live in its features/<section>/strings.ts.
 */
export const strings = {
  appName: 'Orca back office',
  common: {
    loading: 'Loading…',
    empty: 'Nothing here.',
    retry: 'Try again',
    approve: 'Approve',
    reject: 'Reject',
    cancel: 'Cancel',
    refresh: 'Refresh',
    status: 'Status',
    forbidden: 'Your role does not give access to this section.',
    loadOlder: 'Load older',
    selectHint: 'Select a row to review it.',
    downloadCsv: 'Download CSV',
    preparing: 'Preparing…',
  },
  /** Grants held for a second operator (decision 019): bonus grants, CP adjustments, races' cash prizes. */
  grantApprovals: {
    title: (count: number) =>
      count === 1
        ? 'One grant waits for a second operator'
        : `${count} grants wait for a second operator`,
    help: (limit: number) =>
      `Above ${limit} EUR a grant takes effect only once a different operator approves it.`,
    list: 'Grants waiting for approval',
    value: 'Worth',
    requestedBy: 'Asked by',
    reason: 'Reason',
    note: 'Note (kept with the decision)',
    ownRequest:
      'You asked for this grant: a different operator must approve it. You can still reject it.',
    approved: 'Approved: the grant has taken effect.',
    rejected: 'Rejected: nothing was given.',
  },
  /** Stored codes as operators read them (the player site shows the same names). */
  labels: {
    /** Both the KYC queue and the player card list documents. */
    documentTypes: {
      identity_front: 'Identity document (front)',
      identity_back: 'Identity document (back)',
      proof_of_address: 'Proof of address',
      payment_method: 'Payment method',
      selfie: 'Selfie',
    } as Record<string, string>,
  },
  /** The columns every list of players starts with (players, bonuses, CP). */
  playerColumns: {
    username: 'Player',
    email: 'Email',
  },
} as const;
