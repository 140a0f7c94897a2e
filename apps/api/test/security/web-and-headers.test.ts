import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderIndexHtml } from '../../src/platform/web-app.ts';
import { createTestApp, signUp, TEST_API_KEY, type TestApp } from '../harness.ts';

/**
 * What the server sends with its pages and answers: the runtime API key in the page, cache rules
 * that never leave a stale app or a player's data in a cache, a CSP that lets the page talk only
 * to its own site, and client addresses that only trusted proxies can set.
 */
const webDist = mkdtempSync(path.join(tmpdir(), 'orca-web-dist-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><meta name="orca-api-key" content="" /><title>Orca</title></head><body><div id="root"></div><script type="module" src="/assets/index-3f2a1b.js"></script></body></html>',
);
writeFileSync(path.join(webDist, 'assets', 'index-3f2a1b.js'), 'console.log("orca")');
// The build writes compressed twins beside each asset (apps/web/vite.config.ts); their bodies here only tell them apart.
writeFileSync(path.join(webDist, 'assets', 'index-3f2a1b.js.br'), 'brotli bytes');
writeFileSync(path.join(webDist, 'assets', 'index-3f2a1b.js.gz'), 'gzip bytes');
writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the page and its assets', () => {
  it('carries the configured API key in the page, not the demo key baked into a build', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<meta name="orca-api-key" content="${TEST_API_KEY}" />`);
    expect(page.body.match(/orca-api-key/g)).toHaveLength(1);
    expect(page.body).not.toContain('orca-demo-public-key');
  });

  it('escapes the key it writes into the page', () => {
    const html = renderIndexHtml(
      '<html><head><meta name="orca-api-key" content="" /></head></html>',
      { apiKey: 'key-"><script>x</script>' },
    );
    expect(html).toContain('content="key-&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(html).not.toContain('<script>');
  });

  it('serves index.html with no-cache on every path, /index.html included, so a deploy is seen at once', async () => {
    for (const url of ['/', '/casino', '/index.html', '/profile/details?tab=1']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.body, url).toContain('orca-api-key');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/casino' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-cache');
  });

  it('keeps hashed assets for a year and other files for an hour', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-3f2a1b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("sends the build's compressed twin of an asset to a browser that accepts it, and the plain file to one that does not", async () => {
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/assets/index-3f2a1b.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toBe('brotli bytes');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toBe('accept-encoding');
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/index-3f2a1b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe('gzip bytes');
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/index-3f2a1b.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("orca")');
  });

  it('lets the page open sockets and frames only to its own site and https providers', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(page.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('connect-src').split(' ')).toEqual([
      'connect-src',
      "'self'",
      'ws://orca.test',
    ]);
    expect(directive('frame-src')).not.toMatch(/\shttp:|\sws:|\swss:|\s\*/);
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
    // The captcha's recording plays from a data: address; media from anywhere else stays refused.
    expect(directive('media-src').split(' ')).toEqual(['media-src', "'self'", 'data:']);
  });
});

describe('https sites', () => {
  it('send HSTS and upgrade insecure requests whenever the public URL is https', async () => {
    const secure = await createTestApp({
      WEB_DIST: webDist,
      PUBLIC_URL: 'https://casino.example.com',
    });
    try {
      const page = await secure.app.inject({ method: 'GET', url: '/' });
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(page.headers['content-security-policy'])).toContain(
        "connect-src 'self' wss://casino.example.com",
      );
      expect(String(page.headers['content-security-policy'])).toContain(
        'upgrade-insecure-requests',
      );
      const answer = await secure.request({ method: 'GET', url: '/api/v1/skinConfig/all' });
      expect(answer.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await secure.close();
    }
  });
});

describe('private answers', () => {
  it('marks every API answer no-store, so no browser or proxy keeps a player data', async () => {
    const { sessionid } = await signUp(t, 'Nostore01');
    for (const url of [
      '/api/v1/player',
      '/api/v1/player/balance',
      '/api/v1/player/transactions/pendingWithdrawals',
      '/api/v1/fair/seeds',
      '/api/v1/player/gameRounds',
    ]) {
      const response = await t.request({ method: 'GET', url, player: sessionid });
      expect(response.status, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await t.request({ method: 'GET', url: '/api/v1/player' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('client addresses behind proxies', () => {
  // 81.2.69.142 is in GB, 8.8.8.8 in the US (a blocked country) in the GeoLite data geoip-lite ships.
  it('reads only the hop its one trusted proxy added: a US visitor cannot pass for a British one', async () => {
    const spoofed = await t.request({
      method: 'GET',
      url: '/api/v1/anon',
      headers: { 'x-forwarded-for': '81.2.69.142, 8.8.8.8' },
    });
    expect(spoofed.status).toBe(403);
    expect(spoofed.body.info.resultCode).toBe('restriction_error');
    const honest = await t.request({
      method: 'GET',
      url: '/api/v1/anon',
      headers: { 'x-forwarded-for': '8.8.8.8, 81.2.69.142' },
    });
    expect(honest.status).toBe(200);
  });

  it('trusts only the proxy addresses it is given', async () => {
    // The load balancer (inject's 127.0.0.1) and an internal hop in 10/8 are the proxies.
    const behindList = await createTestApp({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' });
    try {
      const viaTrusted = await behindList.request({
        method: 'GET',
        url: '/api/v1/anon',
        headers: { 'x-forwarded-for': '8.8.8.8, 10.1.2.3' },
      });
      expect(viaTrusted.body.info.resultCode).toBe('restriction_error');
      // The first address from the right that is not a proxy is the client; what it claims is ignored.
      const spoofed = await behindList.request({
        method: 'GET',
        url: '/api/v1/anon',
        headers: { 'x-forwarded-for': '81.2.69.142, 8.8.8.8, 10.1.2.3' },
      });
      expect(spoofed.body.info.resultCode).toBe('restriction_error');
    } finally {
      await behindList.close();
    }
  });
});

describe('the demo on two loopback names', () => {
  it('sends a page asked for on 127.0.0.1 to PUBLIC_URL (localhost), so the session survives mail links and payment returns', async () => {
    const demo = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'http://localhost:3999' });
    try {
      const page = await demo.app.inject({
        method: 'GET',
        url: '/cashier/deposit?payment=1',
        headers: { host: '127.0.0.1:3999' },
      });
      expect(page.statusCode).toBe(302);
      expect(page.headers.location).toBe('http://localhost:3999/cashier/deposit?payment=1');
      const same = await demo.app.inject({
        method: 'GET',
        url: '/casino',
        headers: { host: 'localhost:3999' },
      });
      expect(same.statusCode).toBe(200);
      // The API answers on either name (the page is on one of them already).
      const api = await demo.request({
        method: 'GET',
        url: '/api/v1/skinConfig/all',
        headers: { host: '127.0.0.1:3999', 'api-key': TEST_API_KEY },
      });
      expect(api.status).toBe(200);
    } finally {
      await demo.close();
    }
  });
});
