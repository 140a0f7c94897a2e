import type { LiveHistory, LiveTableView } from '@orca/contracts';
import { spinMoneyWheel, type MoneyWheelOutcome } from '@orca/games/live/money-wheel';
import { FairFloats } from '@orca/games/rng/fair';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createPlayer,
  depositEarlier,
  launch,
  screenshotBoth,
  visitor,
  type TestPlayer,
} from './browser';
import { betInOneWindow, fixRoundSeed } from './live-table';

const TABLE = 'money-wheel-1';
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

const playerBalance = async (player: TestPlayer) =>
  Number(
    (await api<{ total: string }>('GET', '/player/balance', { player: player.session })).body.data
      .total,
  );

/**
 * A server seed whose round, with the table's public client seed and nonce, first lands on a
 * multiplier segment and ends on 1: searched here, the way anyone can recompute a revealed round.
 */
function seedLandingOnMultiplier(
  clientSeed: string,
  nonce: number,
): { serverSeed: string; outcome: MoneyWheelOutcome } {
  for (let attempt = 0; attempt < 100_000; attempt += 1) {
    const serverSeed = randomBytes(32).toString('hex');
    const outcome = spinMoneyWheel(new FairFloats(serverSeed, clientSeed, nonce));
    if (outcome.spins[0]?.segment.kind === 'multiplier' && outcome.number === 1)
      return { serverSeed, outcome };
  }
  throw new Error('no seed found');
}

describe('money wheel', () => {
  it(
    'lands on a multiplier, spins again and pays the multiplied number',
    { timeout: 180_000 },
    async () => {
      const player = await createPlayer('WheelFan', { isComplete: true });
      await depositEarlier(player, '100.00');
      const { context, page } = await visitor(browser);
      await page.goto(await launchUrl('orca-live-money-wheel', player));
      await page.getByRole('group', { name: 'Bet spots' }).waitFor();
      // Demo mode's test driver gives the round taking bets a seed chosen for its result.
      let table!: LiveTableView;
      let drawn!: ReturnType<typeof seedLandingOnMultiplier>;
      await betInOneWindow(page, {
        total: '€1.00',
        seconds: 9,
        choose: async () => {
          ({ table, drawn } = await fixRoundSeed(TABLE, seedLandingOnMultiplier));
          await page.getByRole('radio', { name: 'Chip of €1.00' }).click();
          await page.getByRole('button', { name: 'Bet on 1, pays 1 to 1' }).click();
        },
      });
      await page.getByRole('button', { name: 'Bets placed · €1.00' }).waitFor();
      const { outcome } = drawn;
      await page.screenshot({ path: `${SHOTS}/wheel-betting-1440.png`, fullPage: true });

      // The first spin stops on the multiplier segment: the running multiplier shows while the wheel spins again.
      const first = outcome.spins[0]?.segment;
      const firstMultiplier = first?.kind === 'multiplier' ? first.multiplier : 0;
      await page
        .getByTestId('wheel-multiplier')
        .filter({ hasText: `×${firstMultiplier}` })
        .waitFor({ timeout: 60_000 });
      await page
        .getByTestId('live-result')
        .filter({ hasText: `Multiplier ×${firstMultiplier}: the wheel spins again` })
        .waitFor();
      await page.locator('figure[data-spinning]').waitFor({ timeout: 10_000 });
      await page.screenshot({ path: `${SHOTS}/wheel-spinning-1440.png` });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.screenshot({ path: `${SHOTS}/wheel-spinning-375.png` });
      await page.setViewportSize({ width: 1440, height: 900 });

      const win = 1 + outcome.multiplier;
      await page
        .getByTestId('live-result')
        .filter({ hasText: `1 wins, ×${outcome.multiplier} · You win ${euro(win)}` })
        .waitFor({ timeout: 30_000 });
      await page
        .getByRole('status', { name: 'Balance' })
        .filter({ hasText: euro(100 - 1 + win) })
        .waitFor();
      expect(await playerBalance(player)).toBe(100 - 1 + win);

      const history = (await api<LiveHistory>('GET', `/live/tables/${TABLE}/history`)).body.data;
      expect(history.results.find((item) => item.roundId === table.roundId)?.result).toEqual({
        kind: 'money_wheel',
        spins: outcome.spins,
        number: 1,
        multiplier: outcome.multiplier,
      });

      await page.screenshot({ path: `${SHOTS}/wheel-result-1440.png`, fullPage: true });
      await screenshotBoth(page, 'money-wheel-result');
      await page.setViewportSize({ width: 375, height: 812 });
      await page.screenshot({ path: `${SHOTS}/wheel-result-375.png`, fullPage: true });
      await context.close();
    },
  );
});
