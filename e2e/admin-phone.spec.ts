import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminUrl,
  createPlayer,
  DEMO_OPERATOR,
  depositEarlier,
  launch,
  logInToBackOffice,
  screenshot,
  VIEWPORTS,
  visitor,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('back office on a phone and in several tabs', () => {
  it('folds the menu behind a button at 375 px, and no section is wider than the phone', async () => {
    const { context, page } = await visitor(browser, { viewport: 'mobile' });
    await logInToBackOffice(page, DEMO_OPERATOR);
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    const nav = page.getByRole('navigation', { name: 'Orca back office' });
    // Folded: the content starts near the top instead of under seventeen links.
    expect(await nav.isVisible()).toBe(false);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await heading.waitFor();
    expect((await heading.boundingBox())!.y).toBeLessThan(200);
    await screenshot(page, 'admin-phone-menu-closed');

    await menuButton.click();
    await nav.waitFor();
    expect(
      await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await screenshot(page, 'admin-phone-menu-open');
    const sections = await nav.getByRole('link').allInnerTexts();
    expect(sections.length).toBeGreaterThan(10);

    // Sections wider than the phone, or pushed down by the menu's bar.
    const tooWide: string[] = [];
    for (const section of sections) {
      if (!(await nav.isVisible())) await menuButton.click();
      await nav.getByRole('link', { name: section, exact: true }).click();
      // Following a link folds the menu again.
      await expect.poll(() => nav.isVisible()).toBe(false);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const width = await pageWidth(page);
      if (width > VIEWPORTS.mobile.width) tooWide.push(`${section}: ${width}px`);
      // The folded menu's bar stays a bar, however short the section below it.
      const top = (await page.getByRole('heading', { level: 1 }).first().boundingBox())?.y ?? 0;
      if (top > 200) tooWide.push(`${section}: content starts at ${Math.round(top)}px`);
      await screenshot(page, `admin-phone-${section.toLowerCase().replace(/[^a-z]+/g, '-')}`, {
        fullPage: true,
      });
    }
    expect(tooWide).toEqual([]);

    // Wide screens keep the menu open beside the content, with no button.
    await page.setViewportSize(VIEWPORTS.desktop);
    await nav.waitFor();
    expect(await menuButton.isVisible()).toBe(false);
    await screenshot(page, 'admin-desktop-menu');
    await context.close();
  });

  it('shows a player card with data at 375 px: codes as words, tables scrolling inside the page, not past it', async () => {
    const player = await createPlayer('phonecard', { isComplete: true });
    await depositEarlier(player, '25.00');
    const { context, page } = await visitor(browser, { viewport: 'mobile' });
    await logInToBackOffice(page, DEMO_OPERATOR);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page
      .getByRole('navigation', { name: 'Orca back office' })
      .getByRole('link', { name: 'Players' })
      .click();
    await page.getByLabel('Search players').fill(player.username);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: new RegExp(player.username) }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByText('Not verified').waitFor();
    expect(await panel.getByText('not_verified').count()).toBe(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await screenshot(page, 'admin-phone-player-card', { fullPage: true });
    for (const tab of ['Transactions', 'Sessions', 'Documents', 'Adjustments']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel', { name: tab }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await pageWidth(page), tab).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    }
    await page.getByRole('tab', { name: 'Transactions' }).click();
    await page
      .getByRole('table', { name: 'Transactions' })
      .getByText('Deposit', { exact: true })
      .first()
      .waitFor();
    await screenshot(page, 'admin-phone-player-transactions', { fullPage: true });

    // The deposit list names the method, not its id.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page
      .getByRole('navigation', { name: 'Orca back office' })
      .getByRole('link', { name: 'Deposits' })
      .click();
    await page.getByText('Card (Sandbox Pay)').first().waitFor();
    expect(await page.getByText('sandbox-card', { exact: true }).count()).toBe(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await screenshot(page, 'admin-phone-deposits-with-data', { fullPage: true });
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, 'admin-desktop-deposits-with-data', { fullPage: true });
    await context.close();
  });

  it('opens a player card in a new tab still logged in, and logging out there logs out every tab', async () => {
    const player = await createPlayer('tabcard');
    const { context, page } = await visitor(browser);
    await logInToBackOffice(page, DEMO_OPERATOR);
    await page
      .getByRole('navigation', { name: 'Orca back office' })
      .getByRole('link', { name: 'Players' })
      .click();
    await page.getByLabel('Search players').fill(player.username);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const firstCard = page
      .getByRole('table', { name: 'Players' })
      .getByRole('link', { name: new RegExp(player.username) });
    await firstCard.waitFor();
    const href = await firstCard.getAttribute('href');
    expect(href).toMatch(/^\/players\/\d+$/);

    // The operator opens the card in a new tab (as a middle click does: a new page, no shared sessionStorage).
    const tab = await context.newPage();
    await tab.goto(`${adminUrl()}${href!}`);
    await tab.getByRole('button', { name: 'Log out' }).waitFor();
    expect(await tab.getByRole('heading', { name: 'Authenticator code' }).count()).toBe(0);
    expect(await tab.getByLabel('Password').count()).toBe(0);
    await screenshot(tab, 'admin-new-tab-player-card');

    // Logging out in the new tab ends the session in the first tab too.
    await tab.getByRole('button', { name: 'Log out' }).click();
    await tab.getByRole('heading', { name: 'Staff log-in' }).waitFor();
    await page.getByRole('heading', { name: 'Staff log-in' }).waitFor();

    // Another browser (no tab of this operator open) still has to log in.
    const stranger = await visitor(browser);
    await stranger.page.goto(`${adminUrl()}${href!}`);
    await stranger.page.getByRole('heading', { name: 'Staff log-in' }).waitFor();
    await stranger.context.close();
    await context.close();
  });
});
