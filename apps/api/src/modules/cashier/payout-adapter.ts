import { createHash } from 'node:crypto';

export interface PayoutRequest {
  withdrawalId: string;
  methodId: string;
  address: string;
  tag: string | null;
  amountMinor: bigint;
  currency: string;
}

export interface PayoutAdapter {
  /** Sends the payout; the same withdrawal id always yields the same reference (providers dedupe by it). */
  send(request: PayoutRequest): Promise<{ reference: string }>;
}

/**
 * The sandbox payout rail: accepts every well-formed payout and answers a reference derived from
 * the withdrawal id, as an idempotent provider would. Real rails implement the same interface.
 */
export function createSandboxPayoutAdapter(): PayoutAdapter {
  return {
    async send(request) {
      const digest = createHash('sha256')
        .update(`${request.withdrawalId}:${request.address}:${request.amountMinor}`)
        .digest('hex');
      return { reference: `sandbox-payout-${digest.slice(0, 24)}` };
    },
  };
}
