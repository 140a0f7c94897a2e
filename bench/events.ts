import http from 'node:http';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { wageringStatsConsumer } from '../apps/api/src/modules/stats/wagering-stats.consumer.ts';
import {
  consumerStatuses,
  createEventProcessor,
  type ConsumerStatus,
} from '../apps/api/src/platform/domain-events.ts';
import { fmt, percentile, runLoad } from './lib/load.ts';
import { newPlayer, type BenchPlayer } from './lib/players.ts';
import { BENCH_API_KEY, benchDatabase, startServer } from './lib/server.ts';

/**
 * Domain events under play: real players spin a slot through the HTTP API on PostgreSQL while
 * the server's own consumers follow the event log (decision 007): wagering statistics, rewards
 * (CP, cashback, levels), challenges, balance pushes, messages. Prints, per consumer and source,
 * how many events per second it handled, how far behind the bets its effects were (sampled), and
 * how fast a consumer catches up on the whole log from nothing.
 */
const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const players = arg('players', 50);
const seconds = arg('seconds', 20);
const SAMPLE_MS = 250;

function post(
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

const database = await benchDatabase('orca_bench_events');
const server = await startServer(database.url);
const handle = await openDatabase({ databaseUrl: database.url, poolSize: 4 });
try {
  process.stdout.write(`setting up ${players} funded players… `);
  const sessions: BenchPlayer[] = [];
  for (let i = 0; i < players; i += 1)
    sessions.push(await newPlayer(server.url, i, 'orca-lucky-sevens'));
  console.log('done');

  const statusKey = (s: ConsumerStatus) => `${s.consumer} (${s.source})`;
  const lagSamples = new Map<string, number[]>();
  let isSampling = false;
  let handledBefore = new Map<string, bigint>();
  let handledAfter = new Map<string, bigint>();
  const handledByConsumer = async () =>
    new Map((await consumerStatuses(handle.db)).map((s) => [statusKey(s), s.handledCount]));
  const sampler = (async () => {
    while (!isSampling) await new Promise((resolve) => setTimeout(resolve, 50));
    while (isSampling) {
      for (const status of await consumerStatuses(handle.db)) {
        const samples = lagSamples.get(statusKey(status)) ?? [];
        samples.push(status.lagSeconds);
        lagSamples.set(statusKey(status), samples);
      }
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  })();

  const agent = new http.Agent({ keepAlive: true, maxSockets: players });
  const body = JSON.stringify({ bet: '0.10', isBonusBuy: false });
  const load = await runLoad({
    workers: players,
    warmupMs: 3_000,
    durationMs: seconds * 1000,
    onMeasure: async (phase) => {
      const handled = await handledByConsumer();
      if (phase === 'start') {
        handledBefore = handled;
        isSampling = true;
      } else {
        handledAfter = handled;
        isSampling = false;
      }
    },
    task: (worker) => {
      const player = sessions[worker]!;
      return post(agent, `${server.url}/api/v1/play/slot/spin`, body, {
        'api-key': BENCH_API_KEY,
        'x-forwarded-for': player.ip,
        'x-game-session': player.gameSession,
      });
    },
  });
  agent.destroy();
  await sampler;

  // After the load, the server's consumers catch up; then a new consumer reads the whole log from nothing.
  const caughtUpStarted = performance.now();
  for (;;) {
    const statuses = await consumerStatuses(handle.db);
    if (statuses.length > 0 && statuses.every((status) => status.pendingCount === 0)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const caughtUpSeconds = (performance.now() - caughtUpStarted) / 1000;
  await server.stop();
  const replay = createEventProcessor(handle.db, {
    ...wageringStatsConsumer,
    name: 'bench.replay',
    batchSize: 500,
  });
  const replayStarted = performance.now();
  let replayed = 0;
  for (;;) {
    const count = await replay.drain(1_000);
    replayed += count;
    if (count === 0) break;
  }
  const replaySeconds = (performance.now() - replayStarted) / 1000;

  console.log(
    `\nDomain events: ${players} players spinning for ${fmt(load.seconds, 1)} s (${fmt(load.count / load.seconds)} spins/s, ${load.errors} errors)`,
  );
  console.log(
    `  per consumer (jobs every 500 ms, batches of 500); lag = age of the oldest event not yet applied, sampled every ${SAMPLE_MS} ms:`,
  );
  for (const [key, after] of [...handledAfter.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const samples = (lagSamples.get(key) ?? []).sort((a, b) => a - b);
    const rate = Number(after - (handledBefore.get(key) ?? 0n)) / load.seconds;
    console.log(
      `    ${key.padEnd(42)} ${fmt(rate).padStart(6)} events/s   lag p50 ${fmt(percentile(samples, 50), 2)} s   p95 ${fmt(percentile(samples, 95), 2)} s   max ${fmt(samples.at(-1) ?? Number.NaN, 2)} s`,
    );
  }
  console.log(`  every consumer caught up ${fmt(caughtUpSeconds, 2)} s after the load stopped`);
  console.log(
    `  catch-up from nothing (one consumer, batches of 500, no other load): ${fmt(replayed)} events in ${fmt(replaySeconds, 2)} s = ${fmt(replayed / replaySeconds)} events/s`,
  );
} finally {
  await server.stop().catch(() => undefined);
  await handle.close();
  await database.drop();
}
