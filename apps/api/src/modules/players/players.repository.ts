import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { balanceAdjustments, operators, playerNotes } from '../../db/schema/admin.ts';

export type AdjustmentRow = typeof balanceAdjustments.$inferSelect;

// Operators are named in notes and adjustments by their username; the rows keep only their ids.
const requester = alias(operators, 'requester');
const decider = alias(operators, 'decider');

export async function insertNote(
  db: Executor,
  row: { playerId: bigint; operatorId: bigint; body: string },
): Promise<bigint> {
  const [created] = await db.insert(playerNotes).values(row).returning({ id: playerNotes.id });
  if (!created) throw new Error('note insert returned nothing');
  return created.id;
}

/** A player's newest notes, each with its author's username. */
export async function notesOf(db: Executor, playerId: bigint, limit: number) {
  return db
    .select({
      id: playerNotes.id,
      body: playerNotes.body,
      createdAt: playerNotes.createdAt,
      operatorName: operators.username,
    })
    .from(playerNotes)
    .innerJoin(operators, eq(operators.id, playerNotes.operatorId))
    .where(eq(playerNotes.playerId, playerId))
    .orderBy(desc(playerNotes.createdAt), desc(playerNotes.id))
    .limit(limit);
}

export async function insertAdjustment(
  db: Executor,
  row: typeof balanceAdjustments.$inferInsert,
): Promise<AdjustmentRow> {
  const [created] = await db.insert(balanceAdjustments).values(row).returning();
  if (!created) throw new Error('adjustment insert returned nothing');
  return created;
}

/** Locks an adjustment for its decision: of two operators deciding at once, the second sees the first's outcome. */
export async function lockAdjustment(db: Executor, id: string): Promise<AdjustmentRow | undefined> {
  const [row] = await db
    .select()
    .from(balanceAdjustments)
    .where(eq(balanceAdjustments.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function updateAdjustment(
  db: Executor,
  id: string,
  values: Partial<typeof balanceAdjustments.$inferInsert>,
): Promise<void> {
  await db.update(balanceAdjustments).set(values).where(eq(balanceAdjustments.id, id));
}

/** Adjustments with their operators' usernames, newest first, filtered by status and/or player. */
export async function listAdjustments(
  db: Executor,
  filter: { status?: string; playerId?: bigint; id?: string },
  limit: number,
) {
  return db
    .select({
      adjustment: balanceAdjustments,
      requestedByName: requester.username,
      decidedByName: decider.username,
    })
    .from(balanceAdjustments)
    .innerJoin(requester, eq(requester.id, balanceAdjustments.requestedBy))
    .leftJoin(decider, eq(decider.id, balanceAdjustments.decidedBy))
    .where(
      and(
        filter.status ? eq(balanceAdjustments.status, filter.status) : undefined,
        filter.playerId !== undefined
          ? eq(balanceAdjustments.playerId, filter.playerId)
          : undefined,
        filter.id ? eq(balanceAdjustments.id, filter.id) : undefined,
      ),
    )
    .orderBy(desc(balanceAdjustments.requestedAt), sql`${balanceAdjustments.id} desc`)
    .limit(limit);
}

/**
 * What adjustments applied without a second operator moved for a player in a currency since a
 * time, either way: the four-eyes rule counts them, so a large adjustment split into small ones
 * still needs a second operator.
 */
export async function appliedAloneMinor(
  db: Executor,
  filter: { playerId: bigint; currency: string; since: Date },
): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(abs(${balanceAdjustments.amountMinor})), 0)::text` })
    .from(balanceAdjustments)
    .where(
      and(
        eq(balanceAdjustments.playerId, filter.playerId),
        eq(balanceAdjustments.currency, filter.currency),
        eq(balanceAdjustments.status, 'applied'),
        sql`${balanceAdjustments.decidedBy} is null`,
        sql`${balanceAdjustments.requestedAt} > ${filter.since}`,
      ),
    );
  return BigInt(row?.total ?? '0');
}
