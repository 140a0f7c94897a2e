import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createPlayer, depositEarlier, launch, screenshotBoth, visitor } from './browser';
import { betInOneWindow } from './live-table';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const euro = (amount: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(amount);

describe('live baccarat', () => {
  it('bets on Banker and a pair, deals the hand, calls the winner, pays the seat and fills the roads', async () => {
    const player = await createPlayer('bac', { isComplete: true });
    await depositEarlier(player, '100');
    const launched = await api<{ url: string }>(
      'GET',
      '/player/game/orca-live-baccarat-punto-banco?homeUrl=/',
      { player: player.session },
    );
    expect(launched.body.info.success, launched.body.info.message).toBe(true);
    const { context, page } = await visitor(browser);
    await page.goto(launched.body.data.url);
    await page.getByRole('heading', { name: 'Baccarat Punto Banco' }).waitFor();
    await page.getByRole('status', { name: 'Balance' }).filter({ hasText: '€100.00' }).waitFor();
    await page.getByTestId('cards-left').waitFor();

    await betInOneWindow(page, {
      total: '€3.00',
      seconds: 6,
      choose: async () => {
        await page.getByRole('radio', { name: 'Chip of €1.00' }).click();
        await page.getByRole('button', { name: /^Bet on Banker, pays 0\.95:1/ }).click();
        await page.getByRole('button', { name: /^Bet on Banker, pays 0\.95:1/ }).click();
        await page.getByRole('button', { name: /^Bet on Player pair, pays 11:1/ }).click();
        await page.getByTestId('live-total').filter({ hasText: '€3.00' }).waitFor();
      },
    });
    await page.getByRole('status', { name: 'Balance' }).filter({ hasText: '€97.00' }).waitFor();
    // Taken once the bets are in, so a slow screenshot cannot outlast the betting window.
    await screenshotBoth(page, 'live-baccarat-betting');

    const banner = page.getByTestId('winner-banner');
    await banner.waitFor({ timeout: 40_000 });
    // The seat as the API settled it: the win on screen and the balance are its.
    const token = await page.evaluate(
      (key) =>
        (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { sessionToken?: string })
          .sessionToken ?? '',
      `orca:game-session:${new URL(page.url()).searchParams.get('token')}`,
    );
    const table = await api<{
      seat: { win: string | null; isSettled: boolean } | null;
      result: { winner: string } | null;
    }>('GET', '/live/tables/baccarat-1', { headers: { 'x-game-session': token } });
    const seat = table.body.data.seat;
    expect(seat?.isSettled).toBe(true);
    const won = Number(seat?.win ?? '0');
    expect((await banner.textContent())?.toLowerCase()).toContain(
      table.body.data.result?.winner === 'tie' ? 'tie' : `${table.body.data.result?.winner} wins`,
    );
    await page
      .getByRole('status', { name: 'Balance' })
      .filter({ hasText: euro(97 + won) })
      .waitFor();
    const wallet = await api<{ total: string }>('GET', '/player/balance', {
      player: player.session,
    });
    expect(euro(Number(wallet.body.data.total))).toBe(euro(97 + won));
    await page.getByTestId('bead').first().waitFor();
    expect(await page.getByTestId('total-player').textContent()).toMatch(/^\d$/);
    await screenshotBoth(page, 'live-baccarat-result');

    const shots = '/tmp/shots/live-web2';
    mkdirSync(shots, { recursive: true });
    for (const name of ['live-baccarat-betting', 'live-baccarat-result'])
      for (const size of ['desktop', 'mobile'])
        copyFileSync(
          path.resolve(import.meta.dirname, 'screenshots', `${name}-${size}.png`),
          path.join(shots, `${name}-${size}.png`),
        );
    await context.close();
  });
});
