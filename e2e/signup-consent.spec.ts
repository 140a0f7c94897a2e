import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, screenshotBoth, uniqueName, visitor } from './browser';

const PASSWORD = 'Harbour-Lights-77';
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Follows a link that opens its page in a new tab, and reads that page's heading. */
async function headingOfNewTab(
  page: Page,
  linkName: string,
): Promise<{ path: string; heading: string }> {
  const [opened] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('form', { name: 'Sign up' }).getByRole('link', { name: linkName }).click(),
  ]);
  const heading = opened.getByRole('heading', { level: 1 });
  await heading.waitFor();
  const result = {
    path: new URL(opened.url()).pathname,
    heading: (await heading.textContent())?.trim() ?? '',
  };
  await opened.close();
  return result;
}

describe('signing up: privacy policy and terms', () => {
  it('links both documents in new tabs without losing the form, and refuses the account until the terms are accepted', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('link', { name: 'Sign up' }).first().click();
    await page.waitForURL(/\/register$/);
    const form = page.getByRole('form', { name: 'Sign up' });
    const username = uniqueName('Consent');
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Email').fill(`${username.toLowerCase()}@example.com`);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password').fill(PASSWORD);
    await form.getByLabel('Day').selectOption('17');
    await form.getByLabel('Month').selectOption('05');
    await form.getByLabel('Year').selectOption('1990');
    await form.getByLabel('Country').selectOption('GB');

    // The documents open beside the form; what the player typed stays.
    expect(await headingOfNewTab(page, 'Privacy Policy')).toEqual({
      path: '/info/privacy-policy',
      heading: 'Privacy policy',
    });
    expect(await headingOfNewTab(page, 'Terms and Conditions')).toEqual({
      path: '/info/terms-and-conditions',
      heading: 'Terms and conditions',
    });
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(await form.getByLabel('Username').inputValue()).toBe(username);

    // The privacy box alone is not enough.
    await form.getByLabel(/Privacy Policy/).check();
    await form.getByRole('button', { name: 'Create account' }).click();
    await form.getByText('The terms must be accepted').waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');
    await screenshotBoth(page, 'signup-consent');

    await form.getByLabel(/Terms and Conditions/).check();
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/profile\/my-account/);
    await page.getByText(username, { exact: true }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1440,
    );
    await context.close();
  });

  it('keeps the form within a phone screen', async () => {
    const { context, page } = await visitor(browser, { viewport: 'mobile' });
    await page.goto(`${baseUrl()}/register`);
    await page.getByRole('form', { name: 'Sign up' }).waitFor();
    await page
      .getByRole('form', { name: 'Sign up' })
      .getByRole('link', { name: 'Terms and Conditions' })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await context.close();
  });
});
