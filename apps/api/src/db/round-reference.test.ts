import {
  cashbackUnitsOf,
  CP_CONTRIBUTION_PERCENT,
  cpUnitsOf,
  CRASH_BETTING_MS,
  crashFlightMs,
  type AdminTournament,
} from '@orca/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { drainUntilCaughtUp } from '../../test/events.ts';
import { createTestApp, fundedPlayer, operatorSession, type TestApp } from '../../test/harness.ts';
import { REEF_TEST_ENV, reefClient } from '../../test/provider-wallet.ts';
import { queryRows } from './client.ts';
import { crashGames, liveRounds } from './schema/index.ts';
import { createEventProcessor, type EventProcessor } from '../platform/domain-events.ts';
import { createLocalEventBus } from '../platform/events.ts';
import { createPlayerChannel } from '../platform/realtime.ts';
import { createOperatorService } from '../modules/admin/operator.service.ts';
import { createBonusDriver, type BonusDriver } from '../modules/bonus/bonus.test-driver.ts';
import { createCatalogueService } from '../modules/games/catalogue.service.ts';
import { LIVE_TABLES, LIVE_RESULT_PAUSE_MS } from '../modules/play/live/live.tables.ts';
import { createPlayerService } from '../modules/profile/player.service.ts';
import { rewardsPointsConsumer } from '../modules/rewards/rewards.consumer.ts';
import { scoresConsumer } from '../modules/tournaments/tournaments.consumer.ts';
import { createLedgerService } from '../modules/wallet/ledger.service.ts';
import { createWalletService } from '../modules/wallet/wallet.service.ts';

/*
 * Issue 22: a real-money bet of every game kind reaches every consumer of the ledger and of
 * settled rounds: CP and daily cashback (rewards), bonus wagering, and race scoring. Live seats
 * and crash bets store an external round id other than the round's own, and a join on it alone
 * lost them to the first three.
 */

let t: TestApp;
let reef: ReturnType<typeof reefClient>;
let rewards: EventProcessor;
let scores: EventProcessor;
let bonus: BonusDriver;
let campaignId: bigint;
let race: AdminTournament;
const tableOf = (kind: string) => LIVE_TABLES.find((d) => d.kind === kind)!;

const SLOT = 'orca-lucky-sevens';
const DICE = 'orca-dice';
const CRASH = 'orca-crash';
const REEF = 'reef-coral-hi-lo';
const GAMES = [SLOT, DICE, CRASH, REEF, ...LIVE_TABLES.map((d) => d.gameId)];

beforeAll(async () => {
  t = await createTestApp(REEF_TEST_ENV);
  // Every clock below is the test's: no background driver settles or opens anything behind it.
  await t.jobs.stop();
  reef = reefClient(t);
  const { db } = t.database;
  const termsOf = createCatalogueService(db).termsOf;
  const channel = createPlayerChannel(createLocalEventBus());
  rewards = createEventProcessor(
    db,
    rewardsPointsConsumer({
      termsOf,
      players: createPlayerService(db),
      operators: createOperatorService(db, { secretKey: t.config.OPERATOR_SECRET_KEY }),
      channel,
    }),
  );
  const wallet = createWalletService(createLedgerService(db));
  scores = createEventProcessor(
    db,
    scoresConsumer({
      tournaments: { leaderboard: async () => [] },
      db,
      events: { publish: async () => undefined },
      freeSpinRounds: (tx, ids) => wallet.freeSpinRounds(tx, ids),
    }),
  );
  bonus = createBonusDriver(db);
  campaignId = await bonus.createCampaign('round-reference-bonus');
  const marketing = await operatorSession(t, 'marketing');
  const startsAt = new Date(Date.now() - 60_000);
  const created = await t.request({
    method: 'POST',
    url: '/api/v1/admin/tournaments',
    headers: { 'x-operator-session': marketing },
    payload: {
      url: 'every-game-kind-race',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 6 * 3_600_000).toISOString(),
      recurrence: 'none',
      gameIds: GAMES,
      minBetEur: '0.10',
      enrolment: 'auto',
      scoring: 'total_wagered',
      scoringParams: {},
      prizes: [{ fromRank: 1, toRank: 1, kind: 'cash', amountEur: '1.00' }],
      texts: { en: { title: 'Every game', summary: 'Every game kind', terms: 'Terms' } },
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  race = created.body.data as AdminTournament;
});
afterEach(async () => {
  expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
});
afterAll(() => t.close());

async function openGame(gameId: string, player: string): Promise<string> {
  const launched = await t.request({ method: 'GET', url: `/api/v1/player/game/${gameId}`, player });
  expect(launched.status, JSON.stringify(launched.body)).toBe(200);
  const token = new URL(launched.body.data.url).searchParams.get('token')!;
  return (await t.request({ method: 'POST', url: '/api/v1/play/session', payload: { token } })).body
    .data.sessionToken as string;
}
const play = async (session: string, url: string, payload: object) => {
  const response = await t.request({
    method: 'POST',
    url: `/api/v1/play/${url}`,
    headers: { 'x-game-session': session },
    payload,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response;
};

/** The tests' clock for live tables, ahead of the real one (as in live.routes.test). */
let clock = Date.now() + 3_600_000;
async function freshLiveRound(tableId: string): Promise<typeof liveRounds.$inferSelect> {
  clock += 3_600_000;
  for (const at of [clock, clock + 60_000, clock + 120_000, clock + 120_000 + LIVE_RESULT_PAUSE_MS])
    await t.live.tick(new Date(at));
  const [round] = await t.database.db
    .select()
    .from(liveRounds)
    .where(eq(liveRounds.tableId, tableId))
    .orderBy(sql`${liveRounds.roundNo} desc`)
    .limit(1);
  expect(round?.phase).toBe('betting');
  return round!;
}

/** One real-money bet of 1.00 on each game kind, played to its end. */
const KINDS: {
  name: string;
  gameId: string;
  play(player: string, username: string): Promise<void>;
}[] = [
  {
    name: 'slot',
    gameId: SLOT,
    play: async (player) =>
      void (await play(await openGame(SLOT, player), 'slot/spin', { bet: '1.00' })),
  },
  {
    name: 'fast game (dice)',
    gameId: DICE,
    play: async (player) =>
      void (await play(await openGame(DICE, player), 'dice', {
        bet: '1.00',
        target: 50,
        direction: 'over',
      })),
  },
  {
    name: 'crash',
    gameId: CRASH,
    async play(player) {
      const session = await openCrash(player);
      const point = 100_000;
      const shift = async (offsetMs: number) => {
        const current = (await t.request({ method: 'GET', url: '/api/v1/play/crash/state' })).body
          .data.game.id as string;
        const startsAt = Date.now() - offsetMs;
        await t.database.db
          .update(crashGames)
          .set({
            crashPointHundredths: point,
            bettingOpensAt: new Date(startsAt - CRASH_BETTING_MS),
            startsAt: new Date(startsAt),
            bustsAt: new Date(startsAt + crashFlightMs(point)),
          })
          .where(sql`${crashGames.id} = ${current}`);
      };
      await shift(-3_000);
      await play(session, 'crash/bet', { bet: '1.00', autoCashout: null });
      await shift(2_000);
      await play(session, 'crash/cashout', {});
    },
  },
  ...(['roulette', 'baccarat', 'money_wheel', 'multiplier_roulette', 'dice_show'] as const).map(
    (kind) => ({
      name: `live ${kind}`,
      gameId: tableOf(kind).gameId,
      async play(player: string) {
        const def = tableOf(kind);
        const session = await openGame(def.gameId, player);
        const round = await freshLiveRound(def.id);
        const bets =
          kind === 'roulette' || kind === 'multiplier_roulette'
            ? [{ bet: { kind: 'red' }, amount: '1' }]
            : kind === 'baccarat'
              ? [{ kind: 'player', amount: '1' }]
              : kind === 'dice_show'
                ? [{ total: 10, amount: '1' }]
                : [{ number: 1, amount: '1' }];
        await play(session, `live/${def.id}/bet`, { kind, bets });
        await t.live.tick(new Date(round.bettingClosesAt.getTime() + 1));
      },
    }),
  ),
  {
    name: 'live blackjack',
    gameId: tableOf('blackjack').gameId,
    async play(player) {
      const def = tableOf('blackjack');
      const session = await openGame(def.gameId, player);
      const round = await freshLiveRound(def.id);
      await play(session, `live/${def.id}/bet`, { kind: 'blackjack', amount: '1' });
      await t.live.tick(new Date(round.bettingClosesAt.getTime() + 1));
      // Past the decision window the seat stands, and the round settles.
      const [dealt] = await t.database.db
        .select()
        .from(liveRounds)
        .where(eq(liveRounds.id, round.id));
      await t.live.tick(
        new Date(
          Math.max(dealt!.decisionsCloseAt?.getTime() ?? 0, dealt!.bettingClosesAt.getTime()) + 1,
        ),
      );
    },
  },
  {
    name: 'provider wallet (Reef)',
    gameId: REEF,
    async play(_player, username) {
      const session = await reefSession(username);
      expect((await reef.bet(session, `${username}-bet`, `${username}-round`, '1.00')).status).toBe(
        200,
      );
      expect(
        (await reef.win(session, `${username}-win`, `${username}-round`, '0.00', true)).status,
      ).toBe(200);
    },
  },
];

async function openCrash(player: string): Promise<string> {
  return openGame(CRASH, player);
}
/** The Reef session of an already funded player (reefClient.session signs a new one up). */
async function reefSession(username: string): Promise<string> {
  const player = sessions.get(username)!;
  const launched = await t.request({ method: 'GET', url: `/api/v1/player/game/${REEF}`, player });
  const launchToken = new URL(launched.body.data.url).searchParams.get('token')!;
  const auth = await reef.call('authenticate', { launchToken });
  expect(auth.status, JSON.stringify(auth.body)).toBe(200);
  return auth.body.data.sessionToken as string;
}
const sessions = new Map<string, string>();

describe('a real-money bet of every game kind reaches rewards, cashback, bonus wagering and race scoring', () => {
  it.each(KINDS.map((k, i) => [k.name, k, i] as const))('%s', async (_name, kind, i) => {
    const username = `Reach${i}Kind${Date.now().toString(36).slice(-5)}`;
    const { sessionid } = await fundedPlayer(t, username, '50');
    sessions.set(username, sessionid);
    const [me] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id::text from players where username = ${username}`,
    );
    const playerId = BigInt(me!.id);
    // A bonus that every game group counts in full; 10.00 at 10× is far from complete after one bet.
    await bonus.grant(playerId, {
      campaignId,
      amountMinor: 1_000n,
      wageringMultiplier: 10,
      maxBetMinor: 500n,
      maxConversionMinor: null,
      contributions: { slots: 100, table: 100, live: 100, virtual: 100 },
      excludedGameIds: [],
    });

    await kind.play(sessionid, username);

    await drainUntilCaughtUp(t.database.db, rewards, ['ledger.transfer']);
    await drainUntilCaughtUp(t.database.db, scores, ['round.settled']);
    await bonus.settle();

    const terms = (
      await createCatalogueService(t.database.db).termsOf([kind.gameId], t.database.db)
    ).get(kind.gameId)!;
    const [account] = await queryRows<{ cp: string; cashback: string }>(
      t.database.db,
      sql`select cp_units::text as cp, cashback_units::text as cashback from reward_accounts where player_id = ${playerId}`,
    );
    // Cash is spent before bonus money, so the 1.00 stake is cash: CP and cashback both.
    expect(account, 'reward account').toBeDefined();
    expect(BigInt(account!.cp)).toBe(cpUnitsOf(100n, 'EUR', CP_CONTRIBUTION_PERCENT[terms.group]));
    expect(BigInt(account!.cashback)).toBe(cashbackUnitsOf(100n, 'EUR', terms.rtpBasisPoints));
    expect(BigInt(account!.cashback)).toBeGreaterThan(0n);
    const wagered = await queryRows<{ game_id: string; wager: string; contributed: string }>(
      t.database.db,
      sql`select b.game_id, b.wager_minor::text as wager, b.contributed_minor::text as contributed from bonus_rounds b join bonus_instances i on i.id = b.instance_id where i.player_id = ${playerId}`,
    );
    expect(wagered).toEqual([{ game_id: kind.gameId, wager: '100', contributed: '100' }]);
    const [entry] = await queryRows<{ score: string }>(
      t.database.db,
      sql`select score::text from tournament_entries where tournament_id = ${race.id}::bigint and player_id = ${playerId}`,
    );
    expect(entry?.score).toBe('1000000');
  });
});
