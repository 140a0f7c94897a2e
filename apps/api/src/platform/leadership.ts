import pg from 'pg';
import { createHash } from 'node:crypto';
import type { DatabaseHandle } from '../db/client.ts';

/**
 * The first of the two 32-bit advisory lock keys of every background job; the second is the job's
 * name hashed. PostgreSQL keeps two-key locks apart from one-key locks (the migration lock), so
 * the spaces cannot meet.
 */
const JOB_LOCK_CLASS = 727;

/** A follower asks for a lock it was refused at most this often, whatever the job's own pace. */
export const LOCK_RETRY_MS = 2_000;

/** Either form of advisory lock key PostgreSQL takes: one 64-bit number or two 32-bit ones. */
export type LockKey = readonly [number, number];

/** The advisory lock key of a named job: stable across instances and releases, as the name is. */
export function jobLockKey(name: string): LockKey {
  return [JOB_LOCK_CLASS, createHash('sha256').update(name).digest().readInt32BE(0)];
}

export interface AdvisoryLocks {
  /**
   * Whether this instance holds `key`, taking it when it is free. The answer for a held lock
   * costs no round trip; a refused one is asked again after LOCK_RETRY_MS at the soonest.
   */
  hold(key: LockKey): Promise<boolean>;
  /** The keys held now (a lost connection drops them all). */
  held(): LockKey[];
  close(): Promise<void>;
}

const keyId = (key: LockKey) => `${key[0]}:${key[1]}`;

/**
 * Session-level PostgreSQL advisory locks on a connection of this instance's own: a key is held
 * by one instance at a time, for as long as that instance lives. A process that dies, even by
 * kill -9, drops its connection and with it its locks, and another instance takes them over at
 * its next try. An embedded database belongs to one process, which then holds every lock.
 */
export function createAdvisoryLocks(
  database: DatabaseHandle,
  onError: (error: Error) => void,
): AdvisoryLocks {
  if (database.kind === 'pglite' || !database.url) {
    const all = new Map<string, LockKey>();
    return {
      hold: async (key) => {
        all.set(keyId(key), key);
        return true;
      },
      held: () => [...all.values()],
      close: async () => undefined,
    };
  }
  const url = database.url;
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let isClosed = false;
  const heldKeys = new Map<string, LockKey>();
  const refusedUntil = new Map<string, number>();
  // One query at a time on the one connection: jobs ask for their locks at the same moments (start-up),
  // and pg no longer wants a client's queries queued behind each other (a deprecation on the way out).
  let lastAsk: Promise<unknown> = Promise.resolve();
  function tryLock(key: LockKey): Promise<pg.QueryResult<{ held: boolean }>> {
    const ask = lastAsk.then(async () =>
      (await connection()).query<{ held: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS held', [
        key[0],
        key[1],
      ]),
    );
    lastAsk = ask.catch(() => undefined);
    return ask;
  }

  function connection(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const fresh = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: 10_000,
        query_timeout: 10_000,
      });
      fresh.on('error', (error) => {
        // The connection is gone, and every lock with it.
        heldKeys.clear();
        if (client === fresh) client = null;
        onError(error);
      });
      try {
        await fresh.connect();
      } catch (error) {
        await fresh.end().catch(() => undefined);
        throw error;
      }
      client = fresh;
      return fresh;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async hold(key) {
      const id = keyId(key);
      if (isClosed) return false;
      if (heldKeys.has(id) && client) return true;
      if (Date.now() < (refusedUntil.get(id) ?? 0)) return false;
      try {
        const result = await tryLock(key);
        const isHeld = result.rows[0]?.held === true && !isClosed;
        if (isHeld) heldKeys.set(id, key);
        else refusedUntil.set(id, Date.now() + LOCK_RETRY_MS);
        return isHeld;
      } catch (error) {
        heldKeys.clear();
        refusedUntil.set(id, Date.now() + LOCK_RETRY_MS);
        const broken = client;
        client = null;
        await broken?.end().catch(() => undefined);
        onError(error as Error);
        return false;
      }
    },
    held: () => [...heldKeys.values()],
    async close() {
      isClosed = true;
      heldKeys.clear();
      const open = client ?? (await connecting?.catch(() => null)) ?? null;
      client = null;
      // Ending the session releases its locks; another instance takes them at its next try.
      await open?.end().catch(() => undefined);
    },
  };
}
