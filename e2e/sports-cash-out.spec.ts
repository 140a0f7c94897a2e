import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  baseUrl,
  createPlayer,
  depositEarlier,
  launch,
  logInThroughDialog,
  placeSlipBet,
  screenshot,
  screenshotBoth,
  VIEWPORTS,
  visitor,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

interface Bet {
  id: string;
  type: string;
  status: string;
  stake: string;
  cashedOut: string;
  cashOutRule: { threshold: string } | null;
}

/** No cash-out in the first 10 s after a bet (SPORTS_CASHOUT_COOLDOWN_MS), with a margin. */
const COOLDOWN_WAIT_MS = 11_000;

const upcomingRows = (page: Page) =>
  page.getByRole('region', { name: 'Upcoming' }).getByRole('listitem');

const euros = (amount: number) => `€${amount.toFixed(2)}`;

/** Closes the toasts on screen (the deposit's new-message toast sits over a phone's bottom bar), as a person would. */
async function closeToasts(page: Page) {
  const close = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('button', { name: 'Close' });
  while ((await close.count()) > 0) await close.first().click();
}

/**
 * A phone's view of part of a card: a full-page shot leaves it under the fixed bet-slip bar and tab bar, so the
 * part is scrolled into the viewport and the viewport taken.
 */
async function phoneShot(page: Page, part: ReturnType<Page['locator']>, name: string) {
  const size = page.viewportSize();
  await page.setViewportSize(VIEWPORTS.mobile);
  await part.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await screenshot(page, name);
  if (size) await page.setViewportSize(size);
}

/** The offer's amount read from its confirm button, "Cash out €9.41" → 9.41. */
async function offerAmount(card: ReturnType<Page['locator']>): Promise<number> {
  const confirm = card.getByRole('button', { name: /^Cash out €/ });
  await confirm.waitFor({ timeout: 15_000 });
  const text = (await confirm.textContent()) ?? '';
  return Number(text.replace(/^Cash out €/, '').replace(/,/g, ''));
}

describe('sportsbook cash-out', () => {
  it('a player cashes out part of a single, then the rest, and the balance goes up each time', async () => {
    const player = await createPlayer('Cashout', { isComplete: true });
    await depositEarlier(player, '100.00');
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);
    await page.getByRole('banner').getByText('€100.00', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Sports', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Sports', level: 1 }).waitFor();
    await upcomingRows(page).first().waitFor({ timeout: 30_000 });

    // A home win on the match kicking off last, so it is still open while the player cashes out.
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await upcomingRows(page).last().getByRole('button').first().click();
    await slip.getByRole('heading', { name: 'Bet slip (1)' }).waitFor();
    await slip.getByLabel(/^Stake on /).fill('10');
    await placeSlipBet(slip);
    await page.getByRole('banner').getByText('€90.00', { exact: true }).waitFor();
    const open = await api<{ bets: Bet[] }>('GET', '/player/sports/bets?status=open', {
      player: player.session,
    });
    const bet = open.body.data.bets[0]!;
    expect(bet).toMatchObject({ stake: '10.00', cashedOut: '0.00', status: 'open' });
    const placedAt = Date.now();

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Sports bets' }).click();
    await page.getByRole('heading', { name: 'My bets', level: 1 }).waitFor();
    const card = page.locator(`[data-bet-id="${bet.id}"]`);
    await closeToasts(page);

    // Within the cooldown the API refuses an offer: its message shows beside the button, which stays.
    await card.getByRole('button', { name: 'Cash out', exact: true }).click();
    await card
      .getByRole('alert')
      .getByText('Cash out is not available for this bet right now.', { exact: true })
      .waitFor();
    expect(Date.now() - placedAt).toBeLessThan(COOLDOWN_WAIT_MS - 1_000);
    await page.getByRole('banner').getByText('€90.00', { exact: true }).waitFor();
    await page.waitForTimeout(COOLDOWN_WAIT_MS - (Date.now() - placedAt));

    // The offer, with the time it stays valid.
    await card.getByRole('button', { name: 'Cash out', exact: true }).click();
    const firstOffer = await offerAmount(card);
    expect(firstOffer).toBeGreaterThan(2);
    await card.getByText(/^Offer valid for \d+ s$/).waitFor();
    await screenshotBoth(page, 'sports-cash-out-offer');
    // The screenshots take a few of the offer's 15 s: a player whose offer ran out asks again.
    if (await card.getByRole('button', { name: 'Get a new offer' }).isVisible())
      await card.getByRole('button', { name: 'Get a new offer' }).click();
    await offerAmount(card);

    // Part of it: 2.00 of the offer; the bet rides on with the rest.
    await card.getByLabel(/^Cash out part \(at most €/).fill('2');
    await card.getByRole('button', { name: 'Cash out part' }).click();
    await page.getByText('Cashed out: €2.00 paid to your balance.', { exact: true }).waitFor();
    await card
      .getByTestId('bet-cashed-out')
      .getByText('Cashed out €2.00', { exact: true })
      .waitFor();
    await card.getByText('Open', { exact: true }).first().waitFor();
    await page.getByRole('banner').getByText('€92.00', { exact: true }).waitFor();
    const afterPart = await api<Bet>('GET', `/player/sports/bets/${bet.id}`, {
      player: player.session,
    });
    expect(afterPart.body.data).toMatchObject({ status: 'open', cashedOut: '2.00' });
    expect(Number(afterPart.body.data.stake)).toBeLessThan(10);

    // The rest: the whole of a new offer; the bet leaves the open list and shows as cashed out.
    await card.getByRole('button', { name: 'Cash out', exact: true }).click();
    // On a loaded machine the 15 s offer can run out between reading it and the click: as a player would,
    // ask for a new one and take that (at most three times).
    let rest = 0;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      rest = await offerAmount(card);
      await card.getByRole('button', { name: /^Cash out €/ }).click();
      const paid = page.getByText(`Cashed out: ${euros(rest)} paid to your balance.`, {
        exact: true,
      });
      const renew = card.getByRole('button', { name: 'Get a new offer' });
      // Paid, or the offer ran out (a refusal in between leaves the offer until it does).
      const deadline = Date.now() + 45_000;
      while (!(await paid.isVisible()) && !(await renew.isVisible())) {
        if (Date.now() > deadline)
          throw new Error(
            `neither paid nor a new offer after the cash-out: ${await page.getByRole('main').innerText()}`,
          );
        await page.waitForTimeout(250);
      }
      if (await paid.isVisible()) break;
      await renew.click();
    }
    await page
      .getByText(`Cashed out: ${euros(rest)} paid to your balance.`, { exact: true })
      .waitFor();
    await page
      .getByRole('banner')
      .getByText(euros(92 + rest), { exact: true })
      .waitFor();
    await card.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Settled' }).click();
    await card.getByText('Cashed out', { exact: true }).waitFor();
    await card
      .getByTestId('bet-cashed-out')
      .getByText(`Cashed out ${euros(2 + rest)}`, { exact: true })
      .waitFor();
    const final = await api<Bet>('GET', `/player/sports/bets/${bet.id}`, {
      player: player.session,
    });
    expect(final.body.data).toMatchObject({
      status: 'cashed_out',
      cashedOut: (2 + rest).toFixed(2),
    });
    await closeToasts(page);
    await screenshotBoth(page, 'sports-cash-out-done');
    await context.close();
  }, 120_000);

  it('a player cashes out half of a multiple, then sets an auto cash-out that fires while they wait', async () => {
    const player = await createPlayer('AutoCash', { isComplete: true });
    await depositEarlier(player, '100.00');
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);
    await page.getByRole('banner').getByText('€100.00', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Sports', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Sports', level: 1 }).waitFor();
    await upcomingRows(page).first().waitFor({ timeout: 30_000 });

    // Home wins on the two matches kicking off last, as a multiple of 10.00.
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    const rows = await upcomingRows(page).count();
    expect(rows).toBeGreaterThanOrEqual(2);
    for (const row of [rows - 2, rows - 1])
      await upcomingRows(page).nth(row).getByRole('button').first().click();
    await slip.getByRole('heading', { name: 'Bet slip (2)' }).waitFor();
    await slip.getByRole('tab', { name: 'Multiple' }).click();
    await slip.getByLabel('Stake on the multiple').fill('10');
    await placeSlipBet(slip);
    await page.getByRole('banner').getByText('€90.00', { exact: true }).waitFor();
    const open = await api<{ bets: Bet[] }>('GET', '/player/sports/bets?status=open', {
      player: player.session,
    });
    const bet = open.body.data.bets[0]!;
    expect(bet).toMatchObject({ type: 'multiple', stake: '10.00', cashOutRule: null });

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Sports bets' }).click();
    await page.getByRole('heading', { name: 'My bets', level: 1 }).waitFor();
    const card = page.locator(`[data-bet-id="${bet.id}"]`);
    await closeToasts(page);
    // The cooldown after a bet: the API offers a cash-out once it has passed.
    await expect
      .poll(
        async () =>
          (await api('GET', `/player/sports/bets/${bet.id}/cashout`, { player: player.session }))
            .status,
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(200);

    // The offer with its shares; the screenshots take a few of its 15 s, so a new one may be needed.
    await card.getByRole('button', { name: 'Cash out', exact: true }).click();
    await offerAmount(card);
    await card.getByText('Or cash out a share').waitFor();
    await screenshotBoth(page, 'sports-cash-out-shares');
    await phoneShot(page, card.getByTestId('cash-out'), 'sports-cash-out-shares-phone');
    if (await card.getByRole('button', { name: 'Get a new offer' }).isVisible())
      await card.getByRole('button', { name: 'Get a new offer' }).click();
    const offer = await offerAmount(card);
    const halfButton = card.getByTestId('cash-out-share-0.5');
    const half = Number(((await halfButton.textContent()) ?? '').replace(/^50% · €/, ''));
    expect(half).toBe(Math.floor(offer * 50) / 100);
    await halfButton.click();
    await page
      .getByText(`Cashed out: ${euros(half)} paid to your balance.`, { exact: true })
      .waitFor();
    await card
      .getByTestId('bet-cashed-out')
      .getByText(`Cashed out ${euros(half)}`, { exact: true })
      .waitFor();
    await page
      .getByRole('banner')
      .getByText(euros(90 + half), { exact: true })
      .waitFor();
    const afterHalf = await api<Bet>('GET', `/player/sports/bets/${bet.id}`, {
      player: player.session,
    });
    expect(afterHalf.body.data).toMatchObject({ status: 'open', cashedOut: half.toFixed(2) });
    expect(Number(afterHalf.body.data.stake)).toBeGreaterThan(4.8);
    expect(Number(afterHalf.body.data.stake)).toBeLessThan(5.2);

    // An automatic cash-out a little under what the rest is worth now: it fires on the next feed message of
    // either match or the rules' sweep, with nothing more from the player.
    const now = await api<{ amount: string }>('GET', `/player/sports/bets/${bet.id}/cashout`, {
      player: player.session,
    });
    const threshold = (Math.floor(Number(now.body.data.amount) * 90) / 100).toFixed(2);
    await closeToasts(page);
    await card.getByLabel('Cash out when the offer reaches').fill('0');
    await card.getByRole('button', { name: 'Set auto cash-out' }).click();
    await card.getByRole('alert').getByText('Enter an amount above 0.', { exact: true }).waitFor();
    await card.getByLabel('Cash out when the offer reaches').fill(threshold);
    await card.getByRole('button', { name: 'Set auto cash-out' }).click();
    await card.getByText(`Auto cash-out at €${threshold}`, { exact: true }).waitFor();
    const withRule = await api<Bet>('GET', `/player/sports/bets/${bet.id}`, {
      player: player.session,
    });
    expect(withRule.body.data.cashOutRule).toEqual({ threshold });
    await closeToasts(page);
    await screenshotBoth(page, 'sports-auto-cash-out-set');
    await phoneShot(page, card.getByTestId('auto-cash-out'), 'sports-auto-cash-out-set-phone');

    // Fired: the player's socket hears of it and My bets moves the bet to Settled, the balance up by the rest.
    await card.waitFor({ state: 'detached', timeout: 60_000 });
    const fired = await api<Bet>('GET', `/player/sports/bets/${bet.id}`, {
      player: player.session,
    });
    expect(fired.body.data).toMatchObject({ status: 'cashed_out', cashOutRule: null });
    const rest = Number(fired.body.data.cashedOut) - half;
    expect(rest).toBeGreaterThanOrEqual(Number(threshold));
    await page
      .getByRole('banner')
      .getByText(euros(90 + half + rest), { exact: true })
      .waitFor();
    await page.getByRole('tab', { name: 'Settled' }).click();
    await card.getByText('Cashed out', { exact: true }).waitFor();
    await card
      .getByTestId('bet-cashed-out')
      .getByText(`Cashed out ${euros(half + rest)}`, { exact: true })
      .waitFor();
    await closeToasts(page);
    await screenshotBoth(page, 'sports-auto-cash-out-fired');
    await context.close();
  }, 150_000);
});
