import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  createPlayer,
  depositEarlier,
  launch,
  logInThroughDialog,
  screenshot,
  VIEWPORTS,
  visitor,
  openGameInfo,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The header's controls a player clicks (links, buttons, the language menu) as they are drawn now. */
const headerControls = (page: Page) =>
  page
    .getByRole('banner')
    .locator('a, button, select')
    .evaluateAll((elements) =>
      elements
        .map((element) => {
          const rect = element.getBoundingClientRect();
          return {
            name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
            box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
          };
        })
        .filter(({ box }) => box.width > 0 && box.height > 0),
    );

describe('the new-messages toast on a walk from the lobby into a game and back', () => {
  it('waits while the player is in the game, then shows on the lobby without covering any header control at 1440 and 375 px', async () => {
    const player = await createPlayer('ToastWalk', { isComplete: true });
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);

    // The menu's Crash and Fast lobby, Dice's tile, Play now: the game page.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Crash and Fast' })
      .click();
    const tile = page
      .getByRole('main')
      .getByRole('button', { name: /^Dice(,|$)/ })
      .first();
    const info = await openGameInfo(page, tile, 'Dice');
    await info.getByRole('button', { name: 'Play now' }).click();
    await page.waitForURL(/\/play\/orca\/dice$/);
    await page.getByTitle('Dice game').waitFor();

    // A deposit confirmed meanwhile (the provider's page in another tab) brings a message while the player plays.
    await depositEarlier(player, '25');
    const toastText = page.getByText('You have 1 new message', { exact: true });
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Notifications, 1 new' })
      .waitFor({ timeout: 20_000 });
    expect(await toastText.count()).toBe(0);

    await page.getByRole('link', { name: 'Back to the lobby' }).click();
    await toastText.waitFor();
    const toast = page.locator('li').filter({ has: toastText });
    for (const size of ['desktop', 'mobile'] as const) {
      await page.setViewportSize(VIEWPORTS[size]);
      // A resize crosses breakpoints, and the drawer slides in or out: let its transition finish.
      await page.waitForTimeout(400);
      const box = await toast.boundingBox();
      expect(box, size).not.toBeNull();
      const covered = (await headerControls(page))
        .filter((control) => intersects(box!, control.box))
        .map((control) => control.name);
      expect(covered, size).toEqual([]);
      await screenshot(page, `messages-toast-lobby-${size}`);
    }
    await context.close();
  });
});
