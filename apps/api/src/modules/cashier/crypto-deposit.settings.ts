import { CRYPTO_DEPOSIT_METHODS, type CryptoDepositMethodId } from '@orca/contracts';
import type { Address } from 'viem';
import type { Config } from '../../platform/config.ts';
import type { ChainAdapter } from './chains/chain-adapter.ts';
import {
  DEMO_ETH_DEPOSIT_XPUB,
  DEMO_LTC_REGTEST_DEPOSIT_XPUB,
  ethereumAddressAt,
  segwitAddressAt,
} from './chains/deposit-keys.ts';
import { createEvmAdapter } from './chains/evm-adapter.ts';
import { createCoreRpc } from '@orca/chains/core-rpc';
import { createUtxoAdapter } from './chains/utxo-adapter.ts';
import { createOperatorRates, firstRate, type RateSource } from './crypto.rates.ts';
import { createTickerRates } from './crypto.ticker.ts';

export interface CryptoMethodSettings {
  id: CryptoDepositMethodId;
  /** The smallest deposit credited, as configured ("0.005") and in the asset's smallest unit. */
  minimum: string;
  minimumBase: bigint;
}

/** One chain the cashier takes deposits on: its node, its deposit key and its methods. */
export interface CryptoChainSettings {
  adapter: ChainAdapter;
  /** The deposit address at a derivation index of the site's extended public key (no private key involved). */
  addressAt(index: number): string;
  confirmations: number;
  /** Where the watcher starts on a new database; null: the chain's tip at that moment. */
  startBlock: bigint | null;
  methods: CryptoMethodSettings[];
}

export interface CryptoDepositSettings {
  chains: CryptoChainSettings[];
  rates: RateSource;
}

/** "0.005" with `decimals` → 5 × 10^(decimals-3). */
export function toBaseUnits(amount: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  if (fraction.length > decimals) throw new Error(`${amount} has more than ${decimals} decimals`);
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/**
 * The crypto methods the configuration turns on: Ethereum when a node is named (the demo names
 * its own local one), with usdt-erc20 when the token's contract is too. In demo mode the
 * published demo key stands in for ETH_DEPOSIT_XPUB; production refuses that key at start.
 * `storedRates` are the back office's, asked after the exchange and before the configured rates.
 */
export function cryptoSettingsOf(
  config: Config,
  storedRates?: RateSource,
): CryptoDepositSettings | null {
  // The exchange's price first, then the back office's rate, then the configured one.
  const rates = firstRate(
    ...(config.CRYPTO_RATES_TICKER_URL
      ? [createTickerRates({ url: config.CRYPTO_RATES_TICKER_URL })]
      : []),
    ...(storedRates ? [storedRates] : []),
    createOperatorRates(config.CRYPTO_RATES_EUR),
  );
  const xpub = config.ETH_DEPOSIT_XPUB ?? (config.isDemo ? DEMO_ETH_DEPOSIT_XPUB : undefined);
  if (!config.ETH_RPC_URL || !xpub) {
    const utxo = utxoChainsOf(config);
    return utxo.length > 0 ? { chains: utxo, rates } : null;
  }
  const token = config.ETH_USDT_CONTRACT as Address | undefined;
  const methods: CryptoMethodSettings[] = [
    {
      id: 'eth',
      minimum: config.ETH_DEPOSIT_MIN,
      minimumBase: toBaseUnits(config.ETH_DEPOSIT_MIN, CRYPTO_DEPOSIT_METHODS.eth.decimals),
    },
    ...(token
      ? [
          {
            id: 'usdt-erc20' as const,
            minimum: config.USDT_DEPOSIT_MIN,
            minimumBase: toBaseUnits(
              config.USDT_DEPOSIT_MIN,
              CRYPTO_DEPOSIT_METHODS['usdt-erc20'].decimals,
            ),
          },
        ]
      : []),
  ];
  return {
    chains: [
      {
        adapter: createEvmAdapter({
          rpcUrl: config.ETH_RPC_URL,
          tokenAddress: token,
          hotWallet: config.ETH_HOT_WALLET as Address | undefined,
        }),
        addressAt: (index) => ethereumAddressAt(xpub, index),
        confirmations: config.ETH_CONFIRMATIONS,
        startBlock: config.ETH_START_BLOCK === undefined ? null : BigInt(config.ETH_START_BLOCK),
        methods,
      },
      ...utxoChainsOf(config),
    ],
    rates,
  };
}

/** The UTXO chains the configuration names: Litecoin (LTC_*) and Bitcoin (BTC_*). */
const UTXO_CHAINS = [
  { coin: 'litecoin', methodId: 'ltc', prefix: 'LTC' },
  { coin: 'bitcoin', methodId: 'btc', prefix: 'BTC' },
] as const;

/**
 * Each UTXO chain whose node is named (regtest in the tests, where the published demo key stands
 * in for LTC_DEPOSIT_XPUB in demo mode; production refuses that key and regtest at start).
 */
function utxoChainsOf(config: Config): CryptoChainSettings[] {
  return UTXO_CHAINS.flatMap(({ coin, methodId, prefix }) => {
    const rpcUrl = config[`${prefix}_RPC_URL`];
    if (!rpcUrl) return [];
    const network = config[`${prefix}_NETWORK`];
    const xpub =
      config[`${prefix}_DEPOSIT_XPUB`] ??
      (config.isDemo && coin === 'litecoin' && network === 'regtest'
        ? DEMO_LTC_REGTEST_DEPOSIT_XPUB
        : undefined);
    if (!xpub) return [];
    const startBlock = config[`${prefix}_START_BLOCK`];
    const minimum = config[`${prefix}_DEPOSIT_MIN`];
    return [
      {
        adapter: createUtxoAdapter({ chain: coin, methodId, rpc: createCoreRpc(rpcUrl) }),
        addressAt: (index: number) => segwitAddressAt(xpub, index, coin, network),
        confirmations: config[`${prefix}_CONFIRMATIONS`],
        startBlock: startBlock === undefined ? null : BigInt(startBlock),
        methods: [
          {
            id: methodId,
            minimum,
            minimumBase: toBaseUnits(minimum, CRYPTO_DEPOSIT_METHODS[methodId].decimals),
          },
        ],
      },
    ];
  });
}
