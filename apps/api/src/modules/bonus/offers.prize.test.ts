import { DEFAULT_WAGERING_CONTRIBUTION, type CampaignInput } from '@orca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorSession, signUp, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { createMailer } from '../../platform/mail.ts';
import { createCatalogueService } from '../games/catalogue.service.ts';
import { createLimitsService } from '../limits/limits.service.ts';
import { createPlayerService } from '../profile/player.service.ts';
import { createSessionService } from '../session/session.service.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { createBonusEngine } from './bonus.engine.ts';
import { createOffersService, type OffersService } from './offers.service.ts';
import { inTransaction } from '../../db/transaction.ts';

let t: TestApp;
let marketing: string;
let offers: OffersService;
let names = 0;

beforeAll(async () => {
  t = await createTestApp();
  marketing = await operatorSession(t, 'marketing');
  const { db } = t.database;
  const catalogue = createCatalogueService(db);
  const players = createPlayerService(db);
  const limits = createLimitsService({
    db,
    players,
    sessions: createSessionService(db, { idleMinutes: 30 }),
    mailer: createMailer(db, { from: 'test@orca.test' }),
    publicUrl: 'http://localhost',
    // This test asks only whether a player is excluded; the limits' deposit and play figures are never read.
    depositedOver: () => Promise.reject(new Error('not read in this test')),
    netLosses: () => Promise.reject(new Error('not read in this test')),
    playResultSince: () => Promise.reject(new Error('not read in this test')),
  });
  const engine = createBonusEngine({
    db,
    wallet: createWalletService(createLedgerService(db)),
    termsOf: catalogue.termsOf,
  });
  offers = createOffersService({
    db,
    engine,
    catalogue,
    players,
    limits,
    creditedDeposits: async () => 0,
  });
});
afterEach(async () => {
  expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
});
afterAll(() => t.close());

const unique = (prefix: string) => `${prefix}${(names += 1)}${Date.now().toString(36).slice(-5)}`;

function campaign(overrides: Partial<CampaignInput>): CampaignInput {
  return {
    kind: 'manual',
    url: unique('prize-campaign-'),
    texts: {
      en: { title: 'Race bonus', summary: 'For race winners' },
      de: { title: 'Rennbonus', summary: 'Für Sieger' },
    },
    matchPercent: null,
    maxBonusEur: '10.00',
    minDepositEur: null,
    depositOrdinal: null,
    promoCode: null,
    promoCodeMaxUses: null,
    wageringMultiplier: 10,
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
    ...overrides,
  };
}
const freeSpins = (overrides: Partial<CampaignInput> = {}) =>
  campaign({
    kind: 'free_spins',
    maxBonusEur: null,
    freeSpins: { gameId: 'orca-lucky-sevens', count: 50, betEur: '0.20', winsTo: 'bonus' },
    ...overrides,
  });

/** Creates a campaign, active unless told otherwise; returns its id. */
async function created(
  input: CampaignInput,
  status: 'active' | 'draft' = 'active',
): Promise<bigint> {
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/admin/bonus/campaigns',
    headers: { 'x-operator-session': marketing },
    payload: input,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const id = response.body.data.id as string;
  if (status === 'active') {
    const started = await t.request({
      method: 'PATCH',
      url: `/api/v1/admin/bonus/campaigns/${id}/status`,
      headers: { 'x-operator-session': marketing },
      payload: { status: 'active' },
    });
    expect(started.status).toBe(200);
  }
  return BigInt(id);
}

async function player(currency = 'EUR'): Promise<bigint> {
  const username = unique('Prize').slice(0, 20);
  await signUp(t, username, { currency });
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id::text from players where username = ${username}`,
  );
  return BigInt(row!.id);
}

const instancesOf = (playerId: bigint) =>
  queryRows<{
    status: string;
    amount_minor: string;
    currency: string;
    fs_total: number | null;
    fs_game_id: string | null;
    campaign_id: string;
  }>(
    t.database.db,
    sql`select status, amount_minor::text, currency, fs_total, fs_game_id, campaign_id::text from bonus_instances where player_id = ${playerId} order by id`,
  );
const noticesOf = (playerId: bigint) =>
  queryRows<{ kind: string; params: Record<string, string | number> }>(
    t.database.db,
    sql`select kind, params from player_notices where player_id = ${playerId} order by id`,
  );
const grantedCount = async (id: bigint) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select granted_count as n from bonus_campaigns where id = ${id}`,
    )
  )[0]!.n;

const grant = (p: { playerId: bigint; campaignId: bigint; amountEurMinor?: bigint }) =>
  inTransaction(t.database.db, (tx) => offers.grantPrize(tx, { ...p, reason: 'tournament:1:1' }));

describe('grantPrize: the system’s grant of a campaign as a prize', () => {
  it('gives a free-spins campaign’s spins, counted against its caps, announced and audited', async () => {
    const id = await created(freeSpins());
    const winner = await player();
    const result = await grant({ playerId: winner, campaignId: id });
    expect(result).toMatchObject({
      isGranted: true,
      kind: 'free_spins',
      freeSpins: { count: 50, gameName: 'Lucky Sevens' },
      amountMinor: 0n,
      currency: 'EUR',
    });
    expect(await instancesOf(winner)).toEqual([
      {
        status: 'free_spins',
        amount_minor: '0',
        currency: 'EUR',
        fs_total: 50,
        fs_game_id: 'orca-lucky-sevens',
        campaign_id: id.toString(),
      },
    ]);
    expect(await grantedCount(id)).toBe(1);
    expect(await noticesOf(winner)).toEqual([
      { kind: 'free_spins_added', params: { count: 50, game: 'Lucky Sevens' } },
    ]);
    const [audit] = await queryRows<{ actor_kind: string; action: string }>(
      t.database.db,
      sql`select actor_kind, action from audit_log where target_kind = 'player' and target_id = ${winner.toString()} and action = 'bonus.granted'`,
    );
    expect(audit).toEqual({ actor_kind: 'system', action: 'bonus.granted' });
  });

  it('gives a bonus of the amount converted from EUR (20 EUR is 200 NOK), also to a player who already won one from the campaign', async () => {
    const id = await created(campaign({ perPlayerLimit: 1 }));
    const winner = await player('NOK');
    expect(await grant({ playerId: winner, campaignId: id, amountEurMinor: 2_000n })).toMatchObject(
      {
        isGranted: true,
        kind: 'bonus',
        amountMinor: 20_000n,
        currency: 'NOK',
        freeSpins: null,
        wageringMultiplier: 10,
      },
    );
    // A prize is won, not taken from an offer: the per-player limit is for offers.
    expect(await grant({ playerId: winner, campaignId: id, amountEurMinor: 2_000n })).toMatchObject(
      { isGranted: true },
    );
    const instances = await instancesOf(winner);
    expect(instances.map((i) => [i.status, i.amount_minor, i.currency])).toEqual([
      ['active', '20000', 'NOK'],
      ['queued', '20000', 'NOK'],
    ]);
    expect((await noticesOf(winner))[0]).toEqual({
      kind: 'bonus_granted',
      params: { amount: '200.00', currency: 'NOK', title: 'Race bonus', multiplier: 10 },
    });
  });

  it('refuses a self-excluded or disabled player, an unknown, draft or exhausted campaign with a code, granting nothing', async () => {
    const id = await created(campaign({ totalGrantsLimit: 1 }));
    const excluded = await player();
    await t.database.db.execute(
      sql`insert into self_exclusions (player_id, excluded_until, period) values (${excluded}, now() + interval '1 year', '1_year')`,
    );
    expect(await grant({ playerId: excluded, campaignId: id, amountEurMinor: 1_000n })).toEqual({
      isGranted: false,
      code: 'self_excluded',
    });
    const disabled = await player();
    await t.database.db.execute(sql`update players set is_disabled = true where id = ${disabled}`);
    expect(await grant({ playerId: disabled, campaignId: id, amountEurMinor: 1_000n })).toEqual({
      isGranted: false,
      code: 'account_disabled',
    });
    expect(await grantedCount(id)).toBe(0);

    const first = await player();
    expect(await grant({ playerId: first, campaignId: id, amountEurMinor: 1_000n })).toMatchObject({
      isGranted: true,
    });
    const second = await player();
    expect(await grant({ playerId: second, campaignId: id, amountEurMinor: 1_000n })).toEqual({
      isGranted: false,
      code: 'campaign_limit_reached',
    });
    expect(
      await grant({
        playerId: second,
        campaignId: await created(campaign({}), 'draft'),
        amountEurMinor: 1_000n,
      }),
    ).toEqual({ isGranted: false, code: 'campaign_not_running' });
    expect(
      await grant({ playerId: second, campaignId: 999_999_999n, amountEurMinor: 1_000n }),
    ).toEqual({ isGranted: false, code: 'campaign_not_found' });
    for (const nobody of [excluded, disabled, second])
      expect(await instancesOf(nobody)).toEqual([]);
    expect(await grantedCount(id)).toBe(1);
  });

  it('grants in the caller’s transaction: rolled back with it, nothing is left', async () => {
    const id = await created(freeSpins());
    const winner = await player();
    await expect(
      inTransaction(t.database.db, async (tx) => {
        expect(
          await offers.grantPrize(tx, {
            playerId: winner,
            campaignId: id,
            reason: 'tournament:1:1',
          }),
        ).toMatchObject({ isGranted: true });
        throw new Error('the payout failed after the grant');
      }),
    ).rejects.toThrow('the payout failed after the grant');
    expect(await instancesOf(winner)).toEqual([]);
    expect(await noticesOf(winner)).toEqual([]);
    expect(await grantedCount(id)).toBe(0);
  });

  it('describes a campaign for a race’s prize lines, in the viewer’s language', async () => {
    const id = await created(freeSpins());
    expect(await offers.prizeCampaign(id, 'de')).toMatchObject({
      id,
      kind: 'free_spins',
      status: 'active',
      endsAt: null,
      title: 'Rennbonus',
      freeSpins: { count: 50, gameId: 'orca-lucky-sevens', gameName: 'Lucky Sevens' },
    });
    expect(await offers.prizeCampaign(999_999_998n, 'en')).toBeNull();
  });
});
