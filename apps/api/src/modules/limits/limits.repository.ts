import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import {
  depositLimits,
  playerLimits,
  playerTimeOuts,
  realityChecks,
  selfExclusions,
} from '../../db/schema/limits.ts';

export type DepositLimitRow = typeof depositLimits.$inferSelect;
export type SelfExclusionRow = typeof selfExclusions.$inferSelect;

export async function lockDepositLimit(db: Executor, playerId: bigint): Promise<DepositLimitRow> {
  await db.insert(depositLimits).values({ playerId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(depositLimits)
    .where(eq(depositLimits.playerId, playerId))
    .for('update');
  if (!row) throw new Error('deposit limit row missing after insert');
  return row;
}

export async function findDepositLimit(
  db: Executor,
  playerId: bigint,
): Promise<DepositLimitRow | undefined> {
  const [row] = await db.select().from(depositLimits).where(eq(depositLimits.playerId, playerId));
  return row;
}

export async function saveDepositLimit(
  db: Executor,
  playerId: bigint,
  values: Partial<typeof depositLimits.$inferInsert>,
): Promise<DepositLimitRow> {
  const [row] = await db
    .update(depositLimits)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(depositLimits.playerId, playerId))
    .returning();
  if (!row) throw new Error('deposit limit row vanished');
  return row;
}

export async function findExclusion(
  db: Executor,
  playerId: bigint,
): Promise<SelfExclusionRow | undefined> {
  const [row] = await db.select().from(selfExclusions).where(eq(selfExclusions.playerId, playerId));
  return row;
}

export async function findExclusions(
  db: Executor,
  playerIds: bigint[],
): Promise<SelfExclusionRow[]> {
  return db.select().from(selfExclusions).where(inArray(selfExclusions.playerId, playerIds));
}

export async function upsertExclusion(
  db: Executor,
  row: typeof selfExclusions.$inferInsert,
): Promise<void> {
  await db
    .insert(selfExclusions)
    .values(row)
    .onConflictDoUpdate({
      target: selfExclusions.playerId,
      set: { ...row, createdAt: new Date() },
    });
}

export async function lockExclusionByToken(
  db: Executor,
  tokenHash: string,
): Promise<SelfExclusionRow | undefined> {
  const [row] = await db
    .select()
    .from(selfExclusions)
    .where(eq(selfExclusions.confirmTokenHash, tokenHash))
    .for('update');
  return row;
}

export async function updateExclusion(
  db: Executor,
  playerId: bigint,
  values: Partial<typeof selfExclusions.$inferInsert>,
): Promise<void> {
  await db.update(selfExclusions).set(values).where(eq(selfExclusions.playerId, playerId));
}

export type PlayerLimitRow = typeof playerLimits.$inferSelect;
export type TimeOutRow = typeof playerTimeOuts.$inferSelect;

export async function findPlayerLimits(db: Executor, playerId: bigint): Promise<PlayerLimitRow[]> {
  return db.select().from(playerLimits).where(eq(playerLimits.playerId, playerId));
}

/** The player's row of this kind, created empty on first use and locked for the caller's transaction. */
export async function lockPlayerLimit(
  db: Executor,
  playerId: bigint,
  kind: string,
): Promise<PlayerLimitRow> {
  await db.insert(playerLimits).values({ playerId, kind }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(playerLimits)
    .where(and(eq(playerLimits.playerId, playerId), eq(playerLimits.kind, kind)))
    .for('update');
  if (!row) throw new Error('player limit row missing after insert');
  return row;
}

export async function savePlayerLimit(
  db: Executor,
  playerId: bigint,
  kind: string,
  values: Pick<
    PlayerLimitRow,
    'currentMinor' | 'pendingMinor' | 'isPendingRemoval' | 'pendingFrom'
  >,
): Promise<void> {
  await db
    .update(playerLimits)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(playerLimits.playerId, playerId), eq(playerLimits.kind, kind)));
}

export async function findTimeOut(db: Executor, playerId: bigint): Promise<TimeOutRow | undefined> {
  const [row] = await db.select().from(playerTimeOuts).where(eq(playerTimeOuts.playerId, playerId));
  return row;
}

export async function lockTimeOut(db: Executor, playerId: bigint): Promise<TimeOutRow | undefined> {
  const [row] = await db
    .select()
    .from(playerTimeOuts)
    .where(eq(playerTimeOuts.playerId, playerId))
    .for('update');
  return row;
}

export async function upsertTimeOut(
  db: Executor,
  row: { playerId: bigint; until: Date; period: string },
): Promise<void> {
  await db
    .insert(playerTimeOuts)
    .values(row)
    .onConflictDoUpdate({
      target: playerTimeOuts.playerId,
      set: { until: row.until, period: row.period, createdAt: new Date() },
    });
}

export async function findRealityCheck(db: Executor, playerId: bigint): Promise<number | null> {
  const [row] = await db
    .select({ intervalMinutes: realityChecks.intervalMinutes })
    .from(realityChecks)
    .where(eq(realityChecks.playerId, playerId));
  return row?.intervalMinutes ?? null;
}

export async function saveRealityCheck(
  db: Executor,
  playerId: bigint,
  intervalMinutes: number | null,
): Promise<void> {
  if (intervalMinutes === null) {
    await db.delete(realityChecks).where(eq(realityChecks.playerId, playerId));
    return;
  }
  await db
    .insert(realityChecks)
    .values({ playerId, intervalMinutes })
    .onConflictDoUpdate({
      target: realityChecks.playerId,
      set: { intervalMinutes, updatedAt: new Date() },
    });
}

/** One row of what gates a bet: an exclusion, a time-out still running, or a loss limit. */
export type GateRow = {
  playerId: bigint;
  kind: string;
  at: Date | null;
  currentMinor: bigint | null;
  pendingMinor: bigint | null;
  isPendingRemoval: boolean;
};

/**
 * Everything that may refuse these players' next bet, in one query: their self-exclusions, their
 * running time-outs and their loss limits. Most players have none, so most bets read no row.
 */
export async function gateRows(
  db: Executor,
  playerIds: bigint[],
  lossKinds: readonly string[],
): Promise<GateRow[]> {
  if (playerIds.length === 0) return [];
  const kinds = sql.join(
    lossKinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const ids = sql.join(
    playerIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{
    player_id: string;
    kind: string;
    at: Date | string | null;
    current_minor: string | null;
    pending_minor: string | null;
    is_pending_removal: boolean;
  }>(
    db,
    sql`
    select player_id::text, 'exclusion' as kind, excluded_until as at, null::text as current_minor, null::text as pending_minor, false as is_pending_removal
      from ${selfExclusions} where player_id in (${ids})
    union all
    select player_id::text, 'time_out', until, null, null, false
      from ${playerTimeOuts} where player_id in (${ids}) and until > now()
    union all
    select player_id::text, kind, pending_from, current_minor::text, pending_minor::text, is_pending_removal
      from ${playerLimits} where player_id in (${ids}) and kind in (${kinds})`,
  );
  return rows.map((r) => ({
    playerId: BigInt(r.player_id),
    kind: r.kind,
    at: r.at === null ? null : new Date(r.at),
    currentMinor: r.current_minor === null ? null : BigInt(r.current_minor),
    pendingMinor: r.pending_minor === null ? null : BigInt(r.pending_minor),
    isPendingRemoval: r.is_pending_removal,
  }));
}
