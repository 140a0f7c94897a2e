import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { AppError } from '../platform/errors.ts';
import {
  afterCommit,
  beforeCommit,
  inSavepoint,
  inTransaction,
  isTransaction,
  refuseOnConstraint,
} from './transaction.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.execute(
    sql`create table if not exists tx_probe (id int primary key, n int not null constraint tx_probe_n_small check (n < 10))`,
  );
});
afterAll(() => t.close());

const retryable = () => Object.assign(new Error('could not serialize access'), { code: '40001' });
async function count(id: number): Promise<{ c: number }> {
  const { rows } = (await t.database.db.execute(
    sql`select count(*)::int as c from tx_probe where id = ${id}`,
  )) as { rows: { c: number }[] };
  return { c: rows[0]!.c };
}

describe('inTransaction', () => {
  it('runs the work again after a serialization failure, and its hooks only for the run that commits', async () => {
    let runs = 0;
    const before: number[] = [];
    const after: number[] = [];
    const answer = await inTransaction(t.database.db, async (tx) => {
      runs += 1;
      const run = runs;
      beforeCommit(tx, async () => void before.push(run));
      afterCommit(tx, () => after.push(run));
      await tx.execute(sql`insert into tx_probe (id, n) values (1, 1)`);
      if (run < 3) throw retryable();
      return 'done';
    });
    expect(answer).toBe('done');
    expect(runs).toBe(3);
    expect(before).toEqual([3]);
    expect(after).toEqual([3]);
    expect(await count(1)).toEqual({ c: 1 });
  });

  it('gives up after attemptsMax runs and leaves nothing written', async () => {
    let runs = 0;
    const attempt = inTransaction(
      t.database.db,
      async (tx) => {
        runs += 1;
        await tx.execute(sql`insert into tx_probe (id, n) values (2, 1)`);
        throw retryable();
      },
      { attemptsMax: 2 },
    );
    await expect(attempt).rejects.toMatchObject({ code: '40001' });
    expect(runs).toBe(2);
    expect(await count(2)).toEqual({ c: 0 });
  });

  it('answers a registered constraint as its result code, and runs no afterCommit hook on a rollback', async () => {
    refuseOnConstraint('tx_probe_n_small', 'insufficient_funds');
    const after: string[] = [];
    const attempt = inTransaction(t.database.db, async (tx) => {
      afterCommit(tx, () => after.push('ran'));
      await tx.execute(sql`insert into tx_probe (id, n) values (3, 99)`);
    });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect(after).toEqual([]);
  });

  it('undoes a failed savepoint and its hooks while the transaction goes on', async () => {
    const after: string[] = [];
    await inTransaction(t.database.db, async (tx) => {
      expect(isTransaction(tx)).toBe(true);
      await inSavepoint(tx, async (sp) => {
        afterCommit(sp, () => after.push('kept'));
        await sp.execute(sql`insert into tx_probe (id, n) values (4, 1)`);
      });
      await inSavepoint(tx, async (sp) => {
        afterCommit(sp, () => after.push('undone'));
        await sp.execute(sql`insert into tx_probe (id, n) values (5, 1)`);
        throw new Error('refused');
      }).catch(() => undefined);
    });
    expect(after).toEqual(['kept']);
    expect(await count(4)).toEqual({ c: 1 });
    expect(await count(5)).toEqual({ c: 0 });
    expect(isTransaction(t.database.db)).toBe(false);
  });
});
