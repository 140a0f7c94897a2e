import { cpUnitsOf, formatMinor } from '@orca/contracts';
import { rollDiceShow, type DiceShowOutcome } from '@orca/games/live/dice-show';
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
 * The dice show (issue 26) on the live scheduler: the demo driver gives a round a seed found offline
 * whose dice make a total with a multiplier, so a bet on it is paid the multiplier; several
 * real-money seats and a fun seat share the round, settlement is cut half-way and run again, and
 * the stakes reach the rewards (CP) and bonus wagering consumers as a live game's. The table's
 * payout cap per seat refuses bets whose best case would pay more.
 */

const TABLE = 'dice-show-1';
const GAME = 'orca-live-dice-show';

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
const bet = (session: string, bets: object[], kind = 'dice_show') =>
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
  wanted: (o: DiceShowOutcome) => boolean,
): { serverSeed: string; outcome: DiceShowOutcome } {
  for (let i = 0; i < 100_000; i += 1) {
    const serverSeed = createHash('sha256').update(`dice-${round.id}-${i}`).digest('hex');
    const outcome = rollDiceShow(new FairFloats(serverSeed, round.clientSeed, round.nonce));
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
const multiplierOf = (o: DiceShowOutcome) => o.lucky.find((l) => l.total === o.total)?.multiplier;

describe('dice show', () => {
  it('is a game show in the lobby with its published RTP per total and payout cap', async () => {
    const lobby = (await t.request({ method: 'GET', url: '/api/v1/live/tables?currency=EUR' })).body
      .data.tables as { id: string; kind: string; section: string; rtp: object[] }[];
    const table = lobby.find((x) => x.id === TABLE);
    expect(table).toMatchObject({
      kind: 'dice_show',
      name: 'Dice Show',
      section: 'game-shows',
      minBet: '0.10',
      maxBet: '1000.00',
      maxPayout: '100000.00',
    });
    expect(table!.rtp).toHaveLength(16);
    expect(table!.rtp).toContainEqual({ bet: 'total_3', rtpPercent: '96.0069' });
    expect(table!.rtp).toContainEqual({ bet: 'total_9', rtpPercent: '95.9925' });
    expect(table!.rtp).toContainEqual({ bet: 'total_11', rtpPercent: '96.0156' });
    const session = await openTable();
    await freshRound();
    // Another table's bets, a total dice cannot make and a total bet twice are refused.
    expect(
      (await bet(session, [{ bet: { kind: 'red' }, amount: '1' }], 'roulette')).body.info
        .resultCode,
    ).toBe('game_unavailable');
    expect((await bet(session, [{ total: 19, amount: '1' }])).body.info.resultCode).toBe(
      'validation_error',
    );
    expect(
      (
        await bet(session, [
          { total: 7, amount: '1' },
          { total: 7, amount: '1' },
        ])
      ).body.info.resultCode,
    ).toBe('validation_error');
  });

  it('refuses bets whose best case pays more than €100,000 a seat (1000 to 1 on 3, 4, 17 and 18)', async () => {
    const { sessionid } = await fundedPlayer(t, 'DiceCap1', '500');
    const session = await openTable(sessionid);
    await freshRound();
    const refused = await bet(session, [
      { total: 10, amount: '200' },
      { total: 18, amount: '100' },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.info).toMatchObject({
      resultCode: 'live_max_payout_exceeded',
      message: expect.stringContaining('100100.00'),
    });
    expect(refused.body.info.message).toContain('100000.00');
    expect(await balance(sessionid)).toBe('500.00');
    // €99.90 on 18 pays at most €99,999.90; the other total cannot win with it.
    const placed = await bet(session, [
      { total: 10, amount: '200' },
      { total: 18, amount: '99.90' },
    ]);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(await balance(sessionid)).toBe('200.10');
  });

  it('pays a total with a multiplier the multiplier to 1 for several players, once, when settlement is cut and run again', async () => {
    const names = ['DiceLucky1', 'DiceLucky2', 'DiceLucky3', 'DiceLucky4'];
    const players: { sessionid: string; session: string; id: bigint }[] = [];
    for (const name of names) {
      const { sessionid } = await fundedPlayer(t, name, '100');
      players.push({ sessionid, session: await openTable(sessionid), id: await playerIdOf(name) });
    }
    const fun = await openTable();
    const round = await freshRound();
    const { serverSeed, outcome } = seedFor(round, (o) => multiplierOf(o) !== undefined);
    await forceSeed(serverSeed);
    const { total } = outcome;
    const multiplier = multiplierOf(outcome)!;
    // A total next to the rolled one, and one with a multiplier that was not rolled (when there is one).
    const neighbour = total === 18 ? 17 : total + 1;
    const otherLucky = outcome.lucky.find((l) => l.total !== total)?.total ?? neighbour;
    const [a, b, c, d] = players as [
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
    ];
    const seats: [typeof a, object[]][] = [
      [
        a,
        [
          { total, amount: '1' },
          { total: neighbour, amount: '1' },
        ],
      ],
      [b, [{ total: otherLucky, amount: '2' }]],
      [c, [{ total, amount: '0.50' }]],
      [d, [{ total: neighbour, amount: '3' }]],
    ];
    for (const [p, bets] of seats) {
      const placed = await bet(p.session, bets);
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    }
    expect((await bet(fun, [{ total, amount: '1' }])).status).toBe(200);
    // The table shows the seed's hash from before betting closed; the multipliers are not out yet.
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

    const lucky = 100n * BigInt(multiplier + 1);
    expect(await balance(a.sessionid)).toBe(formatMinor(10_000n - 200n + lucky));
    expect(await balance(b.sessionid)).toBe(formatMinor(10_000n - 200n));
    expect(await balance(c.sessionid)).toBe(formatMinor(10_000n - 50n + lucky / 2n));
    expect(await balance(d.sessionid)).toBe(formatMinor(10_000n - 300n));
    const unsettled = await t.database.db
      .select()
      .from(liveBets)
      .where(sql`${liveBets.liveRoundId} = ${round.id} and ${liveBets.settledAt} is null`);
    expect(unsettled).toEqual([]);

    // The result carries the multipliers and dice; the fun seat is paid the same way.
    const view = (
      await t.request({
        method: 'GET',
        url: `/api/v1/live/tables/${TABLE}`,
        headers: { 'x-game-session': fun },
      })
    ).body.data;
    expect(view).toMatchObject({
      phase: 'result',
      result: { kind: 'dice_show', dice: outcome.dice, total, lucky: outcome.lucky },
      seat: { mode: 'fun', win: formatMinor(lucky) },
    });

    // Recall shows the multipliers, dice and seed; the verifier recomputes them from it.
    const [recall] = (
      await t.request({ method: 'GET', url: '/api/v1/player/gameRounds', player: a.sessionid })
    ).body.data.rounds;
    expect(recall).toMatchObject({
      status: 'closed',
      bet: '2.00',
      win: formatMinor(lucky),
      outcome: {
        kind: 'live',
        tableKind: 'dice_show',
        result: { lucky: outcome.lucky, dice: outcome.dice, total },
        returns: [formatMinor(lucky), '0.00'],
        serverSeed,
      },
    });
    const verified = await t.request({
      method: 'GET',
      url: `/api/v1/fair/verify?game=dice_show&serverSeed=${serverSeed}&clientSeed=${encodeURIComponent(round.clientSeed)}&nonce=${round.nonce}`,
    });
    expect(verified.body.data.outcome).toEqual({
      kind: 'dice_show',
      lucky: outcome.lucky,
      dice: outcome.dice,
      total,
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

  it('pays a total without a multiplier its base odds, and counts a bonus seat towards wagering as a live game', async () => {
    const { sessionid } = await fundedPlayer(t, 'DicePlain1', '50');
    const playerId = await playerIdOf('DicePlain1');
    const campaignId = await bonus.createCampaign('dice-show-wagering');
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
    // A 10 or an 11 without a multiplier: 5 to 1.
    const { serverSeed, outcome } = seedFor(
      round,
      (o) => (o.total === 10 || o.total === 11) && multiplierOf(o) === undefined,
    );
    await forceSeed(serverSeed);
    const placed = await bet(session, [{ total: outcome.total, amount: '2' }]);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    await t.live.tick(new Date(round.bettingClosesAt.getTime() + 1));
    expect(await balance(sessionid)).toBe('60.00'); // 50 − 2 + 2 × 6
    await bonus.settle();
    const [wagered] = await queryRows<{ wager: string; percent: number; contributed: string }>(
      t.database.db,
      sql`select b.wager_minor::text as wager, b.contribution_percent as percent, b.contributed_minor::text as contributed
        from bonus_rounds b join bonus_instances i on i.id = b.instance_id where i.player_id = ${playerId}`,
    );
    expect(wagered).toEqual({ wager: '200', percent: 40, contributed: '80' });
  }, 60_000);
});
