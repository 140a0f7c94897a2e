import { UTXO_NETWORKS } from '@orca/chains/hd-keys';
import { z } from 'zod';
import {
  DEMO_ETH_DEPOSIT_XPUB,
  DEMO_LTC_REGTEST_DEPOSIT_XPUB,
  isExtendedPublicKey,
} from '../modules/cashier/chains/deposit-keys.ts';

const decimal = (name: string, fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,12}(\.\d{1,18})?$/, { error: `${name} must be a decimal number like 0.01` })
    .default(fallback);

const optionalUrl = (name: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.url({ error: `${name} must be a URL` }).optional());

const evmAddress = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .string()
        .regex(/^0x[0-9a-fA-F]{40}$/, { error: `${name} must be a 0x address` })
        .optional(),
    );

const utxoNetwork = (name: string) =>
  z
    .enum(UTXO_NETWORKS, { error: `${name} must be mainnet, testnet or regtest` })
    .default('mainnet');

const extendedPublicKey = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || isExtendedPublicKey(v), {
      error: `${name} must be an extended public key (xpub…), never a private one`,
    });

const confirmations = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int()
    .min(1)
    .max(1_000)
    .default(fallback);

const startBlock = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a block number` })
    .int()
    .min(0)
    .optional();

/**
 * Crypto deposits (issue 25). The Ethereum methods are on when ETH_RPC_URL names a node; in the
 * demo, which starts its own local node, the published demo key stands in for ETH_DEPOSIT_XPUB.
 */
export const CRYPTO_CONFIG_SHAPE = {
  /** The Ethereum node's JSON-RPC URL (the demo starts a local anvil and sets it). */
  ETH_RPC_URL: optionalUrl('ETH_RPC_URL'),
  /** The account-level extended public key (m/44'/60'/0') deposit addresses are derived from; the API never holds the private key. */
  ETH_DEPOSIT_XPUB: extendedPublicKey('ETH_DEPOSIT_XPUB'),
  /** The USDT (ERC-20, 6 decimals) contract; unset leaves usdt-erc20 out. */
  ETH_USDT_CONTRACT: evmAddress('ETH_USDT_CONTRACT'),
  /** Blocks deep before an Ethereum deposit is credited (12: about 2.5 minutes, past ordinary reorganisations). */
  ETH_CONFIRMATIONS: confirmations('ETH_CONFIRMATIONS', 12),
  /** The first block the watcher reads on a new database; unset starts at the chain's tip then. */
  ETH_START_BLOCK: startBlock('ETH_START_BLOCK'),
  /**
   * The signer (apps/signer): the separate process holding the hot wallet's key, which pays
   * approved Ethereum withdrawals. Unset, those are paid through the sandbox rail (demo only:
   * production refuses a chain without its signer). The demo starts its own and sets both.
   */
  SIGNER_URL: optionalUrl('SIGNER_URL'),
  /**
   * The signer's Ethereum hot wallet (it prints the address when it starts). The deposit watcher
   * never credits ETH sent from it: a sweep's gas top-up to a deposit address is the casino's own.
   */
  ETH_HOT_WALLET: evmAddress('ETH_HOT_WALLET'),
  /** Shared with the signer only: every payout order is signed with it. */
  SIGNER_SECRET: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.string().min(32, { error: 'SIGNER_SECRET must be at least 32 characters' }).optional()),
  /** Smallest deposits credited, in the asset. */
  ETH_DEPOSIT_MIN: decimal('ETH_DEPOSIT_MIN', '0.005'),
  USDT_DEPOSIT_MIN: decimal('USDT_DEPOSIT_MIN', '10'),
  /**
   * A Litecoin node's JSON-RPC URL with its RPC user and password (http://user:pass@host:9332/):
   * turns on the ltc deposit method. The network fixes the addresses' prefix (ltc1, tltc1, rltc1)
   * and BIP84's coin type; the key is the BIP84 account's (m/84'/2'/0'; coin type 1 off mainnet).
   * Blocks deep before a deposit is credited: 6, about 15 minutes.
   */
  LTC_RPC_URL: optionalUrl('LTC_RPC_URL'),
  LTC_NETWORK: utxoNetwork('LTC_NETWORK'),
  LTC_DEPOSIT_XPUB: extendedPublicKey('LTC_DEPOSIT_XPUB'),
  LTC_CONFIRMATIONS: confirmations('LTC_CONFIRMATIONS', 6),
  LTC_START_BLOCK: startBlock('LTC_START_BLOCK'),
  LTC_DEPOSIT_MIN: decimal('LTC_DEPOSIT_MIN', '0.01'),
  /**
   * The same for Bitcoin Core (http://user:pass@host:8332/): the btc deposit method, addresses
   * bc1, tb1, bcrt1 from the BIP84 account m/84'/0'/0'. Credited after 3 blocks, about 30 minutes.
   */
  BTC_RPC_URL: optionalUrl('BTC_RPC_URL'),
  BTC_NETWORK: utxoNetwork('BTC_NETWORK'),
  BTC_DEPOSIT_XPUB: extendedPublicKey('BTC_DEPOSIT_XPUB'),
  BTC_CONFIRMATIONS: confirmations('BTC_CONFIRMATIONS', 3),
  BTC_START_BLOCK: startBlock('BTC_START_BLOCK'),
  BTC_DEPOSIT_MIN: decimal('BTC_DEPOSIT_MIN', '0.0005'),
  /**
   * An exchange's public ticker (Kraken's REST API, e.g. https://api.kraken.com) asked first for a
   * deposit's rate; unset, or when it has none, the operator's rates below are used.
   */
  CRYPTO_RATES_TICKER_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.url({ error: 'CRYPTO_RATES_TICKER_URL must be a URL' }).optional()),
  /**
   * The operator's rates, in EUR per whole unit ("ETH=3000,USDT=0.92,LTC=80,BTC=60000"): a deposit is credited at
   * the rate of the moment it was detected, converted to the player's currency.
   */
  CRYPTO_RATES_EUR: z
    .string()
    .default('ETH=3000,USDT=0.92,LTC=80,BTC=60000')
    .transform((value, ctx) => {
      const rates: Record<string, string> = {};
      for (const part of value
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const match = /^([A-Z]{2,10})=(\d{1,9}(?:\.\d{1,2})?)$/.exec(part);
        if (!match) {
          ctx.addIssue({
            code: 'custom',
            message:
              'CRYPTO_RATES_EUR must read like ETH=3000,USDT=0.92 (EUR per unit, two decimals at most)',
          });
          return z.NEVER;
        }
        rates[match[1]!] = match[2]!;
      }
      return rates;
    }),
};

/**
 * Below these amounts of an asset the back office's Treasury asks an operator to top the hot
 * wallet up from cold storage ("ETH=1,USDT=1000,LTC=10").
 */
export const TREASURY_CONFIG_SHAPE = {
  TREASURY_HOT_WALLET_MIN: z
    .string()
    .default('ETH=1,USDT=1000,LTC=10')
    .transform((value, ctx) => {
      const minimums: Record<string, string> = {};
      for (const part of value
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const match = /^([A-Z]{2,10})=(\d{1,12}(?:\.\d{1,18})?)$/.exec(part);
        if (!match) {
          ctx.addIssue({
            code: 'custom',
            message: 'TREASURY_HOT_WALLET_MIN must read like ETH=1,USDT=1000,LTC=10',
          });
          return z.NEVER;
        }
        minimums[match[1]!] = match[2]!;
      }
      return minimums;
    }),
};

/** What production refuses of the crypto settings: each entry names its variable. */
export function cryptoProductionProblems(parsed: {
  ETH_RPC_URL?: string;
  ETH_DEPOSIT_XPUB?: string;
  SIGNER_URL?: string;
  SIGNER_SECRET?: string;
  ETH_HOT_WALLET?: string;
  LTC_RPC_URL?: string;
  LTC_DEPOSIT_XPUB?: string;
  LTC_NETWORK?: string;
  BTC_RPC_URL?: string;
  BTC_DEPOSIT_XPUB?: string;
  BTC_NETWORK?: string;
}): string[] {
  const problems: string[] = [];
  for (const [coin, name] of [
    ['LTC', 'Litecoin'],
    ['BTC', 'Bitcoin'],
  ] as const) {
    const node = parsed[`${coin}_RPC_URL`];
    const xpub = parsed[`${coin}_DEPOSIT_XPUB`];
    if (xpub === DEMO_LTC_REGTEST_DEPOSIT_XPUB)
      problems.push(`${coin}_DEPOSIT_XPUB: is the demo's published key; use your own wallet's`);
    else if (node !== undefined && xpub === undefined)
      problems.push(`${coin}_DEPOSIT_XPUB: must be set in production when ${coin}_RPC_URL is`);
    if (node !== undefined && parsed[`${coin}_NETWORK`] === 'regtest')
      problems.push(
        `${coin}_NETWORK: regtest coins are worth nothing; a real casino takes mainnet`,
      );
    if (node !== undefined && parsed.SIGNER_URL === undefined)
      problems.push(
        `SIGNER_URL: must be set in production when ${coin}_RPC_URL is (${name} withdrawals are paid by the signer)`,
      );
  }
  if (parsed.ETH_RPC_URL !== undefined && parsed.SIGNER_URL === undefined)
    problems.push(
      'SIGNER_URL: must be set in production when ETH_RPC_URL is (Ethereum withdrawals are paid by the signer)',
    );
  if (
    parsed.ETH_RPC_URL !== undefined &&
    parsed.SIGNER_URL !== undefined &&
    parsed.ETH_HOT_WALLET === undefined
  )
    problems.push(
      "ETH_HOT_WALLET: must be set in production with SIGNER_URL (the signer's address; its sweeps' gas top-ups are not deposits)",
    );
  if (parsed.SIGNER_URL !== undefined && parsed.SIGNER_SECRET === undefined)
    problems.push('SIGNER_SECRET: must be set when SIGNER_URL is');
  if (
    parsed.SIGNER_URL !== undefined &&
    parsed.ETH_RPC_URL === undefined &&
    parsed.LTC_RPC_URL === undefined &&
    parsed.BTC_RPC_URL === undefined
  )
    problems.push(
      'ETH_RPC_URL, LTC_RPC_URL or BTC_RPC_URL: one must be set when SIGNER_URL is (the signer pays on a chain the casino watches)',
    );
  if (parsed.ETH_DEPOSIT_XPUB === DEMO_ETH_DEPOSIT_XPUB)
    problems.push(
      "ETH_DEPOSIT_XPUB: is the demo's published key (anyone can spend what reaches its addresses); use your own wallet's",
    );
  else if (parsed.ETH_RPC_URL !== undefined && parsed.ETH_DEPOSIT_XPUB === undefined)
    problems.push('ETH_DEPOSIT_XPUB: must be set in production when ETH_RPC_URL is');
  return problems;
}
