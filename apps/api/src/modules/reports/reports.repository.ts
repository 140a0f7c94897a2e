import type { ReportGroup } from '@orca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { roundIdOfReference } from '../../db/round-reference.ts';

/**
 * Reporting reads other domains' tables, read-only and only here: the ledger (what money moved),
 * game rounds (which game a bet belongs to), players (sign-ups, affiliates), withdrawals and
 * documents (what waits for an operator). Nothing here writes. Figures come from the ledger's
 * postings, never from counters kept beside them, so they cannot drift from the money.
 *
 * Which postings count (ledger_transfers.kind, see wallet.service.ts):
 * - deposits: `deposit` (payment clearing → player cash);
 * - withdrawals: `withdrawal_payout` (money that left the house; holds and releases are not payouts);
 * - bets: `bet` legs (player cash or bonus → game) less `rollback` legs refunded to a player account;
 * - sports (issue 23): `sports_stake` less `sports_refund` are bets, `sports_payout` and `sports_cashout` less
 *   `sports_reversal` wins; what promotions put into the sportsbook (`sports_promo`: a free bet's stake, a
 *   boost's extra, issue 24) counts as bets too, as a free spin's stake does, and the same figure as a cost,
 *   so NGR carries what the promotion cost once;
 * - wins: `win` and `jackpot_win` legs (→ player cash or bonus), and free spins' wins (→ house_bonus_cost):
 *   a free spin's stake is a `bet` out of house_bonus_cost and its win goes back there, so the game
 *   keeps stake − win like any round and the bonus cost carries the same figure; only what reaches
 *   the player (the winnings granted as a bonus, or paid out) leaves NGR, as the grant's cost;
 * - costs (for NGR): every posting out of `house_bonus_cost` or `house_rewards_cost` less every
 *   posting back into them. Bonus grants and rewards (`bonus_grant`, `reward`) will move money out
 *   of them, forfeits (`bonus_forfeit`) back in; whatever kinds later use these accounts count the
 *   same way, and with none booked yet NGR equals GGR.
 */

const COST_ACCOUNTS = sql`('house_bonus_cost', 'house_rewards_cost')`;

/** Sums as text, so bigint money survives every driver. */
const moneySums = sql`
  coalesce(sum(t.amount) filter (where t.kind = 'deposit'), 0)::text as deposits,
  coalesce(sum(t.amount) filter (where t.kind = 'withdrawal_payout'), 0)::text as withdrawals,
  (coalesce(sum(t.amount) filter (where t.kind in ('bet', 'sports_stake')), 0)
    + coalesce(sum(t.amount) filter (where t.kind = 'sports_promo' and ca.kind = 'house_sports'), 0)
    - coalesce(sum(t.amount) filter (where t.kind = 'sports_promo' and da.kind = 'house_sports'), 0)
    - coalesce(sum(t.amount) filter (where t.kind = 'rollback' and ca.kind like 'player%'), 0)
    - coalesce(sum(t.amount) filter (where t.kind = 'sports_refund'), 0))::text as bets,
  (coalesce(sum(t.amount) filter (where t.kind in ('win', 'jackpot_win') and (ca.kind like 'player%' or ca.kind = 'house_bonus_cost')), 0)
    + coalesce(sum(t.amount) filter (where t.kind in ('sports_payout', 'sports_cashout')), 0)
    - coalesce(sum(t.amount) filter (where t.kind = 'sports_reversal'), 0))::text as wins,
  (coalesce(sum(t.amount) filter (where da.kind in ${COST_ACCOUNTS}), 0)
    - coalesce(sum(t.amount) filter (where ca.kind in ${COST_ACCOUNTS}), 0))::text as costs`;

/** Postings in [start, end): the half-open range of UTC instants a report covers. */
const postingsBetween = (start: Date, end: Date) => sql`
  from ledger_transfers t
  join ledger_accounts da on da.id = t.debit_account_id
  join ledger_accounts ca on ca.id = t.credit_account_id
  where t.created_at >= ${start.toISOString()}::timestamptz and t.created_at < ${end.toISOString()}::timestamptz`;

export interface MoneyRow {
  deposits: string;
  withdrawals: string;
  bets: string;
  wins: string;
  costs: string;
}

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

/** The ledger's movements per UTC day and currency. */
export function dailyMoney(
  db: Executor,
  start: Date,
  end: Date,
): Promise<(MoneyRow & { day: string; currency: string })[]> {
  return rows(
    db,
    sql`select to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, t.currency, ${moneySums}
        ${postingsBetween(start, end)}
        group by 1, 2`,
  );
}

/** Players who staked real money, per currency: in the whole range and since `todayStart`. */
export function activePlayers(
  db: Executor,
  start: Date,
  end: Date,
  todayStart: Date,
): Promise<{ currency: string; range: number; today: number }[]> {
  return rows(
    db,
    sql`select t.currency,
          count(distinct da.player_id)::int as range,
          count(distinct da.player_id) filter (where t.created_at >= ${todayStart.toISOString()}::timestamptz)::int as today
        ${postingsBetween(start, end)} and t.kind = 'bet'
        group by 1`,
  );
}

/** Sign-ups per currency: in the whole range and since `todayStart`. */
export function newPlayers(
  db: Executor,
  start: Date,
  end: Date,
  todayStart: Date,
): Promise<{ currency: string; range: number; today: number }[]> {
  return rows(
    db,
    sql`select currency,
          count(*)::int as range,
          count(*) filter (where created_at >= ${todayStart.toISOString()}::timestamptz)::int as today
        from players
        where created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz
        group by 1`,
  );
}

/** Withdrawals waiting for an operator's decision, per currency. */
export function pendingWithdrawals(db: Executor): Promise<{ currency: string; count: number }[]> {
  return rows(
    db,
    sql`select currency, count(*)::int as count from withdrawals where status = 'pending_approval' group by 1`,
  );
}

export async function pendingDocuments(db: Executor): Promise<number> {
  const [row] = await rows<{ count: number }>(
    db,
    sql`select count(*)::int as count from player_documents where status = 'pending'`,
  );
  return row?.count ?? 0;
}

/** The round a posting belongs to, as every reader of the ledger finds it (db/round-reference). */
const roundJoin = sql`
  left join game_rounds r on r.id = ${roundIdOfReference(sql`o.reference`)}`;

const GROUP_KEYS: Record<ReportGroup, { key: SQL; label: SQL; joins: SQL }> = {
  day: {
    key: sql`to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD')`,
    label: sql`''::text`,
    joins: sql``,
  },
  game: {
    key: sql`coalesce(r.game_id, '')`,
    label: sql`coalesce(g.name, '')`,
    joins: sql`left join games g on g.id = r.game_id`,
  },
  provider: {
    key: sql`coalesce(r.provider_id, '')`,
    label: sql`coalesce(gp.name, '')`,
    joins: sql`left join game_providers gp on gp.id = r.provider_id`,
  },
  currency: { key: sql`t.currency`, label: sql`''::text`, joins: sql`` },
  // The affiliate a player signed up with: myafftk and myaffid, kept apart by a separator no token holds unescaped.
  affiliate: {
    key: sql`coalesce(p.affiliate_token, '') || chr(31) || coalesce(p.affiliate_id, '')`,
    label: sql`''::text`,
    joins: sql`left join players p on p.id = coalesce(da.player_id, ca.player_id)`,
  },
};

export interface GgrQueryRow {
  key: string;
  label: string;
  currency: string;
  bets: string;
  wins: string;
  costs: string;
  rounds: number;
  players: number;
}

/**
 * Bets, wins and costs grouped by `groupBy` and currency over [start, end). Only postings that
 * count toward them are read. Costs belong to no round, so by game or provider they land in the
 * row whose key is ''. At most `rowsMax` rows (affiliates are the only unbounded grouping).
 */
export function ggr(
  db: Executor,
  groupBy: ReportGroup,
  start: Date,
  end: Date,
  currency: string | undefined,
  rowsMax: number,
): Promise<GgrQueryRow[]> {
  const group = GROUP_KEYS[groupBy];
  return rows(
    db,
    sql`select ${group.key} as key, min(${group.label}) as label, t.currency,
          (coalesce(sum(t.amount) filter (where t.kind = 'bet'), 0)
            - coalesce(sum(t.amount) filter (where t.kind = 'rollback' and ca.kind like 'player%'), 0))::text as bets,
          coalesce(sum(t.amount) filter (where t.kind in ('win', 'jackpot_win') and (ca.kind like 'player%' or ca.kind = 'house_bonus_cost')), 0)::text as wins,
          (coalesce(sum(t.amount) filter (where da.kind in ${COST_ACCOUNTS}), 0)
            - coalesce(sum(t.amount) filter (where ca.kind in ${COST_ACCOUNTS}), 0))::text as costs,
          count(distinct o.reference) filter (where t.kind = 'bet' and r.status is distinct from 'rolled_back')::int as rounds,
          count(distinct da.player_id) filter (where t.kind = 'bet')::int as players
        from ledger_transfers t
        join ledger_accounts da on da.id = t.debit_account_id
        join ledger_accounts ca on ca.id = t.credit_account_id
        join ledger_operations o on o.id = t.operation_id
        ${roundJoin}
        ${group.joins}
        where t.created_at >= ${start.toISOString()}::timestamptz and t.created_at < ${end.toISOString()}::timestamptz
          and (t.kind in ('bet', 'rollback', 'win', 'jackpot_win') or da.kind in ${COST_ACCOUNTS} or ca.kind in ${COST_ACCOUNTS})
          ${currency ? sql`and t.currency = ${currency}` : sql``}
        group by 1, 3
        order by 3, 1
        limit ${rowsMax}`,
  );
}

/**
 * The bonus cost per UTC day and currency between two days (inclusive): every posting touching
 * `house_bonus_cost`, by kind: grants out, forfeits back, free spins' stakes out and wins back,
 * free spins' cash payouts (bonus_convert from the cost account). Conversions from a player's
 * bonus to cash move no house money and are listed for the operator's reading only.
 */
export function bonusCosts(
  db: Executor,
  from: string,
  to: string,
): Promise<
  {
    day: string;
    currency: string;
    granted: string;
    converted: string;
    forfeited: string;
    free_spin_stakes: string;
    cost: string;
  }[]
> {
  return rows(
    db,
    sql`select to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, t.currency,
          coalesce(sum(t.amount) filter (where t.kind = 'bonus_grant' and da.kind = 'house_bonus_cost'), 0)::text as granted,
          coalesce(sum(t.amount) filter (where t.kind = 'bonus_convert'), 0)::text as converted,
          coalesce(sum(t.amount) filter (where t.kind = 'bonus_forfeit' and ca.kind = 'house_bonus_cost'), 0)::text as forfeited,
          coalesce(sum(t.amount) filter (where t.kind = 'bet' and da.kind = 'house_bonus_cost'), 0)::text as free_spin_stakes,
          (coalesce(sum(t.amount) filter (where da.kind = 'house_bonus_cost'), 0)
            - coalesce(sum(t.amount) filter (where ca.kind = 'house_bonus_cost'), 0))::text as cost
        from ledger_transfers t
        join ledger_accounts da on da.id = t.debit_account_id
        join ledger_accounts ca on ca.id = t.credit_account_id
        where (t.created_at at time zone 'UTC')::date between ${from}::date and ${to}::date
          and (da.kind = 'house_bonus_cost' or ca.kind = 'house_bonus_cost' or t.kind = 'bonus_convert')
        group by 1, 2
        order by 1 desc, 2`,
  );
}
