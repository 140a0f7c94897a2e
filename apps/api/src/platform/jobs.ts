import type { DatabaseHandle } from '../db/client.ts';
import { assert } from './errors.ts';
import { createAdvisoryLocks, jobLockKey, type AdvisoryLocks, type LockKey } from './leadership.ts';

/** A background job: work a module does on a timer rather than in answer to a request. */
export interface Job {
  /** `<module>.<work>` ('cashier.payouts'): unique, names the job in logs and its advisory lock. */
  name: string;
  /** The pause between the end of one run and the start of the next (runs never overlap). */
  everyMs: number;
  /** The pause before the first run after start-up; `everyMs` unless the job says otherwise. */
  firstAfterMs?: number;
  /**
   * A run still going after this long is logged as failed and its signal aborted. The next run
   * still waits for it to end: a job never runs twice at once, even when one run hangs.
   */
  timeoutMs: number;
  /** The longest pause after repeated failures (each failure doubles it from `everyMs`); 60 s unless said. */
  backoffMaxMs?: number;
  /**
   * 'cluster' (the default): one instance at a time among those sharing the database, the one
   * holding the job's advisory lock. 'instance': every instance runs it (work on its own sockets).
   */
  scope?: 'cluster' | 'instance';
  /**
   * Work that follows writes (event consumers): `wake()` runs it soon after a commit, and for
   * `activeForMs` after the last wake it keeps the pace of `everyMs`; otherwise it waits
   * `idleEveryMs` between runs, a safety poll for what no wake announces.
   */
  wakes?: { idleEveryMs: number; activeForMs: number };
  run(signal: AbortSignal): Promise<unknown>;
}

/** What the runner knows of a job, for logs, tests and the back office. */
export interface JobStatus {
  name: string;
  scope: 'cluster' | 'instance';
  /** Whether this instance runs it: always for 'instance' jobs, while it holds the lock for 'cluster' ones. */
  isHere: boolean;
  /** When this instance last asked for the job's lock; null before its first turn (it cannot tell yet whether it leads). */
  lockCheckedAt: Date | null;
  isRunning: boolean;
  runs: number;
  /** Failures in a row, timeouts included; 0 after a success. */
  failures: number;
  /** Failed runs since this instance started, timeouts included. */
  failedRuns: number;
  lastError: string | null;
  lastFinishedAt: Date | null;
  /** How long the last finished run took. */
  lastDurationMs: number | null;
}

export interface JobLog {
  error(details: Record<string, unknown>, message: string): void;
}

interface JobState {
  job: Job;
  key: LockKey;
  timer: NodeJS.Timeout | null;
  running: Promise<unknown> | null;
  isHere: boolean;
  lockCheckedAt: Date | null;
  runs: number;
  failures: number;
  failedRuns: number;
  lastError: string | null;
  lastFinishedAt: Date | null;
  lastDurationMs: number | null;
  /** When `wake()` last asked for this job (wakeable jobs only). */
  wokenAt: number;
  /** When the timer set runs it next (Infinity while none is set). */
  nextRunAt: number;
}

/** How soon a woken job runs at the earliest: wakes within this window share one run. */
const WAKE_DELAY_MS = 20;

const BACKOFF_MAX_MS = 60_000;
/** How long stopping waits for runs in progress before it lets go of them. */
const STOP_WAIT_MS = 10_000;

class JobTimeoutError extends Error {
  constructor(name: string, timeoutMs: number) {
    super(`job ${name} still running after ${timeoutMs} ms`);
    this.name = 'JobTimeoutError';
  }
}

/** The pause before the next run: `everyMs`, doubled for each failure in a row, up to the job's cap. */
export function nextDelayMs(job: Pick<Job, 'everyMs' | 'backoffMaxMs'>, failures: number): number {
  if (failures === 0) return job.everyMs;
  const capMs = Math.max(job.everyMs, job.backoffMaxMs ?? BACKOFF_MAX_MS);
  return Math.min(capMs, job.everyMs * 2 ** Math.min(failures, 30));
}

/**
 * The one way background work runs: each job on its own timer, never overlapping itself, bounded
 * by a timeout, backing off while it fails, its failures logged as `job failed` with the job's
 * name. Jobs of scope 'cluster' run on the instance holding their advisory lock (PostgreSQL); on
 * an embedded database this process always holds it.
 */
export function createJobRunner(options: {
  database: DatabaseHandle;
  log: JobLog;
  locks?: AdvisoryLocks;
}) {
  const { log } = options;
  const locks =
    options.locks ??
    createAdvisoryLocks(options.database, (error) =>
      log.error({ err: error }, 'job locks: database connection lost'),
    );
  const states = new Map<string, JobState>();
  let isStarted = false;
  let isStopped = false;
  let lastWakeAt = 0;

  async function runOnce(state: JobState): Promise<void> {
    const { job } = state;
    const controller = new AbortController();
    let isTimedOut = false;
    const timeout = setTimeout(() => {
      isTimedOut = true;
      controller.abort(new JobTimeoutError(job.name, job.timeoutMs));
      log.error({ job: job.name, timeoutMs: job.timeoutMs }, 'job timed out');
    }, job.timeoutMs);
    timeout.unref();
    const startedAt = performance.now();
    try {
      // In a promise chain, so that a job throwing before its promise counts as a failed run.
      state.running = new Promise<unknown>((resolve) => resolve(job.run(controller.signal)));
      await state.running;
      if (isTimedOut) throw new JobTimeoutError(job.name, job.timeoutMs);
      state.failures = 0;
      state.lastError = null;
    } catch (error) {
      state.failures += 1;
      state.failedRuns += 1;
      state.lastError = error instanceof Error ? error.message : String(error);
      log.error(
        {
          err: error,
          job: job.name,
          failures: state.failures,
          retryInMs: nextDelayMs(job, state.failures),
        },
        'job failed',
      );
    } finally {
      clearTimeout(timeout);
      state.running = null;
      state.runs += 1;
      state.lastFinishedAt = new Date();
      state.lastDurationMs = Math.round(performance.now() - startedAt);
    }
  }

  async function cycle(state: JobState): Promise<void> {
    state.timer = null;
    if (isStopped) return;
    try {
      state.isHere = state.job.scope === 'instance' || (await locks.hold(state.key));
      state.lockCheckedAt = new Date();
      if (state.isHere && !isStopped) await runOnce(state);
    } finally {
      if (!isStopped) {
        // A wake while it ran made it active again: the pause is then its active pace.
        setTimer(state, pauseOf(state));
      }
    }
  }

  /** The pause before a job's next run: backing off while it fails, slower when a wakeable job is idle. */
  function pauseOf(state: JobState): number {
    const { wakes } = state.job;
    const isIdle =
      wakes !== undefined && state.failures === 0 && Date.now() - state.wokenAt > wakes.activeForMs;
    return isIdle ? wakes.idleEveryMs : nextDelayMs(state.job, state.failures);
  }

  function setTimer(state: JobState, delayMs: number): void {
    if (state.timer) clearTimeout(state.timer);
    state.nextRunAt = Date.now() + delayMs;
    state.timer = setTimeout(() => {
      state.nextRunAt = Number.POSITIVE_INFINITY;
      void cycle(state);
    }, delayMs);
    state.timer.unref();
  }

  function schedule(state: JobState): void {
    setTimer(state, state.job.firstAfterMs ?? state.job.everyMs);
  }

  return {
    /** Adds a job; it starts with the runner, or at once when the runner is already going. */
    add(job: Job): void {
      assert(!states.has(job.name), `one job per name (${job.name})`);
      assert(job.everyMs > 0 && job.timeoutMs > 0, 'a job has a positive pace and timeout');
      assert(
        !job.wakes || (job.wakes.idleEveryMs >= job.everyMs && job.wakes.activeForMs > 0),
        'an idle pace is no faster than the active one',
      );
      const state: JobState = {
        job,
        key: jobLockKey(job.name),
        timer: null,
        running: null,
        isHere: false,
        lockCheckedAt: null,
        runs: 0,
        failures: 0,
        failedRuns: 0,
        lastError: null,
        lastFinishedAt: null,
        lastDurationMs: null,
        wokenAt: Date.now(),
        nextRunAt: Number.POSITIVE_INFINITY,
      };
      states.set(job.name, state);
      if (isStarted && !isStopped) schedule(state);
    },

    start(): void {
      if (isStarted) return;
      isStarted = true;
      for (const state of states.values()) schedule(state);
    },

    /**
     * Something committed that wakeable jobs follow: each waiting out its idle poll runs soon, and
     * each keeps its active pace (`everyMs`) for a while. A wake never runs a job sooner than
     * `everyMs` after its last run, so commits under load add no runs to the active pace.
     */
    wake(): void {
      const now = Date.now();
      // A burst of commits wakes once: every wake it skips here is followed by the run it scheduled.
      if (!isStarted || isStopped || now - lastWakeAt < WAKE_DELAY_MS) return;
      lastWakeAt = now;
      for (const state of states.values()) {
        if (!state.job.wakes) continue;
        state.wokenAt = now;
        // Running or about to: the pause after the run is the active one (pauseOf).
        if (!state.timer || state.failures > 0) continue;
        const activeAt = (state.lastFinishedAt?.getTime() ?? 0) + state.job.everyMs;
        const runAt = Math.max(now + WAKE_DELAY_MS, activeAt);
        if (runAt < state.nextRunAt) setTimer(state, runAt - now);
      }
    },

    /** Stops every timer, waits (up to 10 s) for runs in progress, then lets go of the locks. */
    async stop(): Promise<void> {
      isStopped = true;
      const running: Promise<unknown>[] = [];
      for (const state of states.values()) {
        if (state.timer) clearTimeout(state.timer);
        state.timer = null;
        if (state.running) running.push(state.running.catch(() => undefined));
      }
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(running),
        new Promise<void>((resolve) => (wait = setTimeout(resolve, STOP_WAIT_MS))),
      ]);
      clearTimeout(wait);
      await locks.close();
    },

    status(): JobStatus[] {
      return [...states.values()].map((s) => ({
        name: s.job.name,
        scope: s.job.scope ?? 'cluster',
        isHere: s.isHere,
        lockCheckedAt: s.lockCheckedAt,
        isRunning: s.running !== null,
        runs: s.runs,
        failures: s.failures,
        failedRuns: s.failedRuns,
        lastError: s.lastError,
        lastFinishedAt: s.lastFinishedAt,
        lastDurationMs: s.lastDurationMs,
      }));
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
