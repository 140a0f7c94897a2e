import { describe, expect, it } from 'vitest';
import {
  DEMO_DEPOSIT_MNEMONIC,
  DEMO_ETH_DEPOSIT_XPUB,
  DEMO_LTC_REGTEST_DEPOSIT_XPUB,
  ethereumXpubOf,
  segwitXpubOf,
} from '../modules/cashier/chains/deposit-keys.ts';
import { ConfigError, loadConfig } from './config.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  API_KEY: 'skin-public-key-2026',
  SMTP_URL: 'smtp://mail.example.com:587',
  PUBLIC_URL: 'https://casino.example.com',
  DATABASE_URL: 'postgres://orca@db.example.com/orca',
  OPERATOR_SECRET_KEY: '7f1c0e5b9a3d4c2e8b6a1f0d9c8e7b6a5f4e3d2c1b0a99887766554433221100',
};
const SIGNER = {
  SIGNER_URL: 'http://127.0.0.1:7400',
  SIGNER_SECRET: '0f9e8d7c6b5a49382716f5e4d3c2b1a00f9e8d7c6b5a4938',
};
const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const OWN_XPUB = ethereumXpubOf(MNEMONIC);
const HOT_WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('crypto deposit settings', () => {
  it('default to 12 confirmations and the operator rates, off without a node', () => {
    const config = loadConfig({});
    expect(config.ETH_RPC_URL).toBeUndefined();
    expect(config.ETH_CONFIRMATIONS).toBe(12);
    expect(config.CRYPTO_RATES_EUR).toEqual({ ETH: '3000', USDT: '0.92', LTC: '80', BTC: '60000' });
    expect(config.LTC_CONFIRMATIONS).toBe(6);
    expect(config.LTC_NETWORK).toBe('mainnet');
  });

  it('production refuses the demo deposit key, and a node without a key', () => {
    expect(DEMO_ETH_DEPOSIT_XPUB).toBe(ethereumXpubOf(DEMO_DEPOSIT_MNEMONIC));
    expect(
      refusal({
        ...PRODUCTION,
        ETH_RPC_URL: 'https://eth.example.com',
        ETH_DEPOSIT_XPUB: DEMO_ETH_DEPOSIT_XPUB,
      }),
    ).toContain("ETH_DEPOSIT_XPUB: is the demo's published key");
    expect(refusal({ ...PRODUCTION, ETH_RPC_URL: 'https://eth.example.com' })).toContain(
      'ETH_DEPOSIT_XPUB: must be set in production when ETH_RPC_URL is',
    );
    const config = loadConfig({
      ...PRODUCTION,
      ...SIGNER,
      ETH_RPC_URL: 'https://eth.example.com',
      ETH_DEPOSIT_XPUB: OWN_XPUB,
      ETH_HOT_WALLET: HOT_WALLET,
    });
    expect(config.ETH_DEPOSIT_XPUB).toBe(OWN_XPUB);
  });

  it('production refuses a chain without its signer, and a signer without its secret or chain', () => {
    const chain = { ETH_RPC_URL: 'https://eth.example.com', ETH_DEPOSIT_XPUB: OWN_XPUB };
    expect(refusal({ ...PRODUCTION, ...chain })).toContain(
      'SIGNER_URL: must be set in production when ETH_RPC_URL is',
    );
    expect(refusal({ ...PRODUCTION, ...chain, SIGNER_URL: SIGNER.SIGNER_URL })).toContain(
      'SIGNER_SECRET: must be set when SIGNER_URL is',
    );
    expect(refusal({ ...PRODUCTION, ...SIGNER })).toContain(
      'ETH_RPC_URL, LTC_RPC_URL or BTC_RPC_URL: one must be set when SIGNER_URL is',
    );
    // The watcher must know the hot wallet, or a sweep's gas top-up would read as a deposit.
    expect(refusal({ ...PRODUCTION, ...chain, ...SIGNER })).toContain(
      'ETH_HOT_WALLET: must be set in production with SIGNER_URL',
    );
    expect(refusal({ ...chain, ETH_HOT_WALLET: '0x12' })).toContain(
      'ETH_HOT_WALLET must be a 0x address',
    );
    expect(refusal({ ...chain, ...SIGNER, SIGNER_SECRET: 'short' })).toContain(
      'SIGNER_SECRET must be at least 32 characters',
    );
    // The demo pays through the sandbox rail when no signer runs.
    expect(loadConfig(chain).SIGNER_URL).toBeUndefined();
  });

  it('production refuses a Litecoin node without a key, the demo key and regtest', () => {
    const node = { LTC_RPC_URL: 'http://orca:secret@127.0.0.1:9332/' };
    expect(refusal({ ...PRODUCTION, ...node })).toContain(
      'LTC_DEPOSIT_XPUB: must be set in production when LTC_RPC_URL is',
    );
    expect(
      refusal({ ...PRODUCTION, ...node, LTC_DEPOSIT_XPUB: DEMO_LTC_REGTEST_DEPOSIT_XPUB }),
    ).toContain("LTC_DEPOSIT_XPUB: is the demo's published key");
    const own = segwitXpubOf(MNEMONIC, 'litecoin', 'mainnet');
    // Its withdrawals are paid by the signer: a Litecoin node without one is refused too.
    expect(refusal({ ...PRODUCTION, ...node, LTC_DEPOSIT_XPUB: own })).toContain(
      'SIGNER_URL: must be set in production when LTC_RPC_URL is',
    );
    expect(
      refusal({ ...PRODUCTION, ...node, LTC_DEPOSIT_XPUB: own, LTC_NETWORK: 'regtest' }),
    ).toContain('LTC_NETWORK: regtest coins are worth nothing');
    expect(
      loadConfig({ ...PRODUCTION, ...node, ...SIGNER, LTC_DEPOSIT_XPUB: own }).LTC_DEPOSIT_XPUB,
    ).toBe(own);
    expect(refusal({ LTC_NETWORK: 'signet' })).toContain(
      'LTC_NETWORK must be mainnet, testnet or regtest',
    );
  });

  it('refuses a private extended key or bad rates', () => {
    expect(
      refusal({
        ETH_DEPOSIT_XPUB:
          'xprv9s21ZrQH143K3GJpoapnV8SFfukcVBSfeCficPSGfubmSFDxo1kuHnLisriDvSnRRuL2Qrg5ggqHKNVpxR86QEC8w35uxmGoggxtQTPvfUu',
      }),
    ).toContain('ETH_DEPOSIT_XPUB');
    expect(refusal({ CRYPTO_RATES_EUR: 'ETH=abc' })).toContain('CRYPTO_RATES_EUR');
    expect(refusal({ CRYPTO_RATES_TICKER_URL: 'kraken' })).toContain('CRYPTO_RATES_TICKER_URL');
  });

  it('production takes a Bitcoin Core node with its own key and the signer, and nothing less', () => {
    const node = { BTC_RPC_URL: 'http://orca:secret@127.0.0.1:8332/' };
    const own = segwitXpubOf(MNEMONIC, 'bitcoin', 'mainnet');
    expect(refusal({ ...PRODUCTION, ...node, ...SIGNER })).toContain(
      'BTC_DEPOSIT_XPUB: must be set in production when BTC_RPC_URL is',
    );
    expect(refusal({ ...PRODUCTION, ...node, BTC_DEPOSIT_XPUB: own })).toContain(
      'SIGNER_URL: must be set in production when BTC_RPC_URL is (Bitcoin withdrawals',
    );
    expect(
      refusal({ ...PRODUCTION, ...node, ...SIGNER, BTC_DEPOSIT_XPUB: own, BTC_NETWORK: 'regtest' }),
    ).toContain('BTC_NETWORK: regtest coins are worth nothing');
    expect(refusal({ ...node, BTC_CONFIRMATIONS: '0' })).toContain('BTC_CONFIRMATIONS');
    const config = loadConfig({ ...PRODUCTION, ...node, ...SIGNER, BTC_DEPOSIT_XPUB: own });
    expect(config).toMatchObject({ BTC_NETWORK: 'mainnet', BTC_CONFIRMATIONS: 3 });
  });
});
