import { createDatabase, serverProcess } from '../../apps/api/test/processes.ts';

export { ROOT } from '../../apps/api/test/processes.ts';
export const BENCH_API_KEY = 'bench-api-key-0123456789';
export const BENCH_WEBHOOK_SECRET = 'bench-sandbox-webhook-secret-01';
export const ADMIN_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

/** A fresh PostgreSQL database for one run, dropped afterwards. */
export const benchDatabase = (prefix: string) => createDatabase(ADMIN_DATABASE_URL, prefix);

/** The real server (`npm start`'s entry) on PostgreSQL, as a child process: what a deployment runs. */
export async function startServer(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<{ url: string; stop(): Promise<void> }> {
  // BENCH_PROFILE=<dir> writes a V8 CPU profile of the server to that folder when it stops.
  const nodeArgs = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const server = await serverProcess(
    {
      // Demo mode without its demo data: the sandbox payments the benchmark deposits through, and
      // no SMTP server to wait on; the bet path is the same in both modes.
      ORCA_MODE: 'demo',
      DATABASE_URL: databaseUrl,
      API_KEY: BENCH_API_KEY,
      SANDBOX_WEBHOOK_SECRET: BENCH_WEBHOOK_SECRET,
      TRUST_PROXY: '1',
      DEMO_SEED: 'false',
      PLAY_RATE_LIMIT_PER_MINUTE: '10000000',
      ...env,
    },
    { nodeArgs },
  );
  await server.start();
  return { url: server.url, stop: () => server.stop() };
}
