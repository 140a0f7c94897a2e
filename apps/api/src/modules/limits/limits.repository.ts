import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { depositLimits, selfExclusions } from '../../db/schema/index.ts';

export type DepositLimitRow = typeof depositLimits.$inferSelect;
export type SelfExclusionRow = typeof selfExclusions.$inferSelect;

export async function lockDepositLimit(db: Executor, playerId: bigint): Promise<DepositLimitRow> {
  await db.insert(depositLimits).values({ playerId }).onConflictDoNothing();
  const [row] = await db.select().from(depositLimits).where(eq(depositLimits.playerId, playerId)).for('update');
  if (!row) throw new Error('deposit limit row missing after insert');
  return row;
}

export async function findDepositLimit(db: Executor, playerId: bigint): Promise<DepositLimitRow | undefined> {
  const [row] = await db.select().from(depositLimits).where(eq(depositLimits.playerId, playerId));
  return row;
}

export async function saveDepositLimit(db: Executor, playerId: bigint, values: Partial<typeof depositLimits.$inferInsert>): Promise<DepositLimitRow> {
  const [row] = await db.update(depositLimits).set({ ...values, updatedAt: new Date() }).where(eq(depositLimits.playerId, playerId)).returning();
  if (!row) throw new Error('deposit limit row vanished');
  return row;
}

export async function findExclusion(db: Executor, playerId: bigint): Promise<SelfExclusionRow | undefined> {
  const [row] = await db.select().from(selfExclusions).where(eq(selfExclusions.playerId, playerId));
  return row;
}

export async function findExclusions(db: Executor, playerIds: bigint[]): Promise<SelfExclusionRow[]> {
  return db.select().from(selfExclusions).where(inArray(selfExclusions.playerId, playerIds));
}

export async function upsertExclusion(db: Executor, row: typeof selfExclusions.$inferInsert): Promise<void> {
  await db.insert(selfExclusions).values(row).onConflictDoUpdate({ target: selfExclusions.playerId, set: { ...row, createdAt: new Date() } });
}

export async function lockExclusionByToken(db: Executor, tokenHash: string): Promise<SelfExclusionRow | undefined> {
  const [row] = await db.select().from(selfExclusions).where(eq(selfExclusions.confirmTokenHash, tokenHash)).for('update');
  return row;
}

export async function updateExclusion(db: Executor, playerId: bigint, values: Partial<typeof selfExclusions.$inferInsert>): Promise<void> {
  await db.update(selfExclusions).set(values).where(eq(selfExclusions.playerId, playerId));
}
