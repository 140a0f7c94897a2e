import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminApi,
  adminUrl,
  api,
  createPlayer,
  DEMO_OPERATOR,
  enrolledOperator,
  launch,
  logInToBackOffice,
  operatorHeaders,
  screenshotBoth,
  uniqueName,
  visitor,
} from './browser';

let browser: Browser;
let admin: Record<string, string>;
beforeAll(async () => {
  browser = await launch();
  admin = await operatorHeaders();
});
afterAll(() => browser.close());

interface ListedCampaign {
  id: string;
  kind: string;
  url: string;
  status: string;
  promoCode: string | null;
  wageringMultiplier: number;
  texts: Record<string, { title: string }>;
}
interface ListedBonus {
  campaignId: string;
  status: string;
  amount: string;
  currency: string;
}

const adminCampaigns = async () =>
  (
    await adminApi<{ campaigns: ListedCampaign[] }>('GET', '/admin/bonus/campaigns', {
      headers: admin,
    })
  ).body.data.campaigns;

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Bonuses' }).getByRole('link', { name }).click();
}

/** A manual campaign made earlier by a colleague, active, for the grant (the form's own path is the deposit bonus's). */
async function activeManualCampaign(title: string): Promise<string> {
  const created = await adminApi<{ id: string }>('POST', '/admin/bonus/campaigns', {
    headers: admin,
    body: {
      kind: 'manual',
      url: uniqueName('goodwill')
        .toLowerCase()
        .replace(/[^a-z0-9-]/g, '-'),
      texts: { en: { title, summary: 'A goodwill bonus granted by the support desk.' } },
      matchPercent: null,
      maxBonusEur: null,
      minDepositEur: null,
      depositOrdinal: null,
      promoCode: null,
      promoCodeMaxUses: null,
      wageringMultiplier: 5,
      maxBetEur: '5',
      contributions: { slots: 100, table: 10, live: 10, virtual: 10 },
      excludedGameIds: [],
      claimDays: 7,
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
    },
  });
  if (!created.body.info.success)
    throw new Error(`manual campaign refused: ${created.body.info.message}`);
  const activated = await adminApi(
    'PATCH',
    `/admin/bonus/campaigns/${created.body.data.id}/status`,
    { headers: admin, body: { status: 'active' } },
  );
  if (!activated.body.info.success)
    throw new Error(`manual campaign not activated: ${activated.body.info.message}`);
  return created.body.data.id;
}

describe('bonuses in the back office', () => {
  it('creates a deposit campaign with a code (a 15× one refused under the profile), activates it, grants a manual bonus to a player, shows the costs', async () => {
    const suffix = uniqueName('')
      .replace(/[^A-Za-z0-9]/g, '')
      .toUpperCase()
      .slice(-8);
    const title = `Reload ${suffix}`;
    const url = `reload-${suffix.toLowerCase()}`;
    const code = `RELOAD${suffix}`;

    const { context, page } = await visitor(browser);
    await logInToBackOffice(page, DEMO_OPERATOR);
    await page
      .getByRole('navigation', { name: 'Orca back office' })
      .getByRole('link', { name: 'Bonuses' })
      .click();
    await page.getByRole('heading', { name: 'Bonuses', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Campaigns' }).waitFor();
    // A campaign's figure is what it granted; what bonuses cost the house (a forfeited one costs nothing) is the Costs tab's.
    await page
      .getByRole('table', { name: 'Campaigns' })
      .getByRole('columnheader', { name: 'Granted' })
      .waitFor();
    expect(
      await page
        .getByRole('table', { name: 'Campaigns' })
        .getByRole('columnheader', { name: 'Cost' })
        .count(),
    ).toBe(0);
    // The profile in force and its cap, beside the wagering field.
    await page.getByText('Jurisdiction profile in force: UK Gambling Commission (2026).').waitFor();
    await page.getByText('At most 10× under UK Gambling Commission (2026).').waitFor();

    // A deposit bonus: 50 % up to 50 EUR on any deposit of 10 EUR or more, with a code used at most 100 times.
    await page.getByLabel('Kind', { exact: true }).selectOption('deposit');
    await page.getByLabel('Address (url)').fill(url);
    await page.getByLabel('Title (English)').fill(title);
    await page.getByLabel('Summary (English)').fill('50 % of your deposit up to 50 EUR.');
    await page.getByLabel('Match %').fill('50');
    await page.getByLabel('Max bonus (EUR)').fill('50');
    await page.getByLabel('Min deposit (EUR)').fill('10');
    await page.getByLabel('Which deposit').selectOption('any');
    await page.getByLabel('Promo code', { exact: true }).fill(code);
    await page.getByLabel('Code usage limit').fill('100');
    await page.getByLabel('Budget (EUR)').fill('5000');

    // 15× is over the default profile's cap: refused, with the reason under the wagering field.
    const wagering = page.getByLabel('Wagering multiplier (× bonus)');
    await wagering.fill('15');
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await wagering.and(page.locator('[aria-invalid="true"]')).waitFor();
    await wagering.locator('xpath=..').getByRole('alert').waitFor();
    expect((await adminCampaigns()).some((campaign) => campaign.url === url)).toBe(false);
    await screenshotBoth(page, 'admin-bonus-refused');

    // 10× is within it: created as a draft.
    await wagering.fill('10');
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.getByText(`Campaign created: ${title} (draft; activate it to offer it).`).waitFor();
    const row = page
      .getByRole('table', { name: 'Campaigns' })
      .getByRole('row')
      .filter({ hasText: title });
    await row.getByText('Draft', { exact: true }).waitFor();
    await row.getByText(code, { exact: true }).waitFor();
    const created = (await adminCampaigns()).find((campaign) => campaign.url === url);
    expect(created).toMatchObject({
      kind: 'deposit',
      status: 'draft',
      promoCode: code,
      wageringMultiplier: 10,
    });

    await page.getByRole('button', { name: `Activate ${title}` }).click();
    await page.getByText(`${title}: active.`).waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    expect((await adminCampaigns()).find((campaign) => campaign.id === created!.id)?.status).toBe(
      'active',
    );
    await screenshotBoth(page, 'admin-bonus-campaigns');

    // Free spins ask for one of the in-house slots (their engine plays the spins) instead of the deposit terms.
    await page.getByLabel('Kind', { exact: true }).selectOption('free_spins');
    const slotOptions = await page
      .getByLabel('Slot', { exact: true })
      .locator('option')
      .allTextContents();
    expect(slotOptions.some((option) => option.startsWith('Lucky Sevens'))).toBe(true);
    expect(
      slotOptions.every((option) => option === 'Choose a slot' || option.includes(' · ')),
    ).toBe(true);
    expect(await page.getByLabel('Match %').count()).toBe(0);

    // A manual bonus of 25 EUR for a player, with a reason, confirmed first.
    const today = new Date().toISOString().slice(0, 10);
    const costToday = async () =>
      (
        await adminApi<{ days: { day: string; currency: string; cost: string }[] }>(
          'GET',
          `/admin/bonus/costs?from=${today}&to=${today}`,
          { headers: admin },
        )
      ).body.data.days.find((day) => day.currency === 'EUR')?.cost ?? '0.00';
    const costBefore = await costToday();
    const goodwill = `Goodwill ${suffix}`;
    const manualId = await activeManualCampaign(goodwill);
    const player = await createPlayer('Bonusee');
    await openTab(page, 'Player bonuses');
    await page.getByLabel('Username').fill(player.username);
    await page.getByRole('button', { name: 'Search' }).click();
    await page
      .getByRole('table', { name: 'Players found' })
      .getByRole('row')
      .filter({ hasText: player.username })
      .click();
    await page.getByRole('heading', { name: `Bonuses of ${player.username}` }).waitFor();
    await page.getByLabel('Campaign', { exact: true }).selectOption(manualId);
    await page.getByLabel('Amount (EUR)').fill('25');
    await page.getByLabel('Reason').fill('Goodwill after a lost game session');
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByText(`Grant “${goodwill}” of 25 EUR to ${player.username}?`).waitFor();
    await screenshotBoth(page, 'admin-bonus-grant-confirm');
    await page.getByRole('button', { name: 'Grant bonus' }).click();
    await page.getByText(/^Granted: /).waitFor();
    const bonusRow = page
      .getByRole('table', { name: 'Bonuses' })
      .getByRole('row')
      .filter({ hasText: goodwill });
    await bonusRow.getByText('Active', { exact: true }).waitFor();
    await bonusRow.getByText('25.00 EUR').first().waitFor();
    await bonusRow.getByRole('progressbar').waitFor();
    await screenshotBoth(page, 'admin-bonus-player');

    // The player sees it as their active bonus.
    const mine = await api<{ active: ListedBonus | null }>('GET', '/player/bonuses', {
      player: player.session,
    });
    expect(mine.body.data.active).toMatchObject({
      campaignId: manualId,
      status: 'active',
      amount: '25.00',
      currency: 'EUR',
    });

    // Today's cost grows by the grant; the chart is drawn for EUR.
    const costAfter = await costToday();
    expect(Number(costAfter) - Number(costBefore)).toBeCloseTo(25, 2);
    await openTab(page, 'Costs');
    await page
      .getByRole('table', { name: 'Bonus costs' })
      .getByRole('row')
      .filter({ hasText: today })
      .filter({ hasText: `${costAfter.replace(/\B(?=(\d{3})+\.)/g, ',')} EUR` })
      .waitFor();
    await page.getByRole('img', { name: 'Daily bonus cost in EUR' }).waitFor();
    // Each campaign's expected cost before it runs (issue 22): the 50 EUR bonus cleared on the cheapest slot at 10× still costs the house most of it.
    const estimate = page
      .getByRole('table', { name: 'Expected cost per campaign' })
      .getByRole('row')
      .filter({ hasText: title });
    await estimate
      .filter({ hasText: '% of the bonus' })
      .filter({ hasText: 'counts 100 %' })
      .waitFor();
    expect(
      Number((await estimate.textContent())?.match(/([\d.]+) % of the bonus/)?.[1]),
    ).toBeGreaterThan(50);
    await screenshotBoth(page, 'admin-bonus-costs');
    await context.close();

    // Other spec files' players should not meet this run's offers.
    for (const id of [created!.id, manualId])
      await adminApi('PATCH', `/admin/bonus/campaigns/${id}/status`, {
        headers: admin,
        body: { status: 'ended' },
      });
  });

  it('lets marketing, who may not search players, open a player’s bonuses by id, pause a campaign and edit its texts (not its terms, once granted)', async () => {
    const marketer = await enrolledOperator(admin, 'promo', 'marketing');
    const suffix = uniqueName('')
      .replace(/[^A-Za-z0-9]/g, '')
      .toUpperCase()
      .slice(-8);
    const goodwill = `Apology ${suffix}`;
    const manualId = await activeManualCampaign(goodwill);
    const player = await createPlayer('Apologee');
    const playerId = (
      await adminApi<{ players: { id: string; username: string }[] }>(
        'GET',
        `/admin/players?query=${player.username}`,
        { headers: admin },
      )
    ).body.data.players.find((found) => found.username === player.username)?.id;
    if (!playerId) throw new Error('the player is not found by username');
    const granted = await adminApi('POST', `/admin/bonus/players/${playerId}/grants`, {
      headers: admin,
      body: { campaignId: manualId, amount: '10', reason: 'Apology for a slow payout' },
    });
    expect(granted.body.info.success).toBe(true);

    const { context, page } = await visitor(browser);
    await logInToBackOffice(page, marketer);
    await page
      .getByRole('navigation', { name: 'Orca back office' })
      .getByRole('link', { name: 'Bonuses' })
      .click();
    await page.getByRole('table', { name: 'Campaigns' }).waitFor();
    await page.getByRole('button', { name: `Pause ${goodwill}` }).click();
    await page.getByText(`${goodwill}: paused.`).waitFor();
    expect((await adminCampaigns()).find((campaign) => campaign.id === manualId)?.status).toBe(
      'paused',
    );

    // Its texts may change after a grant; its terms may not, and the form says why.
    await page.getByRole('button', { name: `Edit ${goodwill}` }).click();
    await page.getByRole('heading', { name: `Edit “${goodwill}”` }).waitFor();
    await page.getByLabel('Wagering multiplier (× bonus)').fill('3');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page
      .getByText('only its status, texts, dates and limits can change', { exact: false })
      .waitFor();
    await page.getByLabel('Wagering multiplier (× bonus)').fill('5');
    const renamed = `${goodwill} (sorry)`;
    await page.getByLabel('Title (English)').fill(renamed);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(`Campaign saved: ${renamed}.`).waitFor();
    expect((await adminCampaigns()).find((campaign) => campaign.id === manualId)).toMatchObject({
      wageringMultiplier: 5,
      texts: { en: { title: renamed } },
    });

    await openTab(page, 'Player bonuses');
    await page
      .getByText('Your role cannot search players (players.read): enter the player’s id.')
      .waitFor();
    await page.getByLabel('Player id').fill(playerId);
    await page.getByRole('button', { name: 'Open' }).click();
    await page.getByRole('heading', { name: `Bonuses of #${playerId}` }).waitFor();
    // The player's bonus history is part of their record, which marketing never opens (issue 22); the grant stays.
    await page
      .getByText(
        'A player’s bonus history is part of their record, which your role does not open (players.read). You can still grant a bonus.',
      )
      .waitFor();
    expect(await page.getByRole('table', { name: 'Bonuses' }).count()).toBe(0);

    // 800 EUR is above the four-eyes amount (500 EUR): held for a second operator, who is not the one asking.
    await page.getByLabel('Campaign', { exact: true }).selectOption(manualId);
    await page.getByLabel('Amount (EUR)').fill('800');
    await page.getByLabel('Reason').fill('Goodwill after a week of outages');
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('button', { name: 'Grant bonus' }).click();
    await page
      .getByText(
        `“${renamed}” is worth 800.00 EUR, above the four-eyes amount: it waits for a second operator’s approval.`,
      )
      .waitFor();
    const heldItem = page
      .getByRole('list', { name: 'Grants waiting for approval' })
      .getByRole('listitem', { name: `${renamed} for ${player.username}: 800.00 EUR` });
    await heldItem
      .getByText(
        'You asked for this grant: a different operator must approve it. You can still reject it.',
      )
      .waitFor();
    expect(await heldItem.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    await screenshotBoth(page, 'admin-bonus-grant-held');
    await context.close();
    const bonusAmounts = async () =>
      (
        await adminApi<{ bonuses: { amount: string }[] }>(
          'GET',
          `/admin/bonus/players/${playerId}/bonuses`,
          { headers: admin },
        )
      ).body.data.bonuses
        .map((bonus) => bonus.amount)
        .sort();
    expect(await bonusAmounts()).toEqual(['10.00']);

    // A colleague approves it where they grant bonuses; then it is given.
    const second = await visitor(browser);
    await logInToBackOffice(second.page, DEMO_OPERATOR);
    await second.page.goto(`${adminUrl()}/bonuses/players`);
    const toApprove = second.page
      .getByRole('list', { name: 'Grants waiting for approval' })
      .getByRole('listitem', { name: `${renamed} for ${player.username}: 800.00 EUR` });
    await toApprove
      .getByLabel('Note (kept with the decision)')
      .fill('Checked with the support lead');
    await toApprove.getByRole('button', { name: 'Approve' }).click();
    await second.page.getByText('Approved: the grant has taken effect.').waitFor();
    expect(await bonusAmounts()).toEqual(['10.00', '800.00']);
    await second.context.close();
    await adminApi('PATCH', `/admin/bonus/campaigns/${manualId}/status`, {
      headers: admin,
      body: { status: 'ended' },
    });
  });

  it('does not show the section to a role without bonuses.manage', async () => {
    const desk = await enrolledOperator(admin, 'paydesk', 'payments');
    const { context, page } = await visitor(browser);
    await logInToBackOffice(page, desk);
    const navigation = page.getByRole('navigation', { name: 'Orca back office' });
    await navigation.getByRole('link', { name: 'Withdrawals' }).waitFor();
    expect(await navigation.getByRole('link', { name: 'Bonuses' }).count()).toBe(0);
    await page.goto(`${adminUrl()}/bonuses/campaigns`);
    await page.getByText('Your role does not give access to this section.').waitFor();
    await context.close();
  });
});
