import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { cryptoSettingsOf } from './crypto-deposit.settings.ts';
import { payoutRailsOf } from './crypto-payout.settings.ts';

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
});
