import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashierReadyPlayer, createTestApp, VALID_SIGNUP, type TestApp } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /cashier/deposit under concurrency', () => {
  it('keeps a player within their own deposit limit, however many checkouts they open at once', async () => {
    // The attack on a responsible-gambling limit: ten checkouts of 30 EUR at once against a daily
    // limit of 100, each checking the limit before any other is recorded. Three fit.
    const { sessionid } = await cashierReadyPlayer(t, 'Limitrace1');
    const limit = await t.request({
      method: 'POST',
      url: '/api/v1/player/limits/deposit',
      player: sessionid,
      payload: { limit: '100', password: VALID_SIGNUP.password },
    });
    expect(limit.status, JSON.stringify(limit.body)).toBe(200);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.request({
          method: 'POST',
          url: '/api/v1/cashier/deposit',
          player: sessionid,
          payload: { method: 'sandbox-card', amount: '30' },
        }),
      ),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(3);
    expect(
      new Set(responses.filter((r) => r.status !== 200).map((r) => r.body.info.resultCode)),
    ).toEqual(new Set(['deposit_limit_exceeded']));
  });
});
