import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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

/** Opens a game the way a person does: its lobby, its tile, its info dialog's button. */
async function openFromLobby(
  page: Page,
  lobby: string,
  name: string,
  button: 'Play now' | 'Play for fun',
) {
  await page.goto(`${baseUrl()}${lobby}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`^${name}(,|$)`) })
    .first()
    .click();
  await page.getByRole('dialog', { name }).getByRole('button', { name: button }).click();
}

describe('a game page on a phone', () => {
  it(
    'shows the game first: no site header or footer around it, the main button above the fold, the balance once, the title whole',
    { timeout: 300_000 },
    async () => {
      const player = await createPlayer('PhoneGame', { isComplete: true });
      await depositEarlier(player, '30.00');
      const { context, page } = await visitor(browser, { viewport: 'mobile' });
      await page.goto(`${baseUrl()}/crash-and-fast`);
      await logInThroughDialog(page, player.username, player.password);
      await page.getByRole('button', { name: 'OK', exact: true }).click();
      await page.keyboard.press('Escape');

      for (const { name, action } of [
        { name: 'Dice', action: /^Roll dice$/ },
        { name: 'Mines', action: /^Bet$/ },
        // Crash rounds are shared: its one button reads by the round's phase, and any phase will do here.
        { name: 'Crash', action: /^(Place bet|Next round soon|Bet placed)$/ },
      ]) {
        await openFromLobby(page, '/crash-and-fast', name, 'Play now');
        await page.waitForURL(/\/mobile\/play\/orca\//);
        const game = page.frameLocator(`iframe[title="${name} game"]`);
        const button = game.getByRole('button', { name: action });
        await button.waitFor();
        // The site's header (with its balance) and footer give way to the game.
        expect(await page.getByRole('banner').isVisible()).toBe(false);
        expect(await page.getByRole('navigation', { name: 'Quick links' }).count()).toBe(0);
        expect(await game.getByRole('status', { name: 'Balance' }).count()).toBe(1);
        const box = await button.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.y + box!.height).toBeLessThanOrEqual(VIEWPORTS.mobile.height);
        // The game's own title is shown whole (two lines if it must), not cut with an ellipsis.
        const title = game.getByRole('heading', { level: 1 });
        expect(await title.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
        await screenshot(page, `phone-game-${name.toLowerCase()}-mobile`);
      }

      // The game bar's back arrow brings the site back.
      await page.getByRole('link', { name: 'Back to the lobby' }).click();
      await page.getByRole('banner').waitFor();
      await page.getByRole('navigation', { name: 'Quick links' }).waitFor();
      await context.close();
    },
  );

  it('keeps the site header beside the game on a computer', async () => {
    const { context, page } = await visitor(browser);
    await openFromLobby(page, '/game-shows', 'Money Wheel', 'Play for fun');
    await page
      .frameLocator('iframe[title="Money Wheel game"]')
      .getByRole('heading', { level: 1 })
      .waitFor();
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    await screenshotBoth(page, 'phone-game-money-wheel');
    await context.close();
  });
});
