import { describe, expect, it } from 'vitest';
import { signerConfigFrom } from './config.ts';
import { anvilPrivateKey, DEMO_DEPOSIT_MNEMONIC, isPublishedTestKey } from './test-keys.ts';

const env = {
  SIGNER_SECRET: 's'.repeat(32),
  SIGNER_JOURNAL: '/tmp/journal.jsonl',
  SIGNER_ETH_RPC_URL: 'http://127.0.0.1:8545',
  SIGNER_ETH_CHAIN_ID: '1',
  SIGNER_PRIVATE_KEY: `0x${'1'.repeat(64)}`,
};

describe('the signer configuration', () => {
  it('reads the limits per payout and per day in each asset’s smallest unit', () => {
    const config = signerConfigFrom({
      ...env,
      SIGNER_LIMITS: 'eth=0.5/2,usdt-erc20=1000.25/5000,ltc=1.5/3',
    });
    expect(config.limits).toEqual({
      eth: { perPayoutBase: 5n * 10n ** 17n, perDayBase: 2n * 10n ** 18n },
      'usdt-erc20': { perPayoutBase: 1_000_250_000n, perDayBase: 5_000_000_000n },
      ltc: { perPayoutBase: 150_000_000n, perDayBase: 300_000_000n },
    });
    expect(config.utxo).toEqual([]);
    expect(config.replaceAfterMs).toBe(300_000);
  });

  it('reads the deposit wallet for sweeps, and refuses words that are not a BIP39 mnemonic', () => {
    expect(signerConfigFrom(env).depositMnemonic).toBeNull();
    expect(
      signerConfigFrom({ ...env, SIGNER_DEPOSIT_MNEMONIC: `  ${DEMO_DEPOSIT_MNEMONIC}\n` })
        .depositMnemonic,
    ).toBe(DEMO_DEPOSIT_MNEMONIC);
    expect(() =>
      signerConfigFrom({
        ...env,
        SIGNER_DEPOSIT_MNEMONIC: DEMO_DEPOSIT_MNEMONIC.replace('hybrid', 'hybris'),
      }),
    ).toThrow(/SIGNER_DEPOSIT_MNEMONIC\(_FILE\) is not a valid BIP39 English mnemonic/);
  });

  it('refuses a short secret, a missing key and limits it cannot read, naming each', () => {
    expect(() => signerConfigFrom({ ...env, SIGNER_SECRET: 'short' })).toThrow(
      /SIGNER_SECRET must be at least 32 characters/,
    );
    expect(() => signerConfigFrom({ ...env, SIGNER_PRIVATE_KEY: undefined })).toThrow(
      /SIGNER_PRIVATE_KEY\(_FILE\) is required/,
    );
    expect(() => signerConfigFrom({ ...env, SIGNER_PRIVATE_KEY: '0x1234' })).toThrow(
      /SIGNER_PRIVATE_KEY must be 0x and 64 hex digits/,
    );
    expect(() => signerConfigFrom({ ...env, SIGNER_LIMITS: 'eth=1' })).toThrow(
      /"eth=1" must read like eth=1\/10/,
    );
    expect(() =>
      signerConfigFrom({
        ...env,
        SIGNER_USDT_CONTRACT: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        SIGNER_LIMITS: 'eth=1/10',
      }),
    ).toThrow(/no limits for usdt-erc20/);
    expect(() => signerConfigFrom({ ...env, SIGNER_ETH_RPC_URL: undefined })).toThrow(
      /SIGNER_ETH_RPC_URL, SIGNER_LTC_RPC_URL or SIGNER_BTC_RPC_URL is required/,
    );
    expect(
      signerConfigFrom({
        ...env,
        SIGNER_ETH_RPC_URL: undefined,
        SIGNER_PRIVATE_KEY: undefined,
        SIGNER_LTC_RPC_URL: 'http://orca:secret@127.0.0.1:9332/',
        SIGNER_BTC_RPC_URL: 'http://orca:secret@127.0.0.1:8332/',
        SIGNER_BTC_WALLET: 'payouts',
        SIGNER_BTC_NETWORK: 'testnet',
      }),
    ).toMatchObject({
      evm: null,
      utxo: [
        { coin: 'litecoin', asset: 'ltc', wallet: 'hot', network: 'mainnet' },
        { coin: 'bitcoin', asset: 'btc', wallet: 'payouts', network: 'testnet' },
      ],
      limits: { btc: { perPayoutBase: 10_000_000n, perDayBase: 100_000_000n } },
    });
  });

  it('knows anvil’s published accounts, which it pays from on a local chain only', () => {
    expect(isPublishedTestKey('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')).toBe(true);
    expect(anvilPrivateKey(2)).toBe(
      '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
    );
    expect(isPublishedTestKey('0x0000000000000000000000000000000000000001')).toBe(false);
  });
});
