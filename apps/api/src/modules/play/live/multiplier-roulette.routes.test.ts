import { cpUnitsOf, formatMinor } from '@orca/contracts';
import {
  spinMultiplierRoulette,
  type MultiplierRouletteOutcome,
} from '@orca/games/live/multiplier-roulette';
import { FairFloats, hashServerSeed } from '@orca/games/rng/fair';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, fundedPlayer, type TestApp } from '../../../../test/harness.ts';
import { isCaughtUp } from '../../../../test/events.ts';
import { queryRows } from '../../../db/client.ts';
import { liveBets, liveRounds, rewardAccounts } from '../../../db/schema/index.ts';
import { createEventProcessor } from '../../../platform/domain-events.ts';
import { createLocalEventBus } from '../../../platform/events.ts';
import { createPlayerChannel } from '../../../platform/realtime.ts';
import { createOperatorService } from '../../admin/operator.service.ts';
import { createBonusDriver, type BonusDriver } from '../../bonus/bonus.test-driver.ts';
import { createCatalogueService } from '../../games/catalogue.service.ts';
import { createPlayerService } from '../../profile/player.service.ts';
import { rewardsPointsConsumer } from '../../rewards/rewards.consumer.ts';
import { createLedgerService } from '../../wallet/ledger.service.ts';
import { LIVE_RESULT_PAUSE_MS } from './live.tables.ts';

/*
 * Multiplier roulette (issue 26) on the live scheduler: the demo driver gives a round a seed found
 * offline whose ball lands on a lucky number, so a straight on it is paid its multiplier; several
 * real-money seats and a fun seat share the round, settlement is cut half-way and run again, and
 * the stakes reach the rewards (CP) and bonus wagering consumers as a live game's.
 */

const TABLE = 'multiplier-roulette-1';
const GAME = 'orca-live-multiplier-roulette';

let t: TestApp;
let bonus: BonusDriver;
let rewards: ReturnType<typeof createEventProcessor<'ledger.transfer'>>;
beforeAll(async () => {
  t = await createTestApp();
  // The consumers run here, drained by the test, rather than on the app's timers.
  await t.jobs.stop();
  const { db } = t.database;
  bonus = createBonusDriver(db);
  rewards = createEventProcessor(
    db,
    rewardsPointsConsumer({
      termsOf: createCatalogueService(db).termsOf,
      players: createPlayerService(db),
      operators: createOperatorService(db, { secretKey: t.config.OPERATOR_SECRET_KEY }),
      channel: createPlayerChannel(createLocalEventBus()),
    }),
  );
});
afterEach(async () => {
  expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
});
afterAll(() => t.close());

async function openTable(player?: string): Promise<string> {
  const launched = await t.request({
    method: 'GET',
    url: `/api/v1/player/game/${GAME}${player ? '' : '?play_for_fun=1'}`,
    ...(player ? { player } : {}),
  });
  expect(launched.status, JSON.stringify(launched.body)).toBe(200);
  const token = new URL(launched.body.data.url).searchParams.get('token')!;
  return (await t.request({ method: 'POST', url: '/api/v1/play/session', payload: { token } })).body
    .data.sessionToken as string;
}
const bet = (session: string, bets: object[], kind = 'multiplier_roulette') =>
  t.request({
    method: 'POST',
    url: `/api/v1/play/live/${TABLE}/bet`,
    headers: { 'x-game-session': session },
    payload: { kind, bets },
  });
const balance = async (player: string) =>
  (await t.request({ method: 'GET', url: '/api/v1/player/balance', player })).body.data
    .cash as string;
const playerIdOf = async (username: string) =>
  (await createPlayerService(t.database.db).findByUsername(username))!.id;

/** A round on the tests' own clock, hours ahead of the background driver (see live.routes.test). */
let clock = Date.now() + 3_600_000;
async function freshRound(): Promise<typeof liveRounds.$inferSelect> {
  clock += 3_600_000;
  await t.live.tick(new Date(clock));
  await t.live.tick(new Date(clock + LIVE_RESULT_PAUSE_MS));
  const [round] = await t.database.db
    .select()
    .from(liveRounds)
    .where(eq(liveRounds.tableId, TABLE))
    .orderBy(sql`${liveRounds.roundNo} desc`)
    .limit(1);
  expect(round?.phase).toBe('betting');
  return round!;
}

/** Searches seeds offline, as the browser test does, for a round whose draw `wanted` accepts. */
function seedFor(
  round: typeof liveRounds.$inferSelect,
  wanted: (o: MultiplierRouletteOutcome) => boolean,
): { serverSeed: string; outcome: MultiplierRouletteOutcome } {
  for (let i = 0; i < 100_000; i += 1) {
    const serverSeed = createHash('sha256').update(`multiplier-${round.id}-${i}`).digest('hex');
    const outcome = spinMultiplierRoulette(
      new FairFloats(serverSeed, round.clientSeed, round.nonce),
    );
    if (wanted(outcome)) return { serverSeed, outcome };
  }
  throw new Error('no seed found');
}
async function forceSeed(serverSeed: string): Promise<void> {
  const answer = await t.request({
    method: 'POST',
    url: `/api/v1/demo/live/tables/${TABLE}/seed`,
    payload: { serverSeed },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}
const isLuckyPocket = (o: MultiplierRouletteOutcome) => o.lucky.some((l) => l.number === o.pocket);

describe('multiplier roulette', () => {
  it('is a game show in the lobby with its published RTPs (every bet 36/37)', async () => {
    const lobby = (await t.request({ method: 'GET', url: '/api/v1/live/tables?currency=EUR' })).body
      .data.tables as { id: string; kind: string; section: string; rtp: object[] }[];
    const table = lobby.find((x) => x.id === TABLE);
    expect(table).toMatchObject({
      kind: 'multiplier_roulette',
      name: 'Multiplier Roulette',
      section: 'game-shows',
      minBet: '0.10',
      maxBet: '1000.00',
      maxPayout: '100000.00',
    });
    expect(table!.rtp).toContainEqual({ bet: 'straight', rtpPercent: '97.2973' });
    expect(table!.rtp).toContainEqual({ bet: 'red', rtpPercent: '97.2973' });
    expect(table!.rtp).toHaveLength(13);
    // Roulette's bets at this table are refused under another kind.
    const session = await openTable();
    await freshRound();
    expect(
      (await bet(session, [{ bet: { kind: 'red' }, amount: '1' }], 'roulette')).body.info
        .resultCode,
    ).toBe('game_unavailable');
  });

  it('refuses bets whose best case pays more than €100,000 a seat: a straight takes at most €199.60', async () => {
    const { sessionid } = await fundedPlayer(t, 'MultiCap1', '1000');
    const session = await openTable(sessionid);
    await freshRound();
    // €200 on 17 could pay 200 × 501 = €100,200; €199.60 and a split on 17 together could too.
    for (const bets of [
      [{ bet: { kind: 'straight', number: 17 }, amount: '200' }],
      [
        { bet: { kind: 'straight', number: 17 }, amount: '199.60' },
        { bet: { kind: 'split', numbers: [17, 20] }, amount: '1' },
      ],
    ]) {
      const refused = await bet(session, bets);
      expect(refused.status).toBe(400);
      expect(refused.body.info.resultCode).toBe('live_max_payout_exceeded');
    }
    expect(await balance(sessionid)).toBe('1000.00');
    // Two straights never both win: 199.60 × 501 = €99,999.60 at most.
    const placed = await bet(session, [
      { bet: { kind: 'straight', number: 17 }, amount: '199.60' },
      { bet: { kind: 'straight', number: 18 }, amount: '199.60' },
    ]);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(await balance(sessionid)).toBe('600.80');
  });

  it('pays a straight on the lucky pocket its multiplier to 1 for several players, once, when settlement is cut and run again', async () => {
    const names = ['MultiLucky1', 'MultiLucky2', 'MultiLucky3', 'MultiLucky4'];
    const players: { sessionid: string; session: string; id: bigint }[] = [];
    for (const name of names) {
      const { sessionid } = await fundedPlayer(t, name, '100');
      players.push({ sessionid, session: await openTable(sessionid), id: await playerIdOf(name) });
    }
    const fun = await openTable();
    const round = await freshRound();
    const { serverSeed, outcome } = seedFor(round, isLuckyPocket);
    await forceSeed(serverSeed);
    const { pocket } = outcome;
    const multiplier = outcome.lucky.find((l) => l.number === pocket)!.multiplier;
    const otherLucky = outcome.lucky.find((l) => l.number !== pocket);
    const notLucky = [...Array(37).keys()].find(
      (n) => n !== pocket && !outcome.lucky.some((l) => l.number === n),
    )!;
    const [a, b, c, d] = players as [
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
    ];
    const seats: [typeof a, object[]][] = [
      // The lucky straight, and a split on the same pocket (roulette's 17:1, no multiplier).
      [
        a,
        [
          { bet: { kind: 'straight', number: pocket }, amount: '1' },
          {
            bet: {
              kind: 'split',
              numbers: pocket === 0 ? [0, 1] : [pocket, pocket + 3 <= 36 ? pocket + 3 : pocket - 3],
            },
            amount: '1',
          },
        ],
      ],
      // A straight on another lucky number (or a plain one) loses; red pays as roulette.
      [
        b,
        [
          { bet: { kind: 'straight', number: otherLucky?.number ?? notLucky }, amount: '2' },
          { bet: { kind: 'red' }, amount: '2' },
        ],
      ],
      [c, [{ bet: { kind: 'straight', number: pocket }, amount: '0.50' }]],
      [d, [{ bet: { kind: 'dozen', dozen: 1 }, amount: '3' }]],
    ];
    for (const [p, bets] of seats) {
      const placed = await bet(p.session, bets);
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    }
    expect(
      (await bet(fun, [{ bet: { kind: 'straight', number: pocket }, amount: '1' }])).status,
    ).toBe(200);
    // The table shows the seed's hash from before betting closed; the lucky numbers are not out yet.
    const open = (await t.request({ method: 'GET', url: `/api/v1/live/tables/${TABLE}` })).body
      .data;
    expect(open).toMatchObject({ serverSeedHash: hashServerSeed(serverSeed), result: null });

    // Settlement cut after the second seat (batches of one), then run again.
    await expect(
      t.live.tick(new Date(round.bettingClosesAt.getTime() + 1), {
        batchSize: 1,
        afterSeat: (n) => {
          if (n === 2) throw new Error('power cut');
        },
      }),
    ).rejects.toThrow('power cut');
    await t.live.tick(new Date(round.bettingClosesAt.getTime() + 1), { batchSize: 2 });

    const isRed = outcome.colour === 'red';
    const splitWin = 1800n;
    const expected = {
      a: 10_000n - 200n + 100n * BigInt(multiplier + 1) + splitWin,
      b: 10_000n - 400n + (isRed ? 400n : 0n),
      c: 10_000n - 50n + 50n * BigInt(multiplier + 1),
      d: 10_000n - 300n + (pocket >= 1 && pocket <= 12 ? 900n : 0n),
    };
    expect(await balance(a.sessionid)).toBe(formatMinor(expected.a));
    expect(await balance(b.sessionid)).toBe(formatMinor(expected.b));
    expect(await balance(c.sessionid)).toBe(formatMinor(expected.c));
    expect(await balance(d.sessionid)).toBe(formatMinor(expected.d));
    const unsettled = await t.database.db
      .select()
      .from(liveBets)
      .where(sql`${liveBets.liveRoundId} = ${round.id} and ${liveBets.settledAt} is null`);
    expect(unsettled).toEqual([]);

    // The result carries the lucky numbers; the fun seat is paid the same way.
    const view = (
      await t.request({
        method: 'GET',
        url: `/api/v1/live/tables/${TABLE}`,
        headers: { 'x-game-session': fun },
      })
    ).body.data;
    expect(view).toMatchObject({
      phase: 'result',
      result: { kind: 'multiplier_roulette', pocket, lucky: outcome.lucky },
      seat: { mode: 'fun', win: formatMinor(100n * BigInt(multiplier + 1)) },
    });

    // Recall shows the lucky numbers and the seed; the verifier recomputes them from it.
    const [recall] = (
      await t.request({ method: 'GET', url: '/api/v1/player/gameRounds', player: a.sessionid })
    ).body.data.rounds;
    expect(recall).toMatchObject({
      status: 'closed',
      bet: '2.00',
      win: formatMinor(100n * BigInt(multiplier + 1) + splitWin),
      outcome: {
        kind: 'live',
        tableKind: 'multiplier_roulette',
        result: { lucky: outcome.lucky, pocket },
        returns: [formatMinor(100n * BigInt(multiplier + 1)), '18.00'],
        serverSeed,
      },
    });
    const verified = await t.request({
      method: 'GET',
      url: `/api/v1/fair/verify?game=multiplier_roulette&serverSeed=${serverSeed}&clientSeed=${encodeURIComponent(round.clientSeed)}&nonce=${round.nonce}`,
    });
    expect(verified.body.data.outcome).toEqual({
      kind: 'multiplier_roulette',
      lucky: outcome.lucky,
      pocket,
      colour: outcome.colour,
    });

    // Rewards count the stakes as a live game's (20 %), as they do live roulette's.
    await vi.waitFor(
      async () => {
        await rewards.drain(100);
        expect(await isCaughtUp(t.database.db, 'rewards.points', 'ledger.transfer')).toBe(true);
      },
      { timeout: 60_000, interval: 50 },
    );
    const cpOf = async (id: bigint) =>
      (await t.database.db.select().from(rewardAccounts).where(eq(rewardAccounts.playerId, id)))[0]
        ?.cpUnits ?? 0n;
    expect(await cpOf(a.id)).toBe(cpUnitsOf(200n, 'EUR', 20));
    expect(await cpOf(d.id)).toBe(cpUnitsOf(300n, 'EUR', 20));
    expect(cpUnitsOf(300n, 'EUR', 20)).toBeGreaterThan(0n);
  }, 120_000);

  it('pays a straight on a plain pocket 29 to 1, and counts a bonus seat towards wagering as a live game', async () => {
    const { sessionid } = await fundedPlayer(t, 'MultiPlain1', '50');
    const playerId = await playerIdOf('MultiPlain1');
    const campaignId = await bonus.createCampaign('multiplier-roulette-wagering');
    await bonus.grant(playerId, {
      campaignId,
      amountMinor: 1_000n,
      wageringMultiplier: 50,
      maxBetMinor: 10_000n,
      maxConversionMinor: null,
      contributions: { slots: 100, table: 100, live: 40, virtual: 100 },
      excludedGameIds: [],
    });
    const session = await openTable(sessionid);
    const round = await freshRound();
    const { serverSeed, outcome } = seedFor(round, (o) => !isLuckyPocket(o));
    await forceSeed(serverSeed);
    const placed = await bet(session, [
      { bet: { kind: 'straight', number: outcome.pocket }, amount: '2' },
    ]);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    await t.live.tick(new Date(round.bettingClosesAt.getTime() + 1));
    expect(await balance(sessionid)).toBe('108.00'); // 50 − 2 + 2 × 30
    await bonus.settle();
    const [wagered] = await queryRows<{ wager: string; percent: number; contributed: string }>(
      t.database.db,
      sql`select b.wager_minor::text as wager, b.contribution_percent as percent, b.contributed_minor::text as contributed
        from bonus_rounds b join bonus_instances i on i.id = b.instance_id where i.player_id = ${playerId}`,
    );
    expect(wagered).toEqual({ wager: '200', percent: 40, contributed: '80' });
  }, 60_000);
});
