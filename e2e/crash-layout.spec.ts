import { CRASH_HISTORY_SIZE } from '@orca/contracts';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, screenshot, visitor } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** The crash client's document inside the game page's frame. */
async function crashFrame(page: Page): Promise<Frame> {
  const element = await page.waitForSelector('iframe[title="Crash game"]');
  const frame = await element.contentFrame();
  if (!frame) throw new Error('the crash frame has no document');
  await frame.getByRole('table').waitFor();
  return frame;
}

/**
 * The strip of last crash points holds up to CRASH_HISTORY_SIZE chips on a server that has run a
 * while; a fresh test server has few. The strip is filled to its maximum with copies of its own
 * chips (a long multiplier each), so the layout is measured as a long-running casino shows it.
 */
async function fillHistory(frame: Frame): Promise<void> {
  // A fresh server's first flight has to end first; a long one takes a while.
  await frame
    .getByRole('list', { name: 'Last rounds' })
    .locator('li')
    .first()
    .waitFor({ timeout: 90_000 });
  await frame.evaluate((size) => {
    const strip = document.querySelector('ol[aria-label="Last rounds"]');
    const chip = strip?.querySelector('li');
    if (!strip || !chip) throw new Error('no crash history');
    while (strip.children.length < size) {
      const copy = chip.cloneNode(true) as HTMLElement;
      const link = copy.querySelector('a');
      if (link) link.textContent = '1,234.56×';
      strip.appendChild(copy);
    }
  }, CRASH_HISTORY_SIZE);
}

/** How the frame's document and the bets table's columns sit in the frame's width. */
const measure = (frame: Frame) =>
  frame.evaluate(() => {
    const header = (name: string) => {
      const cell = Array.from(document.querySelectorAll('th')).find(
        (th) => th.textContent?.trim() === name,
      );
      const box = cell?.getBoundingClientRect();
      return box ? { left: Math.round(box.left), right: Math.round(box.right) } : null;
    };
    return {
      frameWidth: document.documentElement.clientWidth,
      contentWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
      cashOut: header('Cash-out'),
      win: header('Win'),
    };
  });

describe('the crash client fits its frame', () => {
  it('at 1440 px with the drawer open, at 1024 and at 375 px', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(`${baseUrl()}/crash-and-fast`);
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Crash$/ })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: 'Crash' })
      .getByRole('button', { name: 'Play for fun' })
      .click();
    await page.waitForURL(/\/play\/orca\/crash\?mode=fun$/);
    for (const width of [1440, 1024, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      const frame = await crashFrame(page);
      await fillHistory(frame);
      await page.waitForTimeout(300);
      if (width === 1440)
        await page.getByRole('navigation').filter({ hasText: 'Crash and Fast' }).first().waitFor();
      const seen = await measure(frame);
      expect(seen.contentWidth, JSON.stringify(seen)).toBeLessThanOrEqual(seen.frameWidth);
      for (const column of [seen.cashOut, seen.win]) {
        expect(column, JSON.stringify(seen)).not.toBeNull();
        expect(column!.left).toBeGreaterThanOrEqual(0);
        expect(column!.right, JSON.stringify(seen)).toBeLessThanOrEqual(seen.frameWidth);
      }
      await screenshot(page, `crash-layout-${width}`);
    }
    await context.close();
  });
});
