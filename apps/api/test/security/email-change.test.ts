import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../src/db/schema/index.ts';
import { createTestApp, signUp, VALID_SIGNUP, type TestApp } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MOBILE = '+44 20 7946 0123';
const updateContact = (player: string, payload: Record<string, unknown>, language?: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/player/update/contact',
    player,
    payload,
    ...(language ? { language } : {}),
  });
const emailOf = async (player: string) =>
  (await t.request({ method: 'GET', url: '/api/v1/player', player })).body.data.email as string;
const mailsTo = (to: string, kind: string) =>
  t.database.db
    .select()
    .from(outboxEmails)
    .where(sql`${outboxEmails.to} = ${to} and ${outboxEmails.kind} = ${kind}`);

/**
 * A stolen or borrowed session used to change the account's email, then the password through the
 * reset link sent to the new address: the account taken over, and its owner never told.
 */
describe('POST /player/update/contact (email change)', () => {
  it('refuses a new email without the current password and keeps the old one', async () => {
    const { sessionid } = await signUp(t, 'Hijacked01');
    const response = await updateContact(sessionid, {
      email: 'attacker@evil.example',
      mobile: MOBILE,
    });
    expect(response.status).toBe(400);
    expect(response.body.info.resultCode).toBe('validation_error');
    expect(response.body.data.fields).toEqual([
      expect.objectContaining({ field: 'password', message: 'Please type your password' }),
    ]);
    expect(await emailOf(sessionid)).toBe('hijacked01@example.com');
  });

  it('refuses a new email with a wrong password and keeps the old one', async () => {
    const { sessionid } = await signUp(t, 'Hijacked02');
    const response = await updateContact(sessionid, {
      email: 'attacker@evil.example',
      mobile: MOBILE,
      password: 'Guessed-Wrong-1',
    });
    expect(response.status).toBe(400);
    expect(response.body.info.resultCode).toBe('invalid_password');
    expect(response.body.data.fields).toEqual([expect.objectContaining({ field: 'password' })]);
    expect(await emailOf(sessionid)).toBe('hijacked02@example.com');
    expect(await mailsTo('hijacked02@example.com', 'email_changed')).toHaveLength(0);
  });

  it('changes the email with the current password and tells the old address, in the player’s language', async () => {
    const { sessionid } = await signUp(t, 'Mover00001');
    const response = await updateContact(
      sessionid,
      { email: 'mover-new@example.com', mobile: MOBILE, password: VALID_SIGNUP.password },
      'de',
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toMatchObject({
      email: 'mover-new@example.com',
      email_verified: false,
    });
    const [notice, ...more] = await mailsTo('mover00001@example.com', 'email_changed');
    expect(more).toHaveLength(0);
    expect(notice!.subject).toBe('Die E-Mail-Adresse Ihres Orca-Kontos wurde geändert');
    expect(notice!.text).toContain('Mover00001');
    expect(notice!.text).toContain('mover-new@example.com');
    expect(await mailsTo('mover-new@example.com', 'email_changed')).toHaveLength(0);
  });

  it('saves the mobile number alone (same email, any case) without a password or a notice', async () => {
    const { sessionid } = await signUp(t, 'Stayer0001');
    const response = await updateContact(sessionid, {
      email: 'STAYER0001@example.com',
      mobile: '+47 912 34 567',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toMatchObject({
      email: 'stayer0001@example.com',
      mobile: '+47 912 34 567',
    });
    expect(await mailsTo('stayer0001@example.com', 'email_changed')).toHaveLength(0);
  });
});
