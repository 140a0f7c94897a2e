import {
  DomainEventSchema,
  type DomainEventType,
  type LedgerTransferEvent,
  type PlayerNoticeEvent,
  type RoundSettledEvent,
} from '@orca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Executor, type Tx } from '../db/client.ts';
import { roundIdOfReference } from '../db/round-reference.ts';
import { assert } from './errors.ts';
import type { Job } from './jobs.ts';
import { inTransaction } from '../db/transaction.ts';

/**
 * Domain events read from the logs the platform already writes (decision 007). Every event row
 * carries the id of the transaction that wrote it (xid8); a consumer reads only rows whose
 * transaction id is below the oldest transaction still running, in (transaction id, row id)
 * order. Below that horizon every transaction has ended, so no row can still appear there: the
 * cursor never passes a row that commits late, which "id > cursor" would.
 */

interface Position {
  xid: string;
  id: string;
}

interface EventSource {
  /** The row id before every row, for a consumer that has handled nothing yet. */
  firstId: string;
  /** Rows past `after` below the horizon, oldest first, with their position. */
  read(after: Position, horizon: SQL, limit: number): SQL;
  /**
   * `from … where …` of the rows past `after` below the horizon, with `at` (when each happened)
   * and `ordered` (their order): the positions are constants, so the scan is the index's range.
   */
  pending(after: Position, horizon: SQL): { from: SQL; at: SQL; ordered: SQL };
}

/** Below this, every transaction has ended; this very transaction's own rows are not yet readable either. */
const HORIZON_IN_TRANSACTION = sql`least(pg_snapshot_xmin(pg_current_snapshot()), pg_current_xact_id())`;
const HORIZON_PEEK = sql`pg_snapshot_xmin(pg_current_snapshot())`;

const SOURCES: Record<DomainEventType, EventSource> = {
  'ledger.transfer': {
    firstId: '0',
    read: (after, horizon, limit) => sql`
      select t.xid::text as position_xid, t.id::text as position_id,
        'ledger.transfer' as type, t.id::text as "transferId", t.operation_id::text as "operationId", o.kind as "operationKind",
        t.kind, t.currency, t.amount::text as "amountMinor",
        da.kind as debit_kind, da.player_id::text as debit_player, ca.kind as credit_kind, ca.player_id::text as credit_player,
        o.player_id::text as "playerId", r.id::text as "roundId", r.game_id as "gameId", t.created_at as at
      from ledger_transfers t
      join ledger_operations o on o.id = t.operation_id
      join ledger_accounts da on da.id = t.debit_account_id
      join ledger_accounts ca on ca.id = t.credit_account_id
      left join game_rounds r on r.id = ${roundIdOfReference(sql`o.reference`)}
      where (t.xid, t.id) > (${after.xid}::xid8, ${after.id}::bigint) and t.xid < ${horizon}
      order by t.xid, t.id
      limit ${limit}`,
    pending: (after, horizon) => ({
      from: sql`from ledger_transfers t where (t.xid, t.id) > (${after.xid}::xid8, ${after.id}::bigint) and t.xid < ${horizon}`,
      at: sql`t.created_at`,
      ordered: sql`t.xid, t.id`,
    }),
  },
  'round.settled': {
    firstId: '00000000-0000-0000-0000-000000000000',
    read: (after, horizon, limit) => sql`
      select r.settled_xid::text as position_xid, r.id::text as position_id,
        'round.settled' as type, r.id::text as "roundId", r.player_id::text as "playerId", r.game_id as "gameId", r.provider_id as "providerId",
        r.mode, r.currency, r.bet_minor::text as "betMinor", r.win_minor::text as "winMinor", r.status,
        r.created_at as "startedAt", coalesce(r.closed_at, r.created_at) as at
      from game_rounds r
      where r.settled_xid is not null and (r.settled_xid, r.id) > (${after.xid}::xid8, ${after.id}::uuid) and r.settled_xid < ${horizon}
      order by r.settled_xid, r.id
      limit ${limit}`,
    pending: (after, horizon) => ({
      from: sql`from game_rounds r where r.settled_xid is not null and (r.settled_xid, r.id) > (${after.xid}::xid8, ${after.id}::uuid) and r.settled_xid < ${horizon}`,
      at: sql`coalesce(r.closed_at, r.created_at)`,
      ordered: sql`r.settled_xid, r.id`,
    }),
  },
  'player.notice': {
    firstId: '0',
    read: (after, horizon, limit) => sql`
      select n.xid::text as position_xid, n.id::text as position_id,
        'player.notice' as type, n.id::text as "noticeId", n.player_id::text as "playerId", n.kind, n.params, n.created_at as at
      from player_notices n
      where (n.xid, n.id) > (${after.xid}::xid8, ${after.id}::bigint) and n.xid < ${horizon}
      order by n.xid, n.id
      limit ${limit}`,
    pending: (after, horizon) => ({
      from: sql`from player_notices n where (n.xid, n.id) > (${after.xid}::xid8, ${after.id}::bigint) and n.xid < ${horizon}`,
      at: sql`n.created_at`,
      ordered: sql`n.xid, n.id`,
    }),
  },
};

type EventRow = Record<string, unknown> & { position_xid: string; position_id: string };

function toEvent(row: EventRow): unknown {
  if (row.type !== 'ledger.transfer') return row;
  return {
    ...row,
    debit: { accountKind: row.debit_kind, playerId: row.debit_player },
    credit: { accountKind: row.credit_kind, playerId: row.credit_player },
  };
}

/** The payload of each event type (a lookup rather than Extract<>, so consumers of different sources fit one list). */
interface EventOfType {
  'ledger.transfer': LedgerTransferEvent;
  'round.settled': RoundSettledEvent;
  'player.notice': PlayerNoticeEvent;
}

export interface EventConsumer<T extends DomainEventType> {
  /** `<module>.<purpose>` ('stats.wagering'): the name of its cursors and of its job. */
  name: string;
  sources: readonly T[];
  /** Events per transaction; 500 unless said. */
  batchSize?: number;
  /**
   * Applies a batch's effects inside `tx`, the transaction that also moves the cursor past them:
   * effects and cursor commit together or not at all. Events of one source come in order. May
   * return work for after the commit: a push announcing an effect, so whoever reads on receipt
   * finds it (inside the transaction, the reader could come before the commit).
   */
  handle(tx: Tx, events: EventOfType[T][]): Promise<void | AfterCommit>;
}

/** Work run once a batch's transaction has committed; not run when it rolls back. */
export type AfterCommit = () => Promise<void>;

export interface ConsumerStatus {
  consumer: string;
  source: DomainEventType;
  handledCount: bigint;
  /** When the newest handled event happened, and when the cursor last moved. */
  lastEventAt: Date | null;
  updatedAt: Date | null;
  /** Events ready but not handled yet (counted up to 100,000), and the age of the oldest in seconds. */
  pendingCount: number;
  lagSeconds: number;
}

const BATCH_SIZE = 500;
const PENDING_COUNT_MAX = 100_000;

async function positionOf(
  db: Executor,
  consumer: string,
  source: DomainEventType,
): Promise<Position | null> {
  const [row] = await queryRows<{ xid: string; id: string }>(
    db,
    sql`select position_xid::text as xid, position_id as id from event_cursors where consumer = ${consumer} and source = ${source}`,
  );
  return row ?? null;
}

/** Runs one consumer: each call of `runBatch` handles at most one batch per source, exactly once. */
export function createEventProcessor<T extends DomainEventType>(
  db: Database,
  consumer: EventConsumer<T>,
) {
  const batchSize = consumer.batchSize ?? BATCH_SIZE;
  assert(batchSize > 0 && batchSize <= 10_000, 'a batch is bounded');

  /** Whether the source has events past the consumer's cursor: read-only statements, no transaction id taken. */
  async function hasPending(source: T): Promise<boolean> {
    const after = (await positionOf(db, consumer.name, source)) ?? {
      xid: '0',
      id: SOURCES[source].firstId,
    };
    const pending = SOURCES[source].pending(after, HORIZON_PEEK);
    return (
      (await queryRows(db, sql`select 1 ${pending.from} order by ${pending.ordered} limit 1`))
        .length > 0
    );
  }

  async function batchOf(
    source: T,
  ): Promise<{ count: number; afterCommit?: AfterCommit | undefined }> {
    return inTransaction(
      db,
      async (tx) => {
        // The cursor row is locked for the batch: two processors of one consumer (two instances)
        // take turns, and the second reads the position the first committed. It is created by
        // the first batch ever, so every later batch finds it with one statement.
        const lockCursor = () =>
          queryRows<{ position_xid: string; position_id: string }>(
            tx,
            sql`select position_xid::text, position_id from event_cursors where consumer = ${consumer.name} and source = ${source} for update`,
          );
        let [cursor] = await lockCursor();
        if (!cursor) {
          await tx.execute(
            sql`insert into event_cursors (consumer, source, position_id) values (${consumer.name}, ${source}, ${SOURCES[source].firstId}) on conflict do nothing`,
          );
          [cursor] = await lockCursor();
        }
        assert(cursor, 'the cursor row exists once inserted');
        const rows = await queryRows<EventRow>(
          tx,
          SOURCES[source].read(
            { xid: cursor.position_xid, id: cursor.position_id },
            HORIZON_IN_TRANSACTION,
            batchSize,
          ),
        );
        const last = rows.at(-1);
        if (!last) return { count: 0 };
        const events = rows.map((row) => DomainEventSchema.parse(toEvent(row)) as EventOfType[T]);
        const afterCommit = (await consumer.handle(tx, events)) ?? undefined;
        const lastAt = events.reduce<Date | null>(
          (latest, e) => (latest && latest > e.at ? latest : e.at),
          null,
        );
        await tx.execute(sql`update event_cursors set position_xid = ${last.position_xid}::xid8, position_id = ${last.position_id},
          handled_count = handled_count + ${rows.length}, last_event_at = greatest(last_event_at, ${lastAt?.toISOString() ?? null}::timestamptz), updated_at = now()
          where consumer = ${consumer.name} and source = ${source}`);
        return { count: rows.length, afterCommit };
      },
      { isolation: 'read committed' },
    );
  }

  /**
   * Handles at most one batch of each source; says how many events it handled and whether a
   * batch was full (more may have been ready than it took).
   */
  async function runSources(): Promise<{ handled: number; isFull: boolean }> {
    let handled = 0;
    let isFull = false;
    for (const source of consumer.sources) {
      if (!(await hasPending(source))) continue;
      const batch = await batchOf(source);
      handled += batch.count;
      isFull ||= batch.count >= batchSize;
      await batch.afterCommit?.();
    }
    return { handled, isFull };
  }

  return {
    name: consumer.name,
    /** Handles at most one batch of each source; returns how many events it handled. */
    runBatch: async () => (await runSources()).handled,
    /** Handles batches until nothing is ready or `batchesMax` batches ran; returns how many events it handled. */
    async drain(batchesMax = 20, signal?: AbortSignal): Promise<number> {
      let handled = 0;
      for (let i = 0; i < batchesMax && !signal?.aborted; i += 1) {
        const count = (await runSources()).handled;
        handled += count;
        if (count === 0) break;
      }
      return handled;
    },
    /**
     * Handles what was ready when it started: batches go on only while one comes back full (a
     * backlog). Events committed meanwhile wait for the next run, as those committed just after
     * a run always have, so under load each run is one batch per source instead of a full batch
     * followed by ever smaller ones that each pay the cursor's statements and a commit. Returns
     * how many events it handled.
     */
    async catchUp(batchesMax = 20, signal?: AbortSignal): Promise<number> {
      let handled = 0;
      for (let i = 0; i < batchesMax && !signal?.aborted; i += 1) {
        const run = await runSources();
        handled += run.handled;
        if (!run.isFull) break;
      }
      return handled;
    },
  };
}

export type EventProcessor = ReturnType<typeof createEventProcessor>;

/**
 * How a consumer keeps up: woken by the commits of this instance, it drains every `everyMs` for
 * 10 s after the last one (a transaction still open elsewhere can hold events back that long), and
 * otherwise every 5 s, which finds what another instance or a write outside a transaction added.
 */
const CONSUMER_WAKES = { idleEveryMs: 5_000, activeForMs: 10_000 };

/** The background job of a consumer: drains what is ready, one instance at a time. */
export function consumerJob(processor: EventProcessor, everyMs = 500): Job {
  return {
    name: `events.${processor.name}`,
    everyMs,
    wakes: CONSUMER_WAKES,
    timeoutMs: 120_000,
    backoffMaxMs: 30_000,
    run: (signal) => processor.catchUp(20, signal),
  };
}

/** Where every consumer is in every source, with what is still waiting: for the back office. */
export async function consumerStatuses(db: Executor): Promise<ConsumerStatus[]> {
  const cursors = await queryRows<{
    consumer: string;
    source: DomainEventType;
    handled_count: string;
    last_event_at: Date | string | null;
    updated_at: Date | string;
  }>(
    db,
    sql`select consumer, source, handled_count::text, last_event_at, updated_at from event_cursors order by consumer, source`,
  );
  const statuses: ConsumerStatus[] = [];
  for (const c of cursors) {
    const source = SOURCES[c.source];
    const after = await positionOf(db, c.consumer, c.source);
    if (!source || !after) continue;
    const waiting = source.pending(after, HORIZON_PEEK);
    const [pending] = await queryRows<{ count: string; oldest: Date | string | null }>(
      db,
      sql`select count(*)::text as count, min(at) as oldest from (select ${waiting.at} as at ${waiting.from} order by ${waiting.ordered} limit ${PENDING_COUNT_MAX}) p`,
    );
    const oldest = pending?.oldest ? new Date(pending.oldest) : null;
    statuses.push({
      consumer: c.consumer,
      source: c.source,
      handledCount: BigInt(c.handled_count),
      lastEventAt: c.last_event_at ? new Date(c.last_event_at) : null,
      updatedAt: new Date(c.updated_at),
      pendingCount: Number(pending?.count ?? 0),
      lagSeconds: oldest ? Math.max(0, (Date.now() - oldest.getTime()) / 1000) : 0,
    });
  }
  return statuses;
}

/**
 * Whether a consumer of round.settled has handled every real-money round of these games settled
 * inside [from, to), and no transaction begun before `to` is still open (a round's settling time
 * is its transaction's start, so such a one could still commit one): a slot race pays only then.
 */
export async function hasHandledRoundsOf(
  db: Executor,
  consumer: string,
  rounds: { gameIds: readonly string[]; from: Date; to: Date },
): Promise<boolean> {
  const [pending] = await queryRows<{ n: number }>(
    db,
    sql`select 1 as n from game_rounds r
      where r.settled_xid is not null and r.mode = 'real' and r.game_id = any(${`{${rounds.gameIds.map((g) => `"${g}"`).join(',')}}`}::text[])
        and coalesce(r.closed_at, r.created_at) >= ${rounds.from.toISOString()}::timestamptz and coalesce(r.closed_at, r.created_at) < ${rounds.to.toISOString()}::timestamptz
        and (r.settled_xid, r.id) > coalesce((select (c.position_xid, c.position_id::uuid) from event_cursors c where c.consumer = ${consumer} and c.source = 'round.settled'),
          ('0'::xid8, '00000000-0000-0000-0000-000000000000'::uuid))
      limit 1`,
  );
  if (pending) return false;
  const [open] = await queryRows(
    db,
    sql`select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_xid is not null and xact_start < ${rounds.to.toISOString()}::timestamptz limit 1`,
  );
  return !open;
}
