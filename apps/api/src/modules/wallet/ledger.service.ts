import type { Database, Executor } from '../../db/client.ts';
import { inTransaction, refuseOnConstraint } from '../../db/transaction.ts';
import { AppError, assert } from '../../platform/errors.ts';
import { createLedgerGroup, type LedgerGroup } from './ledger.group.ts';
import {
  legWrites,
  payloadHash,
  refKey,
  stableJson,
  type AccountRef,
  type Operation,
} from './ledger.model.ts';
import * as repo from './ledger.repository.ts';
import { createLedgerReads } from './ledger.reads.ts';
import { createLedgerState, playerAccountIds } from './ledger.state.ts';

// A player balance below zero fails the accounts' CHECK constraint: the operation's answer is insufficient_funds.
refuseOnConstraint('ledger_accounts_player_not_negative', 'insufficient_funds');

/**
 * The double-entry ledger: the only code that writes ledger tables. Every operation runs in one
 * transaction: claim the idempotency key, lock the accounts (players first, then house, each in
 * id order), plan legs from the locked balances, post them, store the result.
 */
export function createLedgerService(db: Database) {
  const { stateOf, savepoint, lockInto, resolveAccounts, hold } = createLedgerState();

  async function apply<T>(
    tx: Executor,
    op: Operation<T>,
  ): Promise<{ result: T; isReplay: boolean }> {
    const hash = payloadHash(op.payload);
    const state = stateOf(tx);

    const byRef = await resolveAccounts(tx, op.accounts);

    // Rows this transaction holds, with their balances: players first, then the house rows the
    // plan reads, each in id order. A later operation of the same transaction reuses them.
    const held = state?.held ?? new Map<bigint, bigint>();
    const players = playerAccountIds(byRef);
    await lockInto(tx, held, players);
    const house = (op.lockedHouse ?? []).map((ref) => {
      const account = byRef.get(refKey(ref));
      assert(
        account && account.playerId === null,
        'locked house accounts are declared house accounts',
      );
      return account.id;
    });
    await lockInto(tx, held, house);
    const readable = new Set([...players, ...house]);

    const claim = await repo.claimWithRelated(
      tx,
      {
        idempotencyKey: op.key,
        kind: op.kind,
        payloadHash: hash,
        playerId: op.playerId,
        reference: op.reference ?? null,
      },
      { keys: op.related?.keys ?? [], kinds: op.related?.kinds ?? [] },
    );
    const operationId = claim.id;
    if (operationId === null) {
      const existing = await repo.findOperation(tx, op.key);
      assert(existing, 'a claimed key has an operation row');
      if (existing.payloadHash !== hash || existing.kind !== op.kind)
        throw new AppError('duplicate_transaction');
      return { result: existing.result as T, isReplay: true };
    }

    const balanceOf = (ref: AccountRef): bigint => {
      const account = byRef.get(refKey(ref));
      assert(account, `account ${refKey(ref)} was declared before planning`);
      const balance = readable.has(account.id) ? held.get(account.id) : undefined;
      assert(
        balance !== undefined,
        `plans read only locked balances (player accounts, lockedHouse), not ${refKey(ref)}`,
      );
      return balance;
    };

    const { legs, result } = op.plan(balanceOf, claim.related);
    const { deltas, postings } = legWrites(legs, byRef);
    const transfers = postings.map((posting) => ({ operationId, ...posting }));

    // Held rows change in the posting statement; other house rows change just before a ledger
    // transaction commits (see TransactionState), or, outside one, one at a time in id order.
    const ordered = [...deltas.entries()]
      .filter(([, d]) => d !== 0n)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const heldDeltas: [bigint, bigint][] = [];
    for (const [id, delta] of ordered) {
      if (held.has(id)) heldDeltas.push([id, delta]);
      else if (state) state.pendingHouse.set(id, (state.pendingHouse.get(id) ?? 0n) + delta);
      else await repo.addToBalance(tx, id, delta);
    }
    // A player balance below zero fails the accounts' CHECK constraint, which the transaction
    // reports as insufficient_funds.
    await repo.post(tx, {
      deltas: heldDeltas,
      transfers,
      operationId,
      result: JSON.parse(stableJson(result ?? null)) as unknown,
    });
    for (const [id, delta] of heldDeltas) held.set(id, (held.get(id) ?? 0n) + delta);
    return { result, isReplay: false };
  }

  return {
    /** The database the ledger's own transactions open on (a bet outside a caller's transaction). */
    db,
    /** Runs one idempotent money operation. Produces duplicate_transaction, insufficient_funds and whatever the plan throws. */
    async execute<T>(op: Operation<T>): Promise<{ result: T; isReplay: boolean }> {
      return inTransaction(db, (tx) => apply(tx, op));
    },

    savepoint,

    /**
     * Runs an operation inside the caller's transaction, so a status change elsewhere and its
     * money movement commit together. The caller owns retries.
     */
    executeIn<T>(tx: Executor, op: Operation<T>): Promise<{ result: T; isReplay: boolean }> {
      return apply(tx, op);
    },

    /**
     * Opens a group inside a ledger transaction: locks the player accounts among `accounts` (in
     * id order, after any the transaction holds) and hands back an in-memory planner whose flush
     * writes every staged operation in one statement. House changes are applied before commit,
     * as for every other operation.
     */
    async group(tx: Executor, accounts: AccountRef[]): Promise<LedgerGroup> {
      const { state, byRef, players } = await hold(tx, accounts);
      const balances = new Map(players.map((id) => [id, state.held.get(id) ?? 0n]));
      const group = createLedgerGroup(tx, byRef, balances);
      return {
        stage: group.stage,
        attempt: group.attempt,
        async flush() {
          const house = await group.flush();
          for (const [id, balance] of balances) state.held.set(id, balance);
          for (const [id, delta] of house)
            state.pendingHouse.set(id, (state.pendingHouse.get(id) ?? 0n) + delta);
          return house;
        },
      };
    },

    /** Locks the player accounts among `accounts` for the rest of the transaction (see hold). */
    async hold(tx: Executor, accounts: AccountRef[]): Promise<void> {
      await hold(tx, accounts);
    },

    ...createLedgerReads(db),
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
