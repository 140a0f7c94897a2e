import { CRASH_BETTING_MS, crashFlightMs } from '@orca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { queryRows } from '../../src/db/client.ts';
import { crashGames } from '../../src/db/schema/index.ts';
import { createAdvisoryLocks, LOCK_RETRY_MS } from '../../src/platform/leadership.ts';
import { createLedgerService } from '../../src/modules/wallet/ledger.service.ts';
import { createTestApp, fundedPlayer, type TestApp } from '../harness.ts';

/**
 * A crash bet placed before a restart is settled by the restarted server's own clock, whether or
 * not anybody opens the crash game again; with several instances on one database, one settles.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('crash after a restart', () => {
  it('settles a bet whose game busts after the restart, with nobody opening crash', async () => {
    const { sessionid } = await fundedPlayer(t, 'Restarter1', '100');
    const launched = await t.request({
      method: 'GET',
      url: '/api/v1/player/game/orca-crash',
      player: sessionid,
    });
    const token = new URL(launched.body.data.url).searchParams.get('token')!;
    const session = (
      await t.request({ method: 'POST', url: '/api/v1/play/session', payload: { token } })
    ).body.data.sessionToken as string;
    const game = (await t.request({ method: 'GET', url: '/api/v1/play/crash/state' })).body.data
      .game;
    // Betting open for a few more seconds; the game busts at 1.50x.
    const startsAt = Date.now() + 2_500;
    await t.database.db
      .update(crashGames)
      .set({
        crashPointHundredths: 150,
        bettingOpensAt: new Date(startsAt - CRASH_BETTING_MS),
        startsAt: new Date(startsAt),
        bustsAt: new Date(startsAt + crashFlightMs(150)),
      })
      .where(sql`${crashGames.id} = ${game.id}`);
    const bet = await t.request({
      method: 'POST',
      url: '/api/v1/play/crash/bet',
      headers: { 'x-game-session': session },
      payload: { bet: '10', autoCashout: 1.2 },
    });
    expect(bet.status, JSON.stringify(bet.body)).toBe(200);

    // The server stops with the bet open, and a new one starts on the same database before the bust.
    await t.app.close();
    const restarted = await buildApp({ config: t.config, database: t.database, logger: false });
    await restarted.ready();
    try {
      const [open] = await queryRows<{ settled: boolean }>(
        t.database.db,
        sql`select settled_at is not null as settled from crash_games where id = ${game.id}`,
      );
      expect(open?.settled).toBe(false);
      // Nobody asks for the crash state: the restarted server's ticker alone settles the 1.20x auto cash-out.
      await vi.waitFor(
        async () => {
          const [row] = await queryRows<{ settled: boolean }>(
            t.database.db,
            sql`select settled_at is not null as settled from crash_games where id = ${game.id}`,
          );
          expect(row?.settled).toBe(true);
        },
        { timeout: 20_000, interval: 200 },
      );
      const balance = await restarted.inject({
        method: 'GET',
        url: '/api/v1/player/balance',
        headers: {
          'api-key': t.config.API_KEY,
          'x-player-session': sessionid,
          'x-forwarded-for': '10.200.0.1',
        },
      });
      expect(balance.json().data.cash).toBe('102.00');
      expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
    } finally {
      await restarted.close();
    }
  });

  it.runIf(process.env.ORCA_TEST_DB === 'postgres')(
    'lets one instance at a time hold the settlement, and another take over when it goes',
    async () => {
      const key = [727, 999] as const;
      const first = createAdvisoryLocks(t.database, () => undefined);
      const second = createAdvisoryLocks(t.database, () => undefined);
      try {
        const held = await Promise.all([first.hold(key), second.hold(key)]);
        expect(held.filter(Boolean)).toHaveLength(1);
        const [leader, follower] = held[0] ? [first, second] : [second, first];
        await leader.close();
        await vi.waitFor(async () => expect(await follower.hold(key)).toBe(true), {
          timeout: LOCK_RETRY_MS + 5_000,
          interval: 100,
        });
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    },
  );
});
