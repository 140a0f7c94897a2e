import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottles, outboxEmails } from '../../src/db/schema/index.ts';
import { createTestApp, signUp, VALID_SIGNUP, type TestApp } from '../harness.ts';

/**
 * Finding 8 of issue 10: password guessing against one account from many addresses was only slowed
 * by the per-address limits and the captcha. Now, past five failures for a username, each further
 * attempt waits 1 s, 2 s, 4 s … (at most 15 minutes) wherever it comes from, the account holder is
 * told once by email, and the right password after the wait still logs in. The tests start the
 * waits at a minute (LOGIN_THROTTLE_BASE_SECONDS) so a slow machine cannot outlast one, and end a
 * wait by moving it into the past.
 */

let t: TestApp;
let address = 0;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_THROTTLE_BASE_SECONDS: '60' });
});
afterAll(() => t.close());

/** A fresh client on a fresh public address, with a captcha it has read, as a botnet's would be. */
async function attempt(username: string, password: string, language?: string) {
  address += 1;
  const anon = await t.anonWithCaptcha('ab3de');
  return t.request({
    method: 'POST',
    url: '/api/v1/player/login',
    anon,
    ...(language ? { language } : {}),
    payload: { username, password, captcha: 'ab3de' },
    headers: { 'x-forwarded-for': `81.2.${(address >> 8) & 255}.${address & 255}` },
  });
}

/** Moves the account's wait into the past, as if the player had waited it out. */
async function waitOut(username: string) {
  await t.database.db
    .update(loginThrottles)
    .set({ blockedUntil: sql`now() - interval '1 second'` })
    .where(eq(loginThrottles.username, username.toLowerCase()));
}

const throttleMails = async (email: string) =>
  (
    await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, email), eq(outboxEmails.kind, 'login_throttled')))
  ).length;

describe('per-account log-in throttle', () => {
  it('refuses even the right password with login_throttled after five failures from five addresses', async () => {
    await signUp(t, 'Guarded01');
    for (let i = 0; i < 5; i += 1) {
      const failed = await attempt('guarded01', 'Wrong-pass-1');
      expect(failed.body.info.resultCode).toBe('invalid_username_or_password');
    }
    const refused = await attempt('guarded01', VALID_SIGNUP.password);
    expect(refused.status).toBe(429);
    expect(refused.body.info.resultCode).toBe('login_throttled');
    expect(refused.body.data.sessionid).toBeNull();
    expect(refused.body.data.retry_after).toBeGreaterThan(50);
    expect(refused.body.data.retry_after).toBeLessThanOrEqual(60);
    expect(refused.body.info.message).toContain(String(refused.body.data.retry_after));

    const inGerman = await attempt('guarded01', VALID_SIGNUP.password, 'de');
    expect(inGerman.body.info.resultCode).toBe('login_throttled');
    expect(inGerman.body.info.message).toMatch(/Sekunde/);
  });

  it('doubles the wait with each further failure, up to 15 minutes', async () => {
    await signUp(t, 'Guarded02');
    for (let i = 0; i < 5; i += 1) await attempt('guarded02', 'Wrong-pass-1');
    const waits: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      await waitOut('guarded02');
      expect((await attempt('guarded02', 'Wrong-pass-1')).body.info.resultCode).toBe(
        'invalid_username_or_password',
      );
      waits.push((await attempt('guarded02', 'Wrong-pass-1')).body.data.retry_after);
    }
    expect(waits).toEqual([120, 240, 480]);

    await t.database.db
      .update(loginThrottles)
      .set({ failures: 40 })
      .where(eq(loginThrottles.username, 'guarded02'));
    await waitOut('guarded02');
    await attempt('guarded02', 'Wrong-pass-1');
    expect((await attempt('guarded02', 'Wrong-pass-1')).body.data.retry_after).toBe(900);
  });

  it('emails the account holder once when the throttle starts, not at every attempt', async () => {
    await signUp(t, 'Guarded03');
    for (let i = 0; i < 4; i += 1) await attempt('guarded03', 'Wrong-pass-1');
    expect(await throttleMails('guarded03@example.com')).toBe(0);
    await attempt('guarded03', 'Wrong-pass-1');
    for (let i = 0; i < 3; i += 1) {
      await attempt('guarded03', 'Wrong-pass-1');
      await waitOut('guarded03');
      await attempt('guarded03', 'Wrong-pass-1');
    }
    expect(await throttleMails('guarded03@example.com')).toBe(1);
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.to, 'guarded03@example.com'), eq(outboxEmails.kind, 'login_throttled')),
      );
    expect(mail!.text).toContain('Guarded03');
  });

  it('lets the right password in after the wait, and a success forgets the failures', async () => {
    await signUp(t, 'Guarded04');
    for (let i = 0; i < 7; i += 1) await attempt('guarded04', 'Wrong-pass-1');
    expect((await attempt('guarded04', VALID_SIGNUP.password)).body.info.resultCode).toBe(
      'login_throttled',
    );

    await waitOut('guarded04');
    const ok = await attempt('guarded04', VALID_SIGNUP.password);
    expect(ok.status).toBe(200);
    expect(ok.body.data.sessionid).toBeTruthy();

    // Counting starts again from zero: four more failures are not yet slowed down.
    for (let i = 0; i < 4; i += 1)
      expect((await attempt('guarded04', 'Wrong-pass-1')).body.info.resultCode).toBe(
        'invalid_username_or_password',
      );
    expect((await attempt('guarded04', VALID_SIGNUP.password)).status).toBe(200);
  });

  it('lets one of many simultaneous attempts through when the wait ends, not all of them', async () => {
    await signUp(t, 'Guarded05');
    for (let i = 0; i < 5; i += 1) await attempt('guarded05', 'Wrong-pass-1');
    await waitOut('guarded05');
    const burst = await Promise.all(
      Array.from({ length: 6 }, () => attempt('guarded05', 'Wrong-pass-1')),
    );
    const codes = burst.map((response) => response.body.info.resultCode).sort();
    expect(codes).toEqual([
      'invalid_username_or_password',
      ...Array<string>(5).fill('login_throttled'),
    ]);
  });

  it('slows down guesses at a username that does not exist the same way, so the answer reveals nothing', async () => {
    for (let i = 0; i < 5; i += 1) await attempt('nobody0042', 'Wrong-pass-1');
    const refused = await attempt('nobody0042', 'Wrong-pass-1');
    expect(refused.body.info.resultCode).toBe('login_throttled');
  });
});
