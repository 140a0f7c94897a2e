import type { Permission } from '@orca/contracts';

/** Who in the back office may see and decide players' identity documents. */
export const kycPolicy = {
  reviewDocuments: 'kyc.review',
} as const satisfies Record<string, Permission>;
