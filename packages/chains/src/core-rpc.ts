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

/** Base units as the RPC's coins, exactly ("0.12345678"). */
export function baseToCoins(base: bigint): string {
  const scale = 10n ** BigInt(DECIMALS);
  return `${base / scale}.${(base % scale).toString().padStart(DECIMALS, '0')}`;
}

/** Bitcoin Core's code for "no such transaction or address" (wallet and mempool lookups). */
export const RPC_INVALID_ADDRESS_OR_KEY = -5;
/** sendrawtransaction's code for a transaction already in a block. */
export const RPC_VERIFY_ALREADY_IN_CHAIN = -27;
