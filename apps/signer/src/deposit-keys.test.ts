import { describe, expect, it } from 'vitest';
import { createDepositKeys } from './deposit-keys.ts';

const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

describe('the deposit wallet’s keys', () => {
  it('are BIP84’s published test vector: the first receiving address and its key', () => {
    expect(createDepositKeys(MNEMONIC).segwitKeyAt(0, 'bitcoin', 'mainnet')).toEqual({
      address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
      wif: 'KyZpNDKnfs94vbrwhJneDi77V6jF64PWPF8x5cdJb8ifgg2DUc9d',
    });
  });

  it('derive the Ethereum key of BIP44’s path for any index', () => {
    const keys = createDepositKeys(MNEMONIC);
    // The first account of this mnemonic in every BIP44 Ethereum wallet.
    expect(keys.ethereumKeyAt(0)).toBe(
      '0x1ab42cc412b618bdea3a599e3c9bae199ebf030895b039e9db1e30dafb12b727',
    );
    expect(() => keys.ethereumKeyAt(-1)).toThrow(/out of range/);
  });
});
