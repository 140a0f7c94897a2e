import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from './harness.ts';

/**
 * Sends malformed input to every documented route, as anonymous visitor and as player:
 * whatever arrives, the answer is an envelope with a 4xx or a 2xx, never a 500.
 */
let t: TestApp;
let player: string;
let anon: string;
let routes: { method: string; url: string }[];

beforeAll(async () => {
  t = await createTestApp();
  ({ sessionid: player, anon } = await signUp(t, 'Fuzzer001'));
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({
      method: method.toUpperCase(),
      url: path.replace(/\{(\w+)\}/g, 'x'),
    })),
  );
});
afterAll(() => t.close());

function expectEnvelope(status: number, body: any, where: string) {
  expect(status, where).toBeLessThan(500);
  expect(body, where).toHaveProperty('info.success');
  expect(typeof body.info.resultCode, where).toBe('string');
  expect(typeof body.info.message, where).toBe('string');
}

describe('malformed requests', () => {
  it('documents the routes it fuzzes', () => {
    expect(routes.length).toBeGreaterThan(15);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/v1/player/login' });
  });

  it('never answers 500 to arbitrary JSON bodies and query strings', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.oneof(
          fc.anything(),
          fc.dictionary(
            fc.constantFrom(
              'username',
              'password',
              'email',
              'token',
              'captcha',
              'field',
              'value',
              'birthdate',
              'country',
              'state',
              'privacy',
              'token_id',
              'mobile',
            ),
            fc.anything(),
          ),
        ),
        fc.boolean(),
        fc.string({ maxLength: 40 }),
        async (route, body, asPlayer, query) => {
          const response = await t.request({
            method: route.method,
            url: `${route.url}?q=${encodeURIComponent(query)}&type=${encodeURIComponent(query)}`,
            ...(route.method === 'GET' || route.method === 'HEAD'
              ? {}
              : {
                  payload: JSON.stringify(body) ?? 'null',
                  headers: { 'content-type': 'application/json' },
                }),
            anon,
            ...(asPlayer ? { player } : {}),
          });
          if (route.url.endsWith('/player/logout')) return; // would end the fuzzing session
          expectEnvelope(response.status, response.body, `${route.method} ${route.url}`);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('never answers 500 to NUL bytes, broken encodings and over-long segments in paths, queries and bodies', async () => {
    const nasty = fc.oneof(
      fc.constantFrom(
        '%00',
        'a%00b',
        '%E0%A4%A',
        '%',
        '%zz',
        '..%2F..%2F',
        'x'.repeat(600),
        '%C0%AF',
        '\u0000',
      ),
      fc.string({ unit: 'binary', maxLength: 12 }).map(encodeURIComponent),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        nasty,
        fc.string({ unit: 'binary', maxLength: 12 }),
        fc.boolean(),
        async (route, segment, text, asPlayer) => {
          const url = route.url.replace(/\/x(?=\/|$)/g, `/${segment}`);
          const response = await t.request({
            method: route.method,
            url: `${url}?q=${segment}&search=${segment}`,
            ...(route.method === 'GET' || route.method === 'HEAD'
              ? {}
              : {
                  payload: JSON.stringify({
                    username: text,
                    email: text,
                    password: text,
                    token: text,
                    field: 'username',
                    value: text,
                    amount: text,
                    method: text,
                  }),
                  headers: { 'content-type': 'application/json' },
                }),
            anon,
            ...(asPlayer ? { player } : {}),
          });
          if (route.url.endsWith('/player/logout')) return;
          expectEnvelope(response.status, response.body, `${route.method} ${url}`);
        },
      ),
      { numRuns: 300 },
    );
  });

  it.each([
    ['broken JSON', '{"username": ', 'application/json'],
    ['a form body', 'username=a&password=b', 'application/x-www-form-urlencoded'],
    ['plain text', 'hello', 'text/plain'],
    ['an empty JSON body', '', 'application/json'],
    ['a huge string', JSON.stringify({ username: 'a'.repeat(2_000_000) }), 'application/json'],
  ])('answers %s with an envelope error', async (_what, payload, contentType) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/player/login',
      anon,
      payload,
      headers: { 'content-type': contentType },
    });
    expectEnvelope(response.status, response.body, 'login');
    expect(response.body.info.success).toBe(false);
  });

  it('answers odd path parameters with validation_error', async () => {
    for (const url of [
      '/api/v1/register/%00',
      '/api/v1/player/schema/..%2F..%2Fetc',
      `/api/v1/player/update/${'x'.repeat(400)}`,
    ]) {
      const response = await t.request({ method: 'POST', url, anon, player, payload: {} });
      expectEnvelope(response.status, response.body, url);
    }
  });
});
