import { CRASH_BETTING_MS } from '@orca/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashGames, liveRounds, players } from '../src/db/schema/index.ts';
import { createBonusDriver } from '../src/modules/bonus/bonus.test-driver.ts';
import { LIVE_RESULT_PAUSE_MS } from '../src/modules/play/live/live.tables.ts';
import { createTestApp, fundedPlayer, type TestApp } from './harness.ts';
import { REEF_TEST_ENV, reefClient } from './provider-wallet.ts';

/**
 * What one bet costs the database, counted (not timed): the statements the app sends for it,
 * transaction control included where the driver sends it as a statement (PostgreSQL). Anything a
 * bet does beyond its own ledger transaction belongs in a consumer, so these budgets hold the bet
 * path where it is now; a test fails naming the statements when a change adds one. Lower a
 * budget when work takes a statement away; raise one only with a reason in the commit.
 *
 * Counted with an active deposit bonus (its wagering and max bet are read on every bet), the
 * background jobs stopped (consumers, tables and crash run on their own clocks, not in the bet).
 */
const BUDGETS = {
  'slot spin': 8,
  'crash bet': 17,
  'live roulette bet': 21,
  'provider bet': 11,
  'provider win': 11,
} as const;
type BetKind = keyof typeof BUDGETS;

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release|set transaction)\b/i;
/** Recently played games are written behind, on a timer of their own (catalogue.service.ts): never a bet's statement. */
const WRITTEN_BEHIND = /^\s*insert into "recent_games"/i;

let t: TestApp;
let recording: string[] | null = null;
const counted: Partial<Record<BetKind, string[]>> = {};

beforeAll(async () => {
  t = await createTestApp(REEF_TEST_ENV, { onQuery: (query) => recording?.push(query) });
  await t.jobs.stop();
});
afterAll(async () => {
  console.log(
    Object.entries(counted)
      .map(
        ([kind, statements]) =>
          `${kind}: ${statements.filter((s) => !TRANSACTION_CONTROL.test(s)).length} statements (${statements.length} with transaction control)`,
      )
      .join('\n'),
  );
  await t.close();
});

/** The statements `work` sends, transaction control left out so both drivers count alike. */
async function statementsOf(
  kind: BetKind,
  work: () => Promise<{ status: number; body: any }>,
  onAnswer?: (body: any) => void,
): Promise<string[]> {
  recording = [];
  let answer: { status: number; body: any };
  try {
    answer = await work();
  } finally {
    counted[kind] = recording;
    recording = null;
  }
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  onAnswer?.(answer.body);
  return (counted[kind] ?? []).filter(
    (statement) => !TRANSACTION_CONTROL.test(statement) && !WRITTEN_BEHIND.test(statement),
  );
}

/** `extra`: statements the outcome adds (a win read once for the latest-winners feed). */
function expectWithinBudget(kind: BetKind, statements: string[], extra = 0): void {
  const budget = BUDGETS[kind] + extra;
  const listing = statements
    .map((statement, i) => `  ${i + 1}. ${statement.replace(/\s+/g, ' ').slice(0, 160)}`)
    .join('\n');
  expect(
    statements.length,
    `${kind} sends ${statements.length} statements (budget ${budget}):\n${listing}`,
  ).toBeLessThanOrEqual(budget);
}

const play = (session: string, url: string, payload: object) =>
  t.request({
    method: 'POST',
    url: `/api/v1/play/${url}`,
    headers: { 'x-game-session': session },
    payload,
  });

async function gameSession(player: string, gameId: string): Promise<string> {
  const launched = await t.request({ method: 'GET', url: `/api/v1/player/game/${gameId}`, player });
  const token = new URL(launched.body.data.url).searchParams.get('token')!;
  const opened = await t.request({
    method: 'POST',
    url: '/api/v1/play/session',
    payload: { token },
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  return opened.body.data.sessionToken as string;
}

/** A funded player holding an active bonus (its wagering and max bet are read on every bet). */
async function playerWithBonus(username: string): Promise<string> {
  const { sessionid } = await fundedPlayer(t, username, '500');
  const [player] = await t.database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.username, username));
  const bonus = createBonusDriver(t.database.db);
  const campaignId = await bonus.createCampaign(`statements-${username.toLowerCase()}`);
  const granted = await bonus.grant(player!.id, {
    campaignId,
    amountMinor: 10_000n,
    wageringMultiplier: 10,
    maxBetMinor: 500n,
    maxConversionMinor: null,
    contributions: { slots: 100, table: 10, live: 10, virtual: 10 },
    excludedGameIds: [],
  });
  expect(granted.status).toBe('active');
  // A player's first bet finds their accounts (and the house's) and keeps their ids; count the bets after it.
  const slot = await gameSession(sessionid, 'orca-lucky-sevens');
  expect((await play(slot, 'slot/spin', { bet: '1.00' })).status).toBe(200);
  return sessionid;
}

describe('statements per bet', () => {
  it('a slot spin', async () => {
    const session = await gameSession(await playerWithBonus('Stmts0001'), 'orca-lucky-sevens');
    // A session's first spin reads its seed pair, which later spins reuse: count a later one.
    expect((await play(session, 'slot/spin', { bet: '1.00' })).status).toBe(200);
    let isWin = false;
    const statements = await statementsOf(
      'slot spin',
      () => play(session, 'slot/spin', { bet: '1.00' }),
      (body) => (isWin = Number(body.data.round.win) > 0),
    );
    // A winning spin is read once more, as a row of the latest-winners feed (grouped across spins).
    expectWithinBudget('slot spin', statements, isWin ? 1 : 0);
  });

  it('a crash bet', async () => {
    const session = await gameSession(await playerWithBonus('Stmts0002'), 'orca-crash');
    // The current game, still taking bets for a while whatever the clock of the machine.
    const state = (await t.request({ method: 'GET', url: '/api/v1/play/crash/state' })).body.data;
    const opensAt = new Date(Date.now() - 1_000);
    await t.database.db
      .update(crashGames)
      .set({
        bettingOpensAt: opensAt,
        startsAt: new Date(opensAt.getTime() + CRASH_BETTING_MS + 60_000),
        bustsAt: new Date(opensAt.getTime() + CRASH_BETTING_MS + 120_000),
      })
      .where(eq(crashGames.id, state.game.id));
    expectWithinBudget(
      'crash bet',
      await statementsOf('crash bet', () =>
        play(session, 'crash/bet', { bet: '1.00', autoCashout: null }),
      ),
    );
  });

  it('a live roulette bet', async () => {
    const session = await gameSession(
      await playerWithBonus('Stmts0003'),
      'orca-live-european-roulette',
    );
    // A fresh round ahead of the real clock, as the live-table tests drive it.
    const clock = Date.now() + 3_600_000;
    await t.live.tick(new Date(clock));
    await t.live.tick(new Date(clock + LIVE_RESULT_PAUSE_MS));
    const [round] = await t.database.db
      .select()
      .from(liveRounds)
      .where(eq(liveRounds.tableId, 'roulette-1'))
      .orderBy(sql`${liveRounds.roundNo} desc`)
      .limit(1);
    expect(round?.phase).toBe('betting');
    const bet = () =>
      t.request({
        method: 'POST',
        url: '/api/v1/play/live/roulette-1/bet',
        headers: { 'x-game-session': session },
        payload: { kind: 'roulette', bets: [{ bet: { kind: 'red' }, amount: '1' }] },
      });
    expectWithinBudget('live roulette bet', await statementsOf('live roulette bet', bet));
  });

  it("a provider's bet and win", async () => {
    const reef = reefClient(t);
    const { sessionToken } = await reef.session('Stmts0004', '500');
    const [player] = await t.database.db
      .select({ id: players.id })
      .from(players)
      .where(eq(players.username, 'Stmts0004'));
    const bonus = createBonusDriver(t.database.db);
    const granted = await bonus.grant(player!.id, {
      campaignId: await bonus.createCampaign('statements-reef'),
      amountMinor: 10_000n,
      wageringMultiplier: 10,
      maxBetMinor: 500n,
      maxConversionMinor: null,
      contributions: { slots: 100, table: 10, live: 10, virtual: 10 },
      excludedGameIds: [],
    });
    expect(granted.status).toBe('active');
    expect((await reef.bet(sessionToken, 'warm-bet', 'warm-round', '1.00')).status).toBe(200);
    expectWithinBudget(
      'provider bet',
      await statementsOf('provider bet', () =>
        reef.bet(sessionToken, 'tx-bet-1', 'round-1', '1.00'),
      ),
    );
    expectWithinBudget(
      'provider win',
      await statementsOf('provider win', () =>
        reef.win(sessionToken, 'tx-win-1', 'round-1', '2.00', true),
      ),
    );
  });
});
