import type { Executor } from '../../db/client.ts';
import { afterCommit, beforeCommit, inSavepoint, isTransaction } from '../../db/transaction.ts';
import { assert } from '../../platform/errors.ts';
import { isPlayerRef, refKey, type AccountId, type AccountRef } from './ledger.model.ts';
import * as repo from './ledger.repository.ts';

/**
 * What an open ledger transaction carries between its operations (a round's bet, then its win).
 * `held`: rows it has locked, with their balances as it left them, so a second operation neither
 * locks nor reads them again. `pendingHouse`: changes to house rows it has not locked, applied
 * together just before it commits: every bet and win moves the one house game account per
 * currency, and holding that row lock for the whole transaction would queue every player behind
 * every other.
 */
interface TransactionState {
  held: Map<bigint, bigint>;
  pendingHouse: Map<bigint, bigint>;
  /** Accounts this transaction created: their ids are kept once it commits. */
  created: Map<string, AccountId>;
}

export const playerAccountIds = (byRef: Map<string, AccountId>): bigint[] => [
  ...new Set([...byRef.values()].filter((a) => a.playerId !== null).map((a) => a.id)),
];

/**
 * The ledger's memory of accounts and open transactions: account ids by owner, kind and currency,
 * and per open transaction the rows it holds and the house changes it has yet to write.
 */
export function createLedgerState() {
  /**
   * Account ids by owner, kind and currency. Accounts are never deleted, so an id seen committed
   * stays right; ids a ledger transaction created are kept once it commits, not before (it could
   * still roll back).
   */
  const accountIds = new Map<string, AccountId>();
  /** What an open ledger transaction knows between its operations (see TransactionState). */
  const states = new WeakMap<Executor, TransactionState>();

  /**
   * What the ledger knows of an open transaction, made on its first money operation: the house
   * changes are written just before it commits, the accounts it created are kept once it has.
   */
  function stateOf(tx: Executor): TransactionState | undefined {
    const known = states.get(tx);
    if (known || !isTransaction(tx)) return known;
    const state: TransactionState = {
      pendingHouse: new Map(),
      held: new Map(),
      created: new Map(),
    };
    states.set(tx, state);
    beforeCommit(tx, async () => {
      const current = states.get(tx) ?? state;
      states.delete(tx);
      for (const [id, delta] of [...current.pendingHouse.entries()].sort(([a], [b]) =>
        a < b ? -1 : a > b ? 1 : 0,
      )) {
        if (delta !== 0n) await repo.addToBalance(tx, id, delta);
      }
      afterCommit(tx, () => {
        for (const [key, account] of current.created) accountIds.set(key, account);
      });
    });
    return state;
  }

  /**
   * Runs `work` in a savepoint of a ledger transaction: if it throws, what it wrote is undone and
   * the transaction goes on. What the transaction knows of its rows is copied in and kept only
   * if `work` succeeds, so a refused operation leaves no balance behind.
   */
  async function savepoint<R>(tx: Executor, work: (sp: Executor) => Promise<R>): Promise<R> {
    const parent = stateOf(tx);
    assert(parent, 'savepoints open inside a transaction');
    return inSavepoint(tx, async (sp) => {
      const child: TransactionState = {
        held: new Map(parent.held),
        pendingHouse: new Map(parent.pendingHouse),
        created: new Map(),
      };
      states.set(sp, child);
      const result = await work(sp);
      states.delete(sp);
      parent.held = child.held;
      parent.pendingHouse = child.pendingHouse;
      for (const [key, account] of child.created) parent.created.set(key, account);
      return result;
    });
  }

  /** Locks the rows among `ids` that `held` has not locked yet (in id order) and keeps their balances there. */
  async function lockInto(tx: Executor, held: Map<bigint, bigint>, ids: bigint[]): Promise<void> {
    for (const row of await repo.lockAccounts(
      tx,
      ids.filter((id) => !held.has(id)),
    ))
      held.set(row.id, row.balance);
  }

  /** The accounts behind refs, created on first use. */
  async function resolveAccounts(
    tx: Executor,
    refs: AccountRef[],
  ): Promise<Map<string, AccountId>> {
    const byRef = new Map<string, AccountId>();
    for (const ref of refs) {
      const key = refKey(ref);
      if (byRef.has(key)) continue;
      let account = accountIds.get(key) ?? stateOf(tx)?.created.get(key);
      if (!account) {
        const row = await repo.ensureAccount(
          tx,
          ref.kind,
          isPlayerRef(ref) ? ref.playerId : null,
          ref.currency,
        );
        account = { id: row.id, playerId: row.playerId };
        if (!row.isNew) accountIds.set(key, account);
        else stateOf(tx)?.created.set(key, account);
      }
      byRef.set(key, account);
    }
    return byRef;
  }

  /**
   * Locks the player accounts among `accounts` at once, in id order, for the rest of a ledger
   * transaction. A transaction that moves several players' money takes their rows this way first,
   * in the order every other such transaction does, so none waits on another in a circle.
   */
  async function hold(tx: Executor, accounts: AccountRef[]) {
    const state = stateOf(tx);
    assert(state, 'accounts are held inside a transaction');
    const byRef = await resolveAccounts(tx, accounts);
    const players = playerAccountIds(byRef);
    await lockInto(tx, state.held, players);
    return { state, byRef, players };
  }

  return { stateOf, savepoint, lockInto, resolveAccounts, hold };
}
