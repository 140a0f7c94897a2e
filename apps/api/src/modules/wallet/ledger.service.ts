import type { HouseAccountKind, PlayerAccountKind, TransferKind } from '@orca/contracts';
import { createHash } from 'node:crypto';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, assert } from '../../platform/errors.ts';
import * as repo from './ledger.repository.ts';

export type AccountRef =
  | { kind: PlayerAccountKind; playerId: bigint; currency: string }
  | { kind: HouseAccountKind; currency: string };

export interface Leg {
  from: AccountRef;
  to: AccountRef;
  amountMinor: bigint;
  kind: TransferKind;
}

export interface Plan<T> {
  legs: Leg[];
  result: T;
}

export interface Operation<T> {
  /** Unique per money movement; replays with the same payload return the first result. */
  key: string;
  kind: string;
  playerId: bigint | null;
  reference?: string;
  /** What the caller asked for; a replay with a different payload is a duplicate_transaction. */
  payload: unknown;
  /** Every account the plan may move, so they are locked before it looks at balances. */
  accounts: AccountRef[];
  /**
   * House accounts whose balance the plan reads (a jackpot pool it pays out whole): locked after
   * the player accounts, in id order, which is also the order house balances are updated in.
   */
  lockedHouse?: AccountRef[];
  /**
   * Earlier operations the plan needs, read after the accounts are locked: those with one of
   * `keys`, and those sharing this operation's reference with one of `kinds`.
   */
  related?: { keys?: string[]; kinds?: string[] };
  /** Decides the legs from the locked balances and the related operations; may throw AppError (insufficient_funds, …). */
  plan: (balances: (ref: AccountRef) => bigint, related: repo.RelatedOperation[]) => Plan<T>;
}

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
}

/** Bounded retries for the errors PostgreSQL asks the client to retry: serialization failures and deadlocks. */
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS_MAX = 5;

function refKey(ref: AccountRef): string {
  return `${ref.kind}:${'playerId' in ref ? ref.playerId.toString() : '-'}:${ref.currency}`;
}

function isPlayerRef(ref: AccountRef): ref is Extract<AccountRef, { playerId: bigint }> {
  return 'playerId' in ref;
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'bigint') return v.toString();
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)));
    }
    return v;
  });
}

export function payloadHash(payload: unknown): string {
  return createHash('sha256').update(stableJson(payload)).digest('hex');
}

function pgCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.cause?.code ?? e.code;
}

/**
 * The double-entry ledger: the only code that writes ledger tables. Every operation runs in one
 * transaction: claim the idempotency key, lock the accounts (players first, then house, each in
 * id order), plan legs from the locked balances, post them, store the result.
 */
export function createLedgerService(db: Database) {
  /**
   * Account ids by owner, kind and currency. Accounts are never deleted, so an id seen committed
   * stays right; only ids created by a transaction that could still roll back are not kept.
   */
  const accountIds = new Map<string, { id: bigint; playerId: bigint | null }>();
  /** What an open ledger transaction knows between its operations (see TransactionState). */
  const states = new WeakMap<Executor, TransactionState>();

  async function transaction<R>(work: (tx: Executor) => Promise<R>): Promise<R> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db.transaction(
          async (tx) => {
            const state: TransactionState = { pendingHouse: new Map(), held: new Map() };
            states.set(tx, state);
            const result = await work(tx);
            states.delete(tx);
            for (const [id, delta] of [...state.pendingHouse.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
              if (delta !== 0n) await repo.addToBalance(tx, id, delta);
            }
            return result;
          },
          { isolationLevel: 'read committed' },
        );
      } catch (error) {
        const code = pgCode(error);
        if (code === '23514') throw new AppError('insufficient_funds', { cause: error });
        if (code && RETRYABLE.has(code) && attempt < ATTEMPTS_MAX) continue;
        throw error;
      }
    }
  }

  async function apply<T>(tx: Executor, op: Operation<T>): Promise<{ result: T; isReplay: boolean }> {
    const hash = payloadHash(op.payload);
    const state = states.get(tx);

    const byRef = new Map<string, { id: bigint; playerId: bigint | null }>();
    for (const ref of op.accounts) {
      const key = refKey(ref);
      if (byRef.has(key)) continue;
      let account = accountIds.get(key);
      if (!account) {
        const row = await repo.ensureAccount(tx, ref.kind, isPlayerRef(ref) ? ref.playerId : null, ref.currency);
        account = { id: row.id, playerId: row.playerId };
        if (!row.isNew) accountIds.set(key, account);
      }
      byRef.set(key, account);
    }

    // Rows this transaction holds, with their balances: players first, then the house rows the
    // plan reads, each in id order. A later operation of the same transaction reuses them.
    const held = state?.held ?? new Map<bigint, bigint>();
    const players = [...byRef.values()].filter((a) => a.playerId !== null && !held.has(a.id)).map((a) => a.id);
    for (const row of await repo.lockAccounts(tx, players)) held.set(row.id, row.balance);
    const house = (op.lockedHouse ?? []).map((ref) => {
      const account = byRef.get(refKey(ref));
      assert(account && account.playerId === null, 'locked house accounts are declared house accounts');
      return account.id;
    });
    for (const row of await repo.lockAccounts(tx, house.filter((id) => !held.has(id)))) held.set(row.id, row.balance);
    const readable = new Set([...byRef.values()].filter((a) => a.playerId !== null).map((a) => a.id).concat(house));

    const claim = await repo.claimWithRelated(
      tx,
      { idempotencyKey: op.key, kind: op.kind, payloadHash: hash, playerId: op.playerId, reference: op.reference ?? null },
      { keys: op.related?.keys ?? [], kinds: op.related?.kinds ?? [] },
    );
    const operationId = claim.id;
    if (operationId === null) {
      const existing = await repo.findOperation(tx, op.key);
      assert(existing, 'a claimed key has an operation row');
      if (existing.payloadHash !== hash || existing.kind !== op.kind) throw new AppError('duplicate_transaction');
      return { result: existing.result as T, isReplay: true };
    }

    const balanceOf = (ref: AccountRef): bigint => {
      const account = byRef.get(refKey(ref));
      assert(account, `account ${refKey(ref)} was declared before planning`);
      const balance = readable.has(account.id) ? held.get(account.id) : undefined;
      assert(balance !== undefined, `plans read only locked balances (player accounts, lockedHouse), not ${refKey(ref)}`);
      return balance;
    };

    const { legs, result } = op.plan(balanceOf, claim.related);
    const deltas = new Map<bigint, bigint>();
    const transfers = legs
      .filter((leg) => leg.amountMinor !== 0n)
      .map((leg) => {
        assert(leg.amountMinor > 0n, 'leg amounts are positive');
        assert(leg.from.currency === leg.to.currency, 'a leg stays in one currency');
        const from = byRef.get(refKey(leg.from));
        const to = byRef.get(refKey(leg.to));
        assert(from && to, 'legs only use declared accounts');
        deltas.set(from.id, (deltas.get(from.id) ?? 0n) - leg.amountMinor);
        deltas.set(to.id, (deltas.get(to.id) ?? 0n) + leg.amountMinor);
        return { operationId, kind: leg.kind, debitAccountId: from.id, creditAccountId: to.id, amount: leg.amountMinor, currency: leg.from.currency };
      });

    // Held rows change in the posting statement; other house rows change just before a ledger
    // transaction commits (see TransactionState), or, outside one, one at a time in id order.
    const ordered = [...deltas.entries()].filter(([, d]) => d !== 0n).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const heldDeltas: [bigint, bigint][] = [];
    for (const [id, delta] of ordered) {
      if (held.has(id)) heldDeltas.push([id, delta]);
      else if (state) state.pendingHouse.set(id, (state.pendingHouse.get(id) ?? 0n) + delta);
      else await repo.addToBalance(tx, id, delta);
    }
    // A player balance below zero fails the accounts' CHECK constraint, which the transaction
    // reports as insufficient_funds.
    await repo.post(tx, { deltas: heldDeltas, transfers, operationId, result: JSON.parse(stableJson(result ?? null)) as unknown });
    for (const [id, delta] of heldDeltas) held.set(id, (held.get(id) ?? 0n) + delta);
    return { result, isReplay: false };
  }

  return {
    /** Runs one idempotent money operation. Produces duplicate_transaction, insufficient_funds and whatever the plan throws. */
    async execute<T>(op: Operation<T>): Promise<{ result: T; isReplay: boolean }> {
      return transaction((tx) => apply(tx, op));
    },

    /**
     * One transaction for several money operations and the records that go with them (a game
     * round and its bet and win), retried as a whole on serialization failures and deadlocks.
     */
    transaction,

    /**
     * Runs an operation inside the caller's transaction, so a status change elsewhere and its
     * money movement commit together. The caller owns retries.
     */
    executeIn<T>(tx: Executor, op: Operation<T>): Promise<{ result: T; isReplay: boolean }> {
      return apply(tx, op);
    },

    async balances(playerId: bigint, currency: string, tx: Executor = db): Promise<{ cashMinor: bigint; bonusMinor: bigint }> {
      const accounts = await repo.playerAccounts(tx, playerId);
      const find = (kind: string) => accounts.find((a) => a.kind === kind && a.currency === currency)?.balance ?? 0n;
      return { cashMinor: find('player_cash'), bonusMinor: find('player_bonus') };
    },

    async houseBalance(kind: HouseAccountKind, currency: string): Promise<bigint> {
      return repo.houseBalance(db, kind, currency);
    },

    /** Checks the ledger's invariants; returns the problems found (none means healthy). */
    async audit(): Promise<{ problems: string[]; accountCount: number; transferCount: number }> {
      const rows = await repo.auditRows(db);
      const problems = [
        ...rows.currencies.filter((c) => BigInt(c.total) !== 0n).map((c) => `currency ${c.currency} sums to ${c.total}, not 0`),
        ...rows.mismatched.map((m) => `account ${m.id} holds ${m.balance} but its postings add up to ${m.posted}`),
        ...rows.negatives.map((n) => `player account ${n.id} is negative: ${n.balance}`),
      ];
      return { problems, accountCount: rows.accountCount, transferCount: rows.transferCount };
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
