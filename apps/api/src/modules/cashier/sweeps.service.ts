import {
  CRYPTO_DEPOSIT_METHODS,
  type CryptoChain,
  type CryptoDepositMethodId,
  type SweepsStarted,
  type TreasurySweep,
} from '@orca/contracts';
import { sql } from 'drizzle-orm';
import { formatUnits } from 'viem';
import { queryRows, type Database } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Operator } from '../admin/operator.service.ts';
import type { SignerAccess } from './chains/signer-payouts.ts';
import { signerSweep } from './chains/signer-sweeps.ts';
import type { CryptoChainSettings, CryptoDepositSettings } from './crypto-deposit.settings.ts';

/** Each chain's own coin, in which its sweeps pay their fees (and ERC-20 sweeps get their gas). */
export const NATIVE_METHOD: Readonly<Record<CryptoChain, CryptoDepositMethodId>> = {
  ethereum: 'eth',
  litecoin: 'ltc',
  bitcoin: 'btc',
};
/** Deposit addresses looked at per chain and press of the button; the next press takes the next ones. */
const START_MAX = 100;
const ADVANCE_MAX = 20;
const RECENT_MAX = 50;
/**
 * With no sweep known to be open, the job looks at the table only this often: sweeps are rare, and
 * one started on another instance is still picked up within the minute.
 */
const IDLE_LOOK_MS = 60_000;

interface SweepRow {
  id: string;
  chain: string;
  method_id: CryptoDepositMethodId;
  address: string;
  derivation_index: number;
}

/**
 * Sweeps (issue 25): an operator starts them from the Treasury; each moves one deposit address's
 * coins of one asset into the hot wallet, signed by the signer with that address's own key. The
 * row is written before the signer is asked, and every later ask names the same sweep, so a crash
 * between the two asks again and gets the same transaction. A background job follows each sweep
 * until it is deep enough.
 */
export function createSweeps(deps: {
  db: Database;
  crypto: CryptoDepositSettings | null;
  signer: SignerAccess | null;
}) {
  const { db, signer } = deps;
  const chains = deps.crypto?.chains ?? [];
  const chainOf = (name: string) => chains.find((chain) => chain.adapter.chain === name);
  let mayHaveOpen = true;
  let lastLook = 0;

  async function ask(row: SweepRow): Promise<void> {
    const chain = chainOf(row.chain);
    if (!chain || !signer) return;
    const answer = await signerSweep(signer, {
      sweepId: row.id,
      asset: row.method_id,
      index: Number(row.derivation_index),
      from: chain.adapter.display(row.address),
    }).catch((error: unknown) => ({
      kind: 'refused' as const,
      isFinal: false,
      reason: error instanceof Error ? error.message : String(error),
    }));
    if (answer.kind === 'refused') {
      await db.execute(
        sql`update chain_sweeps
            set status = case when ${answer.isFinal} then 'failed' else status end,
                problem = ${answer.reason}, updated_at = now()
            where id = ${row.id}`,
      );
      return;
    }
    const p = answer.progress;
    const status =
      p.state === 'mined'
        ? p.confirmations >= chain.confirmations
          ? 'swept'
          : 'pending'
        : p.state === 'reverted'
          ? 'failed'
          : p.state;
    await db.execute(
      sql`update chain_sweeps
          set status = ${status}, tx_hash = ${p.txHash}, amount_base = ${p.amountBase},
              fee_base = ${p.feeBase}, top_up_base = ${p.topUpBase},
              top_up_tx_hash = ${p.topUpTxHash}, confirmations = ${p.confirmations},
              problem = null, updated_at = now()
          where id = ${row.id}`,
    );
  }

  /** The first of the address's assets worth sweeping: a token before the coin that pays its gas. */
  async function worthSweeping(
    chain: CryptoChainSettings,
    address: string,
  ): Promise<CryptoDepositMethodId | null> {
    const native = NATIVE_METHOD[CRYPTO_DEPOSIT_METHODS[chain.methods[0]!.id].chain];
    const ordered = [
      ...chain.methods.filter((method) => method.id !== native),
      ...chain.methods.filter((method) => method.id === native),
    ];
    for (const method of ordered)
      if ((await chain.adapter.balanceOf(address, method.id)) >= method.minimumBase)
        return method.id;
    return null;
  }

  async function startOn(chain: CryptoChainSettings, operator: Operator): Promise<number> {
    // Addresses with credited money and nothing still confirming or already being swept.
    const candidates = await queryRows<{ address: string; derivation_index: number }>(
      db,
      sql`select a.address, a.derivation_index from crypto_deposit_addresses a
          where a.chain = ${chain.adapter.chain}
            and exists (select 1 from crypto_deposits d where d.chain = a.chain
                          and d.address = a.address and d.status = 'credited')
            and not exists (select 1 from crypto_deposits d where d.chain = a.chain
                              and d.address = a.address and d.status = 'pending')
            and not exists (select 1 from chain_sweeps s where s.chain = a.chain
                              and s.address = a.address
                              and s.status in ('requested', 'topping_up', 'pending'))
          order by a.derivation_index limit ${START_MAX}`,
    );
    let started = 0;
    for (const candidate of candidates) {
      const method = await worthSweeping(chain, candidate.address);
      if (!method) continue;
      const row = await inTransaction(db, async (tx) => {
        const [inserted] = await queryRows<SweepRow>(
          tx,
          sql`insert into chain_sweeps (chain, method_id, address, derivation_index, requested_by)
              values (${chain.adapter.chain}, ${method}, ${candidate.address},
                      ${candidate.derivation_index}, ${operator.id})
              on conflict do nothing
              returning id, chain, method_id, address, derivation_index`,
        );
        if (inserted)
          await recordAudit(tx, {
            actorKind: 'operator',
            actorId: operator.id.toString(),
            ip: operator.ip,
            action: 'chain_sweep.start',
            targetKind: 'chain_sweep',
            targetId: inserted.id,
            after: { chain: chain.adapter.chain, method, address: candidate.address },
          });
        return inserted;
      });
      if (!row) continue;
      started += 1;
      mayHaveOpen = true;
      await ask(row);
    }
    return started;
  }

  return {
    /** Whether sweeps can run at all: a signer and at least one chain. */
    canSweep: signer !== null && chains.length > 0,

    /**
     * Starts a sweep of every deposit address worth one (one asset per address at a time); audited.
     * A chain whose node does not answer is skipped and named.
     */
    async start(operator: Operator): Promise<SweepsStarted> {
      const result: SweepsStarted = { started: 0, unreachable: [] };
      if (!signer) return result;
      for (const chain of chains) {
        try {
          result.started += await startOn(chain, operator);
        } catch {
          result.unreachable.push(chain.adapter.chain);
        }
      }
      return result;
    },

    /** Asks the signer where each open sweep stands; while none is known to be open, a look a minute. */
    async advance(now = Date.now()): Promise<number> {
      if (!mayHaveOpen && now - lastLook < IDLE_LOOK_MS) return 0;
      lastLook = now;
      const open = await queryRows<SweepRow>(
        db,
        sql`select id, chain, method_id, address, derivation_index from chain_sweeps
            where status in ('requested', 'topping_up', 'pending')
            order by created_at limit ${ADVANCE_MAX}`,
      );
      for (const row of open) await ask(row);
      mayHaveOpen = open.length > 0;
      return open.length;
    },

    /** The newest sweeps, for the Treasury. */
    async recent(): Promise<TreasurySweep[]> {
      const rows = await queryRows<{
        id: string;
        chain: string;
        method_id: CryptoDepositMethodId;
        address: string;
        status: TreasurySweep['status'];
        amount_base: string | null;
        fee_base: string | null;
        top_up_base: string | null;
        tx_hash: string | null;
        top_up_tx_hash: string | null;
        confirmations: number;
        problem: string | null;
        created_at: Date | string;
      }>(
        db,
        sql`select id, chain, method_id, address, status, amount_base::text, fee_base::text,
                   top_up_base::text, tx_hash, top_up_tx_hash, confirmations, problem, created_at
            from chain_sweeps order by created_at desc limit ${RECENT_MAX}`,
      );
      return rows.map((row) => {
        const method = CRYPTO_DEPOSIT_METHODS[row.method_id];
        const native = CRYPTO_DEPOSIT_METHODS[NATIVE_METHOD[method.chain]];
        const inNative = (base: string | null) =>
          base === null ? null : formatUnits(BigInt(base), native.decimals);
        return {
          id: row.id,
          method: row.method_id,
          asset: method.asset,
          address: chainOf(row.chain)?.adapter.display(row.address) ?? row.address,
          status: row.status,
          amount:
            row.amount_base === null ? null : formatUnits(BigInt(row.amount_base), method.decimals),
          fee: inNative(row.fee_base),
          feeAsset: native.asset,
          topUp: inNative(row.top_up_base),
          txHash: row.tx_hash,
          topUpTxHash: row.top_up_tx_hash,
          confirmations: Number(row.confirmations),
          problem: row.problem,
          createdAt: new Date(row.created_at).toISOString(),
        };
      });
    },
  };
}

export type SweepsService = ReturnType<typeof createSweeps>;
