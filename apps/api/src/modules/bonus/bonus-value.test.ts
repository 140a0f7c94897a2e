import { DEFAULT_WAGERING_CONTRIBUTION, type CampaignCostEstimate } from '@orca/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorSession, type TestApp } from '../../../test/harness.ts';
import { createCatalogueService } from '../games/catalogue.service.ts';
import {
  cheapestClearing,
  expectedBonusCost,
  expectedFreeSpinsCost,
  type GameTerms,
} from './bonus-value.ts';

const GAMES: GameTerms[] = [
  { id: 'slot-96', rtpBasisPoints: 9600, group: 'slots' },
  { id: 'slot-94', rtpBasisPoints: 9400, group: 'slots' },
  { id: 'crash-99', rtpBasisPoints: 9900, group: 'virtual' },
  { id: 'blackjack-995', rtpBasisPoints: 9950, group: 'live' },
];

describe('a bonus campaign’s expected cost to the house', () => {
  it('under the default ukgc terms (10×, slots 100 %) costs the house 60 % of the bonus: clearing on a 96 % slot loses only 40 %', () => {
    const route = cheapestClearing(GAMES, DEFAULT_WAGERING_CONTRIBUTION, []);
    expect(route).toEqual({
      gameId: 'slot-96',
      group: 'slots',
      rtpBasisPoints: 9600,
      contributionPercent: 100,
    });
    expect(
      expectedBonusCost({
        amountMinor: 10_000n,
        wageringMultiplier: 10,
        maxConversionMinor: null,
        route,
      }),
    ).toEqual({ clearingCostMinor: 4_000n, expectedCostMinor: 6_000n });
    // The conversion cap bounds what the house can pay.
    expect(
      expectedBonusCost({
        amountMinor: 10_000n,
        wageringMultiplier: 10,
        maxConversionMinor: 2_500n,
        route,
      }).expectedCostMinor,
    ).toBe(2_500n);
  });

  it('picks the game where a unit of wagering costs least, weights included', () => {
    // Crash at 99 % counting 10 %: 1 % / 10 % = 10 % per unit, worse than the slot's 4 %.
    expect(
      cheapestClearing(GAMES, { slots: 100, table: 10, live: 10, virtual: 10 }, [])?.gameId,
    ).toBe('slot-96');
    // Counting in full, crash's 1 % beats the slot, and live blackjack's 0.5 % beats both.
    expect(
      cheapestClearing(GAMES, { slots: 100, table: 0, live: 0, virtual: 100 }, [])?.gameId,
    ).toBe('crash-99');
    expect(
      cheapestClearing(GAMES, { slots: 100, table: 100, live: 100, virtual: 100 }, [])?.gameId,
    ).toBe('blackjack-995');
    // An excluded game is not a route; with nothing counting there is none.
    expect(
      cheapestClearing(GAMES, { slots: 100, table: 0, live: 0, virtual: 0 }, ['slot-96'])?.gameId,
    ).toBe('slot-94');
    // Without the 96 % slot, the defaults' 10 % on live blackjack (0.5 % / 10 % = 5 %) beats the 94 % slot (6 %).
    expect(cheapestClearing(GAMES, DEFAULT_WAGERING_CONTRIBUTION, ['slot-96'])?.gameId).toBe(
      'blackjack-995',
    );
    expect(cheapestClearing(GAMES, { slots: 0, table: 0, live: 0, virtual: 0 }, [])).toBeNull();
  });

  it('is nothing when clearing costs more than the bonus, all of it without wagering, and nothing when no game counts', () => {
    const slot = cheapestClearing(GAMES, DEFAULT_WAGERING_CONTRIBUTION, []);
    // 35× on the 96 % slot loses 140 % of the bonus on the way: the house expects to pay nothing.
    expect(
      expectedBonusCost({
        amountMinor: 10_000n,
        wageringMultiplier: 35,
        maxConversionMinor: null,
        route: slot,
      }),
    ).toEqual({ clearingCostMinor: 14_000n, expectedCostMinor: 0n });
    expect(
      expectedBonusCost({
        amountMinor: 10_000n,
        wageringMultiplier: 0,
        maxConversionMinor: null,
        route: null,
      }),
    ).toEqual({ clearingCostMinor: 0n, expectedCostMinor: 10_000n });
    expect(
      expectedBonusCost({
        amountMinor: 10_000n,
        wageringMultiplier: 10,
        maxConversionMinor: null,
        route: null,
      }),
    ).toEqual({ clearingCostMinor: 10_000n, expectedCostMinor: 0n });
    // A 10 % weight multiplies the cost of clearing by ten, rounded up to the cent.
    expect(
      expectedBonusCost({
        amountMinor: 333n,
        wageringMultiplier: 3,
        maxConversionMinor: null,
        route: { gameId: 'x', group: 'live', rtpBasisPoints: 9730, contributionPercent: 10 },
      }).clearingCostMinor,
    ).toBe(270n);
  });

  it('free spins: their expected wins, paid as cash or as a bonus that still has to be cleared', () => {
    const slot = cheapestClearing(GAMES, DEFAULT_WAGERING_CONTRIBUTION, []);
    const spins = {
      count: 50,
      betMinor: 20n,
      rtpBasisPoints: 9600,
      wageringMultiplier: 10,
      maxConversionMinor: null,
      route: slot,
    };
    expect(expectedFreeSpinsCost({ ...spins, winsTo: 'cash' })).toEqual({
      winsMinor: 960n,
      clearingCostMinor: 0n,
      expectedCostMinor: 960n,
    });
    expect(expectedFreeSpinsCost({ ...spins, winsTo: 'bonus' })).toEqual({
      winsMinor: 960n,
      clearingCostMinor: 384n,
      expectedCostMinor: 576n,
    });
  });
});

describe('GET /admin/bonus/costs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows each campaign’s expected cost from the catalogue’s RTPs and its weights: a 10× bonus on slots costs the house more than half of it', async () => {
    const marketing = await operatorSession(t, 'marketing');
    const base = {
      texts: { en: { title: 'Ten times', summary: 'For tests' } },
      matchPercent: null,
      minDepositEur: null,
      depositOrdinal: null,
      promoCode: null,
      promoCodeMaxUses: null,
      maxBetEur: '5.00',
      contributions: DEFAULT_WAGERING_CONTRIBUTION,
      excludedGameIds: [],
      claimDays: 7,
      spendDays: 7,
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
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/admin/bonus/campaigns',
      headers: { 'x-operator-session': marketing },
      payload: {
        ...base,
        kind: 'manual',
        url: 'expected-cost-ten',
        maxBonusEur: '50.00',
        wageringMultiplier: 10,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const report = await t.request({
      method: 'GET',
      url: `/api/v1/admin/bonus/costs?from=${today}&to=${today}`,
      headers: { 'x-operator-session': marketing },
    });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const estimate = (report.body.data.campaigns as CampaignCostEstimate[]).find(
      (c) => c.campaignId === created.body.data.id,
    );

    // The same figure the pure function gives on the catalogue's open games.
    const games = await createCatalogueService(t.database.db).openTerms();
    const route = cheapestClearing(games, DEFAULT_WAGERING_CONTRIBUTION, []);
    const expected = expectedBonusCost({
      amountMinor: 5_000n,
      wageringMultiplier: 10,
      maxConversionMinor: null,
      route,
    });
    expect(route?.group).toBe('slots');
    expect(estimate).toMatchObject({
      title: 'Ten times',
      kind: 'manual',
      status: 'draft',
      wageringMultiplier: 10,
      basisEur: '50.00',
      isBasisNominal: false,
      clearing: { gameId: route!.gameId, group: 'slots', contributionPercent: 100 },
    });
    expect(estimate!.expectedCostEur).toBe((Number(expected.expectedCostMinor) / 100).toFixed(2));
    // Worth more to the player than it costs to clear: the house expects to pay over half of it.
    expect(Number(estimate!.expectedCostEur)).toBeGreaterThan(25);
    expect(Number(estimate!.expectedCostPercent)).toBeGreaterThan(50);
  });
});
