import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

const ROOT = path.resolve(import.meta.dirname, '..');
const E2E_API_KEY = 'e2e-api-key-0123456789';

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

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer /health within ${timeoutMs} ms`);
}

/** The most of a server's log printed after the run: its warnings and errors, for a failure in CI. */
const SERVER_LOG_TAIL_LINES = 60;

/** Prints what a server logged at warn and above (its only level here), the last lines of it, each cut short. */
function printServerLog(baseUrl: string, output: string[]): void {
  const lines = output
    .join('')
    .split('\n')
    .filter((line) => line.trim() !== '');
  if (lines.length === 0) return;
  const tail = lines.slice(-SERVER_LOG_TAIL_LINES).map((line) => line.slice(0, 600));
  process.stdout.write(
    `\n-- the server at ${baseUrl} logged ${lines.length} lines at warn and above; the last ${tail.length}:\n${tail.join('\n')}\n`,
  );
}

/** How many spec files run at once; each worker has a server and a database of its own. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

interface Server {
  baseUrl: string;
  adminUrl: string;
  databaseUrl: string;
  /** The server's local Ethereum node (anvil), where a test sends a player's deposit from the faucet. */
  chainUrl: string;
  stop(): Promise<void>;
}

/** One real server (built web app, fresh data dir and database, demo mode) for one test worker. */
async function startServer(): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'orca-e2e-'));
  // On PostgreSQL the tests can also reach the database, e.g. to give a captcha a known answer.
  let databaseUrl = '';
  let dropDatabase = async () => undefined as void;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `orca_e2e_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    };
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The back office is served by the same process on a port of its own (its own origin).
  const adminPort = await freePort();
  const backOfficeUrl = `http://127.0.0.1:${adminPort}`;
  // The demo's local Ethereum node, on a free port rather than PORT + 200 (which the run may hold).
  const chainPort = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      ADMIN_PORT: String(adminPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      SESSION_IDLE_MINUTES: '30',
      // Each browser context sends its own X-Forwarded-For, so visitors do not share one address.
      TRUST_PROXY: '1',
      // The demo, on PostgreSQL when the run has one; with a key of its own, so the suite proves the
      // page carries the server's API_KEY rather than the demo's.
      ORCA_MODE: 'demo',
      API_KEY: E2E_API_KEY,
      DATABASE_URL: databaseUrl,
      SMTP_URL: '',
      REDIS_URL: '',
      // Virtual football at four times the demo's pace: a round a minute, a match in about 25 s, so a
      // browser test sees a bet settle without waiting minutes.
      SPORTS_ROUND_SECONDS: '60',
      DEMO_LOCAL_CHAIN_PORT: String(chainPort),
      // Three blocks (6 s on the demo node) rather than twelve: a crypto deposit is credited within the test.
      ETH_CONFIRMATIONS: '3',
      SPORTS_MATCH_MINUTE_MS: '250',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  try {
    await waitForHealth(baseUrl, child, 60_000);
    await waitForHealth(backOfficeUrl, child, 10_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${String(error)}\n${output.join('')}`);
  }
  return {
    baseUrl,
    adminUrl: backOfficeUrl,
    databaseUrl,
    chainUrl: `http://127.0.0.1:${chainPort}`,
    async stop() {
      printServerLog(baseUrl, output);
      child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      await dropDatabase();
    },
  };
}

/**
 * Starts a server for each test worker: spec files run side by side (they mostly wait on pages
 * and table clocks), and a worker's files never meet another worker's settings, games or rounds.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html')))
    throw new Error('Build the web app first (npm run build -w @orca/web)');
  const servers: Server[] = [];
  try {
    for (let i = 0; i < E2E_WORKERS; i += 1) servers.push(await startServer());
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    throw error;
  }
  project.provide(
    'servers',
    servers.map(({ baseUrl, adminUrl, databaseUrl, chainUrl }) => ({
      baseUrl,
      adminUrl,
      databaseUrl,
      chainUrl,
    })),
  );
  project.provide('apiKey', E2E_API_KEY);
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per test worker, in worker order (VITEST_POOL_ID 1 is the first). */
    servers: { baseUrl: string; adminUrl: string; databaseUrl: string; chainUrl: string }[];
    apiKey: string;
  }
}
