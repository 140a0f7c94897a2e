import { secp256k1 } from '@noble/curves/secp256k1.js';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { getAddress, keccak256, toHex } from 'viem';

/**
 * The demo's deposit wallet. Published in this repository, so anyone can spend what reaches its
 * addresses: the demo derives its extended public key from it, and production refuses that key.
 */
export const DEMO_DEPOSIT_MNEMONIC =
  'hybrid razor doll universe panda chicken oak absent receive symbol crater memory';

/** BIP44's account for Ethereum (coin type 60): the extended public key is taken here. */
const ETHEREUM_ACCOUNT_PATH = "m/44'/60'/0'";
/** BIP32 non-hardened children stop below 2^31. */
export const DERIVATION_INDEX_MAX = 2 ** 31 - 1;

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
  if (!Number.isInteger(index) || index < 0 || index > DERIVATION_INDEX_MAX)
    throw new Error(`derivation index ${index} is out of range`);
  const child = HDKey.fromExtendedKey(xpub).derive(`m/0/${index}`);
  if (!child.publicKey) throw new Error('the extended key has no public key');
  const uncompressed = secp256k1.Point.fromBytes(child.publicKey).toBytes(false);
  // An address is the last 20 bytes of the Keccak hash of the 64-byte public key (no 0x04 prefix).
  return getAddress(`0x${keccak256(toHex(uncompressed.slice(1))).slice(-40)}`);
}
