import { rouletteTableSpin } from '@orca/games/live/roulette-table';
import { FairFloats, hashServerSeed } from '@orca/games/rng/fair';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { liveRounds } from '../../../db/schema/index.ts';
import { liveDemoModule } from './live.demo.ts';
import { LIVE_RESULT_PAUSE_MS } from './live.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TABLE = 'roulette-1';
const SEED = 'ab'.repeat(32);
const setSeed = (serverSeed: string) =>
  t.request({
    method: 'POST',
    url: `/api/v1/demo/live/tables/${TABLE}/seed`,
    payload: { serverSeed },
  });

/** A round opened on the test's own clock, hours ahead, so the background driver leaves it alone. */
let clock = Date.now() + 3_600_000;
async function freshRound(): Promise<typeof liveRounds.$inferSelect> {
  clock += 3_600_000;
  const at = clock;
  await t.live.tick(new Date(at));
  await t.live.tick(new Date(at + LIVE_RESULT_PAUSE_MS));
  const [round] = await t.database.db
    .select()
    .from(liveRounds)
    .where(eq(liveRounds.tableId, TABLE))
    .orderBy(sql`${liveRounds.roundNo} desc`)
    .limit(1);
  expect(round?.phase).toBe('betting');
  return round!;
}

describe('the demo live-table driver', () => {
  it('gives the round taking bets a chosen seed: the table shows its hash and the draw follows it', async () => {
    const round = await freshRound();
    const answer = await setSeed(SEED);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({
      roundId: round.id.toString(),
      serverSeedHash: hashServerSeed(SEED),
    });
    const table = (await t.request({ method: 'GET', url: `/api/v1/live/tables/${TABLE}` })).body
      .data;
    expect(table).toMatchObject({
      roundId: round.id.toString(),
      serverSeedHash: hashServerSeed(SEED),
    });

    await t.live.tick(new Date(round.bettingClosesAt.getTime() + 1));
    const [drawn] = await t.database.db
      .select()
      .from(liveRounds)
      .where(eq(liveRounds.id, round.id));
    expect(drawn?.result).toMatchObject({
      kind: 'roulette',
      pocket: rouletteTableSpin(new FairFloats(SEED, round.clientSeed, round.nonce)).pocket,
    });

    // Once betting has closed the round's seed is fixed for good.
    const late = await setSeed('cd'.repeat(32));
    expect(late.body.info.resultCode).toBe('live_betting_closed');
    const [after] = await t.database.db
      .select()
      .from(liveRounds)
      .where(eq(liveRounds.id, round.id));
    expect(after?.serverSeed).toBe(SEED);
  });

  it('refuses a seed that is not 64 hex characters and an unknown table', async () => {
    await freshRound();
    expect((await setSeed('not-a-seed')).status).toBe(400);
    const unknown = await t.request({
      method: 'POST',
      url: '/api/v1/demo/live/tables/nope/seed',
      payload: { serverSeed: SEED },
    });
    expect(unknown.body.info.resultCode).toBe('live_table_not_found');
  });

  it('registers no route outside demo mode', () => {
    expect(liveDemoModule({ db: t.database.db, isDemo: false }).api).toBeUndefined();
    expect(liveDemoModule({ db: t.database.db, isDemo: true }).api).toBeTypeOf('function');
  });
});
