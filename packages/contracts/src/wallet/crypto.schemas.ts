import { z } from 'zod';

/**
 * Crypto deposit methods (issue 25): each names its chain and the asset received. A method is
 * listed and usable only where its chain's node and deposit key are configured.
 */
export const CRYPTO_DEPOSIT_METHODS = {
  eth: { name: 'Ethereum (ETH)', chain: 'ethereum', asset: 'ETH', decimals: 18 },
  'usdt-erc20': { name: 'Tether (USDT, ERC-20)', chain: 'ethereum', asset: 'USDT', decimals: 6 },
  ltc: { name: 'Litecoin (LTC)', chain: 'litecoin', asset: 'LTC', decimals: 8 },
  btc: { name: 'Bitcoin (BTC)', chain: 'bitcoin', asset: 'BTC', decimals: 8 },
} as const;
export type CryptoDepositMethodId = keyof typeof CRYPTO_DEPOSIT_METHODS;
export const CRYPTO_DEPOSIT_METHOD_IDS = Object.keys(
  CRYPTO_DEPOSIT_METHODS,
) as CryptoDepositMethodId[];
export type CryptoChain = (typeof CRYPTO_DEPOSIT_METHODS)[CryptoDepositMethodId]['chain'];

export function isCryptoDepositMethod(value: unknown): value is CryptoDepositMethodId {
  return typeof value === 'string' && Object.hasOwn(CRYPTO_DEPOSIT_METHODS, value);
}

/** POST /cashier/deposit/address: the player's address for a crypto method. */
export const DepositAddressRequestSchema = z.object({
  method: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(64),
});
export type DepositAddressRequest = z.infer<typeof DepositAddressRequestSchema>;

export const DepositAddressSchema = z.object({
  method: z.string(),
  /** The same for the same player and chain every time (derived from the site's extended public key). */
  address: z.string(),
  /** The smallest deposit credited, in the method's asset (ETH, USDT); smaller ones are not credited. */
  minimum: z.string(),
  /** How many blocks deep a deposit must be before it is credited. */
  confirmations: z.number().int(),
});
export type DepositAddress = z.infer<typeof DepositAddressSchema>;
