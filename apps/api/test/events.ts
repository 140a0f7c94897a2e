import type { DomainEventType } from '@orca/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../src/db/client.ts';

/** The newest row of each event source, as (transaction id, row id). */
const NEWEST: Record<
  DomainEventType,
  { table: string; xid: string; id: string; cast: string; where: string }
> = {
  'ledger.transfer': {
    table: 'ledger_transfers',
    xid: 'xid',
    id: 'id',
    cast: 'bigint',
    where: 'true',
  },
  'round.settled': {
    table: 'game_rounds',
    xid: 'settled_xid',
    id: 'id',
    cast: 'uuid',
    where: 'settled_xid is not null',
  },
  'player.notice': { table: 'player_notices', xid: 'xid', id: 'id', cast: 'bigint', where: 'true' },
};

/**
 * Whether a consumer's cursor has passed every committed row of a source. A consumer's own
 * pending count cannot say so: it counts only rows below the horizon (decision 007), and on a
 * shared PostgreSQL server a transaction of another test file's database holds that horizon
 * back, so "nothing pending" can come while this file's rows still wait.
 */
export async function isCaughtUp(
  db: Executor,
  consumer: string,
  source: DomainEventType,
): Promise<boolean> {
  const s = NEWEST[source];
  const [row] = await queryRows<{ done: boolean }>(
    db,
    sql.raw(`select not exists (
      select 1 from ${s.table} e
      where ${s.where} and (e.${s.xid}, e.${s.id}) > coalesce(
        (select (c.position_xid, c.position_id::${s.cast}) from event_cursors c where c.consumer = '${consumer.replaceAll("'", "''")}' and c.source = '${source}'),
        ('0'::xid8, ${s.cast === 'uuid' ? "'00000000-0000-0000-0000-000000000000'::uuid" : '0::bigint'}))
    ) as done`),
  );
  return row?.done === true;
}

/**
 * Runs a consumer until its cursor has passed every committed row of its sources (see
 * isCaughtUp), waiting out another database's transaction that holds the horizon back; returns
 * how many events it handled.
 */
export async function drainUntilCaughtUp(
  db: Executor,
  processor: { name: string; drain(batchesMax?: number): Promise<number> },
  sources: readonly DomainEventType[],
  timeoutMs = 60_000,
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let handled = 0;
  for (;;) {
    handled += await processor.drain(100);
    const done = await Promise.all(sources.map((source) => isCaughtUp(db, processor.name, source)));
    if (done.every(Boolean)) return handled;
    if (Date.now() > deadline)
      throw new Error(
        `${processor.name} did not catch up with ${sources.join(', ')} within ${timeoutMs} ms`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
