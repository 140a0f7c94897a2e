import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { ledgerAccounts, ledgerOperations, ledgerTransfers } from '../../db/schema/ledger.ts';

/** The transfers that are play: stakes, their refunds and wins. Deposits, withdrawals and rewards are not. */
const PLAY_TRANSFER_KINDS = ['bet', 'rollback', 'win', 'jackpot_win'] as const;

/**
 * What play moved into and out of the player's accounts in `currency` since `since`, in minor
 * units. Found through the player's operations (indexed by player and time), so it reads only
 * this player's recent rows.
 */
export async function playMovementsSince(
  db: Executor,
  playerId: bigint,
  currency: string,
  since: Date,
): Promise<{ creditedMinor: bigint; debitedMinor: bigint }> {
  const kinds = sql.join(
    PLAY_TRANSFER_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );
  const [row] = await queryRows<{ credited: string | null; debited: string | null }>(
    db,
    sql`
    select
      sum(case when ca.player_id = ${playerId} then t.amount else 0 end)::text as credited,
      sum(case when da.player_id = ${playerId} then t.amount else 0 end)::text as debited
    from ${ledgerOperations} o
    join ${ledgerTransfers} t on t.operation_id = o.id
    join ${ledgerAccounts} ca on ca.id = t.credit_account_id
    join ${ledgerAccounts} da on da.id = t.debit_account_id
    where o.player_id = ${playerId} and o.created_at >= ${since.toISOString()} and t.currency = ${currency} and t.kind in (${kinds})`,
  );
  return { creditedMinor: BigInt(row?.credited ?? '0'), debitedMinor: BigInt(row?.debited ?? '0') };
}
