import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAdminSite, listenAdminSite } from '../../src/platform/admin-site.ts';
import { createTestApp, TEST_API_KEY, type TestApp } from '../harness.ts';
import { freePort } from '../processes.ts';

/**
 * The back office is its own origin: the same process answers it on ADMIN_PORT, and each listener
 * serves only its own site, told apart by the socket's port rather than anything a client sends.
 */
let t: TestApp;
let admin: Server;
let adminUrl: string;
const adminDist = mkdtempSync(path.join(tmpdir(), 'orca-admin-dist-'));

beforeAll(async () => {
  mkdirSync(path.join(adminDist, 'admin-assets'));
  writeFileSync(
    path.join(adminDist, 'index.html'),
    '<!doctype html><html><head><meta name="orca-api-key" content="" /><title>Orca back office</title></head><body></body></html>',
  );
  writeFileSync(
    path.join(adminDist, 'admin-assets', 'main-abc123.js'),
    'console.log("back office")',
  );
  const adminPort = await freePort();
  adminUrl = `http://127.0.0.1:${adminPort}`;
  t = await createTestApp(
    { ADMIN_PORT: String(adminPort), ADMIN_DIST: adminDist },
    { listen: true },
  );
  admin = await listenAdminSite(t.app, { port: adminPort, host: '127.0.0.1' });
});
afterAll(async () => {
  await closeAdminSite(admin);
  await t.close();
  rmSync(adminDist, { recursive: true, force: true });
});

const post = (origin: string, url: string, body: unknown) =>
  fetch(`${origin}${url}`, {
    method: 'POST',
    headers: { 'api-key': TEST_API_KEY, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the admin listener', () => {
  it('serves the back office page for its page paths, with the api key and a policy that allows no framing', async () => {
    for (const page of ['/', '/withdrawals', '/audit?actor=operator']) {
      const response = await fetch(`${adminUrl}${page}`);
      expect(response.status, page).toBe(200);
      const html = await response.text();
      expect(html, page).toContain('<title>Orca back office</title>');
      expect(html, page).toContain(`<meta name="orca-api-key" content="${TEST_API_KEY}" />`);
      expect(response.headers.get('content-security-policy'), page).toContain(
        "frame-ancestors 'none'",
      );
      expect(response.headers.get('cache-control'), page).toBe('no-cache');
    }
    const asset = await fetch(`${adminUrl}/admin-assets/main-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('answers the back-office API and nothing of the player API', async () => {
    const login = await post(adminUrl, '/api/v1/admin/login', {
      username: 'nobody',
      password: 'wrong-password',
    });
    expect([login.status, (await login.json()).info.resultCode]).toEqual([
      401,
      'invalid_username_or_password',
    ]);
    const player = await fetch(`${adminUrl}/api/v1/player/balance`, {
      headers: { 'api-key': TEST_API_KEY },
    });
    expect([player.status, (await player.json()).info.resultCode]).toEqual([
      404,
      'route_not_found',
    ]);
  });
});

describe('the player listener', () => {
  it('knows neither the back-office API nor its bundle, whatever Host the client names', async () => {
    const playerUrl = t.config.publicUrl;
    const login = await post(playerUrl, '/api/v1/admin/login', {
      username: 'nobody',
      password: 'wrong-password',
    });
    expect([login.status, (await login.json()).info.resultCode]).toEqual([404, 'route_not_found']);
    const disguised = await fetch(`${playerUrl}/api/v1/admin/me`, {
      headers: { 'api-key': TEST_API_KEY, host: new URL(adminUrl).host },
    });
    expect(disguised.status).toBe(404);
    expect((await fetch(`${playerUrl}/admin-assets/main-abc123.js`)).status).toBe(404);
  });
});
