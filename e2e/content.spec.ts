import type { Browser, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, baseUrl, launch, operatorHeaders, visitor, VIEWPORTS } from './browser';

/**
 * A visitor reads the operator's content (issue 14): the news list and an article with its
 * sharing metadata and language alternates, an info page, the same pages in German by the
 * language menu and by ?lang=de, the fallback to English for an article with no German text,
 * the home page's banner carousel and the promotions hub; and the demo's content, a slot race's
 * terms and news tags in French and in German after a switch of the language menu, reached
 * through the footer and the menu as a visitor goes (issue 28.7).
 */

const SHOTS = '/tmp/shots/content-web';
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser.close());

/** Full-page screenshots of the page as it is at 1440 and 375 px, for a person to look at. */
async function shots(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

const headAttribute = (page: Page, selector: string, attribute: string) =>
  page.locator(`head ${selector}`).first().getAttribute(attribute);
const alternates = (page: Page) =>
  page.$$eval('head link[rel="alternate"][hreflang]', (links) =>
    links.map((link) => [
      link.getAttribute('hreflang'),
      new URL(link.getAttribute('href') ?? '').pathname +
        new URL(link.getAttribute('href') ?? '').search,
    ]),
  );

describe('news and info pages', () => {
  it('lists the news, opens an article with its sharing metadata and alternates, and an info page', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(`${baseUrl()}/news`);
    await page.getByRole('heading', { name: 'News and Blog', level: 1 }).waitFor();
    const cards = page.getByTestId('news-list').getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(5);
    await shots(page, 'news');

    await page.getByRole('link', { name: /Orca Crash is live/ }).click();
    await page.getByRole('heading', { name: 'Orca Crash is live', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/news/orca-crash-is-live');
    // The body is the API's rendered Markdown: its link to the verifier is a link.
    await page.locator('article').getByRole('link', { name: 'Provably fair' }).waitFor();
    expect(await page.title()).toBe('Orca Crash is live · Orca Casino');
    expect(await headAttribute(page, 'meta[property="og:locale"]', 'content')).toBe('en_GB');
    expect(await headAttribute(page, 'meta[http-equiv="content-language"]', 'content')).toBe('en');
    expect(await headAttribute(page, 'meta[property="og:title"]', 'content')).toBe(
      'Orca Crash is live',
    );
    expect(await headAttribute(page, 'meta[name="twitter:card"]', 'content')).toMatch(/^summary/);
    expect(await headAttribute(page, 'meta[property="og:url"]', 'content')).toBe(
      `${baseUrl()}/news/orca-crash-is-live?lang=en`,
    );
    const hreflang = await alternates(page);
    expect(hreflang).toContainEqual(['en', '/news/orca-crash-is-live?lang=en']);
    expect(hreflang).toContainEqual(['de', '/news/orca-crash-is-live?lang=de']);
    expect(hreflang).toContainEqual(['x-default', '/news/orca-crash-is-live']);
    // What the visitor shares carries the language it was read in.
    expect(await page.getByRole('link', { name: 'Telegram' }).getAttribute('href')).toContain(
      encodeURIComponent(`${baseUrl()}/news/orca-crash-is-live?lang=en`),
    );
    await shots(page, 'news-article');

    await page.goto(`${baseUrl()}/info`);
    await page.getByRole('heading', { name: 'Information', level: 1 }).waitFor();
    await shots(page, 'info');
    await page
      .locator('main')
      .getByRole('link', { name: /Frequently asked questions/ })
      .click();
    await page.getByRole('heading', { name: 'Frequently asked questions', level: 1 }).waitFor();

    // The language menu: the page answers in German, and <html lang> follows.
    await page.getByRole('banner').getByLabel('Language').selectOption('de');
    await page.getByRole('heading', { name: 'Häufige Fragen', level: 1 }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    await context.close();
  });

  it('follows ?lang=de as the stored choice, drops it from the address, and falls back to English where an article has no German', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(`${baseUrl()}/info/how-to-play?lang=de`);
    await page.getByRole('heading', { name: 'So wird gespielt', level: 1 }).waitFor();
    await page.waitForURL((url) => !url.search.includes('lang='));
    expect(new URL(page.url()).pathname).toBe('/info/how-to-play');
    expect(await page.evaluate(() => window.localStorage.getItem('user-locale'))).toBe('de');
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    expect(await headAttribute(page, 'meta[property="og:locale"]', 'content')).toBe('de_DE');
    await shots(page, 'how-to-play');

    // An article written only in English (the demo's are in all six languages): shown in English, said so, its alternates only en.
    const url = `english-only-${Date.now()}`;
    const created = await adminApi('POST', '/admin/content', {
      headers: await operatorHeaders(),
      body: {
        kind: 'news',
        url,
        status: 'published',
        translations: {
          en: {
            title: 'Written in English only',
            summary: 'Not yet translated.',
            body: 'Only in **English** for now.',
          },
        },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await page.goto(`${baseUrl()}/news/${url}`);
    await page.getByRole('heading', { name: 'Written in English only', level: 1 }).waitFor();
    await page.getByTestId('language-fallback').waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    expect(await page.locator('main article').first().getAttribute('lang')).toBe('en');
    expect(await headAttribute(page, 'meta[property="og:locale"]', 'content')).toBe('en_GB');
    expect((await alternates(page)).map(([language]) => language).sort()).toEqual([
      'en',
      'x-default',
    ]);
    // The interface around it stays German.
    await page.getByRole('link', { name: /Alle Neuigkeiten/ }).waitFor();

    await context.close();
  });
});

describe('a shared news link opened by a crawler', () => {
  it('gets the sharing tags in the HTML itself, in the language the link names', async () => {
    const html = await (await fetch(`${baseUrl()}/news/orca-crash-is-live?lang=de`)).text();
    expect(html).toContain(
      '<title data-server-head="">Orca Crash ist online · Orca Casino</title>',
    );
    expect(html).toContain('<meta property="og:locale" content="de_DE" data-server-head="" />');
    expect(html).toContain(
      `<link rel="alternate" hreflang="en" href="${baseUrl()}/news/orca-crash-is-live?lang=en" data-server-head="" />`,
    );
    // An unknown article is the plain page: the app says it was not found.
    expect(await (await fetch(`${baseUrl()}/news/no-such-article`)).text()).not.toContain(
      'data-server-head',
    );
  });
});

describe('home carousel and promotions hub', () => {
  it('shows the banners and advances by its button', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(`${baseUrl()}/`);
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await carousel.waitFor();
    const current = carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]');
    expect(await current.getAttribute('aria-label')).toBe('1 of 3');
    const first = await current.getByRole('heading').textContent();
    await carousel.getByRole('button', { name: 'Next banner' }).click();
    await expect.poll(() => current.getAttribute('aria-label')).toBe('2 of 3');
    expect(await current.getByRole('heading').textContent()).not.toBe(first);
    // Banner links stay inside the site.
    expect(await current.getByRole('link').getAttribute('href')).toMatch(/^\/(?!\/)/);
    await carousel.getByRole('button', { name: 'Previous banner' }).click();
    await expect.poll(() => current.getAttribute('aria-label')).toBe('1 of 3');
    await shots(page, 'home');
    await context.close();
  });

  it('lists a deposit bonus and a challenge on /promotions, reached from the mobile footer', async () => {
    const { context, page } = await visitor(browser, { viewport: 'mobile' });
    await page.goto(`${baseUrl()}/`);
    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: 'Promotions' })
      .click();
    await page.getByRole('heading', { name: 'Promotions', level: 1 }).waitFor();
    const deposit = page.locator('section[data-kind="deposit_bonus"]');
    await deposit.getByRole('link', { name: /Reload bonus 50 %/ }).waitFor();
    expect(
      await deposit.getByRole('link', { name: /Reload bonus 50 %/ }).getAttribute('href'),
    ).toBe('/deposit-bonus/reload-50');
    const challenges = page.locator('section[data-kind="challenge"]');
    await challenges.getByRole('heading', { name: 'Challenges', level: 2 }).waitFor();
    expect(await challenges.getByTestId('promotion-card').count()).toBeGreaterThan(0);
    await shots(page, 'promotions');
    await context.close();
  });
});

/** What a visitor meets in one language: the menus' names they click, and the demo content they read. */
interface LanguageWalk {
  code: 'fr' | 'de';
  welcome: { title: string; summary: string };
  footer: { label: string; info: string };
  terms: { title: string; sections: string[] };
  drawer: { label: string; tournaments: string; slotRaces: string; news: string };
  race: { details: string; texts: (string | RegExp)[] };
  news: { article: string; tags: string; tag: string };
}

const WALKS: LanguageWalk[] = [
  {
    code: 'fr',
    welcome: { title: 'Bonus de bienvenue', summary: 'Doublez votre premier dépôt' },
    footer: { label: 'À propos de ce site', info: 'Informations' },
    terms: {
      title: 'Conditions générales',
      sections: [
        '1. Votre compte',
        '2. Dépôts et retraits',
        '3. Jeu équitable',
        '4. Jeu responsable',
        '5. Contact',
      ],
    },
    drawer: {
      label: 'Menu principal',
      tournaments: 'Tournois',
      slotRaces: 'Courses de machines',
      news: 'Actualités et blog',
    },
    race: {
      details: 'Détails de Course de slots quotidienne',
      texts: [
        'Tous les joueurs participent',
        /Chaque partie doit miser au moins 0,20\s€/,
        'Les prix en argent sont versés sur votre solde',
      ],
    },
    news: { article: 'Orca Crash est en ligne', tags: 'Mots-clés', tag: 'Jeux' },
  },
  {
    code: 'de',
    welcome: { title: 'Willkommensbonus', summary: 'Verdopple deine erste Einzahlung' },
    footer: { label: 'Über diese Website', info: 'Informationen' },
    terms: {
      title: 'Allgemeine Geschäftsbedingungen',
      sections: [
        '1. Dein Konto',
        '2. Ein- und Auszahlungen',
        '3. Fairness',
        '4. Verantwortungsvolles Spielen',
        '5. Kontakt',
      ],
    },
    drawer: {
      label: 'Hauptmenü',
      tournaments: 'Turniere',
      slotRaces: 'Slot-Rennen',
      news: 'News und Blog',
    },
    race: {
      details: 'Details zu Tägliches Slot-Rennen',
      texts: [
        'Alle Spieler nehmen teil',
        /Jede Runde muss mindestens 0,20\s€ einsetzen/,
        'Geldpreise werden am Ende des Rennens deinem Guthaben gutgeschrieben',
      ],
    },
    news: { article: 'Orca Crash ist online', tags: 'Schlagwörter', tag: 'Spiele' },
  },
];

describe.each(WALKS)('the site in another language ($code)', (walk) => {
  it('shows the carousel, the terms from the footer, a slot race’s terms and the news tags from the menu after the visitor switches language', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(`${baseUrl()}/`);
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await carousel
      .locator('[aria-roledescription="slide"][aria-hidden="false"]')
      .getByRole('heading', { name: 'Welcome bonus' })
      .waitFor();
    await page.getByRole('banner').getByLabel('Language').selectOption(walk.code);
    const slide = carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]');
    await slide.getByRole('heading', { name: walk.welcome.title }).waitFor();
    expect(await slide.textContent()).toContain(walk.welcome.summary);

    // The terms, from the site footer's information links, with all their sections.
    await page
      .getByRole('contentinfo', { name: walk.footer.label })
      .getByRole('navigation', { name: walk.footer.info })
      .getByRole('link', { name: walk.terms.title, exact: true })
      .click();
    await page.getByRole('heading', { name: walk.terms.title, level: 1 }).waitFor();
    const terms = page.locator('main');
    for (const section of walk.terms.sections)
      await terms.getByRole('heading', { name: section }).waitFor();
    expect(await terms.textContent()).not.toContain('Your account');
    expect(await page.getAttribute('html', 'lang')).toBe(walk.code);
    await shots(page, `terms-${walk.code}`);

    // Today's slot race, from the menu's tournaments: its terms are written from the race, none of them the stored English.
    const drawer = page.getByRole('navigation', { name: walk.drawer.label });
    await drawer.getByRole('button', { name: walk.drawer.tournaments }).click();
    await drawer.getByRole('link', { name: walk.drawer.slotRaces }).click();
    await page.waitForURL(/\/slot-races$/);
    await page.getByRole('link', { name: walk.race.details }).first().click();
    const raceTerms = page.getByTestId('race-terms');
    await raceTerms.waitFor();
    const termsText = (await raceTerms.textContent()) ?? '';
    for (const text of walk.race.texts)
      if (typeof text === 'string') expect(termsText).toContain(text);
      else expect(termsText).toMatch(text);
    expect(await page.locator('main').textContent()).not.toContain('Real-money rounds');
    await shots(page, `slot-race-${walk.code}`);

    // News tags read as words of the language, from the menu's news.
    await drawer.getByRole('link', { name: walk.drawer.news }).click();
    await page.waitForURL(/\/news$/);
    const card = page
      .getByTestId('news-list')
      .getByRole('article')
      .filter({ hasText: walk.news.article });
    await card
      .getByRole('list', { name: walk.news.tags })
      .getByText(walk.news.tag, { exact: true })
      .waitFor();
    await shots(page, `news-${walk.code}`);
    await context.close();
  });
});
