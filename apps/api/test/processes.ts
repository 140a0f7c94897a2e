import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../src/platform/local-process.ts';

/** The repository's root, where `npm start`'s server entry runs from. */
export const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Re-exported for the tests that start servers: one implementation, in the platform. */
export { freePort };

export interface CallOptions {
  apiKey: string;
  /** Sent as x-forwarded-for: each simulated player comes from an address of its own. */
  ip: string;
  body?: unknown;
  player?: string;
  anon?: string;
  game?: string;
}

/** One API call to a server process as a client would make it, with the session headers it holds. */
export async function callApi<T>(
  base: string,
  method: string,
  url: string,
  options: CallOptions,
): Promise<{ status: number; body: { info: { success: boolean; resultCode: string }; data: T } }> {
  const response = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: {
      'api-key': options.apiKey,
      'x-forwarded-for': options.ip,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.player ? { 'x-player-session': options.player } : {}),
      ...(options.anon ? { 'x-anon-session': options.anon } : {}),
      ...(options.game ? { 'x-game-session': options.game } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { info: { success: boolean; resultCode: string }; data: T },
  };
}

/** A fresh PostgreSQL database next to `adminUrl`'s, dropped (with its connections) by `drop`. */
export async function createDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface ServerProcess {
  url: string;
  /** The back office's origin (ADMIN_PORT): its page and its API. */
  adminUrl: string;
  /** Starts (or restarts) the process and waits for /health. */
  start(): Promise<void>;
  /** SIGTERM and wait: a graceful shutdown. */
  stop(): Promise<void>;
  /** SIGKILL and wait: a crash. */
  kill(): Promise<void>;
  /** Everything the process printed since its last start. */
  output(): string;
  /** The running process's id (to read what it costs the machine), or null when it is not running. */
  pid(): number | null;
}

/** The real server (`npm start`'s entry) as a child process on its own port and data folder. */
export async function serverProcess(
  env: Record<string, string>,
  options: { nodeArgs?: string[] } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const adminPort = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'orca-process-'));
  let child: ChildProcess | null = null;
  let lines: string[] = [];

  async function end(signal: 'SIGTERM' | 'SIGKILL') {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await exited;
  }

  return {
    url,
    adminUrl: `http://127.0.0.1:${adminPort}`,
    async start() {
      lines = [];
      child = spawn(
        process.execPath,
        [...(options.nodeArgs ?? []), '--import', 'tsx', 'apps/api/src/server.ts'],
        {
          cwd: ROOT,
          env: {
            ...process.env,
            PORT: String(port),
            ADMIN_PORT: String(adminPort),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            PUBLIC_URL: url,
            LOG_LEVEL: 'error',
            SMTP_URL: '',
            REDIS_URL: '',
            REFERENCE_PROVIDER_URL: '',
            ...env,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      child.stdout?.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
      const deadline = Date.now() + 90_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`server exited: ${lines.join('')}`);
        try {
          if ((await fetch(`${url}/health`)).ok) return;
        } catch {
          // Not listening yet.
        }
        if (Date.now() > deadline) throw new Error(`server did not start: ${lines.join('')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      await end('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
    kill: () => end('SIGKILL'),
    output: () => lines.join(''),
    pid: () => (child && child.exitCode === null ? (child.pid ?? null) : null),
  };
}
