import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { bonusCampaigns, bonusEvents, bonusInstances, bonusRounds } from '../../db/schema/bonus.ts';

export type BonusInstanceRow = typeof bonusInstances.$inferSelect;
export type NewBonusInstance = typeof bonusInstances.$inferInsert;
export type BonusEventRow = typeof bonusEvents.$inferSelect;
export type BonusRoundRow = typeof bonusRounds.$inferSelect;

/**
 * Serialises every change of one player's bonus life (grant, activation, completion, forfeit,
 * expiry) for the rest of the transaction. Taken before any ledger account of the player, so the
 * order is always this lock, then the instance row, then the accounts.
 */
export async function lockPlayerBonuses(tx: Executor, playerIds: readonly bigint[]): Promise<void> {
  const ids = [...new Set(playerIds)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (ids.length === 0) return;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended('orca.bonus:' || p.id::text, 0)) from unnest(${`{${ids.join(',')}}`}::bigint[]) with ordinality as p(id, n) order by n`,
  );
}

export async function insertInstance(
  tx: Executor,
  row: NewBonusInstance,
): Promise<BonusInstanceRow> {
  const [inserted] = await tx.insert(bonusInstances).values(row).returning();
  return inserted!;
}

export async function insertEvent(
  tx: Executor,
  event: {
    instanceId: bigint;
    kind: string;
    amountMinor?: bigint | null;
    operationId?: bigint | null;
  },
): Promise<void> {
  await tx.insert(bonusEvents).values({
    instanceId: event.instanceId,
    kind: event.kind,
    amountMinor: event.amountMinor ?? null,
    operationId: event.operationId ?? null,
  });
}

export async function find(tx: Executor, id: bigint): Promise<BonusInstanceRow | null> {
  const [row] = await tx.select().from(bonusInstances).where(eq(bonusInstances.id, id));
  return row ?? null;
}

/** The instance row, locked: completion and forfeit both take it, so whichever comes first decides. */
export async function lock(tx: Executor, id: bigint): Promise<BonusInstanceRow | null> {
  const [row] = await tx
    .select()
    .from(bonusInstances)
    .where(eq(bonusInstances.id, id))
    .for('update');
  return row ?? null;
}

export async function update(
  tx: Executor,
  id: bigint,
  values: Partial<NewBonusInstance>,
): Promise<BonusInstanceRow> {
  const [row] = await tx
    .update(bonusInstances)
    .set(values)
    .where(eq(bonusInstances.id, id))
    .returning();
  return row!;
}

export async function activeOf(tx: Executor, playerId: bigint): Promise<BonusInstanceRow | null> {
  const [row] = await tx
    .select()
    .from(bonusInstances)
    .where(and(eq(bonusInstances.playerId, playerId), eq(bonusInstances.status, 'active')));
  return row ?? null;
}

/** The active bonuses of many players: one read of the partial unique index. */
export async function activeOfPlayers(
  tx: Executor,
  playerIds: readonly bigint[],
): Promise<BonusInstanceRow[]> {
  if (playerIds.length === 0) return [];
  return tx
    .select()
    .from(bonusInstances)
    .where(
      and(
        inArray(bonusInstances.playerId, [...new Set(playerIds)]),
        eq(bonusInstances.status, 'active'),
      ),
    );
}

/** The bet gate's read: max bets only, of the players' active bonuses. */
export async function maxBetsOf(
  tx: Executor,
  playerIds: readonly bigint[],
): Promise<{ playerId: bigint; currency: string; maxBetMinor: bigint }[]> {
  if (playerIds.length === 0) return [];
  return tx
    .select({
      playerId: bonusInstances.playerId,
      currency: bonusInstances.currency,
      maxBetMinor: bonusInstances.maxBetMinor,
    })
    .from(bonusInstances)
    .where(
      and(
        inArray(bonusInstances.playerId, [...new Set(playerIds)]),
        eq(bonusInstances.status, 'active'),
      ),
    );
}

/** The next bonus in the player's queue (oldest first), locked, or null. */
export async function nextQueued(tx: Executor, playerId: bigint): Promise<BonusInstanceRow | null> {
  const [row] = await tx
    .select()
    .from(bonusInstances)
    .where(and(eq(bonusInstances.playerId, playerId), eq(bonusInstances.status, 'queued')))
    .orderBy(asc(bonusInstances.createdAt), asc(bonusInstances.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function ofPlayer(
  tx: Executor,
  playerId: bigint,
  statuses: readonly BonusInstanceRow['status'][],
): Promise<BonusInstanceRow[]> {
  return tx
    .select()
    .from(bonusInstances)
    .where(
      and(eq(bonusInstances.playerId, playerId), inArray(bonusInstances.status, [...statuses])),
    )
    .orderBy(asc(bonusInstances.createdAt), asc(bonusInstances.id));
}

export async function historyOf(
  tx: Executor,
  playerId: bigint,
  limit: number,
): Promise<BonusInstanceRow[]> {
  return tx
    .select()
    .from(bonusInstances)
    .where(eq(bonusInstances.playerId, playerId))
    .orderBy(desc(bonusInstances.createdAt), desc(bonusInstances.id))
    .limit(limit);
}

export async function eventsOf(
  tx: Executor,
  instanceIds: readonly bigint[],
): Promise<BonusEventRow[]> {
  if (instanceIds.length === 0) return [];
  return tx
    .select()
    .from(bonusEvents)
    .where(inArray(bonusEvents.instanceId, [...instanceIds]))
    .orderBy(asc(bonusEvents.id));
}

export async function roundsOf(
  tx: Executor,
  instanceIds: readonly bigint[],
): Promise<BonusRoundRow[]> {
  if (instanceIds.length === 0) return [];
  return tx
    .select()
    .from(bonusRounds)
    .where(inArray(bonusRounds.instanceId, [...instanceIds]))
    .orderBy(desc(bonusRounds.at));
}

/** Campaign titles per language ({ en: { title, summary }, … }), for naming a player's bonuses. */
export async function campaignTexts(
  tx: Executor,
  ids: readonly bigint[],
): Promise<
  Map<
    bigint,
    {
      kind: (typeof bonusCampaigns.$inferSelect)['kind'];
      texts: Record<string, { title?: string }>;
    }
  >
> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: bonusCampaigns.id, kind: bonusCampaigns.kind, texts: bonusCampaigns.texts })
    .from(bonusCampaigns)
    .where(inArray(bonusCampaigns.id, [...new Set(ids)]));
  return new Map(
    rows.map((r) => [r.id, { kind: r.kind, texts: r.texts as Record<string, { title?: string }> }]),
  );
}

export interface RoundContribution {
  instanceId: bigint;
  roundId: string;
  gameId: string;
  wagerMinor: bigint;
  contributionPercent: number;
  contributedMinor: bigint;
  at: Date;
}

/**
 * Adds a batch's stakes (negative for a rollback's refund) to the bonuses' rounds in one statement
 * whatever the batch's size: the consumer has to keep up with every player spinning at once.
 * A round's figures never go below zero (a refund of a stake made before the bonus counted).
 * Returns, per bonus, how much its contribution changed. One row per (bonus, round) in `rows`.
 */
export async function addRounds(
  tx: Executor,
  rows: readonly RoundContribution[],
): Promise<Map<bigint, bigint>> {
  if (rows.length === 0) return new Map();
  const input = JSON.stringify(
    rows.map((r) => ({
      instance_id: r.instanceId.toString(),
      round_id: r.roundId,
      game_id: r.gameId,
      wager_minor: r.wagerMinor.toString(),
      contribution_percent: r.contributionPercent,
      contributed_minor: r.contributedMinor.toString(),
      at: r.at.toISOString(),
    })),
  );
  const applied = await queryRows<{ instance_id: string; applied: string }>(
    tx,
    sql`with input as (
          select * from jsonb_to_recordset(${input}::jsonb)
            as i(instance_id bigint, round_id uuid, game_id text, wager_minor bigint, contribution_percent integer, contributed_minor bigint, at timestamptz)
        ), prior as (
          select b.instance_id, b.round_id, b.contributed_minor from bonus_rounds b join input i on i.instance_id = b.instance_id and i.round_id = b.round_id
        ), updated as (
          update bonus_rounds b set
            wager_minor = greatest(b.wager_minor + i.wager_minor, 0),
            contributed_minor = greatest(b.contributed_minor + i.contributed_minor, 0),
            at = greatest(b.at, i.at)
          from input i where i.instance_id = b.instance_id and i.round_id = b.round_id
          returning b.instance_id, b.round_id, b.contributed_minor
        ), inserted as (
          insert into bonus_rounds (instance_id, round_id, game_id, wager_minor, contribution_percent, contributed_minor, at)
          select i.instance_id, i.round_id, i.game_id, greatest(i.wager_minor, 0), i.contribution_percent, greatest(i.contributed_minor, 0), i.at
          from input i where not exists (select 1 from prior p where p.instance_id = i.instance_id and p.round_id = i.round_id)
          returning instance_id, contributed_minor
        ), changes as (
          select u.instance_id, u.contributed_minor - p.contributed_minor as delta from updated u join prior p on p.instance_id = u.instance_id and p.round_id = u.round_id
          union all
          select instance_id, contributed_minor from inserted
        )
        select instance_id::text, sum(delta)::text as applied from changes group by instance_id`,
  );
  return new Map(applied.map((row) => [BigInt(row.instance_id), BigInt(row.applied)]));
}

/** Of these campaigns, the ones whose bonuses are also wagered on sports. */
export async function campaignsIncludingSports(
  tx: Executor,
  campaignIds: readonly bigint[],
): Promise<Set<bigint>> {
  if (campaignIds.length === 0) return new Set();
  const rows = await tx
    .select({ id: bonusCampaigns.id })
    .from(bonusCampaigns)
    .where(
      and(
        inArray(bonusCampaigns.id, [...new Set(campaignIds)]),
        eq(bonusCampaigns.includesSports, true),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Adds what a batch changed to an active bonus's progress (never below zero); returns the row as it is now. */
export async function addProgress(
  tx: Executor,
  instanceId: bigint,
  deltaMinor: bigint,
): Promise<BonusInstanceRow | null> {
  const [row] = await tx
    .update(bonusInstances)
    .set({
      wageringProgressMinor: sql`greatest(${bonusInstances.wageringProgressMinor} + ${deltaMinor}::bigint, 0)`,
    })
    .where(and(eq(bonusInstances.id, instanceId), eq(bonusInstances.status, 'active')))
    .returning();
  return row ?? null;
}

/** Ids of active bonuses past their spend window, and of waiting ones past their claim window. */
export async function dueToExpire(
  tx: Executor,
  now: Date,
  limit: number,
): Promise<{ id: bigint; playerId: bigint; status: BonusInstanceRow['status'] }[]> {
  const active = await tx
    .select({
      id: bonusInstances.id,
      playerId: bonusInstances.playerId,
      status: bonusInstances.status,
    })
    .from(bonusInstances)
    .where(and(eq(bonusInstances.status, 'active'), lt(bonusInstances.expiresAt, now)))
    .limit(limit);
  const waiting = await tx
    .select({
      id: bonusInstances.id,
      playerId: bonusInstances.playerId,
      status: bonusInstances.status,
    })
    .from(bonusInstances)
    .where(
      and(
        inArray(bonusInstances.status, ['queued', 'pending', 'free_spins']),
        lt(bonusInstances.claimExpiresAt, now),
      ),
    )
    .limit(limit);
  return [...active, ...waiting];
}
