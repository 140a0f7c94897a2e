import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../src/db/schema/index.ts';
import { createLedgerService } from '../../src/modules/wallet/ledger.service.ts';
import { sql } from 'drizzle-orm';
import { fundedPlayer, VALID_SIGNUP, type TestApp, createTestApp } from '../harness.ts';
import { REEF_TEST_ENV, reefClient } from '../provider-wallet.ts';

let t: TestApp;
let reef: ReturnType<typeof reefClient>;
beforeAll(async () => {
  t = await createTestApp(REEF_TEST_ENV);
  reef = reefClient(t);
});
afterEach(async () => {
  expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Tidal-Change-2030';

/** A real-money dice game launched from this player session: its launch token, not yet traded. */
async function launchDice(player: string): Promise<string> {
  const launched = await t.request({ method: 'GET', url: '/api/v1/player/game/orca-dice', player });
  expect(launched.status, JSON.stringify(launched.body)).toBe(200);
  return new URL(launched.body.data.url).searchParams.get('token')!;
}

async function openDice(player: string): Promise<string> {
  const session = await t.request({
    method: 'POST',
    url: '/api/v1/play/session',
    payload: { token: await launchDice(player) },
  });
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  return session.body.data.sessionToken as string;
}

const bet = (gameSession: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/play/dice',
    headers: { 'x-game-session': gameSession },
    payload: { bet: '1', target: 50, direction: 'over' },
  });
const balance = (gameSession: string) =>
  t.request({
    method: 'GET',
    url: '/api/v1/play/balance',
    headers: { 'x-game-session': gameSession },
  });

/** The game session no longer bets nor reads the balance. */
async function expectDead(gameSession: string) {
  for (const response of [await bet(gameSession), await balance(gameSession)]) {
    expect(response.status, JSON.stringify(response.body)).toBe(401);
    expect(response.body.info.resultCode).toBe('game_session_invalid');
  }
}

async function expectAlive(gameSession: string) {
  expect((await bet(gameSession)).status).toBe(200);
  expect((await balance(gameSession)).status).toBe(200);
}

const logout = (player: string) =>
  t.request({ method: 'GET', url: '/api/v1/player/logout', player });
const login = async (username: string, password = VALID_SIGNUP.password) => {
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/player/login',
    anon: await t.anon(),
    payload: { username, password },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.sessionid as string;
};

describe('game sessions end with the player session that opened them', () => {
  it('refuses bets and balance reads of an open game after the player logs out', async () => {
    const { sessionid } = await fundedPlayer(t, 'Leaver0001', '100');
    const game = await openDice(sessionid);
    await expectAlive(game);
    expect((await logout(sessionid)).status).toBe(200);
    await expectDead(game);
  });

  it('refuses to trade a launch token issued before the logout', async () => {
    const { sessionid } = await fundedPlayer(t, 'Leaver0002', '100');
    const launchToken = await launchDice(sessionid);
    await logout(sessionid);
    const session = await t.request({
      method: 'POST',
      url: '/api/v1/play/session',
      payload: { token: launchToken },
    });
    expect(session.status).toBe(401);
    expect(session.body.info.resultCode).toBe('game_session_invalid');
  });

  it('ends every game of the player at a password change, and a game opened afterwards plays', async () => {
    const { sessionid } = await fundedPlayer(t, 'Changer001', '100');
    const otherDevice = await login('Changer001');
    const here = await openDice(sessionid);
    const there = await openDice(otherDevice);
    const changed = await t.request({
      method: 'POST',
      url: '/api/v1/player/changepass',
      player: sessionid,
      payload: {
        old_password: VALID_SIGNUP.password,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await expectDead(here);
    await expectDead(there);
    await expectAlive(await openDice(changed.body.data.sessionid as string));
  });

  it('ends every game of the player at a password reset', async () => {
    const { sessionid } = await fundedPlayer(t, 'Resetter01', '100');
    const game = await openDice(sessionid);
    const anon = await t.anonWithCaptcha('kx7pq');
    const asked = await t.request({
      method: 'POST',
      url: '/api/v1/player/forgottenpass',
      anon,
      payload: { email: 'resetter01@example.com', captcha: 'kx7pq' },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .select()
              .from(outboxEmails)
              .where(
                sql`${outboxEmails.to} = 'resetter01@example.com' and ${outboxEmails.kind} = 'reset'`,
              )
          ).length,
      )
      .toBe(1);
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(sql`${outboxEmails.to} = 'resetter01@example.com' and ${outboxEmails.kind} = 'reset'`);
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const reset = await t.request({
      method: 'POST',
      url: '/api/v1/player/resetPassword',
      payload: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    await expectDead(game);
  });

  it('leaves a game opened on another device playing when one device logs out', async () => {
    const { sessionid } = await fundedPlayer(t, 'TwoScreens', '100');
    const phone = await login('TwoScreens');
    const game = await openDice(phone);
    await logout(sessionid);
    await expectAlive(game);
  });

  it('refuses an external provider’s bets and balance reads after logout, but still settles the bet already staked', async () => {
    const { sessionToken, player } = await reef.session('ReefLeaver', '100');
    expect((await reef.bet(sessionToken, 'leave-bet-1', 'leave-round-1', '10.00')).status).toBe(
      200,
    );
    await logout(player);
    const late = await reef.bet(sessionToken, 'leave-bet-2', 'leave-round-2', '10.00');
    expect(late.body.info.resultCode).toBe('game_session_invalid');
    expect((await reef.call('balance', { sessionToken })).body.info.resultCode).toBe(
      'game_session_invalid',
    );
    // The round staked before the logout is the provider's to finish: its win is still paid.
    const win = await reef.win(sessionToken, 'leave-win-1', 'leave-round-1', '25.00', true);
    expect(win.status, JSON.stringify(win.body)).toBe(200);
    const relogged = await login('ReefLeaver');
    expect(await reef.balanceOf(relogged)).toBe('115.00');
  });

  it('refuses the provider’s authenticate for a launch token issued before the logout', async () => {
    const { sessionid } = await fundedPlayer(t, 'ReefLeave2', '100');
    const launched = await t.request({
      method: 'GET',
      url: '/api/v1/player/game/reef-coral-hi-lo',
      player: sessionid,
    });
    const launchToken = new URL(launched.body.data.url).searchParams.get('token')!;
    await logout(sessionid);
    expect((await reef.call('authenticate', { launchToken })).body.info.resultCode).toBe(
      'game_session_invalid',
    );
  });
});
