import type { LedgerTransferEvent, PlayerMessage } from '@orca/contracts';
import { CP_UNITS_PER_CP } from '@orca/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestApp,
  fundedPlayer,
  operatorSession,
  type TestApp,
} from '../../../test/harness.ts';
import { isCaughtUp } from '../../../test/events.ts';
import { REEF_TEST_ENV, reefClient } from '../../../test/provider-wallet.ts';
import { queryRows } from '../../db/client.ts';
import { auditLog, challenges, playerNotices, rewardAccounts } from '../../db/schema/index.ts';
import { createEventProcessor } from '../../platform/domain-events.ts';
import { createLocalEventBus } from '../../platform/events.ts';
import { createPlayerChannel } from '../../platform/realtime.ts';
import { createOperatorService } from '../admin/operator.service.ts';
import { createCatalogueService } from '../games/catalogue.service.ts';
import { createPlayerService } from '../profile/player.service.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';
import { rewardsPointsConsumer } from './rewards.consumer.ts';
import { inTransaction } from '../../db/transaction.ts';

let t: TestApp;
let reef: ReturnType<typeof reefClient>;
let admin: string;
let processor: ReturnType<typeof createEventProcessor<'ledger.transfer'>>;

beforeAll(async () => {
  t = await createTestApp(REEF_TEST_ENV);
  reef = reefClient(t);
  admin = await operatorSession(t, 'admin');
  const { db } = t.database;
  // The consumer as the app builds it, run here so a test waits for it rather than for the app's timer.
  processor = createEventProcessor(
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

/** Waits until the rewards consumer has handled every ledger transfer committed so far. */
async function settled(): Promise<void> {
  await vi.waitFor(
    async () => {
      await processor.drain(100);
      expect(await isCaughtUp(t.database.db, 'rewards.points', 'ledger.transfer')).toBe(true);
    },
    { timeout: 60_000, interval: 50 },
  );
}

const idOf = async (username: string) =>
  (await createPlayerService(t.database.db).findByUsername(username))!.id;
const get = (url: string, player: string) =>
  t.request({ method: 'GET', url: `/api/v1${url}`, player });
const post = (url: string, player: string, payload: object = {}) =>
  t.request({ method: 'POST', url: `/api/v1${url}`, player, payload });
const asOperator = (
  session: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) =>
  t.request({
    method,
    url: `/api/v1/admin/rewards${url}`,
    headers: { 'x-operator-session': session },
    ...(payload ? { payload } : {}),
  });
const cpUnitsOf = async (playerId: bigint) =>
  (
    await t.database.db.select().from(rewardAccounts).where(eq(rewardAccounts.playerId, playerId))
  )[0]?.cpUnits ?? 0n;
const REWARD_NOTICES = ['level_up', 'level_reward_available', 'vip_member', 'cashback_available'];
/** The player's notices from rewards (other domains tell of the deposit too), oldest first. */
const noticesOf = async (playerId: bigint) =>
  (
    await t.database.db
      .select()
      .from(playerNotices)
      .where(eq(playerNotices.playerId, playerId))
      .orderBy(playerNotices.id)
  )
    .filter((n) => REWARD_NOTICES.includes(n.kind))
    .map((n) => ({ kind: n.kind, params: n.params as Record<string, string | number> }));
const balance = async (player: string) =>
  (await get('/player/balance', player)).body.data.cash as string;

async function openGame(gameId: string, player: string): Promise<string> {
  const launched = await get(`/player/game/${gameId}`, player);
  expect(launched.status, JSON.stringify(launched.body)).toBe(200);
  const token = new URL(launched.body.data.url).searchParams.get('token')!;
  const session = await t.request({
    method: 'POST',
    url: '/api/v1/play/session',
    payload: { token },
  });
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  return session.body.data.sessionToken as string;
}
const play = async (session: string, url: string, payload: object) => {
  const response = await t.request({
    method: 'POST',
    url: `/api/v1/play/${url}`,
    headers: { 'x-game-session': session },
    payload,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
};

/** The reef session of a player already signed up, launched into another game. */
async function reefSessionFor(player: string, game: string): Promise<string> {
  const launched = await get(`/player/game/${game}`, player);
  const auth = await reef.call('authenticate', {
    launchToken: new URL(launched.body.data.url).searchParams.get('token')!,
  });
  expect(auth.status, JSON.stringify(auth.body)).toBe(200);
  return auth.body.data.sessionToken as string;
}

/** A reef player who staked `count` bets of `amount` EUR on `game`, each its own round. */
async function reefBets(username: string, game: string, count: number, amount = '1.00') {
  const { sessionToken, player } = await reef.session(username, '1000', game);
  for (let i = 0; i < count; i += 1) {
    const response = await reef.bet(sessionToken, `${username}-b${i}`, `${username}-r${i}`, amount);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  }
  return { sessionToken, player, playerId: await idOf(username) };
}

describe('CP from wagers', () => {
  it('gives exactly one CP for 25 × 1 EUR on a slot, 20 % on a fast game, and takes a rolled-back stake back', async () => {
    const slot = await reefBets('CpSlot0001', 'reef-pearl-diver', 25);
    await settled();
    expect(await cpUnitsOf(slot.playerId)).toBe(2_500_000n);
    expect((await get('/player/vip/level', slot.player)).body.data).toMatchObject({
      currentPoints: '1.00',
      currentLevel: 0,
      nextLevel: 1,
      nextRequiredPoints: 10,
      isVip: false,
    });

    // A 4 EUR stake adds 0.16 CP; its rollback takes exactly that back.
    await reef.bet(slot.sessionToken, 'CpSlot0001-big', 'CpSlot0001-rb', '4.00');
    await settled();
    expect((await get('/player/vip/level', slot.player)).body.data.currentPoints).toBe('1.16');
    const rolledBack = await reef.rollback(
      slot.sessionToken,
      'CpSlot0001-undo',
      'CpSlot0001-big',
      'CpSlot0001-rb',
    );
    expect(rolledBack.status, JSON.stringify(rolledBack.body)).toBe(200);
    await settled();
    expect(await cpUnitsOf(slot.playerId)).toBe(2_500_000n);

    // 25 × 1 EUR on a fast game: 20 % of a CP.
    const fast = await reefBets('CpFast0001', 'reef-coral-hi-lo', 25);
    await settled();
    expect(await cpUnitsOf(fast.playerId)).toBe(500_000n);
    expect((await get('/player/vip/level', fast.player)).body.data.currentPoints).toBe('0.20');
  });

  it('counts NOK and PLN stakes at their EUR equivalents, exactly', async () => {
    // 25 × 10 NOK (1 EUR each) on an in-house slot: one CP.
    const { sessionid: nok } = await fundedPlayer(t, 'CpKroner01', '1000', { currency: 'NOK' });
    const slot = await openGame('orca-lucky-sevens', nok);
    for (let i = 0; i < 25; i += 1) await play(slot, 'slot/spin', { bet: '10.00' });
    // 25 × 5 PLN (1 EUR each) on dice, a fast game: 0.20 CP.
    const { sessionid: pln } = await fundedPlayer(t, 'CpZloty001', '1000', { currency: 'PLN' });
    const dice = await openGame('orca-dice', pln);
    for (let i = 0; i < 25; i += 1)
      await play(dice, 'dice', { bet: '5.00', target: 50, direction: 'over' });
    await settled();
    expect(await cpUnitsOf(await idOf('CpKroner01'))).toBe(2_500_000n);
    expect(await cpUnitsOf(await idOf('CpZloty001'))).toBe(500_000n);
    expect((await get('/player/cashback', pln)).body.data).toMatchObject({
      totalCP: '0.20',
      currency: 'PLN',
    });
  });
});

describe('levels from play', () => {
  it('levels a player up from wagers with one level_up notice and a reward notice for each level reached', async () => {
    // 400 EUR on a slot: 16 CP, level 2 at once.
    const { player, playerId } = await reefBets('LevelPlay1', 'reef-pearl-diver', 1, '400.00');
    await settled();
    expect((await get('/player/vip/level', player)).body.data).toMatchObject({
      currentLevel: 2,
      currentCategory: 'Orca',
      currentPoints: '16.00',
      nextLevel: 3,
      nextRequiredPoints: 24,
    });
    expect((await noticesOf(playerId)).filter((n) => n.kind !== 'cashback_available')).toEqual([
      { kind: 'level_up', params: { level: 2, category: 'Orca' } },
      { kind: 'level_reward_available', params: { level: 1, amount: '1.00', currency: 'EUR' } },
      { kind: 'level_reward_available', params: { level: 2, amount: '2.00', currency: 'EUR' } },
    ]);
    const history = (await asOperator(admin, 'GET', `/players/${playerId}/cp`)).body.data;
    expect(history.days).toEqual([
      {
        day: new Date().toISOString().slice(0, 10),
        cp: '16.00',
        wagered: '400.00',
        currency: 'EUR',
      },
    ]);
  });

  it('pushes the level and CP to the player once the batch commits, not before', async () => {
    await fundedPlayer(t, 'Pushed0001', '20');
    const playerId = await idOf('Pushed0001');
    const { db } = t.database;
    const channel = createPlayerChannel(createLocalEventBus());
    const received: PlayerMessage[] = [];
    channel.subscribe(playerId, (message) => received.push(message));
    const consumer = rewardsPointsConsumer({
      termsOf: createCatalogueService(db).termsOf,
      players: createPlayerService(db),
      operators: createOperatorService(db, { secretKey: t.config.OPERATOR_SECRET_KEY }),
      channel,
    });
    // 250 EUR staked on a slot, as the ledger would report it: 10 CP, level 1.
    const bet: LedgerTransferEvent = {
      type: 'ledger.transfer',
      transferId: 1n,
      operationId: 1n,
      operationKind: 'bet',
      kind: 'bet',
      currency: 'EUR',
      amountMinor: 25_000n,
      debit: { accountKind: 'player_cash', playerId },
      credit: { accountKind: 'house_game', playerId: null },
      playerId,
      roundId: null,
      gameId: 'reef-pearl-diver',
      at: new Date(),
    };
    const afterCommit = await inTransaction(db, async (tx) => {
      const work = await consumer.handle(tx, [bet]);
      expect(received).toEqual([]);
      return work;
    });
    expect(received).toEqual([]);
    await afterCommit?.();
    expect(received).toEqual([{ type: 'player.rewards', level: 1, totalCP: '10.00' }]);
  });

  it('shows the top level with nothing next', async () => {
    const { sessionid } = await fundedPlayer(t, 'TopLevel01', '200', { currency: 'NOK' });
    const playerId = await idOf('TopLevel01');
    // The top of the table, as years of play would leave it: no adjustment may add this much (decision 019).
    await t.database.db
      .execute(sql`insert into reward_accounts (player_id, cp_units, level, level_max, vip_since) values (${playerId}, ${480_000n * CP_UNITS_PER_CP}, 60, 60, now())
      on conflict (player_id) do update set cp_units = excluded.cp_units, level = 60, level_max = 60, vip_since = now()`);
    expect((await get('/player/vip/level', sessionid)).body.data).toMatchObject({
      currentCategory: 'Platinum',
      currentLevel: 60,
      nextCategory: null,
      nextLevel: null,
      nextRequiredPoints: null,
      isVip: true,
    });
    expect((await get('/player/cashback', sessionid)).body.data).toMatchObject({
      currentLevel: 60,
      cpUntilNextLevel: null,
      nextLevel: null,
      nextLevelRequiredCP: null,
      currentLevelRequiredCP: 480_000,
      cpGained: '0.00',
    });
    const rewards = (await get('/player/rewards', sessionid)).body.data;
    expect(rewards.currency).toBe('NOK');
    // Level 60 pays 250 EUR, 2500 NOK at the spec's equivalent.
    expect(rewards.rewards.at(-1)).toEqual({
      level: 60,
      amount: '2500.00',
      state: 'claimable',
      claimedAt: null,
    });
  });
});

describe('level rewards', () => {
  it('pays a reached level once under 10 concurrent claims, and refuses a level not reached', async () => {
    const { sessionid } = await fundedPlayer(t, 'Claimer001', '20');
    const playerId = await idOf('Claimer001');
    const locked = await post('/player/rewards/claim', sessionid, { level: 1 });
    expect(locked.body.info.resultCode).toBe('reward_locked');
    expect(
      (
        await asOperator(admin, 'POST', `/players/${playerId}/cp-adjustments`, {
          cp: 16,
          reason: 'welcome back',
        })
      ).status,
    ).toBe(200);

    const claims = await Promise.all(
      Array.from({ length: 10 }, () => post('/player/rewards/claim', sessionid, { level: 1 })),
    );
    expect(claims.filter((c) => c.status === 200)).toHaveLength(1);
    expect(claims.filter((c) => c.body.info.resultCode === 'reward_already_claimed')).toHaveLength(
      9,
    );
    expect(claims.find((c) => c.status === 200)!.body.data).toEqual({
      level: 1,
      amount: '1.00',
      currency: 'EUR',
    });
    expect(await balance(sessionid)).toBe('21.00');

    const rewards = (await get('/player/rewards', sessionid)).body.data;
    expect(rewards.currentLevel).toBe(2);
    expect(
      rewards.rewards
        .slice(0, 3)
        .map((r: { level: number; amount: string; state: string }) => [r.level, r.amount, r.state]),
    ).toEqual([
      [1, '1.00', 'claimed'],
      [2, '2.00', 'claimable'],
      [3, '3.00', 'locked'],
    ]);
    expect(
      (await post('/player/rewards/claim', sessionid, { level: 3 })).body.info.resultCode,
    ).toBe('reward_locked');
    const invalid = await post('/player/rewards/claim', sessionid, { level: 61 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.info.resultCode).toBe('validation_error');
  });

  it('keeps a reached level unlocked after the CP go down, and sends its notices once', async () => {
    const { sessionid } = await fundedPlayer(t, 'Lowered001', '20');
    const playerId = await idOf('Lowered001');
    await asOperator(admin, 'POST', `/players/${playerId}/cp-adjustments`, {
      cp: 10,
      reason: 'service recovery',
    });
    await asOperator(admin, 'POST', `/players/${playerId}/cp-adjustments`, {
      cp: -50,
      reason: 'mistaken credit',
    });
    await asOperator(admin, 'POST', `/players/${playerId}/cp-adjustments`, {
      cp: 10,
      reason: 'back again',
    });
    const history = (await asOperator(admin, 'GET', `/players/${playerId}/cp`)).body.data;
    // The second adjustment could take only the 10 CP there were.
    expect(history.adjustments.map((a: { cp: string }) => a.cp)).toEqual([
      '10.00',
      '-10.00',
      '10.00',
    ]);
    expect(history).toMatchObject({ totalCP: '10.00', level: 1 });
    expect(await noticesOf(playerId)).toEqual([
      { kind: 'level_up', params: { level: 1, category: 'Orca' } },
      { kind: 'level_reward_available', params: { level: 1, amount: '1.00', currency: 'EUR' } },
    ]);
    expect((await post('/player/rewards/claim', sessionid, { level: 1 })).status).toBe(200);
  });
});

describe('daily cashback', () => {
  it('pays 20 % of the house edge on the wagers once a day, and announces it once', async () => {
    // 25 × 1 EUR at 96 % RTP and 10 × 2 EUR at 97 %: 25 × 0.04 × 0.2 + 20 × 0.03 × 0.2 = 0.20 + 0.12.
    const slot = await reefBets('Cashback01', 'reef-pearl-diver', 25);
    const fast = await reefSessionFor(slot.player, 'reef-coral-hi-lo');
    for (let i = 0; i < 10; i += 1)
      await reef.bet(fast, `Cashback01-f${i}`, `Cashback01-fr${i}`, '2.00');
    await settled();
    const before = (await get('/player/cashback', slot.player)).body.data;
    // CP: 25 × 1 EUR in full and 20 EUR at 20 %: 1.00 + 0.16.
    expect(before).toMatchObject({
      availableAmount: '0.32',
      currency: 'EUR',
      canClaim: true,
      nextClaimAt: null,
      lastClaimedOn: null,
      totalCP: '1.16',
      currentLevel: 0,
      cpUntilNextLevel: '8.84',
    });
    const cashBefore = await balance(slot.player);

    const claimed = await post('/player/cashback/claim', slot.player);
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(claimed.body.data).toEqual({ amount: '0.32', currency: 'EUR', claimedOn: today });
    expect(Number(await balance(slot.player))).toBeCloseTo(Number(cashBefore) + 0.32, 2);

    const again = await post('/player/cashback/claim', slot.player);
    expect(again.status).toBe(409);
    expect(again.body.info.resultCode).toBe('cashback_already_claimed');
    const after = (await get('/player/cashback', slot.player)).body.data;
    const midnight = new Date(
      Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1),
    ).toISOString();
    expect(after).toMatchObject({
      availableAmount: '0.00',
      canClaim: false,
      nextClaimAt: midnight,
      lastClaimedOn: today,
    });

    // More play the same day adds up again but is announced no more today.
    await reef.bet(slot.sessionToken, 'Cashback01-later', 'Cashback01-later', '10.00');
    await settled();
    expect((await get('/player/cashback', slot.player)).body.data).toMatchObject({
      availableAmount: '0.08',
      canClaim: false,
    });
    // The notice names what was claimable when the consumer first saw some, which depends on how the bets fell into batches.
    const announced = (await noticesOf(slot.playerId)).filter(
      (n) => n.kind === 'cashback_available',
    );
    expect(announced).toHaveLength(1);
    expect(announced[0]!.params).toMatchObject({ currency: 'EUR' });
    expect(Number(announced[0]!.params.amount)).toBeGreaterThan(0);
  });

  it('refuses a claim with nothing accrued', async () => {
    const { sessionid } = await fundedPlayer(t, 'NoCashbk01', '20');
    const response = await post('/player/cashback/claim', sessionid);
    expect(response.status).toBe(409);
    expect(response.body.info.resultCode).toBe('cashback_nothing_to_claim');
  });
});

describe('VIP club', () => {
  it('makes a player reaching level 21 a VIP member with the least busy host, and lets the back office change the host', async () => {
    const { sessionid } = await fundedPlayer(t, 'VipPlayer1', '20');
    const playerId = await idOf('VipPlayer1');
    const hosts = (await asOperator(admin, 'GET', '/hosts')).body.data.hosts as {
      id: string;
      username: string;
      memberCount: number;
    }[];
    const expected = [...hosts].sort(
      (a, b) => a.memberCount - b.memberCount || Number(BigInt(a.id) - BigInt(b.id)),
    )[0]!;

    const adjusted = await asOperator(admin, 'POST', `/players/${playerId}/cp-adjustments`, {
      cp: 2000,
      reason: 'VIP invitation',
    });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200);
    expect(adjusted.body.data).toMatchObject({ totalCP: '2000.00', level: 21 });
    expect((await get('/player/vip/level', sessionid)).body.data).toEqual({
      currentCategory: 'Bronze',
      currentLevel: 21,
      currentPoints: '2000.00',
      nextCategory: 'Bronze',
      nextLevel: 22,
      nextRequiredPoints: 2200,
      isVip: true,
      host: expected.username,
    });
    const notices = await noticesOf(playerId);
    expect(notices.filter((n) => n.kind === 'level_up')).toEqual([
      { kind: 'level_up', params: { level: 21, category: 'Bronze' } },
    ]);
    expect(
      notices.filter((n) => n.kind === 'level_reward_available').map((n) => n.params.level),
    ).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect(notices.filter((n) => n.kind === 'vip_member')).toEqual([
      { kind: 'vip_member', params: { host: expected.username } },
    ]);

    const marketing = await operatorSession(t, 'marketing');
    const newHost = (
      (await asOperator(marketing, 'GET', '/hosts')).body.data.hosts as {
        id: string;
        username: string;
      }[]
    ).find((h) => h.username.startsWith('marketingdesk'))!;
    const assigned = await asOperator(marketing, 'PUT', `/vip-members/${playerId}/host`, {
      hostId: newHost.id,
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body.data).toMatchObject({
      playerId: playerId.toString(),
      username: 'VipPlayer1',
      level: 21,
      category: 'Bronze',
      hostId: newHost.id,
      host: newHost.username,
    });
    expect((await noticesOf(playerId)).filter((n) => n.kind === 'vip_member').at(-1)).toEqual({
      kind: 'vip_member',
      params: { host: newHost.username },
    });
    const members = (await asOperator(marketing, 'GET', '/vip-members')).body.data.members;
    expect(
      members.find((m: { playerId: string }) => m.playerId === playerId.toString()),
    ).toMatchObject({ host: newHost.username });

    // A payments operator cannot host.
    await operatorSession(t, 'payments');
    const [paymentsDesk] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id::text from operators where role = 'payments' order by id desc limit 1`,
    );
    const refused = await asOperator(marketing, 'PUT', `/vip-members/${playerId}/host`, {
      hostId: paymentsDesk!.id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.info.resultCode).toBe('vip_host_invalid');
    await fundedPlayer(t, 'NotVip0001', '20');
    const notVip = await asOperator(
      marketing,
      'PUT',
      `/vip-members/${await idOf('NotVip0001')}/host`,
      { hostId: newHost.id },
    );
    expect(notVip.body.info.resultCode).toBe('not_vip_member');
    for (const [method, url, payload] of [
      ['PUT', '/vip-members/999999/host', { hostId: newHost.id }],
      ['POST', '/players/999999/cp-adjustments', { cp: 5, reason: 'nobody there' }],
    ] as const)
      expect(
        (await asOperator(marketing, method, url, payload)).body.info.resultCode,
        `${method} ${url}`,
      ).toBe('not_found');
    // A player's CP history is part of their record, which marketing never opens.
    expect((await asOperator(marketing, 'GET', `/players/${playerId}/cp`)).status).toBe(403);
    expect((await asOperator(admin, 'GET', '/players/999999/cp')).body.info.resultCode).toBe(
      'not_found',
    );

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.targetKind} = 'player' and ${auditLog.targetId} = ${playerId.toString()} and ${auditLog.action} like 'rewards.%'`,
      );
    expect(audits.map((a) => a.action).sort()).toEqual([
      'rewards.cp_adjusted',
      'rewards.vip_host_assigned',
    ]);
  });
});

describe('back office', () => {
  it('refuses every rewards route to a role without rewards.manage and writes nothing', async () => {
    const payments = await operatorSession(t, 'payments');
    const { sessionid } = await fundedPlayer(t, 'Untouched1', '20');
    const playerId = await idOf('Untouched1');
    for (const [method, url, payload] of [
      ['GET', '/vip-members'],
      ['GET', '/hosts'],
      ['POST', `/players/${playerId}/cp-adjustments`, { cp: 100, reason: 'should not happen' }],
      ['PUT', `/vip-members/${playerId}/host`, { hostId: '1' }],
      ['GET', '/costs'],
    ] as const) {
      const response = await asOperator(payments, method, url, payload);
      expect(response.status, `${method} ${url}`).toBe(403);
    }
    // Payments opens players' records, CP history included; it changes nothing there.
    expect((await asOperator(payments, 'GET', `/players/${playerId}/cp`)).status).toBe(200);
    expect((await get('/player/vip/level', sessionid)).body.data.currentPoints).toBe('0.00');
    expect(
      await t.database.db
        .select()
        .from(auditLog)
        .where(
          sql`${auditLog.targetKind} = 'player' and ${auditLog.targetId} = ${playerId.toString()} and ${auditLog.action} like 'rewards.%'`,
        ),
    ).toEqual([]);
  });

  it("sums the day's level rewards and cashback per currency", async () => {
    const today = new Date().toISOString().slice(0, 10);
    // A challenge won today, as the challenges consumer records it.
    await t.database.db.insert(challenges).values({
      gameId: 'reef-pearl-diver',
      multiplier: 1500,
      prizeEurMinor: 25_000n,
      minBetEurMinor: 150n,
      status: 'won',
      winnerPlayerId: await idOf('Claimer001'),
      prizeMinor: 25_000n,
      prizeCurrency: 'EUR',
      wonAt: new Date(),
    });
    const costs = await asOperator(admin, 'GET', `/costs?from=${today}&to=${today}`);
    expect(costs.status, JSON.stringify(costs.body)).toBe(200);
    const eur = costs.body.data.days.find((d: { currency: string }) => d.currency === 'EUR');
    // Every EUR payment this file's tests made: level 1 twice, cashback 0.32, the challenge's 250.
    expect(eur).toEqual({
      day: today,
      currency: 'EUR',
      levelRewards: '2.00',
      cashback: '0.32',
      challenges: '250.00',
      total: '252.32',
    });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(
      (await asOperator(admin, 'GET', `/costs?from=${yesterday}&to=${yesterday}`)).body.data.days,
    ).toEqual([]);
    const backwards = await asOperator(admin, 'GET', '/costs?from=2026-02-02&to=2026-02-01');
    expect(backwards.body.info.resultCode).toBe('validation_error');
  });
});
