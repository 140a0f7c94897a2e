import { DEFAULT_WAGERING_CONTRIBUTION } from '@orca/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminApi,
  baseUrl,
  DEMO_OPERATOR,
  launch,
  logInToBackOffice,
  operatorHeaders,
  screenshotBoth,
  uniqueName,
  visitor,
} from './browser';

/**
 * Slot-race prizes beyond cash (issue 14): an operator gives a race's ranks free spins and a bonus
 * from the Bonuses section's campaigns, and visitors read what each rank wins in words.
 */
let browser: Browser;
let admin: Record<string, string>;
beforeAll(async () => {
  browser = await launch();
  admin = await operatorHeaders();
});
afterAll(() => browser.close());

const utcMinutes = (at: Date) => at.toISOString().slice(0, 16);

/** A running campaign made in the Bonuses section earlier; returns its id. */
async function campaign(title: string, overrides: Record<string, unknown>): Promise<string> {
  const created = await adminApi<{ id: string }>('POST', '/admin/bonus/campaigns', {
    headers: admin,
    body: {
      kind: 'manual',
      url: uniqueName('race-prize')
        .toLowerCase()
        .replace(/[^a-z0-9]/g, ''),
      texts: { en: { title, summary: 'For slot race winners' } },
      matchPercent: null,
      maxBonusEur: '50.00',
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
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const started = await adminApi('PATCH', `/admin/bonus/campaigns/${created.body.data.id}/status`, {
    headers: admin,
    body: { status: 'active' },
  });
  expect(started.status).toBe(200);
  return created.body.data.id;
}

describe('slot-race prizes from bonus campaigns', () => {
  it('lets an operator give ranks cash, free spins and a bonus, and shows each in words on the race page', async () => {
    const spinsTitle = `Race spins ${uniqueName('s').slice(-4)}`;
    const bonusTitle = `Race bonus ${uniqueName('b').slice(-4)}`;
    await campaign(spinsTitle, {
      kind: 'free_spins',
      maxBonusEur: null,
      freeSpins: { gameId: 'orca-lucky-sevens', count: 50, betEur: '0.20', winsTo: 'bonus' },
    });
    await campaign(bonusTitle, {});
    const url = uniqueName('prizes')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');

    const { context, page } = await visitor(browser);
    await logInToBackOffice(page, DEMO_OPERATOR);
    await page
      .getByRole('navigation', { name: 'Orca back office' })
      .getByRole('link', { name: 'Tournaments' })
      .click();
    await page
      .getByRole('navigation', { name: 'Tournaments' })
      .getByRole('link', { name: 'New race' })
      .click();
    const form = page.getByRole('form', { name: 'New slot race' });
    await form.getByLabel('Address').fill(url);
    const starts = new Date(Date.now() + 24 * 3_600_000);
    await form.getByLabel('Starts (UTC)').fill(utcMinutes(starts));
    await form
      .getByLabel('Ends (UTC)')
      .fill(utcMinutes(new Date(starts.getTime() + 24 * 3_600_000)));
    await form.getByLabel('Lucky Sevens').check();
    await form.getByLabel('Title (English)').fill(`Prize Race ${url.slice(-4)}`);

    // Rank 1 cash, rank 2 free spins, ranks 3–5 a bonus.
    await form.getByLabel('EUR each').first().fill('100');
    await form.getByRole('button', { name: 'Add prize range' }).click();
    await form.getByLabel('Prize', { exact: true }).nth(1).selectOption('free_spins');
    await form
      .getByLabel('Campaign')
      .first()
      .selectOption({ label: `${spinsTitle} · 50 free spins on Lucky Sevens` });
    await form.getByRole('button', { name: 'Add prize range' }).click();
    await form.getByLabel('To rank').nth(2).fill('5');
    await form.getByLabel('Prize', { exact: true }).nth(2).selectOption('bonus');
    // A bonus campaign is not offered for free spins, nor the other way round.
    expect(
      await form.getByLabel('Campaign').nth(1).locator('option', { hasText: spinsTitle }).count(),
    ).toBe(0);
    await form
      .getByLabel('Campaign')
      .nth(1)
      .selectOption({ label: `${bonusTitle} · wager ×10` });
    await form.getByLabel('Bonus EUR each').fill('20');
    await screenshotBoth(page, 'admin-race-prizes-form');
    await form.getByRole('button', { name: 'Create race' }).click();
    await page.getByText(`Prize Race ${url.slice(-4)} was scheduled.`).waitFor();
    await context.close();

    const player = await visitor(browser);
    await player.page.goto(`${baseUrl()}/slot-races/${url}`);
    await player.page.getByText('50 free spins on Lucky Sevens').first().waitFor();
    await player.page.getByText('€20.00 bonus, 10× wagering').first().waitFor();
    await player.page.getByText('€100.00').first().waitFor();
    await screenshotBoth(player.page, 'race-prizes-page');
    await player.context.close();
  });
});
