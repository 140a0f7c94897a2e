import type { LiveHistory, LiveTableView } from '@orca/contracts';
import {
  spinMultiplierRoulette,
  type MultiplierRouletteOutcome,
} from '@orca/games/live/multiplier-roulette';
import { FairFloats } from '@orca/games/rng/fair';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  baseUrl,
  createPlayer,
  depositEarlier,
  launch,
  logInThroughDialog,
  screenshotBoth,
  visitor,
  type TestPlayer,
} from './browser';
import { betInOneWindow, fixRoundSeed } from './live-table';

const TABLE = 'multiplier-roulette-1';
const NAME = 'Multiplier Roulette';
const SHOTS = '/tmp/shots/multiplier-roulette';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser.close());

const euro = (amount: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(amount);

const playerBalance = async (player: TestPlayer) =>
  Number(
    (await api<{ total: string }>('GET', '/player/balance', { player: player.session })).body.data
      .total,
  );

/**
 * A server seed whose round, with the table's public client seed and nonce, draws the ball onto
 * one of its lucky numbers: searched here, the way anyone can recompute a revealed round.
 */
function seedLandingOnLucky(
  clientSeed: string,
  nonce: number,
): { serverSeed: string; outcome: MultiplierRouletteOutcome; multiplier: number } {
  for (let attempt = 0; attempt < 100_000; attempt += 1) {
    const serverSeed = randomBytes(32).toString('hex');
    const outcome = spinMultiplierRoulette(new FairFloats(serverSeed, clientSeed, nonce));
    const hit = outcome.lucky.find((l) => l.number === outcome.pocket);
    if (hit) return { serverSeed, outcome, multiplier: hit.multiplier };
  }
  throw new Error('no seed found');
}

describe('multiplier roulette', () => {
  it(
    'a player opens it from the game shows, bets on a number that turns lucky and is paid its multiplier; recall and the verifier show the lucky numbers',
    { timeout: 240_000 },
    async () => {
      const player = await createPlayer('LuckyStraight', { isComplete: true });
      await depositEarlier(player, '100.00');
      const { context, page } = await visitor(browser);
      await page.goto(`${baseUrl()}/game-shows`);
      await logInThroughDialog(page, player.username, player.password);
      // The deposit's message is announced until the player reads it.
      await page.getByRole('button', { name: 'OK', exact: true }).click();
      await page.keyboard.press('Escape');

      // The lobby tile shows the table's live state.
      const tile = page.getByRole('main').getByRole('button', { name: new RegExp(`^${NAME}, `) });
      await tile.waitFor();
      await expect
        .poll(async () => (await tile.getAttribute('aria-label')) ?? '', { timeout: 30_000 })
        .toMatch(/players$/);
      await page.screenshot({ path: `${SHOTS}/lobby-1440.png`, fullPage: true });
      await tile.click();
      await page
        .getByRole('dialog', { name: NAME })
        .getByRole('button', { name: 'Play now' })
        .click();
      await page.waitForURL(/\/play\/orca\/live-multiplier-roulette$/);
      const frame = page.frameLocator(`iframe[title="${NAME} game"]`);
      await frame.getByRole('group', { name: 'Betting table' }).waitFor();
      // Demo mode's test driver gives the round taking bets a seed chosen for its result.
      let table!: LiveTableView;
      let drawn!: ReturnType<typeof seedLandingOnLucky>;
      await betInOneWindow(frame, {
        total: '€1.00',
        seconds: 9,
        choose: async () => {
          ({ table, drawn } = await fixRoundSeed(TABLE, seedLandingOnLucky));
          // Before betting closes nothing tells which numbers will be lucky.
          await frame
            .getByTestId('lucky-numbers')
            .filter({ hasText: 'revealed when betting closes' })
            .waitFor();
          await frame.getByRole('radio', { name: 'Chip of €1.00' }).click();
          await frame
            .getByRole('button', {
              name: `Straight ${drawn.outcome.pocket} · pays 29 to 1`,
              exact: true,
            })
            .click();
        },
      });
      await frame.getByRole('button', { name: 'Bets placed · €1.00' }).waitFor();
      const { outcome, multiplier } = drawn;
      await page.screenshot({ path: `${SHOTS}/betting-1440.png`, fullPage: true });

      // Betting closes: the lucky numbers light up on the felt and in the strip, then the ball lands.
      const strip = frame.getByTestId('lucky-numbers');
      await strip.filter({ hasText: `${multiplier}×` }).waitFor({ timeout: 60_000 });
      for (const lucky of outcome.lucky)
        await frame
          .locator(`[data-lucky="${lucky.number}"]`)
          .filter({ hasText: `${lucky.multiplier}×` })
          .waitFor();
      await strip.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/lucky-1440.png` });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.screenshot({ path: `${SHOTS}/lucky-375.png`, fullPage: true });
      await page.setViewportSize({ width: 1440, height: 900 });

      const win = 1 + multiplier;
      await frame
        .getByTestId('live-result')
        .filter({ hasText: `lucky number, pays ${multiplier} to 1 · You win ${euro(win)}` })
        .waitFor({ timeout: 30_000 });
      expect(Number(await frame.getByTestId('roulette-result').textContent())).toBe(outcome.pocket);
      await frame
        .getByRole('status', { name: 'Balance' })
        .filter({ hasText: euro(100 - 1 + win) })
        .waitFor();
      expect(await playerBalance(player)).toBe(100 - 1 + win);
      const history = (await api<LiveHistory>('GET', `/live/tables/${TABLE}/history`)).body.data;
      expect(history.results.find((item) => item.roundId === table.roundId)?.result).toEqual({
        kind: 'multiplier_roulette',
        lucky: outcome.lucky,
        pocket: outcome.pocket,
        colour: outcome.colour,
      });
      await page.screenshot({ path: `${SHOTS}/result-1440.png`, fullPage: true });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.screenshot({ path: `${SHOTS}/result-375.png`, fullPage: true });
      await page.setViewportSize({ width: 1440, height: 900 });
      await frame.getByRole('button', { name: 'How to play' }).first().click();
      await frame.getByText("Each lucky number's multiplier (chance): 50×: 46 %").waitFor();
      await page.screenshot({ path: `${SHOTS}/rules-1440.png` });
      await page.keyboard.press('Escape');

      // The round's recall shows the lucky numbers; the verifier recomputes them from the revealed seed.
      await page.goto(`${baseUrl()}/profile/history?tab=gaming`);
      await page
        .getByRole('button', { name: new RegExp(`^Details of ${NAME}`) })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      const recalled = dialog.getByTestId('verified-lucky');
      await recalled.waitFor();
      for (const lucky of outcome.lucky)
        await recalled.getByText(`${lucky.multiplier}×`).first().waitFor();
      await screenshotBoth(page, 'multiplier-roulette-recall');
      await dialog.getByRole('link', { name: 'Verify this round' }).click();
      await page.waitForURL(/\/provably-fair\?game=multiplier_roulette&serverSeed=/);
      const verified = page.getByTestId('verified-lucky');
      await verified.waitFor({ timeout: 20_000 });
      expect((await verified.textContent())?.replace(/\s+/g, '')).toBe(
        outcome.lucky.map((l) => `${l.number}${l.multiplier}×`).join(''),
      );
      await page
        .getByTestId('verified-pocket')
        .filter({ hasText: String(outcome.pocket) })
        .waitFor();
      await page.getByText('It matches the hash shown before play.').waitFor();
      await screenshotBoth(page, 'multiplier-roulette-verifier');
      await context.close();
    },
  );
});
