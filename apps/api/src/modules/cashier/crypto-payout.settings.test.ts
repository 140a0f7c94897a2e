import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { cryptoSettingsOf } from './crypto-deposit.settings.ts';
import { payoutRailsOf } from './crypto-payout.settings.ts';
import { segwitAddressAt, segwitXpubOf } from './chains/deposit-keys.ts';
import { payoutAddressCheck } from './chains/payout-addresses.ts';

const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

const SIGNER = {
  SIGNER_URL: 'http://127.0.0.1:7400',
  SIGNER_SECRET: '0f9e8d7c6b5a49382716f5e4d3c2b1a00f9e8d7c6b5a4938',
};
const CHAIN = {
  ETH_RPC_URL: 'http://127.0.0.1:8545',
  ETH_USDT_CONTRACT: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
};

describe('the payout rails', () => {
  it('pay a chain’s methods through the signer, the rest through the sandbox where it is on', () => {
    const config = loadConfig({ ...CHAIN, ...SIGNER });
    expect(config.hasSandboxPayments).toBe(true);
    const railFor = payoutRailsOf(config, cryptoSettingsOf(config));
    expect(railFor('eth')?.quote).toBeTypeOf('function');
    expect(railFor('usdt-erc20')?.quote).toBeTypeOf('function');
    // The sandbox rail pays in the withdrawal's own currency: no quote.
    expect(railFor('btc')).not.toBeNull();
    expect(railFor('btc')?.quote).toBeUndefined();
  });

  it('leave a method without a real rail unpaid, and so unoffered, where sandbox payments are off', () => {
    const config = { ...loadConfig({ ...CHAIN, ...SIGNER }), hasSandboxPayments: false };
    const railFor = payoutRailsOf(config, cryptoSettingsOf(config));
    expect(railFor('eth')).not.toBeNull();
    for (const method of ['btc', 'xrp', 'usdt-trc20', 'ltc']) expect(railFor(method)).toBeNull();
    const noSigner = payoutRailsOf(
      { ...config, SIGNER_URL: undefined, SIGNER_SECRET: undefined },
      cryptoSettingsOf(config),
    );
    expect(noSigner('eth')).toBeNull();
  });

  it('pay bitcoin through the signer once a Bitcoin Core node and its key are configured', async () => {
    const xpub = segwitXpubOf(MNEMONIC, 'bitcoin', 'mainnet');
    const config = {
      ...loadConfig({
        ...SIGNER,
        BTC_RPC_URL: 'http://orca:secret@127.0.0.1:8332/',
        BTC_DEPOSIT_XPUB: xpub,
      }),
      hasSandboxPayments: false,
    };
    const settings = cryptoSettingsOf(config);
    expect(settings?.chains.map((chain) => [chain.adapter.chain, chain.confirmations])).toEqual([
      ['bitcoin', 3],
    ]);
    expect(settings?.chains[0]?.methods).toEqual([
      { id: 'btc', minimum: '0.0005', minimumBase: 50_000n },
    ]);
    // BIP84's published first address of this mnemonic.
    expect(settings?.chains[0]?.addressAt(0)).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    const railFor = payoutRailsOf(config, settings);
    const quote = await railFor('btc')?.quote?.({
      withdrawalId: crypto.randomUUID(),
      methodId: 'btc',
      address: 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g',
      tag: null,
      currency: 'EUR',
      amountMinor: 6_000n,
      approvedBy: [1n],
    });
    // 60.00 EUR at the configured 60 000 EUR a bitcoin.
    expect(quote).toMatchObject({ asset: 'BTC', amountBase: 100_000n });
    expect(railFor('ltc')).toBeNull();
  });

  it('check a payout address against its chain and network', () => {
    const check = payoutAddressCheck({ ltc: 'mainnet', btc: 'mainnet' });
    expect(check('btc', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu')).toBe(true);
    expect(check('btc', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(true);
    const testnet = segwitAddressAt(
      segwitXpubOf(MNEMONIC, 'bitcoin', 'testnet'),
      0,
      'bitcoin',
      'testnet',
    );
    expect(testnet.startsWith('tb1q')).toBe(true);
    expect(check('btc', testnet)).toBe(false);
    expect(payoutAddressCheck({ ltc: 'mainnet', btc: 'testnet' })('btc', testnet)).toBe(true);
    expect(check('ltc', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu')).toBe(false);
    expect(check('eth', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true);
    expect(check('eth', '0x52908400098527886E0F7030069857D2E4169Ee7')).toBe(false);
  });
});
