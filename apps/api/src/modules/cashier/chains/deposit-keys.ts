import { secp256k1 } from '@noble/curves/secp256k1.js';
import {
  ETHEREUM_ACCOUNT_PATH,
  externalChild,
  segwitAccountPath,
  segwitAddressOf,
  type UtxoCoin,
  type UtxoNetwork,
} from '@orca/chains/hd-keys';
import { DEMO_DEPOSIT_MNEMONIC } from '@orca/signer/test-keys';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { getAddress, keccak256, toHex } from 'viem';

export { DEMO_DEPOSIT_MNEMONIC };
export { DERIVATION_INDEX_MAX } from '@orca/chains/hd-keys';

/** The account-level extended public key (xpub) of a mnemonic: what an operator configures as ETH_DEPOSIT_XPUB. */
export function ethereumXpubOf(mnemonic: string): string {
  return HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic)).derive(ETHEREUM_ACCOUNT_PATH)
    .publicExtendedKey;
}

export const DEMO_ETH_DEPOSIT_XPUB = ethereumXpubOf(DEMO_DEPOSIT_MNEMONIC);

/** Whether `xpub` parses as an extended public key (and not a private one). */
export function isExtendedPublicKey(xpub: string): boolean {
  try {
    const key = HDKey.fromExtendedKey(xpub);
    return key.privateKey === null && key.publicKey !== null;
  } catch {
    return false;
  }
}

/**
 * The Ethereum address at BIP44's external chain child `index` (m/44'/60'/0'/0/index): the
 * same as any BIP44 wallet holding the mnemonic shows, so the operator sweeps with ordinary tools.
 */
export function ethereumAddressAt(xpub: string, index: number): `0x${string}` {
  const child = HDKey.fromExtendedKey(xpub).derive(`m/${externalChild(index)}`);
  if (!child.publicKey) throw new Error('the extended key has no public key');
  const uncompressed = secp256k1.Point.fromBytes(child.publicKey).toBytes(false);
  // An address is the last 20 bytes of the Keccak hash of the 64-byte public key (no 0x04 prefix).
  return getAddress(`0x${keccak256(toHex(uncompressed.slice(1))).slice(-40)}`);
}

/** The account-level (BIP84) extended public key of a mnemonic on a UTXO chain's network: what an operator configures as LTC_DEPOSIT_XPUB or BTC_DEPOSIT_XPUB. */
export function segwitXpubOf(mnemonic: string, coin: UtxoCoin, network: UtxoNetwork): string {
  return HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic)).derive(segwitAccountPath(coin, network))
    .publicExtendedKey;
}

export const DEMO_LTC_REGTEST_DEPOSIT_XPUB = segwitXpubOf(
  DEMO_DEPOSIT_MNEMONIC,
  'litecoin',
  'regtest',
);

/**
 * The native SegWit (P2WPKH, bech32) address at BIP84's external chain child `index`: witness
 * version 0 and the HASH160 of the compressed public key, under the network's prefix.
 */
export function segwitAddressAt(
  xpub: string,
  index: number,
  coin: UtxoCoin,
  network: UtxoNetwork,
): string {
  const child = HDKey.fromExtendedKey(xpub).derive(`m/${externalChild(index)}`);
  if (!child.publicKey) throw new Error('the extended key has no public key');
  return segwitAddressOf(child.publicKey, coin, network);
}
