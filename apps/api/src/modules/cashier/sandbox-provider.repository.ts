import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { sandboxCheckouts, sandboxWebhooks } from '../../db/schema/cashier.ts';

export type SandboxCheckoutRow = typeof sandboxCheckouts.$inferSelect;
export type SandboxWebhookRow = typeof sandboxWebhooks.$inferSelect;

/** Webhooks not yet acknowledged whose next attempt is due, oldest first. */
export function dueWebhooks(db: Database, limit: number): Promise<SandboxWebhookRow[]> {
  return db
    .select()
    .from(sandboxWebhooks)
    .where(and(isNull(sandboxWebhooks.deliveredAt), lte(sandboxWebhooks.nextAttemptAt, sql`now()`)))
    .orderBy(asc(sandboxWebhooks.nextAttemptAt))
    .limit(limit);
}

export async function markDelivered(db: Database, hook: SandboxWebhookRow): Promise<void> {
  await db
    .update(sandboxWebhooks)
    .set({ deliveredAt: sql`now()`, attempts: hook.attempts + 1 })
    .where(eq(sandboxWebhooks.id, hook.id));
}

/** A failed delivery: tried again after `delaySeconds`. */
export async function markFailed(
  db: Database,
  hook: SandboxWebhookRow,
  error: string,
  delaySeconds: number,
): Promise<void> {
  await db
    .update(sandboxWebhooks)
    .set({
      attempts: hook.attempts + 1,
      lastError: error,
      nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
    })
    .where(eq(sandboxWebhooks.id, hook.id));
}

export async function checkoutById(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<SandboxCheckoutRow | undefined> {
  const query = db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The player's decision on an open checkout, and the webhook that tells the casino of it. */
export async function decide(
  tx: Executor,
  checkoutId: string,
  status: 'confirmed' | 'declined',
  webhookBody: string,
): Promise<void> {
  await tx.update(sandboxCheckouts).set({ status }).where(eq(sandboxCheckouts.id, checkoutId));
  await tx.insert(sandboxWebhooks).values({ checkoutId, body: webhookBody });
}

export async function insertCheckout(
  db: Database,
  row: typeof sandboxCheckouts.$inferInsert,
): Promise<string> {
  const [inserted] = await db
    .insert(sandboxCheckouts)
    .values(row)
    .returning({ id: sandboxCheckouts.id });
  if (!inserted) throw new Error('checkout insert returned nothing');
  return inserted.id;
}
