import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { playerDocuments } from '../../db/schema/kyc.ts';

export type DocumentRow = typeof playerDocuments.$inferSelect;

export async function insert(
  db: Executor,
  row: typeof playerDocuments.$inferInsert,
): Promise<DocumentRow> {
  const [created] = await db.insert(playerDocuments).values(row).returning();
  if (!created) throw new Error('document insert returned nothing');
  return created;
}

/** Makes one player's uploads take turns until the transaction ends, so each sees the others' bytes against the quota. */
export function lockUploads(db: Executor, playerId: bigint): Promise<void> {
  return lockForTransaction(db, `kyc-uploads:${playerId.toString()}`);
}

/** The bytes of every document the player has stored, whatever its review status. */
export async function storedBytes(db: Executor, playerId: bigint): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${playerDocuments.sizeBytes}), 0)::text` })
    .from(playerDocuments)
    .where(eq(playerDocuments.playerId, playerId));
  return Number(row?.total ?? '0');
}

export function ofPlayer(db: Executor, playerId: bigint): Promise<DocumentRow[]> {
  return db
    .select()
    .from(playerDocuments)
    .where(eq(playerDocuments.playerId, playerId))
    .orderBy(desc(playerDocuments.uploadedAt));
}

export async function findOfPlayer(
  db: Executor,
  playerId: bigint,
  id: string,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(playerDocuments)
    .where(and(eq(playerDocuments.id, id), eq(playerDocuments.playerId, playerId)));
  return row;
}

export async function find(db: Executor, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(playerDocuments).where(eq(playerDocuments.id, id));
  return row;
}

export async function lock(db: Executor, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(playerDocuments)
    .where(eq(playerDocuments.id, id))
    .for('update');
  return row;
}

export async function review(
  db: Executor,
  id: string,
  values: { status: string; reason: string | null; reviewedBy: bigint },
): Promise<DocumentRow> {
  const [row] = await db
    .update(playerDocuments)
    .set({ ...values, reviewedAt: new Date() })
    .where(eq(playerDocuments.id, id))
    .returning();
  if (!row) throw new Error(`document ${id} vanished`);
  return row;
}

export function byStatus(db: Executor, status: string, limit: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(playerDocuments)
    .where(eq(playerDocuments.status, status))
    .orderBy(asc(playerDocuments.uploadedAt))
    .limit(limit);
}
