import type { Executor } from '../../../db/client.ts';
import { providerWinReviews } from '../../../db/schema/games.ts';

/** Records a refused win once per provider transaction: a provider retrying it adds nothing. */
export async function insert(
  db: Executor,
  row: typeof providerWinReviews.$inferInsert,
): Promise<void> {
  await db
    .insert(providerWinReviews)
    .values(row)
    .onConflictDoNothing({
      target: [providerWinReviews.providerId, providerWinReviews.transactionId],
    });
}
