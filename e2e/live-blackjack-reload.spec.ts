import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  createPlayer,
  depositEarlier,
  launch,
  logInThroughDialog,
  screenshotBoth,
  visitor,
  openGameInfo,
} from './browser';
import { betInOneWindow } from './live-table';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const tableOf = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title="Blackjack Unlimited game"]');

/** Bets €2.00 in a fresh betting window: the €1 chip twice on the circle, then Place bets. */
async function placeTwoEuros(table: FrameLocator): Promise<void> {
  await betInOneWindow(table, {
    total: '€2.00',
    seconds: 9,
    choose: async () => {
      await table.getByRole('radio', { name: 'Chip of €1.00' }).click();
      const circle = table.getByRole('button', { name: 'Add a chip of €1.00 to your bet' });
      await circle.click();
      await circle.click();
    },
  });
  await table.getByTestId('live-total').filter({ hasText: '€2.00' }).waitFor();
}

/**
 * After the deal, when a decision is due on my hand: reloads inside the decision window, finds the
 * same hand with the decision still mine, and stands. False when the deal settled my seat at once.
 */
async function reloadInDecision(page: Page): Promise<boolean> {
  const table = tableOf(page);
  // Past the betting window, so the hand and result seen are this round's, not the last one's.
  await table
    .getByRole('timer', { name: /seconds left to bet/ })
    .waitFor({ state: 'detached', timeout: 30_000 });
  await table.getByTestId('my-hand').first().waitFor({ timeout: 60_000 });
  const stand = table.getByRole('button', { name: 'Stand', exact: true });
  const handResult = table.getByTestId('hand-result').first();
  const canStand = async () => (await stand.count()) > 0 && (await stand.isEnabled());
  await expect
    .poll(async () => (await handResult.isVisible()) || (await canStand()), { timeout: 30_000 })
    .toBe(true);
  if (!(await canStand())) return false;
  const cards = await table.getByTestId('my-hand').first().textContent();
  await page.reload();
  const reloaded = tableOf(page);
  await reloaded.getByTestId('decision-timer').waitFor();
  await expect.poll(() => reloaded.getByTestId('my-hand').first().textContent()).toBe(cards);
  const standAgain = reloaded.getByRole('button', { name: 'Stand', exact: true });
  await expect.poll(() => standAgain.isEnabled()).toBe(true);
  await standAgain.click();
  await screenshotBoth(page, 'live-blackjack-reload-decision');
  // The decision taken, the button is disabled or, once the round moves on, gone.
  await expect
    .poll(async () => !(await standAgain.isEnabled({ timeout: 1_000 }).catch(() => false)), {
      timeout: 30_000,
    })
    .toBe(true);
  return true;
}

describe('a live blackjack seat after a reload', () => {
  it(
    'keeps the seat and the bet taken from the live casino lobby, and takes the decision due on it',
    { timeout: 240_000 },
    async () => {
      const player = await createPlayer('BjReload', { isComplete: true });
      await depositEarlier(player, '50');
      const { context, page } = await visitor(browser);
      await page.goto(baseUrl());
      await logInThroughDialog(page, player.username, player.password);

      // Menu → Live Casino → Blackjack, the table's tile, and Play now: for real money.
      const drawer = page.getByRole('navigation', { name: 'Main menu' });
      await drawer.getByRole('button', { name: 'Live Casino' }).click();
      await drawer.getByRole('link', { name: 'Blackjack', exact: true }).click();
      await page.waitForURL(/\/livecasino\?category=blackjack$/);
      const tile = page
        .getByRole('main')
        .getByRole('button', { name: /^Blackjack Unlimited(,|$)/ })
        .first();
      const dialog = await openGameInfo(page, tile, 'Blackjack Unlimited');
      await dialog.getByRole('button', { name: 'Play now' }).click();
      await page.waitForURL(/\/play\/orca\/[a-z-]*blackjack[a-z-]*$/);
      const table = tableOf(page);
      await table.getByRole('heading', { name: 'Blackjack Unlimited' }).waitFor();
      await table.getByRole('status', { name: 'Balance' }).filter({ hasText: '€50.00' }).waitFor();

      await placeTwoEuros(table);
      await table.getByRole('status', { name: 'Balance' }).filter({ hasText: '€48.00' }).waitFor();
      await table.getByTestId('live-total').filter({ hasText: '€2.00' }).waitFor();

      // Bets still open: the reloaded table shows my placed bet, not an empty circle to bet on again.
      await page.reload();
      const reloaded = tableOf(page);
      await reloaded.getByTestId('live-total').filter({ hasText: '€2.00' }).waitFor();
      await reloaded
        .getByRole('status', { name: 'Balance' })
        .filter({ hasText: '€48.00' })
        .waitFor();
      expect(await reloaded.getByRole('button', { name: /^Place bets/ }).count()).toBe(0);
      await screenshotBoth(page, 'live-blackjack-reload-bet');

      // A blackjack on either side settles a seat with no decision: then the next round is bet on.
      let hasDecided = false;
      for (let round = 0; round < 4 && !hasDecided; round += 1) {
        if (round > 0) await placeTwoEuros(tableOf(page));
        hasDecided = await reloadInDecision(page);
        await tableOf(page).getByTestId('hand-result').first().waitFor({ timeout: 30_000 });
      }
      expect(hasDecided).toBe(true);
      await screenshotBoth(page, 'live-blackjack-reload-result');
      await context.close();
    },
  );
});
