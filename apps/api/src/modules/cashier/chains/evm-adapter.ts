import {
  createPublicClient,
  erc20Abi,
  getAddress,
  http,
  parseAbiItem,
  type Address,
  type PublicClient,
} from 'viem';
import type { ChainAdapter, ChainTransfer } from './chain-adapter.ts';

const TRANSFER_EVENT = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
);
/** An RPC call to a node that does not answer in this long fails the run; the job retries. */
const RPC_TIMEOUT_MS = 10_000;

export interface EvmAdapterOptions {
  rpcUrl: string;
  /** The ERC-20 token whose transfers are the usdt-erc20 method's deposits; absent: ETH only. */
  tokenAddress?: Address;
  /** The hot wallet: ETH it sends a deposit address is a sweep's gas top-up, never a deposit. */
  hotWallet?: Address;
  client?: PublicClient;
}

/**
 * An EVM chain through viem. Native ETH arrives as a transaction's value, so deposits are found
 * by reading each block's transactions (a contract's internal transfers are not seen: senders
 * must send directly); token deposits are the token's Transfer logs.
 */
export function createEvmAdapter(options: EvmAdapterOptions): ChainAdapter {
  const client =
    options.client ??
    createPublicClient({
      transport: http(options.rpcUrl, { timeout: RPC_TIMEOUT_MS, retryCount: 2 }),
    });
  const token = options.tokenAddress?.toLowerCase();
  const hotWallet = options.hotWallet?.toLowerCase();

  async function nativeTransfers(
    addresses: ReadonlySet<string>,
    from: bigint,
    to: bigint,
  ): Promise<ChainTransfer[]> {
    const found: ChainTransfer[] = [];
    for (let height = from; height <= to; height += 1n) {
      const block = await client.getBlock({ blockNumber: height, includeTransactions: true });
      for (const tx of block.transactions) {
        if (!tx.to || tx.value === 0n || !addresses.has(tx.to.toLowerCase())) continue;
        if (tx.from.toLowerCase() === hotWallet) continue;
        // A transaction that reverted moved no value, though the block lists it.
        const receipt = await client.getTransactionReceipt({ hash: tx.hash });
        if (receipt.status !== 'success') continue;
        found.push({
          methodId: 'eth',
          txHash: tx.hash,
          logIndex: -1,
          to: tx.to.toLowerCase(),
          amountBase: tx.value,
          blockNumber: height,
          blockHash: block.hash,
        });
      }
    }
    return found;
  }

  async function tokenTransfers(
    addresses: ReadonlySet<string>,
    from: bigint,
    to: bigint,
  ): Promise<ChainTransfer[]> {
    if (!token) return [];
    // Every Transfer of the token in the range, filtered here: a topic filter listing each
    // deposit address would grow with the players past what nodes accept in one request.
    const logs = await client.getLogs({
      address: token as Address,
      event: TRANSFER_EVENT,
      fromBlock: from,
      toBlock: to,
      strict: true,
    });
    return logs
      .filter((log) => !log.removed && addresses.has(log.args.to.toLowerCase()))
      .map((log) => ({
        methodId: 'usdt-erc20',
        txHash: log.transactionHash,
        logIndex: log.logIndex,
        to: log.args.to.toLowerCase(),
        amountBase: log.args.value,
        blockNumber: log.blockNumber,
        blockHash: log.blockHash,
      }));
  }

  return {
    chain: 'ethereum',
    height: () => client.getBlockNumber({ cacheTime: 0 }),
    async blockHash(height) {
      try {
        const block = await client.getBlock({ blockNumber: height });
        return block.hash;
      } catch (error) {
        if (error instanceof Error && error.name === 'BlockNotFoundError') return null;
        throw error;
      }
    },
    async transfersTo(addresses, from, to) {
      if (addresses.size === 0 || from > to) return [];
      const [native, tokens] = await Promise.all([
        nativeTransfers(addresses, from, to),
        tokenTransfers(addresses, from, to),
      ]);
      return [...native, ...tokens];
    },
    async balanceOf(address, methodId) {
      if (methodId === 'eth') return client.getBalance({ address: address as Address });
      if (!token) return 0n;
      return client.readContract({
        address: token as Address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address as Address],
      });
    },
    normalise: (address) => address.toLowerCase(),
    display: (address) => getAddress(address),
  };
}
