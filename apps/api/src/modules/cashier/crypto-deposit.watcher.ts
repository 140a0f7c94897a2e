import { CRYPTO_DEPOSIT_METHODS, isCryptoDepositMethod } from '@orca/contracts';
import { inTransaction } from '../../db/transaction.ts';
import * as cashierRepo from './cashier.repository.ts';
import type { CashierDeps } from './cashier.service.ts';
import type { ChainTransfer } from './chains/chain-adapter.ts';
import { creditMinorOf } from './crypto.rates.ts';
import * as repo from './crypto-deposit.repository.ts';
import type { CryptoChainSettings } from './crypto-deposit.settings.ts';
import { creditPayment } from './deposit.credit.ts';

/** Blocks read per run at most: a watcher far behind catches up over several runs, each bounded. */
const BLOCKS_PER_RUN_MAX = 200n;
/**
 * How far back a reorganisation is looked for, at least: Ethereum finalises blocks after two
 * epochs (64 blocks), so no reorganisation of a healthy chain goes deeper.
 */
const REORG_DEPTH_MAX = 64;

export interface WatchLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * Follows each configured chain: records a transfer to a deposit address as a pending payment the
 * moment it is seen, and credits it once it is `confirmations` blocks deep and still on the
 * chain. Everything it knows is in the database (its cursor, the deposits and their block
 * hashes), so a restart continues where the last run committed; a credit is keyed by (chain,
 * transaction, log index), so nothing is credited twice.
 */
export function createChainWatcher(deps: CashierDeps) {
  const { db } = deps;
  const log: WatchLog = deps.log ?? { warn: () => undefined };

  /** Records a transfer not seen before, or revives one a reorganisation orphaned and the chain mined again. */
  async function record(
    chain: CryptoChainSettings,
    transfer: ChainTransfer,
    playerId: bigint,
  ): Promise<void> {
    const chainName = chain.adapter.chain;
    const method = chain.methods.find((m) => m.id === transfer.methodId);
    if (!method || !isCryptoDepositMethod(transfer.methodId)) return;
    const seen = await repo.findDeposit(db, chainName, transfer.txHash, transfer.logIndex);
    if (seen) {
      if (seen.status === 'orphaned' || seen.blockHash !== transfer.blockHash)
        await inTransaction(db, async (tx) => {
          const locked = await repo.lockDeposit(tx, seen.paymentId);
          if (!locked || locked.status === 'credited') return;
          await repo.updateDeposit(tx, seen.paymentId, {
            status: 'pending',
            blockNumber: transfer.blockNumber,
            blockHash: transfer.blockHash,
            confirmations: 1,
          });
          await cashierRepo.setStatus(tx, seen.paymentId, 'pending');
        });
      return;
    }
    if (transfer.amountBase < method.minimumBase) {
      // Below the published minimum: not credited (the address endpoint says so); logged for the desk.
      log.warn(
        { chain: chainName, txHash: transfer.txHash, amountBase: transfer.amountBase.toString() },
        'crypto deposit below the minimum ignored',
      );
      return;
    }
    const asset = CRYPTO_DEPOSIT_METHODS[transfer.methodId];
    const { currency } = await deps.players.get(playerId);
    const rate = await deps.crypto!.rates.rateOf(asset.asset, currency);
    if (!rate) throw new Error(`no ${asset.asset} rate in ${currency}: set CRYPTO_RATES_EUR`);
    const amountMinor = creditMinorOf(transfer.amountBase, asset.decimals, rate);
    await inTransaction(db, async (tx) => {
      const payment = await cashierRepo.insertPayment(tx, {
        playerId,
        methodId: transfer.methodId,
        provider: 'crypto',
        amountMinor,
        currency,
        providerReference: transfer.txHash,
      });
      await repo.insertDeposit(tx, {
        paymentId: payment.id,
        chain: chainName,
        txHash: transfer.txHash,
        logIndex: transfer.logIndex,
        methodId: transfer.methodId,
        address: transfer.to,
        amountBase: transfer.amountBase.toString(),
        blockNumber: transfer.blockNumber,
        blockHash: transfer.blockHash,
        confirmations: 1,
        confirmationsRequired: chain.confirmations,
        rateMinorPerUnit: rate.minorPerUnit.toString(),
        rateSource: rate.source,
      });
    });
  }

  /** Reads new blocks for transfers to the chain's deposit addresses and moves the cursor past them. */
  async function scan(chain: CryptoChainSettings, tip: bigint): Promise<void> {
    const { adapter } = chain;
    const cursor = await repo.cursorOf(db, adapter.chain);
    let after: bigint;
    if (!cursor) {
      after = (chain.startBlock ?? tip) - 1n;
    } else if ((await adapter.blockHash(cursor.height)) !== cursor.blockHash) {
      // The block the cursor stands on is no longer on the chain: read again from where a
      // reorganisation could have started (a chain now shorter than the cursor, as a local node
      // started afresh, from below its tip). Reading a block twice records nothing twice.
      const depth = BigInt(Math.max(chain.confirmations, REORG_DEPTH_MAX));
      after = (cursor.height < tip ? cursor.height : tip) - depth;
      log.warn(
        { chain: adapter.chain, height: cursor.height.toString() },
        'chain reorganised under the cursor',
      );
    } else {
      after = cursor.height;
    }
    if (after < -1n) after = -1n;
    const from = after + 1n;
    const to = tip < from + BLOCKS_PER_RUN_MAX - 1n ? tip : from + BLOCKS_PER_RUN_MAX - 1n;
    if (from > to) return;
    const owners = new Map(
      (await repo.addressesOf(db, adapter.chain)).map((row) => [row.address, row.playerId]),
    );
    const transfers = await adapter.transfersTo(new Set(owners.keys()), from, to);
    for (const transfer of transfers) {
      const playerId = owners.get(transfer.to);
      if (playerId !== undefined) await record(chain, transfer, playerId);
    }
    const toHash = await adapter.blockHash(to);
    if (toHash) await repo.saveCursor(db, adapter.chain, to, toHash);
  }

  /**
   * Checks each deposit not yet credited against the chain as it is now: one whose block was
   * replaced is orphaned (never credited unless mined again), one deep enough is credited.
   */
  async function confirm(chain: CryptoChainSettings, tip: bigint): Promise<void> {
    const { adapter } = chain;
    for (const deposit of await repo.unsettled(db, adapter.chain)) {
      const hashNow = await adapter.blockHash(deposit.blockNumber);
      const depth = tip - deposit.blockNumber + 1n;
      const confirmations = Number(depth < 0n ? 0n : depth);
      await inTransaction(db, async (tx) => {
        const payment = await cashierRepo.lockPayment(tx, deposit.paymentId);
        const locked = await repo.lockDeposit(tx, deposit.paymentId);
        // Another run (before a restart) may have settled it since it was read.
        if (!payment || !locked || locked.status !== 'pending' || payment.status !== 'pending')
          return;
        if (hashNow !== locked.blockHash) {
          await repo.updateDeposit(tx, locked.paymentId, { status: 'orphaned', confirmations: 0 });
          await cashierRepo.setStatus(tx, locked.paymentId, 'declined');
          return;
        }
        if (confirmations < locked.confirmationsRequired) {
          if (confirmations !== locked.confirmations)
            await repo.updateDeposit(tx, locked.paymentId, { confirmations });
          return;
        }
        await creditPayment(
          deps,
          tx,
          payment,
          `crypto:${locked.chain}:${locked.txHash}:${locked.logIndex}`,
        );
        await repo.updateDeposit(tx, locked.paymentId, {
          status: 'credited',
          confirmations,
          creditedAt: new Date(),
        });
      });
    }
  }

  return {
    /** One run of the watcher over every configured chain (the job cashier.chain-deposits). */
    async watchChains(signal?: AbortSignal): Promise<void> {
      for (const chain of deps.crypto?.chains ?? []) {
        if (signal?.aborted) return;
        const tip = await chain.adapter.height();
        await scan(chain, tip);
        await confirm(chain, tip);
      }
    },
  };
}
