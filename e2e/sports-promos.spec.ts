import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminApi,
  api,
  baseUrl,
  createPlayer,
  depositEarlier,
  launch,
  logInThroughDialog,
  operatorHeaders,
  screenshot,
  screenshotBoth,
  uniqueName,
  visitor,
  VIEWPORTS,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const upcomingRows = (page: Page) =>
  page.getByRole('region', { name: 'Upcoming' }).getByRole('listitem');

/** Closes the toasts on screen (the deposit's new-message toast sits over a phone's bottom bar), as a person would. */
async function closeToasts(page: Page) {
  const close = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('button', { name: 'Close' });
  while ((await close.count()) > 0) await close.first().click();
}

/** A running sports free bet campaign of 10.00 EUR taken by a code, made as an operator makes it in the back office. */
async function freeBetCampaign(): Promise<string> {
  const headers = await operatorHeaders();
  const code = uniqueName('FREEBET')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 30);
  const created = await adminApi<{ id: string }>('POST', '/admin/bonus/campaigns', {
    headers,
    body: {
      kind: 'sports_free_bet',
      url: uniqueName('free-bet')
        .toLowerCase()
        .replace(/[^a-z0-9-]/g, '-'),
      texts: { en: { title: 'Free bet 10', summary: 'A free bet of 10 EUR' } },
      matchPercent: null,
      maxBonusEur: null,
      minDepositEur: null,
      depositOrdinal: null,
      promoCode: code,
      promoCodeMaxUses: null,
      wageringMultiplier: 1,
      maxBetEur: '5.00',
      contributions: { slots: 100, table: 10, live: 10, virtual: 10 },
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
      sportsPromo: {
        freeBetEur: '10.00',
        boostPercent: null,
        accaBoosts: [],
        minOdds: null,
        validDays: 7,
      },
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const started = await adminApi('PATCH', `/admin/bonus/campaigns/${created.body.data.id}/status`, {
    headers,
    body: { status: 'active' },
  });
  expect(started.status).toBe(200);
  return code;
}

describe('sports free bets', () => {
  it('a player with a free bet places it from the slip and sees it in My bets, cash untouched', async () => {
    const code = await freeBetCampaign();
    const player = await createPlayer('FreeBet', { isComplete: true });
    await depositEarlier(player, '100.00');
    const redeemed = await api('POST', '/player/bonuses/promo', {
      player: player.session,
      body: { code },
    });
    expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);

    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);
    await page.getByRole('banner').getByText('€100.00', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Sports', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Sports', level: 1 }).waitFor();
    await upcomingRows(page).first().waitFor({ timeout: 30_000 });

    // A home win on the match kicking off last; the slip offers the free bet.
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await upcomingRows(page).last().getByRole('button').first().click();
    await slip.getByRole('heading', { name: 'Bet slip (1)' }).waitFor();
    const offers = slip.getByLabel('Free bets and boosts');
    await offers.waitFor();
    await offers.selectOption({ label: 'Free bet €10.00' });
    // The stake is the free bet's amount, and the slip says the stake is not returned.
    await expect.poll(() => slip.getByLabel(/^Stake on /).inputValue()).toBe('10.00');
    await slip
      .getByText('Free bet: the stake of €10.00 is not returned with a win.', { exact: true })
      .waitFor();
    const promoReturn = (await slip.getByTestId('promo-return').textContent()) ?? '';
    expect(promoReturn).toMatch(/^€\d+\.\d{2}$/);
    await closeToasts(page);
    await screenshot(page, 'sports-free-bet-slip-desktop');
    // On a phone the slip is a sheet: the free bet is still chosen there, with its note.
    await page.setViewportSize(VIEWPORTS.mobile);
    await closeToasts(page);
    await page.getByRole('button', { name: 'Bet slip (1)' }).click();
    const sheet = page.getByRole('dialog', { name: 'Bet slip' });
    await sheet.getByTestId('promo-return').scrollIntoViewIfNeeded();
    await sheet
      .getByText('Free bet: the stake of €10.00 is not returned with a win.', { exact: true })
      .waitFor();
    await screenshot(page, 'sports-free-bet-slip-mobile');
    await sheet.getByRole('button', { name: 'Close' }).click();
    await page.setViewportSize(VIEWPORTS.desktop);

    await slip.getByRole('button', { name: 'Place bet' }).click();
    await slip.getByText('Bet placed (1)').waitFor({ timeout: 20_000 });
    // The player's cash is untouched: the stake came from the free bet.
    await page.getByRole('banner').getByText('€100.00', { exact: true }).waitFor();
    const open = await api<{
      bets: {
        id: string;
        stake: string;
        promo: { kind: string } | null;
        potentialReturn: string;
      }[];
    }>('GET', '/player/sports/bets?status=open', { player: player.session });
    const bet = open.body.data.bets[0]!;
    expect(bet).toMatchObject({ stake: '10.00', promo: { kind: 'free_bet' } });
    expect(`€${bet.potentialReturn}`).toBe(promoReturn);
    // Used: it is no longer offered.
    const left = await api<{ promos: unknown[] }>('GET', '/player/sports/promotions', {
      player: player.session,
    });
    expect(left.body.data.promos).toEqual([]);

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Sports bets' }).click();
    await page.getByRole('heading', { name: 'My bets', level: 1 }).waitFor();
    const card = page.locator(`[data-bet-id="${bet.id}"]`);
    await card.getByTestId('bet-promo').getByText('Free bet', { exact: true }).waitFor();
    await card.getByTestId('bet-return').getByText(promoReturn, { exact: true }).waitFor();
    // A free bet is not cashed out.
    expect(await card.getByRole('button', { name: 'Cash out', exact: true }).count()).toBe(0);
    await closeToasts(page);
    await screenshotBoth(page, 'sports-free-bet-my-bets');
    await context.close();
  }, 120_000);
});
