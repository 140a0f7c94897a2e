import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  baseUrl,
  createPlayer,
  depositEarlier,
  launch,
  logInThroughDialog,
  screenshot,
  screenshotBoth,
  visitor,
  type TestPlayer,
} from './browser';

/**
 * The loyalty loop a player sees: real-money slot spins earn CP, the rewards consumer lifts them to
 * level 1, and the player claims the level reward and the daily cashback on /rewards; the VIP club
 * and the challenges are there for visitors and players alike.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** The page formats money in the interface language, English here. */
const euros = (minor: bigint) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(Number(minor) / 100);
const minorOf = (amount: string) => BigInt(amount.replace('.', ''));
const headerBalance = (page: Page, text: string) =>
  page.getByRole('banner').getByText(text, { exact: true }).waitFor();
const cashOf = async (player: TestPlayer) =>
  minorOf(
    (await api<{ total: string }>('GET', '/player/balance', { player: player.session })).body.data
      .total,
  );

/** Real-money spins on an in-house slot through the game API, as the game client plays them. */
async function spinSlot(player: TestPlayer, spins: number, bet: string): Promise<void> {
  const launched = await api<{ url: string }>('GET', '/player/game/orca-lucky-sevens', {
    player: player.session,
  });
  if (!launched.body.info.success) throw new Error(`launch refused: ${launched.body.info.message}`);
  const token = new URL(launched.body.data.url).searchParams.get('token');
  const session = await api<{ sessionToken: string }>('POST', '/play/session', { body: { token } });
  if (!session.body.info.success)
    throw new Error(`game session refused: ${session.body.info.message}`);
  for (let spin = 0; spin < spins; spin += 1) {
    const result = await api<{ round: { mode: string } }>('POST', '/play/slot/spin', {
      headers: { 'x-game-session': session.body.data.sessionToken },
      body: { bet },
    });
    if (!result.body.info.success) throw new Error(`spin refused: ${result.body.info.message}`);
    expect(result.body.data.round.mode).toBe('real');
  }
}

/**
 * Reloads /rewards until the rewards consumer has counted the spins and the page shows the level
 * (the consumer follows the settled rounds' events, after the spins' own transactions).
 */
async function waitForLevel(page: Page, level: number): Promise<void> {
  const shown = page.getByTestId('current-level');
  for (let attempt = 0; attempt < 60; attempt += 1) {
    await shown.waitFor();
    if ((await shown.textContent()) === `Level ${level}`) return;
    await page.waitForTimeout(500);
    await page.reload();
  }
  throw new Error(`the page never showed level ${level}`);
}

describe('the rewards page', () => {
  it('shows a visitor the programme and the way in instead of figures', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(`${baseUrl()}/rewards`);
    await page.getByRole('heading', { name: 'Rewards', level: 1 }).waitFor();
    await page.getByText('Log in or sign up to see your level').waitFor();
    await page
      .getByText('You earn 1 cashback point (CP) for every 25 EUR you wager on slots')
      .waitFor();
    await page
      .getByText('Live casino, table games, crash and fast games count 20 % of the wager.')
      .waitFor();
    await page
      .getByText(
        'Daily cashback gives you back 20 % of the house edge on your wagers. You can claim it once a day.',
      )
      .waitFor();
    expect(await page.getByRole('progressbar').count()).toBe(0);
    expect(await page.getByText('Total CP').count()).toBe(0);
    await screenshotBoth(page, 'rewards-visitor');
    await context.close();
  });

  it('lets a player who passed level 1 on slots claim the level reward and the cashback, and shows both claimed on the next visit', async () => {
    const player = await createPlayer('Climber', { isComplete: true });
    await depositEarlier(player, '400');
    // Level 1 needs 10 CP = 250 EUR wagered on slots; three spins of 100 EUR make 12 CP.
    await spinSlot(player, 3, '100');

    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);
    await page.goto(`${baseUrl()}/rewards`);
    await waitForLevel(page, 1);
    await page.getByText('Orca group').waitFor();
    const progress = page.getByRole('progressbar', { name: 'Progress to level 2' });
    // 12 CP of the way from level 1 (10) to level 2 (16): a third.
    expect(await progress.getAttribute('aria-valuenow')).toBe('33');
    expect(await progress.getAttribute('aria-valuetext')).toBe('12 of 16 CP');
    // The next locked rewards: level 2's is 2 EUR.
    await page
      .getByRole('region', { name: 'Coming up' })
      .getByText('€2.00', { exact: true })
      .waitFor();

    let balance = await cashOf(player);
    await headerBalance(page, euros(balance));
    await page.getByRole('button', { name: 'Claim the level 1 reward of €1.00' }).click();
    await page
      .getByText('Level 1 reward of €1.00 added to your balance.', { exact: true })
      .waitFor();
    balance += 100n;
    await headerBalance(page, euros(balance));
    await page.getByText('No reward to claim right now.').waitFor();
    await page.getByText('Rewards already claimed (1)').waitFor();

    const cashback = await api<{ availableAmount: string }>('GET', '/player/cashback', {
      player: player.session,
    });
    const available = minorOf(cashback.body.data.availableAmount);
    // 300 EUR on a slot returning about 96 % leaves an edge of about 12 EUR, a fifth of it cashback.
    expect(available).toBeGreaterThan(0n);
    await page
      .getByTestId('cashback-available')
      .getByText(euros(available), { exact: true })
      .waitFor();
    await page.getByRole('button', { name: `Claim ${euros(available)}` }).click();
    await page
      .getByText(`${euros(available)} cashback added to your balance.`, { exact: true })
      .waitFor();
    balance += available;
    await headerBalance(page, euros(balance));
    const nextClaim = page.getByTestId('next-claim');
    await nextClaim.waitFor();
    expect(await nextClaim.textContent()).toMatch(
      /^Claimed today\. You can claim again from .+ \(UTC\), in \d+ h \d+ min\.$/,
    );
    expect(await page.getByRole('button', { name: /^Claim €/ }).count()).toBe(0);
    expect(await cashOf(player)).toBe(balance);
    await screenshotBoth(page, 'rewards-player');

    // A second visit, through the profile menu's page: both stay claimed.
    await page.goto(`${baseUrl()}/profile/cashback`);
    await page.getByTestId('next-claim').waitFor();
    await page.getByText('Rewards already claimed (1)').waitFor();
    expect(await page.getByRole('button', { name: /^Claim the level/ }).count()).toBe(0);
    await headerBalance(page, euros(balance));

    // The VIP club shows the player's place in the level table.
    await page.goto(`${baseUrl()}/vip-program`);
    await page
      .getByTestId('vip-place')
      .getByText('You are at level 1 with 12 CP. Level 2 needs 16 CP.')
      .waitFor();
    const here = page.locator('tr[aria-current="true"]');
    await here.getByText('You are here').waitFor();
    expect(await here.locator('td').first().textContent()).toBe('1You are here');
    await screenshotBoth(page, 'vip-program-player');
    await context.close();
  });

  it('speaks the player language: a German player reads the page and the rules in German', async () => {
    const player = await createPlayer('Stufen');
    const { context, page } = await visitor(browser, { locale: 'de-DE' });
    await page.goto(baseUrl());
    await page.getByRole('button', { name: 'Anmelden' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Benutzername').fill(player.username);
    await dialog.getByLabel('Passwort').fill(player.password);
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('banner').getByText('0,00 €', { exact: true }).waitFor();
    await page.goto(`${baseUrl()}/rewards`);
    await page.getByRole('heading', { name: 'Belohnungen', level: 1 }).waitFor();
    await page.getByTestId('current-level').waitFor();
    expect(await page.getByTestId('current-level').textContent()).toBe('Level 0');
    await page
      .getByText('Noch in keiner Gruppe: Erreiche Level 1, um der Gruppe Orca beizutreten.')
      .waitFor();
    await page
      .getByText('Noch nichts abzuholen: Cashback sammelt sich, während du mit Echtgeld spielst.')
      .waitFor();
    await page
      .getByText(
        'Das tägliche Cashback gibt dir 20 % des Hausvorteils auf deine Einsätze zurück.',
        { exact: false },
      )
      .waitFor();
    await screenshotBoth(page, 'rewards-player-de');
    await context.close();
  });

  it('asks a visitor on /profile/cashback to log in (the page needs a session)', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(`${baseUrl()}/profile/cashback`);
    await page.waitForURL(`${baseUrl()}/`);
    await context.close();
  });
});

describe('the VIP club', () => {
  it('shows the four tiers with their art, wager ranges and benefits, and the 60 levels by group', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(`${baseUrl()}/vip-program`);
    for (const [tier, range] of [
      ['Bronze', '€50,000 – €100,000 wagered'],
      ['Silver', '€100,000 – €250,000 wagered'],
      ['Gold', '€250,000 – €1,000,000 wagered'],
      ['Platinum', '€1,000,000 – €12,000,000 wagered'],
    ] as const) {
      const card = page.getByRole('article', { name: tier });
      await card.getByText(range).waitFor();
      const src = await card.locator('img').getAttribute('src');
      expect(src).toBe(`/vip/${tier.toLowerCase()}.svg`);
      const art = await fetch(`${baseUrl()}${src}`);
      expect(art.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await art.text()).toContain(`aria-label="Orca VIP ${tier}"`);
    }
    await page
      .getByRole('list', { name: 'Benefits of Platinum' })
      .getByText('Invitations to VIP events, sent by your host (by hand)')
      .waitFor();
    expect(
      await page.getByRole('list', { name: 'Benefits of Bronze' }).getByRole('listitem').count(),
    ).toBe(4);
    await page.getByText('Log in to see where you stand in the level table.').waitFor();
    // Every level of the table, 1 to 60, with the spec's required CP at the group edges.
    expect(await page.locator('tbody tr').count()).toBe(60);
    const row = (level: number) =>
      page
        .locator('tbody tr')
        .filter({ has: page.locator('td', { hasText: new RegExp(`^${level}$`) }) });
    expect(await row(21).locator('td').nth(1).textContent()).toBe('2,000');
    expect(await row(60).locator('td').nth(1).textContent()).toBe('480,000');
    expect(await row(60).locator('td').nth(2).textContent()).toBe('€250');
    expect(await page.locator('tr[aria-current="true"]').count()).toBe(0);
    await screenshotBoth(page, 'vip-program-visitor');
    await context.close();
  });

  it('on a phone keeps the level groups folded until one is opened', async () => {
    const { context, page } = await visitor(browser, { viewport: 'mobile' });
    await page.goto(`${baseUrl()}/vip-program`);
    const bronze = page.getByRole('button', { name: /^Bronze/ });
    await bronze.waitFor();
    expect(await bronze.getAttribute('aria-expanded')).toBe('false');
    expect(
      await page
        .getByRole('table', { name: 'Levels of the Bronze group, their required CP and reward' })
        .isVisible(),
    ).toBe(false);
    await bronze.click();
    expect(await bronze.getAttribute('aria-expanded')).toBe('true');
    await page
      .getByRole('table', { name: 'Levels of the Bronze group, their required CP and reward' })
      .getByRole('cell', { name: '3,800' })
      .waitFor();
    await screenshot(page, 'vip-program-phone-groups', { fullPage: true });
    await context.close();
  });
});

describe('the challenges page', () => {
  it('lists the demo challenges with prize, minimum bet and status, and Play now opens the game', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(`${baseUrl()}/challenges`);
    const table = page.getByRole('table', { name: 'Challenges' });
    await table.waitFor();
    const goldRush = table.getByRole('row', { name: /Gold Rush/ });
    await goldRush.getByRole('cell', { name: '×1,500', exact: true }).waitFor();
    await goldRush.getByRole('cell', { name: '€250.00', exact: true }).waitFor();
    await goldRush.getByRole('cell', { name: '€1.50', exact: true }).waitFor();
    await goldRush.getByText('Open', { exact: true }).waitFor();
    await goldRush.getByRole('cell', { name: '—', exact: true }).waitFor();
    const volcano = table.getByRole('row', { name: /Volcano Megaways/ });
    await volcano.getByRole('cell', { name: '×20,000', exact: true }).waitFor();
    await volcano.getByRole('cell', { name: '€1,500.00', exact: true }).waitFor();
    await volcano.getByRole('cell', { name: '€25.00', exact: true }).waitFor();
    expect(await table.locator('tbody tr').count()).toBeGreaterThanOrEqual(5);
    await screenshotBoth(page, 'challenges');

    await goldRush.getByRole('button', { name: 'Play Gold Rush now' }).click();
    await page.waitForURL(/\/play\/orca\/gold-rush$/);
    await context.close();
  });

  it('shows the challenges as cards on a phone, in the player currency once logged in', async () => {
    // PLN: admin-reports.spec counts the run's NOK players, so other specs leave that currency to it.
    const player = await createPlayer('Challenger', { currency: 'PLN' });
    const { context, page } = await visitor(browser, { viewport: 'mobile' });
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);
    await page.goto(`${baseUrl()}/challenges`);
    const cards = page.getByRole('list', { name: 'Challenges' });
    const goldRush = cards.getByRole('listitem').filter({ hasText: 'Gold Rush' });
    // 250 EUR at the spec's 5 PLN a euro.
    await goldRush.getByText(/^PLN\s1,250\.00$/).waitFor();
    await goldRush.getByRole('button', { name: 'Play Gold Rush now' }).click();
    await page.waitForURL(/\/mobile\/play\/orca\/gold-rush$/);
    await context.close();
  });
});
