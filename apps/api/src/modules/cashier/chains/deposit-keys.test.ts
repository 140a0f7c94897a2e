import { isUtxoAddress } from '@orca/chains/hd-keys';
import { bech32 } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import { segwitAddressAt, segwitXpubOf } from './deposit-keys.ts';

const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

const programOf = (address: string) =>
  bech32.fromWords(bech32.decode(address as `${string}1${string}`).words.slice(1));

describe('native SegWit deposit addresses', () => {
  it('are BIP84’s published test vector on Bitcoin', () => {
    // BIP84: m/84'/0'/0'/0/0 and /0/1 of this mnemonic.
    const xpub = segwitXpubOf(MNEMONIC, 'bitcoin', 'mainnet');
    expect(segwitAddressAt(xpub, 0, 'bitcoin', 'mainnet')).toBe(
      'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
    );
    expect(segwitAddressAt(xpub, 1, 'bitcoin', 'mainnet')).toBe(
      'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g',
    );
  });

  it('carry the key BIP84’s vector names, under the Litecoin prefix', () => {
    const xpub = HDKey.fromMasterSeed(mnemonicToSeedSync(MNEMONIC)).derive(
      "m/84'/0'/0'",
    ).publicExtendedKey;
    const address = segwitAddressAt(xpub, 0, 'litecoin', 'mainnet');
    expect(address.startsWith('ltc1q')).toBe(true);
    expect(programOf(address)).toEqual(programOf('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu'));
  });

  it('tell the chains and networks apart and refuse a mistyped address', () => {
    const address = segwitAddressAt(
      segwitXpubOf(MNEMONIC, 'litecoin', 'mainnet'),
      3,
      'litecoin',
      'mainnet',
    );
    expect(isUtxoAddress(address, 'litecoin', 'mainnet')).toBe(true);
    expect(isUtxoAddress(address.toUpperCase(), 'litecoin', 'mainnet')).toBe(true);
    expect(isUtxoAddress(address, 'litecoin', 'regtest')).toBe(false);
    expect(isUtxoAddress(address, 'bitcoin', 'mainnet')).toBe(false);
    const last = address.at(-1) === 'q' ? 'p' : 'q';
    expect(isUtxoAddress(`${address.slice(0, -1)}${last}`, 'litecoin', 'mainnet')).toBe(false);
    const bitcoin = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
    expect(isUtxoAddress(bitcoin, 'litecoin', 'mainnet')).toBe(false);
    expect(isUtxoAddress(bitcoin, 'bitcoin', 'mainnet')).toBe(true);
    expect(isUtxoAddress(bitcoin, 'bitcoin', 'testnet')).toBe(false);
    expect(isUtxoAddress('0x0000000000000000000000000000000000000001', 'bitcoin', 'mainnet')).toBe(
      false,
    );
  });

  it('take legacy Bitcoin addresses only where asked, with their checksum and network', () => {
    // The genesis block's coinbase address (P2PKH) and BIP13's P2SH example.
    for (const legacy of [
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    ]) {
      expect(isUtxoAddress(legacy, 'bitcoin', 'mainnet', true)).toBe(true);
      expect(isUtxoAddress(legacy, 'bitcoin', 'mainnet')).toBe(false);
      expect(isUtxoAddress(legacy, 'bitcoin', 'testnet', true)).toBe(false);
    }
    expect(isUtxoAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', 'bitcoin', 'mainnet', true)).toBe(
      false,
    );
  });
});
