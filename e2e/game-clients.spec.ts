import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  depositEarlier,
  createPlayer,
  launch,
  screenshotBoth,
  visitor,
  type TestPlayer,
} from './browser';
import { crashControlsText, waitForCrashBetting } from './crash';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const euro = (amount: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(Number(amount));

/** Where the game page's frame would go: the in-house client with a one-time launch token. */
async function launchUrl(gameId: string, options: { player?: string } = {}): Promise<string> {
  const query = options.player
    ? '?homeUrl=/&cashierUrl=/cashier/deposit'
    : '?play_for_fun=1&homeUrl=/';
  const launched = await api<{ url: string; mode: string }>(
    'GET',
    `/player/game/${gameId}${query}`,
    options.player ? { player: options.player } : {},
  );
  expect(launched.body.info.success, launched.body.info.message).toBe(true);
  return launched.body.data.url;
}

/** The balance the client shows in its header. */
const balanceOnScreen = async (page: Page) =>
  (
    await page.getByRole('status', { name: 'Balance' }).locator('span').last().textContent()
  )?.trim() ?? '';

/** Picks one of a row of choices (risk, direction): the player clicks its label. */
const choose = (page: Page, label: string) =>
  page
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();

async function waitForBalance(page: Page, text: string) {
  await page.getByRole('status', { name: 'Balance' }).filter({ hasText: text }).waitFor();
}

/** Plays rounds until the balance on screen moves (a round can pay back exactly its stake). */
async function playUntilBalanceMoves(page: Page, from: string, playRound: () => Promise<void>) {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await playRound();
    if ((await balanceOnScreen(page)) !== from) return;
  }
  throw new Error(`the balance stayed at ${from}`);
}

/** The game session's own balance, read with the session token the client keeps under its launch token. */
async function sessionBalance(page: Page): Promise<string> {
  const launchToken = new URL(page.url()).searchParams.get('token');
  const token = await page.evaluate(
    (key) =>
      (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { sessionToken?: string }).sessionToken ??
      null,
    `orca:game-session:${launchToken}`,
  );
  if (!token) throw new Error('no game session in the page');
  const balance = await api<{ balance: string }>('GET', '/play/balance', {
    headers: { 'x-game-session': token },
  });
  return balance.body.data.balance;
}

const playerBalance = async (player: TestPlayer) =>
  (await api<{ total: string }>('GET', '/player/balance', { player: player.session })).body.data
    .total;

describe('in-house game clients for fun', () => {
  it('spins a slot, shows the balance change, keeps the session over a reload and ends a reused launch', async () => {
    const url = await launchUrl('orca-lucky-sevens');
    const { context, page } = await visitor(browser);
    await page.goto(url);
    await page.getByRole('heading', { name: 'Lucky Sevens' }).waitFor();
    await waitForBalance(page, '€1,000.00');
    await playUntilBalanceMoves(page, '€1,000.00', async () => {
      await page.getByRole('button', { name: 'Spin', exact: true }).click();
      await page.getByRole('button', { name: 'Spin', exact: true }).waitFor({ timeout: 30_000 });
    });
    expect(await balanceOnScreen(page)).toBe(euro(await sessionBalance(page)));
    await screenshotBoth(page, 'game-client-slot-lucky-sevens');

    await page.getByRole('button', { name: 'Paytable and rules' }).click();
    const paytable = page.getByRole('dialog', { name: 'Lucky Sevens: paytable' });
    await paytable.getByText('96.02%').waitFor();
    await paytable.getByRole('img', { name: 'Payline 1' }).waitFor();
    await paytable.getByRole('button', { name: 'Close' }).click();

    const shown = await balanceOnScreen(page);
    await page.reload();
    await waitForBalance(page, shown);

    const other = await browser.newContext();
    const reused = await other.newPage();
    await reused.goto(url);
    await reused.getByRole('heading', { name: 'This game session has ended' }).waitFor();
    await other.close();
    await context.close();
  });

  it('buys the free spins of a megaways slot and plays them through', async () => {
    const { context, page } = await visitor(browser, { viewport: 'mobile' });
    await page.goto(await launchUrl('orca-volcano-megaways'));
    await waitForBalance(page, '€1,000.00');
    await page.getByRole('button', { name: 'Buy bonus' }).click();
    await page
      .getByRole('dialog', { name: 'Buy the free spins' })
      .getByRole('button', { name: 'Buy for €64.00' })
      .click();
    await page
      .getByText(/Free spin \d+ of \d+/)
      .first()
      .waitFor();
    await screenshotBoth(page, 'game-client-slot-free-spins');
    await page.getByRole('button', { name: 'Skip to the result' }).click();
    await page.getByRole('button', { name: 'Spin', exact: true }).waitFor({ timeout: 30_000 });
    expect(await balanceOnScreen(page)).toBe(euro(await sessionBalance(page)));
    await context.close();
  });

  it('rolls dice and plays limbo', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(await launchUrl('orca-dice'));
    await waitForBalance(page, '€1,000.00');
    await choose(page, 'Roll under');
    expect(await page.getByRole('radio', { name: 'Roll under' }).isChecked()).toBe(true);
    await page.getByLabel('Win chance').fill('25');
    await page.getByLabel('Win chance').press('Enter');
    expect(await page.getByLabel('Multiplier').inputValue()).toBe('3.9600');
    await playUntilBalanceMoves(page, '€1,000.00', async () => {
      await page.getByRole('button', { name: 'Roll dice' }).click();
      await page.getByRole('list', { name: 'Recent results' }).locator('li').first().waitFor();
      await page.getByRole('button', { name: 'Roll dice' }).and(page.locator(':enabled')).waitFor();
    });
    expect(await balanceOnScreen(page)).toBe(euro(await sessionBalance(page)));
    await screenshotBoth(page, 'game-client-dice');

    // Fun rounds verify too: changing the session's seeds reveals the server seed that rolled them.
    await page.getByRole('button', { name: 'Fairness' }).first().click();
    const fairness = page.getByRole('dialog', { name: 'Provably fair' });
    const seedField = fairness.getByLabel('New client seed');
    await seedField.fill('two words');
    await fairness.getByRole('button', { name: 'Change seeds' }).click();
    await fairness
      .getByRole('alert')
      .getByText('Use visible characters only, without spaces')
      .waitFor();
    await seedField.fill('harbour-lights');
    await fairness.getByRole('button', { name: 'Change seeds' }).click();
    await fairness.getByRole('heading', { name: 'Previous seeds (revealed)' }).waitFor();
    expect(await fairness.getByText('harbour-lights', { exact: true }).count()).toBe(1);
    await screenshotBoth(page, 'game-client-fairness-rotated');
    await fairness.getByRole('link', { name: 'Verify this round' }).click();
    await page.waitForURL(/\/provably-fair\?game=dice&serverSeed=/);
    await page.getByText('It matches the hash shown before play.').waitFor();

    await page.goto(await launchUrl('orca-limbo'));
    await waitForBalance(page, '€1,000.00');
    await page.getByLabel('Target multiplier').fill('1.5');
    await page.getByLabel('Target multiplier').press('Enter');
    await playUntilBalanceMoves(page, '€1,000.00', async () => {
      await page.getByRole('button', { name: 'Bet', exact: true }).click();
      await page
        .getByRole('button', { name: 'Bet', exact: true })
        .and(page.locator(':enabled'))
        .waitFor();
    });
    expect(await balanceOnScreen(page)).toBe(euro(await sessionBalance(page)));
    await screenshotBoth(page, 'game-client-limbo');
    await context.close();
  });

  it('draws keno with picked squares and drops plinko balls', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(await launchUrl('orca-keno'));
    await waitForBalance(page, '€1,000.00');
    for (const square of [4, 9, 17, 23, 31])
      await page.getByRole('button', { name: `Square ${square}`, exact: true }).click();
    await page.getByText('5 of 10 squares picked').waitFor();
    await playUntilBalanceMoves(page, '€1,000.00', async () => {
      await page.getByRole('button', { name: 'Bet', exact: true }).click();
      await page.getByText(/^\d+ hits/).waitFor();
      await page
        .getByRole('button', { name: 'Bet', exact: true })
        .and(page.locator(':enabled'))
        .waitFor();
    });
    expect(await balanceOnScreen(page)).toBe(euro(await sessionBalance(page)));
    await screenshotBoth(page, 'game-client-keno');

    await page.goto(await launchUrl('orca-plinko'));
    await waitForBalance(page, '€1,000.00');
    await choose(page, 'High');
    await page.getByRole('button', { name: 'Drop ball' }).click();
    await page.getByRole('button', { name: 'Drop ball' }).click();
    await page.getByText(/^Landed on/).waitFor();
    await page.getByRole('list', { name: 'Recent results' }).locator('li').nth(1).waitFor();
    expect(await balanceOnScreen(page)).toBe(euro(await sessionBalance(page)));
    expect(await balanceOnScreen(page)).not.toBe('€1,000.00');
    await screenshotBoth(page, 'game-client-plinko');
    await context.close();
  });

  it('reveals mines tiles and cashes out', async () => {
    const { context, page } = await visitor(browser, { viewport: 'mobile' });
    await page.goto(await launchUrl('orca-mines'));
    await waitForBalance(page, '€1,000.00');
    await page.getByLabel('Mines', { exact: true }).selectOption('1');
    let isCashedOut = false;
    for (let attempt = 0; attempt < 5 && !isCashedOut; attempt += 1) {
      await page.getByRole('button', { name: 'Bet', exact: true }).click();
      await page.getByRole('button', { name: 'Cash out' }).waitFor();
      await page.getByRole('button', { name: 'Pick a random tile' }).click();
      const outcome = await Promise.race([
        page
          .getByRole('button', { name: /^Cash out €/ })
          .waitFor()
          .then(() => 'gem' as const),
        page
          .getByText('Boom! You hit a mine')
          .waitFor()
          .then(() => 'mine' as const),
      ]);
      if (outcome === 'mine') continue;
      await page.getByRole('button', { name: 'Gem' }).first().waitFor();
      await page.getByRole('button', { name: /^Cash out €/ }).click();
      await page.getByText(/^You cashed out €/).waitFor();
      isCashedOut = true;
    }
    expect(isCashedOut).toBe(true);
    await page.getByRole('button', { name: 'Mine' }).first().waitFor();
    expect(await balanceOnScreen(page)).toBe(euro(await sessionBalance(page)));
    await screenshotBoth(page, 'game-client-mines');
    await context.close();
  });
});

describe('in-house game clients for real money', () => {
  it(
    'plays a slot and a crash round; the balance on screen is the wallet balance',
    { timeout: 300_000 },
    async () => {
      const player = await createPlayer('Spinner', { isComplete: true });
      await depositEarlier(player, '100.00');
      const { context, page } = await visitor(browser);
      await page.goto(await launchUrl('orca-neon-harbor', { player: player.session }));
      await page.getByText('Real money').waitFor();
      await waitForBalance(page, '€100.00');
      await page.getByRole('button', { name: 'Deposit' }).waitFor();
      await playUntilBalanceMoves(page, '€100.00', async () => {
        await page.getByRole('button', { name: 'Spin', exact: true }).click();
        await page.getByRole('button', { name: 'Spin', exact: true }).waitFor({ timeout: 30_000 });
      });
      expect(await balanceOnScreen(page)).toBe(euro(await playerBalance(player)));

      await page.goto(await launchUrl('orca-crash', { player: player.session }));
      await waitForBalance(page, euro(await playerBalance(player)));
      const before = await playerBalance(player);
      // The window is 6 s: on a slow machine it can close between seeing the button and the press. The
      // API then refuses the bet and nothing is staked, so the next round is tried.
      for (let attempt = 1; ; attempt += 1) {
        await waitForCrashBetting(page);
        await page.getByRole('button', { name: 'Place bet' }).click();
        const isIn = await page
          .getByText('Your bet of €1.00 is in this round')
          .waitFor({ timeout: 20_000 })
          .then(() => true)
          .catch(() => false);
        if (isIn) break;
        expect(await playerBalance(player)).toBe(before);
        if (attempt === 3) throw new Error(`no bet taken: ${await crashControlsText(page)}`);
      }
      // Taken once the bet is in: the betting window lasts 6 s, less than a slow screenshot.
      await screenshotBoth(page, 'game-client-crash-betting');
      await waitForBalance(page, euro((Number(before) - 1).toFixed(2)));
      const cashout = page.getByRole('button', { name: /^Cash out €/ });
      const result = await Promise.race([
        cashout.waitFor({ timeout: 30_000 }).then(() => 'flying' as const),
        page
          .getByText(/^Crashed before you cashed out/)
          .waitFor({ timeout: 30_000 })
          .then(() => 'lost' as const),
      ]);
      if (result === 'flying') await cashout.click().catch(() => undefined);
      await page
        .getByText(/^(Cashed out at|Crashed before you cashed out)/)
        .waitFor({ timeout: 30_000 });
      await page.getByText('Crashed', { exact: true }).waitFor({ timeout: 90_000 });
      await page.waitForTimeout(500);
      expect(await balanceOnScreen(page)).toBe(euro(await playerBalance(player)));
      await screenshotBoth(page, 'game-client-crash');
      await context.close();
    },
  );
});
