import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { onEventCommits } from './commits.ts';
import { inTransaction } from '../db/transaction.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.jobs.stop();
});
afterAll(() => t.close());

describe('waking for committed events', () => {
  it('calls back once a transaction that wrote an event source commits, not for other commits and not for a rollback', async () => {
    let calls = 0;
    onEventCommits(t.database, () => void (calls += 1));
    const { db } = t.database;

    // A commit that writes no event source (a round of a live table, say) wakes nobody.
    await inTransaction(
      db,
      async (tx) =>
        void (await tx.execute(sql`update event_cursors set updated_at = now() where false`)),
    );
    expect(calls).toBe(0);

    // A rolled-back write of an event source wakes nobody either; the next commit that writes one does.
    await expect(
      inTransaction(db, async (tx) => {
        await tx.execute(sql`update player_notices set params = params where false`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(calls).toBe(0);
    await inTransaction(
      db,
      async (tx) =>
        void (await tx.execute(sql`update player_notices set params = params where false`)),
    );
    expect(calls).toBe(1);

    // Reading an event source is not writing one.
    await inTransaction(
      db,
      async (tx) => void (await tx.execute(sql`select count(*) from ledger_transfers`)),
    );
    expect(calls).toBe(1);
  });
});
