import type { HouseAccountKind } from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import {
  afterCommit,
  beforeCommit,
  inSavepoint,
  inTransaction,
  isTransaction,
  refuseOnConstraint,
} from '../../db/transaction.ts';
import { AppError, assert } from '../../platform/errors.ts';
import { createLedgerGroup, type LedgerGroup } from './ledger.group.ts';
import {
  isPlayerRef,
  legWrites,
  payloadHash,
  refKey,
  stableJson,
  type AccountId,
  type AccountRef,
  type Operation,
} from './ledger.model.ts';
import * as repo from './ledger.repository.ts';
import * as playResult from './play-result.repository.ts';

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

const playerAccountIds = (byRef: Map<string, AccountId>): bigint[] => [
  ...new Set([...byRef.values()].filter((a) => a.playerId !== null).map((a) => a.id)),
];

// A player balance below zero fails the accounts' CHECK constraint: the operation's answer is insufficient_funds.
refuseOnConstraint('ledger_accounts_player_not_negative', 'insufficient_funds');

/**
 * The double-entry ledger: the only code that writes ledger tables. Every operation runs in one
 * transaction: claim the idempotency key, lock the accounts (players first, then house, each in
 * id order), plan legs from the locked balances, post them, store the result.
 */
export function createLedgerService(db: Database) {
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

    async balances(
      playerId: bigint,
      currency: string,
      tx: Executor = db,
    ): Promise<{ cashMinor: bigint; bonusMinor: bigint }> {
      const accounts = await repo.playerAccounts(tx, playerId);
      const find = (kind: string) =>
        accounts.find((a) => a.kind === kind && a.currency === currency)?.balance ?? 0n;
      return { cashMinor: find('player_cash'), bonusMinor: find('player_bonus') };
    },

    /** Cash and bonus balances of several players, keyed `${playerId}:${currency}`, read in one statement. */
    async balancesOfPlayers(
      playerIds: bigint[],
      tx: Executor = db,
    ): Promise<Map<string, { cashMinor: bigint; bonusMinor: bigint }>> {
      const balances = new Map<string, { cashMinor: bigint; bonusMinor: bigint }>();
      for (const account of await repo.accountsOfPlayers(tx, playerIds)) {
        const key = `${account.playerId}:${account.currency}`;
        const entry = balances.get(key) ?? { cashMinor: 0n, bonusMinor: 0n };
        if (account.kind === 'player_cash') entry.cashMinor = account.balance;
        if (account.kind === 'player_bonus') entry.bonusMinor = account.balance;
        balances.set(key, entry);
      }
      return balances;
    },

    /** Every currency the player has accounts in, with cash and bonus balances. */
    async playerBalances(
      playerId: bigint,
    ): Promise<{ currency: string; cashMinor: bigint; bonusMinor: bigint }[]> {
      const byCurrency = new Map<
        string,
        { currency: string; cashMinor: bigint; bonusMinor: bigint }
      >();
      for (const account of await repo.playerAccounts(db, playerId)) {
        const entry = byCurrency.get(account.currency) ?? {
          currency: account.currency,
          cashMinor: 0n,
          bonusMinor: 0n,
        };
        if (account.kind === 'player_cash') entry.cashMinor = account.balance;
        if (account.kind === 'player_bonus') entry.bonusMinor = account.balance;
        byCurrency.set(account.currency, entry);
      }
      return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
    },

    /** The id of the operation stored under an idempotency key (one that has run). */
    async operationIdOf(tx: Executor, key: string): Promise<bigint> {
      const operation = await repo.findOperation(tx, key);
      assert(operation, `operation ${key} has run`);
      return operation.id;
    },

    /** Which of these game rounds (their ids) have an operation of `kind`. */
    roundsWithOperationKind: (tx: Executor, roundIds: readonly string[], kind: string) =>
      repo.roundsWithOperationKind(tx, roundIds, kind),

    /** Stakes and wins (credited and debited) of a player's play since a moment, in one currency. */
    playMovementsSince: (playerId: bigint, currency: string, since: Date) =>
      playResult.playMovementsSince(db, playerId, currency, since),

    /** The postings into and out of a player's accounts, newest first (see the repository). */
    playerPostings: (playerId: bigint, limit: number, offset: number) =>
      repo.playerPostings(db, playerId, limit, offset),

    async houseBalance(kind: HouseAccountKind, currency: string): Promise<bigint> {
      return repo.houseBalance(db, kind, currency);
    },

    /** Checks the ledger's invariants; returns the problems found (none means healthy). */
    async audit(): Promise<{ problems: string[]; accountCount: number; transferCount: number }> {
      const rows = await repo.auditRows(db);
      const problems = [
        ...rows.currencies
          .filter((c) => BigInt(c.total) !== 0n)
          .map((c) => `currency ${c.currency} sums to ${c.total}, not 0`),
        ...rows.mismatched.map(
          (m) => `account ${m.id} holds ${m.balance} but its postings add up to ${m.posted}`,
        ),
        ...rows.negatives.map((n) => `player account ${n.id} is negative: ${n.balance}`),
      ];
      return { problems, accountCount: rows.accountCount, transferCount: rows.transferCount };
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
