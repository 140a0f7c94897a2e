import {
  baseToCoins,
  coinsToBase,
  createCoreRpc,
  RPC_INVALID_ADDRESS_OR_KEY,
  RPC_VERIFY_ALREADY_IN_CHAIN,
  RpcError,
  type CoreRpc,
} from '@orca/chains/core-rpc';
import type { UtxoConfig } from '../config.ts';
import type { SignedTransaction } from '../journal.ts';
import { fromNode, Refused, type ChainWallet } from './wallet.ts';

interface Decoded {
  txid: string;
  vin: { txid: string; vout: number }[];
}

/** Sends a signed transaction; one the node already has or has mined is not an error. */
export async function sendRaw(rpc: CoreRpc, raw: string): Promise<void> {
  try {
    await rpc('sendrawtransaction', [raw]);
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    if (
      (error instanceof RpcError && error.code === RPC_VERIFY_ALREADY_IN_CHAIN) ||
      /txn-already-known|txn-already-in-mempool|already in (the )?mempool/i.test(text)
    )
      return;
    throw new Refused('node_unavailable', text);
  }
}

/** Unknown to the wallet or the mempool: null, not an error. */
export const orNull = <T>(promise: Promise<T>): Promise<T | null> =>
  promise.catch((error: unknown) => {
    if (error instanceof RpcError && error.code === RPC_INVALID_ADDRESS_OR_KEY) return null;
    throw error;
  });

/**
 * A UTXO chain's hot wallet (litecoind's or bitcoind's wallet, whose RPC credentials only this
 * process holds): each payout is built, funded and signed by the node's wallet without being sent,
 * journalled, then broadcast. A stuck one is never signed again: a child spending its change pays
 * the missing fee (CPFP), signed and journalled before it is sent.
 */
export function createUtxoWallet(
  config: UtxoConfig,
  replaceAfterMs: number,
  now: () => number,
): ChainWallet {
  const rpc = createCoreRpc(config.rpcUrl);
  const inWallet = <T>(method: string, params: unknown[] = []) =>
    rpc<T>(method, params, config.wallet);
  const at = () => new Date(now()).toISOString();

  async function decode(hex: string): Promise<Decoded> {
    return fromNode(() => rpc<Decoded>('decoderawtransaction', [hex]));
  }

  /**
   * A child of the stuck payout spending its change back to the hot wallet, at a fee that brings
   * parent and child together to twice the parent's own rate. Null when the payout has no change.
   */
  async function accelerate(parent: SignedTransaction): Promise<SignedTransaction | null> {
    return fromNode(async () => {
      const decoded = await rpc<{
        vsize: number;
        vout: {
          value: number;
          n: number;
          // `address` from Bitcoin Core 22; earlier nodes (Litecoin Core 0.21) list `addresses`.
          scriptPubKey: { address?: string; addresses?: string[] };
        }[];
      }>('decoderawtransaction', [parent.raw]);
      let change: { value: number; n: number; address: string } | null = null;
      for (const output of decoded.vout) {
        const address = output.scriptPubKey.address ?? output.scriptPubKey.addresses?.[0];
        if (!address) continue;
        const info = await inWallet<{ ismine: boolean }>('getaddressinfo', [address]);
        if (info.ismine) change = { value: output.value, n: output.n, address };
      }
      if (!change) return null;
      const parentFee = coinsToBase(parent.fees.fee ?? '0');
      // One P2WPKH input to one output: 110 virtual bytes.
      const childVsize = 110n;
      const parentVsize = BigInt(decoded.vsize);
      const childFee = (2n * parentFee * (parentVsize + childVsize)) / parentVsize - parentFee;
      const keep = coinsToBase(change.value) - childFee;
      if (keep <= 0n) return null;
      const raw = await rpc<string>('createrawtransaction', [
        [{ txid: parent.txHash, vout: change.n }],
        [{ [change.address]: baseToCoins(keep) }],
      ]);
      const signed = await inWallet<{ hex: string; complete: boolean }>(
        'signrawtransactionwithwallet',
        [raw],
      );
      if (!signed.complete) throw new Error('the wallet could not sign the fee-paying child');
      return {
        txHash: (await decode(signed.hex)).txid,
        raw: signed.hex,
        fees: { fee: baseToCoins(childFee), paysFor: parent.txHash },
        at: at(),
      };
    });
  }

  const wallet: ChainWallet = {
    assets: [config.asset],

    async balances() {
      const [balance, address] = await fromNode(() =>
        Promise.all([
          inWallet<number>('getbalance'),
          inWallet<string>('getnewaddress', ['', 'bech32']),
        ]),
      );
      return [{ asset: config.asset, balanceBase: coinsToBase(balance).toString(), address }];
    },

    async addressProblem(to) {
      const valid = await fromNode(() => rpc<{ isvalid: boolean }>('validateaddress', [to]));
      if (!valid.isvalid) return `${to} is not an address of this chain and network`;
      const info = await fromNode(() => inWallet<{ ismine: boolean }>('getaddressinfo', [to]));
      return info.ismine ? 'the hot wallet cannot pay itself' : null;
    },

    async sign(order) {
      const amount = BigInt(order.amountBase);
      const balance = coinsToBase(await fromNode(() => inWallet<number>('getbalance')));
      if (balance <= amount)
        throw new Refused('insufficient_funds', `the hot wallet holds ${baseToCoins(balance)}`);
      const signed = await fromNode(async () => {
        const raw = await rpc<string>('createrawtransaction', [
          [],
          [{ [order.to]: baseToCoins(amount) }],
        ]);
        const funded = await inWallet<{ hex: string; fee: number }>('fundrawtransaction', [
          raw,
          { replaceable: true },
        ]);
        const result = await inWallet<{ hex: string; complete: boolean }>(
          'signrawtransactionwithwallet',
          [funded.hex],
        );
        if (!result.complete) throw new Error('the wallet could not sign every input');
        return { hex: result.hex, fee: funded.fee };
      });
      const decoded = await decode(signed.hex);
      // Its coins are held until it is sent, so the next payout cannot spend them too.
      await fromNode(() =>
        inWallet('lockunspent', [false, decoded.vin.map(({ txid, vout }) => ({ txid, vout }))]),
      );
      return {
        signed: {
          txHash: decoded.txid,
          raw: signed.hex,
          fees: { fee: baseToCoins(coinsToBase(signed.fee)) },
          at: at(),
        },
        nonce: null,
      };
    },

    broadcast: (raw) => sendRaw(rpc, raw),

    async progress(payout, replaced) {
      // The payout is the first transaction; any later one is a child that only pays its fee.
      for (const transaction of payout.transactions.slice(0, 1)) {
        const seen = await fromNode(() =>
          orNull(inWallet<{ confirmations: number }>('gettransaction', [transaction.txHash])),
        );
        if (seen && seen.confirmations > 0)
          return {
            withdrawalId: payout.withdrawalId,
            txHash: transaction.txHash,
            state: 'mined',
            confirmations: seen.confirmations,
          };
      }
      const newest = payout.transactions[0]!;
      const pending = (txHash: string) =>
        ({
          withdrawalId: payout.withdrawalId,
          txHash,
          state: 'pending',
          confirmations: 0,
        }) as const;
      const inPool = await fromNode(() => orNull(rpc('getmempoolentry', [newest.txHash])));
      if (!inPool) {
        // Signed and journalled, then lost: by the node, or by a crash before the broadcast.
        await wallet.broadcast(newest.raw);
        return pending(newest.txHash);
      }
      if (now() - Date.parse(newest.at) < replaceAfterMs) return pending(newest.txHash);
      // Stuck: Litecoin nodes do not take replacements (-mempoolreplacement is off by default),
      // so a child spending the payout's change pays the fee the parent lacked (CPFP) — once.
      if (payout.transactions.length === 1) {
        const child = await accelerate(newest);
        if (child) {
          replaced(child);
          await wallet.broadcast(child.raw);
        }
      }
      return pending(newest.txHash);
    },
  };
  return wallet;
}
