import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { referenceOfRound } from '../../db/round-reference.ts';
import { ledgerAccounts, ledgerOperations, ledgerTransfers } from '../../db/schema/ledger.ts';

export type AccountRow = typeof ledgerAccounts.$inferSelect;
export type OperationRow = typeof ledgerOperations.$inferSelect;

/**
 * Finds or creates an account; concurrent creators meet at the unique index and both get the one
 * row. `isNew` says this transaction created it (so it is gone again if the transaction rolls back).
 */
export async function ensureAccount(
  db: Executor,
  kind: string,
  playerId: bigint | null,
  currency: string,
): Promise<AccountRow & { isNew: boolean }> {
  const [created] = await db
    .insert(ledgerAccounts)
    .values({ kind, playerId, currency })
    .onConflictDoNothing()
    .returning();
  if (created) return { ...created, isNew: true };
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, kind),
        playerId === null
          ? sql`${ledgerAccounts.playerId} is null`
          : eq(ledgerAccounts.playerId, playerId),
        eq(ledgerAccounts.currency, currency),
      ),
    )
    .limit(1);
  if (!row) throw new Error(`account ${kind}/${playerId}/${currency} missing after insert`);
  return { ...row, isNew: false };
}

/** Locks accounts in id order, the one order every operation uses, so no two operations deadlock. */
export async function lockAccounts(db: Executor, ids: bigint[]): Promise<AccountRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(ledgerAccounts.id)
    .for('update');
}

export async function addToBalance(db: Executor, id: bigint, delta: bigint): Promise<bigint> {
  const [row] = await db
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${delta.toString()}::bigint` })
    .where(eq(ledgerAccounts.id, id))
    .returning({ balance: ledgerAccounts.balance });
  if (!row) throw new Error(`account ${id} vanished`);
  return row.balance;
}

/** An earlier operation a plan looks at (a round's bet, a rollback that came first). */
export interface RelatedOperation {
  key: string;
  kind: string;
  /** Whose money it moved and which round it belongs to: a plan refuses to settle another's. */
  playerId: bigint | null;
  reference: string | null;
  result: unknown;
}

/**
 * Claims an idempotency key and, in the same round trip, reads the operations the plan needs:
 * those with one of `keys`, and those of `reference` with one of `kinds`. Call it after the
 * accounts are locked, so the read sees every operation committed by whoever held them before.
 * `id` is null when another operation holds the key (read it with findOperation: this
 * statement's snapshot may predate it).
 */
export async function claimWithRelated(
  db: Executor,
  row: {
    idempotencyKey: string;
    kind: string;
    payloadHash: string;
    playerId: bigint | null;
    reference: string | null;
  },
  related: { keys: string[]; kinds: string[] },
): Promise<{ id: bigint | null; related: RelatedOperation[] }> {
  const conditions: SQL[] = [];
  if (related.keys.length > 0)
    conditions.push(
      sql`o.idempotency_key in (${sql.join(
        related.keys.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
  if (related.kinds.length > 0 && row.reference !== null) {
    conditions.push(
      sql`(o.reference = ${row.reference} and o.kind in (${sql.join(
        related.kinds.map((k) => sql`${k}`),
        sql`, `,
      )}))`,
    );
  }
  const claim = sql`claimed as (insert into ledger_operations (idempotency_key, kind, payload_hash, player_id, reference, result)
    values (${row.idempotencyKey}, ${row.kind}, ${row.payloadHash}, ${row.playerId === null ? null : row.playerId.toString()}::bigint, ${row.reference}, '{}'::jsonb)
    on conflict do nothing returning id)`;
  const rows = await queryRows<{
    claimed: string | null;
    key: string | null;
    kind: string | null;
    player_id: string | null;
    reference: string | null;
    result: { value?: unknown } | null;
  }>(
    db,
    conditions.length === 0
      ? sql`with ${claim} select (select id::text from claimed) as claimed, null as key, null as kind, null as player_id, null as reference, null::jsonb as result`
      : sql`with ${claim} select (select id::text from claimed) as claimed, o.idempotency_key as key, o.kind, o.player_id::text as player_id, o.reference, o.result
          from (select 1) as one left join ledger_operations o on (${sql.join(conditions, sql` or `)}) order by o.id`,
  );
  const claimed = rows[0]?.claimed ?? null;
  return {
    id: claimed === null ? null : BigInt(claimed),
    related: rows.flatMap((r) =>
      r.key !== null && r.kind !== null
        ? [
            {
              key: r.key,
              kind: r.kind,
              playerId: r.player_id === null ? null : BigInt(r.player_id),
              reference: r.reference,
              result: r.result?.value ?? null,
            },
          ]
        : [],
    ),
  };
}

/** Results are stored wrapped as { value } (see post); readers get the value back. */
function unwrap(row: OperationRow): OperationRow {
  return { ...row, result: (row.result as { value?: unknown }).value ?? null };
}

export async function findOperation(db: Executor, key: string): Promise<OperationRow | undefined> {
  const [row] = await db
    .select()
    .from(ledgerOperations)
    .where(eq(ledgerOperations.idempotencyKey, key))
    .limit(1);
  return row ? unwrap(row) : undefined;
}

/**
 * Which of the game rounds `roundIds` have an operation of `kind`. Game money's operations are
 * referenced as db/round-reference defines for every game, as the domain event reader joins
 * them; the reference-and-kind index answers each round.
 */
export async function roundsWithOperationKind(
  db: Executor,
  roundIds: readonly string[],
  kind: string,
): Promise<Set<string>> {
  if (roundIds.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select r.id::text as id from game_rounds r
      where r.id = any(${`{${roundIds.join(',')}}`}::uuid[])
        and exists (select 1 from ledger_operations o where o.reference = ${referenceOfRound('r')} and o.kind = ${kind})`,
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * The write half of an operation in one round trip: balance changes of rows the transaction
 * already holds, the postings, and the operation's stored result (wrapped as { value }, see unwrap).
 */
export async function post(
  db: Executor,
  write: {
    deltas: [bigint, bigint][];
    transfers: (typeof ledgerTransfers.$inferInsert)[];
    operationId: bigint;
    result: unknown;
  },
): Promise<void> {
  const parts: SQL[] = [];
  if (write.deltas.length > 0) {
    const values = sql.join(
      write.deltas.map(
        ([id, delta]) => sql`(${id.toString()}::bigint, ${delta.toString()}::bigint)`,
      ),
      sql`, `,
    );
    parts.push(
      sql`balances as (update ledger_accounts a set balance = a.balance + d.delta from (values ${values}) as d(id, delta) where a.id = d.id returning a.id)`,
    );
  }
  if (write.transfers.length > 0) {
    const values = sql.join(
      write.transfers.map(
        (t) =>
          sql`(${t.operationId.toString()}::bigint, ${t.kind}, ${t.debitAccountId.toString()}::bigint, ${t.creditAccountId.toString()}::bigint, ${t.amount.toString()}::bigint, ${t.currency})`,
      ),
      sql`, `,
    );
    parts.push(
      sql`postings as (insert into ledger_transfers (operation_id, kind, debit_account_id, credit_account_id, amount, currency) values ${values} returning id)`,
    );
  }
  const result = sql`update ledger_operations set result = ${JSON.stringify({ value: write.result })}::jsonb where id = ${write.operationId.toString()}::bigint`;
  await db.execute(parts.length > 0 ? sql`with ${sql.join(parts, sql`, `)} ${result}` : result);
}

export async function houseBalance(db: Executor, kind: string, currency: string): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, kind),
        sql`${ledgerAccounts.playerId} is null`,
        eq(ledgerAccounts.currency, currency),
      ),
    );
  return row?.balance ?? 0n;
}

/** The cash and bonus accounts of several players at once, in one statement. */
export async function accountsOfPlayers(db: Executor, playerIds: bigint[]): Promise<AccountRow[]> {
  if (playerIds.length === 0) return [];
  return db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        inArray(ledgerAccounts.kind, ['player_cash', 'player_bonus']),
        inArray(ledgerAccounts.playerId, playerIds),
      ),
    );
}

export async function playerAccounts(db: Executor, playerId: bigint): Promise<AccountRow[]> {
  return db.select().from(ledgerAccounts).where(eq(ledgerAccounts.playerId, playerId));
}

/** The three invariants, computed by the database: per-currency sums, stored vs posted balances, negatives. */
export async function auditRows(db: Executor) {
  const currencies = await db
    .select({
      currency: ledgerAccounts.currency,
      total: sql<string>`sum(${ledgerAccounts.balance})::text`,
    })
    .from(ledgerAccounts)
    .groupBy(ledgerAccounts.currency);
  const mismatched = await queryRows<{ id: string; balance: string; posted: string }>(
    db,
    sql`
    select a.id::text as id, a.balance::text as balance,
           (coalesce((select sum(amount) from ledger_transfers where credit_account_id = a.id), 0)
          - coalesce((select sum(amount) from ledger_transfers where debit_account_id = a.id), 0))::text as posted
    from ledger_accounts a
    where a.balance <> coalesce((select sum(amount) from ledger_transfers where credit_account_id = a.id), 0)
                     - coalesce((select sum(amount) from ledger_transfers where debit_account_id = a.id), 0)`,
  );
  const negatives = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(sql`${ledgerAccounts.kind} like 'player%' and ${ledgerAccounts.balance} < 0`);
  const accounts = await db.select({ n: sql<number>`count(*)::int` }).from(ledgerAccounts);
  const transfers = await db.select({ n: sql<number>`count(*)::int` }).from(ledgerTransfers);
  return {
    currencies,
    mismatched,
    negatives,
    accountCount: Number(accounts[0]?.n ?? 0),
    transferCount: Number(transfers[0]?.n ?? 0),
  };
}

/**
 * A group's writes in one round trip: its operations with their results, their postings and the
 * balance changes of rows the group holds. `claimed` counts the keys it claimed; `earlier`
 * counts operations that were there before with one of `guard.keys` or `guard.references`.
 */
export async function postGroup(
  db: Executor,
  write: {
    operations: {
      key: string;
      kind: string;
      payloadHash: string;
      playerId: bigint | null;
      reference: string | null;
      result: unknown;
    }[];
    transfers: {
      key: string;
      kind: string;
      debitAccountId: bigint;
      creditAccountId: bigint;
      amount: bigint;
      currency: string;
    }[];
    deltas: [bigint, bigint][];
    guard: { keys: string[]; references: string[] };
  },
): Promise<{ claimed: number; earlier: number }> {
  const list = (values: SQL[]) => sql.join(values, sql`, `);
  const operations = list(
    write.operations.map(
      (o) =>
        sql`(${o.key}::text, ${o.kind}::text, ${o.payloadHash}::text, ${o.playerId === null ? null : o.playerId.toString()}::bigint, ${o.reference}::text, ${JSON.stringify({ value: o.result })}::jsonb)`,
    ),
  );
  const parts: SQL[] = [
    sql`claimed as (insert into ledger_operations (idempotency_key, kind, payload_hash, player_id, reference, result) values ${operations} on conflict do nothing returning id, idempotency_key)`,
  ];
  if (write.deltas.length > 0) {
    const deltas = list(
      write.deltas.map(
        ([id, delta]) => sql`(${id.toString()}::bigint, ${delta.toString()}::bigint)`,
      ),
    );
    parts.push(
      sql`balances as (update ledger_accounts a set balance = a.balance + d.delta from (values ${deltas}) as d(id, delta) where a.id = d.id returning a.id)`,
    );
  }
  if (write.transfers.length > 0) {
    const transfers = list(
      write.transfers.map(
        (t) =>
          sql`(${t.key}::text, ${t.kind}::text, ${t.debitAccountId.toString()}::bigint, ${t.creditAccountId.toString()}::bigint, ${t.amount.toString()}::bigint, ${t.currency}::text)`,
      ),
    );
    parts.push(sql`postings as (insert into ledger_transfers (operation_id, kind, debit_account_id, credit_account_id, amount, currency)
      select c.id, t.kind, t.debit, t.credit, t.amount, t.currency from (values ${transfers}) as t(key, kind, debit, credit, amount, currency)
      join claimed c on c.idempotency_key = t.key returning id)`);
  }
  const guards: SQL[] = [sql`false`];
  if (write.guard.keys.length > 0)
    guards.push(sql`o.idempotency_key in (${list(write.guard.keys.map((k) => sql`${k}`))})`);
  if (write.guard.references.length > 0)
    guards.push(sql`o.reference in (${list(write.guard.references.map((r) => sql`${r}`))})`);
  const [row] = await queryRows<{ claimed: number; earlier: number }>(
    db,
    sql`with ${list(parts)} select (select count(*) from claimed)::int as claimed,
      (select count(*) from ledger_operations o where ${sql.join(guards, sql` or `)})::int as earlier`,
  );
  return { claimed: Number(row?.claimed ?? 0), earlier: Number(row?.earlier ?? 0) };
}

/**
 * The postings into and out of a player's accounts, newest first: one row per posting and player
 * account (a transfer between two of the player's own accounts shows on both), signed from the
 * account's side. `limit` rows from `offset`.
 */
export async function playerPostings(
  db: Executor,
  playerId: bigint,
  limit: number,
  offset: number,
) {
  return queryRows<{
    transfer_id: string;
    operation_id: string;
    operation_kind: string;
    transfer_kind: string;
    account_kind: string;
    currency: string;
    amount: string;
    reference: string | null;
    at: Date | string;
  }>(
    db,
    sql`
    select p.transfer_id::text, p.operation_id::text, o.kind as operation_kind, p.transfer_kind, p.account_kind, p.currency, p.amount::text, o.reference, p.at
    from (
      select t.id as transfer_id, t.operation_id, t.kind as transfer_kind, a.kind as account_kind, t.currency, t.amount as amount, t.created_at as at
      from ${ledgerTransfers} t join ${ledgerAccounts} a on a.id = t.credit_account_id
      where a.player_id = ${playerId}
      union all
      select t.id, t.operation_id, t.kind, a.kind, t.currency, -t.amount, t.created_at
      from ${ledgerTransfers} t join ${ledgerAccounts} a on a.id = t.debit_account_id
      where a.player_id = ${playerId}
    ) p join ${ledgerOperations} o on o.id = p.operation_id
    order by p.transfer_id desc, p.amount desc
    limit ${limit} offset ${offset}`,
  );
}
