import { isUtxoAddress, type UtxoNetwork } from '@orca/chains/hd-keys';
import { isAddress } from 'viem';

/** Withdrawal methods paid on an EVM chain: their addresses carry an EIP-55 checksum when mixed-case. */
const EVM_METHODS: ReadonlySet<string> = new Set(['eth', 'usdt-erc20']);

/**
 * The chain's own rule for a payout address, beyond the method's pattern: a mixed-case Ethereum
 * address whose checksum is wrong was mistyped; a Litecoin address must carry a valid bech32
 * checksum and the configured network's prefix, and a Bitcoin one that or a valid base58check
 * legacy form of its network. Paying any other would lose the money.
 */
export function payoutAddressCheck(networks: { ltc: UtxoNetwork; btc: UtxoNetwork }) {
  return (methodId: string, address: string): boolean => {
    if (EVM_METHODS.has(methodId)) return isAddress(address, { strict: true });
    if (methodId === 'ltc') return isUtxoAddress(address, 'litecoin', networks.ltc);
    if (methodId === 'btc') return isUtxoAddress(address, 'bitcoin', networks.btc, true);
    return true;
  };
}
