import { createReefServer } from '@orca/reef/server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedgerService } from '../src/modules/wallet/ledger.service.ts';
import { createTestApp, fundedPlayer, type TestApp } from './harness.ts';
import { freePort } from './processes.ts';

/**
 * Orca and the reference provider as two real HTTP servers: a player launches a Reef game, Reef's
 * server authenticates and settles every round through the signed wallet API, once through a
 * network that drops the first answer of a win, which Reef retries.
 */
const SECRET = 'reef-integration-secret-01';
let orca: TestApp;
let reef: FastifyInstance;
let reefUrl = '';
let isDropping = false;
let dropped = 0;

beforeAll(async () => {
  const reefPort = await freePort();
  reefUrl = `http://127.0.0.1:${reefPort}`;
  orca = await createTestApp(
    { REFERENCE_PROVIDER_URL: reefUrl, REFERENCE_PROVIDER_SECRET: SECRET },
    { listen: true },
  );
  // Reef's network: when asked to, the first answer to a win is lost after Orca has processed it.
  const flakyFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (isDropping && url.endsWith('/win')) {
      isDropping = false;
      dropped += 1;
      throw new TypeError('socket hang up');
    }
    return response;
  };
  reef = createReefServer({
    orcaWalletUrl: `${orca.config.publicUrl}/api/v1/provider/reef/wallet`,
    secret: SECRET,
    casinoOrigin: orca.config.publicUrl,
    fetcher: flakyFetch,
  });
  await reef.listen({ port: reefPort, host: '127.0.0.1' });
});
afterAll(async () => {
  await reef.close();
  await orca.close();
});

async function reefApi<T>(path: string, body: unknown): Promise<{ status: number; data: T }> {
  const response = await fetch(`${reefUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, data: (await response.json()) as T };
}

async function launch(player: string, game: string): Promise<string> {
  const launched = await orca.request({
    method: 'GET',
    url: `/api/v1/player/game/reef-${game}`,
    player,
  });
  const url = new URL(launched.body.data.url as string);
  expect(url.origin).toBe(reefUrl);
  const page = await fetch(url);
  expect(await page.text()).toContain('Reef Studios');
  const token = url.searchParams.get('token')!;
  const session = await reefApi<{ session: string; balance: string; currency: string }>(
    '/api/session',
    { token, game, mode: 'real' },
  );
  expect(session.status).toBe(200);
  return session.data.session;
}

describe('Reef Studios against Orca over HTTP', () => {
  it('plays both games for real money and every round lands in the ledger and the history', async () => {
    const { sessionid } = await fundedPlayer(orca, 'Diver00001', '200');
    const pearl = await launch(sessionid, 'pearl-diver');
    let expected = 200;
    for (let i = 0; i < 6; i += 1) {
      const played = await reefApi<{ win: string; balance: string }>('/api/pearl', {
        session: pearl,
        bet: '5.00',
        shell: i % 3,
      });
      expect(played.status).toBe(200);
      expected += Number(played.data.win) - 5;
      expect(Number(played.data.balance)).toBeCloseTo(expected, 2);
    }

    const hilo = await launch(sessionid, 'coral-hi-lo');
    const start = await reefApi<{ round: string; card: number; balance: string }>(
      '/api/hilo/start',
      { session: hilo, bet: '10.00' },
    );
    expected -= 10;
    expect(Number(start.data.balance)).toBeCloseTo(expected, 2);
    isDropping = true;
    const cashed = await reefApi<{ win: string; balance: string }>('/api/hilo/cashout', {
      session: hilo,
      round: start.data.round,
    });
    expect(cashed.status).toBe(200);
    expect(dropped).toBe(1);
    expected += Number(cashed.data.win);
    expect(Number(cashed.data.balance)).toBeCloseTo(expected, 2);

    const balance = (
      await orca.request({ method: 'GET', url: '/api/v1/player/balance', player: sessionid })
    ).body.data;
    expect(Number(balance.total)).toBeCloseTo(expected, 2);
    const history = (
      await orca.request({
        method: 'GET',
        url: '/api/v1/player/gameRounds?limit=20',
        player: sessionid,
      })
    ).body.data;
    expect(history.total).toBe(7);
    expect(
      history.rounds.every(
        (r: { provider: string; status: string }) => r.provider === 'reef' && r.status === 'closed',
      ),
    ).toBe(true);
    expect((await createLedgerService(orca.database.db).audit()).problems).toEqual([]);
  });

  it('plays for fun without touching the wallet', async () => {
    const launched = await orca.request({
      method: 'GET',
      url: '/api/v1/player/game/reef-pearl-diver?play_for_fun=1',
    });
    const token = new URL(launched.body.data.url as string).searchParams.get('token')!;
    const session = await reefApi<{ session: string; balance: string }>('/api/session', {
      token,
      game: 'pearl-diver',
      mode: 'fun',
    });
    expect(session.data.balance).toBe('1000.00');
    const before = (await createLedgerService(orca.database.db).audit()).transferCount;
    const played = await reefApi<{ balance: string; win: string }>('/api/pearl', {
      session: session.data.session,
      bet: '1.00',
      shell: 0,
    });
    expect(Number(played.data.balance)).toBeCloseTo(999 + Number(played.data.win), 2);
    expect((await createLedgerService(orca.database.db).audit()).transferCount).toBe(before);
  });
});
