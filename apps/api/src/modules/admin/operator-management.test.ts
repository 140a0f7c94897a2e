import { RECOVERY_CODE_COUNT, type OperatorSummary } from '@orca/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  operatorSession,
  TEST_OPERATOR_PASSWORD,
  TEST_OPERATOR_TOTP_SECRET,
  type TestApp,
} from '../../../test/harness.ts';
import {
  auditLog,
  operatorRecoveryCodes,
  operators,
  operatorSessions,
} from '../../db/schema/index.ts';
import { createOperatorService } from './operator.service.ts';
import { createSecretBox } from './secret-box.ts';
import { currentTotpCode } from './totp.ts';

/**
 * An admin managing colleagues (roles, disabling, resetting a lost authenticator), recovery codes
 * standing in for the authenticator, and TOTP secrets encrypted at rest.
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorSession(t, 'admin');
});
afterAll(() => t.close());

const asOperator = (
  session: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) =>
  t.request({
    method,
    url: `/api/v1/admin${url}`,
    headers: { 'x-operator-session': session },
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
  });
const passwordStep = (username: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/admin/login',
    payload: { username, password: TEST_OPERATOR_PASSWORD },
  });
const codeStep = (challenge: string, code: string) =>
  t.request({ method: 'POST', url: '/api/v1/admin/login/code', payload: { challenge, code } });
/**
 * The code of the time step `steps` away from now. The server takes the steps either side of now,
 * each once and in order, so one operator has three codes to use in a test: -1, 0, then 1.
 */
const codeAt = (secret: string, steps: number) =>
  currentTotpCode(secret, Date.now() + steps * 30_000);

let operatorCount = 0;
/** A new operator with TOTP enrolled: their id, username, and a way to log in. */
async function newOperator(role: 'admin' | 'payments' | 'compliance') {
  operatorCount += 1;
  const username = `managed${role}${operatorCount}`;
  await createOperatorService(t.database.db, { secretKey: t.config.OPERATOR_SECRET_KEY }).create(
    username,
    TEST_OPERATOR_PASSWORD,
    role,
    { totpSecret: TEST_OPERATOR_TOTP_SECRET },
  );
  const [row] = await t.database.db
    .select()
    .from(operators)
    .where(eq(operators.username, username));
  return { id: row!.id, username };
}
async function logIn(
  username: string,
  code: string,
): Promise<{ status: number; resultCode: string; data: any }> {
  const step = await passwordStep(username);
  if (step.status !== 200)
    return { status: step.status, resultCode: step.body.info.resultCode, data: null };
  const session = await codeStep(step.body.data.challenge, code);
  return {
    status: session.status,
    resultCode: session.body.info.resultCode,
    data: session.body.data,
  };
}
const listed = async (id: bigint) =>
  ((await asOperator(admin, 'GET', '/operators')).body.data as OperatorSummary[]).find(
    (row) => row.id === id.toString(),
  );
const auditOf = (id: bigint, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetKind, 'operator'),
        eq(auditLog.targetId, id.toString()),
        eq(auditLog.action, action),
      ),
    );

describe('roles', () => {
  it('an admin changes an operator’s role; it applies from their next call, and the change is audited', async () => {
    const { id, username } = await newOperator('compliance');
    const session = (await logIn(username, await codeAt(TEST_OPERATOR_TOTP_SECRET, 0))).data
      .sessionid as string;
    expect((await asOperator(session, 'GET', '/withdrawals')).body.info.resultCode).toBe(
      'forbidden',
    );

    const changed = await asOperator(admin, 'POST', `/operators/${id}/role`, { role: 'payments' });
    expect(changed.body.data).toMatchObject({ id: id.toString(), role: 'payments' });
    expect((await asOperator(session, 'GET', '/withdrawals')).status).toBe(200);
    expect((await asOperator(session, 'GET', '/audit')).body.info.resultCode).toBe('forbidden');
    const [entry] = await auditOf(id, 'operator.role_changed');
    expect(entry).toMatchObject({
      before: { role: 'compliance' },
      after: { role: 'payments' },
      actorKind: 'operator',
    });
  });

  it('refuses an unknown role and an operator that does not exist', async () => {
    const { id } = await newOperator('payments');
    const bad = await asOperator(admin, 'POST', `/operators/${id}/role`, { role: 'owner' });
    expect([bad.status, bad.body.info.resultCode]).toEqual([400, 'validation_error']);
    expect(
      (await asOperator(admin, 'POST', '/operators/999999999/role', { role: 'admin' })).body.info
        .resultCode,
    ).toBe('not_found');
  });
});

describe('disabling', () => {
  it('ends the operator’s sessions at once and refuses their log-in; enabling lets them back', async () => {
    const { id, username } = await newOperator('payments');
    const session = (await logIn(username, await codeAt(TEST_OPERATOR_TOTP_SECRET, 0))).data
      .sessionid as string;
    const pendingChallenge = (await passwordStep(username)).body.data.challenge as string;

    const disabled = await asOperator(admin, 'POST', `/operators/${id}/disable`);
    expect(disabled.body.data.disabledAt).toEqual(expect.any(String));
    expect((await asOperator(session, 'GET', '/me')).body.info.resultCode).toBe('session_expired');
    // A log-in half done when the change came cannot be finished either.
    expect(
      (await codeStep(pendingChallenge, await codeAt(TEST_OPERATOR_TOTP_SECRET, 1))).body.info
        .resultCode,
    ).toBe('login_challenge_expired');
    const refused = await passwordStep(username);
    expect([refused.status, refused.body.info.resultCode]).toEqual([403, 'account_disabled']);
    const live = await t.database.db
      .select()
      .from(operatorSessions)
      .where(and(eq(operatorSessions.operatorId, id)));
    expect(live.every((row) => row.revokedAt !== null)).toBe(true);
    expect((await auditOf(id, 'operator.disabled'))[0]).toMatchObject({
      before: { disabledAt: null },
      after: { disabledAt: expect.any(String) },
    });

    expect(
      (await asOperator(admin, 'POST', `/operators/${id}/enable`)).body.data.disabledAt,
    ).toBeNull();
    expect((await logIn(username, await codeAt(TEST_OPERATOR_TOTP_SECRET, 1))).status).toBe(200);
    expect(await auditOf(id, 'operator.enabled')).toHaveLength(1);
  });

  it('a wrong password to a disabled account says only that the password is wrong', async () => {
    const { id, username } = await newOperator('compliance');
    await asOperator(admin, 'POST', `/operators/${id}/disable`);
    const wrong = await t.request({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { username, password: 'Not-The-Password-1' },
    });
    expect(wrong.body.info.resultCode).toBe('invalid_username_or_password');
  });

  /** Runs `body` with every admin but the given ones disabled (straight in the table, sessions kept), then restores them. */
  async function withOnlyAdmins(keep: bigint[], body: () => Promise<void>) {
    const others = (
      await t.database.db.select().from(operators).where(eq(operators.role, 'admin'))
    ).filter((row) => row.disabledAt === null && !keep.includes(row.id));
    for (const row of others)
      await t.database.db
        .update(operators)
        .set({ disabledAt: new Date() })
        .where(eq(operators.id, row.id));
    try {
      await body();
    } finally {
      for (const row of others)
        await t.database.db
          .update(operators)
          .set({ disabledAt: null })
          .where(eq(operators.id, row.id));
    }
  }

  it('an admin cannot disable themselves, nor demote the last enabled admin', async () => {
    const { id: loneId, username } = await newOperator('admin');
    const lone = (await logIn(username, await codeAt(TEST_OPERATOR_TOTP_SECRET, 0))).data
      .sessionid as string;
    const self = await asOperator(lone, 'POST', `/operators/${loneId}/disable`);
    expect([self.status, self.body.info.resultCode]).toEqual([409, 'operator_self_action']);
    expect(self.body.info.message).toBe(
      'You cannot do this to your own account; ask another admin.',
    );

    await withOnlyAdmins([loneId], async () => {
      const demote = await asOperator(lone, 'POST', `/operators/${loneId}/role`, {
        role: 'payments',
      });
      expect([demote.status, demote.body.info.resultCode]).toEqual([409, 'last_admin']);
      expect(demote.body.info.message).toBe(
        'At least one enabled admin must remain: make another operator an admin first.',
      );
    });
    expect((await listed(loneId))?.role).toBe('admin');
    // With other admins enabled, demoting oneself is allowed.
    expect(
      (await asOperator(lone, 'POST', `/operators/${loneId}/role`, { role: 'payments' })).body.data
        .role,
    ).toBe('payments');
  });

  it('two admins disabling each other at once leave one of them enabled', async () => {
    const a = await newOperator('admin');
    const b = await newOperator('admin');
    const sessionA = (await logIn(a.username, await codeAt(TEST_OPERATOR_TOTP_SECRET, 0))).data
      .sessionid as string;
    const sessionB = (await logIn(b.username, await codeAt(TEST_OPERATOR_TOTP_SECRET, 0))).data
      .sessionid as string;
    await withOnlyAdmins([a.id, b.id], async () => {
      const answers = await Promise.all([
        asOperator(sessionA, 'POST', `/operators/${b.id}/disable`),
        asOperator(sessionB, 'POST', `/operators/${a.id}/disable`),
      ]);
      expect(answers.map((answer) => answer.body.info.resultCode).sort()).toEqual([
        'last_admin',
        'ok',
      ]);
      const rows = await t.database.db.select().from(operators).where(eq(operators.role, 'admin'));
      expect(
        rows
          .filter((row) => row.disabledAt === null)
          .map((row) => row.id)
          .filter((id) => id === a.id || id === b.id),
      ).toHaveLength(1);
    });
  });
});

describe('recovery codes', () => {
  it('are handed out once when enrolment is confirmed, stored only as hashes', async () => {
    const created = await asOperator(admin, 'POST', '/operators', {
      username: 'freshstart1',
      password: TEST_OPERATOR_PASSWORD,
      role: 'payments',
    });
    expect(created.status).toBe(200);
    const step = await passwordStep('freshstart1');
    const { secret, challenge } = step.body.data;
    const session = await codeStep(challenge, await currentTotpCode(secret));
    const codes = session.body.data.recoveryCodes as string[];
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    const [row] = await t.database.db
      .select()
      .from(operators)
      .where(eq(operators.username, 'freshstart1'));
    const stored = await t.database.db
      .select()
      .from(operatorRecoveryCodes)
      .where(eq(operatorRecoveryCodes.operatorId, row!.id));
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    const storedText = JSON.stringify(stored.map((code) => code.codeHash));
    for (const code of codes) expect(storedText).not.toContain(code.replace('-', ''));
    // A later log-in shows none.
    const later = await logIn('freshstart1', await codeAt(secret, 1));
    expect(later.data.recoveryCodes).toBeUndefined();
    expect((await asOperator(later.data.sessionid, 'GET', '/me/recovery-codes')).body.data).toEqual(
      { hasTotp: true, recoveryCodesLeft: RECOVERY_CODE_COUNT },
    );
  });

  it('each log in once in place of a code, in any case and with or without the dash, counting down', async () => {
    const created = await asOperator(admin, 'POST', '/operators', {
      username: 'lostphone01',
      password: TEST_OPERATOR_PASSWORD,
      role: 'compliance',
    });
    expect(created.status).toBe(200);
    const step = await passwordStep('lostphone01');
    const codes = (
      await codeStep(step.body.data.challenge, await currentTotpCode(step.body.data.secret))
    ).body.data.recoveryCodes as string[];

    const first = await logIn('lostphone01', codes[0]!.toUpperCase());
    expect(first.status).toBe(200);
    expect(first.data.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
    const reused = await logIn('lostphone01', codes[0]!);
    expect([reused.status, reused.resultCode]).toEqual([401, 'invalid_totp_code']);
    const undashed = await logIn('lostphone01', codes[1]!.replace('-', ''));
    expect(undashed.data.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 2);
    expect((await logIn('lostphone01', 'abcde-fghjk')).resultCode).toBe('invalid_totp_code');
    const [row] = await t.database.db
      .select()
      .from(operators)
      .where(eq(operators.username, 'lostphone01'));
    const logins = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, row!.id.toString()), eq(auditLog.action, 'operator.login')));
    expect(logins.map((entry) => entry.after)).toContainEqual({
      method: 'recovery_code',
      recoveryCodesLeft: RECOVERY_CODE_COUNT - 1,
    });
  });

  it('are not accepted to confirm an enrolment', async () => {
    await asOperator(admin, 'POST', '/operators', {
      username: 'noshortcut1',
      password: TEST_OPERATOR_PASSWORD,
      role: 'payments',
    });
    const step = await passwordStep('noshortcut1');
    expect((await codeStep(step.body.data.challenge, 'abcde-fghjk')).body.info.resultCode).toBe(
      'invalid_totp_code',
    );
  });

  it('are regenerated from the operator’s own profile with a current code, replacing the old ones', async () => {
    const { id, username } = await newOperator('payments');
    const session = (await logIn(username, await codeAt(TEST_OPERATOR_TOTP_SECRET, -1))).data
      .sessionid as string;
    expect(
      (await asOperator(session, 'GET', '/me/recovery-codes')).body.data.recoveryCodesLeft,
    ).toBe(0);
    const wrong = await asOperator(session, 'POST', '/me/recovery-codes', {
      code: String(
        (Number(await codeAt(TEST_OPERATOR_TOTP_SECRET, 0)) + 500_000) % 1_000_000,
      ).padStart(6, '0'),
    });
    expect(wrong.body.info.resultCode).toBe('invalid_totp_code');
    const first = await asOperator(session, 'POST', '/me/recovery-codes', {
      code: await codeAt(TEST_OPERATOR_TOTP_SECRET, 0),
    });
    expect(first.body.data.codes).toHaveLength(RECOVERY_CODE_COUNT);
    // The same authenticator code never works twice.
    expect(
      (
        await asOperator(session, 'POST', '/me/recovery-codes', {
          code: await codeAt(TEST_OPERATOR_TOTP_SECRET, 0),
        })
      ).body.info.resultCode,
    ).toBe('invalid_totp_code');
    const second = await asOperator(session, 'POST', '/me/recovery-codes', {
      code: await codeAt(TEST_OPERATOR_TOTP_SECRET, 1),
    });
    expect(second.body.data.codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await logIn(username, first.body.data.codes[0])).resultCode).toBe('invalid_totp_code');
    expect((await logIn(username, second.body.data.codes[0])).status).toBe(200);
    expect(
      (await asOperator(session, 'GET', '/me/recovery-codes')).body.data.recoveryCodesLeft,
    ).toBe(RECOVERY_CODE_COUNT - 1);
    expect(await auditOf(id, 'operator.recovery_codes_regenerated')).toHaveLength(2);
  });
});

describe('resetting a second factor', () => {
  it('clears the secret and the codes, ends the sessions, and the operator enrols again', async () => {
    const { id, username } = await newOperator('compliance');
    const session = (await logIn(username, await codeAt(TEST_OPERATOR_TOTP_SECRET, 0))).data
      .sessionid as string;
    await asOperator(session, 'POST', '/me/recovery-codes', {
      code: await codeAt(TEST_OPERATOR_TOTP_SECRET, 1),
    });

    const reset = await asOperator(admin, 'POST', `/operators/${id}/second-factor/reset`);
    expect(reset.body.data).toMatchObject({ hasTotp: false, recoveryCodesLeft: 0 });
    expect((await asOperator(session, 'GET', '/me')).body.info.resultCode).toBe('session_expired');
    const step = await passwordStep(username);
    expect(step.body.data.stage).toBe('enrol');
    expect(step.body.data.secret).not.toBe(TEST_OPERATOR_TOTP_SECRET);
    const [entry] = await auditOf(id, 'operator.second_factor_reset');
    expect(entry).toMatchObject({
      before: { hasTotp: true, recoveryCodesLeft: RECOVERY_CODE_COUNT },
      after: { hasTotp: false, recoveryCodesLeft: 0 },
    });
  });

  it('is not for one’s own account, and needs operators.manage', async () => {
    const me = (await asOperator(admin, 'GET', '/me')).body.data.username as string;
    const [row] = await t.database.db.select().from(operators).where(eq(operators.username, me));
    expect(
      (await asOperator(admin, 'POST', `/operators/${row!.id}/second-factor/reset`)).body.info
        .resultCode,
    ).toBe('operator_self_action');
    const payments = await operatorSession(t, 'payments');
    expect(
      (await asOperator(payments, 'POST', `/operators/${row!.id}/second-factor/reset`)).body.info
        .resultCode,
    ).toBe('forbidden');
  });
});

describe('TOTP secrets at rest', () => {
  const box = () => createSecretBox(t.config.OPERATOR_SECRET_KEY);

  it('are stored encrypted, bound to their operator, never as the secret', async () => {
    const { id } = await newOperator('payments');
    const [row] = await t.database.db.select().from(operators).where(eq(operators.id, id));
    expect(row!.totpSecret).toMatch(/^enc:v1:/);
    expect(row!.totpSecret).not.toContain(TEST_OPERATOR_TOTP_SECRET);
    expect(box().open(row!.totpSecret!, `operators.totp_secret:${id}`)).toBe(
      TEST_OPERATOR_TOTP_SECRET,
    );
    // Copied into another operator's row, it does not open.
    expect(() => box().open(row!.totpSecret!, `operators.totp_secret:${id + 1n}`)).toThrow();
    // Nor under another key.
    expect(() =>
      createSecretBox(Buffer.alloc(32, 7)).open(row!.totpSecret!, `operators.totp_secret:${id}`),
    ).toThrow();
  });

  it('are stored encrypted while an enrolment waits for its first code', async () => {
    await asOperator(admin, 'POST', '/operators', {
      username: 'pendingkey1',
      password: TEST_OPERATOR_PASSWORD,
      role: 'payments',
    });
    const step = await passwordStep('pendingkey1');
    const [row] = await t.database.db
      .select()
      .from(operators)
      .where(eq(operators.username, 'pendingkey1'));
    const [challenge] = await t.database.db
      .select()
      .from(operatorSessions)
      .where(and(eq(operatorSessions.operatorId, row!.id), eq(operatorSessions.stage, 'password')));
    expect(challenge!.pendingTotpSecret).toMatch(/^enc:v1:/);
    expect(challenge!.pendingTotpSecret).not.toContain(step.body.data.secret);
  });

  it('stored in clear before encryption keep working, and are sealed by the upgrade at start', async () => {
    const { id, username } = await newOperator('payments');
    await t.database.db
      .update(operators)
      .set({ totpSecret: TEST_OPERATOR_TOTP_SECRET })
      .where(eq(operators.id, id));
    // Read as it is...
    expect((await logIn(username, await codeAt(TEST_OPERATOR_TOTP_SECRET, 0))).status).toBe(200);
    // ...and sealed by that log-in.
    expect(
      (await t.database.db.select().from(operators).where(eq(operators.id, id)))[0]!.totpSecret,
    ).toMatch(/^enc:v1:/);

    await t.database.db
      .update(operators)
      .set({ totpSecret: TEST_OPERATOR_TOTP_SECRET })
      .where(eq(operators.id, id));
    const service = createOperatorService(t.database.db, {
      secretKey: t.config.OPERATOR_SECRET_KEY,
    });
    expect(await service.sealPlainSecrets()).toBeGreaterThanOrEqual(1);
    const [sealed] = await t.database.db.select().from(operators).where(eq(operators.id, id));
    expect(sealed!.totpSecret).toMatch(/^enc:v1:/);
    expect(await service.sealPlainSecrets()).toBe(0);
    expect((await logIn(username, await codeAt(TEST_OPERATOR_TOTP_SECRET, 1))).status).toBe(200);
  });
});
