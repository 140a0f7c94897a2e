import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cashierReadyPlayer,
  createTestApp,
  fundedPlayer,
  signUp,
  VALID_SIGNUP,
  type TestApp,
} from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { auditLog, depositLimits, outboxEmails } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setLimit = (player: string, limit: string | null, password: string = VALID_SIGNUP.password) =>
  t.request({
    method: 'POST',
    url: '/api/v1/player/limits/deposit',
    player,
    payload: { limit, password },
  });
const getLimit = async (player: string) =>
  (await t.request({ method: 'GET', url: '/api/v1/player/limits/deposit', player })).body.data;
const deposit = (player: string, amount: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/cashier/deposit',
    player,
    payload: { method: 'sandbox-card', amount },
  });

describe('daily deposit limit', () => {
  it('needs the account password', async () => {
    const { sessionid } = await signUp(t, 'Limiter001');
    const response = await setLimit(sessionid, '100', 'Wrong-Password-1');
    expect(response.body.info).toMatchObject({
      resultCode: 'invalid_old_password',
      message: 'Invalid old password',
    });
  });

  it('refuses less than 20 and more than the maximum', async () => {
    const { sessionid } = await signUp(t, 'Limiter002');
    expect((await setLimit(sessionid, '19.99')).body.data.fields[0]).toMatchObject({
      field: 'limit',
      message: 'The daily limit must be at least 20',
    });
    // The limit's own message with its maximum filled in, not the page size's "At most {{max}} per page".
    const tooHigh = await setLimit(sessionid, '9999999');
    expect(tooHigh.body.data.fields[0]).toMatchObject({
      field: 'limit',
      key: 'daily_limit_too_high',
      message: 'The daily limit must be at most 50000.00 EUR',
      params: { max: '50000.00 EUR' },
    });
    expect(tooHigh.body.info.message).toBe(
      'Please check limit: The daily limit must be at most 50000.00 EUR',
    );
    const german = await t.request({
      method: 'POST',
      url: '/api/v1/player/limits/deposit',
      player: sessionid,
      language: 'de',
      payload: { limit: '9999999', password: VALID_SIGNUP.password },
    });
    expect(german.body.data.fields[0].message).toBe(
      'Das Tageslimit darf höchstens 50000.00 EUR betragen',
    );
  });

  it('applies a first limit and a decrease at once, an increase and a removal after 24 hours', async () => {
    const { sessionid } = await signUp(t, 'Limiter003');
    expect((await setLimit(sessionid, '100')).body.info.resultCode).toBe('limit_updated');
    expect((await setLimit(sessionid, '50')).body.data).toMatchObject({
      current: '50.00',
      pending: null,
    });
    const raised = await setLimit(sessionid, '500');
    expect(raised.body.info).toMatchObject({
      resultCode: 'limit_pending',
      message: 'Your new deposit limit will take effect in 24 hours.',
    });
    expect(raised.body.data).toMatchObject({
      current: '50.00',
      pending: '500.00',
      isPendingRemoval: false,
    });
    await t.database.db
      .update(depositLimits)
      .set({ pendingFrom: new Date(Date.now() - 1000) })
      .where(sql`true`);
    expect(await getLimit(sessionid)).toMatchObject({ current: '500.00', pending: null });
    const removed = await setLimit(sessionid, null);
    expect(removed.body.data).toMatchObject({ current: '500.00', isPendingRemoval: true });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'deposit_limit.set'`);
    expect(audit.length).toBeGreaterThanOrEqual(4);
    expect(audit[0]!.after).toMatchObject({ currentMinor: '10000' });
  });

  it('refuses deposits beyond the limit over a rolling 24 hours', async () => {
    const { sessionid } = await cashierReadyPlayer(t, 'Limiter004');
    await setLimit(sessionid, '50');
    expect((await deposit(sessionid, '30')).status).toBe(200);
    const over = await deposit(sessionid, '25');
    expect(over.status).toBe(400);
    expect(over.body.info).toMatchObject({ resultCode: 'deposit_limit_exceeded' });
    expect(over.body.info.message).toContain('20.00 EUR');
    expect((await deposit(sessionid, '20')).status).toBe(200);
    // Both checkouts are open, not paid: they count against the limit as awaiting payment.
    expect(await getLimit(sessionid)).toMatchObject({
      usedToday: '0.00',
      awaitingPayment: '50.00',
    });
  });
});

describe('self-exclusion', () => {
  it('freezes the account at once: sessions end, log-in and deposits are refused, and an email explains the rest', async () => {
    const { sessionid } = await fundedPlayer(t, 'Excluded01', '100');
    const other = await t.anon();
    const second = (
      await t.request({
        method: 'POST',
        url: '/api/v1/player/login',
        anon: other,
        payload: { username: 'excluded01', password: VALID_SIGNUP.password },
      })
    ).body.data.sessionid;
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/player/selfExclusion',
      player: sessionid,
      payload: { password: VALID_SIGNUP.password },
    });
    expect(response.body.info.resultCode).toBe('self_exclusion_started');
    const until = Date.parse(response.body.data.until);
    expect(until - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    const notices = await queryRows(
      t.database.db,
      sql`select n.kind, n.params from player_notices n join players p on p.id = n.player_id where lower(p.username) = 'excluded01' and n.kind = 'self_excluded'`,
    );
    expect(notices).toEqual([
      {
        kind: 'self_excluded',
        params: { until: response.body.data.until.slice(0, 16).replace('T', ' ') },
      },
    ]);

    for (const token of [sessionid, second]) {
      expect(
        (await t.request({ method: 'GET', url: '/api/v1/player', player: token })).body.info
          .resultCode,
      ).toBe('session_expired');
    }
    const anon = await t.anon();
    const login = await t.request({
      method: 'POST',
      url: '/api/v1/player/login',
      anon,
      payload: { username: 'excluded01', password: VALID_SIGNUP.password },
    });
    expect(login.status).toBe(403);
    expect(login.body.info.resultCode).toBe('self_excluded');
    expect(login.body.info.message).toMatch(
      /excluded from play until \d{4}-\d{2}-\d{2} \d{2}:\d{2}/,
    );

    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(
        sql`${outboxEmails.kind} = 'self_exclusion' and ${outboxEmails.to} = 'excluded01@example.com'`,
      );
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const confirmed = await t.request({
      method: 'POST',
      url: '/api/v1/player/selfExclusion/confirm',
      payload: { token, period: '6_months' },
    });
    expect(Date.parse(confirmed.body.data.until) - Date.now()).toBeGreaterThan(180 * 86_400_000);
    const again = await t.request({
      method: 'POST',
      url: '/api/v1/player/selfExclusion/confirm',
      payload: { token, period: 'permanent' },
    });
    expect(again.body.info.resultCode).toBe('token_expired');
  });

  it('can be made permanent', async () => {
    const { sessionid } = await signUp(t, 'Excluded02');
    await t.request({
      method: 'POST',
      url: '/api/v1/player/selfExclusion',
      player: sessionid,
      payload: { password: VALID_SIGNUP.password },
    });
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(
        sql`${outboxEmails.kind} = 'self_exclusion' and ${outboxEmails.to} = 'excluded02@example.com'`,
      );
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/v1/player/selfExclusion/confirm',
          payload: { token, period: 'permanent' },
        })
      ).body.data.until,
    ).toBe('permanent');
    const anon = await t.anon();
    const login = await t.request({
      method: 'POST',
      url: '/api/v1/player/login',
      anon,
      payload: { username: 'excluded02', password: VALID_SIGNUP.password },
    });
    expect(login.body.info.resultCode).toBe('self_excluded_permanently');
  });
});
