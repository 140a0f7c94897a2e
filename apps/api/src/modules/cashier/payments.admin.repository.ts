import { and, asc, desc, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentEvents, payments, withdrawals } from '../../db/schema/cashier.ts';

/** What the back office filters payment lists by: a status, a player, a half-open range of instants. */
export interface PaymentFilter {
  status?: string | undefined;
  playerId?: bigint | undefined;
  start: Date;
  end: Date;
  /** A pending checkout opened at or before this has expired (`expired` is never stored, see PAYMENT_STATUSES). */
  openSince: Date;
}

/** Deposit statuses as the player's history shows them: a pending checkout past its time reads expired. */
function depositStatusIs(status: string, openSince: Date): SQL | undefined {
  if (status === 'expired')
    return and(eq(payments.status, 'pending'), lte(payments.createdAt, openSince));
  if (status === 'pending')
    return and(eq(payments.status, 'pending'), gt(payments.createdAt, openSince));
  return eq(payments.status, status);
}

function depositWhere(filter: PaymentFilter): SQL | undefined {
  return and(
    gte(payments.createdAt, filter.start),
    lt(payments.createdAt, filter.end),
    filter.status ? depositStatusIs(filter.status, filter.openSince) : undefined,
    filter.playerId !== undefined ? eq(payments.playerId, filter.playerId) : undefined,
  );
}

/**
 * Deposits newest first with the provider's last signed event about each (its state as the
 * provider told it), `limit` from `offset`.
 */
export function deposits(db: Executor, filter: PaymentFilter, limit: number, offset: number) {
  const last = (column: SQL) =>
    sql`(select ${column} from ${paymentEvents} e where e.payment_id = ${payments.id} order by e.received_at desc limit 1)`;
  return db
    .select({
      payment: payments,
      providerEvent: sql<string | null>`${last(sql`e.type`)}`,
      providerEventAt: sql<
        string | null
      >`${last(sql`to_char(e.received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)}`,
    })
    .from(payments)
    .where(depositWhere(filter))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit)
    .offset(offset);
}

export async function countDeposits(db: Executor, filter: PaymentFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(depositWhere(filter));
  return Number(row?.n ?? 0);
}

/** Withdrawals requested in the range, oldest first as the queue reads, at most `limit`. */
export function withdrawalsFor(db: Executor, filter: PaymentFilter, limit: number) {
  return db
    .select()
    .from(withdrawals)
    .where(
      and(
        gte(withdrawals.requestedAt, filter.start),
        lt(withdrawals.requestedAt, filter.end),
        filter.status ? eq(withdrawals.status, filter.status) : undefined,
        filter.playerId !== undefined ? eq(withdrawals.playerId, filter.playerId) : undefined,
      ),
    )
    .orderBy(asc(withdrawals.requestedAt), asc(withdrawals.id))
    .limit(limit);
}
