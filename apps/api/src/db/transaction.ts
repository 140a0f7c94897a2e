import assert from 'node:assert/strict';
import type { ResultCode } from '@orca/contracts';
import { AppError } from '../platform/errors.ts';
import type { Database, Executor, Tx } from './client.ts';

export type Isolation = 'read committed' | 'repeatable read' | 'serializable';

export interface TransactionOptions {
  /** Named at every call site that needs more than read committed, so a reader sees the choice. */
  isolation?: Isolation;
  /** Runs of the whole work on a serialization failure or deadlock; 1 never retries. */
  attemptsMax?: number;
}

/** What PostgreSQL asks the client to retry: serialization failures and deadlocks. */
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS_MAX = 5;

interface PgError {
  code?: string;
  constraint?: string;
  cause?: { code?: string; constraint?: string };
}
const pgCode = (error: unknown): string | undefined =>
  (error as PgError).cause?.code ?? (error as PgError).code;
const pgConstraint = (error: unknown): string | undefined =>
  (error as PgError).cause?.constraint ?? (error as PgError).constraint;

/** A serialization failure or deadlock: the transaction may succeed when run again. */
export const isRetryable = (error: unknown): boolean => RETRYABLE.has(pgCode(error) ?? '');

/**
 * Constraints whose violation is an answer to the player, not a fault: a domain registers its own
 * (the ledger: a player balance below zero is insufficient_funds).
 */
const refusals = new Map<string, ResultCode>();
export function refuseOnConstraint(constraint: string, code: ResultCode): void {
  refusals.set(constraint, code);
}
function asRefusal(error: unknown): unknown {
  const code = refusals.get(pgConstraint(error) ?? '');
  return code ? new AppError(code, { cause: error }) : error;
}

interface Hooks {
  beforeCommit: (() => Promise<void>)[];
  afterCommit: (() => void)[];
}
const hooksOf = new WeakMap<Executor, Hooks>();

/**
 * The one way into a transaction: explicit isolation (read committed unless named), the whole
 * work retried on serialization failures and deadlocks up to `attemptsMax` runs, so work must
 * keep its effects inside the transaction or in an afterCommit hook.
 */
export async function inTransaction<R>(
  db: Database,
  work: (tx: Tx) => Promise<R>,
  { isolation = 'read committed', attemptsMax = ATTEMPTS_MAX }: TransactionOptions = {},
): Promise<R> {
  for (let attempt = 1; ; attempt += 1) {
    const hooks: Hooks = { beforeCommit: [], afterCommit: [] };
    try {
      const answer = await db.transaction(
        async (tx) => {
          hooksOf.set(tx, hooks);
          const result = await work(tx);
          // A hook may add another (the ledger's flush registers on first use): run until none is left.
          for (let i = 0; i < hooks.beforeCommit.length; i += 1) await hooks.beforeCommit[i]!();
          hooksOf.delete(tx);
          return result;
        },
        { isolationLevel: isolation },
      );
      for (const hook of hooks.afterCommit) hook();
      return answer;
    } catch (error) {
      if (isRetryable(error) && attempt < attemptsMax) continue;
      throw asRefusal(error);
    }
  }
}

/**
 * A savepoint inside an open transaction: if `work` throws, what it wrote is undone and the
 * transaction goes on. Hooks registered inside run with the transaction's own.
 */
export async function inSavepoint<R>(tx: Executor, work: (sp: Tx) => Promise<R>): Promise<R> {
  const hooks = hooksOf.get(tx);
  assert(hooks, 'savepoints open inside inTransaction');
  try {
    return await tx.transaction(async (sp) => {
      const own: Hooks = { beforeCommit: [], afterCommit: [] };
      hooksOf.set(sp, own);
      const result = await work(sp);
      hooksOf.delete(sp);
      hooks.beforeCommit.push(...own.beforeCommit);
      hooks.afterCommit.push(...own.afterCommit);
      return result;
    });
  } catch (error) {
    throw asRefusal(error);
  }
}

/** Whether `executor` is a transaction opened by inTransaction or inSavepoint (not the bare database). */
export const isTransaction = (executor: Executor): boolean => hooksOf.has(executor);

/** Runs `hook` just before the transaction commits, after its work. */
export function beforeCommit(tx: Executor, hook: () => Promise<void>): void {
  const hooks = hooksOf.get(tx);
  assert(hooks, 'beforeCommit inside inTransaction');
  hooks.beforeCommit.push(hook);
}

/** Runs `hook` once the transaction has committed (never after a rollback or a retried run). */
export function afterCommit(tx: Executor, hook: () => void): void {
  const hooks = hooksOf.get(tx);
  assert(hooks, 'afterCommit inside inTransaction');
  hooks.afterCommit.push(hook);
}
