import type { PlatformStatus } from '@orca/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isCaughtUp } from '../../../test/events.ts';
import {
  createTestApp,
  fundedPlayer,
  operatorSession,
  type TestApp,
} from '../../../test/harness.ts';
import { consumerStatuses, createEventProcessor } from '../../platform/domain-events.ts';
import { wageringStatsConsumer } from './wagering-stats.consumer.ts';

let t: TestApp;
let reader: string;
beforeAll(async () => {
  t = await createTestApp();
  reader = await operatorSession(t, 'payments');
});
afterAll(() => t.close());

const platform = async (): Promise<PlatformStatus> => {
  const response = await t.request({
    method: 'GET',
    url: '/api/v1/admin/stats/platform',
    headers: { 'x-operator-session': reader },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as PlatformStatus;
};

describe('GET /admin/stats/platform', () => {
  it("reports each job's last duration, its failed runs and last error", async () => {
    let calls = 0;
    t.jobs.add({
      name: 'test.fails-once',
      everyMs: 20,
      firstAfterMs: 0,
      timeoutMs: 1_000,
      backoffMaxMs: 20,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('the first run fails');
      },
    });
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(3), {
      timeout: 20_000,
      interval: 20,
    });
    const job = (await platform()).jobs.find((j) => j.name === 'test.fails-once');
    // Failures in a row start again after a success; failed runs keep the count.
    expect(job).toMatchObject({
      scope: 'cluster',
      isHere: true,
      failures: 0,
      failedRuns: 1,
      lastError: null,
    });
    expect(job?.runs).toBeGreaterThanOrEqual(3);
    expect(job?.lastDurationMs).toBeGreaterThanOrEqual(0);
  });

  it("measures the wagering consumer's pace in events per second and the delay from the last event to its effect", async () => {
    const wagering = createEventProcessor(t.database.db, wageringStatsConsumer);
    // Events become readable once every older transaction on the server has ended (decision 007).
    const caughtUp = async (handledMin: bigint) =>
      vi.waitFor(
        async () => {
          await wagering.drain(100);
          // Its own pending count could read 0 while another database's transaction holds the horizon back.
          expect(await isCaughtUp(t.database.db, 'stats.wagering', 'ledger.transfer')).toBe(true);
          const status = (await consumerStatuses(t.database.db)).find(
            (c) => c.consumer === 'stats.wagering',
          );
          expect(status?.handledCount).toBeGreaterThanOrEqual(handledMin);
          return status!.handledCount;
        },
        { timeout: 60_000, interval: 50 },
      );
    await fundedPlayer(t, 'PaceOne01', '20');
    const before = await caughtUp(1n);
    const first = (await platform()).consumers.find((c) => c.consumer === 'stats.wagering');
    expect(first).toMatchObject({ pendingCount: 0, lagSeconds: 0 });
    expect(first?.lastDelaySeconds).toBeGreaterThanOrEqual(0);

    await fundedPlayer(t, 'PaceTwo01', '20');
    await fundedPlayer(t, 'PaceThree1', '20');
    const after = await caughtUp(before + 1n);
    await sleep(600);
    const second = (await platform()).consumers.find((c) => c.consumer === 'stats.wagering');
    expect(BigInt(second!.handledCount)).toBe(after);
    expect(second?.eventsPerSecond).toBeGreaterThan(0);
    // Never more than every event handled so far, spread over the 0.6 s at least between the reads.
    expect(second!.eventsPerSecond!).toBeLessThanOrEqual(Number(after) / 0.6);
  });
});
