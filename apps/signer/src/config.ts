import { readFileSync } from 'node:fs';
import { UTXO_NETWORKS, type UtxoCoin, type UtxoNetwork } from '@orca/chains/hd-keys';
import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { z } from 'zod';
import { PAYOUT_ASSETS, type PayoutAsset } from './protocol.ts';

export const ASSET_DECIMALS: Readonly<Record<PayoutAsset, number>> = {
  eth: 18,
  'usdt-erc20': 6,
  ltc: 8,
  btc: 8,
};

/** "1.5" of an asset with `decimals` → its smallest unit. */
export function toBase(amount: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

export interface AssetLimits {
  perPayoutBase: bigint;
  perDayBase: bigint;
}

const hex = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .regex(/^0x[0-9a-fA-F]{64}$/, { error: `${name} must be 0x and 64 hex digits` });

const Env = z.object({
  SIGNER_HOST: z.string().default('127.0.0.1'),
  SIGNER_PORT: z.coerce.number().int().min(0).max(65_535).default(7_400),
  /** Shared with the casino's payout job only; at least 32 characters. */
  SIGNER_SECRET: z.string({ error: 'SIGNER_SECRET is required' }).min(32, {
    error: 'SIGNER_SECRET must be at least 32 characters',
  }),
  SIGNER_JOURNAL: z.string({ error: 'SIGNER_JOURNAL (the log file) is required' }).min(1),
  /** The Ethereum node; unset, the signer pays no EVM asset. */
  SIGNER_ETH_RPC_URL: z.url({ error: 'SIGNER_ETH_RPC_URL must be a URL' }).optional(),
  SIGNER_ETH_CHAIN_ID: z.coerce
    .number({ error: 'SIGNER_ETH_CHAIN_ID must be a number' })
    .int()
    .positive()
    .optional(),
  /** The hot wallet's key, or a file holding it (kept out of the process list and shell history). */
  SIGNER_PRIVATE_KEY: hex('SIGNER_PRIVATE_KEY').optional(),
  SIGNER_PRIVATE_KEY_FILE: z.string().optional(),
  SIGNER_USDT_CONTRACT: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, { error: 'SIGNER_USDT_CONTRACT must be a 0x address' })
    .optional(),
  /**
   * Each UTXO chain's node (Litecoin Core, Bitcoin Core) with the hot wallet's RPC user and
   * password, the node wallet holding the hot coins, and the network (which fixes the deposit
   * addresses it sweeps). Unset, that chain is not paid.
   */
  SIGNER_LTC_RPC_URL: z.url({ error: 'SIGNER_LTC_RPC_URL must be a URL' }).optional(),
  SIGNER_LTC_WALLET: z.string().min(1).default('hot'),
  SIGNER_LTC_NETWORK: z
    .enum(UTXO_NETWORKS, { error: 'SIGNER_LTC_NETWORK must be mainnet, testnet or regtest' })
    .default('mainnet'),
  SIGNER_BTC_RPC_URL: z.url({ error: 'SIGNER_BTC_RPC_URL must be a URL' }).optional(),
  SIGNER_BTC_WALLET: z.string().min(1).default('hot'),
  SIGNER_BTC_NETWORK: z
    .enum(UTXO_NETWORKS, { error: 'SIGNER_BTC_NETWORK must be mainnet, testnet or regtest' })
    .default('mainnet'),
  /**
   * The deposit wallet's words (BIP39), or a file holding them: the casino derives deposit
   * addresses from this wallet's extended public keys, and the signer sweeps them with it. Unset,
   * the signer sweeps nothing.
   */
  SIGNER_DEPOSIT_MNEMONIC: z.string().optional(),
  SIGNER_DEPOSIT_MNEMONIC_FILE: z.string().optional(),
  /** Whole units per payout / per 24 hours, per asset: "eth=1/10,usdt-erc20=5000/50000,ltc=50/500,btc=0.1/1". */
  SIGNER_LIMITS: z.string().default('eth=1/10,usdt-erc20=5000/50000,ltc=50/500,btc=0.1/1'),
  /** A payout waiting this long unmined is re-priced (same nonce, higher fee). */
  SIGNER_REPLACE_AFTER_SECONDS: z.coerce.number().int().min(1).default(300),
});

export interface EvmConfig {
  rpcUrl: string;
  chainId: number;
  privateKey: `0x${string}`;
  usdtContract: `0x${string}` | null;
}

export interface UtxoConfig {
  coin: UtxoCoin;
  /** The asset its payouts and sweeps move (ltc, btc). */
  asset: 'ltc' | 'btc';
  rpcUrl: string;
  wallet: string;
  network: UtxoNetwork;
}

export interface SignerConfig {
  host: string;
  port: number;
  secret: string;
  journalPath: string;
  /** Each chain family the signer pays on; at least one. */
  evm: EvmConfig | null;
  utxo: UtxoConfig[];
  /** The deposit wallet's words, for sweeps; null: the signer sweeps nothing. */
  depositMnemonic: string | null;
  /** Per asset paid; an asset without limits is not paid. */
  limits: Readonly<Partial<Record<PayoutAsset, AssetLimits>>>;
  replaceAfterMs: number;
}

/** The limits of `required` assets (those of the configured chains) must be given; others may be. */
function limitsOf(
  text: string,
  required: readonly PayoutAsset[],
): Partial<Record<PayoutAsset, AssetLimits>> {
  const limits: Partial<Record<PayoutAsset, AssetLimits>> = {};
  for (const part of text.split(',').map((p) => p.trim())) {
    const match = /^([a-z0-9-]+)=(\d{1,12}(?:\.\d{1,6})?)\/(\d{1,12}(?:\.\d{1,6})?)$/.exec(part);
    const asset = PAYOUT_ASSETS.find((a) => a === match?.[1]);
    if (!match || !asset)
      throw new Error(`SIGNER_LIMITS: "${part}" must read like eth=1/10 (per payout/per day)`);
    const decimals = ASSET_DECIMALS[asset];
    limits[asset] = {
      perPayoutBase: toBase(match[2]!, decimals),
      perDayBase: toBase(match[3]!, decimals),
    };
  }
  for (const asset of required)
    if (!limits[asset]) throw new Error(`SIGNER_LIMITS: no limits for ${asset}`);
  return limits;
}

/** Reads the environment; throws naming every variable that is wrong. */
export function signerConfigFrom(env: NodeJS.ProcessEnv): SignerConfig {
  const parsed = Env.safeParse(env);
  if (!parsed.success)
    throw new Error(
      `signer configuration: ${parsed.error.issues.map((i) => i.message).join('; ')}`,
    );
  const e = parsed.data;
  let evm: EvmConfig | null = null;
  if (e.SIGNER_ETH_RPC_URL) {
    if (e.SIGNER_ETH_CHAIN_ID === undefined)
      throw new Error(
        'signer configuration: SIGNER_ETH_CHAIN_ID is required with SIGNER_ETH_RPC_URL',
      );
    const privateKey = e.SIGNER_PRIVATE_KEY_FILE
      ? hex('SIGNER_PRIVATE_KEY_FILE').parse(readFileSync(e.SIGNER_PRIVATE_KEY_FILE, 'utf8'))
      : e.SIGNER_PRIVATE_KEY;
    if (!privateKey)
      throw new Error(
        'signer configuration: SIGNER_PRIVATE_KEY(_FILE) is required with SIGNER_ETH_RPC_URL',
      );
    evm = {
      rpcUrl: e.SIGNER_ETH_RPC_URL,
      chainId: e.SIGNER_ETH_CHAIN_ID,
      privateKey: privateKey as `0x${string}`,
      usdtContract: (e.SIGNER_USDT_CONTRACT as `0x${string}` | undefined) ?? null,
    };
  }
  const utxo: UtxoConfig[] = [
    ...(e.SIGNER_LTC_RPC_URL
      ? [
          {
            coin: 'litecoin' as const,
            asset: 'ltc' as const,
            rpcUrl: e.SIGNER_LTC_RPC_URL,
            wallet: e.SIGNER_LTC_WALLET,
            network: e.SIGNER_LTC_NETWORK,
          },
        ]
      : []),
    ...(e.SIGNER_BTC_RPC_URL
      ? [
          {
            coin: 'bitcoin' as const,
            asset: 'btc' as const,
            rpcUrl: e.SIGNER_BTC_RPC_URL,
            wallet: e.SIGNER_BTC_WALLET,
            network: e.SIGNER_BTC_NETWORK,
          },
        ]
      : []),
  ];
  const words = (
    e.SIGNER_DEPOSIT_MNEMONIC_FILE
      ? readFileSync(e.SIGNER_DEPOSIT_MNEMONIC_FILE, 'utf8')
      : (e.SIGNER_DEPOSIT_MNEMONIC ?? '')
  )
    .trim()
    .split(/\s+/)
    .join(' ');
  if (words && !validateMnemonic(words, wordlist))
    throw new Error(
      'signer configuration: SIGNER_DEPOSIT_MNEMONIC(_FILE) is not a valid BIP39 English mnemonic',
    );
  if (!evm && utxo.length === 0)
    throw new Error(
      'signer configuration: SIGNER_ETH_RPC_URL, SIGNER_LTC_RPC_URL or SIGNER_BTC_RPC_URL is required',
    );
  return {
    host: e.SIGNER_HOST,
    port: e.SIGNER_PORT,
    secret: e.SIGNER_SECRET,
    journalPath: e.SIGNER_JOURNAL,
    evm,
    utxo,
    depositMnemonic: words || null,
    limits: limitsOf(e.SIGNER_LIMITS, [
      ...(evm ? (['eth'] as const) : []),
      ...(evm?.usdtContract ? (['usdt-erc20'] as const) : []),
      ...utxo.map((chain) => chain.asset),
    ]),
    replaceAfterMs: e.SIGNER_REPLACE_AFTER_SECONDS * 1_000,
  };
}
