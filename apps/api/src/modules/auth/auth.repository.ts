import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';

export async function recordFailures(db: Executor, subjects: string[]): Promise<void> {
  await db.insert(loginFailures).values(subjects.map((subject) => ({ subject })));
}

/** The highest failure count among the subjects since `since`. */
export async function maxFailures(db: Executor, subjects: string[], since: Date): Promise<number> {
  const rows = await db
    .select({ subject: loginFailures.subject, count: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(inArray(loginFailures.subject, subjects), gt(loginFailures.at, since)))
    .groupBy(loginFailures.subject);
  return rows.reduce((max, row) => Math.max(max, Number(row.count)), 0);
}

export async function clearFailures(db: Executor, subjects: string[]): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.subject, subjects));
}
