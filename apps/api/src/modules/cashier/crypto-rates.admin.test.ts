import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorSession, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;
let operator: string;

beforeAll(async () => {
  t = await createTestApp({ CRYPTO_RATES_EUR: 'ETH=3000,USDT=0.92' });
  operator = await operatorSession(t, 'payments');
});
afterAll(() => t.close());

const rates = (session = operator) =>
  t.request({
    method: 'GET',
    url: '/api/v1/admin/treasury/rates',
    headers: { 'x-operator-session': session },
  });
const setRate = (asset: string, eurPerUnit: unknown, session = operator) =>
  t.request({
    method: 'PUT',
    url: `/api/v1/admin/treasury/rates/${asset}`,
    headers: { 'x-operator-session': session },
    payload: { eurPerUnit },
  });

describe('the operator’s crypto rates', () => {
  it('show each asset’s rate in use and where it comes from', async () => {
    const response = await rates();
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([
      expect.objectContaining({ asset: 'ETH', eurPerUnit: '3000', source: 'configuration' }),
      expect.objectContaining({ asset: 'USDT', eurPerUnit: '0.92', source: 'configuration' }),
      expect.objectContaining({ asset: 'LTC', eurPerUnit: null, source: 'none' }),
      expect.objectContaining({ asset: 'BTC', eurPerUnit: null, source: 'none' }),
    ]);
  });

  it('are set by the payments desk, audited with what they were', async () => {
    const response = await setRate('ETH', '2500.5');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data[0]).toMatchObject({
      asset: 'ETH',
      eurPerUnit: '2500.50',
      source: 'back_office',
      isTickerFirst: false,
    });
    expect(response.body.data[0].updatedBy).toMatch(/^\d+$/);
    expect((await setRate('LTC', '80')).body.data[2]).toMatchObject({ eurPerUnit: '80.00' });
    const audit = await queryRows<{ action: string; before: unknown; after: unknown }>(
      t.database.db,
      sql`select action, before, after from audit_log where target_kind = 'crypto_rate' order by id`,
    );
    expect(audit).toEqual([
      {
        action: 'crypto_rate.set',
        before: { eurPerUnit: '3000' },
        after: { eurPerUnit: '2500.50' },
      },
      { action: 'crypto_rate.set', before: { eurPerUnit: null }, after: { eurPerUnit: '80.00' } },
    ]);
  });

  it('refuse a rate that is not a positive amount, an unknown asset and another desk', async () => {
    for (const bad of ['0', '0.00', '-1', 'abc', '1.234', '', 12]) {
      const response = await setRate('USDT', bad);
      expect(response.status, String(bad)).toBe(400);
      expect(response.body.info.resultCode).toBe('validation_error');
    }
    expect((await setRate('DOGE', '0.1')).status).toBe(404);
    // More than 25 % from the rate in use (2500.50) in one change: refused, the rate unchanged.
    const jump = await setRate('ETH', '4000');
    expect(jump.status).toBe(409);
    expect(jump.body.info).toMatchObject({
      resultCode: 'crypto_rate_change_too_large',
      message:
        'A rate may move at most 25 % from the one in use in one change (2500.50 to 4000.00 EUR).',
    });
    expect((await setRate('ETH', '3000')).body.data[0]).toMatchObject({ eurPerUnit: '3000.00' });
    const support = await operatorSession(t, 'support');
    expect((await setRate('USDT', '1', support)).status).toBe(403);
    expect((await rates(support)).status).toBe(403);
    expect((await rates()).body.data[1]).toMatchObject({
      eurPerUnit: '0.92',
      source: 'configuration',
    });
  });
});
