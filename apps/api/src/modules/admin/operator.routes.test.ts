import { OPERATOR_LOGIN_CODE_ATTEMPTS_MAX } from '@orca/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  fundedPlayer,
  operatorSession,
  TEST_OPERATOR_PASSWORD,
  TEST_OPERATOR_TOTP_SECRET,
  type TestApp,
} from '../../../test/harness.ts';
import { auditLog, operators, operatorSessions } from '../../db/schema/index.ts';
import { createOperatorService } from './operator.service.ts';
import { currentTotpCode } from './totp.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const passwordStep = (username: string, password = TEST_OPERATOR_PASSWORD) =>
  t.request({ method: 'POST', url: '/api/v1/admin/login', payload: { username, password } });
const codeStep = (challenge: string, code: string) =>
  t.request({ method: 'POST', url: '/api/v1/admin/login/code', payload: { challenge, code } });
const me = (session: string) =>
  t.request({ method: 'GET', url: '/api/v1/admin/me', headers: { 'x-operator-session': session } });
/** A code of the time step after the current one: valid within the tolerance, and never used yet. */
const nextCode = (secret: string) => currentTotpCode(secret, Date.now() + 30_000);
const wrongCode = async (secret: string) =>
  String((Number(await currentTotpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');

async function newOperator(
  username: string,
  role: 'admin' | 'payments' | 'compliance',
  totpSecret?: string,
) {
  await createOperatorService(t.database.db, { secretKey: t.config.OPERATOR_SECRET_KEY }).create(
    username,
    TEST_OPERATOR_PASSWORD,
    role,
    totpSecret ? { totpSecret } : {},
  );
  const [row] = await t.database.db
    .select()
    .from(operators)
    .where(eq(operators.username, username));
  return row!;
}

describe('operator log-in with TOTP', () => {
  it('enrols the second factor at the first log-in: a QR image and the secret, confirmed by a first code', async () => {
    const operator = await newOperator('firstday1', 'payments');
    const step = await passwordStep('firstday1');
    expect(step.status).toBe(200);
    expect(step.body.data.stage).toBe('enrol');
    const { secret, otpauthUri, qrDataUrl, challenge } = step.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Orca%20back%20office:firstday1?secret=${secret}&issuer=Orca%20back%20office`,
    );
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]{200,}$/);
    // Nothing is stored on the operator until a code proves the authenticator has the secret.
    expect(
      (await t.database.db.select().from(operators).where(eq(operators.id, operator.id)))[0]!
        .totpSecret,
    ).toBeNull();

    expect((await codeStep(challenge, await wrongCode(secret))).body.info.resultCode).toBe(
      'invalid_totp_code',
    );
    const session = await codeStep(challenge, await currentTotpCode(secret));
    expect(session.status).toBe(200);
    expect(session.body.data.operator).toEqual({
      username: 'firstday1',
      role: 'payments',
      permissions: ['players.read', 'payments.approve', 'reports.read'],
      idleMinutes: 30,
    });
    expect((await me(session.body.data.sessionid)).body.data.username).toBe('firstday1');
    // Stored encrypted: the column holds a sealed value, never the secret itself.
    const stored = (
      await t.database.db.select().from(operators).where(eq(operators.id, operator.id))
    )[0]!.totpSecret!;
    expect(stored).toMatch(/^enc:v1:/);
    expect(stored).not.toContain(secret);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, operator.id.toString()));
    expect(audit.map((entry) => entry.action)).toEqual([
      'operator.totp_enrolled',
      'operator.login',
    ]);
    expect(audit[0]!.ip).toMatch(/^10\./);
  });

  it('asks an enrolled operator for password and code, shows no secret again, and never takes a code twice', async () => {
    await newOperator('regular01', 'compliance', TEST_OPERATOR_TOTP_SECRET);
    const first = await passwordStep('regular01');
    expect(first.body.data).toEqual({ stage: 'code', challenge: expect.any(String) });
    const code = await currentTotpCode(TEST_OPERATOR_TOTP_SECRET);
    expect((await codeStep(first.body.data.challenge, code)).status).toBe(200);

    // Someone who watched the code being typed cannot use it, even with the password.
    const second = await passwordStep('regular01');
    expect((await codeStep(second.body.data.challenge, code)).body.info.resultCode).toBe(
      'invalid_totp_code',
    );
    expect(
      (await codeStep(second.body.data.challenge, await nextCode(TEST_OPERATOR_TOTP_SECRET)))
        .status,
    ).toBe(200);
  });

  it('gives the password step no access: its challenge is not a session', async () => {
    await newOperator('halfway01', 'admin', TEST_OPERATOR_TOTP_SECRET);
    const step = await passwordStep('halfway01');
    expect((await me(step.body.data.challenge)).body.info.resultCode).toBe('session_expired');
    expect((await passwordStep('halfway01', 'Wrong-Password-1')).body.info.resultCode).toBe(
      'invalid_username_or_password',
    );
  });

  it('ends a challenge after too many wrong codes, so the password must be given again', async () => {
    await newOperator('guesser01', 'admin', TEST_OPERATOR_TOTP_SECRET);
    const { challenge } = (await passwordStep('guesser01')).body.data;
    for (let attempt = 0; attempt < OPERATOR_LOGIN_CODE_ATTEMPTS_MAX; attempt += 1) {
      expect(
        (await codeStep(challenge, await wrongCode(TEST_OPERATOR_TOTP_SECRET))).body.info
          .resultCode,
      ).toBe('invalid_totp_code');
    }
    const late = await codeStep(challenge, await currentTotpCode(TEST_OPERATOR_TOTP_SECRET));
    expect([late.status, late.body.info.resultCode]).toEqual([401, 'login_challenge_expired']);
  });

  it('refuses a malformed code before looking at it', async () => {
    const response = await codeStep('whatever', '12ab56');
    expect(response.body.info.resultCode).toBe('validation_error');
  });
});

describe('operator sessions', () => {
  it('end after 30 minutes idle, and each call restarts the clock', async () => {
    const session = await operatorSession(t, 'payments');
    const idleFor = (minutes: number) =>
      t.database.db
        .update(operatorSessions)
        .set({ lastSeenAt: sql`now() - make_interval(mins => ${minutes})` })
        .where(eq(operatorSessions.stage, 'active'));
    await idleFor(29);
    expect((await me(session)).status).toBe(200);
    // That call restarted the clock: 29 more minutes are still within the limit.
    await t.database.db
      .update(operatorSessions)
      .set({ lastSeenAt: sql`${operatorSessions.lastSeenAt} - interval '29 minutes'` })
      .where(eq(operatorSessions.stage, 'active'));
    expect((await me(session)).status).toBe(200);
    await idleFor(31);
    const expired = await me(session);
    expect([expired.status, expired.body.info.resultCode]).toEqual([401, 'session_expired']);
  });

  it('end at log-out, which is audited', async () => {
    const session = await operatorSession(t, 'compliance');
    const out = await t.request({
      method: 'POST',
      url: '/api/v1/admin/logout',
      headers: { 'x-operator-session': session },
    });
    expect(out.status).toBe(200);
    expect((await me(session)).body.info.resultCode).toBe('session_expired');
    expect(
      await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'operator.logout')),
    ).toHaveLength(1);
  });
});

describe('GET /admin/audit', () => {
  it('finds an operator’s decision by username and action, with before, after, when and from where', async () => {
    const payments = await operatorSession(t, 'payments');
    const { sessionid } = await fundedPlayer(t, 'Audited001', '100');
    const withdrawal = await t.request({
      method: 'POST',
      url: '/api/v1/cashier/withdraw',
      player: sessionid,
      payload: { method: 'btc', amount: '40' },
    });
    const id = withdrawal.body.data.trans_id as string;
    await t.request({
      method: 'POST',
      url: `/api/v1/admin/withdrawals/${id}/reject`,
      headers: { 'x-operator-session': payments, 'x-forwarded-for': '203.0.113.9' },
      payload: { note: 'address on a sanctions list' },
    });
    const profile = await t.request({
      method: 'GET',
      url: '/api/v1/admin/me',
      headers: { 'x-operator-session': payments },
    });

    const admin = await operatorSession(t, 'admin');
    const found = await t.request({
      method: 'GET',
      url: `/api/v1/admin/audit?actor=${profile.body.data.username}&action=withdrawal.`,
      headers: { 'x-operator-session': admin },
    });
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual([
      expect.objectContaining({
        actorKind: 'operator',
        actorName: profile.body.data.username,
        action: 'withdrawal.reject',
        targetKind: 'withdrawal',
        targetId: id,
        before: { status: 'pending_approval' },
        after: { status: 'rejected', note: 'address on a sanctions list' },
        ip: '203.0.113.9',
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    ]);
    const byTarget = await t.request({
      method: 'GET',
      url: `/api/v1/admin/audit?target_kind=withdrawal&target_id=${id}`,
      headers: { 'x-operator-session': admin },
    });
    expect(byTarget.body.data).toHaveLength(1);
  });

  it('is append-only: the database refuses to change or remove an entry', async () => {
    await operatorSession(t, 'admin');
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'accepted',
        (error: Error) => String(error.cause),
      );
    expect(
      await refusal(t.database.db.update(auditLog).set({ action: 'nothing.happened' })),
    ).toMatch(/audit_log is append-only/);
    expect(await refusal(t.database.db.delete(auditLog))).toMatch(/audit_log is append-only/);
    expect(
      (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'nothing.happened')))
        .length,
    ).toBe(0);
  });
});

describe('POST /admin/operators', () => {
  it('lets an admin add a colleague, who enrols TOTP at their first log-in; the addition is audited', async () => {
    const admin = await operatorSession(t, 'admin');
    const add = (body: object) =>
      t.request({
        method: 'POST',
        url: '/api/v1/admin/operators',
        headers: { 'x-operator-session': admin },
        payload: body,
      });
    const created = await add({
      username: 'kycdesk.anna',
      password: 'Sea-Shanty-Verses-9',
      role: 'compliance',
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ username: 'kycdesk.anna', role: 'compliance' });
    expect((await passwordStep('kycdesk.anna', 'Sea-Shanty-Verses-9')).body.data.stage).toBe(
      'enrol',
    );

    expect(
      (await add({ username: 'KYCDESK.ANNA', password: 'Another-Long-Pass-1', role: 'payments' }))
        .body.info.resultCode,
    ).toBe('username_exists');
    expect(
      (await add({ username: 'shortpass', password: 'Short-1', role: 'payments' })).body.info
        .resultCode,
    ).toBe('validation_error');
    expect(
      (await add({ username: 'captain', password: 'Sea-Shanty-Verses-9', role: 'captain' })).body
        .info.resultCode,
    ).toBe('validation_error');
    const list = await t.request({
      method: 'GET',
      url: '/api/v1/admin/operators',
      headers: { 'x-operator-session': admin },
    });
    expect(list.body.data).toContainEqual({
      id: expect.stringMatching(/^\d+$/),
      username: 'kycdesk.anna',
      role: 'compliance',
      hasTotp: false,
      recoveryCodesLeft: 0,
      disabledAt: null,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(list.body.data)).not.toMatch(/password|secret|argon/i);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'operator.created'));
    expect(entry).toMatchObject({
      actorKind: 'operator',
      targetKind: 'operator',
      after: { username: 'kycdesk.anna', role: 'compliance' },
    });
  });
});
