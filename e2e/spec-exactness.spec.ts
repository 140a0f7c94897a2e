import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  createPlayer,
  failLogInsUntilCaptcha,
  launch,
  logInThroughDialog,
  screenshot,
  screenshotBoth,
  visitor,
} from './browser';

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
    const dialog = await failLogInsUntilCaptcha(page);
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
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('user-countrycode')), {
        timeout: 10_000,
      })
      .toBe('gb');
    await context.close();
  });
});

describe("issue 22.14, the skin's Turnstile captcha", () => {
  // There is no network to Cloudflare here: the page gets a stand-in for its script that renders a
  // button giving a token, as the real widget does once the visitor passes the check.
  const FAKE_TURNSTILE = `window.turnstile = {
    render(element, options) {
      element.dataset.sitekey = options.sitekey;
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Verify you are human';
      button.onclick = () => options.callback('XXXX.DUMMY.TOKEN.XXXX');
      element.appendChild(button);
      return 'widget-1';
    },
    remove() {},
  };`;

  it('shows the Turnstile widget where the recovery form asks for a captcha, sends its token, and keeps the default key when the skin gives none', async () => {
    const { context, page } = await visitor(browser);
    const scripts: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('https://challenges.cloudflare.com/**', async (route) => {
      scripts.push(route.request().url());
      await route.fulfill({ contentType: 'text/javascript', body: FAKE_TURNSTILE });
    });
    await page.route('**/api/v1/skinConfig/all', async (route) => {
      const response = await route.fetch();
      const envelope = (await response.json()) as {
        data: { turnstileCaptcha: { enabled: boolean; siteKey: string } };
      };
      envelope.data.turnstileCaptcha = { enabled: true, siteKey: '' };
      await route.fulfill({ response, json: envelope });
    });
    let sent: Record<string, unknown> | null = null;
    await page.route('**/api/v1/player/forgottenpass', async (route) => {
      sent = route.request().postDataJSON() as Record<string, unknown>;
      await route.fulfill({
        contentType: 'application/json',
        json: {
          info: {
            success: true,
            message: 'If this address belongs to an account, a link is on its way.',
            resultCode: 'password_reset_sent',
          },
          data: null,
        },
      });
    });

    await page.goto(baseUrl());
    await page.getByRole('button', { name: 'Log in' }).first().click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog');
    const widget = dialog.getByRole('group', { name: 'Security check' });
    await widget.getByRole('button', { name: 'Verify you are human' }).waitFor();
    expect(await dialog.getByLabel('Captcha', { exact: true }).count()).toBe(0);
    expect(await widget.getAttribute('data-sitekey')).toBe('1x00000000000000000000AA');
    expect(errors.some((e) => e.includes('turnstileCaptcha.siteKey'))).toBe(true);
    expect(scripts).toEqual([
      'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    ]);
    await screenshot(page, 'forgot-turnstile-desktop');

    await dialog.getByLabel('Email').fill('someone@example.com');
    await widget.getByRole('button', { name: 'Verify you are human' }).click();
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await dialog
      .getByText('If this address belongs to an account, a link is on its way.')
      .waitFor();
    expect(sent).toEqual({ email: 'someone@example.com', turnstileToken: 'XXXX.DUMMY.TOKEN.XXXX' });
    await context.close();
  });

  it('loads nothing from Cloudflare while the skin keeps the image captcha', async () => {
    const { context, page } = await visitor(browser);
    const scripts: string[] = [];
    await page.route('https://challenges.cloudflare.com/**', async (route) => {
      scripts.push(route.request().url());
      await route.abort();
    });
    await page.goto(baseUrl());
    await page.getByRole('button', { name: 'Log in' }).first().click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('dialog').getByLabel('Captcha', { exact: true }).waitFor();
    expect(scripts).toEqual([]);
    await context.close();
  });
});
