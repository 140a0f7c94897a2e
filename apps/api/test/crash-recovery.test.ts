import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../src/db/client.ts';
import { createLedgerService } from '../src/modules/wallet/ledger.service.ts';
import {
  callApi,
  createDatabase,
  serverProcess,
  type CallOptions,
  type ServerProcess,
} from './processes.ts';

/**
 * Kills the real server process with SIGKILL again and again while players deposit and bet over
 * HTTP, restarts it each time, and then checks that nothing was lost or doubled: the ledger audit,
 * every player's balance against their credited deposits and settled rounds, every confirmed
 * payment credited exactly once. PostgreSQL only: it is the database that promises durability.
 */
const API_KEY = 'crash-test-api-key-0123';
const KILLS = 5;
const PLAYERS = 4;
const isPostgres =
  process.env.ORCA_TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

let server: ServerProcess;
const base = () => server.url;

interface Answer {
  status: number;
  body: { info: { resultCode: string }; data: Record<string, unknown> };
}

/** One HTTP call; a refused or reset connection (the server is down) answers status 0. */
async function call(
  method: string,
  url: string,
  options: Omit<CallOptions, 'apiKey'>,
): Promise<Answer> {
  try {
    return await callApi<Record<string, unknown>>(base(), method, url, {
      ...options,
      apiKey: API_KEY,
    });
  } catch {
    return { status: 0, body: { info: { resultCode: 'connection_lost' }, data: {} } };
  }
}

/** Repeats a setup call until the server answers it (it may be restarting). */
async function until(make: () => Promise<Answer>): Promise<Answer> {
  for (;;) {
    const answer = await make();
    if (answer.status === 200) return answer;
    if (answer.status !== 0 && answer.status < 500)
      throw new Error(`setup call refused: ${JSON.stringify(answer.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function newPlayer(
  index: number,
): Promise<{ session: string; ip: string; username: string }> {
  const ip = `10.99.0.${index + 1}`;
  const anon = (await until(() => call('GET', '/anon', { ip }))).body.data.anonSessionId as string;
  const username = `Crashtest${index}${Date.now().toString(36)}`.slice(0, 20);
  const signUp = await until(() =>
    call('POST', '/register/long', {
      ip,
      anon,
      body: {
        username,
        email: `${username.toLowerCase()}@example.com`,
        password: 'Harbour-Lights-77',
        password_confirmation: 'Harbour-Lights-77',
        currency: 'EUR',
        birthdate: '17-05-1990',
        country: 'GB',
        privacy: true,
        terms: true,
      },
    }),
  );
  const session = signUp.body.data.sessionid as string;
  const save = (type: string, body: Record<string, string>) =>
    until(() => call('POST', `/player/update/${type}`, { ip, player: session, body }));
  await save('personal', { first_name: 'Crash', last_name: 'Tester' });
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
  return { session, ip, username };
}

/** A deposit as a player makes it: open the payment, press Confirm on the provider's page. */
async function deposit(player: { session: string; ip: string }, amount: string): Promise<void> {
  const started = await call('POST', '/cashier/deposit', {
    ip: player.ip,
    player: player.session,
    body: { method: 'sandbox-card', amount },
  });
  if (started.status !== 200) return;
  const checkout = new URL(started.body.data.redirectUrl as string).pathname;
  try {
    await fetch(`${base()}${checkout}/confirm`, { method: 'POST', redirect: 'manual' });
  } catch {
    // The server died between the two steps: the payment stays pending, which the checks allow.
  }
}

async function gameSession(player: { session: string; ip: string }): Promise<string> {
  const launched = await until(() =>
    call('GET', '/player/game/orca-dice', { ip: player.ip, player: player.session }),
  );
  const token = new URL(launched.body.data.url as string).searchParams.get('token')!;
  return (await until(() => call('POST', '/play/session', { ip: player.ip, body: { token } }))).body
    .data.sessionToken as string;
}

describe.runIf(isPostgres)('crash recovery (PostgreSQL, SIGKILL)', () => {
  let database: DatabaseHandle;

  let dropDatabase = async () => undefined as void;

  beforeAll(async () => {
    const created = await createDatabase(process.env.TEST_DATABASE_URL!, 'orca_crash');
    dropDatabase = () => created.drop();
    server = await serverProcess({
      DATABASE_URL: created.url,
      API_KEY,
      TRUST_PROXY: '1',
      ORCA_MODE: 'demo',
      DEMO_SEED: 'false',
    });
    await server.start();
    database = await openDatabase({
      databaseUrl: created.url,
      poolSize: 2,
      onConnectionError: () => undefined,
    });
  });

  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await dropDatabase();
  });

  it('loses and doubles nothing across repeated kills during deposits and bets', async () => {
    const players = await Promise.all(Array.from({ length: PLAYERS }, (_, i) => newPlayer(i)));
    for (const player of players) await deposit(player, '200');
    const sessions = await Promise.all(players.map(gameSession));

    let isRunning = true;
    let acknowledgedBets = 0;
    let lostBets = 0;
    const workers = players.map(async (player, i) => {
      for (let n = 0; isRunning; n += 1) {
        if (n % 5 === 0) await deposit(player, '10');
        else {
          const bet = await call('POST', '/play/dice', {
            ip: player.ip,
            game: sessions[i],
            body: { bet: '1', target: 50, direction: n % 2 === 0 ? 'over' : 'under' },
          });
          if (bet.status === 200) acknowledgedBets += 1;
          if (bet.status === 0) {
            lostBets += 1;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      }
    });

    for (let k = 0; k < KILLS; k += 1) {
      await new Promise((resolve) => setTimeout(resolve, 700 + 300 * k));
      await server.kill();
      await server.start();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    isRunning = false;
    await Promise.all(workers);

    // Confirmed payments whose webhook was cut off are delivered again by the provider's retries.
    const db = database.db;
    const pendingConfirmed = async () =>
      Number(
        (
          await queryRows<{ n: string }>(
            db,
            sql`select count(*)::int as n from sandbox_checkouts c join payments p on p.id::text = c.merchant_reference where c.status = 'confirmed' and p.status <> 'credited'`,
          )
        )[0]?.n ?? 0,
      );
    const deadline = Date.now() + 60_000;
    while ((await pendingConfirmed()) > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await pendingConfirmed()).toBe(0);

    const audit = await createLedgerService(db).audit();
    expect(audit.problems).toEqual([]);
    expect(acknowledgedBets).toBeGreaterThan(20);
    // The kills really did cut calls off in flight (or while the server was down).
    expect(lostBets).toBeGreaterThan(0);

    // Every credited payment moved money exactly once, and nothing else did.
    const deposits = await queryRows<{ payments: number; operations: number; doubled: number }>(
      db,
      sql`select (select count(*)::int from payments where status = 'credited') as payments,
                 (select count(*)::int from ledger_operations where kind = 'deposit') as operations,
                 (select count(*)::int from (select reference from ledger_operations where kind = 'deposit' group by reference having count(*) > 1) d) as doubled`,
    );
    expect(deposits[0]!.operations).toBe(deposits[0]!.payments);
    expect(deposits[0]!.doubled).toBe(0);

    // Each round is whole: no in-house round left open, one bet and one win per round in the ledger.
    const rounds = await queryRows<{ open: number; closed: number; bets: number; wins: number }>(
      db,
      sql`select (select count(*)::int from game_rounds where status = 'open') as open,
                 (select count(*)::int from game_rounds where status = 'closed') as closed,
                 (select count(*)::int from ledger_operations where kind = 'bet') as bets,
                 (select count(*)::int from ledger_operations where kind = 'win') as wins`,
    );
    expect(rounds[0]!.open).toBe(0);
    expect(rounds[0]!.bets).toBe(rounds[0]!.closed);
    expect(rounds[0]!.wins).toBe(rounds[0]!.closed);
    expect(rounds[0]!.closed).toBeGreaterThanOrEqual(acknowledgedBets);

    // And each player's money is exactly deposits credited minus stakes plus wins.
    const balances = await queryRows<{ username: string; balance: string; expected: string }>(
      db,
      sql`select p.username,
                 coalesce((select balance from ledger_accounts a where a.player_id = p.id and a.kind = 'player_cash'), 0)::text as balance,
                 (coalesce((select sum(amount_minor) from payments d where d.player_id = p.id and d.status = 'credited'), 0)
                  - coalesce((select sum(bet_minor - win_minor) from game_rounds r where r.player_id = p.id and r.status = 'closed'), 0))::text as expected
          from players p`,
    );
    expect(balances).toHaveLength(PLAYERS);
    for (const row of balances) expect(row.balance, row.username).toBe(row.expected);
  }, 240_000);
});
