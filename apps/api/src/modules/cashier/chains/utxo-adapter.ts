import type { ChainAdapter, ChainTransfer } from './chain-adapter.ts';

const RPC_TIMEOUT_MS = 10_000;
/** Satoshis (litoshis) per coin: the RPC speaks in coins with 8 decimals. */
const DECIMALS = 8;

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Bitcoin Core's JSON-RPC (litecoind and bitcoind speak the same): user and password from the
 * URL (http://user:pass@host:port/), sent as Basic authentication.
 */
export function createCoreRpc(rpcUrl: string) {
  const url = new URL(rpcUrl);
  const authorization = `Basic ${Buffer.from(
    `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`,
  ).toString('base64')}`;
  url.username = '';
  url.password = '';
  let id = 0;
  return async function call<T>(
    method: string,
    params: unknown[] = [],
    wallet?: string,
  ): Promise<T> {
    id += 1;
    const target = wallet ? new URL(`wallet/${encodeURIComponent(wallet)}`, url) : url;
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ jsonrpc: '1.0', id, method, params }),
      signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
    });
    const text = await response.text();
    let body: { result?: T; error?: { code: number; message: string } | null };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      throw new Error(`${method}: HTTP ${response.status} ${text.slice(0, 200)}`);
    }
    if (body.error) throw new RpcError(body.error.code, `${method}: ${body.error.message}`);
    return body.result as T;
  };
}

export type CoreRpc = ReturnType<typeof createCoreRpc>;

/** "0.12345678" (or the number 0.12345678) as base units, exactly: no floating point on the way. */
export function coinsToBase(value: number | string): bigint {
  const text = typeof value === 'number' ? value.toFixed(DECIMALS) : value;
  const [whole = '0', fraction = ''] = text.split('.');
  return (
    BigInt(whole) * 10n ** BigInt(DECIMALS) +
    BigInt(fraction.padEnd(DECIMALS, '0').slice(0, DECIMALS))
  );
}

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
    // bech32 addresses are case-insensitive and shown in lower case.
    normalise: (address) => address.toLowerCase(),
    display: (address) => address.toLowerCase(),
  };
}
