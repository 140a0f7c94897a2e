import type { Game, GameList } from '@orca/contracts';
import type { Browser, FrameLocator, Page } from 'playwright-core';
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
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const SECTIONS = [
  { section: 'casino', path: '/casino', flag: '' },
  { section: 'crash-and-fast', path: '/crash-and-fast', flag: '?crash-and-fast=1' },
  { section: 'livecasino', path: '/livecasino', flag: '?livecasino=1' },
  { section: 'game-shows', path: '/game-shows', flag: '?game-shows=1' },
] as const;

/** Every enabled game of the catalogue, with the lobby page that lists it. */
async function catalogue(): Promise<{ game: Game; lobby: string }[]> {
  const all: { game: Game; lobby: string }[] = [];
  for (const { path, flag } of SECTIONS) {
    const list = await api<GameList>('GET', `/games/filter/all/all/name/100/0${flag}`);
    expect(list.body.info.success).toBe(true);
    for (const game of list.body.data.games) all.push({ game, lobby: path });
  }
  return all;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A lobby tile is named by its game; a live table's name goes on with its players ("European Roulette, 3 players"). */
const tileOf = (page: Page, game: Game) =>
  page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(game.name)}(,|$)`) })
    .first();

/**
 * The game itself, not an error page: an in-house game shows its frame (its own title and the
 * balance it plays with); the reference provider's page shows its title and a balance once it
 * has talked to its server.
 */
async function expectGameShown(page: Page, game: Game, mode: 'fun' | 'real'): Promise<void> {
  const frameElement = page.getByTitle(`${game.name} game`);
  await frameElement.waitFor();
  expect(await frameElement.getAttribute('src')).toContain(`mode=${mode}`);
  const frame: FrameLocator = page.frameLocator(`iframe[title="${game.name} game"]`);
  if (game.provider === 'orca') {
    await frame.getByRole('heading', { level: 1 }).waitFor();
    await frame.getByRole('status', { name: 'Balance' }).filter({ hasText: /\d/ }).waitFor();
    expect(await frame.getByRole('alert').count()).toBe(0);
  } else {
    await frame.locator('header strong').filter({ hasText: game.name }).waitFor();
    await frame.locator('#balance').filter({ hasText: /\d/ }).waitFor();
  }
  expect(await page.getByText('Game not found').count()).toBe(0);
}

async function openFromTile(
  page: Page,
  entry: { game: Game; lobby: string },
  button: 'Play for fun' | 'Play now',
): Promise<void> {
  await page.goto(`${baseUrl()}${entry.lobby}`);
  await tileOf(page, entry.game).click();
  await page
    .getByRole('dialog', { name: entry.game.name })
    .getByRole('button', { name: button })
    .click();
}

describe('the lobby tiles', () => {
  it('show every game name whole at 1440 px', async () => {
    const { context, page } = await visitor(browser);
    for (const { path } of SECTIONS) {
      await page.goto(`${baseUrl()}${path}`);
      const tiles = page
        .getByRole('main')
        .getByRole('button')
        .filter({ has: page.locator('.line-clamp-2') });
      await tiles.first().waitFor();
      const cut = await tiles.evaluateAll((buttons) =>
        buttons
          .map((b) => b.querySelector<HTMLElement>('.line-clamp-2')!)
          .filter(
            (name) =>
              name.scrollHeight > name.clientHeight + 1 || name.scrollWidth > name.clientWidth + 1,
          )
          .map((name) => name.textContent),
      );
      expect(cut, path).toEqual([]);
    }
    await context.close();
  });
});

// Each test opens every game of the catalogue in turn: minutes on a loaded machine.
describe('every game of the catalogue opens from its lobby tile', { timeout: 360_000 }, () => {
  it('for fun, on a computer', async () => {
    const games = await catalogue();
    // All four lobbies hold games, the live casino and game shows included.
    expect(new Set(games.map((g) => g.lobby))).toEqual(new Set(SECTIONS.map((s) => s.path)));
    const { context, page } = await visitor(browser);
    for (const entry of games.filter((g) => g.game.hasFunMode)) {
      await openFromTile(page, entry, 'Play for fun');
      await page.waitForURL(
        new RegExp(`/play/${entry.game.provider}/${entry.game.slug}\\?mode=fun$`),
      );
      await expectGameShown(page, entry.game, 'fun');
      if (entry.game.id === 'orca-live-european-roulette')
        await screenshotBoth(page, 'every-game-live-roulette-fun');
    }
    await context.close();
  });

  it('for real money, on a phone', async () => {
    const games = await catalogue();
    const player = await createPlayer('EveryGame', { isComplete: true });
    await depositEarlier(player, '50.00');
    const { context, page } = await visitor(browser, { viewport: 'mobile' });
    await page.goto(`${baseUrl()}/livecasino`);
    await logInThroughDialog(page, player.username, player.password);
    // The deposit's message is announced until the player reads it.
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await page.keyboard.press('Escape');
    for (const entry of games) {
      await openFromTile(page, entry, 'Play now');
      await page.waitForURL(new RegExp(`/mobile/play/${entry.game.provider}/${entry.game.slug}$`));
      await expectGameShown(page, entry.game, 'real');
      if (entry.game.id === 'orca-live-money-wheel')
        await screenshotBoth(page, 'every-game-money-wheel-real');
    }
    await context.close();
  });
});
