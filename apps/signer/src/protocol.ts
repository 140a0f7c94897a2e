import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The signer's whole vocabulary: "pay approved withdrawal W to address A, amount N of asset X", or
 * "where does W stand" (the same order again). Both sides import this file, so a field cannot mean
 * one thing to the casino and another to the signer.
 */
export const PAYOUT_ASSETS = ['eth', 'usdt-erc20', 'ltc', 'btc'] as const;
export type PayoutAsset = (typeof PAYOUT_ASSETS)[number];

export const PayoutOrderSchema = z.strictObject({
  withdrawalId: z.uuid(),
  asset: z.enum(PAYOUT_ASSETS),
  /** The player's address: the chain's wallet checks it (an EIP-55 checksum, a bech32 one and the network). */
  to: z.string().regex(/^[0-9A-Za-z]{20,100}$/),
  /** In the asset's smallest unit (wei; 10^-6 USDT; 10^-8 LTC or BTC), a positive integer. */
  amountBase: z.string().regex(/^[1-9]\d{0,39}$/),
  /** The operators who approved it, in order (two above the casino's four-eyes amount); none is refused. */
  approvedBy: z.array(z.string().regex(/^\d{1,19}$/)).max(4),
});
export type PayoutOrder = z.infer<typeof PayoutOrderSchema>;

/** pending: signed and sent, not in a block yet; mined: in a block; reverted: in a block, and it failed (nothing paid). */
export const PAYOUT_STATES = ['pending', 'mined', 'reverted'] as const;

export const PayoutProgressSchema = z.object({
  withdrawalId: z.string(),
  /** The transaction that pays it now (a replacement's hash once a stuck one was re-priced). */
  txHash: z.string(),
  state: z.enum(PAYOUT_STATES),
  /** Blocks on top of the paying transaction's, counting its own; 0 while it waits in the mempool. The casino decides how many are enough. */
  confirmations: z.number().int().min(0),
});
export type PayoutProgress = z.infer<typeof PayoutProgressSchema>;

/** Why the signer said no; it answers nothing else. */
export const REFUSALS = [
  'unauthenticated',
  'malformed',
  'unapproved',
  'address_invalid',
  'asset_unavailable',
  'over_payout_limit',
  'over_daily_limit',
  'conflict',
  'insufficient_funds',
  'node_unavailable',
] as const;
export type Refusal = (typeof REFUSALS)[number];
export const RefusalSchema = z.object({ refused: z.enum(REFUSALS), detail: z.string() });

export const PAYOUTS_PATH = '/v1/payouts';

/**
 * "Sweep everything of asset X at deposit address A, the deposit key's child `index`, into the hot
 * wallet" (or, asked again, where that sweep stands). The destination is never in the order: the
 * signer only ever moves deposit money to its own hot wallet, and only from an address its own
 * deposit key derives at that index.
 */
export const SWEEPS_PATH = '/v1/sweeps';

export const SweepOrderSchema = z.strictObject({
  sweepId: z.uuid(),
  asset: z.enum(PAYOUT_ASSETS),
  index: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
  from: z.string().regex(/^[0-9A-Za-z]{20,100}$/),
});
export type SweepOrder = z.infer<typeof SweepOrderSchema>;

/**
 * empty: nothing worth its fee was there (nothing signed); topping_up: an ERC-20 sweep waits for
 * the hot wallet's gas top-up to be mined; pending, mined, reverted: as for a payout.
 */
export const SWEEP_STATES = ['empty', 'topping_up', 'pending', 'mined', 'reverted'] as const;
export type SweepState = (typeof SWEEP_STATES)[number];

export const SweepProgressSchema = z.object({
  sweepId: z.string(),
  state: z.enum(SWEEP_STATES),
  /** The sweep's own transaction; null while empty or topping up. */
  txHash: z.string().nullable(),
  /** What reaches the hot wallet, in the asset's smallest unit ('0' when empty). */
  amountBase: z.string(),
  /**
   * The network fee the deposit address paid, in the chain's native unit (wei, 10^-8 LTC): known
   * when signed on a UTXO chain, once mined on Ethereum (gas used × its price); null before.
   */
  feeBase: z.string().nullable(),
  /** The ETH the hot wallet sent the deposit address for an ERC-20 sweep's gas, and its transaction. */
  topUpBase: z.string().nullable(),
  topUpTxHash: z.string().nullable(),
  confirmations: z.number().int().min(0),
});
export type SweepProgress = z.infer<typeof SweepProgressSchema>;
/**
 * The signer's one read: what each hot wallet holds, for the back office's Treasury and its
 * top-up alert. Signed like a payout (body `{}`); it moves nothing.
 */
export const BALANCES_PATH = '/v1/balances';

export const BalancesSchema = z.object({
  balances: z.array(
    z.object({
      asset: z.enum(PAYOUT_ASSETS),
      /** In the asset's smallest unit. */
      balanceBase: z.string(),
      /** Where operators send a top-up (the EVM account; a fresh address of the UTXO wallet). */
      address: z.string(),
    }),
  ),
});
export type Balances = z.infer<typeof BalancesSchema>;
export const SIGNATURE_HEADER = 'x-orca-signature';
export const TIMESTAMP_HEADER = 'x-orca-timestamp';
/** A signed request older (or newer) than this is refused: a captured one cannot be replayed later. */
export const SIGNATURE_WINDOW_MS = 60_000;

/** HMAC-SHA256 over the timestamp and the exact body, hex. */
export function signBody(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** True when `signature` is the body's, made within the window around `nowMs`. */
export function isSignedBy(
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  body: string,
  nowMs: number,
): boolean {
  if (!timestamp || !signature || !/^\d{1,15}$/.test(timestamp)) return false;
  if (Math.abs(nowMs - Number(timestamp)) > SIGNATURE_WINDOW_MS) return false;
  const expected = Buffer.from(signBody(secret, timestamp, body), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A request the signer takes, as the casino sends it: the exact body, signed with the shared secret and a timestamp. */
export function postSigned(
  signer: { url: string; secret: string },
  path: string,
  payload: unknown,
  init: { timeoutMs?: number; secret?: string } = {},
): Promise<Response> {
  const body = JSON.stringify(payload);
  const timestamp = Date.now().toString();
  return fetch(new URL(path, signer.url), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [TIMESTAMP_HEADER]: timestamp,
      [SIGNATURE_HEADER]: signBody(init.secret ?? signer.secret, timestamp, body),
    },
    body,
    ...(init.timeoutMs ? { signal: AbortSignal.timeout(init.timeoutMs) } : {}),
  });
}
