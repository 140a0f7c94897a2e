import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  baseUrl,
  createPlayer,
  databaseUrl,
  DEMO_OPERATOR,
  depositEarlier,
  launch,
  logInThroughDialog,
  logInToBackOffice,
  PLAYER_PASSWORD,
  screenshot,
  screenshotBoth,
  visitor,
  VIEWPORTS,
} from './browser';

/*
 * A manual result from the back office (issue 24): a match's feed goes quiet after kick-off with a player's
 * bet open on it; a trader results it by hand from the event page (score and reason in the dialog, which says
 * it takes effect at once below the four-eyes amount), and the player's bet shows settled in My bets.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

interface ListedEvent {
  id: string;
  startTime: string;
  home: { name: string };
  away: { name: string };
  markets?: { key: string; outcomes: { id: number; odds: string | null }[] }[];
}

/** The upcoming match kicking off last, once its 1x2 is priced: nothing of its feed is due during the test. */
async function latestUpcoming(): Promise<{ event: ListedEvent; homeOdds: string }> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const listed = await api<{ events: ListedEvent[] }>(
      'GET',
      '/sports/events?status=upcoming&limit=100',
    );
    const last = listed.body.data.events.sort((a, b) => b.startTime.localeCompare(a.startTime))[0];
    if (last) {
      const detail = await api<ListedEvent>('GET', `/sports/events/${last.id}`);
      const homeOdds = detail.body.data.markets
        ?.find((m) => m.key === '1')
        ?.outcomes.find((o) => o.id === 1)?.odds;
      if (homeOdds) return { event: last, homeOdds };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the virtual league scheduled no priced match');
}

/** The feed fails after kick-off: the match is under way and its producer sends nothing more. */
async function feedFails(eventId: string): Promise<void> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(
      `update sport_events set phase = 'live', next_message_at = null where id = $1`,
      [eventId],
    );
  } finally {
    await client.end();
  }
}

describe('a manual result in the back office', () => {
  it('a trader results a match whose feed failed, and the player’s bet shows settled', async () => {
    const { event, homeOdds } = await latestUpcoming();
    const player = await createPlayer('sbresult', { isComplete: true });
    await depositEarlier(player, '50.00');
    const placed = await api<{ id: string; potentialReturn: string }>(
      'POST',
      '/player/sports/bets',
      {
        player: player.session,
        body: {
          type: 'single',
          stake: '5.00',
          oddsChange: 'any',
          idempotencyKey: `e2e-${player.username}`,
          selections: [
            { eventId: event.id, marketId: 1, specifiers: '', outcomeId: 1, odds: homeOdds },
          ],
        },
      },
    );
    expect(placed.body.info, JSON.stringify(placed.body.info)).toMatchObject({ resultCode: 'ok' });
    await feedFails(event.id);
    const name = `${event.home.name} – ${event.away.name}`;

    const { context, page } = await visitor(browser);
    await logInToBackOffice(page, DEMO_OPERATOR);
    await page
      .getByRole('navigation', { name: 'Orca back office' })
      .getByRole('link', { name: 'Sportsbook' })
      .click();
    await page.getByRole('heading', { name: 'Sportsbook', level: 1 }).waitFor();
    await page.getByLabel('Phase').selectOption('live');
    const events = page.getByRole('table', { name: 'Events' });
    await events.getByRole('button', { name: `Open ${name}` }).click();
    await page.getByRole('heading', { name }).waitFor();

    await page.getByRole('button', { name: 'Result by hand' }).click();
    const dialog = page.getByRole('dialog', { name: 'Result the match by hand' });
    await dialog.getByLabel(`${event.home.name} goals`).fill('2');
    await dialog.getByLabel(`${event.away.name} goals`).fill('0');
    await dialog
      .getByLabel('Reason')
      .fill('Feed lost the match at full time; score from the referee report');
    await dialog.getByText(/takes effect at once/).waitFor();
    await screenshotBoth(page, 'admin-sports-result-dialog');
    // The dialog as a phone shows it, without the page's long market list below.
    await page.setViewportSize(VIEWPORTS.mobile);
    await screenshot(page, 'admin-sports-result-dialog-phone');
    await page.setViewportSize(VIEWPORTS.desktop);
    await dialog.getByRole('button', { name: 'Result', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Resulted by hand: the feed is ignored for this match.').waitFor();
    await page.getByRole('button', { name: 'Resettle' }).waitFor();
    await screenshotBoth(page, 'admin-sports-resulted');
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.getByRole('heading', { name: 'Result', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-sports-resulted-phone');

    // The player's bet is settled: won at 2:0, paid its potential return.
    const bet = await api<{ status: string; payout: string | null }>(
      'GET',
      `/player/sports/bets/${placed.body.data.id}`,
      { player: player.session },
    );
    expect(bet.body.data.status).toBe('won');
    expect(bet.body.data.payout).toBe(placed.body.data.potentialReturn);
    await context.close();

    const web = await visitor(browser);
    await web.page.goto(baseUrl());
    await logInThroughDialog(web.page, player.username, PLAYER_PASSWORD);
    await web.page.getByRole('button', { name: 'Profile menu' }).click();
    await web.page.getByRole('menuitem', { name: 'Sports bets' }).click();
    await web.page.getByRole('heading', { name: 'My bets', level: 1 }).waitFor();
    await web.page.getByRole('tab', { name: 'Settled' }).click();
    const card = web.page.locator(`[data-bet-id="${placed.body.data.id}"]`);
    await card.getByText('Won', { exact: true }).first().waitFor();
    await screenshotBoth(web.page, 'admin-sports-result-player-bet');
    await web.context.close();
  });
});
