import {
  createPublicClient,
  defineChain,
  http,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Hex,
} from 'viem';
import type { EvmConfig } from '../config.ts';
import { fromNode, Refused } from './wallet.ts';

/** The EVM node as the signer's wallets read it: uncached, so confirmations are counted from the tip of now. */
export function createEvmClient(config: EvmConfig) {
  const chain = defineChain({
    id: config.chainId,
    name: `chain ${config.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [config.rpcUrl] } },
  });
  const client = createPublicClient({
    chain,
    cacheTime: 0,
    transport: http(config.rpcUrl, { retryCount: 1 }),
  });

  return {
    client,

    /** Sends a signed transaction; one the node already has or has mined is not an error. */
    async broadcast(raw: string): Promise<void> {
      try {
        await client.sendRawTransaction({ serializedTransaction: raw as Hex });
      } catch (error) {
        // Already in the pool or mined: what matters is where it stands, which progress asks.
        const text = error instanceof Error ? error.message : String(error);
        if (!/already known|already imported|nonce too low|known transaction/i.test(text))
          throw new Refused('node_unavailable', text);
      }
    },

    /** The transaction's receipt once mined; null while it is not. */
    receiptOf: (hash: string) =>
      fromNode(() =>
        client.getTransactionReceipt({ hash: hash as Hex }).catch((error: unknown) => {
          if (error instanceof TransactionReceiptNotFoundError) return null;
          throw error;
        }),
      ),

    /** Whether the node knows the transaction (in its pool or a block). */
    knows: (hash: string) =>
      fromNode(() =>
        client
          .getTransaction({ hash: hash as Hex })
          .then(() => true)
          .catch((error: unknown) => {
            if (error instanceof TransactionNotFoundError) return false;
            throw error;
          }),
      ),
  };
}
