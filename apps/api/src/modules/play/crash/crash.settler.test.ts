import { CRASH_BETTING_MS, crashFlightMs } from '@orca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, fundedPlayer, type TestApp } from '../../../../test/harness.ts';
import { servicesOf } from '../../../app.ts';
import { queryRows } from '../../../db/client.ts';
import { crashGames } from '../../../db/schema/index.ts';
import { CRASH_SETTLE_POLL_MS, CRASH_TICK_MS } from './crash.service.ts';

/**
 * The crash settler sleeps between busts: counted in statements on a clock the test moves (Date
 * only), with the background jobs stopped and the settler's run called as its job calls it.
 */
let t: TestApp;
let recording: string[] | null = null;
beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (query) => recording?.push(query) });
  await t.jobs.stop();
});
afterEach(() => {
  recording = null;
  vi.useRealTimers();
});
afterAll(() => t.close());

const crash = () => servicesOf(t.app)!.crash;
const state = async () =>
  (await t.request({ method: 'GET', url: '/api/v1/play/crash/state' })).body.data;
const isSettled = async (gameId: string) =>
  (
    await queryRows<{ settled: boolean }>(
      t.database.db,
      sql`select settled_at is not null as settled from crash_games where id = ${gameId}`,
    )
  )[0]?.settled;

/** The settler's runs every CRASH_TICK_MS from now until `untilMs` on the test's clock; returns the statements they sent. */
async function settlerRuns(untilMs: number): Promise<string[]> {
  recording = [];
  for (let at = Date.now(); at < untilMs; at += CRASH_TICK_MS) {
    vi.setSystemTime(at);
    await crash().settleBusted();
  }
  const sent = recording;
  recording = null;
  return sent;
}

async function openCrash(player: string): Promise<string> {
  const launched = await t.request({
    method: 'GET',
    url: '/api/v1/player/game/orca-crash',
    player,
  });
  const token = new URL(launched.body.data.url).searchParams.get('token')!;
  return (await t.request({ method: 'POST', url: '/api/v1/play/session', payload: { token } })).body
    .data.sessionToken as string;
}

describe('the crash settler', () => {
  it('reads nothing between busts, settles at the bust, and then only polls slowly while nobody plays', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const game = (await state()).game;
    const [row] = await t.database.db
      .select()
      .from(crashGames)
      .where(sql`${crashGames.id} = ${game.id}`);
    const bustsAt = row!.bustsAt.getTime();
    // The first run reads where the games are; until the bust (or its safety poll) it reads nothing.
    expect((await settlerRuns(Date.now() + 1)).length).toBeGreaterThan(0);
    const quietUntil = Math.min(bustsAt, Date.now() + CRASH_SETTLE_POLL_MS) - 1;
    expect(await settlerRuns(quietUntil)).toEqual([]);

    // Past the bust it settles the game, nobody having asked for the crash state.
    await settlerRuns(bustsAt + 2 * CRASH_TICK_MS);
    expect(await isSettled(game.id)).toBe(true);

    // No game to come (none is made until someone looks): one read per safety poll, not one per tick.
    const minute = await settlerRuns(Date.now() + 60_000);
    expect(minute.length).toBeGreaterThan(0);
    expect(minute.length).toBeLessThanOrEqual(Math.ceil(60_000 / CRASH_SETTLE_POLL_MS));
  });

  it('is woken by a bet, and sees a game whose bust was moved by hand once the game is read again', async () => {
    const { sessionid } = await fundedPlayer(t, 'Sleeper01', '100');
    const session = await openCrash(sessionid);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const game = (await state()).game;
    // Asleep: the last read found nothing due for a while.
    await settlerRuns(Date.now() + 1);
    expect(await settlerRuns(Date.now() + 1_000)).toEqual([]);

    // A bet, announced on the bus (where one taken by another instance is heard too), makes the next run read.
    const bet = await t.request({
      method: 'POST',
      url: '/api/v1/play/crash/bet',
      headers: { 'x-game-session': session },
      payload: { bet: '10', autoCashout: 1.5 },
    });
    expect(bet.status, JSON.stringify(bet.body)).toBe(200);
    expect((await settlerRuns(Date.now() + 1)).length).toBeGreaterThan(0);
    expect(await settlerRuns(Date.now() + 1_000)).toEqual([]);

    // The game's timeline moved by hand to a bust long past, as the API tests do: reading the game
    // (the state asked for) tells the settler, which settles it at its next run.
    const startsAt = Date.now() - 60_000;
    await t.database.db
      .update(crashGames)
      .set({
        crashPointHundredths: 120,
        bettingOpensAt: new Date(startsAt - CRASH_BETTING_MS),
        startsAt: new Date(startsAt),
        bustsAt: new Date(startsAt + crashFlightMs(120)),
      })
      .where(sql`${crashGames.id} = ${game.id}`);
    await state();
    await settlerRuns(Date.now() + 1);
    expect(await isSettled(game.id)).toBe(true);
    const balance = await t.request({
      method: 'GET',
      url: '/api/v1/player/balance',
      player: sessionid,
    });
    // The 1.50x auto cash-out lost at a 1.20x bust.
    expect(balance.body.data.cash).toBe('90.00');
  });
});
