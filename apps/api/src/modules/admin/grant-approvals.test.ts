import type { CampaignInput, TournamentInput } from '@orca/contracts';
import { DEFAULT_WAGERING_CONTRIBUTION } from '@orca/contracts';
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
 * Issue 22, item 1 (decision 019): what an operator can give is bounded by the jurisdiction
 * profile, and above the balance adjustments' four-eyes amount (500 EUR by default) a second
 * operator approves it before it takes effect. Marketing never reads a player's record.
 */
let t: TestApp;
let marketing: string;
let colleague: string;
let admin: string;
let names = 0;
const unique = (prefix: string) =>
  `${prefix}${(names += 1)}${Date.now().toString(36).slice(-4)}`.slice(0, 20);

beforeAll(async () => {
  t = await createTestApp();
  marketing = await operatorSession(t, 'marketing');
  colleague = await operatorSession(t, 'marketing');
  admin = await operatorSession(t, 'admin');
});
afterAll(async () => {
  expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
  await t.close();
});

const as = (operator: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.request({
    method,
    url: `/api/v1${url}`,
    headers: { 'x-operator-session': operator },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const refusal = (response: { body: { info: { resultCode: string }; data: unknown } }) => [
  response.body.info.resultCode,
  (response.body.data as { field?: string } | null)?.field,
];

function campaign(overrides: Partial<CampaignInput>): CampaignInput {
  return {
    kind: 'manual',
    url: unique('grant-cap-'),
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
    perPlayerLimit: 3,
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

async function running(input: CampaignInput): Promise<string> {
  const created = await as(marketing, 'POST', '/admin/bonus/campaigns', input);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.data.id as string;
  expect(
    (await as(marketing, 'PATCH', `/admin/bonus/campaigns/${id}/status`, { status: 'active' }))
      .status,
  ).toBe(200);
  return id;
}

async function newPlayer(prefix: string): Promise<string> {
  const username = unique(prefix);
  await cashierReadyPlayer(t, username);
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id::text from players where username = ${username}`,
  );
  return row!.id;
}

const bonusesOf = (playerId: string) =>
  queryRows<{ amount_minor: string; status: string }>(
    t.database.db,
    sql`select amount_minor::text, status from bonus_instances where player_id = ${playerId} order by id`,
  );
const auditActions = (kind: string, id: string) =>
  queryRows<{ action: string }>(
    t.database.db,
    sql`select action from audit_log where target_kind = ${kind} and target_id = ${id} order by id`,
  ).then((rows) => rows.map((r) => r.action));

describe('campaigns within the jurisdiction profile', () => {
  it('refuses bonus money with no wagering, free spins above the slot’s own maximum bet, more than one player may get, and a budget over the cap', async () => {
    // 0× wagering: bonus money that is cash at once. Refused under ukgc, naming the field.
    expect(
      refusal(
        await as(
          marketing,
          'POST',
          '/admin/bonus/campaigns',
          campaign({ wageringMultiplier: 0, maxBonusEur: '250000.00', promoCode: unique('ZERO') }),
        ),
      ),
    ).toEqual(['campaign_wagering_under_minimum', 'wageringMultiplier']);
    // A 5,000 EUR spin on a slot whose maximum bet is 100 EUR.
    const spins = (betEur: string, count = 10) =>
      campaign({
        kind: 'free_spins',
        wageringMultiplier: 0,
        perPlayerLimit: 1,
        freeSpins: { gameId: 'orca-lucky-sevens', count, betEur, winsTo: 'cash' },
      });
    const outside = await as(marketing, 'POST', '/admin/bonus/campaigns', spins('5000.00'));
    expect(refusal(outside)).toEqual(['free_spin_bet_outside_game_limits', 'freeSpins.betEur']);
    expect(outside.body.info.message).toBe(
      "A free spin must be worth between 0.10 and 100.00 EUR, the game's own bet limits.",
    );
    // Within the game's limits, but 500 spins at 100 EUR is 50,000 EUR to one player.
    expect(
      refusal(await as(marketing, 'POST', '/admin/bonus/campaigns', spins('100.00', 500))),
    ).toEqual(['grant_over_player_cap', 'freeSpins.count']);
    // Three grants of 1,000 EUR each to one player pass the 2,000 EUR per player.
    const perPlayer = await as(
      marketing,
      'POST',
      '/admin/bonus/campaigns',
      campaign({ maxBonusEur: '1000.00', promoCode: unique('BIG') }),
    );
    expect(refusal(perPlayer)).toEqual(['grant_over_player_cap', 'maxBonusEur']);
    expect(perPlayer.body.info.message).toBe(
      'One player would receive 3000.00 EUR, over the cap of 2000.00 EUR per player (UK Gambling Commission (2026)).',
    );
    expect(
      refusal(
        await as(marketing, 'POST', '/admin/bonus/campaigns', campaign({ budgetEur: '250000' })),
      ),
    ).toEqual(['campaign_over_cap', 'budgetEur']);
    // In German for a German back office.
    const de = await t.request({
      method: 'POST',
      url: '/api/v1/admin/bonus/campaigns',
      headers: { 'x-operator-session': marketing },
      language: 'de',
      payload: campaign({ wageringMultiplier: 0 }),
    });
    expect(de.body.info.message).toBe(
      'Bonusgeld muss mindestens 1× umgesetzt werden, bevor es zu Echtgeld wird (UK Gambling Commission (2026)); 0× ist zu wenig.',
    );
    // What the profile allows is still made.
    expect((await as(marketing, 'POST', '/admin/bonus/campaigns', spins('1.00', 20))).status).toBe(
      200,
    );
    const listed = await as(marketing, 'GET', '/admin/bonus/campaigns');
    expect(listed.body.data.profile).toMatchObject({
      wageringMultiplierMin: 1,
      playerGrantEurMax: 2000,
      campaignEurMax: 100000,
      cpAdjustmentMax: 5000,
    });
  });
});

describe('an operator’s bonus grant', () => {
  it('refuses 250,000 EUR, gives 400 EUR at once, and holds 800 EUR until a different operator approves it', async () => {
    const id = await running(campaign({}));
    const player = await newPlayer('granted');
    const grant = (amount: string) =>
      as(marketing, 'POST', `/admin/bonus/players/${player}/grants`, {
        campaignId: id,
        amount,
        reason: 'goodwill after a complaint',
      });

    expect(refusal(await grant('250000'))).toEqual(['grant_over_player_cap', 'amount']);
    expect(await bonusesOf(player)).toEqual([]);

    const small = await grant('400');
    expect(small.status, JSON.stringify(small.body)).toBe(200);
    expect(small.body.data).toMatchObject({
      bonus: { amount: '400.00', status: 'active' },
      approval: null,
    });

    const large = await grant('800');
    expect(large.status, JSON.stringify(large.body)).toBe(200);
    expect(large.body.data.bonus).toBeNull();
    expect(large.body.data.approval).toMatchObject({
      kind: 'bonus_grant',
      status: 'pending',
      playerId: player,
      amount: '800.00',
      currency: 'EUR',
      valueEur: '800.00',
      title: 'Goodwill',
      reason: 'goodwill after a complaint',
    });
    const approvalId = large.body.data.approval.id as string;
    // Nothing given yet: only the 400.
    expect(await bonusesOf(player)).toEqual([{ amount_minor: '40000', status: 'active' }]);
    const pending = await as(colleague, 'GET', '/admin/bonus/grant-approvals');
    expect(pending.body.data.fourEyesEur).toBe(500);
    expect(pending.body.data.approvals.map((a: { id: string }) => a.id)).toContain(approvalId);

    // Past the per-player most, counting the held 800 only once it is given: 400 + 1,700 is over 2,000.
    expect(refusal(await grant('1700'))).toEqual(['grant_over_player_cap', 'amount']);

    const decide = (operator: string, decision: 'approve' | 'reject') =>
      as(operator, 'POST', `/admin/bonus/grant-approvals/${approvalId}/decision`, {
        decision,
        note: 'checked',
      });
    const own = await decide(marketing, 'approve');
    expect([own.status, own.body.info.resultCode]).toEqual([403, 'approval_own_request']);
    const approved = await decide(colleague, 'approve');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({
      bonus: { amount: '800.00' },
      approval: { status: 'approved' },
    });
    expect((await bonusesOf(player)).map((b) => b.amount_minor)).toEqual(['40000', '80000']);
    expect((await decide(admin, 'approve')).body.info.resultCode).toBe('approval_state_conflict');
    expect(await auditActions('grant_approval', approvalId)).toEqual([
      'grant_approval.requested',
      'grant_approval.approved',
    ]);

    // A held grant rejected gives nothing; the requester may withdraw their own.
    const other = await newPlayer('rejected');
    const held = await as(marketing, 'POST', `/admin/bonus/players/${other}/grants`, {
      campaignId: id,
      amount: '600',
      reason: 'a request withdrawn',
    });
    const withdrawn = await as(
      marketing,
      'POST',
      `/admin/bonus/grant-approvals/${held.body.data.approval.id}/decision`,
      { decision: 'reject', note: '' },
    );
    expect(withdrawn.body.data).toMatchObject({ bonus: null, approval: { status: 'rejected' } });
    expect(await bonusesOf(other)).toEqual([]);
    expect(
      (
        await as(
          marketing,
          'POST',
          '/admin/bonus/grant-approvals/00000000-0000-4000-8000-000000000000/decision',
          { decision: 'approve' },
        )
      ).body.info.resultCode,
    ).toBe('approval_not_found');
  });
});

describe('CP adjustments', () => {
  it('refuses +480,000 CP, applies a small one, and holds one whose level rewards pass the four-eyes amount for a second operator', async () => {
    const player = await newPlayer('cpcapped');
    const adjust = (cp: number) =>
      as(admin, 'POST', `/admin/rewards/players/${player}/cp-adjustments`, {
        cp,
        reason: 'service recovery',
      });
    const top = await adjust(480_000);
    expect(refusal(top)).toEqual(['cp_adjustment_over_cap', 'cp']);
    expect(top.body.info.message).toBe(
      'One adjustment may add or take away at most 5000 CP (UK Gambling Commission (2026)).',
    );

    const small = await adjust(16);
    expect(small.body.data).toMatchObject({ totalCP: '16.00', level: 2, approval: null });

    // +5,000 CP would reach level 33 (4,800 CP): levels 3 to 33 pay 3 + 4 + … + 33 = 558 EUR of rewards.
    const large = await adjust(5_000);
    expect(large.status, JSON.stringify(large.body)).toBe(200);
    expect(large.body.data).toMatchObject({
      totalCP: '16.00',
      level: 2,
      approval: { kind: 'cp_adjustment', status: 'pending', cp: 5000, valueEur: '558.00' },
    });
    const approvalId = large.body.data.approval.id as string;
    const rewards = await t.request({
      method: 'GET',
      url: `/api/v1/admin/rewards/players/${player}/cp`,
      headers: { 'x-operator-session': admin },
    });
    expect(rewards.body.data.totalCP).toBe('16.00');

    const own = await as(admin, 'POST', `/admin/rewards/cp-approvals/${approvalId}/decision`, {
      decision: 'approve',
    });
    expect(own.body.info.resultCode).toBe('approval_own_request');
    expect(
      (await as(colleague, 'GET', '/admin/rewards/cp-approvals')).body.data.approvals.map(
        (a: { id: string }) => a.id,
      ),
    ).toContain(approvalId);
    const approved = await as(
      colleague,
      'POST',
      `/admin/rewards/cp-approvals/${approvalId}/decision`,
      { decision: 'approve', note: 'VIP agreed' },
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({
      totalCP: '5016.00',
      level: 33,
      approval: { status: 'approved', decisionNote: 'VIP agreed' },
    });
    const [audit] = await queryRows<{ after: { requestedBy: string; approvedBy: string } }>(
      t.database.db,
      sql`select after from audit_log where action = 'rewards.cp_adjusted' and target_id = ${player} order by id desc limit 1`,
    );
    expect(audit!.after.requestedBy).not.toBe(audit!.after.approvedBy);
  });
});

describe('slot race cash prizes', () => {
  function race(prizes: TournamentInput['prizes']): TournamentInput {
    const startsAt = new Date(Date.now() + 2 * 86_400_000);
    return {
      url: unique('capped-race-'),
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 40_000).toISOString(),
      recurrence: 'none',
      gameIds: ['orca-gold-rush'],
      minBetEur: '0.10',
      enrolment: 'auto',
      scoring: 'total_wagered',
      scoringParams: {},
      prizes,
      texts: { en: { title: 'Capped race', summary: 'For tests', terms: 'Rules.' } },
    };
  }

  it('refuses a 100,000 EUR prize, and holds a 1,200 EUR pool unlisted until a second operator approves it', async () => {
    const huge = await as(
      marketing,
      'POST',
      '/admin/tournaments',
      race([{ fromRank: 1, toRank: 1, kind: 'cash', amountEur: '100000.00' }]),
    );
    expect(refusal(huge)).toEqual(['grant_over_player_cap', 'prizes.0.amountEur']);
    expect(
      refusal(
        await as(
          marketing,
          'POST',
          '/admin/tournaments',
          race([{ fromRank: 1, toRank: 100, kind: 'cash', amountEur: '1500.00' }]),
        ),
      ),
    ).toEqual(['campaign_over_cap', 'prizes']);

    const input = race([
      { fromRank: 1, toRank: 1, kind: 'cash', amountEur: '600.00' },
      { fromRank: 2, toRank: 4, kind: 'cash', amountEur: '200.00' },
    ]);
    const created = await as(marketing, 'POST', '/admin/tournaments', input);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.status).toBe('pending_approval');
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/tournaments/${input.url}` })).body.info
        .resultCode,
    ).toBe('tournament_not_found');
    const pending = (await as(colleague, 'GET', '/admin/tournaments/prize-approvals')).body.data
      .approvals as { id: string; targetId: string; valueEur: string }[];
    const held = pending.find((a) => a.targetId === created.body.data.id);
    expect(held).toMatchObject({ valueEur: '1200.00' });

    expect(
      (
        await as(marketing, 'POST', `/admin/tournaments/prize-approvals/${held!.id}/decision`, {
          decision: 'approve',
        })
      ).body.info.resultCode,
    ).toBe('approval_own_request');
    const approved = await as(
      colleague,
      'POST',
      `/admin/tournaments/prize-approvals/${held!.id}/decision`,
      { decision: 'approve' },
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data.tournament.status).toBe('scheduled');
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/tournaments/${input.url}` })).body.data
        .prizePool,
    ).toBe('1200.00');

    // A small pool needs nobody else.
    const small = await as(
      marketing,
      'POST',
      '/admin/tournaments',
      race([{ fromRank: 1, toRank: 1, kind: 'cash', amountEur: '100.00' }]),
    );
    expect(small.body.data.status).toBe('scheduled');
  });
});

describe('a player’s record', () => {
  it('is not read by marketing: bonus and CP histories need players.read', async () => {
    const player = await newPlayer('private');
    for (const url of [
      `/admin/bonus/players/${player}/bonuses`,
      `/admin/rewards/players/${player}/cp`,
    ]) {
      const refused = await as(marketing, 'GET', url);
      expect([refused.status, refused.body.info.resultCode], url).toEqual([403, 'forbidden']);
      expect((await as(admin, 'GET', url)).status, url).toBe(200);
    }
  });
});
