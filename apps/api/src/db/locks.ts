import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
 * Takes a lock named `name` until the transaction `tx` ends (a PostgreSQL transaction-scoped
 * advisory lock), for work that must take turns where no row exists yet to lock: a player's seed
 * rotations, a player's uploads against their quota. Names are namespaced by their first word
 * (`fair-rotation:42`); two names that hash alike only wait on each other, never share work.
 */
export async function lockForTransaction(tx: Executor, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}
