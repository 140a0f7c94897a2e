import { coinsToBase, RpcError, type CoreRpc } from '@orca/chains/core-rpc';
import type { ChainAdapter, ChainTransfer } from './chain-adapter.ts';

interface VerboseBlock {
  hash: string;
  tx: {
    txid: string;
    vout: {
      value: number;
      n: number;
      scriptPubKey: { address?: string; addresses?: string[] };
    }[];
  }[];
}

/** The code Bitcoin Core answers getblockhash with above the tip. */
const RPC_INVALID_PARAMETER = -8;

/**
 * A UTXO chain through its node's RPC: each block read whole (getblock verbosity 2), every output
 * paying a deposit address a transfer, its index in the transaction as the log index, so each
 * output is credited once. `methodId` is the chain's one deposit method (ltc).
 */
export function createUtxoAdapter(options: {
  chain: string;
  methodId: string;
  rpc: CoreRpc;
}): ChainAdapter {
  const { rpc } = options;
  return {
    chain: options.chain,
    height: async () => BigInt(await rpc<number>('getblockcount')),
    async blockHash(height) {
      try {
        return await rpc<string>('getblockhash', [Number(height)]);
      } catch (error) {
        if (error instanceof RpcError && error.code === RPC_INVALID_PARAMETER) return null;
        throw error;
      }
    },
    async transfersTo(addresses, from, to) {
      const found: ChainTransfer[] = [];
      if (addresses.size === 0) return found;
      for (let height = from; height <= to; height += 1n) {
        const hash = await rpc<string>('getblockhash', [Number(height)]);
        const block = await rpc<VerboseBlock>('getblock', [hash, 2]);
        for (const tx of block.tx)
          for (const output of tx.vout) {
            const address = output.scriptPubKey.address ?? output.scriptPubKey.addresses?.[0];
            if (!address || !addresses.has(address.toLowerCase())) continue;
            found.push({
              methodId: options.methodId,
              txHash: tx.txid,
              logIndex: output.n,
              to: address.toLowerCase(),
              amountBase: coinsToBase(output.value),
              blockNumber: height,
              blockHash: block.hash,
            });
          }
      }
      return found;
    },
    async balanceOf(address) {
      // The UTXO set itself, so any address can be read without a wallet on the node.
      const scan = await rpc<{ success: boolean; total_amount: number }>('scantxoutset', [
        'start',
        [`addr(${address})`],
      ]);
      if (!scan.success) throw new Error(`scantxoutset failed for ${address}`);
      return coinsToBase(scan.total_amount);
    },
    // bech32 addresses are case-insensitive and shown in lower case.
    normalise: (address) => address.toLowerCase(),
    display: (address) => address.toLowerCase(),
  };
}
