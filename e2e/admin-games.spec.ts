import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminApi,
  adminUrl,
  api,
  baseUrl,
  createPlayer,
  depositEarlier,
  launch,
  operatorHeaders,
  screenshotBoth,
  visitor,
} from './browser';

let browser: Browser;
let operator: Record<string, string>;
beforeAll(async () => {
  browser = await launch();
  operator = await operatorHeaders();
});
afterAll(() => browser.close());

interface ListedGame {
  id: string;
  name: string;
  section: string;
  position: number;
  tags: string[];
  isEnabled: boolean;
}

const listGames = async () =>
  (await adminApi<{ games: ListedGame[] }>('GET', '/admin/games', { headers: operator })).body.data
    .games;

/**
 * The back office with the operator already signed in: the log-in itself (password and TOTP) is
 * admin.spec's; here the session token goes where the log-in page would have put it.
 */
async function backOffice(path: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await visitor(browser);
  await context.addInitScript(
    (token: string) => sessionStorage.setItem('orca-operator-session', token),
    operator['x-operator-session'],
  );
  await page.goto(`${adminUrl()}/${path}`);
  return { page, close: () => context.close() };
}

/** The names of the casino lobby's tiles in the order the visitor sees them. */
async function lobbyOrder(page: Page, path: string): Promise<string[]> {
  await page.goto(`${baseUrl()}${path}`);
  const grid = page.getByRole('main').getByRole('list', { name: 'All games', exact: true });
  await grid.getByRole('listitem').first().waitFor();
  return grid
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map(
        (item) =>
          item.querySelector('button')?.getAttribute('aria-label') ?? item.textContent ?? '',
      ),
    );
}

async function searchLobby(page: Page, title: string): Promise<void> {
  await page.goto(`${baseUrl()}/casino`);
  await page.getByLabel('Search games').fill(title);
  await page.getByRole('heading', { name: `Results for “${title}”` }).waitFor();
}

const row = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Games' })
    .getByRole('row')
    .filter({ has: page.getByText(name, { exact: true }) });

describe('games in the back office', () => {
  it('disables a game (gone from search, launch refused) and enables it again, moves one up the lobby and flags one new', async () => {
    // Some real play first, so the figures have something to show; in CHF, which no other spec
    // plays, since the rewards and messages specs play Lucky Sevens in EUR too.
    const player = await createPlayer('Figures', { isComplete: true, currency: 'CHF' });
    await depositEarlier(player, '50');
    const launched = await api<{ url: string }>('GET', '/player/game/orca-lucky-sevens', {
      player: player.session,
    });
    const token = new URL(launched.body.data.url).searchParams.get('token');
    const session = await api<{ sessionToken: string }>('POST', '/play/session', {
      body: { token },
    });
    for (let i = 0; i < 5; i += 1) {
      const spin = await api('POST', '/play/slot/spin', {
        headers: { 'x-game-session': session.body.data.sessionToken },
        body: { bet: '1.00' },
      });
      expect(spin.body.info.success).toBe(true);
    }

    const { page, close } = await backOffice('games');
    await page.getByRole('heading', { name: 'Games', level: 1 }).waitFor();
    await row(page, 'Lucky Sevens').click();
    await page.getByRole('heading', { name: 'By currency (30 days)' }).waitFor();
    await page
      .getByRole('table', { name: 'By currency (30 days)' })
      .getByRole('row', { name: /CHF 5 5\.00/ })
      .waitFor();
    await screenshotBoth(page, 'admin-games');

    // Disable: the operator sees it; the visitor no longer finds it, and cannot launch it.
    await page.getByRole('button', { name: 'Disable game' }).click();
    await page.getByText('Lucky Sevens saved.').waitFor();
    await row(page, 'Lucky Sevens').getByText('Disabled').waitFor();
    const guest = await visitor(browser);
    await searchLobby(guest.page, 'lucky');
    await guest.page
      .getByText(/No games/i)
      .first()
      .waitFor();
    expect(
      await guest.page
        .getByRole('main')
        .getByRole('button', { name: 'Lucky Sevens', exact: true })
        .count(),
    ).toBe(0);
    const refused = await api('GET', '/player/game/orca-lucky-sevens?play_for_fun=1');
    expect(refused.body.info.resultCode).toBe('game_unavailable');
    await guest.page.goto(`${baseUrl()}/play/orca/lucky-sevens?mode=fun`);
    await guest.page.getByText('There is no such game.').waitFor();

    // Enabled again, it is back.
    await page.getByRole('button', { name: 'Enable game' }).click();
    await row(page, 'Lucky Sevens').getByText('Enabled').waitFor();
    await searchLobby(guest.page, 'lucky');
    await guest.page
      .getByRole('main')
      .getByRole('button', { name: 'Lucky Sevens', exact: true })
      .waitFor();
    expect(
      (await api('GET', '/player/game/orca-lucky-sevens?play_for_fun=1')).body.info.success,
    ).toBe(true);

    // Move the casino's last game to the top: the lobby's order follows.
    const casino = (await listGames())
      .filter((game) => game.section === 'casino')
      .sort((a, b) => a.position - b.position);
    const last = casino.at(-1)!;
    expect((await lobbyOrder(guest.page, '/casino'))[0]).not.toBe(last.name);
    await page.getByLabel('Show section').selectOption('casino');
    await row(page, last.name).click();
    await page.getByLabel('Position in its section').fill('1');
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await page.getByText(`${last.name} saved.`).waitFor();
    await expect.poll(async () => (await lobbyOrder(guest.page, '/casino'))[0]).toBe(last.name);
    // And one down with the arrow: it swaps with the game that was first.
    await page.getByRole('button', { name: `Move ${last.name} down` }).click();
    await expect
      .poll(async () => (await lobbyOrder(guest.page, '/casino')).slice(0, 2))
      .toEqual([casino[0]!.name, last.name]);

    // Flag a game new: it shows among the new releases.
    const plain = casino.find((game) => !game.tags.includes('new') && game.id !== last.id)!;
    await guest.page.goto(`${baseUrl()}/casino?category=new`);
    await guest.page
      .getByRole('main')
      .getByRole('list', { name: 'New', exact: true })
      .getByRole('listitem')
      .first()
      .waitFor();
    expect(
      await guest.page
        .getByRole('main')
        .getByRole('button', { name: plain.name, exact: true })
        .count(),
    ).toBe(0);
    await row(page, plain.name).click();
    await page.getByRole('checkbox', { name: 'New' }).check();
    await page.getByRole('button', { name: 'Save flags' }).click();
    await page.getByText(`${plain.name} saved.`).waitFor();
    await guest.page.goto(`${baseUrl()}/casino?category=new`);
    await guest.page
      .getByRole('main')
      .getByRole('button', { name: plain.name, exact: true })
      .waitFor();
    await guest.page.goto(baseUrl());
    await guest.page
      .getByRole('list', { name: 'New releases' })
      .getByRole('button', { name: plain.name, exact: true })
      .waitFor();
    await guest.context.close();

    // Every change is in the audit log with what it was before.
    const audit = await adminApi<
      {
        action: string;
        targetId: string;
        before: { tags?: string[] };
        after: { tags?: string[] };
      }[]
    >('GET', `/admin/audit?action=game.&target_id=${plain.id}`, { headers: operator });
    expect(audit.body.data[0]).toMatchObject({
      action: 'game.updated',
      targetId: plain.id,
      after: { tags: [...plain.tags, 'new'] },
    });

    // Put the lobby back as it was for the other spec files.
    await adminApi('PATCH', `/admin/games/${plain.id}`, {
      headers: operator,
      body: { tags: plain.tags },
    });
    await adminApi('PATCH', `/admin/games/${last.id}`, {
      headers: operator,
      body: { position: casino.length },
    });
    await close();
  });

  it('shows the platform screen: jobs with their leader and runs, and the wagering consumer with its lag', async () => {
    const { page, close } = await backOffice('platform');
    await page.getByRole('heading', { name: 'Platform', level: 1 }).waitFor();
    const consumers = page.getByRole('table', { name: 'Event consumers' });
    await consumers.getByRole('row', { name: /stats\.wagering ledger\.transfer/ }).waitFor();
    const jobs = page.getByRole('table', { name: 'Background jobs' });
    await jobs
      .getByRole('row', { name: /events\.stats\.wagering One instance Yes \(leader\)/ })
      .waitFor();
    await jobs.getByRole('row', { name: /crash\.broadcast Every instance Yes/ }).waitFor();
    // The screen asks again by itself: the rate appears once two reads are a moment apart.
    // Handled, behind, lag, last event → effect, then events/s once measured ("measuring…" before).
    await consumers
      .getByRole('row', {
        name: /stats\.wagering ledger\.transfer \d+ \d+ [\d.]+ s (?:[\d.]+ s|—) \d+\.\d /,
      })
      .waitFor({ timeout: 20_000 });
    await screenshotBoth(page, 'admin-platform');
    await close();
  });
});
