import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR, DEMO_PLAYER } from '../../src/db/seed.ts';
import { DEMO_OPERATOR_SECRET_KEY } from '../../src/platform/config.ts';
import { freePort, ROOT, serverProcess, type ServerProcess } from '../processes.ts';

/**
 * The real server entry (`npm start`'s) in production mode: it refuses the published demo secrets
 * by name, and with real ones it starts with nothing of the demo: no demo accounts, no mailbox, no
 * sandbox payments.
 */
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  API_KEY: 'production-skin-key-2026',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  MAIL_FROM: 'Orca <no-reply@casino.example.com>',
  LOG_LEVEL: 'warn',
  OPERATOR_SECRET_KEY: 'l4yC8UOc7gMsR1Rcm/P9+kA5J6qCkHynzfFcSXlwlos=',
};

/** Runs the server entry until it exits by itself (a refused start), with its output. */
function runUntilExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'orca-refused-'));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not refuse to start: ${output}`));
    }, 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output });
    });
  });
}

describe('production mode refusing to start', () => {
  it('names every published demo secret and every missing setting, and exits', async () => {
    const port = await freePort();
    const { code, output } = await runUntilExit({
      NODE_ENV: 'production',
      PORT: String(port),
      SANDBOX_PAYMENTS: '1',
      SANDBOX_WEBHOOK_SECRET: 'orca-sandbox-webhook-secret-demo',
      REFERENCE_PROVIDER_URL: 'https://games.example.com',
      REFERENCE_PROVIDER_SECRET: 'orca-reef-wallet-secret-demo',
      OPERATOR_SECRET_KEY: DEMO_OPERATOR_SECRET_KEY,
    });
    expect(code).toBe(2);
    expect(output).toContain('refuses to start in production mode');
    for (const name of [
      'API_KEY',
      'SMTP_URL',
      'PUBLIC_URL',
      'SANDBOX_WEBHOOK_SECRET',
      'REFERENCE_PROVIDER_SECRET',
      'OPERATOR_SECRET_KEY',
    ])
      expect(output).toContain(`${name}:`);
    expect(output).toContain('OPERATOR_SECRET_KEY: is the published demo key');
  });

  it('refuses a PostgreSQL database with no mode chosen, rather than run the demo on it', async () => {
    const { code, output } = await runUntilExit({
      DATABASE_URL: 'postgres://orca@127.0.0.1:1/orca',
    });
    expect(code).toBe(2);
    expect(output).toContain('NODE_ENV=production');
  });
});

describe('production mode with real secrets', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await serverProcess(PRODUCTION_ENV);
    await server.start();
  });
  afterAll(() => server?.stop());

  const api = (url: string, init: RequestInit = {}) =>
    fetch(`${server.url}/api/v1${url}`, {
      ...init,
      headers: {
        'api-key': PRODUCTION_ENV.API_KEY,
        'content-type': 'application/json',
        ...init.headers,
      },
    });

  it('says it runs in production mode', () => {
    expect(server.output()).toContain('Production mode.');
    expect(server.output()).not.toContain('DEMO MODE');
    expect(server.output()).not.toContain(DEMO_OPERATOR.password);
  });

  it('has no demo routes: mailbox, demo API and sandbox payment pages answer 404', async () => {
    expect((await api('/demo/mailbox')).status).toBe(404);
    expect((await fetch(`${server.url}/mailbox`)).status).toBe(404);
    expect(
      (await fetch(`${server.url}/sandbox-pay/checkout/00000000-0000-4000-8000-000000000000`))
        .status,
    ).toBe(404);
    expect((await api('/payments/webhook/sandbox', { method: 'POST', body: '{}' })).status).toBe(
      404,
    );
  });

  it('refuses the demo operator and the demo player', async () => {
    // The back-office API answers on the admin listener only.
    expect(
      (await api('/admin/login', { method: 'POST', body: JSON.stringify(DEMO_OPERATOR) })).status,
    ).toBe(404);
    const operator = await fetch(`${server.adminUrl}/api/v1/admin/login`, {
      method: 'POST',
      headers: { 'api-key': PRODUCTION_ENV.API_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_OPERATOR),
    });
    expect(operator.status).toBe(401);
    expect((await operator.json()).info.resultCode).toBe('invalid_username_or_password');
    const anon = await api('/anon', { headers: { 'x-forwarded-for': '81.2.69.142' } });
    const anonId = (await anon.json()).data.anonSessionId as string;
    const player = await api('/player/login', {
      method: 'POST',
      headers: { 'x-anon-session': anonId },
      body: JSON.stringify({ username: DEMO_PLAYER.username, password: DEMO_PLAYER.password }),
    });
    expect((await player.json()).info.resultCode).toBe('invalid_username_or_password');
  });

  it('tells the web app it is not a demo, and offers no sandbox payment method', async () => {
    const skin = await (await api('/skinConfig/all')).json();
    expect(skin.data.isDemo).toBe(false);
    const ip = { 'x-forwarded-for': '81.2.69.143' };
    const anonId = (await (await api('/anon', { headers: ip })).json()).data
      .anonSessionId as string;
    const signUp = await api('/register/long', {
      method: 'POST',
      headers: { ...ip, 'x-anon-session': anonId },
      body: JSON.stringify({
        username: 'Realmoney1',
        email: 'realmoney1@example.com',
        password: 'Harbour-Lights-77',
        password_confirmation: 'Harbour-Lights-77',
        currency: 'EUR',
        birthdate: '17-05-1990',
        country: 'GB',
        privacy: true,
        terms: true,
      }),
    });
    const session = (await signUp.json()).data.sessionid as string;
    const methods = await (
      await api('/cashier/methods', { headers: { ...ip, 'x-player-session': session } })
    ).json();
    expect(methods.info.success).toBe(true);
    expect(methods.data).toEqual([]);
    const deposit = await api('/cashier/deposit', {
      method: 'POST',
      headers: { ...ip, 'x-player-session': session },
      body: JSON.stringify({ method: 'sandbox-card', amount: '20' }),
    });
    expect((await deposit.json()).info.resultCode).toBe('validation_error');
  });
});
