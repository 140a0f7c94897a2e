import { PAYMENT_CHECKOUT_EXPIRY_MINUTES } from '@orca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';

export interface HistoryFilter {
  playerId: bigint;
  /** Inclusive bounds as instants: from the start of date_from to the end of date_to (UTC). */
  from: Date | null;
  toExclusive: Date | null;
  type: 'deposit' | 'withdraw' | null;
  method: string | null;
  /** Checkouts opened at or before this and still unpaid read expired (see paymentStatusAt). */
  expiredUpTo: Date;
}

export interface HistoryRow {
  id: string;
  type: 'deposit' | 'withdraw';
  method: string;
  status: string;
  details: string | null;
  amount_minor: string;
  fee_minor: string;
  currency: string;
  message: string | null;
  requested_at: Date | string;
  processed_at: Date | string | null;
  /** Chain deposits and payouts only (null otherwise): the chain's transaction and its confirmations. */
  tx_hash: string | null;
  confirmations: number | null;
  confirmations_required: number | null;
}

/**
 * Deposits and withdrawals as one list. The union is filtered inside each branch so each table
 * uses its (player_id, time) index, then sorted and paged once.
 */
function unionOf(filter: HistoryFilter): SQL {
  const when = (column: SQL) =>
    sql.join(
      [
        filter.from ? sql`and ${column} >= ${filter.from.toISOString()}::timestamptz` : sql``,
        filter.toExclusive
          ? sql`and ${column} < ${filter.toExclusive.toISOString()}::timestamptz`
          : sql``,
      ],
      sql` `,
    );
  // A crypto deposit waits for its confirmations, not for a checkout page: it never expires.
  const isExpired = sql`(p.status = 'pending' and p.provider <> 'crypto' and p.created_at <= ${filter.expiredUpTo.toISOString()}::timestamptz)`;
  const deposits = sql`
    select p.id::text as id, 'deposit' as type, p.method_id as method,
           case when ${isExpired} then 'expired' else p.status end as status, m.name as details,
           p.amount_minor::text as amount_minor, '0' as fee_minor, p.currency, null::text as message,
           p.created_at as requested_at,
           case when p.status in ('credited', 'declined') then p.updated_at
                when ${isExpired} then p.created_at + make_interval(mins => ${PAYMENT_CHECKOUT_EXPIRY_MINUTES}) end as processed_at,
           c.tx_hash, c.confirmations, c.confirmations_required
    from payments p left join payment_methods m on m.id = p.method_id
      left join crypto_deposits c on c.payment_id = p.id
    where p.player_id = ${filter.playerId.toString()}::bigint ${when(sql`p.created_at`)}
      ${filter.method ? sql`and p.method_id = ${filter.method}` : sql``}`;
  const withdrawals = sql`
    select w.id::text as id, 'withdraw' as type, w.method_id as method, w.status, w.address as details,
           w.amount_minor::text as amount_minor, w.fee_minor::text as fee_minor, w.currency, case when w.status = 'rejected' then w.decision_note end as message,
           w.requested_at, w.processed_at,
           case when w.payout_asset is not null then w.payout_reference end as tx_hash,
           w.payout_confirmations as confirmations, w.payout_confirmations_required as confirmations_required
    from withdrawals w
    where w.player_id = ${filter.playerId.toString()}::bigint ${when(sql`w.requested_at`)}
      ${filter.method ? sql`and w.method_id = ${filter.method}` : sql``}`;
  if (filter.type === 'deposit') return deposits;
  if (filter.type === 'withdraw') return withdrawals;
  return sql`${deposits} union all ${withdrawals}`;
}

export function page(
  db: Executor,
  filter: HistoryFilter,
  limit: number,
  offset: number,
): Promise<HistoryRow[]> {
  return queryRows<HistoryRow>(
    db,
    sql`select * from (${unionOf(filter)}) h order by requested_at desc, id desc limit ${limit} offset ${offset}`,
  );
}

export async function count(db: Executor, filter: HistoryFilter): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from (${unionOf(filter)}) h`,
  );
  return Number(row?.n ?? 0);
}

/** Every method the player has used in either direction, for the filter's choices. */
export async function methodsUsed(db: Executor, playerId: bigint): Promise<string[]> {
  const rows = await queryRows<{ method: string }>(
    db,
    sql`select method_id as method from payments where player_id = ${playerId.toString()}::bigint
        union select method_id from withdrawals where player_id = ${playerId.toString()}::bigint
        order by 1`,
  );
  return rows.map((r) => r.method);
}
