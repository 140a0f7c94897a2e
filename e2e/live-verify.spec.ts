import type { LiveTableView, RoundHistorySchema } from '@orca/contracts';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  baseUrl,
  createPlayer,
  depositEarlier,
  launch,
  logInThroughDialog,
  visitor,
  type TestPlayer,
} from './browser';

type RoundHistory = z.infer<typeof RoundHistorySchema>;

const TABLE = 'money-wheel-1';
const SHOTS = '/tmp/shots/live-verify';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser.close());

/** A game session at the money wheel for the player, as the game client would open it. */
async function wheelSession(player: TestPlayer): Promise<string> {
  const launched = await api<{ url: string }>(
    'GET',
    '/player/game/orca-live-money-wheel?homeUrl=/',
    { player: player.session },
  );
  expect(launched.body.info.success, launched.body.info.message).toBe(true);
  const token = new URL(launched.body.data.url).searchParams.get('token');
  const session = await api<{ sessionToken: string }>('POST', '/play/session', { body: { token } });
  expect(session.body.info.success, session.body.info.message).toBe(true);
  return session.body.data.sessionToken;
}

/** Bets on the wheel in the first round with a few seconds of betting left; answers the seat's game round. */
async function betOnWheel(session: string): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const table = (await api<LiveTableView>('GET', `/live/tables/${TABLE}`)).body.data;
    const left = new Date(table.bettingClosesAt).getTime() - new Date(table.serverTime).getTime();
    if (table.phase === 'betting' && left > 3_000) {
      const placed = await api<LiveTableView>('POST', `/play/live/${TABLE}/bet`, {
        headers: { 'x-game-session': session },
        body: {
          kind: 'money_wheel',
          bets: [
            { number: 1, amount: '1.00' },
            { number: 5, amount: '0.50' },
          ],
        },
      });
      expect(placed.body.info.success, placed.body.info.message).toBe(true);
      const roundId = placed.body.data.seat?.roundId;
      if (!roundId) throw new Error('the bet answered no seat');
      return roundId;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('no betting window opened');
}

/** Waits until the seat's round is settled in the player's Gaming history. */
async function waitForSettled(player: TestPlayer, roundId: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const rounds = (
          await api<RoundHistory>('GET', '/player/gameRounds?limit=20&offset=0', {
            player: player.session,
          })
        ).body.data.rounds;
        const round = rounds.find((r) => r.roundId === roundId);
        return round?.outcome?.kind === 'live' && round.outcome.returns.length > 0;
      },
      { timeout: 60_000, interval: 1_000 },
    )
    .toBe(true);
}

async function shootBoth(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe('verifying live rounds', () => {
  it(
    'a played money wheel round opens from Gaming history and the verifier shows the same spin',
    { timeout: 180_000 },
    async () => {
      const player = await createPlayer('WheelVerifier', { isComplete: true });
      await depositEarlier(player, '50.00');
      const roundId = await betOnWheel(await wheelSession(player));
      await waitForSettled(player, roundId);

      const { context, page } = await visitor(browser);
      await page.goto(baseUrl());
      await logInThroughDialog(page, player.username, player.password);
      await page.goto(`${baseUrl()}/profile/history?tab=gaming`);
      await page
        .getByRole('button', { name: /^Details of Money Wheel/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      // The recall: the seat's bets with what each returned, and the wheel's result.
      const bets = dialog.getByRole('table', { name: 'Your bets' });
      await bets.getByRole('row', { name: /Number 1 €1\.00/ }).waitFor();
      await bets.getByRole('row', { name: /Number 5 €0\.50/ }).waitFor();
      const recalled = (await dialog.getByTestId('verified-wheel').textContent()) ?? '';
      expect(recalled).toMatch(/^Lands on \d+/);
      await shootBoth(page, 'recall-money-wheel');

      await dialog.getByRole('link', { name: 'Verify this round' }).click();
      await page.waitForURL(/\/provably-fair\?game=money_wheel&serverSeed=/);
      // The form is pre-filled and the verifier recomputes the same spin from the revealed seed.
      expect(await page.getByRole('combobox', { name: 'Game', exact: true }).inputValue()).toBe(
        'money_wheel',
      );
      await expect
        .poll(async () => (await page.getByTestId('verified-wheel').textContent()) ?? '', {
          timeout: 20_000,
        })
        .toBe(recalled);
      await page.getByText('It matches the hash shown before play.').waitFor();
      await shootBoth(page, 'verifier-money-wheel');
      await context.close();
    },
  );

  it('shows a baccarat hand and a blackjack seat on the verifier', async () => {
    const { context, page } = await visitor(browser);
    const seeds = 'serverSeed=harbour-lights-shoe&clientSeed=baccarat-1%3Ashoe%3A1&nonce=0';
    await page.goto(`${baseUrl()}/provably-fair?game=baccarat&${seeds}&position=40`);
    await page.getByTestId('verified-baccarat').waitFor();
    expect(await page.getByLabel('Hand position in the shoe (optional)').inputValue()).toBe('40');
    await page.getByText('Dealt from card 40 of the shoe.').waitFor();
    await shootBoth(page, 'verifier-baccarat');

    // A round whose deal lets seat 3 hit and then stand (no blackjack, no bust on the hit).
    let blackjack = '';
    for (let round = 1; round < 60 && !blackjack; round += 1) {
      const query = `game=blackjack&serverSeed=harbour-lights&clientSeed=blackjack-1%3A${round}&nonce=0&seat=3&actions=hit,stand`;
      if ((await api('GET', `/fair/verify?${query}`)).body.info.success) blackjack = query;
    }
    expect(blackjack).not.toBe('');
    await page.goto(`${baseUrl()}/provably-fair?${blackjack}`);
    await page.getByTestId('verified-blackjack').waitFor();
    await page.getByRole('heading', { name: 'Seat 3' }).waitFor();
    await page.getByText('Decisions: hit, stand').waitFor();
    await shootBoth(page, 'verifier-blackjack');

    // A wrong decision is refused in the form before anything is asked of the server.
    await page.getByLabel("The seat's decisions in order (optional)").fill('hit, surrender');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('Use only hit, stand, double and split, in the order taken.').waitFor();
    await context.close();
  });
});
