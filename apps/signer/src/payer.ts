import type { SignerConfig } from './config.ts';
import type { Journal } from './journal.ts';
import { createDepositKeys } from './deposit-keys.ts';
import type {
  PayoutAsset,
  PayoutOrder,
  PayoutProgress,
  Refusal,
  SweepOrder,
  SweepProgress,
} from './protocol.ts';
import { createEvmWallet } from './wallets/evm.ts';
import { createEvmSweeper } from './wallets/evm-sweep.ts';
import type { Sweeper } from './wallets/sweeper.ts';
import { createUtxoWallet } from './wallets/utxo.ts';
import { createUtxoSweeper } from './wallets/utxo-sweep.ts';
import { Refused, type ChainWallet } from './wallets/wallet.ts';

export { Refused } from './wallets/wallet.ts';

const DAY_MS = 24 * 60 * 60 * 1_000;

/**
 * The hot wallets behind the one request. Each order is taken one at a time (nonces and coins stay
 * in order). A withdrawal id the journal knows is never signed again: its order must match what
 * was signed, and the answer is where that payout stands, asked of the node. A new order passes
 * the signer's own checks (approval, address, limits) before its chain's wallet signs it, and is
 * journalled before it is broadcast.
 */
export function createPayer(config: SignerConfig, journal: Journal, now = () => Date.now()) {
  const evm = config.evm ? createEvmWallet(config.evm, journal, config.replaceAfterMs, now) : null;
  const wallets = new Map<PayoutAsset, ChainWallet>();
  for (const wallet of [
    evm,
    ...config.utxo.map((chain) => createUtxoWallet(chain, config.replaceAfterMs, now)),
  ])
    for (const asset of wallet?.assets ?? []) wallets.set(asset, wallet!);
  const sweepers = new Map<PayoutAsset, Sweeper>();
  if (config.depositMnemonic) {
    const keys = createDepositKeys(config.depositMnemonic);
    for (const sweeper of [
      config.evm ? createEvmSweeper(config.evm, journal, keys, now) : null,
      ...config.utxo.map((chain) => createUtxoSweeper(chain, journal, keys, now)),
    ])
      for (const asset of sweeper?.assets ?? []) sweepers.set(asset, sweeper!);
  }
  let queue: Promise<unknown> = Promise.resolve();

  function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  }

  function refuse(withdrawalId: string, refused: Refusal, detail: string): never {
    journal.recordRefused(withdrawalId, refused, detail);
    throw new Refused(refused, detail);
  }

  async function check(order: PayoutOrder): Promise<ChainWallet> {
    const id = order.withdrawalId;
    if (order.approvedBy.length === 0) refuse(id, 'unapproved', 'no operator approved it');
    if (new Set(order.approvedBy).size !== order.approvedBy.length)
      refuse(id, 'unapproved', 'one operator is named twice');
    const wallet = wallets.get(order.asset);
    const limits = config.limits[order.asset];
    if (!wallet || !limits) refuse(id, 'asset_unavailable', `this signer pays no ${order.asset}`);
    const problem = await wallet.addressProblem(order.to);
    if (problem) refuse(id, 'address_invalid', problem);
    const amount = BigInt(order.amountBase);
    if (amount > limits.perPayoutBase)
      refuse(id, 'over_payout_limit', `${amount} is above ${limits.perPayoutBase} per payout`);
    const since = now() - DAY_MS;
    const today = journal
      .all()
      .filter((p) => p.asset === order.asset && Date.parse(p.transactions[0]!.at) > since)
      .reduce((sum, p) => sum + BigInt(p.amountBase), 0n);
    if (today + amount > limits.perDayBase)
      refuse(id, 'over_daily_limit', `${today} already paid in 24 hours of ${limits.perDayBase}`);
    return wallet;
  }

  return {
    /** The EVM hot wallet's address, when the signer pays on an EVM chain. */
    evmAddress: evm?.address ?? null,

    /** What each hot wallet holds. */
    async balances() {
      const all = await Promise.all([...new Set(wallets.values())].map((w) => w.balances()));
      return { balances: all.flat() };
    },

    /**
     * Sweeps a deposit address into the hot wallet, or answers where that sweep stands. Taken in
     * the same one-at-a-time order as payouts: an ERC-20 sweep's gas top-up uses the hot wallet's
     * next nonce. Throws Refused.
     */
    sweep(order: SweepOrder): Promise<SweepProgress> {
      return oneAtATime(async () => {
        const sweeper = sweepers.get(order.asset);
        if (!sweeper)
          refuse(
            order.sweepId,
            'asset_unavailable',
            config.depositMnemonic
              ? `this signer sweeps no ${order.asset}`
              : 'this signer holds no deposit key',
          );
        const known = journal.sweep(order.sweepId);
        if (
          known &&
          (known.asset !== order.asset ||
            known.index !== order.index ||
            known.from.toLowerCase() !== order.from.toLowerCase())
        )
          refuse(order.sweepId, 'conflict', 'this sweep was signed with other details');
        try {
          return await sweeper.sweep(order, known);
        } catch (error) {
          if (error instanceof Refused)
            journal.recordRefused(order.sweepId, error.refused, error.detail);
          throw error;
        }
      });
    },

    /** Pays the order, or answers where its payout stands when it was paid before. Throws Refused. */
    pay(order: PayoutOrder): Promise<PayoutProgress> {
      return oneAtATime(async () => {
        const known = journal.payout(order.withdrawalId);
        if (known) {
          if (
            known.asset !== order.asset ||
            known.to.toLowerCase() !== order.to.toLowerCase() ||
            known.amountBase !== order.amountBase
          )
            refuse(order.withdrawalId, 'conflict', 'this withdrawal was signed with other details');
          return wallets
            .get(known.asset)!
            .progress(known, (replacement) =>
              journal.recordReplaced(known.withdrawalId, replacement),
            );
        }
        const wallet = await check(order);
        const { signed, nonce } = await wallet.sign(order);
        const payout = {
          withdrawalId: order.withdrawalId,
          asset: order.asset,
          to: order.to,
          amountBase: order.amountBase,
          approvedBy: order.approvedBy,
          nonce,
        };
        // Journalled before it leaves: after a crash here the journal still knows it is signed.
        journal.recordSent(payout, signed);
        await wallet.broadcast(signed.raw);
        const journalled = journal.payout(order.withdrawalId)!;
        return wallet.progress(journalled, (replacement) =>
          journal.recordReplaced(order.withdrawalId, replacement),
        );
      });
    },
  };
}

export type Payer = ReturnType<typeof createPayer>;
