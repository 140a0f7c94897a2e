import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  cashierReadyPlayer,
  createTestApp,
  fundedPlayer,
  operatorSession,
  signUp,
  VALID_SIGNUP,
  type TestApp,
} from '../../../test/harness.ts';
import { drainUntilCaughtUp } from '../../../test/events.ts';
import { reefClient, REEF_TEST_ENV } from '../../../test/provider-wallet.ts';
import { queryRows } from '../../db/client.ts';
import { auditLog, playerLimits, playerTimeOuts } from '../../db/schema/index.ts';
import { createEventProcessor } from '../../platform/domain-events.ts';
import { wageringStatsConsumer } from '../stats/wagering-stats.consumer.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';

let t: TestApp;
beforeAll(async () => {
  // With the reference provider, so the external games' bet path is gated too.
  t = await createTestApp(REEF_TEST_ENV);
});
afterEach(async () => {
  expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
});
afterAll(() => t.close());

const password = VALID_SIGNUP.password;
const setLimit = (
  player: string,
  kind: string,
  limit: string | null,
  extra: Record<string, unknown> = {},
) =>
  t.request({
    method: 'POST',
    url: '/api/v1/player/limits',
    player,
    payload: { kind, limit, password, ...extra },
  });
const limitsOf = async (player: string) =>
  (await t.request({ method: 'GET', url: '/api/v1/player/limits', player })).body.data;
const limitOf = async (player: string, kind: string) =>
  (await limitsOf(player)).limits.find((l: { kind: string }) => l.kind === kind);
const deposit = (player: string, amount: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/cashier/deposit',
    player,
    payload: { method: 'sandbox-card', amount },
  });
const playerIdOf = async (username: string) =>
  (
    await queryRows<{ id: string }>(
      t.database.db,
      sql`select id::text from players where lower(username) = ${username.toLowerCase()}`,
    )
  )[0]!.id;
/** Moves a pending raise's cooling-off into the past, as 24 hours passing would. */
const coolOff = (username: string) =>
  t.database.db.execute(
    sql`update player_limits set pending_from = now() - interval '1 second' where player_id = (select id from players where lower(username) = ${username.toLowerCase()})`,
  );

async function openGame(gameId: string, player: string) {
  const launched = await t.request({ method: 'GET', url: `/api/v1/player/game/${gameId}`, player });
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
const roll = (session: string, bet: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/play/dice',
    headers: { 'x-game-session': session },
    payload: { bet, target: 95, direction: 'over' },
  });
const wagering = () =>
  drainUntilCaughtUp(t.database.db, createEventProcessor(t.database.db, wageringStatsConsumer), [
    'ledger.transfer',
  ]);

describe('weekly and monthly deposit limits', () => {
  it('applies a first limit and a decrease at once, a raise and a removal only after 24 hours', async () => {
    const { sessionid } = await signUp(t, 'WeekLim01');
    const first = await setLimit(sessionid, 'deposit_week', '300');
    expect(first.body.info).toMatchObject({
      success: true,
      resultCode: 'player_limit_updated',
      message: 'Your limit is updated.',
    });
    expect(
      first.body.data.limits.find((l: { kind: string }) => l.kind === 'deposit_week'),
    ).toMatchObject({ current: '300.00', pending: null, used: '0.00', min: '20.00' });
    expect((await setLimit(sessionid, 'deposit_week', '200')).body.data.limits[0]).toMatchObject({
      kind: 'deposit_week',
      current: '200.00',
      pending: null,
    });

    const raised = await setLimit(sessionid, 'deposit_week', '900');
    expect(raised.body.info).toMatchObject({
      resultCode: 'player_limit_pending',
      message: 'Your new limit will take effect in 24 hours.',
    });
    const pending = await limitOf(sessionid, 'deposit_week');
    expect(pending).toMatchObject({
      current: '200.00',
      pending: '900.00',
      isPendingRemoval: false,
    });
    expect(Date.parse(pending.pendingFrom) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    await coolOff('WeekLim01');
    expect(await limitOf(sessionid, 'deposit_week')).toMatchObject({
      current: '900.00',
      pending: null,
      pendingFrom: null,
    });

    expect((await setLimit(sessionid, 'deposit_week', null)).body.info.resultCode).toBe(
      'player_limit_pending',
    );
    expect(await limitOf(sessionid, 'deposit_week')).toMatchObject({
      current: '900.00',
      isPendingRemoval: true,
    });
    await coolOff('WeekLim01');
    expect(await limitOf(sessionid, 'deposit_week')).toMatchObject({
      current: null,
      pending: null,
      isPendingRemoval: false,
    });

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.action} = 'player_limit.deposit_week.set' and ${auditLog.targetId} = ${await playerIdOf('WeekLim01')}`,
      );
    expect(audit).toHaveLength(4);
  });

  it('a raise asked for again during its cooling-off starts a new 24 hours and never comes sooner', async () => {
    const { sessionid } = await signUp(t, 'WeekLim02');
    await setLimit(sessionid, 'deposit_month', '100');
    await setLimit(sessionid, 'deposit_month', '500');
    const firstFrom = Date.parse((await limitOf(sessionid, 'deposit_month')).pendingFrom);
    // The attacker's hope: move the pending time earlier by raising again, or raise beyond it at once.
    await t.database.db.execute(
      sql`update player_limits set pending_from = now() + interval '1 hour' where player_id = ${BigInt(await playerIdOf('WeekLim02'))}`,
    );
    const again = await setLimit(sessionid, 'deposit_month', '5000');
    expect(again.body.info.resultCode).toBe('player_limit_pending');
    const state = await limitOf(sessionid, 'deposit_month');
    expect(state).toMatchObject({ current: '100.00', pending: '5000.00' });
    expect(Date.parse(state.pendingFrom)).toBeGreaterThanOrEqual(firstFrom - 1000);
    // A lower limit during the cooling-off applies at once and drops the waiting raise.
    expect(
      await (async () =>
        (await setLimit(sessionid, 'deposit_month', '80')).body.data.limits.find(
          (l: { kind: string }) => l.kind === 'deposit_month',
        ))(),
    ).toMatchObject({ current: '80.00', pending: null, pendingFrom: null });
  });

  it('refuses a deposit above the weekly limit, counting earlier deposits and open checkouts over 7 days, and names the remainder', async () => {
    const { sessionid } = await cashierReadyPlayer(t, 'WeekLim03');
    await setLimit(sessionid, 'deposit_week', '100');
    expect((await deposit(sessionid, '60')).status).toBe(200);
    // A deposit from six days ago still counts; one from eight days ago no longer does.
    await t.database.db.execute(
      sql`update payments set created_at = now() - interval '6 days', status = 'credited' where player_id = ${BigInt(await playerIdOf('WeekLim03'))}`,
    );
    const over = await deposit(sessionid, '50');
    expect(over.status).toBe(400);
    expect(over.body.info).toMatchObject({
      resultCode: 'weekly_deposit_limit_exceeded',
      message:
        'This deposit would go over your weekly deposit limit. You can deposit up to 40.00 EUR more in these 7 days.',
    });
    expect((await limitOf(sessionid, 'deposit_week')).used).toBe('60.00');
    await t.database.db.execute(
      sql`update payments set created_at = now() - interval '8 days' where player_id = ${BigInt(await playerIdOf('WeekLim03'))}`,
    );
    expect((await deposit(sessionid, '50')).status).toBe(200);
  });

  it('refuses a deposit above the monthly limit while the daily and weekly ones would allow it', async () => {
    const { sessionid } = await cashierReadyPlayer(t, 'MonthLim01');
    await setLimit(sessionid, 'deposit_month', '50');
    await setLimit(sessionid, 'deposit_week', '500');
    const over = await deposit(sessionid, '60');
    expect(over.body.info).toMatchObject({ resultCode: 'monthly_deposit_limit_exceeded' });
    expect(over.body.info.message).toContain('50.00 EUR');
    expect((await deposit(sessionid, '50')).status).toBe(200);
  });
});

describe('limit input, as an attacker would send it', () => {
  it("changes only the caller's own limits, whatever player id the request carries", async () => {
    const victim = await signUp(t, 'Victim0001');
    const attacker = await signUp(t, 'Attacker01');
    const victimId = await playerIdOf('Victim0001');
    await setLimit(victim.sessionid, 'loss_day', '50');
    const response = await setLimit(attacker.sessionid, 'loss_day', '10', {
      playerId: victimId,
      player_id: victimId,
    });
    expect(response.status).toBe(200);
    expect(await limitOf(victim.sessionid, 'loss_day')).toMatchObject({ current: '50.00' });
    expect(await limitOf(attacker.sessionid, 'loss_day')).toMatchObject({ current: '10.00' });
    const read = await t.request({
      method: 'GET',
      url: `/api/v1/player/limits?playerId=${victimId}`,
      player: attacker.sessionid,
    });
    expect(read.body.data.limits.find((l: { kind: string }) => l.kind === 'loss_day').current).toBe(
      '10.00',
    );
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/v1/player/limits',
      payload: { kind: 'loss_day', limit: null, password },
    });
    expect(anonymous.status).toBe(401);
    expect(await limitOf(victim.sessionid, 'loss_day')).toMatchObject({
      current: '50.00',
      pending: null,
    });
    const rows = await t.database.db
      .select()
      .from(playerLimits)
      .where(sql`${playerLimits.playerId} = ${BigInt(victimId)}`);
    expect(rows).toHaveLength(1);
  });

  it('refuses negative, malformed, tiny and huge amounts, unknown kinds and a wrong password', async () => {
    const { sessionid } = await signUp(t, 'Fuzzer0001');
    const fieldOf = async (payload: Record<string, unknown>) => {
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/player/limits',
        player: sessionid,
        payload: { kind: 'loss_week', password, ...payload },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      return response.body.data.fields[0];
    };
    expect(await fieldOf({ limit: '-10' })).toMatchObject({
      field: 'limit',
      key: 'amount_invalid',
    });
    expect(await fieldOf({ limit: '1e9' })).toMatchObject({
      field: 'limit',
      key: 'amount_invalid',
    });
    expect(await fieldOf({ limit: '10.001' })).toMatchObject({
      field: 'limit',
      key: 'amount_invalid',
    });
    expect(await fieldOf({ limit: '99999999999999999999' })).toMatchObject({
      field: 'limit',
      key: 'amount_invalid',
    });
    expect(await fieldOf({ limit: 500 })).toMatchObject({ field: 'limit', key: 'amount_invalid' });
    expect(await fieldOf({ limit: '9.99' })).toMatchObject({
      field: 'limit',
      key: 'loss_limit_too_low',
      message: 'A loss limit must be at least 10',
    });
    expect(await fieldOf({ limit: '19.99', kind: 'deposit_week' })).toMatchObject({
      field: 'limit',
      key: 'deposit_limit_too_low',
    });
    expect(await fieldOf({ limit: '999999999' })).toMatchObject({
      field: 'limit',
      key: 'limit_above_maximum',
    });
    expect(await fieldOf({ limit: '10', kind: 'wager_day' })).toMatchObject({ field: 'kind' });
    const wrong = await t.request({
      method: 'POST',
      url: '/api/v1/player/limits',
      player: sessionid,
      payload: { kind: 'loss_week', limit: '10', password: 'Not-The-Password-1' },
    });
    expect(wrong.body.info.resultCode).toBe('invalid_old_password');
    expect(
      await t.database.db
        .select()
        .from(playerLimits)
        .where(
          sql`${playerLimits.playerId} = ${BigInt(await playerIdOf('Fuzzer0001'))} and ${playerLimits.currentMinor} is not null`,
        ),
    ).toEqual([]);
  });
});

describe('loss limits', () => {
  it('refuse further real-money bets once net losses reach the limit, and free play goes on', async () => {
    const { sessionid } = await fundedPlayer(t, 'Loser00001', '200');
    await setLimit(sessionid, 'loss_day', '10');
    const session = await openGame('orca-dice', sessionid);
    // A lost round counts (a roll over 95 loses 19 times in 20; a clean-clone run saw an early win keep
    // the day's result positive through 40 rolls). The day's losses are then brought to exactly the
    // limit in the consumer's own table, so the refusal below never depends on the dice.
    const rolled = await roll(session, '1');
    expect(rolled.status, JSON.stringify(rolled.body)).toBe(200);
    await wagering();
    const used = Number((await limitOf(sessionid, 'loss_day')).used);
    expect(used === 1 || used === 0).toBe(true);
    await t.database.db.execute(
      sql`insert into player_daily_wagering (player_id, day, currency, bet_cash_minor, win_minor)
          values (${BigInt(await playerIdOf('Loser00001'))}, (now() at time zone 'utc')::date, 'EUR', 1000, 0)
          on conflict (player_id, day, currency) do update
          set bet_cash_minor = greatest(player_daily_wagering.bet_cash_minor,
            player_daily_wagering.win_minor + player_daily_wagering.refund_minor + 1000)`,
    );
    expect(Number((await limitOf(sessionid, 'loss_day')).used)).toBeGreaterThanOrEqual(10);
    const refused = await roll(session, '1');
    expect(refused.status).toBe(403);
    expect(refused.body.info).toMatchObject({
      resultCode: 'loss_limit_reached',
      message:
        'You have reached the loss limit you set (10.00 EUR). Real-money play is paused until your losses over that period are below it again.',
    });
    expect(refused.body.data).toMatchObject({ kind: 'loss_day', limit: '10.00' });

    const fun = await t.request({
      method: 'GET',
      url: '/api/v1/player/game/orca-dice?play_for_fun=1',
      player: sessionid,
    });
    const funToken = new URL(fun.body.data.url).searchParams.get('token')!;
    const funSession = (
      await t.request({ method: 'POST', url: '/api/v1/play/session', payload: { token: funToken } })
    ).body.data.sessionToken as string;
    expect((await roll(funSession, '1')).status).toBe(200);

    // Raising it waits out the cooling-off; play stays refused meanwhile.
    expect((await setLimit(sessionid, 'loss_day', '5000')).body.info.resultCode).toBe(
      'player_limit_pending',
    );
    expect((await roll(session, '1')).body.info.resultCode).toBe('loss_limit_reached');
    await coolOff('Loser00001');
    expect((await roll(session, '1')).status).toBe(200);
  });

  it('a weekly loss limit counts the last 7 days', async () => {
    const { sessionid } = await fundedPlayer(t, 'Loser00002', '100');
    const playerId = BigInt(await playerIdOf('Loser00002'));
    await t.database.db
      .execute(sql`insert into player_daily_wagering (player_id, day, currency, bet_cash_minor, win_minor) values
      (${playerId}, (now() at time zone 'utc')::date - 6, 'EUR', 6000, 1000), (${playerId}, (now() at time zone 'utc')::date - 9, 'EUR', 90000, 0)`);
    await setLimit(sessionid, 'loss_week', '60');
    await setLimit(sessionid, 'loss_month', '2000');
    expect(await limitOf(sessionid, 'loss_week')).toMatchObject({ used: '50.00' });
    expect(await limitOf(sessionid, 'loss_month')).toMatchObject({ used: '950.00' });
    const session = await openGame('orca-dice', sessionid);
    expect((await roll(session, '1')).status).toBe(200);
    // The roll rarely wins, but when it does the week's losses fall below 50: the limit comes down
    // to what they are now, whichever way it went.
    await wagering();
    const { used } = await limitOf(sessionid, 'loss_week');
    expect(Number(used)).toBeGreaterThan(0);
    await setLimit(sessionid, 'loss_week', used);
    expect((await roll(session, '1')).body.info.resultCode).toBe('loss_limit_reached');
  });
});

describe("an external provider's bets", () => {
  it('pass the same gate: refused once the loss limit is reached and during a time-out, with no money moved', async () => {
    const reef = reefClient(t);
    const { sessionToken, player } = await reef.session('ReefLoser1', '100');
    await setLimit(player, 'loss_day', '10');
    expect((await reef.bet(sessionToken, 'tx-1', 'round-1', '10.00')).status).toBe(200);
    await reef.endRound(sessionToken, 'round-1');
    await wagering();
    const refused = await reef.bet(sessionToken, 'tx-2', 'round-2', '1.00');
    expect(refused.body.info.resultCode).toBe('loss_limit_reached');
    expect(await reef.balanceOf(player)).toBe('90.00');

    const other = await reef.session('ReefBreak1', '100');
    await t.request({
      method: 'POST',
      url: '/api/v1/player/timeOut',
      player: other.player,
      payload: { period: '24_hours', password },
    });
    expect(
      (await reef.bet(other.sessionToken, 'tx-3', 'round-3', '1.00')).body.info.resultCode,
    ).toBe('timed_out');
    expect(await reef.balanceOf(other.player)).toBe('100.00');
  });
});

describe('time-outs', () => {
  it('block play and deposits until they end, keep the player logged in, and cannot be shortened', async () => {
    const { sessionid } = await fundedPlayer(t, 'Breaker001', '50');
    const session = await openGame('orca-dice', sessionid);
    const started = await t.request({
      method: 'POST',
      url: '/api/v1/player/timeOut',
      player: sessionid,
      payload: { period: '1_week', password },
    });
    expect(started.body.info).toMatchObject({ resultCode: 'time_out_started' });
    const until = Date.parse(started.body.data.until);
    expect(until - Date.now()).toBeGreaterThan(6.99 * 86_400_000);
    expect(until - Date.now()).toBeLessThan(7.01 * 86_400_000);

    const refused = await roll(session, '1');
    expect(refused.status).toBe(403);
    expect(refused.body.info.resultCode).toBe('timed_out');
    expect(refused.body.info.message).toMatch(
      /taking a break until \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(UTC\)/,
    );
    expect((await deposit(sessionid, '20')).body.info.resultCode).toBe('timed_out');
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/player', player: sessionid })).status,
    ).toBe(200);
    expect((await limitsOf(sessionid)).timeOut).toMatchObject({
      period: '1_week',
      until: started.body.data.until,
    });

    const shorter = await t.request({
      method: 'POST',
      url: '/api/v1/player/timeOut',
      player: sessionid,
      payload: { period: '24_hours', password },
    });
    expect(shorter.status).toBe(409);
    expect(shorter.body.info.resultCode).toBe('time_out_shorter');
    const longer = await t.request({
      method: 'POST',
      url: '/api/v1/player/timeOut',
      player: sessionid,
      payload: { period: '6_weeks', password },
    });
    expect(Date.parse(longer.body.data.until) - Date.now()).toBeGreaterThan(41.9 * 86_400_000);

    // Once it has ended, play and deposits are back.
    await t.database.db
      .update(playerTimeOuts)
      .set({ until: new Date(Date.now() - 1000) })
      .where(sql`${playerTimeOuts.playerId} = ${BigInt(await playerIdOf('Breaker001'))}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await roll(session, '1')).status).toBe(200);
    expect((await limitsOf(sessionid)).timeOut).toEqual({ until: null, period: null });
  });

  it("refuses unknown periods, a wrong password and another player's id", async () => {
    const { sessionid } = await signUp(t, 'Breaker002');
    const other = await signUp(t, 'Breaker003');
    const bad = await t.request({
      method: 'POST',
      url: '/api/v1/player/timeOut',
      player: sessionid,
      payload: { period: '1_hour', password },
    });
    expect(bad.status).toBe(400);
    const wrong = await t.request({
      method: 'POST',
      url: '/api/v1/player/timeOut',
      player: sessionid,
      payload: { period: '24_hours', password: 'Not-The-Password-1' },
    });
    expect(wrong.body.info.resultCode).toBe('invalid_old_password');
    await t.request({
      method: 'POST',
      url: '/api/v1/player/timeOut',
      player: sessionid,
      payload: { period: '24_hours', password, playerId: await playerIdOf('Breaker003') },
    });
    expect((await limitsOf(other.sessionid)).timeOut).toEqual({ until: null, period: null });
    expect((await limitsOf(sessionid)).timeOut.period).toBe('24_hours');
  });
});

describe('the back office', () => {
  it("shows a player's weekly, monthly and loss limits, a running time-out and the reminder interval", async () => {
    const { sessionid } = await signUp(t, 'Overseen01');
    await setLimit(sessionid, 'deposit_month', '300');
    await setLimit(sessionid, 'deposit_month', '600');
    await setLimit(sessionid, 'loss_week', '40');
    await t.request({
      method: 'POST',
      url: '/api/v1/player/timeOut',
      player: sessionid,
      payload: { period: '1_month', password },
    });
    await t.request({
      method: 'POST',
      url: '/api/v1/player/limits/realityCheck',
      player: sessionid,
      payload: { intervalMinutes: 60 },
    });
    const operator = await operatorSession(t, 'support');
    const card = await t.request({
      method: 'GET',
      url: `/api/v1/admin/players/${await playerIdOf('Overseen01')}`,
      headers: { 'x-operator-session': operator },
    });
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    expect(card.body.data.playerLimits).toEqual([
      {
        kind: 'deposit_month',
        current: '300.00',
        pending: '600.00',
        pendingFrom: expect.any(String),
      },
      { kind: 'loss_week', current: '40.00', pending: null, pendingFrom: null },
    ]);
    expect(card.body.data.timeOut).toMatchObject({ period: '1_month' });
    expect(Date.parse(card.body.data.timeOut.until) - Date.now()).toBeGreaterThan(
      29.9 * 86_400_000,
    );
    expect(card.body.data.realityCheckMinutes).toBe(60);
  });
});

describe('reality checks', () => {
  it('keep the chosen interval and report the time since log-in and the play result since', async () => {
    const { sessionid } = await fundedPlayer(t, 'Reality001', '100');
    const none = (
      await t.request({
        method: 'GET',
        url: '/api/v1/player/limits/realityCheck',
        player: sessionid,
      })
    ).body.data;
    expect(none).toMatchObject({ intervalMinutes: null, netResult: '0.00', currency: 'EUR' });
    expect(Date.now() - Date.parse(none.sessionStartedAt)).toBeLessThan(120_000);

    const set = await t.request({
      method: 'POST',
      url: '/api/v1/player/limits/realityCheck',
      player: sessionid,
      payload: { intervalMinutes: 30 },
    });
    expect(set.body.info).toMatchObject({ resultCode: 'reality_check_updated' });
    expect(set.body.data.intervalMinutes).toBe(30);
    for (const intervalMinutes of [0, 7, -30, 100000, 30.5, '30']) {
      const bad = await t.request({
        method: 'POST',
        url: '/api/v1/player/limits/realityCheck',
        player: sessionid,
        payload: { intervalMinutes },
      });
      expect(bad.status, String(intervalMinutes)).toBe(400);
    }

    const session = await openGame('orca-dice', sessionid);
    let expected = 0;
    for (let i = 0; i < 3; i += 1) {
      const round = (await roll(session, '2')).body.data.round;
      expected += Number(round.win) - 2;
    }
    const check = (
      await t.request({
        method: 'GET',
        url: '/api/v1/player/limits/realityCheck',
        player: sessionid,
      })
    ).body.data;
    expect(check.intervalMinutes).toBe(30);
    expect(Number(check.netResult)).toBeCloseTo(expected, 2);
    expect((await limitsOf(sessionid)).realityCheckMinutes).toBe(30);

    await t.request({
      method: 'POST',
      url: '/api/v1/player/limits/realityCheck',
      player: sessionid,
      payload: { intervalMinutes: null },
    });
    expect((await limitsOf(sessionid)).realityCheckMinutes).toBeNull();
  });
});
