import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvisoryLocks } from '../src/platform/leadership.ts';
import { createTestApp, type TestApp } from './harness.ts';

// Listened for from the start: pg warns once per process, whoever queued the query.
const warnings: string[] = [];
process.on('warning', (warning) => warnings.push(warning.message));

describe.runIf(process.env.ORCA_TEST_DB === 'postgres')('advisory locks on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('asks for many job locks at once one query after another on its one connection', async () => {
    const locks = createAdvisoryLocks(t.database, (error) => {
      throw error;
    });
    try {
      const keys = Array.from({ length: 12 }, (_, i) => [727, 5_000 + i] as const);
      expect(await Promise.all(keys.map((key) => locks.hold(key)))).toEqual(keys.map(() => true));
      expect(locks.held()).toHaveLength(keys.length);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual(
        [],
      );
    } finally {
      await locks.close();
    }
  });
});
