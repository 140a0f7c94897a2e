import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { captchas } from '../../db/schema/sessions.ts';

/** The session's one live answer: a new one replaces the last. */
export async function storeCaptcha(
  db: Executor,
  row: { anonSessionId: string; answerHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(captchas)
    .values(row)
    .onConflictDoUpdate({
      target: captchas.anonSessionId,
      set: { answerHash: row.answerHash, expiresAt: row.expiresAt },
    });
}

/** Removes and returns the session's answer: it is checked once, right or wrong. */
export async function takeCaptcha(db: Executor, anonSessionId: string) {
  const [row] = await db
    .delete(captchas)
    .where(eq(captchas.anonSessionId, anonSessionId))
    .returning();
  return row;
}
