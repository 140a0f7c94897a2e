import { createHash } from 'node:crypto';
import type { Rate } from './crypto.rates.ts';

export interface PayoutRequest {
  withdrawalId: string;
  methodId: string;
  address: string;
  tag: string | null;
  /** What reaches the player: the amount less the fee, in the withdrawal's currency. */
  amountMinor: bigint;
  currency: string;
  /** The operators who approved it, first approval first. */
  approvedBy: bigint[];
}

/** What is sent on a chain, fixed once before the first send: a retry sends the same, whatever the market did since. */
export interface PayoutQuote {
  asset: string;
  amountBase: bigint;
  rate: Rate;
}

/** Where a payout stands: paid (final), failed (final: nothing left the casino) or pending. */
export interface PayoutStatus {
  reference: string;
  state: 'pending' | 'paid' | 'failed';
  /** A chain payout's confirmations so far and how many make it paid; null on rails without blocks. */
  confirmations: number | null;
  confirmationsRequired: number | null;
}

/** A refusal that will not change on a retry (a wrong address, a payout above the signer's limit): the money returns. */
export class PayoutRefused extends Error {}

export interface PayoutAdapter {
  /** Fixes what a chain payout sends; absent on rails that pay in the withdrawal's own currency. */
  quote?: (request: PayoutRequest) => Promise<PayoutQuote>;
  /**
   * Sends the payout, or answers where it stands when it was sent before: the same withdrawal id
   * never pays twice. Throws PayoutRefused when it never can pay; any other error is retried later.
   */
  send(request: PayoutRequest, quote: PayoutQuote | null): Promise<PayoutStatus>;
}

/**
 * The sandbox payout rail: accepts every well-formed payout and answers a reference derived from
 * the withdrawal id, as an idempotent provider would; paid at once.
 */
export function createSandboxPayoutAdapter(): PayoutAdapter {
  return {
    async send(request) {
      const digest = createHash('sha256')
        .update(`${request.withdrawalId}:${request.address}:${request.amountMinor}`)
        .digest('hex');
      return {
        reference: `sandbox-payout-${digest.slice(0, 24)}`,
        state: 'paid',
        confirmations: null,
        confirmationsRequired: null,
      };
    },
  };
}

/** Each method's rail: the chain's for the methods it pays, the fallback (if any) for the rest; null: nothing pays it. */
export function routePayouts(
  rails: ReadonlyMap<string, PayoutAdapter>,
  fallback: PayoutAdapter | null,
): (methodId: string) => PayoutAdapter | null {
  return (methodId) => rails.get(methodId) ?? fallback;
}
