import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKey, baseUrl, launch, screenshot, visitor } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('a visitor', () => {
  it('gets an anonymous session and sees the drawer, header and home sections', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await page.getByRole('heading', { name: 'Top games' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('anonSessionId'))).toMatch(/^[\w-]{43}$/);
    // The server runs with an API_KEY of its own, not the demo's: the page carries it at run time.
    expect(apiKey()).not.toBe('orca-demo-public-key');
    expect(await page.locator('meta[name="orca-api-key"]').getAttribute('content')).toBe(apiKey());
    const drawer = page.getByRole('navigation', { name: 'Main menu' });
    // The drawer's entries come from the API (GET /skinMenu): wait for them before counting.
    await drawer.getByText('Contact Us', { exact: true }).first().waitFor();
    for (const entry of [
      'Rewards',
      'Challenges',
      'VIP Club',
      'Slots',
      'Live Casino',
      'Game Shows',
      'Crash and Fast',
      'Promotions',
      'Tournaments',
      'News and Blog',
      'Affiliates',
      'Live Chat',
      'Contact Us',
    ]) {
      expect(await drawer.getByText(entry, { exact: true }).count(), entry).toBeGreaterThan(0);
    }
    await drawer.getByRole('button', { name: 'Slots' }).click();
    await drawer.getByRole('link', { name: 'Megaways and Multiways' }).click();
    await page.waitForURL(/\/casino\?category=megaways/);
    await screenshot(page, 'home-desktop');
    await context.close();
  });

  it('keeps a language choice across a reload and sends it to the API', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    expect(
      await page.evaluate(() => [
        document.documentElement.lang,
        localStorage.getItem('user-locale'),
      ]),
    ).toEqual(['de', 'de']);
    await page.reload();
    await page.getByRole('heading', { name: 'Top-Spiele' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.getByRole('button', { name: 'Anmelden' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Anmelden' }).click();
    await page.getByText('Bitte geben Sie Ihren Benutzernamen ein').waitFor();
    await context.close();
  });

  it('picks the browser language on a first visit', async () => {
    const { context, page } = await visitor(browser, { locale: 'pt-BR' });
    await page.goto(baseUrl());
    await page.getByRole('heading', { name: 'Jogos em destaque' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt');
    await context.close();
  });

  it('remembers affiliate codes from the address, replacing old ones', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(`${baseUrl()}/?myafftk=first&myaffid=1`);
    await page.getByRole('heading', { name: 'Top games' }).waitFor();
    await page.goto(`${baseUrl()}/news?myafftk=tk-77&myaffid=aff-9`);
    await page.getByRole('heading', { name: 'News and Blog' }).waitFor();
    expect(
      await page.evaluate(() => [localStorage.getItem('myafftk'), localStorage.getItem('myaffid')]),
    ).toEqual(['tk-77', 'aff-9']);
    await page.goto(`${baseUrl()}/?myafftk=only-one`);
    await page.getByRole('heading', { name: 'Top games' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('myafftk'))).toBe('tk-77');
    await context.close();
  });

  it('is sent home from pages that need a login, and sees a not-found page for unknown addresses', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(`${baseUrl()}/profile/my-account`);
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto(`${baseUrl()}/cashier/deposit`);
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto(`${baseUrl()}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });

  it('uses the mobile layout at 375 px', async () => {
    const { context, page } = await visitor(browser, { viewport: 'mobile' });
    await page.goto(baseUrl());
    const footer = page.getByRole('navigation', { name: 'Quick links' });
    await footer.getByText('Promotions').waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Rewards' })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Rewards' }).waitFor();
    await screenshot(page, 'rewards-mobile');
    await context.close();
  });
});
