import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGooglePeer } from '../../../test/google-peer.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/harness.ts';

const CLIENT_ID = 'orca-test.apps.googleusercontent.com';
let t: TestApp;
let google: Awaited<ReturnType<typeof startGooglePeer>>;

beforeAll(async () => {
  google = await startGooglePeer(CLIENT_ID);
  t = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

async function googleLogin(payload: Record<string, unknown>) {
  const anon = await t.anon();
  return t.request({
    method: 'POST',
    url: '/api/v1/instantRegLogin/google',
    anon,
    payload: { terms: true, hd: '', a_aid: '', a_bid: '', ...payload },
  });
}

describe('POST /instantRegLogin/google', () => {
  it('asks a new Google account for a username, then registers and logs it in', async () => {
    const token_id = await google.sign({
      sub: 'g-1001',
      email: 'marina@example.com',
      email_verified: true,
      given_name: 'Marina',
      family_name: 'Reef',
    });
    const first = await googleLogin({ token_id });
    expect(first.status).toBe(400);
    expect(first.body.info.resultCode).toBe('missing_username');
    expect(first.body.data).toMatchObject({ email: 'marina@example.com', given_name: 'Marina' });

    const done = await googleLogin({
      token_id,
      username: 'MarinaReef',
      currencycode: 'NOK',
      birthdate: '02-03-1988',
    });
    expect(done.status).toBe(200);
    const profile = await t.request({
      method: 'GET',
      url: '/api/v1/player',
      player: done.body.data.sessionid,
    });
    expect(profile.body.data).toMatchObject({
      username: 'MarinaReef',
      email: 'marina@example.com',
      email_verified: true,
      currency: 'NOK',
      first_name: 'Marina',
    });

    const again = await googleLogin({
      token_id: await google.sign({
        sub: 'g-1001',
        email: 'marina@example.com',
        email_verified: true,
      }),
    });
    expect(again.status).toBe(200);
    expect(again.body.data.sessionid).not.toBe(done.body.data.sessionid);
  });

  it('answers username_not_unique for a taken username', async () => {
    await signUp(t, 'TakenByPwd');
    const token_id = await google.sign({
      sub: 'g-1002',
      email: 'fresh@example.com',
      email_verified: true,
    });
    const response = await googleLogin({
      token_id,
      username: 'takenbypwd',
      currencycode: 'EUR',
      birthdate: '02-03-1988',
    });
    expect(response.status).toBe(409);
    expect(response.body.info.resultCode).toBe('username_not_unique');
  });

  it('links a verified Google address to the account that already uses it', async () => {
    await signUp(t, 'Linkable01');
    const token_id = await google.sign({
      sub: 'g-1003',
      email: 'linkable01@example.com',
      email_verified: true,
    });
    const response = await googleLogin({ token_id });
    expect(response.status).toBe(200);
    const profile = await t.request({
      method: 'GET',
      url: '/api/v1/player',
      player: response.body.data.sessionid,
    });
    expect(profile.body.data.username).toBe('Linkable01');
  });

  it.each([
    ['another audience', { audience: 'someone-else' }],
    ['another issuer', { issuer: 'https://evil.example.com' }],
    ['an expired token', { expiresIn: Math.floor(Date.now() / 1000) - 3600 }],
  ])('refuses %s', async (_what, options) => {
    const token_id = await google.sign(
      { sub: 'g-2000', email: 'x@example.com', email_verified: true },
      options,
    );
    const response = await googleLogin({
      token_id,
      username: 'Intruder01',
      currencycode: 'EUR',
      birthdate: '02-03-1988',
    });
    expect(response.status).toBe(401);
    expect(response.body.info.resultCode).toBe('invalid_google_token');
  });

  it('refuses a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token_id = await google.sign(
      { sub: 'g-2001', email: 'y@example.com' },
      { key: privateKey },
    );
    expect((await googleLogin({ token_id })).body.info.resultCode).toBe('invalid_google_token');
  });
});

describe('without GOOGLE_CLIENT_ID', () => {
  it('answers google_signin_disabled and the skin hides the button', async () => {
    const plain = await createTestApp();
    try {
      const anon = await plain.anon();
      const response = await plain.request({
        method: 'POST',
        url: '/api/v1/instantRegLogin/google',
        anon,
        payload: { token_id: 'x' },
      });
      expect(response.body.info.resultCode).toBe('google_signin_disabled');
      const skin = await plain.request({ method: 'GET', url: '/api/v1/skinConfig/all' });
      expect(skin.body.data.googleSignIn.enabled).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
