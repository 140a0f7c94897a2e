import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas, deviceTokens, outboxEmails, sessions } from '../../src/db/schema/index.ts';
import { hashToken } from '../../src/platform/tokens.ts';
import { createTestApp, signUp, VALID_SIGNUP, type TestApp } from '../harness.ts';

/**
 * Finding 8 of issue 10, its second half: the per-username throttle must not let an attacker lock a
 * real player out for good. An attacker who fails once each time the wait ends would otherwise hold
 * the account for as long as they like. A browser where the player logged in before carries a
 * device token; with it the player is not subject to the username's wait (OWASP's "device
 * cookies"), but the token has a small failure budget of its own and dies with a password change.
 * Tests move times in the database instead of waiting.
 */

let t: TestApp;
let address = 0;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_THROTTLE_BASE_SECONDS: '60' });
});
afterAll(() => t.close());

const WRONG = 'Wrong-pass-1';

/** A fresh client on a fresh public address, with a captcha it has read, as a botnet's would be. */
async function attempt(username: string, password: string, deviceToken?: string) {
  address += 1;
  const anon = await t.anonWithCaptcha('ab3de');
  return t.request({
    method: 'POST',
    url: '/api/v1/player/login',
    anon,
    payload: {
      username,
      password,
      captcha: 'ab3de',
      ...(deviceToken === undefined ? {} : { deviceToken }),
    },
    headers: { 'x-forwarded-for': `81.3.${(address >> 8) & 255}.${address & 255}` },
  });
}

/** The player logs in on their own device and keeps the device token the answer carries. */
async function deviceOf(username: string): Promise<string> {
  const response = await attempt(username, VALID_SIGNUP.password);
  expect(response.status).toBe(200);
  expect(response.body.data.deviceToken).toMatch(/^[\w-]{43}$/);
  return response.body.data.deviceToken as string;
}

/** An attacker's five wrong guesses from five addresses, which start the username's wait. */
async function throttle(username: string) {
  for (let i = 0; i < 5; i += 1) await attempt(username, WRONG);
  expect((await attempt(username, WRONG)).body.info.resultCode).toBe('login_throttled');
}

async function tokenRow(token: string) {
  const [row] = await t.database.db
    .select()
    .from(deviceTokens)
    .where(eq(deviceTokens.tokenHash, hashToken(token)));
  return row;
}

/** Moves a token's expiry, as the passing of time would. */
async function expireAt(token: string, expiresAt: ReturnType<typeof sql>) {
  await t.database.db
    .update(deviceTokens)
    .set({ expiresAt })
    .where(eq(deviceTokens.tokenHash, hashToken(token)));
}

describe('device tokens against a username held by an attacker', () => {
  it('lets the player in at once from a device they logged in on before, while the attacker is still refused', async () => {
    await signUp(t, 'Known01');
    const device = await deviceOf('known01');
    await throttle('known01');

    const player = await attempt('known01', VALID_SIGNUP.password, device);
    expect(player.status).toBe(200);
    expect(player.body.data.sessionid).toMatch(/^[\w-]{43}$/);

    // The player's log-in does not end the attacker's wait, or each one would hand out five free guesses.
    const attacker = await attempt('known01', WRONG);
    expect(attacker.status).toBe(429);
    expect(attacker.body.info.resultCode).toBe('login_throttled');
    expect((await attempt('known01', VALID_SIGNUP.password)).body.info.resultCode).toBe(
      'login_throttled',
    );
  });

  it("does not let a forged token, another player's token or a token sent for another username past the wait", async () => {
    await signUp(t, 'Known02');
    await signUp(t, 'Other02');
    const own = await deviceOf('known02');
    const others = await deviceOf('other02');
    await throttle('known02');

    expect((await attempt('known02', VALID_SIGNUP.password, others)).body.info.resultCode).toBe(
      'login_throttled',
    );
    expect(
      (await attempt('known02', VALID_SIGNUP.password, 'A'.repeat(43))).body.info.resultCode,
    ).toBe('login_throttled');
    expect((await attempt('known02', VALID_SIGNUP.password, '')).body.info.resultCode).toBe(
      'login_throttled',
    );
    // A token is the SHA-256 preimage of what is stored; the stored hash itself is worth nothing.
    expect(
      (await attempt('known02', VALID_SIGNUP.password, hashToken(own))).body.info.resultCode,
    ).toBe('login_throttled');
    // The other player's own token still works for the other player, and the owner's for the owner.
    expect((await attempt('other02', VALID_SIGNUP.password, others)).status).toBe(200);
    expect((await attempt('known02', VALID_SIGNUP.password, own)).status).toBe(200);
  });

  it('revokes a device token after five wrong passwords with it, and the throttle applies again', async () => {
    await signUp(t, 'Known03');
    const device = await deviceOf('known03');
    await throttle('known03');

    // A thief with the device token gets five guesses in all, not five more per wait.
    for (let i = 0; i < 5; i += 1) {
      const guess = await attempt('known03', WRONG, device);
      expect(guess.status).toBe(401);
      expect(guess.body.info.resultCode).toBe('invalid_username_or_password');
    }
    expect(await tokenRow(device)).toMatchObject({ revokedReason: 'failures' });
    const refused = await attempt('known03', VALID_SIGNUP.password, device);
    expect(refused.body.info.resultCode).toBe('login_throttled');
    expect(refused.body.data.deviceToken).toBeUndefined();
  });

  it('spends the failure budget once when many wrong guesses with one token arrive at once', async () => {
    await signUp(t, 'Known04');
    const device = await deviceOf('known04');
    await throttle('known04');

    const burst = await Promise.all(
      Array.from({ length: 10 }, () => attempt('known04', WRONG, device)),
    );
    const codes = burst.map((response) => response.body.info.resultCode as string);
    expect(codes.filter((code) => code === 'invalid_username_or_password')).toHaveLength(5);
    expect(codes.filter((code) => code === 'login_throttled')).toHaveLength(5);
  });

  it('forgets a typing mistake when the player then logs in, and keeps the same token fresh', async () => {
    await signUp(t, 'Known05');
    const device = await deviceOf('known05');
    await t.database.db
      .update(deviceTokens)
      .set({
        expiresAt: sql`now() + interval '1 day'`,
        lastUsedAt: sql`now() - interval '30 days'`,
      })
      .where(eq(deviceTokens.tokenHash, hashToken(device)));
    await throttle('known05');

    for (let i = 0; i < 4; i += 1)
      expect((await attempt('known05', WRONG, device)).body.info.resultCode).toBe(
        'invalid_username_or_password',
      );
    const ok = await attempt('known05', VALID_SIGNUP.password, device);
    expect(ok.status).toBe(200);
    expect(ok.body.data.deviceToken).toBe(device);

    const after = await tokenRow(device);
    expect(after!.failures).toBe(0);
    expect(after!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 179 * 24 * 3_600_000);
    expect(after!.lastUsedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    // The four mistakes were forgiven: five more are allowed before the token is revoked.
    for (let i = 0; i < 4; i += 1) await attempt('known05', WRONG, device);
    expect((await attempt('known05', VALID_SIGNUP.password, device)).status).toBe(200);
  });

  it('stops accepting a token after its expiry', async () => {
    await signUp(t, 'Known06');
    const device = await deviceOf('known06');
    await throttle('known06');
    expect((await attempt('known06', VALID_SIGNUP.password, device)).status).toBe(200);

    await throttle('known06');
    await expireAt(device, sql`now() - interval '1 second'`);
    expect((await attempt('known06', VALID_SIGNUP.password, device)).body.info.resultCode).toBe(
      'login_throttled',
    );
  });

  it('revokes every device token of the player when the password is changed', async () => {
    const { sessionid } = await signUp(t, 'Known07');
    const device = await deviceOf('known07');
    const changed = await t.request({
      method: 'POST',
      url: '/api/v1/player/changepass',
      player: sessionid,
      payload: {
        old_password: VALID_SIGNUP.password,
        password: 'Lighthouse-Keeper-5',
        password_confirmation: 'Lighthouse-Keeper-5',
      },
    });
    expect(changed.status).toBe(200);
    expect(await tokenRow(device)).toMatchObject({ revokedReason: 'password_change' });

    await throttle('known07');
    expect((await attempt('known07', 'Lighthouse-Keeper-5', device)).body.info.resultCode).toBe(
      'login_throttled',
    );
  });

  it('revokes every device token of the player when the password is reset by email', async () => {
    await signUp(t, 'Known08');
    const device = await deviceOf('known08');
    const anon = await t.anon();
    await t.request({ method: 'GET', url: '/api/v1/captcha', anon });
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(anon)));
    await t.database.db
      .update(captchas)
      .set({ answerHash: hashToken('ab3de') })
      .where(eq(captchas.anonSessionId, session!.id));
    await t.request({
      method: 'POST',
      url: '/api/v1/player/forgottenpass',
      anon,
      payload: { email: 'known08@example.com', captcha: 'ab3de' },
    });
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(sql`${outboxEmails.to} = 'known08@example.com' and ${outboxEmails.kind} = 'reset'`);
    const resetToken = /reset-password\/([\w-]+)/.exec(mail!.text)![1]!;
    const reset = await t.request({
      method: 'POST',
      url: '/api/v1/player/resetPassword',
      payload: {
        token: resetToken,
        password: 'Lighthouse-Keeper-5',
        password_confirmation: 'Lighthouse-Keeper-5',
      },
    });
    expect(reset.status).toBe(200);
    expect(await tokenRow(device)).toMatchObject({ revokedReason: 'password_reset' });

    await throttle('known08');
    expect((await attempt('known08', 'Lighthouse-Keeper-5', device)).body.info.resultCode).toBe(
      'login_throttled',
    );
  });

  it('keeps at most ten browsers known per player, forgetting the one least recently used', async () => {
    await signUp(t, 'Known10');
    const oldest = await deviceOf('known10');
    const second = await deviceOf('known10');
    for (let i = 0; i < 8; i += 1) await deviceOf('known10');
    // The older browser logs in again, so the second one is now the least recently used.
    expect((await attempt('known10', VALID_SIGNUP.password, oldest)).status).toBe(200);
    await deviceOf('known10');

    const player = await t.database.db
      .select({ playerId: deviceTokens.playerId })
      .from(deviceTokens)
      .where(eq(deviceTokens.tokenHash, hashToken(oldest)));
    expect(
      await t.database.db.$count(deviceTokens, eq(deviceTokens.playerId, player[0]!.playerId)),
    ).toBe(10);
    expect(await tokenRow(oldest)).toBeDefined();
    expect(await tokenRow(second)).toBeUndefined();
  });

  it('tells the account holder, when the wait starts, that a device they logged in on before still gets in', async () => {
    await signUp(t, 'Known09');
    await throttle('known09');
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(
        sql`${outboxEmails.to} = 'known09@example.com' and ${outboxEmails.kind} = 'login_throttled'`,
      );
    expect(mail!.text).toMatch(/device .*logged in .*before/);
  });
});
