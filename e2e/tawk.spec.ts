import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, logInThroughDialog, PLAYER_PASSWORD, uniqueName, visitor } from './browser';

/**
 * Tawk.to against a local stand-in: a second Orca server configured for Tawk loads the widget from
 * a local origin (TAWK_EMBED_ORIGIN) whose script records the JavaScript API calls it receives.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const API_KEY = 'e2e-tawk-api-key-0123456789';
const TAWK = {
  propertyId: '64f0e2e0a0b1c2d3e4f5a6b7',
  widgetId: '1hstandin',
  apiKey: 'tawk-e2e-secret-key',
};

/** What Tawk's embed script does for Orca, recorded: the API object gains its methods, then onLoad runs. */
const STAND_IN_SCRIPT = `(function () {
  var api = (window.Tawk_API = window.Tawk_API || {});
  var calls = (window.__tawkCalls = window.__tawkCalls || []);
  api.setAttributes = function (attributes, callback) { calls.push({ method: 'setAttributes', attributes: attributes, at: Date.now() }); if (callback) callback(); };
  api.logout = function (callback) { calls.push({ method: 'logout', at: Date.now() }); if (callback) callback(); };
  api.endChat = function () { calls.push({ method: 'endChat', at: Date.now() }); };
  api.maximize = function () { calls.push({ method: 'maximize', at: Date.now() }); };
  api.showWidget = function () {};
  window.__tawkLoadedAt = Date.now();
  if (typeof api.onLoad === 'function') api.onLoad();
})();`;

interface TawkCall {
  method: string;
  attributes?: Record<string, string>;
  at: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

let browser: Browser;
let standIn: Server;
let standInOrigin: string;
let orca: ChildProcess;
let orcaUrl: string;
let dataDir: string;
const scriptRequests: string[] = [];

beforeAll(async () => {
  browser = await launch();
  const standInPort = await freePort();
  standInOrigin = `http://127.0.0.1:${standInPort}`;
  standIn = createHttpServer((request, response) => {
    // The test's browser context adds X-Forwarded-For to every request, so the cross-origin script asks first.
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'access-control-allow-methods': 'GET',
      });
      response.end();
      return;
    }
    scriptRequests.push(request.url ?? '');
    response.writeHead(200, {
      'content-type': 'application/javascript',
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
    });
    response.end(STAND_IN_SCRIPT);
  });
  await new Promise<void>((resolve) => standIn.listen(standInPort, '127.0.0.1', resolve));

  const [port, adminPort] = [await freePort(), await freePort()];
  orcaUrl = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'orca-e2e-tawk-'));
  const output: string[] = [];
  orca = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      ADMIN_PORT: String(adminPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: orcaUrl,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      ORCA_MODE: 'demo',
      API_KEY,
      DATABASE_URL: '',
      SMTP_URL: '',
      REDIS_URL: '',
      TAWK_PROPERTY_ID: TAWK.propertyId,
      TAWK_API_KEY: TAWK.apiKey,
      TAWK_WIDGET_ID: TAWK.widgetId,
      TAWK_EMBED_ORIGIN: standInOrigin,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  orca.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  orca.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (orca.exitCode !== null) throw new Error(`the Tawk server exited: ${output.join('')}`);
    if (Date.now() > deadline) throw new Error(`the Tawk server did not start: ${output.join('')}`);
    try {
      if ((await fetch(`${orcaUrl}/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});
afterAll(async () => {
  await browser?.close();
  orca?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  if (orca && orca.exitCode === null) orca.kill('SIGKILL');
  await new Promise<void>((resolve) => (standIn ? standIn.close(() => resolve()) : resolve()));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function orcaApi<T>(
  method: string,
  url: string,
  options: { body?: unknown; anon?: string; player?: string } = {},
): Promise<T> {
  const response = await fetch(`${orcaUrl}/api/v1${url}`, {
    method,
    headers: {
      'api-key': API_KEY,
      'content-type': 'application/json',
      ...(options.anon ? { 'x-anon-session': options.anon } : {}),
      ...(options.player ? { 'x-player-session': options.player } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const body = (await response.json()) as { info: { success: boolean; message: string }; data: T };
  if (!body.info.success) throw new Error(`${method} ${url}: ${body.info.message}`);
  return body.data;
}

const callsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __tawkCalls?: TawkCall[] }).__tawkCalls ?? []);

describe('Tawk.to', () => {
  it('names Tawk’s hosts in the CSP of a configured site', async () => {
    const csp = (await fetch(orcaUrl)).headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toContain(standInOrigin);
    expect(directive('connect-src')).toContain('wss://*.tawk.to');
    expect(directive('frame-src')).toContain(standInOrigin);
  });

  it('loads the widget, tells it who the player is 2 s after load and after log-in, and clears it at log-out', async () => {
    const username = uniqueName('tawk');
    const email = `${username.toLowerCase()}@example.com`;
    const anon = await orcaApi<{ anonSessionId: string }>('GET', '/anon');
    await orcaApi('POST', '/register/long', {
      anon: anon.anonSessionId,
      body: {
        username,
        email,
        password: PLAYER_PASSWORD,
        password_confirmation: PLAYER_PASSWORD,
        currency: 'EUR',
        birthdate: '17-05-1990',
        country: 'GB',
        privacy: true,
        terms: true,
      },
    });
    const expectedHash = createHmac('sha256', TAWK.apiKey).update(email).digest('hex');

    const { context, page } = await visitor(browser);
    await page.goto(orcaUrl);
    await page.waitForFunction(
      () => typeof (window as unknown as { __tawkLoadedAt?: number }).__tawkLoadedAt === 'number',
    );
    expect(scriptRequests).toContain(`/${TAWK.propertyId}/${TAWK.widgetId}`);
    // A visitor: nothing to tell the widget.
    await page.waitForTimeout(2500);
    expect(await callsOf(page)).toEqual([]);

    await logInThroughDialog(page, username, PLAYER_PASSWORD);
    await expect
      .poll(async () => (await callsOf(page)).filter((c) => c.method === 'setAttributes').length, {
        timeout: 10_000,
      })
      .toBe(1);
    const [afterLogin] = (await callsOf(page)).filter((c) => c.method === 'setAttributes');
    expect(afterLogin?.attributes).toMatchObject({
      name: username,
      email,
      hash: expectedHash,
      balance: '0.00 EUR',
    });

    // A reload: the sync waits 2 s after the widget has loaded.
    await page.reload();
    await page.waitForFunction(
      () => typeof (window as unknown as { __tawkLoadedAt?: number }).__tawkLoadedAt === 'number',
    );
    await expect
      .poll(async () => (await callsOf(page)).filter((c) => c.method === 'setAttributes').length, {
        timeout: 10_000,
      })
      .toBe(1);
    const loadedAt = await page.evaluate(
      () => (window as unknown as { __tawkLoadedAt: number }).__tawkLoadedAt,
    );
    const [afterLoad] = (await callsOf(page)).filter((c) => c.method === 'setAttributes');
    expect(afterLoad!.at - loadedAt).toBeGreaterThanOrEqual(1900);
    expect(afterLoad?.attributes?.hash).toBe(expectedHash);

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect
      .poll(async () => (await callsOf(page)).map((c) => c.method), { timeout: 10_000 })
      .toEqual(['setAttributes', 'logout']);
    await context.close();
  });
});
