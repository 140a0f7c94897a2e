import { PROVIDER_SIGNATURE_HEADER } from '@orca/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPayload } from '../../src/platform/signature.ts';
import { createTestApp, signUp, type TestApp } from '../harness.ts';
import { REEF_TEST_ENV } from '../provider-wallet.ts';

/**
 * Walks every API route in the OpenAPI document: each declares who may call it (`x-access`, from
 * `config.access`), and each kind of caller's guard refuses a caller who is not that kind, so a
 * route added later is checked without anyone listing it here. Back-office permissions are walked
 * in more depth by admin.access.test.ts.
 */

interface Route {
  method: string;
  url: string;
  access: string | undefined;
}

const KINDS = ['public', 'anon', 'player', 'game_session', 'provider:wallet'];

let t: TestApp;
let routes: Route[];
let player: string;

beforeAll(async () => {
  t = await createTestApp(REEF_TEST_ENV);
  ({ sessionid: player } = await signUp(t, 'Bystander02'));
  const doc = t.app.swagger() as { paths: Record<string, Record<string, { 'x-access'?: string }>> };
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/v1/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        // The reference provider's id where a provider is named, well-formed ids elsewhere: a
        // refusal can only come from the guard.
        url: path.replace('{providerId}', 'reef').replace(/\{(\w+)\}/g, '1'),
        access: operation['x-access'],
      })),
    );
});
afterAll(() => t.close());

const call = (
  route: Route,
  options: {
    headers?: Record<string, string>;
    anon?: string;
    player?: string;
    payload?: string;
  } = {},
) =>
  t.request({
    method: route.method,
    url: route.url,
    headers: { 'content-type': 'application/json', ...options.headers },
    ...(options.anon ? { anon: options.anon } : {}),
    ...(options.player ? { player: options.player } : {}),
    ...(route.method === 'GET' || route.method === 'HEAD'
      ? {}
      : { payload: options.payload ?? '{}' }),
  });

const outcome = (response: { status: number; body: { info?: { resultCode?: string } } }) => [
  response.status,
  response.body.info?.resultCode,
];

describe('route access', () => {
  it('finds every kind of caller declared, and every route declaring one', () => {
    expect(routes.length).toBeGreaterThan(60);
    for (const route of routes) {
      expect(route.access, `${route.method} ${route.url}`).toBeDefined();
      if (!route.access!.startsWith('operator:'))
        expect(KINDS, `${route.method} ${route.url}`).toContain(route.access);
    }
    const declared = new Set(
      routes.map((route) => (route.access!.startsWith('operator:') ? 'operator' : route.access)),
    );
    expect([...declared].sort()).toEqual([
      'anon',
      'game_session',
      'operator',
      'player',
      'provider:wallet',
      'public',
    ]);
  });

  it('refuses a caller without a session on visitor routes, and a visitor on player routes', async () => {
    const anonymous = await t.anon();
    for (const route of routes.filter((route) => route.access === 'anon')) {
      expect(outcome(await call(route)), `${route.method} ${route.url}`).toEqual([
        401,
        'anon_session_required',
      ]);
    }
    for (const route of routes.filter((route) => route.access === 'player')) {
      const name = `${route.method} ${route.url}`;
      expect(outcome(await call(route)), `${name} with no session`).toEqual([
        401,
        'login_required',
      ]);
      expect(outcome(await call(route, { anon: anonymous })), `${name} as a visitor`).toEqual([
        401,
        'login_required',
      ]);
      expect(
        outcome(await call(route, { player: `${player}x` })),
        `${name} with a dead session`,
      ).toEqual([401, 'session_expired']);
    }
  });

  it("refuses game routes without the game client's session, even to a logged-in player", async () => {
    const gameRoutes = routes.filter((route) => route.access === 'game_session');
    expect(gameRoutes.length).toBeGreaterThanOrEqual(10);
    for (const route of gameRoutes) {
      expect(outcome(await call(route, { player })), `${route.method} ${route.url}`).toEqual([
        401,
        'game_session_invalid',
      ]);
    }
  });

  it('refuses provider calls that are unsigned, signed with another secret, or for an unknown provider', async () => {
    const providerRoutes = routes.filter((route) => route.access === 'provider:wallet');
    expect(providerRoutes.length).toBe(9);
    const body = JSON.stringify({ sessionToken: 'x', launchToken: 'x' });
    for (const route of providerRoutes) {
      const name = `${route.method} ${route.url}`;
      expect(outcome(await call(route, { payload: body })), `${name} unsigned`).toEqual([
        401,
        'invalid_signature',
      ]);
      const forged = { [PROVIDER_SIGNATURE_HEADER]: signPayload('not-the-secret', body) };
      expect(
        outcome(await call(route, { payload: body, headers: forged })),
        `${name} forged`,
      ).toEqual([401, 'invalid_signature']);
      const unknown = { ...route, url: route.url.replace('/provider/reef/', '/provider/nobody/') };
      expect(
        outcome(await call(unknown, { payload: body, headers: forged })),
        `${name} unknown provider`,
      ).toEqual([401, 'invalid_signature']);
    }
  });
});
