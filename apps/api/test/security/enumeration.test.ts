import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, playerTokens } from '../../src/db/schema/index.ts';
import { createTestApp, signUp, VALID_SIGNUP, type TestApp } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function askForReset(email: string) {
  const anon = await t.anonWithCaptcha('kx7pq');
  return t.request({
    method: 'POST',
    url: '/api/v1/player/forgottenpass',
    anon,
    payload: { email, captcha: 'kx7pq' },
  });
}

const resetMailsTo = async (email: string) =>
  (
    await t.database.db
      .select()
      .from(outboxEmails)
      .where(sql`${outboxEmails.to} = ${email} and ${outboxEmails.kind} = 'reset'`)
  ).length;

describe('POST /player/forgottenpass (account enumeration by timing)', () => {
  it('answers without touching the account: a reset mail that cannot be written changes nothing in the answer', async () => {
    await signUp(t, 'Enumerated1');
    // Every reset mail write fails from now on. A request path that looked the address up and wrote
    // the token and mail (the work that made known addresses slower) would fail with it.
    await t.database.db.execute(
      sql.raw(
        `alter table outbox_emails add constraint no_reset_mail_in_test check (kind <> 'reset') not valid`,
      ),
    );
    try {
      const known = await askForReset('enumerated1@example.com');
      const unknown = await askForReset('nobody-here@example.com');
      expect(known.status, JSON.stringify(known.body)).toBe(200);
      expect(known.body).toEqual(unknown.body);
      expect(known.body.info).toMatchObject({ success: true, resultCode: 'password_reset_sent' });
      await t.app.afterResponseSettled();
    } finally {
      await t.database.db.execute(
        sql.raw('alter table outbox_emails drop constraint no_reset_mail_in_test'),
      );
    }
    // The failed work after the answer left nothing half done: no mail and no token.
    expect(await resetMailsTo('enumerated1@example.com')).toBe(0);
    const tokens = await t.database.db
      .select()
      .from(playerTokens)
      .where(sql`${playerTokens.kind} = 'reset'`);
    expect(tokens).toHaveLength(0);
  });

  it('mails the link after the answer, and only to an address that belongs to a player', async () => {
    await signUp(t, 'Enumerated2');
    expect((await askForReset('enumerated2@example.com')).status).toBe(200);
    expect((await askForReset('nobody-either@example.com')).status).toBe(200);
    await t.app.afterResponseSettled();
    expect(await resetMailsTo('enumerated2@example.com')).toBe(1);
    expect(await resetMailsTo('nobody-either@example.com')).toBe(0);
  });
});

describe('POST /validateField and POST /register/{type} (account enumeration by volume)', () => {
  const SIGN_UP_CALLS_PER_MINUTE = 15;

  it(`share one bucket of ${SIGN_UP_CALLS_PER_MINUTE} calls a minute per address, enough for a person filling the form`, async () => {
    const from = { 'x-forwarded-for': '198.51.100.23' };
    const anon = await t.anon();
    const check = (value: string) =>
      t.request({
        method: 'POST',
        url: '/api/v1/validateField',
        anon,
        headers: from,
        payload: { field: 'email', value },
      });
    for (let i = 0; i < SIGN_UP_CALLS_PER_MINUTE - 1; i += 1) {
      const response = await check(`guess${i}@example.com`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    }
    const registered = await t.request({
      method: 'POST',
      url: '/api/v1/register/long',
      anon,
      headers: from,
      payload: { ...VALID_SIGNUP, username: 'Bucketeer1', email: 'bucketeer1@example.com' },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);

    const more = await check('one-more-guess@example.com');
    expect(more.status).toBe(429);
    expect(more.body.info.resultCode).toBe('too_many_requests');
    const another = await t.request({
      method: 'POST',
      url: '/api/v1/register/long',
      anon: await t.anon(),
      headers: from,
      payload: { ...VALID_SIGNUP, username: 'Bucketeer2', email: 'bucketeer2@example.com' },
    });
    expect(another.status).toBe(429);

    // Another address has its own bucket.
    const elsewhere = await t.request({
      method: 'POST',
      url: '/api/v1/validateField',
      anon,
      headers: { 'x-forwarded-for': '198.51.100.24' },
      payload: { field: 'email', value: 'guess@example.com' },
    });
    expect(elsewhere.status).toBe(200);
  });
});
