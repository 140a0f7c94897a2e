import type { LiveHistory, LiveTableView } from '@orca/contracts';
import { rollDiceShow, type DiceShowOutcome } from '@orca/games/live/dice-show';
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

const TABLE = 'dice-show-1';
const NAME = 'Dice Show';
const SHOTS = '/tmp/shots/dice-show';

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
 * A server seed whose round, with the table's public client seed and nonce, rolls a total that has
 * a multiplier: searched here, the way anyone can recompute a revealed round.
 */
function seedRollingMultiplied(
  clientSeed: string,
  nonce: number,
): { serverSeed: string; outcome: DiceShowOutcome; multiplier: number } {
  for (let attempt = 0; attempt < 100_000; attempt += 1) {
    const serverSeed = randomBytes(32).toString('hex');
    const outcome = rollDiceShow(new FairFloats(serverSeed, clientSeed, nonce));
    const hit = outcome.lucky.find((l) => l.total === outcome.total);
    if (hit) return { serverSeed, outcome, multiplier: hit.multiplier };
  }
  throw new Error('no seed found');
}

describe('dice show', () => {
  it(
    'a player opens it from the game shows, bets on a total that gets a multiplier and is paid it; recall and the verifier show the multipliers and dice',
    { timeout: 240_000 },
    async () => {
      const player = await createPlayer('LuckyTotal', { isComplete: true });
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
      await page.waitForURL(/\/play\/orca\/live-dice-show$/);
      const frame = page.frameLocator(`iframe[title="${NAME} game"]`);
      await frame.getByRole('group', { name: 'Totals to bet on' }).waitFor();
      // Demo mode's test driver gives the round taking bets a seed chosen for its result.
      let table!: LiveTableView;
      let drawn!: ReturnType<typeof seedRollingMultiplied>;
      await betInOneWindow(frame, {
        total: '€1.00',
        seconds: 9,
        choose: async () => {
          ({ table, drawn } = await fixRoundSeed(TABLE, seedRollingMultiplied));
          // Before betting closes nothing tells which totals get a multiplier.
          await frame
            .getByTestId('lucky-totals')
            .filter({ hasText: 'revealed when betting closes' })
            .waitFor();
          await frame.getByRole('radio', { name: 'Chip of €1.00' }).click();
          const odds = await frame
            .locator(`[data-spot="t-${drawn.outcome.total}"]`)
            .getAttribute('aria-label');
          expect(odds).toMatch(new RegExp(`^Total ${drawn.outcome.total} · \\d+:1$`));
          await frame.getByRole('button', { name: odds!, exact: true }).click();
        },
      });
      await frame.getByRole('button', { name: 'Bets placed · €1.00' }).waitFor();
      const { outcome, multiplier } = drawn;
      await page.screenshot({ path: `${SHOTS}/betting-1440.png`, fullPage: true });

      // Betting closes: the multiplied totals light up on the table and in the strip, then the dice roll.
      const strip = frame.getByTestId('lucky-totals');
      await strip.filter({ hasText: `${multiplier}×` }).waitFor({ timeout: 60_000 });
      for (const lucky of outcome.lucky)
        await frame
          .locator(`[data-spot="t-${lucky.total}"][data-lucky="${lucky.multiplier}"]`)
          .filter({ hasText: `${lucky.multiplier}×` })
          .waitFor();
      await page.screenshot({ path: `${SHOTS}/lucky-1440.png`, fullPage: true });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.screenshot({ path: `${SHOTS}/lucky-375.png`, fullPage: true });
      await page.setViewportSize({ width: 1440, height: 900 });

      const win = 1 + multiplier;
      await frame
        .getByTestId('live-result')
        .filter({
          hasText: `${outcome.dice.join(' + ')} = ${outcome.total} · multiplied total, pays ${multiplier} to 1 · You win ${euro(win)}`,
        })
        .waitFor({ timeout: 30_000 });
      expect(await frame.getByTestId('dice-stage').getAttribute('data-settled')).toBe(
        outcome.dice.join('-'),
      );
      await frame
        .getByRole('status', { name: 'Balance' })
        .filter({ hasText: euro(100 - 1 + win) })
        .waitFor();
      expect(await playerBalance(player)).toBe(100 - 1 + win);
      const history = (await api<LiveHistory>('GET', `/live/tables/${TABLE}/history`)).body.data;
      expect(history.results.find((item) => item.roundId === table.roundId)?.result).toEqual({
        kind: 'dice_show',
        lucky: outcome.lucky,
        dice: outcome.dice,
        total: outcome.total,
      });
      await page.screenshot({ path: `${SHOTS}/result-1440.png`, fullPage: true });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.screenshot({ path: `${SHOTS}/result-375.png`, fullPage: true });
      await page.setViewportSize({ width: 1440, height: 900 });
      await frame.getByRole('button', { name: 'How to play' }).first().click();
      await frame.getByText('A seat is paid at most €100,000.00 per round').waitFor();
      await frame.getByRole('cell', { name: '400×, 500×, 600×, 1000×' }).waitFor();
      await page.screenshot({ path: `${SHOTS}/rules-1440.png` });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.screenshot({ path: `${SHOTS}/rules-375.png`, fullPage: true });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.keyboard.press('Escape');

      // The round's recall shows the multiplied totals and dice; the verifier recomputes them from the revealed seed.
      await page.goto(`${baseUrl()}/profile/history?tab=gaming`);
      await page
        .getByRole('button', { name: new RegExp(`^Details of ${NAME}`) })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      const recalled = dialog.getByTestId('verified-lucky-totals');
      await recalled.waitFor();
      for (const lucky of outcome.lucky)
        await recalled.getByText(`${lucky.multiplier}×`).first().waitFor();
      await screenshotBoth(page, 'dice-show-recall');
      await dialog.getByRole('link', { name: 'Verify this round' }).click();
      await page.waitForURL(/\/provably-fair\?game=dice_show&serverSeed=/);
      const verified = page.getByTestId('verified-lucky-totals');
      await verified.waitFor({ timeout: 20_000 });
      expect((await verified.textContent())?.replace(/\s+/g, '')).toBe(
        outcome.lucky.map((l) => `${l.total}${l.multiplier}×`).join(''),
      );
      await page
        .getByTestId('verified-dice')
        .filter({ hasText: `${outcome.dice.join(' + ')} = ${outcome.total}` })
        .waitFor();
      await page.getByText('It matches the hash shown before play.').waitFor();
      await screenshotBoth(page, 'dice-show-verifier');
      await context.close();
    },
  );
});
