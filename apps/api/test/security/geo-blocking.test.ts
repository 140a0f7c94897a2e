import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cashierReadyPlayer,
  createTestApp,
  signUp,
  VALID_SIGNUP,
  type TestApp,
} from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GOOGLE_CLIENT_ID: 'orca-test.apps.googleusercontent.com' });
});
afterAll(() => t.close());

/**
 * A visitor who got an anonymous session (or logged in) from an open country and then calls from
 * a restricted one: a VPN switched off, a token copied to another machine. Only /anon checked the
 * address before, so every later step went through.
 */
const RESTRICTED = [
  ['the USA', '8.8.8.8', 'US', null],
  ['Paris', '80.12.1.1', 'FR', 'Paris'],
] as const;

const expectRestricted = (
  response: { status: number; body: { info: { resultCode: string }; data: unknown } },
  countrycode: string,
  city: string | null,
) => {
  expect(response.status, JSON.stringify(response.body)).toBe(403);
  expect(response.body.info.resultCode).toBe('restriction_error');
  expect(response.body.data).toEqual({ countrycode, city });
};

describe.each(RESTRICTED)('geo-blocking a visitor from %s', (_where, ip, countrycode, city) => {
  const from = { 'x-forwarded-for': ip };

  it('refuses registration with restriction_error and creates no account', async () => {
    const anon = await t.anon();
    const username = `Blocked${countrycode}1`;
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/register/long',
      anon,
      headers: from,
      payload: { ...VALID_SIGNUP, username, email: `${username.toLowerCase()}@example.com` },
    });
    expectRestricted(response, countrycode, city);
    const login = await t.request({
      method: 'POST',
      url: '/api/v1/player/login',
      anon: await t.anon(),
      payload: { username, password: VALID_SIGNUP.password },
    });
    expect(login.body.info.resultCode).toBe('invalid_username_or_password');
  });

  it('refuses log-in with restriction_error', async () => {
    const username = `Traveller${countrycode}1`;
    await signUp(t, username);
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/player/login',
      anon: await t.anon(),
      headers: from,
      payload: { username, password: VALID_SIGNUP.password },
    });
    expectRestricted(response, countrycode, city);
  });

  it('refuses Google sign-in with restriction_error before the token is looked at', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/instantRegLogin/google',
      anon: await t.anon(),
      headers: from,
      payload: { token_id: 'not-checked' },
    });
    expectRestricted(response, countrycode, city);
  });

  it('refuses a deposit with restriction_error', async () => {
    const username = `Depositor${countrycode}1`;
    const { sessionid } = await cashierReadyPlayer(t, username);
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/cashier/deposit',
      player: sessionid,
      headers: from,
      payload: { method: 'sandbox-bank', amount: '50' },
    });
    expectRestricted(response, countrycode, city);
  });

  it('refuses a real-money game launch with restriction_error but still opens play for fun', async () => {
    const username = `Gambler${countrycode}1`;
    const { sessionid } = await signUp(t, username);
    const real = await t.request({
      method: 'GET',
      url: '/api/v1/player/game/orca-dice',
      player: sessionid,
      headers: from,
    });
    expectRestricted(real, countrycode, city);
    const fun = await t.request({
      method: 'GET',
      url: '/api/v1/player/game/orca-dice?play_for_fun=1',
      headers: from,
    });
    expect(fun.status, JSON.stringify(fun.body)).toBe(200);
  });
});

describe('geo-blocking a visitor from an open country', () => {
  it('lets registration, deposit and a real-money launch from Great Britain through', async () => {
    const from = { 'x-forwarded-for': '81.2.69.142' };
    const anon = await t.anon();
    const registered = await t.request({
      method: 'POST',
      url: '/api/v1/register/long',
      anon,
      headers: from,
      payload: { ...VALID_SIGNUP, username: 'Islander01', email: 'islander01@example.com' },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const { sessionid } = await cashierReadyPlayer(t, 'Islander02');
    const deposit = await t.request({
      method: 'POST',
      url: '/api/v1/cashier/deposit',
      player: sessionid,
      headers: from,
      payload: { method: 'sandbox-bank', amount: '50' },
    });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
    const real = await t.request({
      method: 'GET',
      url: '/api/v1/player/game/orca-dice',
      player: sessionid,
      headers: from,
    });
    expect(real.status, JSON.stringify(real.body)).toBe(200);
  });
});
