import type { LiveHistory, LiveTableView } from '@orca/contracts';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  baseUrl,
  createPlayer,
  depositEarlier,
  launch,
  screenshotBoth,
  visitor,
  type TestPlayer,
} from './browser';
import { betInOneWindow } from './live-table';

const TABLE = 'roulette-1';
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const SHOTS = '/tmp/shots/live-web1';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser.close());

const euro = (amount: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(amount);

async function launchUrl(gameId: string, player: TestPlayer): Promise<string> {
  const launched = await api<{ url: string }>('GET', `/player/game/${gameId}?homeUrl=/`, {
    player: player.session,
  });
  expect(launched.body.info.success, launched.body.info.message).toBe(true);
  return launched.body.data.url;
}

/** The game session the client keeps under its launch token. */
async function sessionOf(page: Page): Promise<string> {
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

/** The table as the server sees it, with this session's seat. */
async function tableOf(session: string): Promise<LiveTableView> {
  const answer = await api<LiveTableView>('GET', `/live/tables/${TABLE}`, {
    headers: { 'x-game-session': session },
  });
  expect(answer.body.info.success, answer.body.info.message).toBe(true);
  return answer.body.data;
}

const playerBalance = async (player: TestPlayer) =>
  Number(
    (await api<{ total: string }>('GET', '/player/balance', { player: player.session })).body.data
      .total,
  );

describe('live roulette', () => {
  it(
    'two players at one table see the same spin and each is paid for their own bets',
    { timeout: 180_000 },
    async () => {
      const [red, black] = await Promise.all([
        createPlayer('RedBettor', { isComplete: true }),
        createPlayer('BlackBettor', { isComplete: true }),
      ]);
      await depositEarlier(red, '100.00');
      await depositEarlier(black, '100.00');

      // The lobby tile shows the table's live state before anyone sits down.
      const lobby = await visitor(browser);
      await lobby.page.goto(`${baseUrl()}/livecasino?category=roulette`);
      const tile = lobby.page.getByRole('button', { name: /^European Roulette, / });
      await tile.waitFor();
      await expect
        .poll(async () => (await tile.getAttribute('aria-label')) ?? '', { timeout: 30_000 })
        .toMatch(/players$/);
      await screenshotBoth(lobby.page, 'live-lobby');
      await lobby.page.screenshot({ path: `${SHOTS}/lobby-1440.png`, fullPage: true });
      await lobby.page.setViewportSize({ width: 375, height: 812 });
      await lobby.page.screenshot({ path: `${SHOTS}/lobby-375.png`, fullPage: true });
      await lobby.context.close();

      const desk = await visitor(browser);
      const phone = await visitor(browser, { viewport: 'mobile' });
      await desk.page.goto(await launchUrl('orca-live-european-roulette', red));
      await phone.page.goto(await launchUrl('orca-live-european-roulette', black));
      await desk.page.getByRole('group', { name: 'Betting table' }).waitFor();
      await phone.page.getByRole('group', { name: 'Betting table' }).waitFor();

      // Both players bet in the same round: the chips go down on both screens, then both press Place bets.
      await betInOneWindow(desk.page, {
        seconds: 9,
        choose: async () => {
          await desk.page.getByRole('radio', { name: 'Chip of €1.00' }).click();
          await desk.page.getByRole('button', { name: /^Red · pays/ }).click();
          await phone.page.getByRole('radio', { name: 'Chip of €1.00' }).click();
          // Two chips on Black: the phone player's stake is €2.
          await phone.page.getByRole('button', { name: /^Black · pays/ }).click();
          await phone.page.getByRole('button', { name: /^Black · pays/ }).click();
        },
        seats: [
          { scope: desk.page, total: '€1.00' },
          { scope: phone.page, total: '€2.00' },
        ],
      });
      await desk.page.getByRole('button', { name: 'Bets placed · €1.00' }).waitFor();
      await phone.page.getByRole('button', { name: 'Bets placed · €2.00' }).waitFor();
      await desk.page.screenshot({ path: `${SHOTS}/roulette-betting-1440.png`, fullPage: true });
      await phone.page.screenshot({ path: `${SHOTS}/roulette-betting-375.png`, fullPage: true });

      const redSeat = (await tableOf(await sessionOf(desk.page))).seat;
      const blackSeat = (await tableOf(await sessionOf(phone.page))).seat;
      const betRound = redSeat?.liveRoundId;
      expect(redSeat).toMatchObject({ stake: '1.00', isSettled: false });
      expect(blackSeat).toMatchObject({ liveRoundId: betRound, stake: '2.00', isSettled: false });

      // The wheel spins and both screens land on the same pocket, the one the server drew.
      // The seat's own outcome line appears only for the round it bet on, once the ball has landed.
      const outcome = /You win|No win this round/;
      await desk.page
        .getByTestId('live-result')
        .filter({ hasText: outcome })
        .waitFor({ timeout: 60_000 });
      await phone.page
        .getByTestId('live-result')
        .filter({ hasText: outcome })
        .waitFor({ timeout: 30_000 });
      const deskResult = desk.page.getByTestId('roulette-result');
      const phoneResult = phone.page.getByTestId('roulette-result');
      const shown = Number(await deskResult.textContent());
      expect(Number(await phoneResult.textContent())).toBe(shown);

      // The server's record of the round: the same pocket; each wallet paid for its own bet only.
      const history = await api<LiveHistory>('GET', `/live/tables/${TABLE}/history`);
      const drawn = history.body.data.results.find((item) => item.roundId === betRound)?.result;
      expect(drawn).toMatchObject({ kind: 'roulette', pocket: shown });
      const redWin = RED.has(shown) ? 2 : 0;
      const blackWin = shown !== 0 && !RED.has(shown) ? 4 : 0;
      expect(await playerBalance(red)).toBe(100 - 1 + redWin);
      expect(await playerBalance(black)).toBe(100 - 2 + blackWin);

      // Each screen tells its own player's outcome and shows the wallet's balance.
      await desk.page
        .getByTestId('live-result')
        .filter({ hasText: redWin > 0 ? `You win ${euro(redWin)}` : 'No win this round' })
        .waitFor();
      await phone.page
        .getByTestId('live-result')
        .filter({ hasText: blackWin > 0 ? `You win ${euro(blackWin)}` : 'No win this round' })
        .waitFor();
      await desk.page
        .getByRole('status', { name: 'Balance' })
        .filter({ hasText: euro(100 - 1 + redWin) })
        .waitFor();
      await phone.page
        .getByRole('status', { name: 'Balance' })
        .filter({ hasText: euro(100 - 2 + blackWin) })
        .waitFor();
      await desk.page.screenshot({ path: `${SHOTS}/roulette-result-1440.png`, fullPage: true });
      await phone.page.screenshot({ path: `${SHOTS}/roulette-result-375.png`, fullPage: true });

      // The round's commitment is one click away.
      await desk.page.getByRole('button', { name: /fair/i }).first().click();
      await desk.page.getByTestId('live-fair').waitFor();
      await desk.page.screenshot({ path: `${SHOTS}/roulette-fairness-1440.png` });

      await desk.context.close();
      await phone.context.close();

      // With rounds played, the lobby's and the home page's tiles show the last results too.
      const after = await visitor(browser);
      await after.page.goto(`${baseUrl()}/livecasino`);
      const played = after.page.getByRole('button', { name: /^European Roulette, / });
      await played.waitFor();
      await expect
        .poll(async () => after.page.locator('[data-live-phase]').count(), { timeout: 30_000 })
        .toBeGreaterThanOrEqual(3);
      await after.page.screenshot({ path: `${SHOTS}/lobby-all-1440.png`, fullPage: true });
      await after.page.goto(`${baseUrl()}/game-shows`);
      await after.page.getByRole('button', { name: /^Money Wheel, / }).waitFor();
      await after.page.goto(baseUrl());
      const homeLive = after.page.getByRole('list', { name: 'Live casino' });
      await homeLive
        .getByRole('button', { name: /^European Roulette, .*players$/ })
        .waitFor({ timeout: 30_000 });
      await homeLive.scrollIntoViewIfNeeded();
      await after.page.screenshot({ path: `${SHOTS}/home-live-1440.png` });
      await after.page.setViewportSize({ width: 375, height: 812 });
      await homeLive.scrollIntoViewIfNeeded();
      await after.page.screenshot({ path: `${SHOTS}/home-live-375.png` });
      await after.context.close();
    },
  );
});
