import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, screenshotBoth, visitor } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/**
 * Issue 28, item 14: the game bar above a localised game showed the catalogue's English name
 * ("Dice" over a German "Würfel"). The bar now leaves the name to the game's own header and keeps
 * it for screen readers only.
 */
describe('the game bar in another language', () => {
  it('shows no English title over a game that plays in German, opened from the lobby', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(`${baseUrl()}/crash-and-fast?lang=de`);
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Dice(,|$)/ })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: 'Dice' })
      .getByRole('button', { name: 'Zum Spaß spielen' })
      .click();
    await page.waitForURL(/\/play\/orca\/dice\?mode=fun$/);
    const game = page.frameLocator('iframe[title="Spiel Dice"]');
    await game.getByRole('heading', { level: 1, name: 'Würfel' }).waitFor();

    // The page's own heading names the game for screen readers, and takes no room on screen.
    const barTitle = page.getByRole('heading', { level: 1, name: 'Dice', exact: true });
    expect(await barTitle.count()).toBe(1);
    const box = await barTitle.boundingBox();
    expect(box === null || (box.width <= 1 && box.height <= 1), JSON.stringify(box)).toBe(true);
    await screenshotBoth(page, 'game-bar-german');
    await context.close();
  });
});
