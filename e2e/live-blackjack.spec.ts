import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createPlayer, depositEarlier, launch, screenshotBoth, visitor } from './browser';
import { betInOneWindow } from './live-table';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const TABLE_ID = 'blackjack-1';
const GAME_ID = 'orca-live-blackjack-unlimited';
const euro = (amount: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(amount);

async function launchUrl(playerSession: string): Promise<string> {
  const launched = await api<{ url: string }>(
    'GET',
    `/player/game/${GAME_ID}?homeUrl=/&cashierUrl=/cashier/deposit`,
    { player: playerSession },
  );
  expect(launched.body.info.success, launched.body.info.message).toBe(true);
  return launched.body.data.url;
}

const balanceOnScreen = async (page: Page) =>
  (
    await page.getByRole('status', { name: 'Balance' }).locator('span').last().textContent()
  )?.trim() ?? '';

/** The game session the client keeps under its launch token (to read my seat as the API has it). */
async function gameSession(page: Page): Promise<string> {
  const launchToken = new URL(page.url()).searchParams.get('token');
  const token = await page.evaluate(
    (key) =>
      (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { sessionToken?: string }).sessionToken ??
      null,
    `orca:game-session:${launchToken}`,
  );
  if (!token) throw new Error('no game session in the page');
  return token;
}

describe('live blackjack', () => {
  it('plays a hand through: a stake in the betting window, a decision in the timer, the result and the balance paid', async () => {
    const player = await createPlayer('bj', { isComplete: true });
    await depositEarlier(player, '100');
    const { context, page } = await visitor(browser);
    await page.goto(await launchUrl(player.session));
    await page.getByRole('heading', { name: 'Blackjack Unlimited' }).waitFor();
    await page.getByRole('status', { name: 'Balance' }).filter({ hasText: '€100.00' }).waitFor();
    // The published rules and the RTP come from the table.
    await page
      .getByTestId('blackjack-rules')
      .getByText(/RTP with basic strategy: 99\.\d{4} %/)
      .waitFor();

    await betInOneWindow(page, {
      total: '€2.00',
      seconds: 6,
      choose: async () => {
        await page.getByRole('radio', { name: 'Chip of €1.00' }).click();
        const circle = page.getByRole('button', { name: 'Add a chip of €1.00 to your bet' });
        await circle.click();
        await circle.click();
      },
    });
    await page.getByRole('status', { name: 'Balance' }).filter({ hasText: '€98.00' }).waitFor();
    await page.getByTestId('live-total').filter({ hasText: '€2.00' }).waitFor();

    // The deal: my hand appears; unless a blackjack ends the round at once, I decide within the timer.
    await page.getByTestId('my-hand').first().waitFor({ timeout: 30_000 });
    // A blackjack dealt to me or the dealer finishes my seat at once: no decision buttons then, so
    // wait for one or the other (Playwright's isEnabled waits for a button that never comes).
    const stand = page.getByRole('button', { name: 'Stand', exact: true });
    const handResult = page.getByTestId('hand-result').first();
    const canStand = async () => (await stand.count()) > 0 && (await stand.isEnabled());
    await expect
      .poll(async () => (await handResult.isVisible()) || (await canStand()), { timeout: 30_000 })
      .toBe(true);
    const isDeciding = !(await handResult.isVisible()) && (await canStand());
    if (isDeciding) {
      await page.getByTestId('decision-timer').waitFor();
      // Split is offered only on a pair; what is not legal is not clickable.
      const seat = await api<{ seat: { blackjack: { legalActions: string[] } | null } | null }>(
        'GET',
        `/play/live/${TABLE_ID}/blackjack?hint=1`,
        { headers: { 'x-game-session': await gameSession(page) } },
      );
      const legal = seat.body.data.seat?.blackjack?.legalActions ?? [];
      for (const action of ['Hit', 'Stand', 'Double', 'Split'] as const) {
        expect(
          await page.getByRole('button', { name: action, exact: true }).isEnabled(),
          action,
        ).toBe(legal.includes(action.toLowerCase()));
      }
      await page.getByLabel('Basic-strategy hint').check();
      await page.getByTestId('hint').waitFor();
      await stand.click();
      // The decision taken, the button is disabled or, once the round moves on, gone.
      await expect.poll(canStand, { timeout: 30_000 }).toBe(false);
    }

    // The dealer plays once every seat is done, each hand shows its result and the win is paid.
    await handResult.waitFor({ timeout: 30_000 });
    const table = await api<{
      seat: { blackjack: { hands: { result: string | null; win: string | null }[] } | null } | null;
    }>('GET', `/play/live/${TABLE_ID}/blackjack?hint=0`, {
      headers: { 'x-game-session': await gameSession(page) },
    });
    const hands = table.body.data.seat?.blackjack?.hands ?? [];
    expect(hands.length).toBeGreaterThan(0);
    const won = hands.reduce((sum, hand) => sum + Number(hand.win ?? '0'), 0);
    const resultText = (await page.getByTestId('hand-result').first().textContent()) ?? '';
    expect(resultText.toLowerCase()).toContain(
      { blackjack: 'blackjack', win: 'win', push: 'push', loss: 'lose' }[
        hands[0]?.result ?? 'loss'
      ],
    );
    const expected = euro(98 + won);
    await page.getByRole('status', { name: 'Balance' }).filter({ hasText: expected }).waitFor();
    expect(await balanceOnScreen(page)).toBe(expected);
    const wallet = await api<{ total: string }>('GET', '/player/balance', {
      player: player.session,
    });
    expect(euro(Number(wallet.body.data.total))).toBe(expected);
    await screenshotBoth(page, 'live-blackjack-result');

    await context.close();
  });
});
