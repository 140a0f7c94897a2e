/** The ledger's vocabulary: accounts, legs, operations and the pure rules shared by its writers. */
import type { HouseAccountKind, PlayerAccountKind, TransferKind } from '@orca/contracts';
import { createHash } from 'node:crypto';
import { assert } from '../../platform/errors.ts';
import type { RelatedOperation } from './ledger.repository.ts';

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
  plan: (balances: (ref: AccountRef) => bigint, related: RelatedOperation[]) => Plan<T>;
}

export interface AccountId {
  id: bigint;
  playerId: bigint | null;
}

export function refKey(ref: AccountRef): string {
  return `${ref.kind}:${'playerId' in ref ? ref.playerId.toString() : '-'}:${ref.currency}`;
}

export function isPlayerRef(ref: AccountRef): ref is Extract<AccountRef, { playerId: bigint }> {
  return 'playerId' in ref;
}

export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'bigint') return v.toString();
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
      );
    }
    return v;
  });
}

export function payloadHash(payload: unknown): string {
  return createHash('sha256').update(stableJson(payload)).digest('hex');
}

/** The balance changes and postings of a plan's legs, legs of nothing left out. */
export function legWrites(legs: Leg[], byRef: Map<string, AccountId>) {
  const deltas = new Map<bigint, bigint>();
  const postings = legs
    .filter((leg) => leg.amountMinor !== 0n)
    .map((leg) => {
      assert(leg.amountMinor > 0n, 'leg amounts are positive');
      assert(leg.from.currency === leg.to.currency, 'a leg stays in one currency');
      const from = byRef.get(refKey(leg.from));
      const to = byRef.get(refKey(leg.to));
      assert(from && to, 'legs only use declared accounts');
      deltas.set(from.id, (deltas.get(from.id) ?? 0n) - leg.amountMinor);
      deltas.set(to.id, (deltas.get(to.id) ?? 0n) + leg.amountMinor);
      return {
        kind: leg.kind,
        debitAccountId: from.id,
        creditAccountId: to.id,
        amount: leg.amountMinor,
        currency: leg.from.currency,
      };
    });
  return { deltas, postings };
}
