import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestApp,
  fundedPlayer,
  operatorSession,
  signUp,
  type TestApp,
} from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { auditLog, outboxEmails, players, withdrawals } from '../../db/schema/index.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';

let t: TestApp;
let operator: string;
const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

beforeAll(async () => {
  t = await createTestApp();
  operator = await operatorSession(t, 'payments');
});
afterEach(async () => {
  expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
});
afterAll(() => t.close());

const balance = async (player: string) =>
  (await t.request({ method: 'GET', url: '/api/v1/player/balance', player })).body.data;
const withdraw = (player: string, amount: string, method = 'btc') =>
  t.request({
    method: 'POST',
    url: '/api/v1/cashier/withdraw',
    player,
    payload: { method, amount },
  });
const decide = (id: string, decision: 'approve' | 'reject', session = operator) =>
  t.request({
    method: 'POST',
    url: `/api/v1/admin/withdrawals/${id}/${decision}`,
    headers: { 'x-operator-session': session },
    payload: { note: 'checked' },
  });

/** What the player was told (decision 014), oldest first. */
const noticesOf = async (username: string) =>
  queryRows<{ kind: string; params: Record<string, string> }>(
    t.database.db,
    sql`select n.kind, n.params from player_notices n join players p on p.id = n.player_id where lower(p.username) = lower(${username}) order by n.id`,
  );

async function detailsLinkFor(email: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(outboxEmails)
    .where(sql`${outboxEmails.to} = ${email} and ${outboxEmails.kind} = 'withdrawal_details'`)
    .orderBy(sql`${outboxEmails.id} desc`)
    .limit(1);
  return /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
}

describe('withdrawal requests', () => {
  it('are not available before a first deposit', async () => {
    const { sessionid } = await signUp(t, 'Nodeposit1');
    const response = await withdraw(sessionid, '50');
    expect(response.status).toBe(409);
    expect(response.body.info).toMatchObject({
      resultCode: 'first_deposit_required',
      message: 'Please make a deposit first',
    });
  });

  it('need a complete profile, listing what is missing', async () => {
    const { sessionid } = await fundedPlayer(t, 'Incomplete1', '100');
    await t.database.db
      .update(players)
      .set({ city: '', mobile: '' })
      .where(sql`lower(${players.username}) = 'incomplete1'`);
    const response = await withdraw(sessionid, '50');
    expect(response.body.info.resultCode).toBe('profile_incomplete');
    expect(response.body.data.missing).toEqual(['city', 'mobile']);
  });

  it('reserve the money at once and answer the spec message', async () => {
    const { sessionid } = await fundedPlayer(t, 'Reserver01', '100');
    const response = await withdraw(sessionid, '60');
    expect(response.status).toBe(200);
    expect(response.body.info.message).toBe(
      'Your withdrawal request was received. Please allow up to 24 hours to be processed.',
    );
    expect(response.body.data).toMatchObject({
      amount: '60.00',
      fee: '2.00',
      status: 'pending_approval',
    });
    expect((await balance(sessionid)).cash).toBe('40.00');
    const pending = await t.request({
      method: 'GET',
      url: '/api/v1/player/transactions/pendingWithdrawals',
      player: sessionid,
    });
    expect(pending.body.data).toHaveLength(1);
  });

  it('accept only one of two concurrent full-balance withdrawals', async () => {
    const { sessionid } = await fundedPlayer(t, 'Doubler001', '100');
    const [a, b] = await Promise.all([withdraw(sessionid, '100'), withdraw(sessionid, '100')]);
    expect([a.status, b.status].sort()).toEqual([200, 402]);
    expect((await balance(sessionid)).cash).toBe('0.00');
  });

  it('respect the method limits and the KYC threshold', async () => {
    const { sessionid } = await fundedPlayer(t, 'Limits0001', '3000');
    expect((await withdraw(sessionid, '5')).body.info.resultCode).toBe(
      'withdrawal_amount_out_of_range',
    );
    const big = await withdraw(sessionid, '2500');
    expect(big.status).toBe(403);
    expect(big.body.info.resultCode).toBe('kyc_required');
    expect((await withdraw(sessionid, '2000')).status).toBe(200);
    expect((await withdraw(sessionid, '20')).body.info.resultCode).toBe('kyc_required');
  });
});

describe('cancelling', () => {
  it('returns reserved money exactly once, however often it is asked', async () => {
    const { sessionid } = await fundedPlayer(t, 'Canceller1', '100');
    const id = (await withdraw(sessionid, '70')).body.data.trans_id;
    const cancel = () =>
      t.request({
        method: 'POST',
        url: '/api/v1/player/transactions/pendingWithdrawals/cancel',
        player: sessionid,
        payload: { trans_ids: [id] },
      });
    const results = await Promise.all([cancel(), cancel(), cancel()]);
    expect(results.map((r) => r.body.data.length).sort()).toEqual([0, 0, 1]);
    expect((await balance(sessionid)).cash).toBe('100.00');
    expect((await noticesOf('Canceller1')).map((n) => n.kind)).toEqual([
      'deposit_credited',
      'withdrawal_received',
      'withdrawal_cancelled',
    ]);
  });

  it("cannot touch another player's withdrawal", async () => {
    const { sessionid: owner } = await fundedPlayer(t, 'Owner00001', '100');
    const { sessionid: other } = await fundedPlayer(t, 'Intruder01', '100');
    const id = (await withdraw(owner, '50')).body.data.trans_id;
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/player/transactions/pendingWithdrawals/cancel',
      player: other,
      payload: { trans_ids: [id] },
    });
    expect(response.body.data).toEqual([]);
    expect((await balance(owner)).cash).toBe('50.00');
  });
});

describe('approval, address and payout', () => {
  it('still pays a withdrawal requested before the player excluded themselves', async () => {
    const { sessionid } = await fundedPlayer(t, 'Leaving001', '100');
    const id = (await withdraw(sessionid, '80')).body.data.trans_id;
    const excluded = await t.request({
      method: 'POST',
      url: '/api/v1/player/selfExclusion',
      player: sessionid,
      payload: { password: 'Harbour-Lights-77' },
    });
    expect(excluded.status).toBe(200);
    expect((await decide(id, 'approve')).body.data.status).toBe('awaiting_details');
    const token = await detailsLinkFor('leaving001@example.com');
    const good = await t.request({
      method: 'POST',
      url: '/api/v1/cashier/withdraw/details',
      payload: { token, address: BTC },
    });
    expect(good.body.data.status).toBe('processing');
    await vi.waitFor(
      async () => {
        const [row] = await t.database.db
          .select()
          .from(withdrawals)
          .where(sql`${withdrawals.id} = ${id}`);
        expect(row!.status).toBe('paid');
      },
      { timeout: 15_000, interval: 250 },
    );
  });

  it('walks request → approval → emailed link → address → paid', async () => {
    const { sessionid } = await fundedPlayer(t, 'Payee00001', '200');
    const id = (await withdraw(sessionid, '150')).body.data.trans_id;
    const queue = await t.request({
      method: 'GET',
      url: '/api/v1/admin/withdrawals?status=pending_approval',
      headers: { 'x-operator-session': operator },
    });
    expect(queue.body.data.map((w: { trans_id: string }) => w.trans_id)).toContain(id);
    // The queue names each withdrawal's player, so the desk need not look ids up.
    expect(queue.body.data.find((w: { trans_id: string }) => w.trans_id === id)).toMatchObject({
      playerUsername: 'Payee00001',
    });

    expect((await decide(id, 'approve')).body.data.status).toBe('awaiting_details');
    expect((await decide(id, 'approve')).body.info.resultCode).toBe('withdrawal_state_conflict');
    const token = await detailsLinkFor('payee00001@example.com');
    const details = await t.request({
      method: 'GET',
      url: `/api/v1/cashier/withdraw/details?token=${token}`,
    });
    expect(details.body.data.method).toMatchObject({
      id: 'btc',
      address: { minLength: 26, maxLength: 64 },
    });

    const bad = await t.request({
      method: 'POST',
      url: '/api/v1/cashier/withdraw/details',
      payload: { token, address: '0x52908400098527886E0F7030069857D2E4169EE7' },
    });
    expect(bad.body.data.fields[0]).toMatchObject({
      field: 'address',
      message: 'This address is not valid for the chosen currency',
    });
    const good = await t.request({
      method: 'POST',
      url: '/api/v1/cashier/withdraw/details',
      payload: { token, address: BTC },
    });
    expect(good.body.data.status).toBe('processing');
    const reused = await t.request({
      method: 'POST',
      url: '/api/v1/cashier/withdraw/details',
      payload: { token, address: BTC },
    });
    expect(reused.body.info.resultCode).toBe('withdrawal_link_invalid');

    const cancelLate = await t.request({
      method: 'POST',
      url: '/api/v1/player/transactions/pendingWithdrawals/cancel',
      player: sessionid,
      payload: { trans_ids: [id] },
    });
    expect(cancelLate.body.data).toEqual([]);

    // The background payout run (every 5 s) pays it; waiting for it exercises the real schedule.
    for (
      let i = 0;
      i < 40 &&
      (
        await t.request({
          method: 'GET',
          url: '/api/v1/player/transactions/pendingWithdrawals',
          player: sessionid,
        })
      ).body.data.length > 0;
      i += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const pending = await t.request({
      method: 'GET',
      url: '/api/v1/player/transactions/pendingWithdrawals',
      player: sessionid,
    });
    expect(pending.body.data).toEqual([]);
    expect((await balance(sessionid)).cash).toBe('50.00');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.targetId} = ${id}`);
    expect(audit.map((a) => a.action)).toEqual(['withdrawal.approve']);
    expect(await noticesOf('Payee00001')).toEqual([
      { kind: 'deposit_credited', params: { amount: '200.00', currency: 'EUR' } },
      { kind: 'withdrawal_received', params: { amount: '150.00', currency: 'EUR' } },
      { kind: 'withdrawal_approved', params: { amount: '150.00', currency: 'EUR' } },
      { kind: 'withdrawal_paid', params: { amount: '150.00', currency: 'EUR' } },
    ]);
  });

  it('returns the money when an operator rejects', async () => {
    const { sessionid } = await fundedPlayer(t, 'Rejected01', '100');
    const id = (await withdraw(sessionid, '80')).body.data.trans_id;
    expect((await decide(id, 'reject')).body.data.status).toBe('rejected');
    expect((await balance(sessionid)).cash).toBe('100.00');
    expect((await noticesOf('Rejected01')).at(-1)).toEqual({
      kind: 'withdrawal_rejected',
      params: { amount: '80.00', currency: 'EUR', reason: 'checked' },
    });
  });

  it('keeps operator endpoints to operators with the right role', async () => {
    const { sessionid } = await fundedPlayer(t, 'Roles00001', '100');
    const id = (await withdraw(sessionid, '30')).body.data.trans_id;
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/admin/withdrawals' })).body.info.resultCode,
    ).toBe('login_required');
    expect((await decide(id, 'approve', sessionid)).body.info.resultCode).toBe('session_expired');
    const support = await operatorSession(t, 'compliance');
    expect((await decide(id, 'approve', support)).body.info.resultCode).toBe('forbidden');
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/v1/admin/login',
          payload: { username: 'paymentsdesk1', password: 'wrong' },
        })
      ).body.info.resultCode,
    ).toBe('invalid_username_or_password');
  });
});
