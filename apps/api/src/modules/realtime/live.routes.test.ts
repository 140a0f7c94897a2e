import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LIVE_AUTH_MESSAGES_PER_MINUTE } from './live.routes.ts';
import { createTestApp, fundedPlayer, TEST_API_KEY, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  // The private channel checks its session five times a second here, so an ended session shows quickly.
  t = await createTestApp({ LIVE_SESSION_CHECK_MS: '200' }, { listen: true });
  base = t.config.publicUrl.replace('http', 'ws');
});
afterAll(() => t.close());

/** Collects a socket's messages and answers the first one matching `predicate`. */
function open(url: string) {
  const socket = new WebSocket(url);
  const messages: { type: string; [key: string]: unknown }[] = [];
  socket.on('message', (data: Buffer) =>
    messages.push(JSON.parse(data.toString()) as { type: string }),
  );
  const next = (
    predicate: (m: { type: string; [key: string]: unknown }) => boolean,
    timeoutMs = 5_000,
  ) =>
    new Promise<{ type: string; [key: string]: unknown }>((resolve, reject) => {
      const started = Date.now();
      const poll = setInterval(() => {
        const found = messages.find(predicate);
        if (found) {
          clearInterval(poll);
          resolve(found);
        } else if (Date.now() - started > timeoutMs) {
          clearInterval(poll);
          reject(
            new Error(`no matching message among ${JSON.stringify(messages.map((m) => m.type))}`),
          );
        }
      }, 20);
    });
  return { socket, next };
}

describe('GET /live (WebSocket)', () => {
  it('closes a socket without the skin key', async () => {
    const socket = new WebSocket(`${base}/api/v1/live?apiKey=wrong`);
    const code = await new Promise<number>((resolve) =>
      socket.on('close', (c: number) => resolve(c)),
    );
    expect(code).toBe(4401);
  });

  it('sends the crash state at once and pushes real-money wins as they happen', async () => {
    const live = open(`${base}/api/v1/live?apiKey=${TEST_API_KEY}`);
    const hello = await live.next((m) => m.type === 'crash.state');
    expect((hello.state as { game: { phase: string } }).game.phase).toBe('betting');

    const { sessionid } = await fundedPlayer(t, 'Livewire01', '500');
    const launched = await t.request({
      method: 'GET',
      url: '/api/v1/player/game/orca-limbo',
      player: sessionid,
    });
    const token = new URL(launched.body.data.url).searchParams.get('token')!;
    const session = (
      await t.request({ method: 'POST', url: '/api/v1/play/session', payload: { token } })
    ).body.data.sessionToken as string;
    // Limbo at 1.01× wins 98% of the time; a few bets make a win all but certain.
    let wonRound: string | null = null;
    for (let i = 0; i < 10 && !wonRound; i += 1) {
      const played = await t.request({
        method: 'POST',
        url: '/api/v1/play/limbo',
        headers: { 'x-game-session': session },
        payload: { bet: '1', target: 1.01 },
      });
      if (Number(played.body.data.round.win) > 0)
        wonRound = played.body.data.round.roundId as string;
    }
    expect(wonRound).not.toBeNull();
    const winner = await live.next(
      (m) => m.type === 'winner' && (m.winner as { roundId: string }).roundId === wonRound,
    );
    expect(winner.winner).toMatchObject({
      player: 'Liv***01',
      gameName: 'Limbo',
      amount: '1.01',
      currency: 'EUR',
    });
    live.socket.close();
  });
});

/** A real-money limbo bet of `bet` by the player of `sessionid`; returns the balance after it. */
async function betOnLimbo(sessionid: string, bet: string): Promise<string> {
  const launched = await t.request({
    method: 'GET',
    url: '/api/v1/player/game/orca-limbo',
    player: sessionid,
  });
  const token = new URL(launched.body.data.url).searchParams.get('token')!;
  const session = (
    await t.request({ method: 'POST', url: '/api/v1/play/session', payload: { token } })
  ).body.data.sessionToken as string;
  const played = await t.request({
    method: 'POST',
    url: '/api/v1/play/limbo',
    headers: { 'x-game-session': session },
    payload: { bet, target: 2 },
  });
  expect(played.status).toBe(200);
  return played.body.data.balance as string;
}

describe('the private channel', () => {
  it("opens for a live player session and pushes that player's balance after each change, and no one else's", async () => {
    const { sessionid } = await fundedPlayer(t, 'Privy01', '300');
    const { sessionid: other } = await fundedPlayer(t, 'Privy02', '300');
    const live = open(`${base}/api/v1/live?apiKey=${TEST_API_KEY}`);
    await new Promise((resolve) => live.socket.once('open', resolve));
    live.socket.send(JSON.stringify({ type: 'auth', playerSession: sessionid }));
    await live.next((m) => m.type === 'private.open');

    const after = await betOnLimbo(sessionid, '7');
    const pushed = await live.next((m) => m.type === 'player.balance' && m.total === after);
    expect(pushed).toMatchObject({ currency: 'EUR', total: after, bonus: '0.00' });

    // Another player's bet reaches their own channel only.
    const otherAfter = await betOnLimbo(other, '11');
    await betOnLimbo(sessionid, '3');
    const mine = await live.next((m) => m.type === 'player.balance' && m.total !== after);
    expect(mine.total).not.toBe(otherAfter);
    await expect(
      live.next((m) => m.type === 'player.balance' && m.total === otherAfter, 300),
    ).rejects.toThrow();
    live.socket.close();
  });

  it('refuses a dead session, and closes when the session ends (log-out elsewhere)', async () => {
    const live = open(`${base}/api/v1/live?apiKey=${TEST_API_KEY}`);
    await new Promise((resolve) => live.socket.once('open', resolve));
    live.socket.send(JSON.stringify({ type: 'auth', playerSession: 'not-a-session' }));
    await live.next((m) => m.type === 'private.closed' && m.reason === 'session_expired');

    const { sessionid } = await fundedPlayer(t, 'Privy03', '100');
    live.socket.send(JSON.stringify({ type: 'auth', playerSession: sessionid }));
    await live.next((m) => m.type === 'private.open');
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/player/logout', player: sessionid })).status,
    ).toBe(200);
    const closed = await live.next(
      (m) => m.type === 'private.closed' && m.reason === 'session_expired',
    );
    expect(closed).toBeTruthy();
    live.socket.close();
  });

  it('closes a socket that sends more auth messages than a person would', async () => {
    const socket = new WebSocket(`${base}/api/v1/live?apiKey=${TEST_API_KEY}`);
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.on('close', (c: number) => resolve(c)));
    for (let i = 0; i <= LIVE_AUTH_MESSAGES_PER_MINUTE; i += 1)
      socket.send(JSON.stringify({ type: 'auth', playerSession: `guess-${i}` }));
    expect(await closed).toBe(4429);
  });

  it('closes the socket on a message that is not the protocol', async () => {
    const socket = new WebSocket(`${base}/api/v1/live?apiKey=${TEST_API_KEY}`);
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'subscribe', channel: 'player.1' }));
    const code = await new Promise<number>((resolve) =>
      socket.on('close', (c: number) => resolve(c)),
    );
    expect(code).toBe(4400);
  });
});
