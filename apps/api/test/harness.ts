import { eq } from 'drizzle-orm';
import type { OperatorRole } from '@orca/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, servicesOf } from '../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { captchas, sessions } from '../src/db/schema/index.ts';
import { seedSkin } from '../src/db/seed.ts';
import { hashToken } from '../src/platform/tokens.ts';
import { loadConfig, type Config } from '../src/platform/config.ts';
import { freePort } from './processes.ts';

export const TEST_API_KEY = 'test-api-key-0123456789';

/** What the run's global setup provided; nothing outside a Vitest run (a script using the harness), which then migrates. */
function provided(key: 'pgliteImage' | 'postgresTemplate'): string {
  try {
    return inject(key);
  } catch {
    return '';
  }
}

/** The run's migrated PGlite image, read once per test file (test/database-image.ts writes it). */
let pgliteImage: Blob | undefined;
function migratedPglite(): Blob | undefined {
  const file = provided('pgliteImage');
  if (file && !pgliteImage) pgliteImage = new Blob([readFileSync(file)]);
  return pgliteImage;
}

function watched(handle: DatabaseHandle, onQuery?: (query: string) => void): DatabaseHandle {
  if (onQuery) handle.watchQueries(onQuery);
  return handle;
}

/**
 * PostgreSQL when the run asks for it (ORCA_TEST_DB=postgres), PGlite in memory otherwise; both
 * start from the run's migrated image, so migrating is only checked, not done again.
 */
async function openTestDatabase(onQuery?: (query: string) => void): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.ORCA_TEST_DB !== 'postgres')
    return watched(await openDatabase({ pgliteImage: migratedPglite() }), onQuery);
  if (!url) throw new Error('ORCA_TEST_DB=postgres needs TEST_DATABASE_URL');
  // Each test file gets a database of its own, so files run in parallel without seeing each other.
  const name = `orca_test_${process.pid}_${Math.floor(performance.now() * 1000)}_${crypto.randomUUID().slice(0, 8)}`;
  const template = provided('postgresTemplate');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  // The database is dropped WITH (FORCE) at the end, which ends any connection still open.
  const handle = watched(
    await openDatabase({
      databaseUrl: target.toString(),
      poolSize: 10,
      onConnectionError: () => undefined,
    }),
    onQuery,
  );
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  /** The live tables: tests drive their clock. */
  live: NonNullable<ReturnType<typeof servicesOf>>['live'];
  /** The app's background jobs: tests stop them or run one now. */
  jobs: NonNullable<ReturnType<typeof servicesOf>>['jobs'];
  database: DatabaseHandle;
  config: Config;
  request(
    options: InjectOptions & { anon?: string; player?: string; language?: string },
  ): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  anon(): Promise<string>;
  /** A visitor session holding a captcha whose answer is `answer` (the picture is not read). */
  anonWithCaptcha(answer: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Builds the app on a fresh database; `listen` also serves it over real HTTP (for webhooks and
 * peers); `onQuery` hears every statement the app sends (to count a bet's).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { listen?: boolean; onQuery?: (query: string) => void } = {},
): Promise<TestApp> {
  const port = options.listen ? await freePort() : 0;
  const publicUrl = options.listen ? `http://127.0.0.1:${port}` : 'http://orca.test';
  // Files the server writes (KYC uploads) go to a folder of this app's own, removed at close.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'orca-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    API_KEY: TEST_API_KEY,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: '1',
    // Tests feed the sportsbook the matches they need; a league playing on its own would only add load.
    SPORTS_VIRTUAL_LEAGUE: 'false',
    ...env,
  });
  const database = await openTestDatabase(options.onQuery);
  await seedSkin(database.db);
  const app = await buildApp({ config, database, logger: false });
  if (options.listen) await app.listen({ port, host: '127.0.0.1' });
  else await app.ready();

  let clients = 0;
  const request: TestApp['request'] = async ({ anon, player, language, headers, ...options }) => {
    clients += 1;
    const response = await app.inject({
      ...options,
      headers: {
        // Each call comes from its own private address unless a test names one, so per-address
        // rate limits and failure counts only meet where a test means them to.
        'x-forwarded-for': `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`,
        'api-key': TEST_API_KEY,
        ...(anon ? { 'x-anon-session': anon } : {}),
        ...(player ? { 'x-player-session': player } : {}),
        ...(language ? { 'x-language': language } : {}),
        ...headers,
      },
    });
    // Work the server does after answering (mailing a reset link) is done before the test reads on.
    await app.afterResponseSettled();
    let body: unknown = response.body;
    try {
      body = response.json();
    } catch {
      // Not JSON (static files); the raw body stays.
    }
    return { status: response.statusCode, body, headers: response.headers };
  };

  async function anon() {
    const response = await request({ method: 'GET', url: '/api/v1/anon' });
    if (response.status !== 200) throw new Error(`anon failed: ${JSON.stringify(response.body)}`);
    return response.body.data.anonSessionId as string;
  }

  const built = servicesOf(app);
  if (!built) throw new Error('buildApp keeps what it built');
  return {
    app,
    live: built.live,
    jobs: built.jobs,
    database,
    config,
    request,
    anon,
    async anonWithCaptcha(answer) {
      const visitor = await anon();
      await request({ method: 'GET', url: '/api/v1/captcha', anon: visitor });
      const [session] = await database.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(visitor)));
      if (!session) throw new Error('the visitor session is missing');
      await database.db
        .update(captchas)
        .set({ answerHash: hashToken(answer) })
        .where(eq(captchas.anonSessionId, session.id));
      return visitor;
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const VALID_SIGNUP = {
  email: 'player@example.com',
  password: 'Harbour-Lights-77',
  password_confirmation: 'Harbour-Lights-77',
  currency: 'EUR',
  birthdate: '17-05-1990',
  country: 'GB',
  privacy: true,
  terms: true,
} as const;

/** Signs up a new player and returns their session token. */
export async function signUp(
  t: TestApp,
  username: string,
  overrides: Record<string, unknown> = {},
): Promise<{ sessionid: string; anon: string }> {
  const anon = await t.anon();
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/register/long',
    anon,
    payload: {
      ...VALID_SIGNUP,
      email: `${username.toLowerCase()}@example.com`,
      username,
      ...overrides,
    },
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(response.body)}`);
  return { sessionid: response.body.data.sessionid as string, anon };
}

/** Fills in the details the cashier needs (spec section 5's completeness check). */
export async function completeProfile(
  t: TestApp,
  sessionid: string,
  username: string,
): Promise<void> {
  const save = (type: string, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: `/api/v1/player/update/${type}`, player: sessionid, payload });
  await save('personal', { first_name: 'Test', last_name: 'Player' });
  await save('contact', {
    email: `${username.toLowerCase()}@example.com`,
    mobile: '+44 20 7946 0123',
  });
  await save('address', {
    address: '1 Quay Street',
    city: 'Cardiff',
    zip_code: 'CF10 1EP',
    country: 'GB',
  });
}

/** A signed-up player with the complete profile the cashier needs. */
export async function cashierReadyPlayer(
  t: TestApp,
  username: string,
  overrides: Record<string, unknown> = {},
): Promise<{ sessionid: string; anon: string }> {
  const session = await signUp(t, username, overrides);
  await completeProfile(t, session.sessionid, username);
  return session;
}

/** A player who completed the profile and deposited through the sandbox provider's signed webhook. */
export async function fundedPlayer(
  t: TestApp,
  username: string,
  amount: string,
  overrides: Record<string, unknown> = {},
): Promise<{ sessionid: string; anon: string }> {
  const { signPayload } = await import('../src/platform/signature.ts');
  const session = await cashierReadyPlayer(t, username, overrides);
  const started = await t.request({
    method: 'POST',
    url: '/api/v1/cashier/deposit',
    player: session.sessionid,
    payload: { method: 'sandbox-bank', amount },
  });
  if (started.status !== 200) throw new Error(`deposit failed: ${JSON.stringify(started.body)}`);
  const paymentId = started.body.data.paymentId as string;
  const [whole, cents = ''] = amount.split('.');
  const amountMinor = (BigInt(whole!) * 100n + BigInt(cents.padEnd(2, '0'))).toString();
  const body = JSON.stringify({
    id: `evt-${paymentId}`,
    type: 'payment.confirmed',
    data: {
      reference: paymentId,
      checkoutId: 'test',
      amountMinor,
      currency: started.body.data.currency ?? overrides.currency ?? 'EUR',
    },
  });
  const hook = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook/sandbox',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': signPayload(t.config.SANDBOX_WEBHOOK_SECRET, body),
    },
  });
  if (hook.statusCode !== 200) throw new Error(`webhook failed: ${hook.body}`);
  return session;
}

let operatorCount = 0;

/** Every test operator's TOTP secret (enrolled at creation), so a test computes codes as an authenticator would. */
export const TEST_OPERATOR_TOTP_SECRET = 'KRSXG5CPOBSXEYLUN5ZFIT2UKBJWKY3S';
export const TEST_OPERATOR_PASSWORD = 'Back-Office-Desk-2026';

/** A new operator of `role` with TOTP enrolled, logged in with password and code; returns the x-operator-session token. */
export async function operatorSession(t: TestApp, role: OperatorRole): Promise<string> {
  operatorCount += 1;
  const username = `${role}desk${operatorCount}`;
  const { createOperatorService } = await import('../src/modules/admin/operator.service.ts');
  const { currentTotpCode } = await import('../src/modules/admin/totp.ts');
  if (
    !(await createOperatorService(t.database.db, {
      secretKey: t.config.OPERATOR_SECRET_KEY,
    }).create(username, TEST_OPERATOR_PASSWORD, role, { totpSecret: TEST_OPERATOR_TOTP_SECRET }))
  )
    throw new Error(`operator ${username} exists`);
  const step = await t.request({
    method: 'POST',
    url: '/api/v1/admin/login',
    payload: { username, password: TEST_OPERATOR_PASSWORD },
  });
  if (step.status !== 200) throw new Error(`operator login failed: ${JSON.stringify(step.body)}`);
  const code = await currentTotpCode(TEST_OPERATOR_TOTP_SECRET);
  const session = await t.request({
    method: 'POST',
    url: '/api/v1/admin/login/code',
    payload: { challenge: step.body.data.challenge, code },
  });
  if (session.status !== 200)
    throw new Error(`operator code failed: ${JSON.stringify(session.body)}`);
  return session.body.data.sessionid as string;
}
