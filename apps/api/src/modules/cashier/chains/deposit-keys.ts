import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bech32 } from '@scure/base';
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

export type LitecoinNetwork = 'mainnet' | 'testnet' | 'regtest';
/** Each Litecoin network's bech32 prefix (SLIP-173), which is also what tells its addresses apart. */
export const LITECOIN_HRP: Readonly<Record<LitecoinNetwork, string>> = {
  mainnet: 'ltc',
  testnet: 'tltc',
  regtest: 'rltc',
};

/** BIP84's account for native SegWit: coin type 2 is Litecoin's, 1 every test network's. */
const litecoinAccountPath = (network: LitecoinNetwork) =>
  `m/84'/${network === 'mainnet' ? 2 : 1}'/0'`;

/** The account-level extended public key of a mnemonic on a Litecoin network: what an operator configures as LTC_DEPOSIT_XPUB. */
export function litecoinXpubOf(mnemonic: string, network: LitecoinNetwork): string {
  return HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic)).derive(litecoinAccountPath(network))
    .publicExtendedKey;
}

export const DEMO_LTC_REGTEST_DEPOSIT_XPUB = litecoinXpubOf(DEMO_DEPOSIT_MNEMONIC, 'regtest');

/**
 * The native SegWit (P2WPKH, bech32) address at BIP84's external chain child `index`: witness
 * version 0 and the HASH160 of the compressed public key, under the network's prefix.
 */
export function litecoinAddressAt(xpub: string, index: number, network: LitecoinNetwork): string {
  if (!Number.isInteger(index) || index < 0 || index > DERIVATION_INDEX_MAX)
    throw new Error(`derivation index ${index} is out of range`);
  const child = HDKey.fromExtendedKey(xpub).derive(`m/0/${index}`);
  if (!child.publicKey) throw new Error('the extended key has no public key');
  const program = ripemd160(sha256(child.publicKey));
  return bech32.encode(LITECOIN_HRP[network], [0, ...bech32.toWords(program)]);
}

/** Whether `address` is a valid native SegWit address of `network` (bech32 checksum, prefix, witness v0 program length). */
export function isLitecoinAddress(address: string, network: LitecoinNetwork): boolean {
  try {
    const { prefix, words } = bech32.decode(address.toLowerCase() as `${string}1${string}`);
    const [version, ...rest] = words;
    const program = bech32.fromWords(rest);
    return (
      prefix === LITECOIN_HRP[network] &&
      version === 0 &&
      (program.length === 20 || program.length === 32)
    );
  } catch {
    return false;
  }
}
