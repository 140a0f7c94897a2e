import http from 'node:http';
import pg from 'pg';
import { createLedgerService } from '../apps/api/src/modules/wallet/ledger.service.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { LIVE_RESULT_PAUSE_MS } from '../apps/api/src/modules/play/live/live.tables.ts';
import { fmt, percentile } from './lib/load.ts';
import { newPlayer, type BenchPlayer } from './lib/players.ts';
import { BENCH_API_KEY, benchDatabase, startServer } from './lib/server.ts';

/**
 * Live roulette under a crowd (issue 15): N real-money players (500 by default) on one table of
 * the real server on PostgreSQL, each betting once per round while betting is open. Per round it
 * prints how many bets were accepted, how long settlement took after "no more bets" (from the
 * rows: betting_closes_at → settled_at) and whether every seat was settled within the result pause
 * (the window before the next round opens), then audits the ledger.
 */
const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const players = arg('players', 500);
const roundsToRun = arg('rounds', 5);
const TABLE = 'roulette-1';
const GAME = 'orca-live-european-roulette';

function post(
  agent: http.Agent,
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<number> {
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
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A mix of what a table sees: outside bets, a straight, a split, a corner, in 0.10 to 5.00 chips. */
function betsOf(i: number, round: number): object[] {
  const chip = ['0.10', '0.50', '1.00', '5.00'][(i + round) % 4]!;
  const n = (i * 7 + round * 13) % 37;
  const sets: object[][] = [
    [{ bet: { kind: 'red' }, amount: chip }],
    [
      { bet: { kind: 'straight', number: n }, amount: chip },
      { bet: { kind: 'black' }, amount: chip },
    ],
    [
      { bet: { kind: 'split', numbers: [1, 2] }, amount: chip },
      { bet: { kind: 'dozen', dozen: 2 }, amount: chip },
    ],
    [
      { bet: { kind: 'corner', numbers: [1, 2, 4, 5] }, amount: chip },
      { bet: { kind: 'odd' }, amount: chip },
      { bet: { kind: 'column', column: 3 }, amount: chip },
    ],
  ];
  return sets[i % sets.length]!;
}

interface TableState {
  phase: string;
  roundId: string;
  roundNo: number;
  bettingClosesAt: string;
}
async function table(base: string): Promise<TableState> {
  const response = await fetch(`${base}/api/v1/live/tables/${TABLE}`, {
    headers: { 'api-key': BENCH_API_KEY },
  });
  return ((await response.json()) as { data: TableState }).data;
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const database = await benchDatabase('orca_bench_live');
const server = await startServer(database.url);
const counter = new pg.Client({ connectionString: database.url });
try {
  process.stdout.write(`setting up ${players} funded players at ${GAME}… `);
  const sessions: BenchPlayer[] = [];
  // Sign-ups in parallel batches: the setup is not what is measured.
  for (let i = 0; i < players; i += 25) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(25, players - i) }, (_, k) =>
        newPlayer(server.url, i + k, GAME, 1),
      ),
    );
    sessions.push(...batch);
  }
  console.log('done');
  await counter.connect();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });
  const rows: {
    roundNo: number;
    accepted: number;
    refused: number;
    p95: number;
    settleMs: number;
    seats: number;
    settledSeats: number;
    inWindow: boolean;
  }[] = [];
  let lastRoundId = (await table(server.url)).roundId;
  console.log(
    `\nEuropean Roulette, ${players} players, ${roundsToRun} rounds (betting 15 s, result pause ${LIVE_RESULT_PAUSE_MS / 1000} s)`,
  );
  console.log(
    'round  accepted  refused  bet p95 ms  seats settled  settlement ms  inside the window',
  );
  while (rows.length < roundsToRun) {
    // Wait for a round whose betting has just opened, so every player bets inside its window.
    let state = await table(server.url);
    while (state.roundId === lastRoundId || state.phase !== 'betting') {
      await sleep(100);
      state = await table(server.url);
    }
    lastRoundId = state.roundId;
    const latencies: number[] = [];
    const codes = await Promise.all(
      sessions.map(async (player, i) => {
        const started = performance.now();
        const status = await post(
          agent,
          `${server.url}/api/v1/play/live/${TABLE}/bet`,
          JSON.stringify({ kind: 'roulette', bets: betsOf(i, state.roundNo) }),
          {
            'api-key': BENCH_API_KEY,
            'x-forwarded-for': player.ip,
            'x-game-session': player.gameSession,
          },
        );
        latencies.push(performance.now() - started);
        return status;
      }),
    );
    const accepted = codes.filter((c) => c === 200).length;
    // Wait for the round's settlement (the result phase), then read its times from the rows.
    for (;;) {
      const now = await table(server.url);
      if (now.roundId !== state.roundId || now.phase === 'result') break;
      await sleep(100);
    }
    const { rows: timing } = await counter.query<{
      settle_ms: string;
      seats: string;
      settled: string;
    }>(
      `select extract(epoch from (r.settled_at - r.betting_closes_at)) * 1000 as settle_ms,
              (select count(*) from live_bets b where b.live_round_id = r.id) as seats,
              (select count(*) from live_bets b where b.live_round_id = r.id and b.settled_at is not null) as settled
       from live_rounds r where r.id = $1`,
      [state.roundId],
    );
    const settleMs = Number(timing[0]?.settle_ms);
    const seats = Number(timing[0]?.seats);
    const settledSeats = Number(timing[0]?.settled);
    const row = {
      roundNo: state.roundNo,
      accepted,
      refused: codes.length - accepted,
      p95: percentile(
        latencies.sort((a, b) => a - b),
        95,
      ),
      settleMs,
      seats,
      settledSeats,
      inWindow: settledSeats === seats && settleMs < LIVE_RESULT_PAUSE_MS,
    };
    rows.push(row);
    console.log(
      `${String(row.roundNo).padStart(5)}  ${String(row.accepted).padStart(8)}  ${String(row.refused).padStart(7)}  ${fmt(row.p95, 1).padStart(10)}  ${`${row.settledSeats}/${row.seats}`.padStart(13)}  ${fmt(row.settleMs, 0).padStart(13)}  ${row.inWindow ? 'yes' : 'NO'}`,
    );
  }
  agent.destroy();
  await server.stop();
  const handle = await openDatabase({ databaseUrl: database.url, poolSize: 1 });
  try {
    const audit = await createLedgerService(handle.db).audit();
    console.log(
      `\nevery round settled inside the window: ${rows.every((r) => r.inWindow) ? 'yes' : 'no'}; ledger audit: ${audit.problems.length === 0 ? 'clean' : JSON.stringify(audit.problems)}`,
    );
  } finally {
    await handle.close();
  }
} finally {
  await counter.end().catch(() => undefined);
  await server.stop().catch(() => undefined);
  await database.drop();
}
