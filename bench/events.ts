import http from 'node:http';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { wageringStatsConsumer } from '../apps/api/src/modules/stats/wagering-stats.consumer.ts';
import { consumerStatuses, createEventProcessor } from '../apps/api/src/platform/domain-events.ts';
import { fmt, percentile, runLoad } from './lib/load.ts';
import { newPlayer, type BenchPlayer } from './lib/players.ts';
import { BENCH_API_KEY, benchDatabase, startServer } from './lib/server.ts';

/**
 * Domain events under play: real players spin a slot through the HTTP API on PostgreSQL while
 * the server's own wagering statistics consumer follows the ledger (decision 007). Prints how
 * many events per second it handled, how far behind the bets its effects were (sampled), and
 * how fast a consumer catches up on the whole log from nothing.
 */
const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const players = arg('players', 50);
const seconds = arg('seconds', 20);
const SAMPLE_MS = 250;

function post(agent: http.Agent, url: string, body: string, headers: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
      response.resume();
      response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`status ${response.statusCode}`))));
    });
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
  for (let i = 0; i < players; i += 1) sessions.push(await newPlayer(server.url, i, 'orca-lucky-sevens'));
  console.log('done');

  const wagering = async () => (await consumerStatuses(handle.db)).find((s) => s.consumer === wageringStatsConsumer.name && s.source === 'ledger.transfer');
  const lagSamples: number[] = [];
  let isSampling = false;
  let handledBefore = 0n;
  let handledAfter = 0n;
  const sampler = (async () => {
    while (!isSampling) await new Promise((resolve) => setTimeout(resolve, 50));
    while (isSampling) {
      const status = await wagering();
      if (status) lagSamples.push(status.lagSeconds);
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
      const handled = (await wagering())?.handledCount ?? 0n;
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
      return post(agent, `${server.url}/api/v1/play/slot/spin`, body, { 'api-key': BENCH_API_KEY, 'x-forwarded-for': player.ip, 'x-game-session': player.gameSession });
    },
  });
  agent.destroy();
  await sampler;

  // After the load, the server's consumer catches up; then a new consumer reads the whole log from nothing.
  const caughtUpStarted = performance.now();
  for (;;) {
    const status = await wagering();
    if (status && status.pendingCount === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const caughtUpSeconds = (performance.now() - caughtUpStarted) / 1000;
  await server.stop();
  const replay = createEventProcessor(handle.db, { ...wageringStatsConsumer, name: 'bench.replay', batchSize: 500 });
  const replayStarted = performance.now();
  let replayed = 0;
  for (;;) {
    const count = await replay.drain(1_000);
    replayed += count;
    if (count === 0) break;
  }
  const replaySeconds = (performance.now() - replayStarted) / 1000;

  lagSamples.sort((a, b) => a - b);
  console.log(`\nDomain events: ${players} players spinning for ${fmt(load.seconds, 1)} s (${fmt(load.count / load.seconds)} spins/s, ${load.errors} errors)`);
  console.log(`  wagering consumer (job every 500 ms, batches of 500) handled ${fmt(Number(handledAfter - handledBefore) / load.seconds)} transfer events/s during the load`);
  console.log(`  bet → effect (age of the oldest event not yet applied, sampled every ${SAMPLE_MS} ms): p50 ${fmt(percentile(lagSamples, 50), 2)} s   p95 ${fmt(percentile(lagSamples, 95), 2)} s   max ${fmt(lagSamples.at(-1) ?? Number.NaN, 2)} s`);
  console.log(`  caught up ${fmt(caughtUpSeconds, 2)} s after the load stopped`);
  console.log(`  catch-up from nothing (one consumer, batches of 500, no other load): ${fmt(replayed)} events in ${fmt(replaySeconds, 2)} s = ${fmt(replayed / replaySeconds)} events/s`);
} finally {
  await server.stop().catch(() => undefined);
  await handle.close();
  await database.drop();
}
