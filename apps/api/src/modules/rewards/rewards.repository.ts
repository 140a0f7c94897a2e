import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import {
  challenges,
  rewardAccounts,
  rewardCashbackClaims,
  rewardCpAdjustments,
  rewardCpDays,
  rewardLevelClaims,
} from '../../db/schema/rewards.ts';

export type RewardAccount = typeof rewardAccounts.$inferSelect;

/** A batch's change to one player's standing: CP and cashback units, either sign. */
export interface AccountDelta {
  playerId: bigint;
  cpUnits: bigint;
  cashbackUnits: bigint;
}

export interface CpDayDelta {
  playerId: bigint;
  day: string;
  currency: string;
  cpUnits: bigint;
  wageredMinor: bigint;
}

/** What a standing change writes back: the level now, the highest reached, VIP membership, the cashback notice's day. */
export interface StandingChange {
  playerId: bigint;
  level: number;
  levelMax: number;
  vipSince: Date | null;
  vipHostId: bigint | null;
  cashbackNotifiedOn: string | null;
}

interface AccountRowText {
  player_id: string;
  cp_units: string;
  level: number;
  level_max: number;
  cashback_units: string;
  cashback_claimed_on: string | null;
  cashback_notified_on: string | null;
  vip_since: string | Date | null;
  vip_host_id: string | null;
  updated_at: string | Date;
}

const dateOf = (value: string | Date | null) => (value === null ? null : new Date(value));
/** Raw queries return dates as text or as Date depending on the driver. */
const dayOf = (value: string | Date | null) =>
  value === null
    ? null
    : typeof value === 'string'
      ? value.slice(0, 10)
      : value.toISOString().slice(0, 10);

function toAccount(row: AccountRowText): RewardAccount {
  return {
    playerId: BigInt(row.player_id),
    cpUnits: BigInt(row.cp_units),
    level: Number(row.level),
    levelMax: Number(row.level_max),
    cashbackUnits: BigInt(row.cashback_units),
    cashbackClaimedOn: dayOf(row.cashback_claimed_on),
    cashbackNotifiedOn: dayOf(row.cashback_notified_on),
    vipSince: dateOf(row.vip_since),
    vipHostId: row.vip_host_id === null ? null : BigInt(row.vip_host_id),
    updatedAt: new Date(row.updated_at),
  };
}

/**
 * Adds each delta to its player's account, creating it on first use, and returns the accounts
 * as they are now. CP never goes below zero; cashback may (a rollback after a claim). Two
 * statements for the batch, rows taken in player order so concurrent writers queue, never cross.
 */
export async function accrue(tx: Executor, deltas: AccountDelta[]): Promise<RewardAccount[]> {
  if (deltas.length === 0) return [];
  const sorted = [...deltas].sort((a, b) =>
    a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0,
  );
  await tx.execute(
    sql`insert into reward_accounts (player_id) values ${sql.join(
      sorted.map((d) => sql`(${d.playerId}::bigint)`),
      sql`, `,
    )} on conflict (player_id) do nothing`,
  );
  const values = sql.join(
    sorted.map(
      (d) => sql`(${d.playerId}::bigint, ${d.cpUnits}::bigint, ${d.cashbackUnits}::bigint)`,
    ),
    sql`, `,
  );
  const rows = await queryRows<AccountRowText>(
    tx,
    sql`update reward_accounts r set cp_units = greatest(0, r.cp_units + d.cp), cashback_units = r.cashback_units + d.cashback, updated_at = now()
      from (values ${values}) as d(player_id, cp, cashback)
      where r.player_id = d.player_id
      returning r.*`,
  );
  return rows.map(toAccount);
}

/** The player's account locked for the rest of the transaction, created (empty) when missing. */
export async function lockAccount(tx: Executor, playerId: bigint): Promise<RewardAccount> {
  await tx.execute(
    sql`insert into reward_accounts (player_id) values (${playerId}::bigint) on conflict (player_id) do nothing`,
  );
  const [row] = await queryRows<AccountRowText>(
    tx,
    sql`select * from reward_accounts where player_id = ${playerId}::bigint for update`,
  );
  if (!row) throw new Error(`reward account ${playerId} vanished`);
  return toAccount(row);
}

export async function findAccount(
  db: Executor,
  playerId: bigint,
): Promise<RewardAccount | undefined> {
  const [row] = await db.select().from(rewardAccounts).where(eq(rewardAccounts.playerId, playerId));
  return row;
}

/** Sets the CP total of a locked account (an operator's adjustment). */
export async function setCpUnits(tx: Executor, playerId: bigint, cpUnits: bigint): Promise<void> {
  await tx
    .update(rewardAccounts)
    .set({ cpUnits, updatedAt: sql`now()` })
    .where(eq(rewardAccounts.playerId, playerId));
}

/** Writes the standing of many players in one statement. */
export async function saveStanding(tx: Executor, changes: StandingChange[]): Promise<void> {
  if (changes.length === 0) return;
  const values = sql.join(
    changes.map(
      (c) =>
        sql`(${c.playerId}::bigint, ${c.level}::int, ${c.levelMax}::int, ${c.vipSince?.toISOString() ?? null}::timestamptz, ${c.vipHostId}::bigint, ${c.cashbackNotifiedOn}::date)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`update reward_accounts r set level = v.level, level_max = v.level_max, vip_since = v.vip_since, vip_host_id = v.vip_host_id,
      cashback_notified_on = v.notified_on, updated_at = now()
    from (values ${values}) as v(player_id, level, level_max, vip_since, vip_host_id, notified_on)
    where r.player_id = v.player_id`);
}

export async function addCpDays(tx: Executor, deltas: CpDayDelta[]): Promise<void> {
  if (deltas.length === 0) return;
  await tx
    .insert(rewardCpDays)
    .values(deltas)
    .onConflictDoUpdate({
      target: [rewardCpDays.playerId, rewardCpDays.day, rewardCpDays.currency],
      set: {
        cpUnits: sql`${rewardCpDays.cpUnits} + excluded.cp_units`,
        wageredMinor: sql`${rewardCpDays.wageredMinor} + excluded.wagered_minor`,
      },
    });
}

/** How many VIP members each host has now. */
export async function hostCounts(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .select({ hostId: rewardAccounts.vipHostId, count: sql<number>`count(*)::int` })
    .from(rewardAccounts)
    .where(isNotNull(rewardAccounts.vipHostId))
    .groupBy(rewardAccounts.vipHostId);
  return new Map(rows.map((r) => [String(r.hostId), Number(r.count)]));
}

export function vipMembers(db: Executor): Promise<RewardAccount[]> {
  return db
    .select()
    .from(rewardAccounts)
    .where(isNotNull(rewardAccounts.vipSince))
    .orderBy(desc(rewardAccounts.vipSince), rewardAccounts.playerId);
}

export async function setHost(tx: Executor, playerId: bigint, hostId: bigint): Promise<void> {
  await tx
    .update(rewardAccounts)
    .set({ vipHostId: hostId, updatedAt: sql`now()` })
    .where(eq(rewardAccounts.playerId, playerId));
}

// Level rewards.

export function levelClaims(db: Executor, playerId: bigint) {
  return db.select().from(rewardLevelClaims).where(eq(rewardLevelClaims.playerId, playerId));
}

/** Records a level claim; false when the player already claimed that level. */
export async function insertLevelClaim(
  tx: Executor,
  row: typeof rewardLevelClaims.$inferInsert,
): Promise<boolean> {
  const inserted = await tx
    .insert(rewardLevelClaims)
    .values(row)
    .onConflictDoNothing()
    .returning({ level: rewardLevelClaims.level });
  return inserted.length > 0;
}

// Daily cashback.

export async function insertCashbackClaim(
  tx: Executor,
  row: typeof rewardCashbackClaims.$inferInsert,
): Promise<boolean> {
  const inserted = await tx
    .insert(rewardCashbackClaims)
    .values(row)
    .onConflictDoNothing()
    .returning({ day: rewardCashbackClaims.day });
  return inserted.length > 0;
}

export async function markCashbackClaimed(
  tx: Executor,
  playerId: bigint,
  day: string,
  unitsPaid: bigint,
): Promise<void> {
  await tx
    .update(rewardAccounts)
    .set({
      cashbackUnits: sql`${rewardAccounts.cashbackUnits} - ${unitsPaid}`,
      cashbackClaimedOn: day,
      updatedAt: sql`now()`,
    })
    .where(eq(rewardAccounts.playerId, playerId));
}

// CP history.

export function cpDays(db: Executor, playerId: bigint, fromDay: string) {
  return db
    .select()
    .from(rewardCpDays)
    .where(and(eq(rewardCpDays.playerId, playerId), gte(rewardCpDays.day, fromDay)))
    .orderBy(desc(rewardCpDays.day), rewardCpDays.currency);
}

export function cpAdjustments(db: Executor, playerId: bigint) {
  return db
    .select()
    .from(rewardCpAdjustments)
    .where(eq(rewardCpAdjustments.playerId, playerId))
    .orderBy(desc(rewardCpAdjustments.createdAt), desc(rewardCpAdjustments.id));
}

export async function insertCpAdjustment(
  tx: Executor,
  row: typeof rewardCpAdjustments.$inferInsert,
): Promise<void> {
  await tx.insert(rewardCpAdjustments).values(row);
}

// Costs.

/** What rewards paid per UTC day and currency, by kind, between two days (inclusive). */
export function costs(db: Executor, from: string, to: string) {
  return queryRows<{
    day: string | Date;
    currency: string;
    level_minor: string;
    cashback_minor: string;
    challenge_minor: string;
  }>(
    db,
    sql`select day::text as day, currency,
        sum(level_minor)::text as level_minor, sum(cashback_minor)::text as cashback_minor, sum(challenge_minor)::text as challenge_minor
      from (
        select (claimed_at at time zone 'UTC')::date as day, currency, amount_minor as level_minor, 0::bigint as cashback_minor, 0::bigint as challenge_minor
          from ${rewardLevelClaims} where (claimed_at at time zone 'UTC')::date between ${from}::date and ${to}::date
        union all
        select day, currency, 0, amount_minor, 0 from ${rewardCashbackClaims} where day between ${from}::date and ${to}::date
        union all
        select (won_at at time zone 'UTC')::date, prize_currency, 0, 0, prize_minor
          from ${challenges} where status = 'won' and prize_minor is not null and (won_at at time zone 'UTC')::date between ${from}::date and ${to}::date
      ) paid
      group by day, currency
      order by day desc, currency`,
  );
}
