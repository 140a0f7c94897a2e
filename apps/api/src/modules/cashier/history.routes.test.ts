import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  fundedPlayer,
  operatorSession,
  signUp,
  type TestApp,
} from '../../../test/harness.ts';
import { payments, withdrawals } from '../../db/schema/index.ts';

let t: TestApp;
let player: string;
let operator: string;

const history = (body: unknown, session = player) =>
  t.request({
    method: 'POST',
    url: '/api/v1/player/transactions',
    player: session,
    payload: body as object,
  });

beforeAll(async () => {
  t = await createTestApp();
  operator = await operatorSession(t, 'payments');
  player = (await fundedPlayer(t, 'Historian1', '300')).sessionid;
  // A second deposit by card, and two withdrawals: one rejected with a reason, one still pending.
  await t.request({
    method: 'POST',
    url: '/api/v1/cashier/deposit',
    player,
    payload: { method: 'sandbox-card', amount: '25' },
  });
  const rejected = (
    await t.request({
      method: 'POST',
      url: '/api/v1/cashier/withdraw',
      player,
      payload: { method: 'btc', amount: '50' },
    })
  ).body.data.trans_id as string;
  await t.request({
    method: 'POST',
    url: `/api/v1/admin/withdrawals/${rejected}/reject`,
    headers: { 'x-operator-session': operator },
    payload: { note: 'Address owner does not match' },
  });
  await t.request({
    method: 'POST',
    url: '/api/v1/cashier/withdraw',
    player,
    payload: { method: 'eth', amount: '40' },
  });
  // Spread the records over three days so the date filters have something to cut.
  await t.database.db
    .update(payments)
    .set({ createdAt: new Date('2026-03-01T10:00:00Z') })
    .where(sql`${payments.methodId} = 'sandbox-bank'`);
  await t.database.db
    .update(payments)
    .set({ createdAt: new Date('2026-03-02T23:59:00Z') })
    .where(sql`${payments.methodId} = 'sandbox-card'`);
  await t.database.db
    .update(withdrawals)
    .set({ requestedAt: new Date('2026-03-03T00:00:00Z') })
    .where(sql`${withdrawals.methodId} = 'btc'`);
  await t.database.db
    .update(withdrawals)
    .set({ requestedAt: new Date('2026-03-04T08:00:00Z') })
    .where(sql`${withdrawals.methodId} = 'eth'`);
});
afterAll(() => t.close());

describe('POST /player/transactions', () => {
  it('lists deposits and withdrawals newest first with their details', async () => {
    const response = await history({});
    expect(response.status).toBe(200);
    const { transactions, total, paymentMethods } = response.body.data;
    expect(total).toBe(4);
    expect(
      transactions.map(
        (tx: { type: string; payment_method: string }) => `${tx.type}:${tx.payment_method}`,
      ),
    ).toEqual(['withdraw:eth', 'withdraw:btc', 'deposit:sandbox-card', 'deposit:sandbox-bank']);
    expect(transactions[1]).toMatchObject({
      status: 'rejected',
      amount: '50.00',
      fee: '2.00',
      currency: 'EUR',
      message: 'Address owner does not match',
    });
    expect(transactions[3]).toMatchObject({
      status: 'credited',
      amount: '300.00',
      details: 'Bank transfer (Sandbox Pay)',
      date_requested: '2026-03-01T10:00:00.000Z',
    });
    expect(transactions[3].processed_at).not.toBeNull();
    // The card checkout was opened days ago and never paid: it expired 30 minutes after it opened.
    expect(transactions[2]).toMatchObject({
      status: 'expired',
      processed_at: '2026-03-03T00:29:00.000Z',
    });
    expect(paymentMethods).toEqual(['btc', 'eth', 'sandbox-bank', 'sandbox-card']);
  });

  it('filters by inclusive dates, type and method, and pages', async () => {
    const ids = async (body: unknown) =>
      (await history(body)).body.data.transactions.map(
        (tx: { payment_method: string }) => tx.payment_method,
      );
    expect(await ids({ date_from: '2026-03-02', date_to: '2026-03-03' })).toEqual([
      'btc',
      'sandbox-card',
    ]);
    expect(await ids({ date_to: '2026-03-01' })).toEqual(['sandbox-bank']);
    expect(await ids({ type: 'deposit' })).toEqual(['sandbox-card', 'sandbox-bank']);
    expect(await ids({ type: 'withdraw', payment_method: 'btc' })).toEqual(['btc']);
    const second = await history({ limit: 2, offset: 2 });
    expect(second.body.data).toMatchObject({ total: 4, limit: 2, offset: 2 });
    expect(
      second.body.data.transactions.map((tx: { payment_method: string }) => tx.payment_method),
    ).toEqual(['sandbox-card', 'sandbox-bank']);
  });

  it('shows a player only their own transactions', async () => {
    const { sessionid } = await signUp(t, 'Stranger01');
    const response = await history({}, sessionid);
    expect(response.body.data).toMatchObject({ transactions: [], total: 0, paymentMethods: [] });
  });

  it('names the field of a bad filter', async () => {
    const badDate = await history({ date_from: '01-03-2026' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.data.fields[0]).toMatchObject({ field: 'date_from', key: 'date_invalid' });
    const reversed = await history({ date_from: '2026-03-05', date_to: '2026-03-01' });
    expect(reversed.body.data.fields[0]).toMatchObject({
      field: 'date_to',
      key: 'date_range_invalid',
    });
    expect((await history({ type: 'bet' })).body.data.fields[0]).toMatchObject({ field: 'type' });
    expect((await history({ limit: 1000 })).body.data.fields[0]).toMatchObject({ field: 'limit' });
  });

  it('needs a player session', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/player/transactions',
      payload: {},
    });
    expect(response.status).toBe(401);
  });
});
