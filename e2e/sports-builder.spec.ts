import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  baseUrl,
  createPlayer,
  depositEarlier,
  launch,
  logInThroughDialog,
  screenshot,
  screenshotBoth,
  visitor,
  VIEWPORTS,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

interface Bet {
  id: string;
  type: string;
  stake: string;
  totalOdds: string;
  potentialReturn: string;
  legs: { eventId: string; marketId: number; specifiers: string; outcomeId: number }[];
}

const upcomingRows = (page: Page) =>
  page.getByRole('region', { name: 'Upcoming' }).getByRole('listitem');

/** A market group's card on the match page: the section its heading opens. */
const marketCard = (page: Page, name: string): Locator =>
  page.getByRole('heading', { name, level: 2, exact: true }).locator('xpath=..');

/** Closes the toasts on screen (the deposit's new-message toast sits over a phone's bottom bar), as a person would. */
async function closeToasts(page: Page) {
  const close = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('button', { name: 'Close' });
  while ((await close.count()) > 0) await close.first().click();
}

describe('sportsbook bet builder', () => {
  it('a player builds a home win with over 2.5 goals on one match, sees a contradiction refused, places it and finds it in My bets at its joint odds', async () => {
    const player = await createPlayer('Builder', { isComplete: true });
    await depositEarlier(player, '100.00');
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);
    await page.getByRole('banner').getByText('€100.00', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Sports', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Upcoming', level: 2 }).waitFor();
    await upcomingRows(page).first().waitFor({ timeout: 30_000 });

    // The last upcoming match kicks off latest (two rounds are open): the builder is pre-match only.
    await upcomingRows(page).last().getByRole('link').first().click();
    await page.getByRole('heading', { name: 'Match result', level: 2 }).waitFor();
    const eventId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await page.getByRole('tab', { name: 'Bet builder' }).click();
    const builder = page.getByRole('region', { name: 'Bet builder' });
    await builder.getByText('Pick 2 to 6 selections from this match').waitFor();
    // Whole and quarter handicap lines can push: the builder cannot take them, and says so on the line.
    const wholeLine = marketCard(page, 'Handicap')
      .getByText('half-goal lines only in Bet builder')
      .first();
    await wholeLine.waitFor();
    const wholeLineButtons = wholeLine.locator('xpath=../..').getByRole('button');
    expect(await wholeLineButtons.count()).toBeGreaterThan(0);
    for (const button of await wholeLineButtons.all()) expect(await button.isDisabled()).toBe(true);
    expect(await wholeLineButtons.first().getAttribute('aria-label')).toMatch(
      / not available in Bet builder$/,
    );

    // A result and a goals line: one price for both, from the quote.
    await marketCard(page, 'Match result').getByRole('button').first().click();
    await marketCard(page, 'Total goals')
      .getByRole('button', { name: /^Over 2\.5 / })
      .click();
    await builder.getByText('2 of 6 selections').waitFor();
    const odds = builder.getByTestId('builder-odds');
    await expect.poll(() => odds.textContent(), { timeout: 10_000 }).toMatch(/^\d+\.\d{2}$/);
    const quoted = (await odds.textContent())!;
    const quote = await api<{ odds: string }>('POST', '/sports/builder/quote', {
      body: {
        eventId,
        selections: [
          { marketId: 1, specifiers: '', outcomeId: 1 },
          { marketId: 18, specifiers: 'total=2.5', outcomeId: 12 },
        ],
      },
    });
    expect(quote.body.data.odds).toBe(quoted);

    // Under 1.5 goals cannot go with over 2.5: the API's refusal is shown in place, and Place bet waits.
    await marketCard(page, 'Total goals')
      .getByRole('button', { name: /^Under 1\.5 / })
      .click();
    await builder
      .getByRole('alert')
      .getByText('These selections cannot all win together.')
      .waitFor({ timeout: 10_000 });
    expect(await builder.getByRole('button', { name: 'Place bet' }).isDisabled()).toBe(true);
    await closeToasts(page);
    await screenshotBoth(page, 'sports-builder-contradiction');

    // Taken out again, the price is back.
    await builder.getByRole('button', { name: 'Remove Under 1.5' }).click();
    await expect.poll(() => odds.textContent(), { timeout: 10_000 }).toMatch(/^\d+\.\d{2}$/);
    await builder.getByLabel('Stake on the bet builder').fill('2');
    const shown = (await odds.textContent())!;
    const expectedReturn = (Math.floor(2 * Number(shown) * 100) / 100).toFixed(2);
    await builder
      .getByTestId('builder-return')
      .getByText(`€${expectedReturn}`, { exact: true })
      .waitFor();
    await screenshot(page, 'sports-builder-desktop');
    await page.setViewportSize(VIEWPORTS.mobile);
    await closeToasts(page);
    // On a phone, picking far below the panel, a bar keeps the builder's price in sight and leads back to it.
    await marketCard(page, 'Both teams to score').scrollIntoViewIfNeeded();
    const bar = page.getByRole('button', {
      name: `Bet builder: 2 selections, odds ${shown}. Show`,
    });
    await bar.waitFor();
    await screenshot(page, 'sports-builder-mobile-bar');
    await bar.click();
    await expect.poll(() => builder.getByLabel('Stake on the bet builder').isVisible()).toBe(true);
    await bar.waitFor({ state: 'hidden' });
    await screenshot(page, 'sports-builder-mobile');
    await page.setViewportSize(VIEWPORTS.desktop);

    await builder.getByRole('button', { name: 'Place bet' }).click();
    await builder.getByText('Bet builder placed').waitFor({ timeout: 20_000 });
    await page.getByRole('banner').getByText('€98.00', { exact: true }).waitFor();
    const open = await api<{ bets: Bet[] }>('GET', '/player/sports/bets?status=open', {
      player: player.session,
    });
    const [bet] = open.body.data.bets;
    expect(bet).toMatchObject({ type: 'builder', stake: '2.00', totalOdds: shown });
    expect(bet!.legs.map((leg) => [leg.marketId, leg.specifiers, leg.outcomeId])).toEqual([
      [1, '', 1],
      [18, 'total=2.5', 12],
    ]);
    // The slip was not touched: a builder is its own bet.
    await page
      .getByRole('complementary', { name: 'Bet slip' })
      .getByRole('heading', { name: 'Bet slip (0)' })
      .waitFor();

    await builder.getByRole('link', { name: 'My bets' }).click();
    await page.getByRole('heading', { name: 'My bets', level: 1 }).waitFor();
    const card = page.locator(`[data-bet-id="${bet!.id}"]`);
    await card.getByText('Bet builder of 2', { exact: true }).waitFor();
    await card.getByText('Bet builder odds', { exact: true }).waitFor();
    await card.getByTestId('bet-total-odds').getByText(shown, { exact: true }).waitFor();
    await card.getByText('Over 2.5', { exact: true }).waitFor();
    await card.getByTestId('bet-return').getByText(`€${expectedReturn}`, { exact: true }).waitFor();
    await screenshotBoth(page, 'sports-my-bets-builder');
    await context.close();
  });
});
