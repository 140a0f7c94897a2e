import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('api-key', () => {
  it('refuses a call without the api-key with invalid_api_key in the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/anon' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      info: { success: false, resultCode: 'invalid_api_key' },
      data: null,
    });
  });

  it('refuses a wrong api-key and answers in the requested language', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/anon',
      headers: { 'api-key': 'wrong-key-000000' },
      language: 'de',
    });
    expect(response.status).toBe(401);
    expect(response.body.info.resultCode).toBe('invalid_api_key');
    expect(response.body.info.message).not.toBe('Missing or invalid API key.');
  });

  it("spares only the live sockets' exact paths, not the routes beside them", async () => {
    for (const url of [
      '/api/v1/live/tables',
      '/api/v1/live/tables/1/history',
      '/api/v1/livex',
      '/api/v1/admin/live/x',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().info.resultCode, url).toBe('invalid_api_key');
    }
    // The socket path itself checks the key in its query (a browser cannot set a WebSocket header).
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/live' })).body).not.toContain(
      'invalid_api_key',
    );
  });

  it('answers an unknown route with route_not_found', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/no/such/route' });
    expect(response.status).toBe(404);
    expect(response.body.info.resultCode).toBe('route_not_found');
  });
});

describe('GET /anon', () => {
  it('creates an anonymous session that /checkAnonSession accepts', async () => {
    const anon = await t.anon();
    expect(anon).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const check = await t.request({ method: 'GET', url: '/api/v1/checkAnonSession', anon });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({
      info: { success: true, resultCode: 'ok' },
      data: { valid: true },
    });
  });

  it('issues a different token each time', async () => {
    expect(await t.anon()).not.toBe(await t.anon());
  });

  it('rejects an unknown anonymous token', async () => {
    const check = await t.request({
      method: 'GET',
      url: '/api/v1/checkAnonSession',
      anon: 'not-a-real-session',
    });
    expect(check.status).toBe(401);
    expect(check.body.info.resultCode).toBe('anon_session_required');
  });

  it.each([
    ['the USA', '8.8.8.8'],
    ['Paris', '80.12.1.1'],
  ])('answers restriction_error to a visitor from %s', async (_where, ip) => {
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/anon',
      headers: { 'x-forwarded-for': ip },
    });
    expect(response.status).toBe(403);
    expect(response.body.info.resultCode).toBe('restriction_error');
  });

  it('answers restriction_error to the start check of a session its holder brought to Paris', async () => {
    const anon = (
      await t.request({
        method: 'GET',
        url: '/api/v1/anon',
        headers: { 'x-forwarded-for': '81.2.69.142' },
      })
    ).body.data.anonSessionId as string;
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/v1/checkAnonSession',
          anon,
          headers: { 'x-forwarded-for': '81.2.69.142' },
        })
      ).status,
    ).toBe(200);
    const fromParis = await t.request({
      method: 'GET',
      url: '/api/v1/checkAnonSession',
      anon,
      headers: { 'x-forwarded-for': '80.12.1.1' },
    });
    expect(fromParis.status).toBe(403);
    expect(fromParis.body.info.resultCode).toBe('restriction_error');
  });

  it('lets a visitor from Great Britain in and reports the country', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/anon',
      headers: { 'x-forwarded-for': '81.2.69.142' },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.countrycode).toBe('gb');
  });
});

describe('GET /geo', () => {
  it('returns country_code2 and city of the caller', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/geo',
      headers: { 'x-forwarded-for': '80.12.1.1' },
    });
    expect(response.body.data).toEqual({ country_code2: 'FR', city: 'Paris' });
  });
});
