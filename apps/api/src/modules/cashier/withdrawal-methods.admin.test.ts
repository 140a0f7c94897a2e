import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  fundedPlayer,
  operatorSession,
  type TestApp,
} from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/index.ts';

let t: TestApp;
let desk: string;

beforeAll(async () => {
  t = await createTestApp();
  desk = await operatorSession(t, 'payments');
});
afterAll(() => t.close());

const XRP = {
  processingHours: 12,
  feeEur: '0.75',
  minEur: '25',
  maxEur: '4000.50',
  addressMinLength: 25,
  addressMaxLength: 35,
  tagMaxLength: 10,
  isTagRequired: true,
};
const update = (id: string, body: Record<string, unknown>, session = desk, language?: string) =>
  t.request({
    method: 'PUT',
    url: `/api/v1/admin/withdrawal-methods/${id}`,
    headers: { 'x-operator-session': session },
    language,
    payload: body,
  });
const fieldsOf = (response: { body: { data: { fields: { field: string; message: string }[] } } }) =>
  response.body.data.fields.map((f) => [f.field, f.message]);

describe('withdrawal methods in the back office', () => {
  it('lists each method with its time, fee, limits and address and tag rules, in EUR', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/admin/withdrawal-methods',
      headers: { 'x-operator-session': desk },
    });
    expect(response.status).toBe(200);
    expect(response.body.data[0]).toEqual({
      id: 'btc',
      name: 'Bitcoin (BTC)',
      processingHours: 24,
      feeEur: '2.00',
      minEur: '20.00',
      maxEur: '5000.00',
      addressMinLength: 26,
      addressMaxLength: 64,
      tagLabel: null,
      tagMaxLength: null,
      isTagRequired: false,
    });
    expect(response.body.data.find((m: { id: string }) => m.id === 'xrp')).toMatchObject({
      tagLabel: 'destination_tag',
      tagMaxLength: 10,
      isTagRequired: false,
    });
  });

  it('are edited by the payments desk, audited, and what players see follows', async () => {
    const response = await update('xrp', XRP);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.find((m: { id: string }) => m.id === 'xrp')).toMatchObject({
      ...XRP,
      feeEur: '0.75',
      minEur: '25.00',
      maxEur: '4000.50',
    });
    const [audit] = await queryRows<{ before: { feeEur: string }; after: { feeEur: string } }>(
      t.database.db,
      sql`select before, after from audit_log where action = 'withdrawal_method.update' and target_id = 'xrp'`,
    );
    expect(audit).toMatchObject({ before: { feeEur: '0.50' }, after: { feeEur: '0.75' } });

    const { sessionid } = await fundedPlayer(t, 'MethodSee1', '100');
    const offered = await t.request({
      method: 'GET',
      url: '/api/v1/cashier/withdraw/methods',
      player: sessionid,
    });
    expect(offered.body.data.find((m: { id: string }) => m.id === 'xrp')).toMatchObject({
      time: '12h',
      fee: '0.75',
      min: '25.00',
      max: '4000.50',
      tag: { label: 'destination_tag', maxLength: 10, isRequired: true },
    });
  });

  it('refuse a withdrawal link without the tag the method now requires, and take it with one', async () => {
    const { sessionid } = await fundedPlayer(t, 'TagNeeded1', '100');
    const requested = await t.request({
      method: 'POST',
      url: '/api/v1/cashier/withdraw',
      player: sessionid,
      payload: { method: 'xrp', amount: '30' },
    });
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    const approved = await t.request({
      method: 'POST',
      url: `/api/v1/admin/withdrawals/${requested.body.data.trans_id}/approve`,
      headers: { 'x-operator-session': desk },
      payload: { note: 'ok' },
    });
    expect(approved.body.data.status).toBe('awaiting_details');
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(
        sql`${outboxEmails.to} = 'tagneeded1@example.com' and ${outboxEmails.kind} = 'withdrawal_details'`,
      );
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const address = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';
    const missing = await t.request({
      method: 'POST',
      url: '/api/v1/cashier/withdraw/details',
      payload: { token, address },
    });
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing)).toEqual([['tag', expect.any(String)]]);
    const given = await t.request({
      method: 'POST',
      url: '/api/v1/cashier/withdraw/details',
      payload: { token, address, tag: '123456' },
    });
    expect(given.body.data.status, JSON.stringify(given.body)).toBe('processing');
  });

  it('refuse limits that cannot work, in the operator’s language, and change nothing', async () => {
    const minAboveMax = await update('btc', {
      ...XRP,
      tagMaxLength: null,
      isTagRequired: false,
      minEur: '500',
      maxEur: '100',
    });
    expect(minAboveMax.status).toBe(400);
    expect(fieldsOf(minAboveMax)).toEqual([
      ['maxEur', 'The minimum must not be above the maximum.'],
    ]);
    const feeAboveMin = await update(
      'btc',
      { ...XRP, tagMaxLength: null, isTagRequired: false, feeEur: '30' },
      desk,
      'de',
    );
    expect(fieldsOf(feeAboveMin)).toEqual([
      [
        'feeEur',
        'Die Gebühr muss unter der kleinsten Auszahlung liegen, sonst käme beim Spieler nichts an.',
      ],
    ]);
    for (const wrong of [
      { ...XRP, feeEur: '-1' },
      { ...XRP, minEur: '0' },
      { ...XRP, processingHours: 0 },
      { ...XRP, addressMinLength: 40, addressMaxLength: 30 },
      { ...XRP, maxEur: '1.234' },
    ])
      expect((await update('xrp', wrong)).status, JSON.stringify(wrong)).toBe(400);
    // A tag rule on a method whose addresses take no tag.
    const tagOnBtc = await update('btc', { ...XRP, processingHours: 24 });
    expect(fieldsOf(tagOnBtc)).toEqual([['tagMaxLength', expect.any(String)]]);
    expect((await update('doge', { ...XRP })).body.info.resultCode).toBe('not_found');
    const btc = await t.request({
      method: 'GET',
      url: '/api/v1/admin/withdrawal-methods',
      headers: { 'x-operator-session': desk },
    });
    expect(btc.body.data[0]).toMatchObject({
      processingHours: 24,
      feeEur: '2.00',
      minEur: '20.00',
    });
  });

  it('are for the payments desk only', async () => {
    const support = await operatorSession(t, 'support');
    expect((await update('xrp', XRP, support)).status).toBe(403);
  });
});
