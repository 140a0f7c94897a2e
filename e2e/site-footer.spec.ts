import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, screenshot, visitor } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** The info pages a real casino links from every page, as the footer names them and the page they open. */
const LINKS = [
  { label: 'Terms and conditions', heading: 'Terms and conditions' },
  { label: 'Privacy policy', heading: 'Privacy policy' },
  { label: 'Cookie policy', heading: 'Cookie policy' },
  { label: 'Responsible gambling', heading: 'Responsible gambling' },
  { label: 'Bonus terms', heading: 'Bonus terms' },
  { label: 'Frequently asked questions', heading: 'Frequently asked questions' },
  { label: 'How to play', heading: 'How to play' },
] as const;

const footerOf = (page: Page) => page.getByRole('contentinfo', { name: 'About this site' });

async function expectFooter(page: Page): Promise<void> {
  const footer = footerOf(page);
  await footer.scrollIntoViewIfNeeded();
  const info = footer.getByRole('navigation', { name: 'Information' });
  for (const { label } of LINKS)
    await info.getByRole('link', { name: label, exact: true }).waitFor();
  await footer.getByRole('img', { name: 'Only for players aged 18 or over' }).waitFor();
  await footer.getByText('You must be 18 or older to play.', { exact: false }).waitFor();
  await footer.getByText('Call GamCare on 0808 8020 133', { exact: false }).waitFor();
  expect(await footer.getByRole('link', { name: 'Visit GamCare' }).getAttribute('href')).toBe(
    'https://www.gamcare.org.uk',
  );
  await footer
    .getByText(
      'Orca Demo Ltd is licensed and regulated by Demo Gaming Authority (licence no. DEMO-0001).',
    )
    .waitFor();
  const payments = footer.getByRole('region', { name: 'Payment methods' });
  await payments.getByText('Card (Sandbox Pay)').waitFor();
  await payments.getByText('Bank transfer (Sandbox Pay)').waitFor();
  // Nothing of the footer is wider than the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

describe('the site footer', () => {
  it('is on the home page and a game lobby, at 1440 and 375 px, and each of its links opens its page', async () => {
    const { context, page } = await visitor(browser);
    for (const path of ['/', '/casino']) {
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 375, height: 812 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(`${baseUrl()}${path}`);
        await expectFooter(page);
        await footerOf(page).scrollIntoViewIfNeeded();
        await page.waitForTimeout(300);
        await screenshot(
          page,
          `site-footer${path === '/' ? '-home' : path.replaceAll('/', '-')}-${viewport.width}`,
        );
      }
    }

    await page.setViewportSize({ width: 1440, height: 900 });
    for (const { label, heading } of LINKS) {
      await page.goto(`${baseUrl()}/casino`);
      await footerOf(page)
        .getByRole('navigation', { name: 'Information' })
        .getByRole('link', { name: label, exact: true })
        .click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/info\/[a-z-]+$/);
      // The page it opened has the footer too.
      await footerOf(page).waitFor();
    }
    await context.close();
  });

  it('speaks the chosen language', async () => {
    const { context, page } = await visitor(browser, { locale: 'de-DE' });
    await page.goto(`${baseUrl()}/`);
    const footer = page.getByRole('contentinfo', { name: 'Über diese Website' });
    await footer
      .getByText(
        'Orca Demo Ltd ist von Demo Gaming Authority lizenziert und reguliert (Lizenznummer DEMO-0001).',
      )
      .waitFor();
    await footer.getByRole('img', { name: 'Nur für Spieler ab 18 Jahren' }).waitFor();
    await footer.getByRole('region', { name: 'Zahlungsmethoden' }).waitFor();
    await context.close();
  });
});
