import type { UofProducer } from './uof.producers.ts';

/*
 * Whether each UOF producer is up, and when to ask it to recover, as Sportradar's SDK does (research A2,
 * ConfigLimit.java and RecoveryManagerImpl): a producer starts down; down, it is asked for a recovery from
 * the last message it was processed up to, or for a full one when that is older than its stateful recovery
 * window; it is up again only when the snapshot_complete of that very request arrives. Asks are at least
 * MIN_RECOVERY_INTERVAL_MS apart, and a recovery not complete in MAX_RECOVERY_MS is asked again.
 * Nothing here does I/O: the adapter asks what is due, sends it, and tells what came back.
 */

/** No alive for this long and the producer is down (the SDK's default; it allows 10–180 s). */
export const UOF_INACTIVITY_MS = 20_000;
/** The least time between two recovery requests of a producer (SDK default; 20–180 s allowed). */
export const MIN_RECOVERY_INTERVAL_MS = 30_000;
/** A recovery not complete after this long is asked again (SDK default; 600–3600 s allowed). */
export const MAX_RECOVERY_MS = 1_200_000;
/**
 * A live message (no request_id) generated longer ago than this has waited too long in the queue or in
 * processing: the producer is down (the SDK's ProcessingQueueDelayViolation) and recovers.
 */
export const MAX_PROCESSING_DELAY_MS = 20_000;

export type UofProducerState = 'down' | 'recovering' | 'up';
export type UofDownReason =
  | 'started'
  | 'alive_missing'
  | 'not_subscribed'
  | 'processing_delay'
  | 'connection_lost'
  | 'recovery_failed'
  | 'recovery_timed_out';

export interface RecoveryRequest {
  producer: UofProducer;
  requestId: number;
  /** The timestamp to recover from (ms); null asks for a full recovery. */
  after: number | null;
}

interface Tracked {
  producer: UofProducer;
  state: UofProducerState;
  reason: UofDownReason | null;
  lastAliveAt: number | null;
  /** The generation timestamp of the last message processed while the producer was up (persisted). */
  lastTimestamp: number | null;
  lastRequestAt: number;
  recovery: { requestId: number; requestedAt: number; after: number | null } | null;
}

export interface RecoveryLimits {
  inactivityMs: number;
  minIntervalMs: number;
  maxRecoveryMs: number;
  maxDelayMs: number;
}

export function createUofRecovery(options: {
  producers: readonly UofProducer[];
  now: () => number;
  limits?: Partial<RecoveryLimits>;
}) {
  const { now } = options;
  const limits: RecoveryLimits = {
    inactivityMs: UOF_INACTIVITY_MS,
    minIntervalMs: MIN_RECOVERY_INTERVAL_MS,
    maxRecoveryMs: MAX_RECOVERY_MS,
    maxDelayMs: MAX_PROCESSING_DELAY_MS,
    ...options.limits,
  };
  const tracked = new Map<number, Tracked>(
    options.producers.map((producer) => [
      producer.uofId,
      {
        producer,
        state: 'down',
        reason: 'started',
        lastAliveAt: null,
        lastTimestamp: null,
        lastRequestAt: Number.NEGATIVE_INFINITY,
        recovery: null,
      },
    ]),
  );
  // Unique across restarts, so a snapshot_complete of a request made before a restart is never taken for one made after.
  let nextRequestId = Math.floor(now() / 1000) % 1_000_000_000;

  function of(producer: UofProducer): Tracked {
    const found = tracked.get(producer.uofId);
    if (!found) throw new Error(`UOF producer ${producer.uofId} is not followed`);
    return found;
  }

  function down(entry: Tracked, reason: UofDownReason): void {
    entry.state = 'down';
    entry.reason = reason;
    entry.recovery = null;
  }

  return {
    limits,
    /** The timestamp stored before a restart: the next recovery starts from it. */
    restore(producer: UofProducer, lastTimestamp: number | null): void {
      of(producer).lastTimestamp = lastTimestamp;
    },

    /** An alive; answers the timestamp to persist when the producer is up and the alive moves it on. */
    alive(producer: UofProducer, timestamp: number, subscribed: boolean): number | null {
      const entry = of(producer);
      entry.lastAliveAt = now();
      if (!subscribed) {
        // The producer lost its state: whatever was under way, a new recovery starts.
        down(entry, 'not_subscribed');
        return null;
      }
      if (entry.state !== 'up') return null;
      entry.lastTimestamp = Math.max(entry.lastTimestamp ?? 0, timestamp);
      return entry.lastTimestamp;
    },

    /**
     * An event message (applied whatever the state: a recovery's own messages carry its request_id, and live
     * ones during a recovery are as current). Answers the timestamp to persist, or null.
     */
    message(producer: UofProducer, timestamp: number, requestId: number | null): number | null {
      const entry = of(producer);
      if (entry.state !== 'up' || requestId !== null) return null;
      if (now() - timestamp > limits.maxDelayMs) {
        down(entry, 'processing_delay');
        return null;
      }
      entry.lastTimestamp = Math.max(entry.lastTimestamp ?? 0, timestamp);
      return entry.lastTimestamp;
    },

    /** Answers whether it completed the recovery under way; a stale one (another request_id) changes nothing. */
    snapshotComplete(producer: UofProducer, requestId: number, timestamp: number): boolean {
      const entry = of(producer);
      if (entry.state !== 'recovering' || entry.recovery?.requestId !== requestId) return false;
      entry.state = 'up';
      entry.reason = null;
      entry.recovery = null;
      entry.lastAliveAt = now();
      entry.lastTimestamp = Math.max(entry.lastTimestamp ?? 0, timestamp);
      return true;
    },

    /** Every producer down at once (the connection to the broker was lost: messages were missed). */
    allDown(reason: UofDownReason): void {
      for (const entry of tracked.values()) down(entry, reason);
    },

    /** Takes down producers silent too long, and drops recoveries that ran out of time. */
    check(): void {
      const at = now();
      for (const entry of tracked.values()) {
        if (
          entry.state === 'up' &&
          at - (entry.lastAliveAt ?? Number.NEGATIVE_INFINITY) > limits.inactivityMs
        )
          down(entry, 'alive_missing');
        else if (
          entry.state === 'recovering' &&
          entry.recovery &&
          at - entry.recovery.requestedAt > limits.maxRecoveryMs
        )
          down(entry, 'recovery_timed_out');
      }
    },

    /** The recovery requests due now, each producer marked recovering with its request's id. */
    due(): RecoveryRequest[] {
      const at = now();
      const requests: RecoveryRequest[] = [];
      for (const entry of tracked.values()) {
        if (entry.state !== 'down' || at - entry.lastRequestAt < limits.minIntervalMs) continue;
        nextRequestId += 1;
        const stored = entry.lastTimestamp;
        const after =
          stored !== null && at - stored <= entry.producer.recoveryWindowMs ? stored : null;
        entry.state = 'recovering';
        entry.lastRequestAt = at;
        entry.recovery = { requestId: nextRequestId, requestedAt: at, after };
        requests.push({ producer: entry.producer, requestId: nextRequestId, after });
      }
      return requests;
    },

    /** The request could not be sent: the producer stays down and is asked again after the interval. */
    failed(request: RecoveryRequest): void {
      const entry = of(request.producer);
      if (entry.recovery?.requestId === request.requestId) down(entry, 'recovery_failed');
    },

    isUp: (producer: UofProducer): boolean => of(producer).state === 'up',

    state(producer: UofProducer) {
      const entry = of(producer);
      return {
        state: entry.state,
        reason: entry.reason,
        lastTimestamp: entry.lastTimestamp,
        requestId: entry.recovery?.requestId ?? null,
        after: entry.recovery?.after ?? null,
      };
    },
  };
}
