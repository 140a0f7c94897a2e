import {
  ETHEREUM_ACCOUNT_PATH,
  externalChild,
  litecoinAccountPath,
  segwitAddressOf,
  type LitecoinNetwork,
} from '@orca/chains/hd-keys';
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';

/** WIF's version byte: Litecoin's main network, and every test network's. */
const WIF_VERSION: Readonly<Record<LitecoinNetwork, number>> = {
  mainnet: 0xb0,
  testnet: 0xef,
  regtest: 0xef,
};
const base58check = createBase58check(sha256);

/**
 * The deposit wallet's private keys, derived on demand at the same paths the casino derives its
 * addresses from the extended public keys (`@orca/chains/hd-keys`): only sweeps use them.
 */
export function createDepositKeys(mnemonic: string) {
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic));
  const ethereum = root.derive(ETHEREUM_ACCOUNT_PATH);
  const litecoin = new Map<LitecoinNetwork, HDKey>();

  function privateKeyOf(key: HDKey): Uint8Array {
    if (!key.privateKey) throw new Error('the deposit key has no private key');
    return key.privateKey;
  }

  return {
    /** The private key behind the Ethereum deposit address at `index`. */
    ethereumKeyAt(index: number): `0x${string}` {
      const child = ethereum.derive(`m/${externalChild(index)}`);
      return `0x${Buffer.from(privateKeyOf(child)).toString('hex')}`;
    },

    /** The Litecoin deposit address at `index` and its key in wallet import format (compressed). */
    litecoinKeyAt(index: number, network: LitecoinNetwork): { address: string; wif: string } {
      let account = litecoin.get(network);
      if (!account) {
        account = root.derive(litecoinAccountPath(network));
        litecoin.set(network, account);
      }
      const child = account.derive(`m/${externalChild(index)}`);
      const payload = new Uint8Array([WIF_VERSION[network], ...privateKeyOf(child), 0x01]);
      return {
        address: segwitAddressOf(child.publicKey!, network),
        wif: base58check.encode(payload),
      };
    },
  };
}

export type DepositKeys = ReturnType<typeof createDepositKeys>;
