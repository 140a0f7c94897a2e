import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawals } from '../../src/db/schema/index.ts';
import { createLedgerService } from '../../src/modules/wallet/ledger.service.ts';
import { createTestApp, fundedPlayer, type TestApp } from '../harness.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ KYC_THRESHOLD_EUR: '2000' });
});
afterAll(() => t.close());

describe('POST /cashier/withdraw under concurrency', () => {
  it('lets an unverified player take out no more than the KYC threshold, however many requests race', async () => {
    // The attack: twenty withdrawals of 1,500 EUR at once, so that each one's cumulative check
    // runs before any other has been recorded. Only the first fits under 2,000 EUR.
    const { sessionid } = await fundedPlayer(t, 'Racer01', '10000');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.request({
          method: 'POST',
          url: '/api/v1/cashier/withdraw',
          player: sessionid,
          payload: { method: 'btc', amount: '1500' },
        }),
      ),
    );

    const accepted = responses.filter((r) => r.status === 200);
    const refused = responses.filter((r) => r.status !== 200);
    expect(accepted).toHaveLength(1);
    expect(refused.map((r) => r.body.info.resultCode)).toEqual(
      Array.from({ length: 19 }, () => 'kyc_required'),
    );

    const [row] = await t.database.db
      .select({ total: sql<string>`coalesce(sum(${withdrawals.amountMinor}), 0)::text` })
      .from(withdrawals)
      .where(sql`${withdrawals.status} not in ('rejected', 'cancelled')`);
    expect(BigInt(row!.total)).toBe(150_000n);

    const balance = (
      await t.request({ method: 'GET', url: '/api/v1/player/balance', player: sessionid })
    ).body.data;
    expect(balance.cash).toBe('8500.00');
    expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
  });
});
