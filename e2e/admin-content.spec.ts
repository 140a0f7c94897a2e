import type { Browser, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminApi,
  api,
  baseUrl,
  DEMO_OPERATOR,
  launch,
  logInToBackOffice,
  operatorHeaders,
  uniqueName,
  visitor,
  VIEWPORTS,
} from './browser';

/**
 * An operator writes a news article in English and German in the back office, previews it (the
 * server's rendering, script and javascript: link neutralised), publishes it, and a visitor's
 * request sees it in either language; the drawer menu's labels are edited and the site's menu
 * follows.
 */

const SHOTS = '/tmp/shots/content-api';
let browser: Browser;
let admin: Record<string, string>;
beforeAll(async () => {
  browser = await launch();
  admin = await operatorHeaders();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser.close());

async function shots(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

async function openTab(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Content' })
    .getByRole('link', { name, exact: true })
    .click();
}

describe('content in the back office', () => {
  it('writes a news article in en and de, previews it, publishes it, and a visitor reads it', async () => {
    const url = uniqueName('launch-news')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');
    const { context, page } = await visitor(browser);
    await logInToBackOffice(page, DEMO_OPERATOR);
    await page
      .getByRole('navigation', { name: 'Orca back office' })
      .getByRole('link', { name: 'Content' })
      .click();
    await page.getByRole('heading', { name: 'Content', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Every article' }).waitFor();
    // The demo's articles are listed with their state.
    await page
      .getByRole('table', { name: 'Every article' })
      .getByText('Orca Crash is live')
      .waitFor();

    await page.getByRole('button', { name: 'New article' }).click();
    await page.getByLabel('Title (English)').fill('Tables open all night');
    await page
      .getByLabel('Summary (English)')
      .fill('Live blackjack and baccarat now run around the clock.');
    await page
      .getByLabel('Body (Markdown)')
      .fill(
        '## Around the clock\n\n**Blackjack** and baccarat never close.\n\n<script>window.pwned = 1</script>\n\n[Click](javascript:alert(1)) or read [how to play](/info/how-to-play).',
      );
    const preview = page.getByTestId('content-preview');
    await preview.getByRole('heading', { name: 'Around the clock' }).waitFor();
    expect(await preview.locator('strong').textContent()).toBe('Blackjack');
    expect(await preview.locator('script').count()).toBe(0);
    expect(await preview.locator('a[href^="javascript"]').count()).toBe(0);
    expect(await preview.getByRole('link', { name: 'how to play' }).getAttribute('href')).toBe(
      '/info/how-to-play',
    );
    expect(
      await page.evaluate(() => (window as unknown as { pwned?: number }).pwned),
    ).toBeUndefined();

    await page.getByRole('tab', { name: 'DE' }).click();
    await page.getByLabel('Title (Deutsch)').fill('Tische rund um die Uhr');
    await page
      .getByLabel('Summary (Deutsch)')
      .fill('Live-Blackjack und Baccarat laufen jetzt rund um die Uhr.');
    await page
      .getByLabel('Body (Markdown)')
      .fill('## Rund um die Uhr\n\n**Blackjack** und Baccarat schließen nie.');
    await preview.getByRole('heading', { name: 'Rund um die Uhr' }).waitFor();

    await page.getByLabel('Address (lowercase words joined by hyphens)').fill(url);
    await page.getByLabel('Tags (comma separated)').fill('live, tables');
    await shots(page, 'admin-content-editor');

    // Saved as a draft first: visitors do not see it.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved “Tables open all night”.').waitFor();
    const row = page
      .getByRole('table', { name: 'Every article' })
      .getByRole('row')
      .filter({ hasText: url });
    await row.getByText('Draft', { exact: true }).waitFor();
    expect((await api('GET', `/news/${url}`)).status).toBe(404);

    await page.getByLabel('Publishing').selectOption('now');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await row.getByText('Published', { exact: true }).waitFor();
    await shots(page, 'admin-content-news');

    const english = await api<{
      title: string;
      html: string;
      language: string;
      languages: string[];
    }>('GET', `/news/${url}`);
    expect(english.body.data).toMatchObject({
      title: 'Tables open all night',
      language: 'en',
      languages: ['en', 'de'],
    });
    expect(english.body.data.html).toContain('<strong>Blackjack</strong>');
    expect(english.body.data.html).not.toContain('<script');
    const german = await api<{ title: string; language: string }>('GET', `/news/${url}`, {
      headers: { 'x-language': 'de' },
    });
    expect(german.body.data).toMatchObject({ title: 'Tische rund um die Uhr', language: 'de' });
    const list = await api<{ items: { url: string }[] }>('GET', '/news?limit=5');
    expect(list.body.data.items[0]?.url).toBe(url);

    // Scheduling it into the future takes it off the site again.
    await page.getByLabel('Publishing').selectOption('schedule');
    await page.getByLabel('Publish at (your local time)').fill('2099-01-01T10:00');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await row.getByText('Scheduled', { exact: true }).waitFor();
    expect((await api('GET', `/news/${url}`)).status).toBe(404);
    await context.close();
  });

  it('relabels a drawer entry per language, and the menu and logos tabs show the skin', async () => {
    const { context, page } = await visitor(browser);
    await logInToBackOffice(page, DEMO_OPERATOR);
    await page
      .getByRole('navigation', { name: 'Orca back office' })
      .getByRole('link', { name: 'Content' })
      .click();
    await openTab(page, 'Menu');
    await page.getByLabel('News and Blog label in Deutsch').fill('Neuigkeiten & Blog');
    await page.getByRole('button', { name: 'Save menu' }).click();
    await page.getByText('Menu saved').waitFor();
    await shots(page, 'admin-content-menu');
    const menu = await api<{ id: string; labels: Record<string, string> }[]>('GET', '/skinMenu');
    expect(menu.body.data.find((item) => item.id === 'news')?.labels.de).toBe('Neuigkeiten & Blog');

    await openTab(page, 'Logos');
    await page.getByRole('img', { name: 'main-dark' }).waitFor();
    await shots(page, 'admin-content-logos');

    // The label shows in the site's drawer for a German visitor only.
    const site = await visitor(browser, { locale: 'de-DE' });
    await site.page.goto(`${baseUrl()}/?lang=de`);
    await site.page.getByRole('navigation').getByText('Neuigkeiten & Blog').first().waitFor();
    await site.context.close();

    // Put the label back so other specs see the built-in text.
    const items = (
      await adminApi<{
        items: {
          id: string;
          position: number;
          enabled: boolean;
          labels: Record<string, string>;
          path: string | null;
        }[];
      }>('GET', '/admin/skin/menu', { headers: admin })
    ).body.data.items;
    const restored = items.map(({ id, position, enabled, labels, path }) => ({
      id,
      position,
      enabled,
      labels: id === 'news' ? {} : labels,
      path,
    }));
    expect(
      (await adminApi('PUT', '/admin/skin/menu', { headers: admin, body: { items: restored } }))
        .status,
    ).toBe(200);
    await context.close();
  });
});
