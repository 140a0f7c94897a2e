import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  createPlayer,
  launch,
  logInThroughDialog,
  screenshotBoth,
  visitor,
  VIEWPORTS,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('a new player on a phone', () => {
  it("sees that My account's tab row goes on past the edge, and reaches Verification through the cue", async () => {
    const player = await createPlayer('TabWalker');
    const { context, page } = await visitor(browser, { viewport: 'mobile' });
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);
    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: 'Profile' })
      .click();
    await page.waitForURL(/\/profile\/my-account$/);
    const verification = page.getByRole('tab', { name: 'Verification' });
    await verification.waitFor({ state: 'attached' });
    const outOfSight = async () => {
      const box = await verification.boundingBox();
      return box === null || box.x + box.width > VIEWPORTS.mobile.width;
    };
    expect(await outOfSight()).toBe(true);
    const cue = page.getByTestId('tabs-more');
    await cue.waitFor();
    await screenshotBoth(page, 'my-account-tabs-cue');
    await cue.click();
    await expect.poll(outOfSight).toBe(false);
    await verification.click();
    await page.waitForURL(/\/profile\/my-account\/documents$/);
    await context.close();
  });

  it('is told a link without its token is incomplete, not that it expired', async () => {
    const { context, page } = await visitor(browser, { viewport: 'mobile' });
    for (const path of ['/self-exclusion', '/register-token']) {
      await page.goto(`${baseUrl()}${path}`);
      await page
        .getByText('This link is incomplete: please open it again from your email.')
        .waitFor();
      expect(await page.getByText(/has expired/).count()).toBe(0);
    }
    await context.close();
  });

  it('hears the notifications region named in the language of the page', async () => {
    const player = await createPlayer('Hablante');
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);
    // The log-in's welcome is a toast: the region that holds it is named for screen readers.
    await page.getByRole('region', { name: 'Notifications (F8)' }).waitFor({ state: 'attached' });
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('region', { name: 'Notificaciones (F8)' }).waitFor({ state: 'attached' });
    expect(await page.getByRole('region', { name: /^Notifications/ }).count()).toBe(0);
    await context.close();
  });
});
