import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, createPlayer, launch, logInThroughDialog, screenshot, screenshotBoth, visitor } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

// Addresses the GeoLite data that ships with the server places in London and in Paris.
const LONDON = '81.2.69.142';
const PARIS = '80.12.1.1';

describe('issue 22, the spec exactly', () => {
  it('sends a visitor who kept their session and is now in Paris to the access-restricted page (spec section 4)', async () => {
    const { context, page } = await visitor(browser);
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': LONDON });
    await page.goto(baseUrl());
    await page.getByRole('heading', { name: 'Top games' }).waitFor();
    const anon = await page.evaluate(() => localStorage.getItem('anonSessionId'));
    expect(anon).toMatch(/^[\w-]{43}$/);

    await context.setExtraHTTPHeaders({ 'x-forwarded-for': PARIS });
    await page.reload();
    await page.waitForURL(/\/access-restricted$/);
    await page.getByRole('heading', { name: 'Orca is not available in your country' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Top games' }).count()).toBe(0);
    await screenshotBoth(page, 'restricted-with-session');
    await context.close();
  });

  it('shows Bonus and Favorite Games in the drawer to a visitor, and leads them to log in (spec section 2)', async () => {
    const { context, page } = await visitor(browser, { viewport: 'mobile' });
    await page.goto(baseUrl());
    await page.getByRole('button', { name: 'Menu' }).first().click();
    const drawer = page.getByRole('navigation', { name: 'Main menu' });
    await drawer.getByRole('button', { name: /^Bonus/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.waitFor();
    await screenshot(page, 'drawer-bonus-login-mobile');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.setViewportSize({ width: 1440, height: 900 });
    await drawer.getByRole('button', { name: 'Slots' }).click();
    await drawer.getByRole('button', { name: /^Favorite Games/ }).waitFor();
    await screenshot(page, 'drawer-visitor-entries-desktop');
    await drawer.getByRole('button', { name: /^Favorite Games/ }).click();
    await dialog.waitFor();
    await context.close();
  });

  it("says 'Wrong captcha value' at the captcha when the typed characters are wrong (spec section 5)", async () => {
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await page.getByRole('button', { name: 'Log in' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    for (let i = 0; i < 3; i += 1) {
      await dialog.getByLabel('Username').fill('nobodyhere2');
      await dialog.getByLabel('Password').fill('Wrong-password-1');
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await dialog.getByText('Invalid username or password').waitFor();
    }
    await dialog.getByLabel('Captcha', { exact: true }).fill('zzzzz');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await dialog.getByText('Wrong captcha value').waitFor();
    await dialog.getByText('Invalid captcha inserted').waitFor();
    await screenshot(page, 'login-wrong-captcha-desktop');
    await context.close();
  });

  it("writes the player's country code to user-countrycode when their data is refreshed (spec section 4)", async () => {
    const player = await createPlayer('Country');
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await page.getByRole('heading', { name: 'Top games' }).waitFor();
    // A private address has no country, so only the profile can write it.
    await page.evaluate(() => localStorage.setItem('user-countrycode', 'xx'));
    await logInThroughDialog(page, player.username, player.password);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('user-countrycode')), { timeout: 10_000 }).toBe('gb');
    await context.close();
  });
});
