import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bech32 } from '@scure/base';

/**
 * The deposit wallet's derivation paths and address forms, shared by the casino (which derives
 * addresses from the extended public key) and the signer (which derives the keys that sweep them),
 * so both always mean the same address by the same index.
 */

/** BIP44's account for Ethereum (coin type 60): the extended public key is taken here. */
export const ETHEREUM_ACCOUNT_PATH = "m/44'/60'/0'";
/** BIP32 non-hardened children stop below 2^31. */
export const DERIVATION_INDEX_MAX = 2 ** 31 - 1;

export type LitecoinNetwork = 'mainnet' | 'testnet' | 'regtest';
export const LITECOIN_NETWORKS = ['mainnet', 'testnet', 'regtest'] as const;
/** Each Litecoin network's bech32 prefix (SLIP-173), which is also what tells its addresses apart. */
export const LITECOIN_HRP: Readonly<Record<LitecoinNetwork, string>> = {
  mainnet: 'ltc',
  testnet: 'tltc',
  regtest: 'rltc',
};

/** BIP84's account for native SegWit: coin type 2 is Litecoin's, 1 every test network's. */
export const litecoinAccountPath = (network: LitecoinNetwork) =>
  `m/84'/${network === 'mainnet' ? 2 : 1}'/0'`;

/** The external chain's child `index` below an account (…/0/index); throws outside BIP32's range. */
export function externalChild(index: number): string {
  if (!Number.isInteger(index) || index < 0 || index > DERIVATION_INDEX_MAX)
    throw new Error(`derivation index ${index} is out of range`);
  return `0/${index}`;
}

/** The native SegWit (P2WPKH, bech32) address of a compressed public key: witness v0 and its HASH160. */
export function segwitAddressOf(publicKey: Uint8Array, network: LitecoinNetwork): string {
  const program = ripemd160(sha256(publicKey));
  return bech32.encode(LITECOIN_HRP[network], [0, ...bech32.toWords(program)]);
}
