import { mnemonicToAccount } from 'viem/accounts';

/** anvil's built-in mnemonic: its accounts' keys are published, so they belong on local chains only. */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
/** anvil's own chain id, the only chain a published key may pay on. */
export const LOCAL_CHAIN_ID = 31_337;
/** The demo's hot wallet: anvil's third account (the first deploys the token, the second is the faucet). */
export const DEMO_HOT_WALLET_INDEX = 2;
const PUBLISHED_ACCOUNTS = 10;

/**
 * The demo's deposit wallet. Published in this repository, so anyone can spend what reaches its
 * addresses: the demo casino derives its extended public keys from it, its signer sweeps with it,
 * and neither takes it on a real network.
 */
export const DEMO_DEPOSIT_MNEMONIC =
  'hybrid razor doll universe panda chicken oak absent receive symbol crater memory';

/** The private key of anvil's account `index`. */
export function anvilPrivateKey(index: number): `0x${string}` {
  const key = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index }).getHdKey().privateKey;
  if (!key) throw new Error(`anvil account ${index} has no private key`);
  return `0x${Buffer.from(key).toString('hex')}`;
}

/** True for any of anvil's ten funded accounts, whose keys anyone can look up. */
export function isPublishedTestKey(address: string): boolean {
  const wanted = address.toLowerCase();
  for (let index = 0; index < PUBLISHED_ACCOUNTS; index += 1)
    if (mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index }).address.toLowerCase() === wanted)
      return true;
  return false;
}
