import { CRYPTO_DEPOSIT_METHODS } from '@orca/contracts';
import {
  BALANCES_PATH,
  BalancesSchema,
  PAYOUTS_PATH,
  PayoutProgressSchema,
  postSigned,
  RefusalSchema,
  type Balances,
  type PayoutAsset,
  type Refusal,
} from '@orca/signer/protocol';
import type { RateSource } from '../crypto.rates.ts';
import { PayoutRefused, type PayoutAdapter } from '../payout-adapter.ts';

const REQUEST_TIMEOUT_MS = 30_000;
/**
 * Refusals a retry cannot change: the money returns to the player. Not among them: conflict (a
 * transaction with other details is already out; returning the money could pay twice), the
 * limits per day and the hot wallet's funds (they pass), the node and the secret (an operator's fix).
 */
const FINAL: ReadonlySet<Refusal> = new Set([
  'malformed',
  'unapproved',
  'address_invalid',
  'asset_unavailable',
  'over_payout_limit',
]);

/** Where the signer listens, on the local network (http://127.0.0.1:7400), and the shared secret. */
export interface SignerAccess {
  url: string;
  secret: string;
}

/** A request the signer takes, signed with the shared secret. */
export const signedPost = (access: SignerAccess, path: string, payload: unknown) =>
  postSigned(access, path, payload, { timeoutMs: REQUEST_TIMEOUT_MS });

/** The signer's refusal in an answer that is not 200, or its HTTP status when it gave none. */
export function refusalOf(
  status: number,
  json: unknown,
): { refused: Refusal | null; reason: string } {
  const refusal = RefusalSchema.safeParse(json);
  return refusal.success
    ? { refused: refusal.data.refused, reason: `${refusal.data.refused}: ${refusal.data.detail}` }
    : { refused: null, reason: `HTTP ${status}` };
}

/** What each hot wallet holds, as the signer reads it from its nodes. */
export async function signerBalances(access: SignerAccess): Promise<Balances['balances']> {
  const response = await signedPost(access, BALANCES_PATH, {});
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(refusalOf(response.status, json).reason);
  return BalancesSchema.parse(json).balances;
}

export interface SignerPayoutOptions extends SignerAccess {
  method: PayoutAsset;
  rates: RateSource;
  /** Blocks deep before a payout counts as paid. */
  confirmations: number;
}

/**
 * An Ethereum payout rail: the quote converts the net amount at the rate of that moment; the send
 * asks the signer — the separate process holding the hot wallet's key — to pay it, and reports
 * the transaction's confirmations until it is deep enough.
 */
export function createSignerPayoutAdapter(options: SignerPayoutOptions): PayoutAdapter {
  const { asset, decimals } = CRYPTO_DEPOSIT_METHODS[options.method];
  return {
    async quote(request) {
      const rate = await options.rates.rateOf(asset, request.currency);
      if (!rate) throw new Error(`no ${asset} rate in ${request.currency}`);
      const amountBase = (request.amountMinor * 10n ** BigInt(decimals)) / rate.minorPerUnit;
      if (amountBase <= 0n)
        throw new PayoutRefused(`${request.amountMinor} minor units buy no ${asset}`);
      return { asset, amountBase, rate };
    },

    async send(request, quote) {
      if (!quote) throw new Error('a chain payout is sent with its quote');
      const response = await signedPost(options, PAYOUTS_PATH, {
        withdrawalId: request.withdrawalId,
        asset: options.method,
        to: request.address,
        amountBase: quote.amountBase.toString(),
        approvedBy: request.approvedBy.map(String),
      });
      const json: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const { refused, reason } = refusalOf(response.status, json);
        if (refused && FINAL.has(refused)) throw new PayoutRefused(`the signer refused: ${reason}`);
        throw new Error(`the signer did not pay yet: ${reason}`);
      }
      const progress = PayoutProgressSchema.parse(json);
      return {
        reference: progress.txHash,
        state:
          progress.state === 'reverted'
            ? 'failed'
            : progress.state === 'mined' && progress.confirmations >= options.confirmations
              ? 'paid'
              : 'pending',
        confirmations: progress.confirmations,
        confirmationsRequired: options.confirmations,
      };
    },
  };
}
