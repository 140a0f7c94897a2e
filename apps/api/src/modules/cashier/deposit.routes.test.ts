import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashierReadyPlayer, createTestApp, signUp, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';
import { signPayload } from '../../platform/signature.ts';

let t: TestApp;
const SECRET = 'test-sandbox-secret-0123456789';

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_WEBHOOK_SECRET: SECRET }, { listen: true });
});
afterAll(() => t.close());

async function balance(player: string) {
  return (await t.request({ method: 'GET', url: '/api/v1/player/balance', player })).body.data;
}

async function startDeposit(player: string, amount: string, method = 'sandbox-card') {
  return t.request({
    method: 'POST',
    url: '/api/v1/cashier/deposit',
    player,
    payload: { method, amount },
  });
}

/** What the player does on the provider's hosted page: press a button in a form. */
async function pressOnHostedPage(redirectUrl: string, action: 'confirm' | 'decline') {
  const page = await fetch(redirectUrl);
  const html = await page.text();
  expect(html).toContain('Sandbox Pay');
  const form = new RegExp(`action="([^"]+/${action})"`).exec(html);
  expect(form).not.toBeNull();
  // As a browser submits the page's form: an empty urlencoded body.
  const response = await fetch(new URL(form![1]!, redirectUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  expect(response.status).toBe(303);
  return response.headers.get('location');
}

async function waitFor<T>(read: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i += 1) {
    const value = await read();
    if (isDone(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return read();
}

async function audit() {
  expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
}

describe('deposits through the sandbox provider', () => {
  it('need a complete profile first, listing what is missing', async () => {
    const { sessionid } = await signUp(t, 'Depositor0');
    const response = await startDeposit(sessionid, '20');
    expect(response.status).toBe(409);
    expect(response.body.info.resultCode).toBe('profile_incomplete');
    expect(response.body.data.missing).toEqual([
      'first_name',
      'last_name',
      'address',
      'city',
      'zip_code',
      'mobile',
    ]);
  });

  it('lists methods with limits in the player currency', async () => {
    const { sessionid } = await cashierReadyPlayer(t, 'Depositor1', { currency: 'NOK' });
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/cashier/methods',
      player: sessionid,
    });
    expect(response.body.data[0]).toMatchObject({
      id: 'sandbox-card',
      min: '100.00',
      max: '50000.00',
      currency: 'NOK',
    });
  });

  it('names the accepted methods to anyone, for the site footer', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/cashier/methods/accepted' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.methods).toEqual([
      { id: 'sandbox-card', name: 'Card (Sandbox Pay)' },
      { id: 'sandbox-bank', name: 'Bank transfer (Sandbox Pay)' },
    ]);
  });

  it('credits a confirmed payment once the signed webhook arrives', async () => {
    const { sessionid } = await cashierReadyPlayer(t, 'Depositor2');
    const started = await startDeposit(sessionid, '25.50');
    expect(started.status).toBe(200);
    const back = await pressOnHostedPage(started.body.data.redirectUrl, 'confirm');
    expect(back).toContain(`/cashier/deposit?payment=${started.body.data.paymentId}`);
    const after = await waitFor(
      () => balance(sessionid),
      (b) => b.cash === '25.50',
    );
    expect(after.cash).toBe('25.50');
    const payment = await t.request({
      method: 'GET',
      url: `/api/v1/cashier/payments/${started.body.data.paymentId}`,
      player: sessionid,
    });
    expect(payment.body.data.status).toBe('credited');
    await audit();
  });

  it('credits nothing for a declined payment', async () => {
    const { sessionid } = await cashierReadyPlayer(t, 'Depositor3');
    const started = await startDeposit(sessionid, '40');
    await pressOnHostedPage(started.body.data.redirectUrl, 'decline');
    const payment = await waitFor(
      () =>
        t.request({
          method: 'GET',
          url: `/api/v1/cashier/payments/${started.body.data.paymentId}`,
          player: sessionid,
        }),
      (r) => r.body.data.status !== 'pending',
    );
    expect(payment.body.data.status).toBe('declined');
    expect((await balance(sessionid)).cash).toBe('0.00');
  });

  it('refuses amounts outside the method limits', async () => {
    const { sessionid } = await cashierReadyPlayer(t, 'Depositor4');
    const low = await startDeposit(sessionid, '5');
    expect(low.body.info.resultCode).toBe('deposit_amount_out_of_range');
    expect(low.body.info.message).toContain('10.00');
    expect((await startDeposit(sessionid, '12.345')).body.data.fields[0].field).toBe('amount');
    expect((await startDeposit(sessionid, '20', 'no-such-method')).body.info.resultCode).toBe(
      'validation_error',
    );
  });
});

describe('the webhook', () => {
  async function pendingPayment(name: string, amount = '30') {
    const { sessionid } = await cashierReadyPlayer(t, name);
    const started = await startDeposit(sessionid, amount);
    return { sessionid, paymentId: started.body.data.paymentId as string };
  }

  function event(paymentId: string, amountMinor: string, id = `evt_${paymentId}`) {
    return JSON.stringify({
      id,
      type: 'payment.confirmed',
      data: { reference: paymentId, checkoutId: 'x', amountMinor, currency: 'EUR' },
    });
  }

  const post = (body: string, signature: string) =>
    fetch(`${t.config.publicUrl}/api/v1/payments/webhook/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
      body,
    });

  it('credits the same event delivered five times, some at once, exactly once', async () => {
    const { sessionid, paymentId } = await pendingPayment('Webhook01');
    const body = event(paymentId, '3000');
    const deliver = () => post(body, signPayload(SECRET, body));
    const first = await Promise.all([deliver(), deliver(), deliver()]);
    expect(first.every((r) => r.ok)).toBe(true);
    await deliver();
    await deliver();
    expect((await balance(sessionid)).cash).toBe('30.00');
    // The player is told once, in the transaction of the credit.
    const notices = await queryRows(
      t.database.db,
      sql`select n.kind, n.params from player_notices n join players p on p.id = n.player_id where lower(p.username) = 'webhook01'`,
    );
    expect(notices).toEqual([
      { kind: 'deposit_credited', params: { amount: '30.00', currency: 'EUR' } },
    ]);
    await audit();
  });

  it('ignores a forged signature, a stale one and a tampered amount', async () => {
    const { sessionid, paymentId } = await pendingPayment('Webhook02');
    const body = event(paymentId, '3000');
    const forged = await post(body, signPayload('not-the-secret-at-all', body));
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { info: { resultCode: string } }).info.resultCode).toBe(
      'invalid_signature',
    );
    const stale = await post(
      body,
      signPayload(SECRET, body, Math.floor(Date.now() / 1000) - 3_600),
    );
    expect(stale.status).toBe(401);
    const tampered = event(paymentId, '999999');
    expect((await post(tampered, signPayload(SECRET, body))).status).toBe(401);
    const wrongAmount = await post(tampered, signPayload(SECRET, tampered));
    expect(wrongAmount.status).toBe(400);
    expect((await balance(sessionid)).cash).toBe('0.00');
  });

  it('ignores a second event for a payment already credited', async () => {
    const { sessionid, paymentId } = await pendingPayment('Webhook03');
    const a = event(paymentId, '3000', 'evt-a');
    const b = event(paymentId, '3000', 'evt-b');
    expect((await post(a, signPayload(SECRET, a))).ok).toBe(true);
    expect((await post(b, signPayload(SECRET, b))).ok).toBe(true);
    expect((await balance(sessionid)).cash).toBe('30.00');
  });
});
