import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '@orca/contracts';
import { createTestApp, signUp, VALID_SIGNUP, type TestApp } from '../../../test/harness.ts';
import { outboxEmails, players } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function register(payload: Record<string, unknown>, language?: string) {
  const anon = await t.anon();
  return t.request({
    method: 'POST',
    url: '/api/v1/register/long',
    anon,
    payload,
    ...(language ? { language } : {}),
  });
}

function lastMailTo(email: string) {
  return t.database.db
    .select()
    .from(outboxEmails)
    .where(sql`lower(${outboxEmails.to}) = lower(${email})`)
    .orderBy(sql`${outboxEmails.id} desc`)
    .limit(1);
}

describe('POST /register/long', () => {
  it('creates the account, logs it in and stores the affiliate codes', async () => {
    const response = await register({
      ...VALID_SIGNUP,
      username: 'Seafarer01',
      email: 'seafarer01@example.com',
      myafftk: 'tk-123',
      myaffid: 'aff-9',
      goft_token: 'tk-123',
      a_aid: 'a1',
      a_bid: 'b1',
    });
    expect(response.status).toBe(200);
    expect(response.body.data.sessionid).toBeTruthy();
    const [row] = await t.database.db
      .select()
      .from(players)
      .where(eq(players.username, 'Seafarer01'));
    expect(row).toMatchObject({
      affiliateToken: 'tk-123',
      affiliateId: 'aff-9',
      affiliateAid: 'a1',
      affiliateBid: 'b1',
      birthdate: '1990-05-17',
      currency: 'EUR',
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    [
      'username',
      { username: 'short' },
      'username',
      'Username must be between 6 and 20 characters long',
    ],
    ['username characters', { username: 'bad_name1' }, 'username', 'Invalid username characters'],
    ['email', { email: 'not-an-email' }, 'email', 'Email is not valid'],
    [
      'weak password',
      { password: 'alllowercase', password_confirmation: 'alllowercase' },
      'password',
      'Password must be at least 8 characters with a lowercase letter, an uppercase letter and a digit or special character',
    ],
    [
      'mismatched confirmation',
      { password_confirmation: 'Other-Pass-99' },
      'password_confirmation',
      'Passwords must match',
    ],
    ['currency', { currency: 'XYZ' }, 'currency', 'Please choose a valid currency'],
    ['under-age birth date', { birthdate: '01-01-2015' }, 'birthdate', 'You must be 18+ years old'],
    ['impossible birth date', { birthdate: '31-02-1990' }, 'birthdate', 'Birth date is not valid'],
    ['birth date format', { birthdate: '1990-05-17' }, 'birthdate', 'Birth date is not valid'],
    ['restricted country', { country: 'US' }, 'country', 'Orca is not available in this country'],
    ['unknown country', { country: 'XX' }, 'country', 'Please choose a valid country'],
    ['missing state', { country: 'CA' }, 'state', 'Please choose a valid state'],
    ['privacy', { privacy: false }, 'privacy', 'You must acknowledge the Privacy Policy.'],
    ['terms not accepted', { terms: false }, 'terms', 'The terms must be accepted'],
    ['terms left out', { terms: undefined }, 'terms', 'The terms must be accepted'],
  ])('refuses a bad %s, naming the field', async (_what, change, field, message) => {
    const response = await register({
      ...VALID_SIGNUP,
      username: 'Fieldtest1',
      email: 'fieldtest1@example.com',
      ...change,
    });
    expect(response.status).toBe(400);
    expect(response.body.info.resultCode).toBe('validation_error');
    expect(response.body.data.fields).toContainEqual(expect.objectContaining({ field, message }));
  });

  it('records when the player accepted the terms, and which version', async () => {
    const before = Date.now();
    const response = await register({
      ...VALID_SIGNUP,
      username: 'Termsman01',
      email: 'termsman01@example.com',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(players)
      .where(eq(players.username, 'Termsman01'));
    expect(row!.termsVersion).toBe(TERMS_VERSION);
    expect(row!.termsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.termsAcceptedAt!.getTime()).toBeLessThanOrEqual(Date.now());
    // Refused without acceptance: nothing is created.
    const refused = await register({
      ...VALID_SIGNUP,
      username: 'Termsless1',
      email: 'termsless1@example.com',
      terms: false,
    });
    expect(refused.body.info).toMatchObject({ success: false, resultCode: 'validation_error' });
    expect(
      await t.database.db.select().from(players).where(eq(players.username, 'Termsless1')),
    ).toEqual([]);
  });

  it('accepts a Canadian with a province', async () => {
    const response = await register({
      ...VALID_SIGNUP,
      username: 'Canuck001',
      email: 'canuck@example.com',
      country: 'CA',
      state: 'QC',
    });
    expect(response.status).toBe(200);
  });

  it('refuses a common password', async () => {
    const response = await register({
      ...VALID_SIGNUP,
      username: 'Commoner1',
      email: 'commoner@example.com',
      password: 'Password1',
      password_confirmation: 'Password1',
    });
    expect(response.status).toBe(400);
    expect(response.body.info.resultCode).toBe('common_password');
  });

  it('refuses a taken username ignoring case, and a taken email', async () => {
    await signUp(t, 'Taken0001');
    const byName = await register({
      ...VALID_SIGNUP,
      username: 'TAKEN0001',
      email: 'other@example.com',
    });
    expect(byName.status).toBe(409);
    expect(byName.body.info).toMatchObject({
      resultCode: 'username_exists',
      message: 'Username already exists',
    });
    const byEmail = await register({
      ...VALID_SIGNUP,
      username: 'Another01',
      email: 'TAKEN0001@example.com',
    });
    expect(byEmail.body.info).toMatchObject({
      resultCode: 'email_exists',
      message: 'Email already exists',
    });
  });

  it('lets exactly one of two simultaneous sign-ups with one name through', async () => {
    const [a, b] = await Promise.all([
      register({ ...VALID_SIGNUP, username: 'Racer0001', email: 'racer-a@example.com' }),
      register({ ...VALID_SIGNUP, username: 'racer0001', email: 'racer-b@example.com' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it('answers in the requested language', async () => {
    const response = await register(
      { ...VALID_SIGNUP, username: 'Sprache01', email: 'bad', privacy: true },
      'de',
    );
    expect(response.body.data.fields[0].message).not.toBe('Email is not valid');
  });
});

describe('registration token', () => {
  it('confirms the email with the emailed token, and refuses an expired one', async () => {
    await signUp(t, 'Confirm01');
    const [mail] = await lastMailTo('confirm01@example.com');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const ok = await t.request({
      method: 'POST',
      url: '/api/v1/register/complete/token',
      payload: { token },
    });
    expect(ok.status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(players)
      .where(eq(players.username, 'Confirm01'));
    expect(row!.emailVerifiedAt).not.toBeNull();

    const bad = await t.request({
      method: 'POST',
      url: '/api/v1/register/complete/token',
      payload: { token: 'expired-or-made-up' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.info).toMatchObject({
      resultCode: 'token_expired',
      message: 'Your token has expired, please contact customer support.',
    });
  });
});

describe('POST /validateField', () => {
  it('checks format and uniqueness of one field', async () => {
    await signUp(t, 'Existing01');
    const anon = await t.anon();
    const check = (field: string, value: string) =>
      t.request({ method: 'POST', url: '/api/v1/validateField', anon, payload: { field, value } });
    expect((await check('username', 'Freshname1')).status).toBe(200);
    expect((await check('username', 'existing01')).body.info.resultCode).toBe('username_exists');
    expect((await check('email', 'existing01@example.com')).body.info.resultCode).toBe(
      'email_exists',
    );
    const short = await check('username', 'abc');
    expect(short.body.data.fields[0]).toMatchObject({
      field: 'username',
      message: 'Username must be between 6 and 20 characters long',
    });
    expect((await check('birthdate', '01-01-2020')).body.data.fields[0].message).toBe(
      'You must be 18+ years old',
    );
  });
});
