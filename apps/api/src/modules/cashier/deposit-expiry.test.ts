import { PAYMENT_CHECKOUT_EXPIRY_MINUTES } from '@orca/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cashierReadyPlayer,
  createTestApp,
  VALID_SIGNUP,
  type TestApp,
} from '../../../test/harness.ts';
import { payments, sandboxCheckouts } from '../../db/schema/index.ts';
import { signPayload } from '../../platform/signature.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';

let t: TestApp;
const SECRET = 'test-sandbox-secret-0123456789';

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_WEBHOOK_SECRET: SECRET }, { listen: true });
});
afterAll(() => t.close());

const startDeposit = (player: string, amount: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/cashier/deposit',
    player,
    payload: { method: 'sandbox-card', amount },
  });
const payment = async (player: string, id: string) =>
  (await t.request({ method: 'GET', url: `/api/v1/cashier/payments/${id}`, player })).body.data;
const history = async (player: string) =>
  (await t.request({ method: 'POST', url: '/api/v1/player/transactions', player, payload: {} }))
    .body.data.transactions;
const depositLimit = async (player: string) =>
  (await t.request({ method: 'GET', url: '/api/v1/player/limits/deposit', player })).body.data;
const setLimit = (player: string, limit: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/player/limits/deposit',
    player,
    payload: { limit, password: VALID_SIGNUP.password },
  });
const balance = async (player: string) =>
  (await t.request({ method: 'GET', url: '/api/v1/player/balance', player })).body.data;

/**
 * Moves a payment and its provider checkout back in time, as if the player had opened it
 * `minutes` ago: the clock is the database's rows, not a real wait.
 */
async function openedMinutesAgo(paymentId: string, minutes: number) {
  const when = new Date(Date.now() - minutes * 60_000);
  await t.database.db
    .update(payments)
    .set({ createdAt: when, updatedAt: when })
    .where(eq(payments.id, paymentId));
  await t.database.db
    .update(sandboxCheckouts)
    .set({ createdAt: when })
    .where(eq(sandboxCheckouts.merchantReference, paymentId));
}

/** The provider's signed webhook, as it arrives from Sandbox Pay. */
async function webhook(
  paymentId: string,
  amountMinor: string,
  type: 'payment.confirmed' | 'payment.declined',
) {
  const body = JSON.stringify({
    id: `evt-${type}-${paymentId}`,
    type,
    data: { reference: paymentId, checkoutId: 'late', amountMinor, currency: 'EUR' },
  });
  return fetch(`${t.config.publicUrl}/api/v1/payments/webhook/sandbox`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': signPayload(SECRET, body),
    },
    body,
  });
}

async function credit(player: string, amount: string) {
  const started = await startDeposit(player, amount);
  expect(started.status).toBe(200);
  const response = await webhook(started.body.data.paymentId, `${amount}00`, 'payment.confirmed');
  expect(response.ok).toBe(true);
}

describe('a checkout the player never completes', () => {
  it(`stays pending for ${PAYMENT_CHECKOUT_EXPIRY_MINUTES} minutes, then reads expired in the payment and in the history`, async () => {
    const { sessionid } = await cashierReadyPlayer(t, 'Expiry001');
    const started = await startDeposit(sessionid, '100');
    const paymentId = started.body.data.paymentId as string;

    await openedMinutesAgo(paymentId, PAYMENT_CHECKOUT_EXPIRY_MINUTES - 1);
    const open = await payment(sessionid, paymentId);
    expect(open.status).toBe('pending');
    expect(Date.parse(open.expiresAt) - Date.parse(open.createdAt)).toBe(
      PAYMENT_CHECKOUT_EXPIRY_MINUTES * 60_000,
    );

    await openedMinutesAgo(paymentId, PAYMENT_CHECKOUT_EXPIRY_MINUTES + 1);
    const expired = await payment(sessionid, paymentId);
    expect(expired.status).toBe('expired');
    const [row] = await history(sessionid);
    expect(row).toMatchObject({
      trans_id: paymentId,
      type: 'deposit',
      status: 'expired',
      processed_at: expired.expiresAt,
    });
  });

  it('can no longer be paid on the provider page once expired', async () => {
    const { sessionid } = await cashierReadyPlayer(t, 'Expiry002');
    const started = await startDeposit(sessionid, '40');
    const { paymentId, redirectUrl } = started.body.data as {
      paymentId: string;
      redirectUrl: string;
    };
    await openedMinutesAgo(paymentId, PAYMENT_CHECKOUT_EXPIRY_MINUTES + 1);

    const page = await (await fetch(redirectUrl)).text();
    expect(page).toContain('This payment is expired.');
    expect(page).not.toContain('Confirm payment');
    const pressed = await fetch(`${redirectUrl}/confirm`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(pressed.status).toBe(303);
    const [checkout] = await t.database.db
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.merchantReference, paymentId));
    expect(checkout?.status).toBe('open');
    expect((await payment(sessionid, paymentId)).status).toBe('expired');
    expect((await balance(sessionid)).cash).toBe('0.00');
  });

  it('is credited anyway when the provider confirms it after it expired: the money arrived', async () => {
    const { sessionid } = await cashierReadyPlayer(t, 'Expiry003');
    const started = await startDeposit(sessionid, '75');
    const paymentId = started.body.data.paymentId as string;
    await openedMinutesAgo(paymentId, PAYMENT_CHECKOUT_EXPIRY_MINUTES + 5);
    expect((await payment(sessionid, paymentId)).status).toBe('expired');

    // A webhook delayed by the provider's retries, and a read of the payment at the same moment.
    const [response, during] = await Promise.all([
      webhook(paymentId, '7500', 'payment.confirmed'),
      payment(sessionid, paymentId),
    ]);
    expect(response.ok).toBe(true);
    expect(['expired', 'credited']).toContain(during.status);
    expect((await payment(sessionid, paymentId)).status).toBe('credited');
    expect((await balance(sessionid)).cash).toBe('75.00');
    expect((await history(sessionid))[0]).toMatchObject({
      trans_id: paymentId,
      status: 'credited',
    });
    expect((await depositLimit(sessionid)).usedToday).toBe('75.00');
    expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
  });

  it('stays declined, not expired, when the provider declined it in time', async () => {
    const { sessionid } = await cashierReadyPlayer(t, 'Expiry004');
    const started = await startDeposit(sessionid, '30');
    const paymentId = started.body.data.paymentId as string;
    expect((await webhook(paymentId, '3000', 'payment.declined')).ok).toBe(true);
    await openedMinutesAgo(paymentId, PAYMENT_CHECKOUT_EXPIRY_MINUTES + 1);
    expect((await payment(sessionid, paymentId)).status).toBe('declined');
  });
});

describe('the daily deposit limit', () => {
  it('reports as deposited only what was credited, and apart from it what is still awaiting payment', async () => {
    const { sessionid } = await cashierReadyPlayer(t, 'Expiry005');
    await credit(sessionid, '100');
    const abandoned = await startDeposit(sessionid, '100');
    expect((await depositLimit(sessionid)).usedToday).toBe('100.00');
    expect((await depositLimit(sessionid)).awaitingPayment).toBe('100.00');

    await openedMinutesAgo(abandoned.body.data.paymentId, PAYMENT_CHECKOUT_EXPIRY_MINUTES + 1);
    expect(await depositLimit(sessionid)).toMatchObject({
      usedToday: '100.00',
      awaitingPayment: '0.00',
    });
  });

  it('counts a checkout in flight against the limit until it expires, then frees the room', async () => {
    const { sessionid } = await cashierReadyPlayer(t, 'Expiry006');
    expect((await setLimit(sessionid, '150')).status).toBe(200);
    await credit(sessionid, '100');
    const inFlight = await startDeposit(sessionid, '50');
    expect(inFlight.status).toBe(200);
    // Two open checkouts must not together pass the limit once both are paid.
    const over = await startDeposit(sessionid, '20');
    expect(over.body.info.resultCode).toBe('deposit_limit_exceeded');

    await openedMinutesAgo(inFlight.body.data.paymentId, PAYMENT_CHECKOUT_EXPIRY_MINUTES + 1);
    expect((await startDeposit(sessionid, '50')).status).toBe(200);
  });
});
