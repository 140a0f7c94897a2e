import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createPlayer, launch, screenshotBoth, visitor } from './browser';

/**
 * Free spins as a player meets them (issue 13): the demo's code SPINS20 gives 20 spins on Lucky
 * Sevens at a fixed bet; the slot's client counts them down, plays each at that bet without
 * touching the player's money, and after the last says where the winnings went.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

interface Balance {
  cash: string;
  bonus: string;
}

describe('free spins in the slot client', () => {
  it('counts the demo code’s 20 spins down to 0 at the fixed bet and says where the winnings went', async () => {
    const player = await createPlayer('Spins', { isComplete: true });
    const granted = await api('POST', '/player/bonuses/promo', {
      player: player.session,
      body: { code: 'SPINS20' },
    });
    expect(granted.body.info.success, granted.body.info.message).toBe(true);
    const before = (await api<Balance>('GET', '/player/balance', { player: player.session })).body
      .data;

    const launched = await api<{ url: string }>(
      'GET',
      '/player/game/orca-lucky-sevens?homeUrl=/&cashierUrl=/cashier/deposit',
      { player: player.session },
    );
    expect(launched.body.info.success, launched.body.info.message).toBe(true);
    const { context, page } = await visitor(browser);
    await page.goto(launched.body.data.url);
    await page.getByRole('heading', { name: 'Lucky Sevens' }).waitFor();
    const counter = page.getByTestId('bonus-spins-counter');
    await counter.filter({ hasText: 'Free spins: 20 left' }).waitFor();
    await page.getByText('Bonus spins at €0.20 each').waitFor();
    // The bet is the bonus's: the ladder's buttons are off while free spins are played.
    await page.getByText('Free spin bet').waitFor();
    expect(await page.getByRole('button', { name: 'Raise the bet' }).isDisabled()).toBe(true);
    await screenshotBoth(page, 'free-spins-counter');

    for (let left = 19; left >= 0; left -= 1) {
      await page.getByRole('button', { name: 'Play free spin' }).click();
      await counter.filter({ hasText: `Free spins: ${left} left` }).waitFor({ timeout: 30_000 });
    }
    const outcome = page.getByTestId('bonus-spins-outcome');
    await outcome.waitFor();
    expect(await outcome.textContent()).toMatch(
      /Free spins finished: (€[\d.,]+ won\. It is now a bonus with 10× wagering\.|No winnings this time\.)/,
    );
    await screenshotBoth(page, 'free-spins-finished');

    // Twenty spins moved none of the player's cash; their winnings, if any, are now a bonus.
    const after = (await api<Balance>('GET', '/player/balance', { player: player.session })).body
      .data;
    expect(after.cash).toBe(before.cash);
    const rounds = await api<{ total: number; rounds: { bet: string }[] }>(
      'GET',
      '/player/gameRounds?limit=50',
      { player: player.session },
    );
    expect(rounds.body.data.total).toBe(20);
    expect(new Set(rounds.body.data.rounds.map((r) => r.bet))).toEqual(new Set(['0.20']));
    await context.close();
  });
});
