import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { liveRounds } from '../../../db/schema/index.ts';
import { LIVE_REST_AFTER_MS, LIVE_TABLES, LIVE_TICK_MS } from './live.tables.ts';

/**
 * Tables nobody watches rest once their round is over, and wake for whoever looks: counted in
 * statements and rounds on a clock the test moves (Date only), the driver's pass called as its
 * job calls it, with the background jobs stopped. The tests follow one another on one app.
 */
let t: TestApp;
let recording: string[] | null = null;
beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (query) => recording?.push(query) });
  await t.jobs.stop();
});
afterEach(() => {
  recording = null;
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

/** The driver's passes every LIVE_TICK_MS from now for `ms` on the test's clock; returns the statements they sent. */
async function driverRuns(ms: number): Promise<string[]> {
  recording = [];
  const until = Date.now() + ms;
  for (let at = Date.now(); at < until; at += LIVE_TICK_MS) {
    vi.setSystemTime(at);
    await t.live.drive();
  }
  vi.setSystemTime(until);
  const sent = recording;
  recording = null;
  return sent;
}

async function latest(tableId: string) {
  const [round] = await t.database.db
    .select()
    .from(liveRounds)
    .where(eq(liveRounds.tableId, tableId))
    .orderBy(desc(liveRounds.roundNo))
    .limit(1);
  return round!;
}
const roundNos = async () =>
  Promise.all(LIVE_TABLES.map(async (def) => Number((await latest(def.id)).roundNo)));

describe('resting live tables', () => {
  it('finishes the round in play, then rests every table nobody watches, reading each only now and then', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    // The first pass opens each table's first round; a minute plays it to its end.
    await driverRuns(60_000);
    for (const def of LIVE_TABLES) expect((await latest(def.id)).settledAt).not.toBeNull();
    const before = await roundNos();

    const minute = await driverRuns(60_000);
    expect(await roundNos()).toEqual(before);
    // One read of each table every 10 s, and nothing written: 4 tables × 6 (the old driver: hundreds).
    expect(minute.every((statement) => /^\s*select\b/i.test(statement))).toBe(true);
    expect(minute.length).toBeLessThanOrEqual(LIVE_TABLES.length * 6);
  });

  it('opens a round at once for whoever opens a resting table, and the lobby shows every table taking bets', async () => {
    const before = await roundNos();
    const opened = await t.request({ method: 'GET', url: '/api/v1/live/tables/roulette-1' });
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ phase: 'betting', roundNo: before[0]! + 1 });
    expect(Date.parse(opened.body.data.bettingOpensAt)).toBe(Date.now());

    // The driver takes the opened round on and, the table watched, opens the next after it.
    await driverRuns(40_000);
    expect((await roundNos())[0]).toBeGreaterThanOrEqual(before[0]! + 2);
    // The other tables still rest.
    expect((await roundNos()).slice(1)).toEqual(before.slice(1));

    const lobby = (await t.request({ method: 'GET', url: '/api/v1/live/tables' })).body.data.tables;
    expect(lobby.map((table: { phase: string }) => table.phase)).toEqual(
      LIVE_TABLES.map(() => 'betting'),
    );
  });

  it('rests again once nobody has looked for a while', async () => {
    await driverRuns(LIVE_REST_AFTER_MS + 30_000);
    const rested = await roundNos();
    await driverRuns(60_000);
    expect(await roundNos()).toEqual(rested);
  });

  it('keeps every table running while a socket follows them, and rests them after it leaves', async () => {
    const before = await roundNos();
    const stop = t.live.onState(() => undefined);
    try {
      await driverRuns(LIVE_REST_AFTER_MS + 60_000);
      const after = await roundNos();
      // A round takes about 20 s to play: each table played several, none rested.
      for (const [i, n] of after.entries()) expect(n).toBeGreaterThanOrEqual(before[i]! + 5);
    } finally {
      stop();
    }
    await driverRuns(LIVE_REST_AFTER_MS + 30_000);
    const rested = await roundNos();
    await driverRuns(60_000);
    expect(await roundNos()).toEqual(rested);
  });
});
