import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, VALID_SIGNUP, type TestApp } from '../../../test/harness.ts';
import { hashToken } from '../../platform/tokens.ts';
import { captchas, sessions } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await signUp(t, 'Captain77');
});
afterAll(() => t.close());

/** Reads the answer of the session's captcha by replacing it with a known one, as a person would read the picture. */
async function solveCaptcha(anon: string): Promise<string> {
  const issued = await t.request({ method: 'GET', url: '/api/v1/captcha', anon });
  expect(issued.status).toBe(200);
  expect(issued.body.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
  const known = 'ab3de';
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(anon)));
  await t.database.db
    .update(captchas)
    .set({ answerHash: hashToken(known) })
    .where(eq(captchas.anonSessionId, row!.id));
  return known;
}

describe('POST /player/login', () => {
  it('logs in with a fresh session token, never the anonymous one', async () => {
    const anon = await t.anon();
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/player/login',
      anon,
      payload: { username: 'captain77', password: VALID_SIGNUP.password, terms: true },
    });
    expect(response.status).toBe(200);
    expect(response.body.info).toMatchObject({ success: true, resultCode: 'ok' });
    expect(response.body.data.sessionid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.body.data.sessionid).not.toBe(anon);
    expect(response.body.data.showCaptcha).toBe(false);
    const profile = await t.request({
      method: 'GET',
      url: '/api/v1/player',
      player: response.body.data.sessionid,
    });
    expect(profile.body.data.username).toBe('Captain77');
  });

  it('needs an anonymous session', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/player/login',
      payload: { username: 'captain77', password: 'x' },
    });
    expect(response.status).toBe(401);
    expect(response.body.info.resultCode).toBe('anon_session_required');
  });

  it.each([
    [
      'abc',
      'username_must_be_between_4_and_20_characters_long',
      'Username must be between 4 and 20 characters long',
    ],
    [
      'a'.repeat(21),
      'username_must_be_between_4_and_20_characters_long',
      'Username must be between 4 and 20 characters long',
    ],
    [
      'bad name!',
      'invalid_username_characters_letters_and_numbers_allowed',
      'Invalid username characters',
    ],
  ])('answers %s with %s', async (username, code, message) => {
    const anon = await t.anon();
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/player/login',
      anon,
      payload: { username, password: 'whatever' },
    });
    expect(response.status).toBe(400);
    expect(response.body.info).toEqual({ success: false, resultCode: code, message });
  });

  it('asks for the username when it is missing, naming the field', async () => {
    const anon = await t.anon();
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/player/login',
      anon,
      payload: { password: 'whatever' },
    });
    expect(response.status).toBe(400);
    expect(response.body.info.resultCode).toBe('validation_error');
    expect(response.body.data.fields[0]).toMatchObject({
      field: 'username',
      message: 'Please type your username',
    });
  });

  it('answers the same for an unknown account and a wrong password', async () => {
    const anon = await t.anon();
    const unknown = await t.request({
      method: 'POST',
      url: '/api/v1/player/login',
      anon,
      payload: { username: 'nobodyhere', password: 'Wrong-pass-1' },
      headers: { 'x-forwarded-for': '81.2.69.10' },
    });
    const wrong = await t.request({
      method: 'POST',
      url: '/api/v1/player/login',
      anon,
      payload: { username: 'captain77', password: 'Wrong-pass-1' },
      headers: { 'x-forwarded-for': '81.2.69.11' },
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.body.info.message).toBe('Invalid username or password');
  });

  it('asks for a captcha after three failed attempts for a username, then checks it', async () => {
    const anon = await t.anon();
    await signUp(t, 'Harpooner9');
    const attempt = (payload: Record<string, unknown>) =>
      t.request({
        method: 'POST',
        url: '/api/v1/player/login',
        anon,
        payload: { username: 'harpooner9', ...payload },
        headers: { 'x-forwarded-for': '81.2.69.142' },
      });
    const flags: boolean[] = [];
    for (let i = 0; i < 3; i += 1) {
      const failed = await attempt({ password: 'Wrong-pass-1' });
      expect(failed.body.info.resultCode).toBe('invalid_username_or_password');
      flags.push(failed.body.data.showCaptcha);
    }
    expect(flags).toEqual([false, false, true]);

    const withoutCaptcha = await attempt({ password: VALID_SIGNUP.password });
    expect(withoutCaptcha.body.info.resultCode).toBe('captcha_required');
    expect(withoutCaptcha.body.data.showCaptcha).toBe(true);

    await solveCaptcha(anon);
    const wrongCaptcha = await attempt({ password: VALID_SIGNUP.password, captcha: 'zzzzz' });
    expect(wrongCaptcha.body.info).toMatchObject({
      resultCode: 'invalid_captcha',
      message: 'Invalid captcha inserted',
    });
    // The captcha field itself says what the spec's form says (section 5), and the captcha stays shown.
    expect(wrongCaptcha.body.data).toMatchObject({
      showCaptcha: true,
      fields: [{ field: 'captcha', key: 'captcha_wrong', message: 'Wrong captcha value' }],
    });

    const answer = await solveCaptcha(anon);
    const ok = await attempt({ password: VALID_SIGNUP.password, captcha: answer.toUpperCase() });
    expect(ok.status).toBe(200);
    expect(ok.body.data.sessionid).toBeTruthy();
  });

  it('uses a captcha only once', async () => {
    const anon = await t.anon();
    const answer = await solveCaptcha(anon);
    await signUp(t, 'Onceonly1');
    for (let i = 0; i < 3; i += 1) {
      await t.request({
        method: 'POST',
        url: '/api/v1/player/login',
        anon,
        payload: { username: 'onceonly1', password: 'Wrong-pass-1' },
        headers: { 'x-forwarded-for': '81.2.69.150' },
      });
    }
    const first = await t.request({
      method: 'POST',
      url: '/api/v1/player/login',
      anon,
      payload: { username: 'onceonly1', password: 'Wrong-pass-1', captcha: answer },
      headers: { 'x-forwarded-for': '81.2.69.150' },
    });
    expect(first.body.info.resultCode).toBe('invalid_username_or_password');
    const replay = await t.request({
      method: 'POST',
      url: '/api/v1/player/login',
      anon,
      payload: { username: 'onceonly1', password: VALID_SIGNUP.password, captcha: answer },
      headers: { 'x-forwarded-for': '81.2.69.150' },
    });
    expect(replay.body.info.resultCode).toBe('invalid_captcha');
  });

  it('rejects a captcha of the wrong length with the spec message', async () => {
    const anon = await t.anon();
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/player/login',
      anon,
      payload: { username: 'captain77', password: 'x', captcha: 'abc' },
    });
    expect(response.body.data.fields[0]).toMatchObject({
      field: 'captcha',
      message: 'Captcha must be 5 characters long',
    });
  });
});

describe('sessions', () => {
  it('revokes the player session at logout; the next call answers session_expired', async () => {
    const { sessionid, anon } = await signUp(t, 'Logout01');
    const out = await t.request({
      method: 'GET',
      url: '/api/v1/player/logout',
      player: sessionid,
      anon,
    });
    expect(out.status).toBe(200);
    const after = await t.request({ method: 'GET', url: '/api/v1/player', player: sessionid });
    expect(after.status).toBe(401);
    expect(after.body.info).toMatchObject({
      resultCode: 'session_expired',
      message: 'Session expired',
    });
    const anonAfter = await t.request({ method: 'GET', url: '/api/v1/checkAnonSession', anon });
    expect(anonAfter.body.info.resultCode).toBe('anon_session_required');
  });

  it('answers login_required to a player route without a session', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/player' });
    expect(response.status).toBe(401);
    expect(response.body.info.resultCode).toBe('login_required');
  });

  it('ends a session idle for longer than SESSION_IDLE_MINUTES', async () => {
    const { sessionid } = await signUp(t, 'Sleepy001');
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.tokenHash, hashToken(sessionid)));
    const response = await t.request({ method: 'GET', url: '/api/v1/player', player: sessionid });
    expect(response.body.info.resultCode).toBe('session_expired');
  });

  it('ends a session past its 24-hour lifetime even when active', async () => {
    const { sessionid } = await signUp(t, 'Tireless1');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(sessionid)));
    const response = await t.request({ method: 'GET', url: '/api/v1/player', player: sessionid });
    expect(response.body.info.resultCode).toBe('session_expired');
  });
});

describe('rate limits', () => {
  it('slows down a flood of log-ins from one address with too_many_requests', async () => {
    const anon = await t.anon();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/player/login',
        anon,
        payload: { username: 'flooder01', password: 'x' },
        headers: { 'x-forwarded-for': '81.2.69.200' },
      });
      statuses.push(response.status);
      if (response.status === 429) expect(response.body.info.resultCode).toBe('too_many_requests');
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.slice(0, 20).every((s) => s !== 429)).toBe(true);
  });
});
