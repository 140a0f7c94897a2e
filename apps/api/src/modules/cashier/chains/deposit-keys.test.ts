import { bech32 } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import { isLitecoinAddress, litecoinAddressAt, litecoinXpubOf } from './deposit-keys.ts';

const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

const programOf = (address: string) =>
  bech32.fromWords(bech32.decode(address as `${string}1${string}`).words.slice(1));

describe('native SegWit deposit addresses', () => {
  it('carry the key BIP84’s published vector names, under the Litecoin prefix', () => {
    // BIP84's test vector: m/84'/0'/0'/0/0 of this mnemonic is bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu.
    const xpub = HDKey.fromMasterSeed(mnemonicToSeedSync(MNEMONIC)).derive(
      "m/84'/0'/0'",
    ).publicExtendedKey;
    const address = litecoinAddressAt(xpub, 0, 'mainnet');
    expect(address.startsWith('ltc1q')).toBe(true);
    expect(programOf(address)).toEqual(programOf('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu'));
  });

  it('tell the networks apart and refuse a mistyped address', () => {
    const address = litecoinAddressAt(litecoinXpubOf(MNEMONIC, 'mainnet'), 3, 'mainnet');
    expect(isLitecoinAddress(address, 'mainnet')).toBe(true);
    expect(isLitecoinAddress(address.toUpperCase(), 'mainnet')).toBe(true);
    expect(isLitecoinAddress(address, 'regtest')).toBe(false);
    const last = address.at(-1) === 'q' ? 'p' : 'q';
    expect(isLitecoinAddress(`${address.slice(0, -1)}${last}`, 'mainnet')).toBe(false);
    expect(isLitecoinAddress('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', 'mainnet')).toBe(false);
    expect(isLitecoinAddress('0x0000000000000000000000000000000000000001', 'mainnet')).toBe(false);
  });
});
