import { DEFAULT_WAGERING_CONTRIBUTION, LANGUAGES } from '@orca/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorSession, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let marketing: string;
beforeAll(async () => {
  t = await createTestApp();
  marketing = await operatorSession(t, 'marketing');
});
afterAll(() => t.close());

/** The name the offer page's contributions table gives the crash and fast games, per language. */
const tableLabel = (language: string): string =>
  (
    JSON.parse(
      readFileSync(
        path.resolve(import.meta.dirname, `../../../../web/src/locales/${language}/bonus.json`),
        'utf8',
      ),
    ) as { groups: { virtual: string } }
  ).groups.virtual;

describe('deposit bonus terms', () => {
  it('name the fourth wagering class as the contributions table does, crash and fast games, in every language', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/admin/bonus/campaigns',
      headers: { 'x-operator-session': marketing },
      payload: {
        kind: 'deposit',
        url: 'terms-wording',
        texts: { en: { title: 'Terms wording', summary: 'For tests' } },
        matchPercent: 100,
        maxBonusEur: '100.00',
        minDepositEur: '20.00',
        depositOrdinal: 'any',
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
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const activated = await t.request({
      method: 'PATCH',
      url: `/api/v1/admin/bonus/campaigns/${created.body.data.id}/status`,
      headers: { 'x-operator-session': marketing },
      payload: { status: 'active' },
    });
    expect(activated.status).toBe(200);

    for (const language of LANGUAGES) {
      const offer = await t.request({
        method: 'GET',
        url: '/api/v1/promotions/deposit-bonus/terms-wording',
        language,
      });
      const terms = offer.body.data.terms as string[];
      const line = terms.find((text) => text.includes(`${DEFAULT_WAGERING_CONTRIBUTION.slots} %,`));
      expect(line, language).toBeDefined();
      expect(line!.toLowerCase(), language).toContain(
        `${tableLabel(language).toLowerCase()} ${DEFAULT_WAGERING_CONTRIBUTION.virtual} %`,
      );
      expect(line, language).not.toMatch(/virtu/i);
    }
  });
});
