import { PAYOUT_ASSETS, type PayoutAsset } from '@orca/signer/protocol';
import type { Config } from '../../platform/config.ts';
import { createSignerPayoutAdapter } from './chains/signer-payouts.ts';
import type { CryptoDepositSettings } from './crypto-deposit.settings.ts';
import { createSandboxPayoutAdapter, routePayouts, type PayoutAdapter } from './payout-adapter.ts';

/**
 * Which rail pays each withdrawal method: the configured chains' methods through the signer (at
 * the deposit confirmations and rates), the rest through the sandbox rail where sandbox payments
 * are on (the demo, a staging site). Without them the rest have no rail: a real site offers only
 * the withdrawals it can really pay.
 */
export function payoutRailsOf(
  config: Pick<Config, 'SIGNER_URL' | 'SIGNER_SECRET' | 'hasSandboxPayments'>,
  crypto: CryptoDepositSettings | null,
): (methodId: string) => PayoutAdapter | null {
  const rails = new Map<string, PayoutAdapter>();
  const { SIGNER_URL: url, SIGNER_SECRET: secret } = config;
  if (crypto && url && secret) {
    for (const chain of crypto.chains)
      for (const method of chain.methods) {
        // The signer pays the EVM assets; a UTXO chain's payouts are not signed yet.
        if (!isPayoutAsset(method.id)) continue;
        rails.set(
          method.id,
          createSignerPayoutAdapter({
            url,
            secret,
            method: method.id,
            rates: crypto.rates,
            confirmations: chain.confirmations,
          }),
        );
      }
  }
  return routePayouts(rails, config.hasSandboxPayments ? createSandboxPayoutAdapter() : null);
}

const isPayoutAsset = (id: string): id is PayoutAsset =>
  (PAYOUT_ASSETS as readonly string[]).includes(id);
