import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, VALID_SIGNUP, type TestApp } from '../../../test/harness.ts';
import { captchas, outboxEmails, playerTokens } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Lighthouse-Keeper-5';

async function captchaFor(anon: string): Promise<string> {
  await t.request({ method: 'GET', url: '/api/v1/captcha', anon });
  await t.database.db.update(captchas).set({ answerHash: hashToken('kx7pq') });
  return 'kx7pq';
}

async function resetLinkFor(email: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(outboxEmails)
    .where(sql`${outboxEmails.to} = ${email} and ${outboxEmails.kind} = 'reset'`)
    .orderBy(sql`${outboxEmails.id} desc`)
    .limit(1);
  return /reset-password\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
}

async function login(username: string, password: string) {
  const anon = await t.anon();
  return t.request({
    method: 'POST',
    url: '/api/v1/player/login',
    anon,
    payload: { username, password },
  });
}

describe('password recovery', () => {
  it('emails a single-use link that sets a new password and ends every session', async () => {
    const { sessionid } = await signUp(t, 'Forgetful1');
    const anon = await t.anon();
    const sent = await t.request({
      method: 'POST',
      url: '/api/v1/player/forgottenpass',
      anon,
      payload: { email: 'forgetful1@example.com', captcha: await captchaFor(anon) },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.info.success).toBe(true);
    const token = await resetLinkFor('forgetful1@example.com');

    const schema = await t.request({
      method: 'GET',
      url: `/api/v1/player/resetPassword/schema?token=${token}`,
    });
    expect(schema.body.data.tokenValid).toBe(true);
    expect(schema.body.data.schema.properties).toHaveProperty('password');

    const reset = await t.request({
      method: 'POST',
      url: '/api/v1/player/resetPassword',
      payload: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/player', player: sessionid })).body.info
        .resultCode,
    ).toBe('session_expired');
    expect((await login('forgetful1', NEW_PASSWORD)).status).toBe(200);
    expect((await login('forgetful1', VALID_SIGNUP.password)).status).toBe(401);

    const again = await t.request({
      method: 'POST',
      url: '/api/v1/player/resetPassword',
      payload: { token, password: 'Another-Pass-55', password_confirmation: 'Another-Pass-55' },
    });
    expect(again.status).toBe(400);
    expect(again.body.info).toMatchObject({
      resultCode: 'invalid_reset_link',
      message: 'Password reset link is invalid.',
    });
  });

  it('answers the same whether or not the email belongs to a player', async () => {
    await signUp(t, 'Knownmail1');
    const anonA = await t.anon();
    const known = await t.request({
      method: 'POST',
      url: '/api/v1/player/forgottenpass',
      anon: anonA,
      payload: { email: 'knownmail1@example.com', captcha: await captchaFor(anonA) },
    });
    const anonB = await t.anon();
    const unknown = await t.request({
      method: 'POST',
      url: '/api/v1/player/forgottenpass',
      anon: anonB,
      payload: { email: 'nobody@example.com', captcha: await captchaFor(anonB) },
    });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
  });

  it('needs the captcha', async () => {
    const anon = await t.anon();
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/player/forgottenpass',
      anon,
      payload: { email: 'x@example.com', captcha: 'wrong' },
    });
    expect(response.body.info.resultCode).toBe('invalid_captcha');
    expect(response.body.data.fields).toEqual([
      expect.objectContaining({
        field: 'captcha',
        key: 'captcha_wrong',
        message: 'Wrong captcha value',
      }),
    ]);
  });

  it('refuses an expired link', async () => {
    await signUp(t, 'Latecomer1');
    const anon = await t.anon();
    await t.request({
      method: 'POST',
      url: '/api/v1/player/forgottenpass',
      anon,
      payload: { email: 'latecomer1@example.com', captcha: await captchaFor(anon) },
    });
    const token = await resetLinkFor('latecomer1@example.com');
    await t.database.db
      .update(playerTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${playerTokens.tokenHash} = ${hashToken(token)}`);
    const schema = await t.request({
      method: 'GET',
      url: `/api/v1/player/resetPassword/schema?token=${token}`,
    });
    expect(schema.body.data.tokenValid).toBe(false);
    const reset = await t.request({
      method: 'POST',
      url: '/api/v1/player/resetPassword',
      payload: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(reset.body.info.resultCode).toBe('invalid_reset_link');
  });
});

describe('POST /player/changepass', () => {
  it('checks the old password', async () => {
    const { sessionid } = await signUp(t, 'Changer01');
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/player/changepass',
      player: sessionid,
      payload: {
        old_password: 'Not-The-One-1',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.info).toMatchObject({
      resultCode: 'invalid_old_password',
      message: 'Invalid old password',
    });
    expect(response.body.data.fields[0].field).toBe('old_password');
  });

  it('changes the password, revokes every session and hands back a new one', async () => {
    const { sessionid } = await signUp(t, 'Changer02');
    const other = (await login('changer02', VALID_SIGNUP.password)).body.data.sessionid;
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/player/changepass',
      player: sessionid,
      payload: {
        old_password: VALID_SIGNUP.password,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(response.status).toBe(200);
    const fresh = response.body.data.sessionid;
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/player', player: sessionid })).body.info
        .resultCode,
    ).toBe('session_expired');
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/player', player: other })).body.info
        .resultCode,
    ).toBe('session_expired');
    expect((await t.request({ method: 'GET', url: '/api/v1/player', player: fresh })).status).toBe(
      200,
    );
    expect((await login('changer02', NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses an old password of 5 characters or fewer by its length, before checking it', async () => {
    const { sessionid } = await signUp(t, 'Changer04');
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/player/changepass',
      player: sessionid,
      payload: {
        old_password: 'Ab1!x',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.info.resultCode).toBe('validation_error');
    expect(response.body.data.fields[0]).toMatchObject({
      field: 'old_password',
      key: 'password_too_short',
      message: 'Password must be longer than 5 characters',
    });
  });

  it('holds new passwords to the strong rule', async () => {
    const { sessionid } = await signUp(t, 'Changer03');
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/player/changepass',
      player: sessionid,
      payload: {
        old_password: VALID_SIGNUP.password,
        password: 'short1',
        password_confirmation: 'short1',
      },
    });
    expect(response.body.data.fields[0]).toMatchObject({
      field: 'password',
      key: 'password_strength',
    });
  });
});
