import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions } from '../../db/schema/sessions.ts';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(
  db: Executor,
  row: typeof sessions.$inferInsert,
): Promise<SessionRow> {
  const [created] = await db.insert(sessions).values(row).returning();
  if (!created) throw new Error('session insert returned nothing');
  return created;
}

export async function findByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function touch(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

export async function revoke(db: Executor, id: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function revokeAllOfPlayer(
  db: Executor,
  playerId: bigint,
  reason: string,
  exceptId?: string,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(sessions.playerId, playerId),
        isNull(sessions.revokedAt),
        exceptId ? sql`${sessions.id} <> ${exceptId}` : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** A player's newest sessions, live or not, newest first. */
export async function ofPlayer(
  db: Executor,
  playerId: bigint,
  limit: number,
): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.playerId, playerId))
    .orderBy(sql`${sessions.createdAt} desc`)
    .limit(limit);
}
