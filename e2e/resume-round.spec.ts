import type { Browser, FrameLocator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, createPlayer, depositEarlier, launch, logInThroughDialog, screenshotBoth, visitor } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** The labels of the board's tiles in order: a revealed gem reads "Gem", a hidden tile "Tile n". */
const boardOf = (frame: FrameLocator) => frame.getByRole('group', { name: 'Mines board' }).getByRole('button').evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('aria-label')));

describe('an open round survives a reload', () => {
  it('shows a mines round opened from the lobby again after a reload, and cashes it out', async () => {
    const player = await createPlayer('Resume', { isComplete: true });
    await depositEarlier(player, '20.00');
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);

    await page.goto(`${baseUrl()}/crash-and-fast`);
    await page.getByRole('main').getByRole('button', { name: /^Mines$/ }).first().click();
    await page.getByRole('dialog', { name: 'Mines' }).getByRole('button', { name: 'Play now' }).click();
    await page.waitForURL(/\/play\/orca\/mines(\?|$)/);
    const frame = page.frameLocator('iframe[title="Mines game"]');
    await frame.getByText('Place a bet to start').waitFor();
    await frame.getByLabel('Mines', { exact: true }).selectOption('1');

    // One mine in 25: a random tile is a gem nearly always; a mine ends the round, and the next one starts.
    let hasGem = false;
    for (let attempt = 0; attempt < 5 && !hasGem; attempt += 1) {
      await frame.getByRole('button', { name: 'Bet', exact: true }).click();
      await frame.getByRole('button', { name: 'Pick a random tile' }).click();
      hasGem = await Promise.race([
        frame.getByRole('button', { name: /^Cash out €/ }).waitFor().then(() => true),
        frame.getByText('Boom! You hit a mine').waitFor().then(() => false),
      ]);
    }
    expect(hasGem).toBe(true);
    const before = await boardOf(frame);
    expect(before.filter((label) => label === 'Gem')).toHaveLength(1);
    const cashOutLabel = await frame.getByRole('button', { name: /^Cash out €/ }).textContent();

    await page.reload();
    const reloaded = page.frameLocator('iframe[title="Mines game"]');
    await reloaded.getByRole('button', { name: /^Cash out €/ }).waitFor();
    expect(await boardOf(reloaded)).toEqual(before);
    expect(await reloaded.getByRole('button', { name: /^Cash out €/ }).textContent()).toBe(cashOutLabel);
    expect(await reloaded.getByText('Place a bet to start').count()).toBe(0);
    await screenshotBoth(page, 'resume-mines-after-reload');

    await reloaded.getByRole('button', { name: /^Cash out €/ }).click();
    await reloaded.getByText(/^You cashed out €/).waitFor();
    const history = await api<{ rounds: { status: string; gameId: string }[] }>('GET', '/player/gameRounds?limit=10', { player: player.session });
    expect(history.body.data.rounds.filter((round) => round.gameId === 'orca-mines' && round.status === 'open')).toEqual([]);
    // With nothing open, the seeds change again.
    expect((await api('POST', '/fair/rotate', { player: player.session, body: {} })).status).toBe(200);
    await context.close();
  });
});
