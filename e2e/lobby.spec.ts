import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  depositEarlier,
  baseUrl,
  createPlayer,
  launch,
  logInThroughDialog,
  screenshotBoth,
  visitor,
  type TestPlayer,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** A real-money dice round the player played earlier, as a game client would play it: launch, session, bet. */
async function diceRoundEarlier(
  player: TestPlayer,
): Promise<{ roundId: string; rollHundredths: number }> {
  const launched = await api<{ url: string }>('GET', '/player/game/orca-dice?play_for_fun=0', {
    player: player.session,
  });
  expect(launched.body.info.success).toBe(true);
  const token = new URL(launched.body.data.url).searchParams.get('token');
  const session = await api<{ sessionToken: string }>('POST', '/play/session', { body: { token } });
  expect(session.body.info.success).toBe(true);
  const played = await api<{ round: { roundId: string; outcome: { rollHundredths: number } } }>(
    'POST',
    '/play/dice',
    {
      headers: { 'x-game-session': session.body.data.sessionToken },
      body: { bet: '1.00', target: 50, direction: 'over' },
    },
  );
  expect(played.body.info.success).toBe(true);
  return {
    roundId: played.body.data.round.roundId,
    rollHundredths: played.body.data.round.outcome.rollHundredths,
  };
}

const tile = (page: Page, name: string) =>
  page.getByRole('main').getByRole('button', { name, exact: true });

describe('the home page', () => {
  it('shows top games, new releases, live casino, latest and top winners', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    for (const heading of [
      'Top games',
      'New releases',
      'Live casino',
      'Latest winners',
      'Top winners',
    ])
      await page.getByRole('heading', { name: heading }).waitFor();
    await page
      .getByRole('list', { name: 'Top games' })
      .getByRole('button', { name: 'Lucky Sevens', exact: true })
      .waitFor();
    await page
      .getByRole('list', { name: 'New releases' })
      .getByRole('button', { name: 'Crash', exact: true })
      .waitFor();
    await page
      .getByRole('list', { name: 'Live casino' })
      .getByRole('button', { name: /^European Roulette, .* players$/ })
      .waitFor();
    await screenshotBoth(page, 'lobby-home');
    await context.close();
  });
});

describe('a visitor in the lobby', () => {
  it('searches, filters by provider, opens a game info and plays it for fun', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(`${baseUrl()}/casino`);
    await page.getByRole('heading', { name: 'Casino', level: 1 }).waitFor();
    await tile(page, 'Gold Rush').waitFor();
    await screenshotBoth(page, 'lobby-casino');

    await page.getByLabel('Search games').fill('lucky');
    await page.getByRole('heading', { name: 'Results for “lucky”' }).waitFor();
    await tile(page, 'Lucky Sevens').waitFor();
    expect(await tile(page, 'Gold Rush').count()).toBe(0);
    await page.getByLabel('Search games').fill('');
    await tile(page, 'Gold Rush').waitFor();

    await page.getByLabel('Provider').selectOption('orca');
    await page.waitForURL(/provider=orca/);
    await page.getByRole('link', { name: 'Jackpot' }).click();
    await page.waitForURL(/category=jackpot/);
    await tile(page, 'Frost Giants').waitFor();
    await page.getByText('Games shown: 2 of 2').waitFor();

    await tile(page, "Pharaoh's Fortune").click();
    const info = page.getByRole('dialog', { name: "Pharaoh's Fortune" });
    await info.getByText('Return to player (RTP)').waitFor();
    await info.getByText('5×3, 20 lines').waitFor();
    await info.getByRole('list', { name: 'Availability' }).getByText('PC').waitFor();
    await screenshotBoth(page, 'lobby-game-info');
    await info.getByRole('button', { name: 'Play now' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    await page.keyboard.press('Escape');

    await tile(page, "Pharaoh's Fortune").click();
    await info.getByRole('button', { name: 'Play for fun' }).click();
    await page.waitForURL(/\/play\/orca\/pharaohs-fortune\?mode=fun$/);
    const frame = page.getByTitle("Pharaoh's Fortune game");
    await frame.waitFor();
    const src = await frame.getAttribute('src');
    expect(src).toMatch(/\/game-client\/pharaohs-fortune\?token=[\w-]+.*mode=fun/);
    expect(await page.getByRole('button', { name: 'For fun' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await screenshotBoth(page, 'lobby-game-page-fun');

    await page.getByRole('button', { name: 'Real money' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    await context.close();
  });

  it('shows the live roulette table with its live state', async () => {
    const { context, page } = await visitor(browser, { viewport: 'mobile' });
    await page.goto(`${baseUrl()}/livecasino?category=roulette`);
    await page
      .getByRole('main')
      .getByRole('button', { name: /^European Roulette, .* players$/ })
      .waitFor();
    expect(
      await page
        .getByRole('main')
        .getByRole('button', { name: /^Baccarat Punto Banco, / })
        .count(),
    ).toBe(0);
    // The provider filter counts this lobby's games: Reef Studios has none here.
    const providers = await page.getByLabel('Provider').locator('option').allTextContents();
    expect(providers).toEqual(['All providers', 'Orca Originals (3)']);
    await screenshotBoth(page, 'lobby-livecasino');
    await context.close();
  });
});

describe('a player', () => {
  it('adds a favorite, finds it under Favorite Games and removes it', async () => {
    const player = await createPlayer('Fan');
    const { context, page } = await visitor(browser);
    await page.goto(`${baseUrl()}/crash-and-fast`);
    await logInThroughDialog(page, player.username, player.password);
    await tile(page, 'Plinko').click();
    const info = page.getByRole('dialog', { name: 'Plinko' });
    await info.getByRole('button', { name: 'Add to favorites' }).click();
    const added = page.getByText('Plinko added to your favorites', { exact: true });
    await added.waitFor();
    await info.getByRole('button', { name: 'Remove from favorites' }).waitFor();
    // The favorites confirmation shows for 2000 ms (spec section 9).
    await added.waitFor({ state: 'hidden', timeout: 3_500 });
    // Escape would dismiss the toast first (the newest layer); the dialog has its own Close.
    await info.getByRole('button', { name: 'Close' }).click();

    const drawer = page.getByRole('navigation', { name: 'Main menu' });
    await drawer.getByRole('button', { name: 'Slots' }).click();
    await drawer.getByRole('link', { name: 'Favorite Games' }).click();
    await page.waitForURL(/\/casino\?category=favorites/);
    await tile(page, 'Plinko').waitFor();
    await screenshotBoth(page, 'lobby-favorites');

    await tile(page, 'Plinko').click();
    await info.getByRole('button', { name: 'Remove from favorites' }).click();
    await page.getByText('Plinko removed from your favorites', { exact: true }).waitFor();
    await info.getByRole('button', { name: 'Close' }).click();
    await page.getByText('No favorite games yet').waitFor();
    await context.close();
  });

  it('plays for real, sees the round in the gaming history, reveals its seed and verifies the roll', async () => {
    const player = await createPlayer('Verifier', { isComplete: true });
    await depositEarlier(player, '20.00');
    const { roundId, rollHundredths } = await diceRoundEarlier(player);
    const roll = (rollHundredths / 100).toFixed(2);

    const { context, page } = await visitor(browser);
    await page.goto(`${baseUrl()}/play/orca/dice`);
    await logInThroughDialog(page, player.username, player.password);
    // A game page is all game: the deposit's message is counted on the bell, and its toast, which
    // would cover the game's controls, waits until the player leaves the game.
    const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 new' });
    await bell.waitFor();
    await page.getByTitle('Dice game').waitFor();
    expect(await page.getByText('You have 1 new message', { exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to the lobby' }).click();
    await page.getByText('You have 1 new message', { exact: true }).waitFor();
    await screenshotBoth(page, 'lobby-messages-toast-after-game');
    // Announced once: the next visit shows the count on the bell, not the toast again.
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 new' }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByText('You have 1 new message', { exact: true }).count()).toBe(0);
    await page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 new' }).click();
    await page
      .getByRole('dialog', { name: 'Notifications' })
      .getByText('Your deposit of 20.00 EUR was credited to your balance.')
      .waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor({ state: 'detached' });
    await page.goto(`${baseUrl()}/play/orca/dice`);
    const frame = page.getByTitle('Dice game');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/mode=real/);
    await page.getByRole('button', { name: 'Fairness' }).click();
    const fairness = page.getByRole('dialog', { name: 'Provably fair' });
    await fairness.getByText('Active seeds').waitFor();
    await screenshotBoth(page, 'lobby-fairness-panel');
    await page.keyboard.press('Escape');

    await page.goto(`${baseUrl()}/profile/history?tab=gaming`);
    await page
      .getByRole('button', { name: /^Details of Dice/ })
      .first()
      .click();
    const recall = page.getByRole('dialog', { name: 'Dice' });
    await recall.getByText(`Roll ${roll}`).waitFor();
    await recall.getByText(roundId).waitFor();
    await recall.getByText('Not revealed yet').waitFor();
    await screenshotBoth(page, 'lobby-round-recall');
    await recall.getByRole('button', { name: 'Rotate seeds now' }).click();
    await page
      .getByText('New seeds are active. The previous server seed is now revealed.', { exact: true })
      .waitFor();
    await recall.getByRole('link', { name: 'Verify this round' }).click();

    await page.waitForURL(/\/provably-fair\?game=dice&serverSeed=/);
    const result = page.getByRole('heading', { name: 'Result' }).locator('..');
    await result.getByText(`Roll ${roll}`).waitFor();
    await result.getByText('It matches the hash shown before play.').waitFor();
    await screenshotBoth(page, 'lobby-verifier-dice');

    // The next nonce of the same seeds: the page recomputes what the API's verifier answers for it.
    const linked = new URL(page.url()).searchParams;
    const next = await api<{ outcome: { rollHundredths: number } }>(
      'GET',
      `/fair/verify?game=dice&serverSeed=${encodeURIComponent(linked.get('serverSeed') ?? '')}&clientSeed=${encodeURIComponent(linked.get('clientSeed') ?? '')}&nonce=1&target=50&direction=over`,
    );
    await page.getByLabel('Nonce').fill('1');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/nonce=1/);
    await result
      .getByText(`Roll ${(next.body.data.outcome.rollHundredths / 100).toFixed(2)}`)
      .waitFor();
    await context.close();
  });
});
