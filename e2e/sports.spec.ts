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
  visitor,
  VIEWPORTS,
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
  payout: string | null;
  potentialReturn: string;
  system: { name: string | null; sizes: number[]; lines: number; unitStake: string } | null;
  legs: { eventId: string; eventName: string }[];
}

/** The Yankee placed by its test, watched to its settlement by the test that already waits for a round to play. */
let yankee: { player: Awaited<ReturnType<typeof createPlayer>>; betId: string } | null = null;

/** A round kicks off every 3 minutes and plays about 100 s: a bet on the next round settles within about 5 minutes. */
const SETTLE_WAIT_MS = 330_000;

const upcomingRows = (page: Page) =>
  page.getByRole('region', { name: 'Upcoming' }).getByRole('listitem');

/** Closes the toasts on screen (the deposit's new-message toast sits over a phone's bottom bar), as a person would. */
async function closeToasts(page: Page) {
  const close = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('button', { name: 'Close' });
  while ((await close.count()) > 0) await close.first().click();
}

async function openSportsFromDrawer(page: Page) {
  await page.getByRole('link', { name: 'Sports', exact: true }).first().click();
  await page.getByRole('heading', { name: 'Sports', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Upcoming', level: 2 }).waitFor();
  await upcomingRows(page).first().waitFor({ timeout: 30_000 });
}

describe('sportsbook', () => {
  it('a visitor opens Sports from the drawer, sees live and upcoming matches and a match page', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await openSportsFromDrawer(page);
    const live = page.getByRole('region', { name: 'Live now' });
    await live.waitFor();
    // A round plays about 100 s of every 180: live matches or the note that none is playing.
    await expect
      .poll(
        async () =>
          (await live.getByRole('listitem').count()) > 0 ||
          (await live.getByText('No match is being played right now').isVisible()),
      )
      .toBe(true);
    await page.getByRole('heading', { name: 'Recent results', level: 2 }).waitFor();
    await screenshotBoth(page, 'sports');

    await upcomingRows(page).first().getByRole('link').first().click();
    await page.getByRole('heading', { name: 'Match result', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Provably fair', level: 2 }).waitFor();
    await page.getByText('Server seed hash (SHA-256)').waitFor();
    await screenshotBoth(page, 'sports-event');

    // A visitor's Place bet asks for a log-in.
    await page
      .getByRole('button', { name: /^Draw / })
      .first()
      .click();
    await page
      .getByRole('complementary')
      .getByLabel(/^Stake on Draw/)
      .fill('1');
    await page
      .getByRole('complementary', { name: 'Bet slip' })
      .getByRole('button', { name: 'Place bet' })
      .click();
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    await context.close();
  });

  it('a player places a Yankee at 1.00 a line on four matches: 11 lines for 11.00, shown in My bets as a Yankee', async () => {
    const player = await createPlayer('Yankee', { isComplete: true });
    await depositEarlier(player, '100.00');
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);
    await page.getByRole('banner').getByText('€100.00', { exact: true }).waitFor();
    await openSportsFromDrawer(page);

    // Four home wins from the four matches kicking off last (the first ones can kick off while the
    // player builds the slip, a minute away in the test servers); from three picks the slip offers System.
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await upcomingRows(page).nth(3).waitFor();
    const rows = await upcomingRows(page).count();
    for (let row = rows - 4; row < rows; row += 1)
      await upcomingRows(page).nth(row).getByRole('button').first().click();
    await slip.getByRole('heading', { name: 'Bet slip (4)' }).waitFor();
    await slip.getByRole('tab', { name: 'System' }).click();
    const system = slip.getByRole('combobox', { name: 'System' });
    // Four selections: Yankee and Lucky 15, then 2 from 4 and 3 from 4.
    expect(await system.locator('option').allTextContents()).toEqual([
      'Yankee (11 lines)',
      'Lucky 15 (15 lines)',
      '2 from 4 (6 lines)',
      '3 from 4 (4 lines)',
    ]);
    await system.selectOption({ label: 'Yankee (11 lines)' });
    await slip.getByLabel('Stake per line of the system bet').fill('1');
    await slip.getByTestId('system-lines').getByText('11', { exact: true }).waitFor();
    await slip.getByTestId('system-total-stake').getByText('€11.00', { exact: true }).waitFor();
    const slipReturn = await slip.getByTestId('system-return').textContent();
    expect(slipReturn).toMatch(/^€\d/);
    await closeToasts(page);
    await screenshot(page, 'sports-slip-yankee-desktop');
    await page.setViewportSize(VIEWPORTS.mobile);
    await closeToasts(page);
    await page.getByRole('button', { name: 'Bet slip (4)' }).click();
    const sheet = page.getByRole('dialog', { name: 'Bet slip' });
    await sheet.getByTestId('system-total-stake').scrollIntoViewIfNeeded();
    await sheet.getByTestId('system-lines').getByText('11', { exact: true }).waitFor();
    await screenshot(page, 'sports-slip-yankee-mobile');
    await sheet.getByRole('button', { name: 'Close' }).click();
    await page.setViewportSize(VIEWPORTS.desktop);

    await placeSlipBet(slip);
    await page.getByRole('banner').getByText('€89.00', { exact: true }).waitFor();
    const open = await api<{ bets: Bet[] }>('GET', '/player/sports/bets?status=open', {
      player: player.session,
    });
    const [bet] = open.body.data.bets;
    expect(bet).toMatchObject({
      type: 'system',
      stake: '11.00',
      system: { name: 'yankee', sizes: [2, 3, 4], lines: 11, unitStake: '1.00' },
    });
    expect(bet!.legs).toHaveLength(4);
    yankee = { player, betId: bet!.id };

    await slip.getByRole('link', { name: 'My bets' }).click();
    await page.getByRole('heading', { name: 'My bets', level: 1 }).waitFor();
    const card = page.locator(`[data-bet-id="${bet!.id}"]`);
    await card.getByText('Yankee · 11 lines', { exact: true }).waitFor();
    await card.getByText('Stake per line', { exact: true }).waitFor();
    await card.getByTestId('bet-total-stake').getByText('€11.00', { exact: true }).waitFor();
    // The return the slip showed is the API's: every line rounded down on its own, on both sides.
    await card.getByTestId('bet-return').getByText(slipReturn!, { exact: true }).waitFor();
    await screenshotBoth(page, 'sports-my-bets-yankee');
    await context.close();
  });

  it(
    'a player places a multiple of three matches and a single, sees them settle in My bets with the balance, and verifies a match',
    async () => {
      const player = await createPlayer('Punter', { isComplete: true });
      await depositEarlier(player, '100.00');
      const { context, page } = await visitor(browser);
      await page.goto(baseUrl());
      await logInThroughDialog(page, player.username, player.password);
      await page.getByRole('banner').getByText('€100.00', { exact: true }).waitFor();
      await openSportsFromDrawer(page);

      // Three home wins from three different matches of the next kick-offs.
      const slip = page.getByRole('complementary', { name: 'Bet slip' });
      for (let row = 0; row < 3; row += 1)
        await upcomingRows(page).nth(row).getByRole('button').first().click();
      await slip.getByRole('heading', { name: 'Bet slip (3)' }).waitFor();
      await slip.getByRole('tab', { name: 'Multiple' }).click();
      await slip.getByLabel('Stake on the multiple').fill('2');
      await expect.poll(() => slip.getByText('Potential return').isVisible()).toBe(true);
      await screenshot(page, 'sports-slip-desktop');
      await page.setViewportSize(VIEWPORTS.mobile);
      await closeToasts(page);
      await page.getByRole('button', { name: 'Bet slip (3)' }).click();
      const sheet = page.getByRole('dialog', { name: 'Bet slip' });
      await sheet.getByLabel('Stake on the multiple').waitFor();
      await screenshot(page, 'sports-slip-mobile');
      await sheet.getByRole('button', { name: 'Close' }).click();
      await page.setViewportSize(VIEWPORTS.desktop);

      await placeSlipBet(slip);
      await slip.getByRole('button', { name: 'OK' }).click();

      // A single on the first match's draw.
      await upcomingRows(page).first().getByRole('button').nth(1).click();
      await slip.getByRole('heading', { name: 'Bet slip (1)' }).waitFor();
      await slip.getByLabel(/^Stake on /).fill('1.50');
      await placeSlipBet(slip);

      await page.getByRole('button', { name: 'Profile menu' }).click();
      await page.getByRole('menuitem', { name: 'Sports bets' }).click();
      await page.getByRole('heading', { name: 'My bets', level: 1 }).waitFor();
      await page.getByText('Multiple of 3').waitFor();
      await page.getByText('Single', { exact: true }).first().waitFor();
      await screenshotBoth(page, 'sports-my-bets-open');

      // The matches play; the API says how each bet ended, whatever the seeds gave.
      let settled: Bet[] = [];
      const deadline = Date.now() + SETTLE_WAIT_MS;
      while (Date.now() < deadline) {
        const list = await api<{ bets: Bet[] }>('GET', '/player/sports/bets?status=settled', {
          player: player.session,
        });
        settled = list.body.data.bets;
        if (settled.length === 2) break;
        await page.waitForTimeout(5_000);
      }
      expect(settled).toHaveLength(2);

      await page.getByRole('tab', { name: 'Settled' }).click();
      const statusName: Record<string, string> = { won: 'Won', lost: 'Lost', void: 'Void' };
      for (const bet of settled) {
        const card = page.locator(`[data-bet-id="${bet.id}"]`);
        await card.waitFor();
        await card.getByText(statusName[bet.status]!, { exact: true }).first().waitFor();
      }
      const paid = settled.reduce((sum, bet) => sum + Number(bet.payout ?? '0'), 0);
      const expected = (100 - 2 - 1.5 + paid).toFixed(2);
      const balance = await api<{ cash: string }>('GET', '/player/balance', {
        player: player.session,
      });
      expect(Number(balance.body.data.cash).toFixed(2)).toBe(expected);
      await page.getByRole('banner').getByText(`€${expected}`, { exact: true }).waitFor();
      await screenshotBoth(page, 'sports-my-bets-settled');

      // The ended match's page reveals the seed; the verifier recomputes its score.
      const multiple = settled.find((bet) => bet.legs.length === 3)!;
      const leg = multiple.legs[0]!;
      const event = await api<{ score: { home: number; away: number } }>(
        'GET',
        `/sports/events/${leg.eventId}`,
      );
      const card = page.locator(`[data-bet-id="${multiple.id}"]`);
      await card.getByRole('link', { name: leg.eventName }).click();
      // My bets also lists a verify link under each settled leg: click the match page's own once it shows.
      await page.waitForURL((url) => url.pathname === `/sports/${encodeURIComponent(leg.eventId)}`);
      await page.getByRole('heading', { name: 'Provably fair', exact: true }).waitFor();
      await page.getByRole('link', { name: 'Verify this match' }).click();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const { home, away } = event.body.data.score;
      await page.getByText(`Final score ${home} – ${away}`).waitFor({ timeout: 20_000 });
      await screenshotBoth(page, 'sports-verify');
      await context.close();

      // The Yankee's four matches kicked off no later than a round after these: it settles line by line.
      if (yankee) {
        const { player: owner, betId } = yankee;
        let done: Bet | undefined;
        const yankeeDeadline = Date.now() + 200_000;
        while (Date.now() < yankeeDeadline) {
          const list = await api<{ bets: Bet[] }>('GET', '/player/sports/bets?status=settled', {
            player: owner.session,
          });
          done = list.body.data.bets.find((b) => b.id === betId);
          if (done) break;
          await new Promise((resolve) => setTimeout(resolve, 5_000));
        }
        expect(done?.system).toMatchObject({ name: 'yankee', lines: 11 });
        const own = await visitor(browser);
        await own.page.goto(baseUrl());
        await logInThroughDialog(own.page, owner.username, owner.password);
        const cash = (89 + Number(done!.payout ?? '0')).toFixed(2);
        await own.page.getByRole('banner').getByText(`€${cash}`, { exact: true }).waitFor();
        await own.page.getByRole('button', { name: 'Profile menu' }).click();
        await own.page.getByRole('menuitem', { name: 'Sports bets' }).click();
        await own.page.getByRole('tab', { name: 'Settled' }).click();
        const yankeeCard = own.page.locator(`[data-bet-id="${betId}"]`);
        await yankeeCard.getByText('Yankee · 11 lines', { exact: true }).waitFor();
        const ended: Record<string, string> = { won: 'Won', lost: 'Lost', void: 'Void' };
        await yankeeCard.getByText(ended[done!.status]!, { exact: true }).first().waitFor();
        await yankeeCard
          .getByTestId('bet-return')
          .getByText(`€${done!.payout ?? '0.00'}`, { exact: true })
          .waitFor();
        await screenshotBoth(own.page, 'sports-my-bets-yankee-settled');
        await own.context.close();
      }
    },
    SETTLE_WAIT_MS + 400_000,
  );
});
