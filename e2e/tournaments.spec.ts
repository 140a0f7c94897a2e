import { createHmac } from 'node:crypto';
import type { InboxMessage } from '@orca/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminApi,
  api,
  baseUrl,
  createPlayer,
  depositEarlier,
  launch,
  logInThroughDialog,
  operatorHeaders,
  screenshotBoth,
  uniqueName,
  visitor,
  type TestPlayer,
} from './browser';

/**
 * Slot races and network promotions as players see them: a player joins a race the back office
 * set up, plays its slot on the game page, watches the leaderboard move without a reload and gets
 * the prize message when the race ends; a visitor reads a provider's network promotion.
 */

let browser: Browser;
let admin: Record<string, string>;
beforeAll(async () => {
  browser = await launch();
  admin = await operatorHeaders();
});
afterAll(() => browser.close());

/** CAD, which no other spec's players use, so nothing else moves these players' money. */
const CURRENCY = 'CAD';
const PRIZE_EUR = '25.00';

/** A join-race on Lucky Sevens, starting at once and ending `lengthMs` later, total wagered, a cash prize for rank 1. */
async function createRace(
  title: string,
  lengthMs: number,
): Promise<{ id: string; url: string; startsAt: Date }> {
  const url = uniqueName('e2e-race')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const startsAt = new Date(Date.now() + 1_000);
  const created = await adminApi<{ id: string; url: string }>('POST', '/admin/tournaments', {
    headers: admin,
    body: {
      url,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + lengthMs).toISOString(),
      recurrence: 'none',
      gameIds: ['orca-lucky-sevens'],
      minBetEur: '0.10',
      enrolment: 'join',
      scoring: 'total_wagered',
      scoringParams: {},
      prizes: [{ fromRank: 1, toRank: 1, kind: 'cash', amountEur: PRIZE_EUR }],
      texts: {
        en: {
          title,
          summary: 'Wager the most on Lucky Sevens to win.',
          terms: 'Only **real-money** bets count.',
        },
      },
    },
  });
  if (!created.body.info.success) throw new Error(`race refused: ${JSON.stringify(created.body)}`);
  return { ...created.body.data, startsAt };
}

/** One real-money spin on Lucky Sevens through the game API, as its client plays it. */
async function spinThroughApi(player: TestPlayer, bet: string): Promise<void> {
  const launched = await api<{ url: string }>('GET', '/player/game/orca-lucky-sevens', {
    player: player.session,
  });
  const token = new URL(launched.body.data.url).searchParams.get('token');
  const session = await api<{ sessionToken: string }>('POST', '/play/session', { body: { token } });
  const result = await api('POST', '/play/slot/spin', {
    headers: { 'x-game-session': session.body.data.sessionToken },
    body: { bet },
  });
  if (!result.body.info.success) throw new Error(`spin refused: ${result.body.info.message}`);
}

async function waitForMessage(player: TestPlayer, text: RegExp): Promise<InboxMessage> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const inbox = await api<{ messages: InboxMessage[] }>('GET', '/player/messages', {
      player: player.session,
    });
    const found = inbox.body.data.messages.find((message) => text.test(JSON.stringify(message)));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no message matching ${String(text)}`);
}

const rows = (page: Page) => page.getByTestId('leaderboard-row');

describe('slot races', () => {
  it('lets a player join a race, play its slot, see the leaderboard move live and get the prize message when it ends', async () => {
    const title = `Sprint ${Date.now()}`;
    const race = await createRace(title, 75_000);
    const rival = await createPlayer('Rival', { isComplete: true, currency: CURRENCY });
    const racer = await createPlayer('Racer', { isComplete: true, currency: CURRENCY });
    await depositEarlier(rival, '50');
    await depositEarlier(racer, '200');
    // The rival joins and bets the minimum once: the leaderboard has someone to overtake.
    const joined = await api('POST', `/player/tournaments/${race.id}/join`, {
      player: rival.session,
      body: {},
    });
    expect(joined.body.info, JSON.stringify(joined.body)).toMatchObject({ success: true });
    // Only rounds inside the race's window count: the rival spins once it has started.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, race.startsAt.getTime() + 250 - Date.now())),
    );
    await spinThroughApi(rival, '0.10');

    const { context, page } = await visitor(browser);
    await page.goto(`${baseUrl()}/slot-races`);
    await page.getByRole('heading', { name: 'Slot Races', level: 1 }).waitFor();
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByRole('link', { name: `Details of ${title}` }).click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    // A visitor is asked to log in before joining.
    await page.getByRole('button', { name: 'Log in to join' }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await logInThroughDialog(page, racer.username, racer.password);
    await page.getByRole('button', { name: 'Join the race' }).click();
    await page.getByText('You are in this race').waitFor();
    await page.getByText('You have no score in this race yet.').waitFor();
    // The rival's one spin is counted by the scores consumer; the live feed or the next fetch shows it.
    await rows(page).first().waitFor({ timeout: 30_000 });
    expect(await rows(page).count()).toBe(1);
    // Marks this document: a reload would lose the mark.
    await page.evaluate(() => document.body.setAttribute('data-race-page', 'kept'));

    // The slot on the game page, in a second tab of the same session, at a bet well above the rival's.
    const gamePage = await context.newPage();
    await gamePage.goto(`${baseUrl()}/play/orca/lucky-sevens`);
    const game = gamePage.frameLocator('iframe[title="Lucky Sevens game"]');
    const spin = game.getByRole('button', { name: 'Spin', exact: true });
    await spin.waitFor({ timeout: 30_000 });
    const raise = game.getByRole('button', { name: 'Raise the bet' });
    for (let step = 0; step < 3 && (await raise.isEnabled()); step += 1) await raise.click();
    const nonce = game.locator('span').filter({ hasText: /^Nonce: \d+$/ });
    const firstNonce = Number(await nonce.locator('code').textContent());
    for (let round = 1; round <= 2; round += 1) {
      await spin.click();
      await game
        .locator('span')
        .filter({ hasText: new RegExp(`^Nonce: ${firstNonce + round}$`) })
        .waitFor({ timeout: 30_000 });
      await spin.waitFor({ timeout: 30_000 });
    }
    await gamePage.close();

    // Without a reload, the race page shows the racer first, highlighted, and the rival second.
    const mine = page.locator('[data-testid="leaderboard-row"][aria-current="true"]');
    await mine.waitFor({ timeout: 30_000 });
    await expect.poll(async () => rows(page).count(), { timeout: 30_000 }).toBe(2);
    await expect
      .poll(async () => (await rows(page).first().getAttribute('aria-current')) === 'true', {
        timeout: 30_000,
      })
      .toBe(true);
    await page
      .getByTestId('my-place')
      .filter({ hasText: /^Your place: #1 with / })
      .waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.body.getAttribute('data-race-page'))).toBe('kept');
    await screenshotBoth(page, 'tournaments-race-running');

    // The race ends: the page turns to its final results and the racer is told of the prize.
    await page.getByRole('heading', { name: 'Final results' }).waitFor({ timeout: 120_000 });
    const message = await waitForMessage(racer, new RegExp(`You finished #1 in ${title}!`));
    expect(JSON.stringify(message)).toContain(`${PRIZE_EUR} ${CURRENCY}`);
    await page.getByText(/^You have \d+ new messages?$/).waitFor({ timeout: 30_000 });
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Notifications' })
      .getByText(`You finished #1 in ${title}!`, { exact: false })
      .waitFor();
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.body.getAttribute('data-race-page'))).toBe('kept');
    await screenshotBoth(page, 'tournaments-race-finished');

    // The list names the winner of the finished race.
    await page.goto(`${baseUrl()}/slot-races`);
    const card = page.getByRole('article', { name: title });
    await card.getByText('Winners').waitFor();
    await screenshotBoth(page, 'tournaments-list');
    await context.close();
  }, 300_000);
});

/** Signs a call as the demo's reference provider (Reef) signs its wallet calls. */
async function asReef(path: string, payload: unknown) {
  const body = JSON.stringify(payload);
  const now = Math.floor(Date.now() / 1000);
  const signature = `t=${now},v1=${createHmac('sha256', 'orca-reef-wallet-secret-demo').update(`${now}.${body}`).digest('hex')}`;
  const response = await fetch(`${baseUrl()}/api/v1/provider/reef/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-orca-signature': signature },
    body,
  });
  return {
    status: response.status,
    body: (await response.json()) as { info: { success: boolean; message: string } },
  };
}

describe('network promotions', () => {
  it("shows a visitor the provider's promotion with its window, terms and standings as published", async () => {
    const id = uniqueName('ocean')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');
    const title = `Reef Ocean Drops ${Date.now()}`;
    const hour = 3_600_000;
    const published = await asReef('promotions/publish', {
      promotionId: id,
      url: id,
      startsAt: new Date(Date.now() - hour).toISOString(),
      endsAt: new Date(Date.now() + 24 * hour).toISOString(),
      games: ['pearl-diver'],
      prizePool: [{ currency: 'EUR', amount: '100.00' }],
      prizes: [{ fromRank: 1, toRank: 1, currency: 'EUR', amount: '50.00' }],
      drops: { currency: 'EUR', amount: '5.00', chance: '1/50', perDay: 10 },
      translations: {
        en: {
          title,
          summary: 'Prize drops on every qualifying bet.',
          terms: 'Drops are decided by **Reef**.',
        },
      },
    });
    expect(published.body.info).toMatchObject({ success: true });
    const standings = await asReef('promotions/standings', {
      promotionId: id,
      standings: [
        { rank: 1, player: 'Ma***', casino: 'Orca', score: 'x120.00', prize: '50.00 EUR' },
        { rank: 2, player: 'Lu***', casino: 'Lucky Lagoon', score: 'x80.00' },
      ],
    });
    expect(standings.body.info).toMatchObject({ success: true });

    const { context, page } = await visitor(browser);
    await page.goto(`${baseUrl()}/network-promotions`);
    await page.getByRole('heading', { name: 'Network Promotions', level: 1 }).waitFor();
    await page.getByRole('link', { name: `Details of ${title}` }).click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByTestId('promotion-window').waitFor();
    await page.getByText('Drops are decided by').waitFor();
    await page.getByRole('heading', { name: 'Standings' }).waitFor();
    await page.getByText(/^Updated /).waitFor();
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBe(2);
    expect(await rows(page).first().innerText()).toContain('x120.00');
    // The page declares its language and what a shared link shows.
    expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe('en_GB');
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(title);
    expect(await page.locator('link[rel="alternate"][hreflang="de"]').getAttribute('href')).toMatch(
      new RegExp(`/network-promotions/${id}\\?lang=de$`),
    );
    await screenshotBoth(page, 'tournaments-network-promotion');
    await context.close();
  });
});
