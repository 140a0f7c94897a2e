import { isAddress } from 'viem';
import { isLitecoinAddress, type LitecoinNetwork } from './deposit-keys.ts';

/** Withdrawal methods paid on an EVM chain: their addresses carry an EIP-55 checksum when mixed-case. */
const EVM_METHODS: ReadonlySet<string> = new Set(['eth', 'usdt-erc20']);

/**
 * The chain's own rule for a payout address, beyond the method's pattern: a mixed-case Ethereum
 * address whose checksum is wrong was mistyped, and a Litecoin address must carry a valid bech32
 * checksum and the configured network's prefix; paying either would lose the money.
 */
export function payoutAddressCheck(ltcNetwork: LitecoinNetwork) {
  return (methodId: string, address: string): boolean => {
    if (EVM_METHODS.has(methodId)) return isAddress(address, { strict: true });
    if (methodId === 'ltc') return isLitecoinAddress(address, ltcNetwork);
    return true;
  };
}
