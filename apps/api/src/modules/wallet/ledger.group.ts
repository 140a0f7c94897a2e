import type { Executor } from '../../db/client.ts';
import { AppError, assert } from '../../platform/errors.ts';
import {
  legWrites,
  payloadHash,
  refKey,
  stableJson,
  type AccountId,
  type AccountRef,
  type Operation,
} from './ledger.model.ts';
import * as repo from './ledger.repository.ts';

/**
 * A group's writes met the ledger as it was not planned against: a key already claimed, or an
 * earlier operation of one of its rounds. Nothing of the group may commit; its operations must
 * run one by one, where each sees those earlier operations.
 */
export class GroupConflict extends Error {
  constructor() {
    super('a ledger group met operations it did not plan with');
    this.name = 'GroupConflict';
  }
}

interface Staged {
  key: string;
  kind: string;
  payloadHash: string;
  playerId: bigint | null;
  reference: string | null;
  relatedKeys: string[];
  /** As stored: plain JSON. */
  result: unknown;
  postings: ReturnType<typeof legWrites>['postings'];
}

/**
 * Many operations of many players, planned in memory against balances locked once, and written
 * in one statement. Operations in a group see only each other: it is for new rounds, and
 * `flush` proves it, throwing GroupConflict if any key or round was in the ledger before.
 */
export interface LedgerGroup {
  /** Plans one operation against the group's balances. Throws what the plan throws, and insufficient_funds. */
  stage: <T>(op: Operation<T>) => T;
  /** Runs `work`; if it throws, every operation it staged is taken back. */
  attempt: <R>(work: () => R) => R;
  /** Writes every staged operation. Returns the house balance changes, which the caller applies before commit. */
  flush: () => Promise<Map<bigint, bigint>>;
}

/** `balances`: the locked player rows of every account the group's operations name, changed as operations are staged. */
export function createLedgerGroup(
  tx: Executor,
  byRef: Map<string, AccountId>,
  balances: Map<bigint, bigint>,
): LedgerGroup {
  const staged: Staged[] = [];
  const keys = new Set<string>();

  const balanceOf = (ref: AccountRef): bigint => {
    const account = byRef.get(refKey(ref));
    assert(account, `account ${refKey(ref)} was declared to the group`);
    const balance = balances.get(account.id);
    assert(
      account.playerId !== null && balance !== undefined,
      `grouped plans read only player balances, not ${refKey(ref)}`,
    );
    return balance;
  };

  const group: LedgerGroup = {
    stage<T>(op: Operation<T>): T {
      assert(!op.lockedHouse?.length, 'grouped operations read no house balances');
      if (keys.has(op.key)) throw new GroupConflict();
      const related = staged
        .filter(
          (s) =>
            op.related?.keys?.includes(s.key) ||
            (op.reference !== undefined &&
              s.reference === op.reference &&
              op.related?.kinds?.includes(s.kind)),
        )
        .map((s) => ({
          key: s.key,
          kind: s.kind,
          playerId: s.playerId,
          reference: s.reference,
          result: s.result,
        }));
      const { legs, result } = op.plan(balanceOf, related);
      const { deltas, postings } = legWrites(legs, byRef);
      for (const [id, delta] of deltas) {
        const balance = balances.get(id);
        if (balance !== undefined && balance + delta < 0n) throw new AppError('insufficient_funds');
      }
      for (const [id, delta] of deltas) {
        const balance = balances.get(id);
        if (balance !== undefined) balances.set(id, balance + delta);
      }
      keys.add(op.key);
      staged.push({
        key: op.key,
        kind: op.kind,
        payloadHash: payloadHash(op.payload),
        playerId: op.playerId,
        reference: op.reference ?? null,
        relatedKeys: op.related?.keys ?? [],
        result: JSON.parse(stableJson(result ?? null)) as unknown,
        postings,
      });
      return result;
    },

    attempt<R>(work: () => R): R {
      const mark = staged.length;
      const before = new Map(balances);
      try {
        return work();
      } catch (error) {
        for (const s of staged.splice(mark)) keys.delete(s.key);
        for (const [id, balance] of before) balances.set(id, balance);
        throw error;
      }
    },

    async flush(): Promise<Map<bigint, bigint>> {
      const deltas = new Map<bigint, bigint>();
      for (const posting of staged.flatMap((s) => s.postings)) {
        deltas.set(
          posting.debitAccountId,
          (deltas.get(posting.debitAccountId) ?? 0n) - posting.amount,
        );
        deltas.set(
          posting.creditAccountId,
          (deltas.get(posting.creditAccountId) ?? 0n) + posting.amount,
        );
      }
      const house = new Map([...deltas].filter(([id, delta]) => delta !== 0n && !balances.has(id)));
      if (staged.length === 0) return house;
      const written = await repo.postGroup(tx, {
        operations: staged,
        transfers: staged.flatMap((s) => s.postings.map((p) => ({ key: s.key, ...p }))),
        deltas: [...deltas]
          .filter(([id, delta]) => delta !== 0n && balances.has(id))
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        guard: {
          keys: [...new Set(staged.flatMap((s) => s.relatedKeys))],
          references: [
            ...new Set(staged.flatMap((s) => (s.reference === null ? [] : [s.reference]))),
          ],
        },
      });
      if (written.claimed !== staged.length || written.earlier > 0) throw new GroupConflict();
      return house;
    },
  };
  return group;
}
