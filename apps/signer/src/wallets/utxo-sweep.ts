import { baseToCoins, coinsToBase, createCoreRpc } from '@orca/chains/core-rpc';
import type { UtxoConfig } from '../config.ts';
import type { DepositKeys } from '../deposit-keys.ts';
import type { Journal, JournalSweep, SweepStep } from '../journal.ts';
import type { SweepProgress } from '../protocol.ts';
import { emptySweep, type Sweeper } from './sweeper.ts';
import { orNull, sendRaw } from './utxo.ts';
import { fromNode, Refused } from './wallet.ts';

interface Unspent {
  txid: string;
  vout: number;
  scriptPubKey: string;
  amount: number;
}

/** Used when the node has too few blocks to estimate (regtest, a fresh node): 20 base units a virtual byte. */
const FALLBACK_FEE_PER_KVB = 20_000n;
/** Less than this left after the fee is not worth a transaction (and below some nodes' dust rule). */
const DUST_BASE = 10_000n;
/** P2WPKH: 68 virtual bytes an input, 31 the one output, 11 the rest. */
const sweepVsize = (inputs: number) => BigInt(11 + 68 * inputs + 31);

/**
 * Sweeps on a UTXO chain: every confirmed coin at the deposit address, found in the node's UTXO
 * set, spent to a fresh address of the hot wallet in one transaction signed with the address's own
 * key (`signrawtransactionwithkey`), the fee taken from the coins.
 */
export function createUtxoSweeper(
  config: UtxoConfig,
  journal: Journal,
  keys: DepositKeys,
  now: () => number,
): Sweeper {
  const rpc = createCoreRpc(config.rpcUrl);
  const inWallet = <T>(method: string, params: unknown[] = []) =>
    rpc<T>(method, params, config.wallet);

  async function feePerKvb(): Promise<bigint> {
    const estimate = await rpc<{ feerate?: number }>('estimatesmartfee', [6]);
    return estimate.feerate ? coinsToBase(estimate.feerate) : FALLBACK_FEE_PER_KVB;
  }

  async function firstStep(address: string, wif: string): Promise<SweepStep | null> {
    return fromNode(async () => {
      const scan = await rpc<{ success: boolean; unspents: Unspent[] }>('scantxoutset', [
        'start',
        [`addr(${address})`],
      ]);
      if (!scan.success) throw new Error(`scantxoutset failed for ${address}`);
      if (scan.unspents.length === 0) return null;
      const total = scan.unspents.reduce((sum, coin) => sum + coinsToBase(coin.amount), 0n);
      const fee = (sweepVsize(scan.unspents.length) * (await feePerKvb()) + 999n) / 1_000n;
      const amount = total - fee;
      if (amount < DUST_BASE) return null;
      const to = await inWallet<string>('getnewaddress', ['', 'bech32']);
      const raw = await rpc<string>('createrawtransaction', [
        scan.unspents.map(({ txid, vout }) => ({ txid, vout })),
        [{ [to]: baseToCoins(amount) }],
      ]);
      const signed = await rpc<{ hex: string; complete: boolean }>('signrawtransactionwithkey', [
        raw,
        [wif],
        scan.unspents.map(({ txid, vout, scriptPubKey, amount: value }) => ({
          txid,
          vout,
          scriptPubKey,
          amount: value,
        })),
      ]);
      if (!signed.complete) throw new Error('the deposit key could not sign every input');
      const { txid } = await rpc<{ txid: string }>('decoderawtransaction', [signed.hex]);
      return {
        step: 'sweep',
        amountBase: amount.toString(),
        nonce: null,
        txHash: txid,
        raw: signed.hex,
        fees: { fee: baseToCoins(fee) },
        at: new Date(now()).toISOString(),
      };
    });
  }

  async function progress(sweep: JournalSweep): Promise<SweepProgress> {
    const step = sweep.steps[0]!;
    const answer = {
      ...emptySweep(sweep.sweepId),
      txHash: step.txHash,
      amountBase: step.amountBase,
      feeBase: coinsToBase(step.fees.fee ?? '0').toString(),
    };
    // The sweep pays the hot wallet, so the hot wallet's node knows it once seen.
    const seen = await fromNode(() =>
      orNull(inWallet<{ confirmations: number }>('gettransaction', [step.txHash])),
    );
    if (seen && seen.confirmations > 0)
      return { ...answer, state: 'mined', confirmations: seen.confirmations };
    if (!seen) await sendRaw(rpc, step.raw);
    return { ...answer, state: 'pending' };
  }

  return {
    assets: [config.asset],

    async sweep(order, known) {
      const key = keys.segwitKeyAt(order.index, config.coin, config.network);
      if (key.address !== order.from.toLowerCase())
        throw new Refused(
          'address_invalid',
          `${order.from} is not the deposit key's ${config.network} address at ${order.index}`,
        );
      if (known) return progress(known);
      const step = await firstStep(key.address, key.wif);
      if (!step) return emptySweep(order.sweepId);
      const sweep = {
        sweepId: order.sweepId,
        asset: order.asset,
        index: order.index,
        from: key.address,
      };
      journal.recordSweepStep(sweep, step);
      await sendRaw(rpc, step.raw);
      return progress(journal.sweep(order.sweepId)!);
    },
  };
}
