import {
  ETHEREUM_ACCOUNT_PATH,
  externalChild,
  segwitAccountPath,
  segwitAddressOf,
  wifOf,
  type UtxoCoin,
  type UtxoNetwork,
} from '@orca/chains/hd-keys';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';

/**
 * The deposit wallet's private keys, derived on demand at the same paths the casino derives its
 * addresses from the extended public keys (`@orca/chains/hd-keys`): only sweeps use them.
 */
export function createDepositKeys(mnemonic: string) {
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic));
  const ethereum = root.derive(ETHEREUM_ACCOUNT_PATH);
  const accounts = new Map<string, HDKey>();

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

    /** A UTXO chain's deposit address at `index` and its key in wallet import format (compressed). */
    segwitKeyAt(
      index: number,
      coin: UtxoCoin,
      network: UtxoNetwork,
    ): { address: string; wif: string } {
      const path = segwitAccountPath(coin, network);
      let account = accounts.get(path);
      if (!account) {
        account = root.derive(path);
        accounts.set(path, account);
      }
      const child = account.derive(`m/${externalChild(index)}`);
      return {
        address: segwitAddressOf(child.publicKey!, coin, network),
        wif: wifOf(privateKeyOf(child), coin, network),
      };
    },
  };
}

export type DepositKeys = ReturnType<typeof createDepositKeys>;
