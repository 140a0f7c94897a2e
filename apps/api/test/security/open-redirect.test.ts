import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const launch = (query: Record<string, string>, player?: string) =>
  t.request({
    method: 'GET',
    url: `/api/v1/player/game/orca-dice?${new URLSearchParams({ play_for_fun: '1', ...query }).toString()}`,
    ...(player ? { player } : {}),
  });

/** The links the game client's Home and Deposit buttons follow, as the game session reports them. */
async function linksOf(launched: { body: { data: { url: string } } }) {
  const token = new URL(launched.body.data.url).searchParams.get('token')!;
  const session = await t.request({
    method: 'POST',
    url: '/api/v1/play/session',
    payload: { token },
  });
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  return {
    homeUrl: session.body.data.homeUrl as string | null,
    cashierUrl: session.body.data.cashierUrl as string | null,
  };
}

describe('GET /player/game/{id}: homeUrl and cashierUrl (open redirect)', () => {
  it.each([
    // Sent percent-encoded, as an attacker's link would carry them; the server sees them decoded.
    ['an encoded backslash', '/%5Cevil.example/x'],
    ['a backslash', '/\\evil.example/x'],
    ['a tab before the second slash', '/\t/evil.example'],
    ['a scheme-relative address', '//evil.example/x'],
    ['another site', 'https://evil.example/'],
    ['script', 'javascript:alert(document.domain)'],
  ])(
    'refuses a homeUrl with %s, so the Home button cannot leave the site',
    async (_what, homeUrl) => {
      const response = await launch({ homeUrl });
      expect(response.status).toBe(400);
      expect(response.body.info.resultCode).toBe('validation_error');
    },
  );

  it('refuses an off-site cashierUrl for a real-money launch too', async () => {
    const { sessionid } = await signUp(t, 'Redirected1');
    const response = await t.request({
      method: 'GET',
      url: `/api/v1/player/game/orca-dice?homeUrl=/&cashierUrl=${encodeURIComponent('/\\evil.example/deposit')}`,
      player: sessionid,
    });
    expect(response.status).toBe(400);
    expect(response.body.info.resultCode).toBe('validation_error');
  });

  it('keeps same-origin paths with their query for the game client', async () => {
    const launched = await launch({ homeUrl: '/ok/path?x=1', cashierUrl: '/cashier/deposit' });
    expect(launched.status, JSON.stringify(launched.body)).toBe(200);
    expect(await linksOf(launched)).toEqual({
      homeUrl: '/ok/path?x=1',
      cashierUrl: '/cashier/deposit',
    });
  });
});
