import {
  baseToCoins,
  coinsToBase,
  createCoreRpc,
  RPC_INVALID_ADDRESS_OR_KEY,
  RPC_VERIFY_ALREADY_IN_CHAIN,
  RpcError,
} from '@orca/chains/core-rpc';
import type { UtxoConfig } from '../config.ts';
import type { SignedTransaction } from '../journal.ts';
import { fromNode, Refused, type ChainWallet } from './wallet.ts';

interface Decoded {
  txid: string;
  vin: { txid: string; vout: number }[];
}

/** Unknown to the wallet or the mempool: null, not an error. */
const orNull = <T>(promise: Promise<T>): Promise<T | null> =>
  promise.catch((error: unknown) => {
    if (error instanceof RpcError && error.code === RPC_INVALID_ADDRESS_OR_KEY) return null;
    throw error;
  });

/**
 * A UTXO chain's hot wallet (litecoind's or bitcoind's wallet, whose RPC credentials only this
 * process holds): each payout is built, funded and signed by the node's wallet without being sent,
 * journalled, then broadcast; a stuck one is re-priced with a fee-bumped replacement of the same
 * inputs (BIP125), signed and journalled before it is sent, so only one of them can be mined.
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

  const wallet: ChainWallet = {
    assets: ['ltc'],

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

    async broadcast(raw) {
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
    },

    async progress(payout, replaced) {
      for (const transaction of [...payout.transactions].reverse()) {
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
      const newest = payout.transactions.at(-1)!;
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
      const replacement = await fromNode(async (): Promise<SignedTransaction> => {
        const bumped = await inWallet<{ psbt: string; fee: number }>('psbtbumpfee', [
          newest.txHash,
        ]);
        const processed = await inWallet<{ psbt: string }>('walletprocesspsbt', [bumped.psbt]);
        const final = await rpc<{ hex: string; complete: boolean }>('finalizepsbt', [
          processed.psbt,
        ]);
        if (!final.complete) throw new Error('the wallet could not sign the replacement');
        return {
          txHash: (await decode(final.hex)).txid,
          raw: final.hex,
          fees: { fee: baseToCoins(coinsToBase(bumped.fee)) },
          at: at(),
        };
      });
      replaced(replacement);
      await wallet.broadcast(replacement.raw);
      return pending(replacement.txHash);
    },
  };
  return wallet;
}
