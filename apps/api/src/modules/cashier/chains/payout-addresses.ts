import { isAddress } from 'viem';

/** Withdrawal methods paid on an EVM chain: their addresses carry an EIP-55 checksum when mixed-case. */
const EVM_METHODS: ReadonlySet<string> = new Set(['eth', 'usdt-erc20']);

/**
 * The chain's own rule for a payout address, beyond the method's pattern: a mixed-case Ethereum
 * address whose checksum is wrong was mistyped, and paying it would lose the money.
 */
export function isPayoutAddress(methodId: string, address: string): boolean {
  return !EVM_METHODS.has(methodId) || isAddress(address, { strict: true });
}
