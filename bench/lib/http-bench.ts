import http from 'node:http';
import pg from 'pg';
import { fmt, percentile, runLoad } from './load.ts';
import { pgbenchTpcB } from './pgbench.ts';
import { newPlayer, type BenchPlayer } from './players.ts';
import { BENCH_API_KEY, benchDatabase, startServer } from './server.ts';

export interface HttpBenchResult {
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  ledgerOperationsPerSecond: number;
  transfersPerSecond: number;
  pgbenchTps: number;
}

/**
 * One POST on a kept-alive connection. node:http rather than fetch: the load generator shares the
 * machine's cores with the server and PostgreSQL, so the lighter client leaves them more of it.
 */
export function post(
  agent: http.Agent,
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 200
            ? resolve()
            : reject(new Error(`status ${response.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);

/**
 * Real players betting through the HTTP API on the real server with its ledger on PostgreSQL,
 * then pgbench's TPC-B on the same PostgreSQL in the same run.
 */
export async function runHttpBench(options: {
  label: string;
  gameId: string;
  path: string;
  body: unknown;
  /** Runs once the players exist, before the load (e.g. grants each of them a bonus), on the run's database. */
  beforeLoad?: (databaseUrl: string) => Promise<void>;
  /** Runs after the load while the server is still up (e.g. reads what its consumers made of it). */
  afterLoad?: (databaseUrl: string) => Promise<void>;
}): Promise<HttpBenchResult> {
  const players = arg('players', 50);
  const seconds = arg('seconds', 20);
  const database = await benchDatabase('orca_bench');
  // --pool=N overrides the server's own default connection pool size.
  const pool = process.argv.find((a) => a.startsWith('--pool='))?.split('=')[1];
  const server = await startServer(database.url, pool ? { DATABASE_POOL_SIZE: pool } : {});
  const counter = new pg.Client({ connectionString: database.url });
  try {
    process.stdout.write(`setting up ${players} funded players… `);
    const sessions: BenchPlayer[] = [];
    for (let i = 0; i < players; i += 1)
      sessions.push(await newPlayer(server.url, i, options.gameId));
    console.log('done');
    await options.beforeLoad?.(database.url);
    await counter.connect();
    const counts = async () => {
      const { rows } = await counter.query<{ operations: string; transfers: string }>(
        'select (select count(*) from ledger_operations) as operations, (select count(*) from ledger_transfers) as transfers',
      );
      return { operations: Number(rows[0]?.operations), transfers: Number(rows[0]?.transfers) };
    };
    let before = { operations: 0, transfers: 0 };
    let after = before;
    const payload = JSON.stringify(options.body);
    const agent = new http.Agent({ keepAlive: true, maxSockets: players });
    const load = await runLoad({
      workers: players,
      warmupMs: 3_000,
      durationMs: seconds * 1000,
      onMeasure: async (phase) => {
        if (phase === 'start') before = await counts();
        else after = await counts();
      },
      task: (worker) => {
        const player = sessions[worker]!;
        return post(agent, `${server.url}/api/v1${options.path}`, payload, {
          'api-key': BENCH_API_KEY,
          'x-forwarded-for': player.ip,
          'x-game-session': player.gameSession,
        });
      },
    });
    agent.destroy();
    await options.afterLoad?.(database.url);
    const perSecond = load.count / load.seconds;
    const result = {
      perSecond,
      p50: percentile(load.latenciesMs, 50),
      p95: percentile(load.latenciesMs, 95),
      p99: percentile(load.latenciesMs, 99),
      errors: load.errors,
      ledgerOperationsPerSecond: (after.operations - before.operations) / load.seconds,
      transfersPerSecond: (after.transfers - before.transfers) / load.seconds,
      pgbenchTps: 0,
    };
    await server.stop();
    const pgbench = await pgbenchTpcB({ clients: players, seconds: Math.min(seconds, 20) });
    result.pgbenchTps = pgbench.tps;
    console.log(
      `\n${options.label}: ${players} concurrent players, ${fmt(load.seconds, 1)} s measured after a 3 s warm-up`,
    );
    console.log(
      `  ${fmt(perSecond)} rounds/s through POST /api/v1${options.path}   (${load.count} rounds, ${load.errors} errors)`,
    );
    console.log(
      `  latency p50 ${fmt(result.p50, 1)} ms   p95 ${fmt(result.p95, 1)} ms   p99 ${fmt(result.p99, 1)} ms`,
    );
    console.log(
      `  ledger: ${fmt(result.ledgerOperationsPerSecond)} operations/s, ${fmt(result.transfersPerSecond)} transfers/s (each round whole in one PostgreSQL transaction, grouped with other players' rounds under load)`,
    );
    console.log(
      `  pgbench TPC-B, same PostgreSQL, ${players} clients: ${fmt(pgbench.tps)} tps (latency ${fmt(pgbench.latencyMs, 1)} ms)`,
    );
    console.log(`  ratio rounds/s ÷ TPC-B tps: ${fmt(perSecond / pgbench.tps, 2)}`);
    return result;
  } finally {
    await counter.end().catch(() => undefined);
    await server.stop().catch(() => undefined);
    await database.drop();
  }
}
