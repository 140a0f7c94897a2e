import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, servicesOf } from '../app.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createJobRunner, nextDelayMs, type JobLog } from './jobs.ts';
import { LOCK_RETRY_MS } from './leadership.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recordingLog() {
  const entries: { details: Record<string, unknown>; message: string }[] = [];
  const log: JobLog = { error: (details, message) => entries.push({ details, message }) };
  return { log, entries };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('background job runner', () => {
  it('logs a failing job by name and retries it, backing off, until it succeeds', async () => {
    const { log, entries } = recordingLog();
    const runner = createJobRunner({ database: t.database, log });
    let calls = 0;
    runner.add({
      name: 'test.flaky',
      everyMs: 10,
      firstAfterMs: 0,
      timeoutMs: 1_000,
      run: async () => {
        calls += 1;
        if (calls <= 2) throw new Error(`flaky failure ${calls}`);
      },
    });
    // Before its first turn the runner cannot tell whether it leads the job, and says so.
    expect(runner.status()[0]).toMatchObject({ isHere: false, lockCheckedAt: null });
    runner.start();
    try {
      await vi.waitFor(() => expect(runner.status()[0]?.runs).toBeGreaterThanOrEqual(3), {
        timeout: 20_000,
        interval: 10,
      });
      const failures = entries.filter((e) => e.message === 'job failed');
      expect(
        failures.map((e) => [
          e.details.job,
          e.details.failures,
          e.details.retryInMs,
          (e.details.err as Error).message,
        ]),
      ).toEqual([
        ['test.flaky', 1, 20, 'flaky failure 1'],
        ['test.flaky', 2, 40, 'flaky failure 2'],
      ]);
      expect(runner.status()[0]).toMatchObject({
        failures: 0,
        lastError: null,
        isHere: true,
        lockCheckedAt: expect.any(Date),
      });
    } finally {
      await runner.stop();
    }
  });

  it('runs a wakeable job soon after a wake, keeps its active pace a while, then falls back to its idle poll', async () => {
    const { log } = recordingLog();
    const runner = createJobRunner({ database: t.database, log });
    const runsAt: number[] = [];
    runner.add({
      name: 'test.wakeable',
      everyMs: 30,
      firstAfterMs: 0,
      wakes: { idleEveryMs: 60_000, activeForMs: 300 },
      timeoutMs: 1_000,
      run: async () => void runsAt.push(Date.now()),
    });
    runner.start();
    try {
      // A job starts at the active pace; past the active window it waits its idle poll (a minute).
      await vi.waitFor(() => expect(runsAt.length).toBeGreaterThanOrEqual(1), {
        timeout: 20_000,
        interval: 10,
      });
      await sleep(600);
      const idle = runsAt.length;
      await sleep(300);
      expect(runsAt).toHaveLength(idle);
      // A wake runs it again soon, and for a while it keeps the active pace.
      const wokenAt = Date.now();
      runner.wake();
      await vi.waitFor(() => expect(runsAt.length).toBeGreaterThanOrEqual(idle + 3), {
        timeout: 20_000,
        interval: 10,
      });
      expect(runsAt[idle]! - wokenAt).toBeLessThan(1_000);
      // Past the active window it is idle again: no more runs for the idle pause.
      await sleep(600);
      const settled = runsAt.length;
      await sleep(300);
      expect(runsAt).toHaveLength(settled);
    } finally {
      await runner.stop();
    }
  });

  it('keeps a job woken during its run at the active pace after it, and ignores wakes for jobs that do not ask for them', async () => {
    const { log } = recordingLog();
    const runner = createJobRunner({ database: t.database, log });
    let woke = 0;
    let plain = 0;
    runner.add({
      name: 'test.woken-while-running',
      everyMs: 10,
      firstAfterMs: 0,
      wakes: { idleEveryMs: 60_000, activeForMs: 200 },
      timeoutMs: 2_000,
      run: async () => {
        woke += 1;
        // The first run outlasts the active window, then a commit wakes it before it ends: without
        // the wake it would wait its idle poll (a minute) now.
        if (woke === 1) {
          await sleep(300);
          runner.wake();
        }
      },
    });
    runner.add({
      name: 'test.not-wakeable',
      everyMs: 60_000,
      firstAfterMs: 0,
      timeoutMs: 1_000,
      run: async () => void (plain += 1),
    });
    runner.start();
    try {
      await vi.waitFor(() => expect(woke).toBeGreaterThanOrEqual(2), {
        timeout: 20_000,
        interval: 10,
      });
      // Past the new active window it is idle again.
      await sleep(400);
      const settled = woke;
      await sleep(300);
      expect(woke).toBe(settled);
      runner.wake();
      await sleep(200);
      expect(plain).toBe(1);
    } finally {
      await runner.stop();
    }
  });

  it('never runs a woken job sooner than its active pace after its last run, however many commits wake it', async () => {
    const { log } = recordingLog();
    const runner = createJobRunner({ database: t.database, log });
    const runsAt: number[] = [];
    runner.add({
      name: 'test.paced',
      everyMs: 200,
      firstAfterMs: 0,
      wakes: { idleEveryMs: 60_000, activeForMs: 60_000 },
      timeoutMs: 1_000,
      run: async () => void runsAt.push(Date.now()),
    });
    runner.start();
    try {
      const until = Date.now() + 1_000;
      while (Date.now() < until) {
        runner.wake();
        await sleep(5);
      }
      const gaps = runsAt.slice(1).map((at, i) => at - runsAt[i]!);
      expect(runsAt.length).toBeGreaterThanOrEqual(3);
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(190);
    } finally {
      await runner.stop();
    }
  });

  it('doubles the pause after each failure in a row, up to the cap', () => {
    const job = { everyMs: 1_000, backoffMaxMs: 10_000 };
    expect([0, 1, 2, 3, 4, 50].map((failures) => nextDelayMs(job, failures))).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
  });

  it('never starts a run while the last one is still going, even one past its timeout', async () => {
    const { log, entries } = recordingLog();
    const runner = createJobRunner({ database: t.database, log });
    let running = 0;
    let mostAtOnce = 0;
    let runs = 0;
    let aborted = 0;
    runner.add({
      name: 'test.slow',
      everyMs: 1,
      firstAfterMs: 0,
      timeoutMs: 40,
      backoffMaxMs: 1,
      run: async (signal) => {
        running += 1;
        runs += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        signal.addEventListener('abort', () => (aborted += 1));
        // Goes on past its timeout: the signal is a request, and the runner still waits for the end.
        await sleep(120);
        running -= 1;
      },
    });
    runner.start();
    try {
      await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3), {
        timeout: 20_000,
        interval: 10,
      });
      expect(mostAtOnce).toBe(1);
      expect(aborted).toBeGreaterThanOrEqual(2);
      expect(entries.filter((e) => e.message === 'job timed out').length).toBeGreaterThanOrEqual(2);
      expect(
        entries.some(
          (e) => e.message === 'job failed' && (e.details.err as Error).name === 'JobTimeoutError',
        ),
      ).toBe(true);
    } finally {
      await runner.stop();
    }
    expect(running).toBe(0);
  });

  it('runs the crash settlement and broadcast from the app, and stops them when the app closes', () => {
    const status = t.jobs.status();
    expect(status.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        'crash.settle',
        'crash.broadcast',
        'cashier.payouts',
        'games.popularity',
      ]),
    );
    expect(status.find((s) => s.name === 'crash.broadcast')?.scope).toBe('instance');
  });

  it.runIf(process.env.ORCA_TEST_DB === 'postgres')(
    'runs each job on one of two instances sharing the database at a time, and moves it when that instance goes',
    async () => {
      const second: FastifyInstance = await buildApp({
        config: t.config,
        database: t.database,
        logger: false,
      });
      await second.ready();
      const ranOn: string[] = [];
      try {
        for (const [name, app] of [
          ['first', t.app],
          ['second', second],
        ] as const) {
          servicesOf(app)!.jobs.add({
            name: 'test.everywhere-once',
            everyMs: 20,
            firstAfterMs: 0,
            timeoutMs: 1_000,
            run: async () => void ranOn.push(name),
          });
        }
        await vi.waitFor(() => expect(ranOn.length).toBeGreaterThanOrEqual(20), {
          timeout: 20_000,
          interval: 20,
        });
        expect(new Set(ranOn).size).toBe(1);
        // Every job of the cluster is held by one instance; the per-instance broadcast runs on both.
        const settle = [t.app, second].map(
          (app) =>
            servicesOf(app)!
              .jobs.status()
              .find((s) => s.name === 'crash.settle')?.isHere,
        );
        expect(settle.filter(Boolean)).toHaveLength(1);
        expect(
          [t.app, second].every(
            (app) =>
              servicesOf(app)!
                .jobs.status()
                .find((s) => s.name === 'crash.broadcast')?.isHere,
          ),
        ).toBe(true);

        // The holder stops (its locks go with its connection); the other takes the job over.
        const [holder, other] =
          ranOn[0] === 'first'
            ? [t.jobs, servicesOf(second)!.jobs]
            : [servicesOf(second)!.jobs, t.jobs];
        await holder.stop();
        const before = ranOn.length;
        await vi.waitFor(() => expect(ranOn.length).toBeGreaterThan(before + 5), {
          timeout: LOCK_RETRY_MS + 5_000,
          interval: 20,
        });
        expect(new Set(ranOn.slice(before)).size).toBe(1);
        expect(ranOn.at(-1)).not.toBe(ranOn[0]);
        expect(other.status().find((s) => s.name === 'test.everywhere-once')?.isHere).toBe(true);
      } finally {
        await second.close();
      }
    },
  );
});
