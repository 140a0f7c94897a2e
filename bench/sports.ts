import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, servicesOf } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedSkin } from '../apps/api/src/db/seed.ts';
import {
  FEED_BY_HAND,
  insertVirtualMatch,
  producerAlive,
} from '../apps/api/src/modules/sports/virtual-match.fixture.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { signPayload } from '../apps/api/src/platform/signature.ts';
import { post } from './lib/http-bench.ts';
import { fmt, percentile, runLoad } from './lib/load.ts';
import { pgbenchTpcB } from './lib/pgbench.ts';
import { newPlayer, type BenchPlayer } from './lib/players.ts';
import { BENCH_API_KEY, BENCH_WEBHOOK_SECRET, benchDatabase, startServer } from './lib/server.ts';

/*
 * The sportsbook under load, on PostgreSQL (issue 23):
 *  1. pre-match singles through POST /api/v1/player/sports/bets by N players on the real server, beside
 *     pgbench's TPC-B on the same PostgreSQL in the same run;
 *  2. the settlement of 10,000 open bets on one match: the full-time bet_settlement message applied in one
 *     transaction (every bet's legs, state and payout), timed.
 * `npm run sports -w @orca/bench -- --players=50 --seconds=20 --settle=10000`
 */

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);

interface Selection {
  eventId: string;
  outcomeId: number;
  odds: string;
}

/** Every open 1X2 price of the upcoming matches, for the players to spread their bets over. */
async function upcomingSelections(base: string): Promise<Selection[]> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const response = await fetch(`${base}/api/v1/sports/events?status=upcoming&limit=100`, {
      headers: { 'api-key': BENCH_API_KEY },
    });
    const { data } = (await response.json()) as {
      data: {
        events: {
          id: string;
          mainMarket: { outcomes: { id: number; odds: string | null }[] } | null;
        }[];
      };
    };
    const selections = data.events.flatMap((event) =>
      (event.mainMarket?.outcomes ?? []).flatMap((o) =>
        o.odds ? [{ eventId: event.id, outcomeId: o.id, odds: o.odds }] : [],
      ),
    );
    if (selections.length > 0) return selections;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the league opened no match for betting');
}

async function betsThroughHttp(players: number, seconds: number) {
  const database = await benchDatabase('orca_bench_sports');
  const server = await startServer(database.url);
  try {
    process.stdout.write(`setting up ${players} funded players… `);
    const sessions: BenchPlayer[] = [];
    for (let i = 0; i < players; i += 1)
      sessions.push(await newPlayer(server.url, i, 'orca-lucky-sevens'));
    console.log('done');
    const selections = await upcomingSelections(server.url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: players });
    let keys = 0;
    const load = await runLoad({
      workers: players,
      warmupMs: 3_000,
      durationMs: seconds * 1000,
      task: async (worker) => {
        const player = sessions[worker];
        const selection = selections[(keys += 1) % selections.length];
        if (!player || !selection) throw new Error('no player or selection');
        const body = JSON.stringify({
          type: 'single',
          stake: '0.10',
          oddsChange: 'any',
          idempotencyKey: `bench-${worker}-${keys}`,
          selections: [{ ...selection, marketId: 1, specifiers: '' }],
        });
        await post(agent, `${server.url}/api/v1/player/sports/bets`, body, {
          'api-key': BENCH_API_KEY,
          'x-forwarded-for': player.ip,
          'x-player-session': player.session,
        });
      },
    });
    agent.destroy();
    await server.stop();
    const pgbench = await pgbenchTpcB({ clients: players, seconds: Math.min(seconds, 20) });
    const perSecond = load.count / load.seconds;
    console.log(
      `\nSports bets: ${players} concurrent players, ${fmt(load.seconds, 1)} s measured after a 3 s warm-up`,
    );
    console.log(
      `  ${fmt(perSecond)} bets/s through POST /api/v1/player/sports/bets   (${load.count} bets, ${load.errors} errors)`,
    );
    console.log(
      `  latency p50 ${fmt(percentile(load.latenciesMs, 50), 1)} ms   p95 ${fmt(percentile(load.latenciesMs, 95), 1)} ms   p99 ${fmt(percentile(load.latenciesMs, 99), 1)} ms`,
    );
    console.log(`  pgbench TPC-B, same PostgreSQL, ${players} clients: ${fmt(pgbench.tps)} tps`);
    console.log(`  ratio bets/s ÷ TPC-B tps: ${fmt(perSecond / pgbench.tps, 2)}`);
  } finally {
    await server.stop().catch(() => undefined);
    await database.drop();
  }
}

/** 10,000 open bets on one match (100 players × 100 singles), then its full-time settlement, timed. */
async function settlement(bets: number) {
  const database = await benchDatabase('orca_bench_settle');
  const handle = await openDatabase({ databaseUrl: database.url, poolSize: 10 });
  const config = loadConfig({
    ORCA_MODE: 'demo',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'orca-bench-')),
    API_KEY: BENCH_API_KEY,
    SANDBOX_WEBHOOK_SECRET: BENCH_WEBHOOK_SECRET,
    LOG_LEVEL: 'silent',
    TRUST_PROXY: '1',
    DEMO_SEED: 'false',
    SPORTS_VIRTUAL_LEAGUE: 'false',
    ...FEED_BY_HAND,
    PLAY_RATE_LIMIT_PER_MINUTE: '10000000',
  });
  await seedSkin(handle.db);
  const app = await buildApp({ config, database: handle, logger: false });
  await app.ready();
  const built = servicesOf(app);
  if (!built) throw new Error('no services');
  await built.jobs.stop();
  await producerAlive(built.sports);
  try {
    const request = async (
      method: 'GET' | 'POST',
      url: string,
      options: { player?: string; anon?: string; body?: unknown; ip: string },
    ) => {
      const response = await app.inject({
        method,
        url: `/api/v1${url}`,
        payload: options.body as never,
        headers: {
          'api-key': BENCH_API_KEY,
          'x-forwarded-for': options.ip,
          ...(options.player ? { 'x-player-session': options.player } : {}),
          ...(options.anon ? { 'x-anon-session': options.anon } : {}),
        },
      });
      const body = response.json<{ info: { success: boolean }; data: Record<string, unknown> }>();
      if (!body.info.success) throw new Error(`${method} ${url}: ${response.body}`);
      return body.data;
    };
    const eventId = 'orca:match:1';
    const match = await insertVirtualMatch(handle.db, built.sports.league, {
      id: eventId,
      seed: 'bench-settlement-seed',
      startsAt: new Date(Date.now() + 3_600_000),
    });
    const [fixture, prematch] = match.messages;
    if (!fixture || prematch?.type !== 'odds_change') throw new Error('no pre-match odds');
    await built.sports.apply(fixture);
    await built.sports.apply(prematch);
    // Prices under 20, so 10,000 small bets stay inside the exposure cap of every selection.
    const offers = prematch.markets.flatMap((market) =>
      market.outcomes.flatMap((o) =>
        o.odds
          ? [{ marketId: market.id, specifiers: market.specifiers, outcomeId: o.id, odds: o.odds }]
          : [],
      ),
    );

    const playerCount = Math.max(1, Math.ceil(bets / 100));
    process.stdout.write(`placing ${bets} bets on one match from ${playerCount} players… `);
    const placedStarted = performance.now();
    let placed = 0;
    for (let p = 0; p < playerCount; p += 1) {
      const ip = `10.77.${(p >> 8) & 255}.${p & 255}`;
      const anon = (await request('GET', '/anon', { ip })).anonSessionId as string;
      const username = `settle${p}x${Date.now().toString(36)}`.slice(0, 20);
      const { sessionid } = (await request('POST', '/register/long', {
        ip,
        anon,
        body: {
          username,
          email: `${username}@example.com`,
          password: 'Harbour-Lights-77',
          password_confirmation: 'Harbour-Lights-77',
          currency: 'EUR',
          birthdate: '17-05-1990',
          country: 'GB',
          privacy: true,
          terms: true,
        },
      })) as { sessionid: string };
      for (const [type, body] of [
        ['personal', { first_name: 'Bench', last_name: 'Player' }],
        ['contact', { email: `${username}@example.com`, mobile: '+44 20 7946 0123' }],
        [
          'address',
          { address: '1 Quay Street', city: 'Cardiff', zip_code: 'CF10 1EP', country: 'GB' },
        ],
      ] as const)
        await request('POST', `/player/update/${type}`, { ip, player: sessionid, body });
      const { paymentId } = (await request('POST', '/cashier/deposit', {
        ip,
        player: sessionid,
        body: { method: 'sandbox-bank', amount: '1000' },
      })) as { paymentId: string };
      const hook = JSON.stringify({
        id: `evt-${paymentId}`,
        type: 'payment.confirmed',
        data: { reference: paymentId, checkoutId: 'bench', amountMinor: '100000', currency: 'EUR' },
      });
      await app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook/sandbox',
        payload: hook,
        headers: {
          'content-type': 'application/json',
          'x-sandbox-signature': signPayload(BENCH_WEBHOOK_SECRET, hook),
        },
      });
      const mine = Math.min(100, bets - placed);
      await Promise.all(
        Array.from({ length: mine }, (_, i) => {
          const offer = offers[(placed + i) % offers.length];
          if (!offer) throw new Error('no offer');
          return request('POST', '/player/sports/bets', {
            ip,
            player: sessionid,
            body: {
              type: 'single',
              stake: '0.10',
              oddsChange: 'any',
              idempotencyKey: `settle-${p}-${i}`,
              selections: [{ eventId, ...offer }],
            },
          });
        }),
      );
      placed += mine;
    }
    const placing = (performance.now() - placedStarted) / 1000;
    console.log(`done in ${fmt(placing, 1)} s (sign-ups and deposits included)`);

    const final = match.messages.findLast((m) => m.type === 'bet_settlement');
    for (const message of match.messages.slice(2)) {
      if (message === final) break;
      await built.sports.apply(message);
    }
    if (!final) throw new Error('no settlement');
    const started = performance.now();
    const applied = await built.sports.apply(final);
    const ms = performance.now() - started;
    console.log(
      `\nSettlement: the full-time bet_settlement of one match with ${fmt(placed)} open bets, in one transaction`,
    );
    console.log(
      `  ${fmt(ms / 1000, 2)} s — ${fmt(applied?.bets.length ?? 0)} bets settled (${fmt(((applied?.bets.length ?? 0) / ms) * 1000)} bets/s), ${final.markets.length} market lines`,
    );
    const audit = await built.ledger.audit();
    console.log(
      `  ledger audit: ${audit.problems.length === 0 ? 'clean' : audit.problems.join('; ')}`,
    );
  } finally {
    await app.close();
    await handle.close();
    await database.drop();
  }
}

if (!process.argv.includes('--settle-only'))
  await betsThroughHttp(arg('players', 50), arg('seconds', 20));
if (!process.argv.includes('--http-only')) await settlement(arg('settle', 10_000));
