import type { CampaignInput } from '@orca/contracts';
import { DEFAULT_WAGERING_CONTRIBUTION, JURISDICTION_PROFILES } from '@orca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cashierReadyPlayer,
  createTestApp,
  operatorSession,
  type TestApp,
} from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';

/**
 * Issue 22, item 1 (decision 019): a campaign without a budget is still held to the profile's
 * campaign cap when each grant is committed. The cap at creation only sees a budget, so without
 * this check a budget-less campaign could give without end.
 */
let t: TestApp;
let marketing: string;
let names = 0;
const unique = (prefix: string) =>
  `${prefix}${(names += 1)}${Date.now().toString(36).slice(-4)}`.slice(0, 20);

beforeAll(async () => {
  t = await createTestApp();
  marketing = await operatorSession(t, 'marketing');
});
afterAll(async () => {
  expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
  await t.close();
});

const as = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.request({
    method,
    url: `/api/v1${url}`,
    headers: { 'x-operator-session': marketing },
    payload,
  });

function campaign(): CampaignInput {
  return {
    kind: 'manual',
    url: unique('commit-cap-'),
    texts: { en: { title: 'Goodwill', summary: 'For tests' } },
    matchPercent: null,
    maxBonusEur: null,
    minDepositEur: null,
    depositOrdinal: null,
    promoCode: null,
    promoCodeMaxUses: null,
    wageringMultiplier: 5,
    maxBetEur: '5.00',
    contributions: DEFAULT_WAGERING_CONTRIBUTION,
    excludedGameIds: [],
    claimDays: 30,
    spendDays: 30,
    maxConversionEur: null,
    perPlayerLimit: 1,
    totalGrantsLimit: null,
    budgetEur: null,
    isWelcome: false,
    freeSpins: null,
    startsAt: null,
    endsAt: null,
    includesSports: false,
  };
}

async function newPlayer(): Promise<string> {
  const username = unique('capped');
  await cashierReadyPlayer(t, username);
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id::text from players where username = ${username}`,
  );
  return row!.id;
}

const bonusesOf = (playerId: string) =>
  queryRows<{ amount_minor: string }>(
    t.database.db,
    sql`select amount_minor::text from bonus_instances where player_id = ${playerId}`,
  );

describe('a campaign without a budget', () => {
  it('gives no grant that takes what it committed past the profile’s campaign cap', async () => {
    const created = await as('POST', '/admin/bonus/campaigns', campaign());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as string;
    expect(
      (await as('PATCH', `/admin/bonus/campaigns/${id}/status`, { status: 'active' })).status,
    ).toBe(200);

    // Stand-in for the many players the campaign already gave to: 100.00 EUR short of the cap.
    const capEurMinor = BigInt(JURISDICTION_PROFILES.ukgc.campaignEurMax) * 100n;
    await t.database.db.execute(
      sql`update bonus_campaigns set committed_eur_minor = ${capEurMinor - 10_000n} where id = ${id}`,
    );
    const grant = (player: string, amount: string) =>
      as('POST', `/admin/bonus/players/${player}/grants`, {
        campaignId: id,
        amount,
        reason: 'goodwill after a complaint',
      });

    const over = await newPlayer();
    const refused = await grant(over, '100.01');
    expect([refused.status, refused.body.info.resultCode]).toEqual([409, 'campaign_limit_reached']);
    expect(await bonusesOf(over)).toEqual([]);

    const within = await newPlayer();
    const given = await grant(within, '100.00');
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(await bonusesOf(within)).toEqual([{ amount_minor: '10000' }]);
    const [row] = await queryRows<{ committed: string }>(
      t.database.db,
      sql`select committed_eur_minor::text as committed from bonus_campaigns where id = ${id}`,
    );
    expect(row!.committed).toBe(capEurMinor.toString());
  });
});
