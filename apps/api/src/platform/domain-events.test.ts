import { formatMinor, type DomainEventOf } from '@orca/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isCaughtUp } from '../../test/events.ts';
import { createTestApp, fundedPlayer, operatorSession, type TestApp } from '../../test/harness.ts';
import { queryRows } from '../db/client.ts';
import { wageringStatsConsumer } from '../modules/stats/wagering-stats.consumer.ts';

import {
  consumerStatuses,
  createEventProcessor,
  type EventConsumer,
  type EventProcessor,
} from './domain-events.ts';

const isPostgres = process.env.ORCA_TEST_DB === 'postgres';

let t: TestApp;
let accounts: { debit: string; credit: string };
beforeAll(async () => {
  t = await createTestApp();
  // The effects of the test consumers: a second application of one event breaks the primary key.
  await t.database.db.execute(
    sql`create table test_event_effects (consumer text not null, key text not null, primary key (consumer, key))`,
  );
  const rows = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into ledger_accounts (kind, currency) values ('house_rewards_cost', 'EUR'), ('house_bonus_cost', 'EUR') returning id::text`,
  );
  accounts = { debit: rows[0]!.id, credit: rows[1]!.id };
});
afterAll(() => t.close());

/** A consumer whose effect is one row per transfer it sees, written in the batch's transaction. */
function recordingConsumer(
  name: string,
  options: { batchSize?: number; failOnce?: boolean } = {},
): EventConsumer<'ledger.transfer'> {
  let hasFailed = false;
  return {
    name,
    sources: ['ledger.transfer'],
    batchSize: options.batchSize ?? 500,
    async handle(tx, events) {
      for (const e of events)
        await tx.execute(
          sql`insert into test_event_effects (consumer, key) values (${name}, ${e.transferId.toString()})`,
        );
      if (options.failOnce && !hasFailed) {
        hasFailed = true;
        throw new Error('consumer crashed after writing its effects');
      }
    },
  };
}

const effects = async (consumer: string) =>
  (
    await queryRows<{ key: string }>(
      t.database.db,
      sql`select key from test_event_effects where consumer = ${consumer} order by key::bigint`,
    )
  ).map((r) => r.key);

/** One house-to-house transfer of 0.01 EUR on a connection of the test's own (its transaction), returning its id. */
async function insertTransfer(
  run: (text: string, values: unknown[]) => Promise<{ rows: { id: string }[] }>,
  key: string,
): Promise<string> {
  const { rows } = await run(
    `with op as (insert into ledger_operations (idempotency_key, kind, payload_hash, result) values ($1, 'adjustment', 'test', '{}') returning id)
     insert into ledger_transfers (operation_id, kind, debit_account_id, credit_account_id, amount, currency) select id, 'adjustment', $2, $3, 1, 'EUR' from op returning id::text`,
    [key, accounts.debit, accounts.credit],
  );
  return rows[0]!.id;
}
/** The same transfer, committed at once through the app's database handle. */
async function insertCommitted(key: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`with op as (insert into ledger_operations (idempotency_key, kind, payload_hash, result) values (${key}, 'adjustment', 'test', '{}') returning id)
     insert into ledger_transfers (operation_id, kind, debit_account_id, credit_account_id, amount, currency) select id, 'adjustment', ${accounts.debit}::bigint, ${accounts.credit}::bigint, 1, 'EUR' from op returning id::text`,
  );
  return row!.id;
}

/**
 * Runs the processor until the consumer has `expected` among its effects. The horizon is the
 * oldest transaction running anywhere on the PostgreSQL server, other databases' included (other
 * test files create and drop theirs), so events can wait a moment behind those.
 */
async function drainUntil(
  processor: EventProcessor,
  consumer: string,
  expected: string[],
): Promise<string[]> {
  await vi.waitFor(
    async () => {
      await processor.drain();
      expect(await effects(consumer)).toEqual(expect.arrayContaining(expected));
    },
    { timeout: 15_000, interval: 50 },
  );
  return effects(consumer);
}

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: t.database.url });
  await client.connect();
  return client;
}

describe('domain events', () => {
  it.runIf(isPostgres)(
    'does not skip a transfer whose transaction took the lower id and committed after a later one was handled',
    async () => {
      const processor = createEventProcessor(t.database.db, recordingConsumer('test.gap'));
      await processor.drain();
      const before = await effects('test.gap');
      const early = await connect();
      const late = await connect();
      try {
        // T1 takes the lower id and stays open; T2 takes the next id and commits.
        await early.query('begin');
        const first = await insertTransfer((text, values) => early.query(text, values), 'gap-1');
        await late.query('begin');
        const second = await insertTransfer((text, values) => late.query(text, values), 'gap-2');
        await late.query('commit');
        expect(BigInt(first)).toBeLessThan(BigInt(second));

        // The consumer runs while T1 is open: T2's row waits behind it instead of moving the cursor past T1's.
        await processor.drain();
        expect(await effects('test.gap')).toEqual(before);

        await early.query('commit');
        expect(await drainUntil(processor, 'test.gap', [first, second])).toEqual([
          ...before,
          first,
          second,
        ]);
        await processor.drain();
        expect(await effects('test.gap')).toEqual([...before, first, second]);
      } finally {
        await early.end();
        await late.end();
      }
    },
  );

  it.runIf(isPostgres)(
    'does not skip a transfer with the higher id whose transaction began first and committed last',
    async () => {
      const processor = createEventProcessor(t.database.db, recordingConsumer('test.gap-reversed'));
      await processor.drain();
      const before = await effects('test.gap-reversed');
      const older = await connect();
      const newer = await connect();
      try {
        // The older transaction has its transaction id first but writes its row last (the higher id).
        await older.query('begin');
        await older.query('select pg_current_xact_id()');
        await newer.query('begin');
        const lowId = await insertTransfer(
          (text, values) => newer.query(text, values),
          'reversed-1',
        );
        await newer.query('commit');
        const highId = await insertTransfer(
          (text, values) => older.query(text, values),
          'reversed-2',
        );
        await processor.drain();
        expect(await effects('test.gap-reversed')).toEqual(before);
        await older.query('commit');
        expect(
          (await drainUntil(processor, 'test.gap-reversed', [lowId, highId])).toSorted(),
        ).toEqual([...before, lowId, highId].toSorted());
      } finally {
        await older.end();
        await newer.end();
      }
    },
  );

  it('resumes after a restart where the last committed batch ended, applying every event once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 7; i += 1) ids.push(await insertCommitted(`restart-${i}`));
    const name = 'test.restart';
    const firstRun = createEventProcessor(t.database.db, recordingConsumer(name, { batchSize: 3 }));
    await vi.waitFor(async () => expect(await firstRun.runBatch()).toBe(3), {
      timeout: 15_000,
      interval: 50,
    });

    // A new process builds the consumer again from nothing but the database.
    const restarted = createEventProcessor(
      t.database.db,
      recordingConsumer(name, { batchSize: 3 }),
    );
    const seen = await drainUntil(restarted, name, ids);
    expect(seen.filter((id) => ids.includes(id))).toEqual(ids);
    expect(new Set(seen).size).toBe(seen.length);
    const [status] = (await consumerStatuses(t.database.db)).filter((s) => s.consumer === name);
    expect(status).toMatchObject({
      source: 'ledger.transfer',
      handledCount: BigInt(seen.length),
      pendingCount: 0,
      lagSeconds: 0,
    });
  });

  it('applies nothing of a batch whose consumer fails part-way, and all of it once on the next run', async () => {
    const id = await insertCommitted('fail-once');
    const name = 'test.fail-once';
    const processor = createEventProcessor(
      t.database.db,
      recordingConsumer(name, { failOnce: true }),
    );
    await vi.waitFor(
      () => expect(processor.drain()).rejects.toThrow('consumer crashed after writing its effects'),
      { timeout: 15_000, interval: 50 },
    );
    expect(await effects(name)).toEqual([]);
    await drainUntil(processor, name, [id]);
    expect(new Set(await effects(name)).size).toBe((await effects(name)).length);
  });

  it('runs what a consumer leaves for after its batch once the batch has committed, never for a batch that failed', async () => {
    const id = await insertCommitted('after-commit');
    const name = 'test.after-commit';
    const recording = recordingConsumer(name, { failOnce: true });
    // Whether each batch's effects were visible to a reader on the app's handle when its after-commit work ran.
    const visible: boolean[] = [];
    const consumer: EventConsumer<'ledger.transfer'> = {
      ...recording,
      async handle(tx, events) {
        await recording.handle(tx, events);
        const keys = events.map((e) => e.transferId.toString());
        return async () => {
          const applied = await effects(name);
          visible.push(keys.every((key) => applied.includes(key)));
        };
      },
    };
    const processor = createEventProcessor(t.database.db, consumer);
    await vi.waitFor(
      () => expect(processor.drain()).rejects.toThrow('consumer crashed after writing its effects'),
      { timeout: 15_000, interval: 50 },
    );
    expect(visible).toEqual([]);
    await drainUntil(processor, name, [id]);
    expect(visible.length).toBeGreaterThan(0);
    expect(visible.every(Boolean)).toBe(true);
  });

  it.runIf(isPostgres)(
    'lets two instances run one consumer at once and still applies each event once',
    async () => {
      for (let i = 0; i < 40; i += 1) await insertCommitted(`twice-${i}`);
      const name = 'test.two-instances';
      const [a, b] = [
        createEventProcessor(t.database.db, recordingConsumer(name, { batchSize: 5 })),
        createEventProcessor(t.database.db, recordingConsumer(name, { batchSize: 5 })),
      ];
      const [{ count }] = (await queryRows<{ count: string }>(
        t.database.db,
        sql`select count(*)::text as count from ledger_transfers`,
      )) as [{ count: string }];
      let handled = 0;
      await vi.waitFor(
        async () => {
          const both = await Promise.all([a.drain(100), b.drain(100)]);
          handled += both[0] + both[1];
          expect(handled).toBe(Number(count));
        },
        { timeout: 15_000, interval: 50 },
      );
      expect((await effects(name)).length).toBe(Number(count));
    },
  );

  it('tells of a round when it leaves open, and again when its status changes after that', async () => {
    const rounds: DomainEventOf<'round.settled'>[] = [];
    const watcher = createEventProcessor(t.database.db, {
      name: 'test.round-changes',
      sources: ['round.settled'],
      handle: async (_tx, events) => void rounds.push(...events),
    });
    await watcher.drain(100);
    rounds.length = 0;
    const [round] = await queryRows<{ id: string }>(
      t.database.db,
      sql`insert into game_rounds (provider_id, external_round_id, game_id, mode, currency, bet_minor) select provider_id, 'change-feed-1', id, 'real', 'EUR', 100 from games where id = 'orca-dice' returning id::text`,
    );
    const ofRound = () => rounds.filter((r) => r.roundId === round!.id).map((r) => r.status);
    const drained = async (expected: string[]) =>
      vi.waitFor(async () => (await watcher.drain(100), expect(ofRound()).toEqual(expected)), {
        timeout: 15_000,
        interval: 50,
      });

    // Open, and written to again while open: not an event yet.
    await t.database.db.execute(
      sql`update game_rounds set bet_minor = 200 where id = ${round!.id}`,
    );
    await watcher.drain(100);
    expect(ofRound()).toEqual([]);
    await t.database.db.execute(
      sql`update game_rounds set status = 'closed', win_minor = 50, closed_at = now() where id = ${round!.id}`,
    );
    await drained(['closed']);
    // Other columns of a settled round (a crash reveal) change nothing; a rollback is an event again.
    await t.database.db.execute(sql`update game_rounds set outcome = null where id = ${round!.id}`);
    await t.database.db.execute(
      sql`update game_rounds set status = 'rolled_back' where id = ${round!.id}`,
    );
    await drained(['closed', 'rolled_back']);
    expect(rounds.find((r) => r.roundId === round!.id)).toMatchObject({
      gameId: 'orca-dice',
      mode: 'real',
      currency: 'EUR',
      betMinor: 200n,
      winMinor: 50n,
    });
  });

  it('keeps each player’s daily wagering equal to the ledger, and tells of every settled round once', async () => {
    const { sessionid } = await fundedPlayer(t, 'Wagerer1', '100');
    const launched = await t.request({
      method: 'GET',
      url: '/api/v1/player/game/orca-lucky-sevens',
      player: sessionid,
    });
    const token = new URL(launched.body.data.url).searchParams.get('token')!;
    const session = (
      await t.request({ method: 'POST', url: '/api/v1/play/session', payload: { token } })
    ).body.data.sessionToken as string;
    for (let i = 0; i < 12; i += 1) {
      const spin = await t.request({
        method: 'POST',
        url: '/api/v1/play/slot/spin',
        headers: { 'x-game-session': session },
        payload: { bet: '0.50' },
      });
      expect(spin.status, JSON.stringify(spin.body)).toBe(200);
    }
    const rounds: DomainEventOf<'round.settled'>[] = [];
    const roundWatcher = createEventProcessor(t.database.db, {
      name: 'test.rounds',
      sources: ['round.settled'],
      handle: async (_tx, events) => void rounds.push(...events),
    });
    // The app's own job runs the same consumer meanwhile; the cursor lock makes them take turns.
    const wagering = createEventProcessor(t.database.db, wageringStatsConsumer);
    await vi.waitFor(
      async () => {
        await Promise.all([wagering.drain(100), roundWatcher.drain(100)]);
        expect(rounds.filter((r) => r.gameId === 'orca-lucky-sevens')).toHaveLength(12);
        expect(await isCaughtUp(t.database.db, 'stats.wagering', 'ledger.transfer')).toBe(true);
      },
      { timeout: 60_000, interval: 50 },
    );

    const [player] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id::text from players where username = 'Wagerer1'`,
    );
    const playerId = BigInt(player!.id);
    const [ledger] = await queryRows<{ bets: string; wins: string }>(
      t.database.db,
      sql`select coalesce(sum(t.amount) filter (where t.kind = 'bet' and d.player_id = ${playerId}), 0)::text as bets,
        coalesce(sum(t.amount) filter (where t.kind in ('win', 'jackpot_win') and c.player_id = ${playerId}), 0)::text as wins
        from ledger_transfers t join ledger_accounts d on d.id = t.debit_account_id join ledger_accounts c on c.id = t.credit_account_id`,
    );
    // The back office reads it (reports.read), and the consumer's place and lag beside the jobs.
    const operator = await operatorSession(t, 'payments');
    const days = await t.request({
      method: 'GET',
      url: `/api/v1/admin/stats/players/${playerId}/wagering?days=2`,
      headers: { 'x-operator-session': operator },
    });
    expect(days.status, JSON.stringify(days.body)).toBe(200);
    expect(ledger!.bets).toBe('600');
    expect(days.body.data).toEqual([
      {
        day: new Date().toISOString().slice(0, 10),
        currency: 'EUR',
        betCash: '6.00',
        betBonus: '0.00',
        refund: '0.00',
        win: formatMinor(BigInt(ledger!.wins)),
      },
    ]);
    const platform = await t.request({
      method: 'GET',
      url: '/api/v1/admin/stats/platform',
      headers: { 'x-operator-session': operator },
    });
    expect(platform.body.data.consumers).toContainEqual(
      expect.objectContaining({
        consumer: 'stats.wagering',
        source: 'ledger.transfer',
        pendingCount: 0,
        lagSeconds: 0,
      }),
    );
    expect(platform.body.data.jobs).toContainEqual(
      expect.objectContaining({ name: 'events.stats.wagering', scope: 'cluster' }),
    );

    const mine = rounds.filter((r) => r.playerId === playerId);
    expect(mine).toHaveLength(12);
    expect(new Set(mine.map((r) => r.roundId)).size).toBe(12);
    expect(
      mine.every(
        (r) =>
          r.status === 'closed' &&
          r.mode === 'real' &&
          r.gameId === 'orca-lucky-sevens' &&
          r.betMinor === 50n,
      ),
    ).toBe(true);
  });
});
