import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bech32, createBase58check } from '@scure/base';

/**
 * The deposit wallet's derivation paths and address forms, shared by the casino (which derives
 * addresses from the extended public keys) and the signer (which derives the keys that sweep them),
 * so both always mean the same address by the same index.
 */

/** BIP44's account for Ethereum (coin type 60): the extended public key is taken here. */
export const ETHEREUM_ACCOUNT_PATH = "m/44'/60'/0'";
/** BIP32 non-hardened children stop below 2^31. */
export const DERIVATION_INDEX_MAX = 2 ** 31 - 1;

/** The UTXO chains Orca takes, both spoken to through Bitcoin Core's JSON-RPC. */
export type UtxoCoin = 'bitcoin' | 'litecoin';
export type UtxoNetwork = 'mainnet' | 'testnet' | 'regtest';
export const UTXO_NETWORKS = ['mainnet', 'testnet', 'regtest'] as const;

/** Each network's bech32 prefix (SLIP-173), which is also what tells its addresses apart. */
export const SEGWIT_HRP: Readonly<Record<UtxoCoin, Readonly<Record<UtxoNetwork, string>>>> = {
  bitcoin: { mainnet: 'bc', testnet: 'tb', regtest: 'bcrt' },
  litecoin: { mainnet: 'ltc', testnet: 'tltc', regtest: 'rltc' },
};

/** Base58 version bytes of legacy addresses (P2PKH, P2SH) and of WIF private keys. */
const BASE58_VERSIONS: Readonly<
  Record<
    UtxoCoin,
    {
      main: { p2pkh: number; p2sh: number[]; wif: number };
      test: { p2pkh: number; p2sh: number[]; wif: number };
    }
  >
> = {
  bitcoin: {
    main: { p2pkh: 0x00, p2sh: [0x05], wif: 0x80 },
    test: { p2pkh: 0x6f, p2sh: [0xc4], wif: 0xef },
  },
  litecoin: {
    main: { p2pkh: 0x30, p2sh: [0x32, 0x05], wif: 0xb0 },
    test: { p2pkh: 0x6f, p2sh: [0x3a, 0xc4], wif: 0xef },
  },
};
const versionsOf = (coin: UtxoCoin, network: UtxoNetwork) =>
  BASE58_VERSIONS[coin][network === 'mainnet' ? 'main' : 'test'];
const base58check = createBase58check(sha256);

/** BIP84's account for native SegWit: coin type 0 is Bitcoin's, 2 Litecoin's, 1 every test network's. */
export const segwitAccountPath = (coin: UtxoCoin, network: UtxoNetwork) =>
  `m/84'/${network !== 'mainnet' ? 1 : coin === 'bitcoin' ? 0 : 2}'/0'`;

/** The external chain's child `index` below an account (…/0/index); throws outside BIP32's range. */
export function externalChild(index: number): string {
  if (!Number.isInteger(index) || index < 0 || index > DERIVATION_INDEX_MAX)
    throw new Error(`derivation index ${index} is out of range`);
  return `0/${index}`;
}

/** The native SegWit (P2WPKH, bech32) address of a compressed public key: witness v0 and its HASH160. */
export function segwitAddressOf(
  publicKey: Uint8Array,
  coin: UtxoCoin,
  network: UtxoNetwork,
): string {
  const program = ripemd160(sha256(publicKey));
  return bech32.encode(SEGWIT_HRP[coin][network], [0, ...bech32.toWords(program)]);
}

/** A private key in wallet import format (compressed), as `signrawtransactionwithkey` takes it. */
export function wifOf(privateKey: Uint8Array, coin: UtxoCoin, network: UtxoNetwork): string {
  return base58check.encode(new Uint8Array([versionsOf(coin, network).wif, ...privateKey, 0x01]));
}

/**
 * Whether `address` is one the network's wallets pay to: native SegWit (bech32 checksum, the
 * network's prefix, a v0 program of 20 or 32 bytes) or, where `legacy`, a base58check P2PKH or
 * P2SH address with the network's version byte.
 */
export function isUtxoAddress(
  address: string,
  coin: UtxoCoin,
  network: UtxoNetwork,
  legacy = false,
): boolean {
  try {
    const { prefix, words } = bech32.decode(address.toLowerCase() as `${string}1${string}`);
    const [version, ...rest] = words;
    const program = bech32.fromWords(rest);
    return (
      prefix === SEGWIT_HRP[coin][network] &&
      version === 0 &&
      (program.length === 20 || program.length === 32)
    );
  } catch {
    if (!legacy) return false;
  }
  try {
    const payload = base58check.decode(address);
    const versions = versionsOf(coin, network);
    return (
      payload.length === 21 &&
      (payload[0] === versions.p2pkh || versions.p2sh.includes(payload[0]!))
    );
  } catch {
    return false;
  }
}
