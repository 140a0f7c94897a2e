import type { Browser, FrameLocator } from 'playwright-core';
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
  openGameInfo,
} from './browser';
import { waitForCrashBetting } from './crash';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** The labels of the board's tiles in order: a revealed gem reads "Gem", a hidden tile "Tile n". */
const boardOf = (frame: FrameLocator) =>
  frame
    .getByRole('group', { name: 'Mines board' })
    .getByRole('button')
    .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('aria-label')));

describe('an open round survives a reload', () => {
  it('shows a mines round opened from the lobby again after a reload, and cashes it out', async () => {
    const player = await createPlayer('Resume', { isComplete: true });
    await depositEarlier(player, '20.00');
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);

    await page.goto(`${baseUrl()}/crash-and-fast`);
    const tile = page
      .getByRole('main')
      .getByRole('button', { name: /^Mines$/ })
      .first();
    const info = await openGameInfo(page, tile, 'Mines');
    await info.getByRole('button', { name: 'Play now' }).click();
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
        frame
          .getByRole('button', { name: /^Cash out €/ })
          .waitFor()
          .then(() => true),
        frame
          .getByText('Boom! You hit a mine')
          .waitFor()
          .then(() => false),
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
    expect(await reloaded.getByRole('button', { name: /^Cash out €/ }).textContent()).toBe(
      cashOutLabel,
    );
    expect(await reloaded.getByText('Place a bet to start').count()).toBe(0);
    await screenshotBoth(page, 'resume-mines-after-reload');

    await reloaded.getByRole('button', { name: /^Cash out €/ }).click();
    await reloaded.getByText(/^You cashed out €/).waitFor();
    const history = await api<{ rounds: { status: string; gameId: string }[] }>(
      'GET',
      '/player/gameRounds?limit=10',
      { player: player.session },
    );
    expect(
      history.body.data.rounds.filter(
        (round) => round.gameId === 'orca-mines' && round.status === 'open',
      ),
    ).toEqual([]);
    // With nothing open, the seeds change again.
    expect((await api('POST', '/fair/rotate', { player: player.session, body: {} })).status).toBe(
      200,
    );
    await context.close();
  });

  it("shows a crash bet placed before a reload as the player's own afterwards, ready to cash out", async () => {
    const player = await createPlayer('ResumeCrash', { isComplete: true });
    await depositEarlier(player, '20.00');
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);
    await page.goto(`${baseUrl()}/crash-and-fast`);
    const tile = page
      .getByRole('main')
      .getByRole('button', { name: /^Crash$/ })
      .first();
    const info = await openGameInfo(page, tile, 'Crash');
    await info.getByRole('button', { name: 'Play now' }).click();
    await page.waitForURL(/\/play\/orca\/crash(\?|$)/);

    // A flight can bust before the reload has finished (a crash at 1.00×); the next round is tried then.
    let isResumed = false;
    for (let attempt = 0; attempt < 4 && !isResumed; attempt += 1) {
      const crashFrame = () => page.frameLocator('iframe[title="Crash game"]');
      await waitForCrashBetting(page, { frame: crashFrame });
      const frame = crashFrame();
      await frame.getByRole('button', { name: 'Place bet' }).click();
      await frame
        .getByText('Your bet of €1.00 is in this round')
        .or(frame.getByRole('button', { name: /^Cash out €/ }))
        .first()
        .waitFor();
      await page.reload();
      const reloaded = page.frameLocator('iframe[title="Crash game"]');
      const mine = reloaded
        .getByText('Your bet of €1.00 is in this round')
        .or(reloaded.getByRole('button', { name: /^Cash out €/ }));
      isResumed = await mine
        .first()
        .waitFor({ timeout: 20_000 })
        .then(
          () => true,
          () => false,
        );
      if (!isResumed) {
        // Only a round that ended before the page came back may be missing from it.
        const rounds = await api<{ rounds: { gameId: string; status: string }[] }>(
          'GET',
          '/player/gameRounds?limit=10',
          { player: player.session },
        );
        expect(
          rounds.body.data.rounds.filter(
            (round) => round.gameId === 'orca-crash' && round.status === 'open',
          ),
        ).toEqual([]);
      }
    }
    expect(isResumed).toBe(true);
    const frame = page.frameLocator('iframe[title="Crash game"]');
    // The same bet: no second one is offered while it rides.
    expect(await frame.getByRole('button', { name: 'Place bet' }).count()).toBe(0);
    const cashOut = frame.getByRole('button', { name: /^Cash out €/ });
    const ended = frame.getByText(/^(Cashed out at|Crashed before you cashed out)/);
    await cashOut.or(ended).first().waitFor({ timeout: 60_000 });
    if (await cashOut.isVisible()) {
      await cashOut.click().catch(() => undefined);
      await ended.waitFor({ timeout: 60_000 });
    }
    const rounds = await api<{ rounds: { gameId: string; status: string }[] }>(
      'GET',
      '/player/gameRounds?limit=10',
      { player: player.session },
    );
    expect(
      rounds.body.data.rounds.filter(
        (round) => round.gameId === 'orca-crash' && round.status === 'open',
      ),
    ).toEqual([]);
    await context.close();
  });
});
