import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminApi,
  api,
  baseUrl,
  createPlayer,
  DEMO_OPERATOR,
  depositEarlier,
  launch,
  logInThroughDialog,
  logInToBackOffice,
  operatorHeaders,
  screenshot,
  screenshotBoth,
  visitor,
  VIEWPORTS,
} from './browser';

let browser: Browser;
let admin: Record<string, string>;
beforeAll(async () => {
  browser = await launch();
  admin = await operatorHeaders();
});
afterAll(async () => {
  // Back to the league's own margin, so matches created after this file are priced as before.
  await adminApi('PUT', '/admin/sports/margins/1', {
    headers: admin,
    body: { margin: '0.06', method: 'proportional' },
  });
  await adminApi('PUT', '/admin/sports/caps', {
    headers: admin,
    body: { selection: '10000', event: '50000' },
  });
  await browser.close();
});

interface ListedEvent {
  id: string;
  startTime: string;
  home: { name: string };
  away: { name: string };
  markets?: { key: string; outcomes: { id: number; odds: string | null }[] }[];
}

/**
 * The upcoming match kicking off last, once its 1x2 is priced (the league lists a match a moment
 * before its first odds arrive): it stays open for betting through the test.
 */
async function latestUpcoming(): Promise<{ event: ListedEvent; homeOdds: string }> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const listed = await api<{ events: ListedEvent[] }>(
      'GET',
      '/sports/events?status=upcoming&limit=100',
    );
    const events = listed.body.data.events;
    const last = events.sort((a, b) => b.startTime.localeCompare(a.startTime))[0];
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

describe('the sportsbook in the back office', () => {
  it('opens an upcoming match, suspends and resumes its 1x2 with a reason, sets a margin and finds a player’s bet', async () => {
    // A player's bet on the match, made earlier through the API.
    const { event, homeOdds } = await latestUpcoming();
    const player = await createPlayer('sbbettor', { isComplete: true });
    await depositEarlier(player, '50.00');
    const placed = await api<{ id: string }>('POST', '/player/sports/bets', {
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
    });
    expect(placed.body.info, JSON.stringify(placed.body.info)).toMatchObject({ resultCode: 'ok' });
    const name = `${event.home.name} – ${event.away.name}`;

    const { context, page } = await visitor(browser);
    await logInToBackOffice(page, DEMO_OPERATOR);
    await page
      .getByRole('navigation', { name: 'Orca back office' })
      .getByRole('link', { name: 'Sportsbook' })
      .click();
    await page.getByRole('heading', { name: 'Sportsbook', level: 1 }).waitFor();
    await page.getByLabel('Phase').selectOption('not_started');
    const events = page.getByRole('table', { name: 'Events' });
    await events.getByRole('button', { name: `Open ${name}` }).waitFor();
    await screenshotBoth(page, 'admin-sportsbook-events');

    await events.getByRole('button', { name: `Open ${name}` }).click();
    await page.getByRole('heading', { name }).waitFor();
    const markets = page.getByRole('table', { name: 'Markets' });
    const matchResult = markets.getByRole('row').filter({ hasText: '1x2' }).first();
    await matchResult.getByRole('button', { name: 'Suspend 1x2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend 1x2' });
    await dialog.getByLabel('Reason').fill('Late team news under review');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await dialog.waitFor({ state: 'detached' });
    await matchResult.getByRole('button', { name: 'Resume 1x2' }).waitFor();
    await matchResult.getByText('Late team news under review', { exact: false }).waitFor();
    expect(await matchResult.getByText('Suspended', { exact: true }).count()).toBe(1);

    // Players see it suspended, and their bets are refused.
    const shown = await api<{ markets: { key: string; status: string }[] }>(
      'GET',
      `/sports/events/${event.id}`,
    );
    expect(shown.body.data.markets.find((m) => m.key === '1')?.status).toBe('suspended');
    await screenshotBoth(page, 'admin-sportsbook-event-suspended');

    await matchResult.getByRole('button', { name: 'Resume 1x2' }).click();
    await matchResult.getByRole('button', { name: 'Suspend 1x2' }).waitFor();
    const resumed = await api<{ markets: { key: string; status: string }[] }>(
      'GET',
      `/sports/events/${event.id}`,
    );
    expect(resumed.body.data.markets.find((m) => m.key === '1')?.status).toBe('active');

    // Margins: the 1x2 at 7 % by the power method.
    await page
      .getByRole('navigation', { name: 'Sportsbook' })
      .getByRole('link', { name: 'Margins' })
      .click();
    await page.getByRole('button', { name: 'Edit the margin of 1x2' }).click();
    await page.getByLabel('Margin', { exact: true }).fill('0.07');
    await page.getByLabel('Method').selectOption('power');
    await page.getByRole('button', { name: 'Save margin' }).click();
    await page.getByText('The margin of 1x2 was saved.').waitFor();
    const row = page
      .getByRole('table', { name: 'Margins per market type' })
      .getByRole('row')
      .filter({ hasText: '1x2' });
    await row.getByText('0.07').waitFor();
    await row.getByText('Power').waitFor();
    await screenshotBoth(page, 'admin-sportsbook-margins');

    // Liability caps: Orca's defaults until set; a cap per event below the one per selection is
    // refused beside its field; raised caps are saved (and put back after this file).
    await page
      .getByRole('navigation', { name: 'Sportsbook' })
      .getByRole('link', { name: 'Liability caps' })
      .click();
    const perSelection = page.getByLabel('Per selection (EUR)');
    const perEvent = page.getByLabel('Per event (EUR)');
    expect(await perSelection.inputValue()).toBe('10000.00');
    expect(await perEvent.inputValue()).toBe('50000.00');
    // The caps per market and sport and the limits per bet and day sit beside them.
    expect(await page.getByLabel('Per market (EUR)').inputValue()).toBe('20000.00');
    expect(await page.getByLabel('Per sport (EUR)').inputValue()).toBe('500000.00');
    expect(await page.getByLabel('Live factor').inputValue()).toBe('0.5');
    expect(await page.getByLabel('Maximum total odds').inputValue()).toBe('10000');
    await perEvent.fill('5000');
    await page.getByRole('button', { name: 'Save caps' }).click();
    await page.getByText('The cap per event must be at least the cap per selection').waitFor();
    expect(await perEvent.getAttribute('aria-invalid')).toBe('true');
    await perSelection.fill('12000');
    await perEvent.fill('60000');
    await page.getByRole('button', { name: 'Save caps' }).click();
    await page.getByText('The liability caps were saved.').waitFor();
    await page.getByText(/^Last changed /).waitFor();
    await screenshotBoth(page, 'admin-sportsbook-caps');
    const caps = await adminApi<{ selection: string; event: string }>('GET', '/admin/sports/caps', {
      headers: admin,
    });
    expect(caps.body.data).toMatchObject({ selection: '12000.00', event: '60000.00' });

    // Bets: the player's bet, found by username, with its detail.
    await page
      .getByRole('navigation', { name: 'Sportsbook' })
      .getByRole('link', { name: 'Bets' })
      .click();
    const search = page.getByRole('form', { name: 'Search bets' });
    await search.getByLabel('Player (username or id)').fill(player.username);
    await search.getByRole('button', { name: 'Search' }).click();
    const bets = page.getByRole('table', { name: 'Bets' });
    await bets.getByRole('button', { name: `Open bet #${placed.body.data.id}` }).click();
    await page.getByRole('heading', { name: `Bet #${placed.body.data.id}` }).waitFor();
    await page.getByText(`${player.username} (#`).first().waitFor();
    await screenshotBoth(page, 'admin-sportsbook-bets');

    // Stake factors: the player at a tenth of the standard limits.
    await page
      .getByRole('navigation', { name: 'Sportsbook' })
      .getByRole('link', { name: 'Stake factors' })
      .click();
    await page.getByLabel('Username or player id').fill(player.username);
    await page.getByRole('button', { name: 'Look up' }).click();
    await page.getByText('Standard limits (factor 1)').waitFor();
    await page.getByLabel('Stake factor', { exact: true }).fill('0.1');
    await page.getByRole('button', { name: 'Set factor' }).click();
    await page.getByText(`${player.username} now has a stake factor of 0.1.`).waitFor();
    await page
      .getByRole('table', { name: 'Players with a stake factor' })
      .getByRole('row')
      .filter({ hasText: player.username })
      .waitFor();
    await screenshotBoth(page, 'admin-sportsbook-stake-factors');

    // Each change is in the audit log.
    const audit = await adminApi<{ action: string; targetId: string }[]>(
      'GET',
      '/admin/audit?action=sports.market_suspended',
      { headers: admin },
    );
    expect(audit.body.data.some((entry) => entry.targetId === event.id)).toBe(true);
    await context.close();
  });

  it('a trader suspends a market in the back office and the player’s slip refuses a selection on it; resumed, the bet is taken and shows among the biggest open bets', async () => {
    const { event } = await latestUpcoming();
    const name = `${event.home.name} – ${event.away.name}`;
    const player = await createPlayer('sbslip', { isComplete: true });
    await depositEarlier(player, '50.00');

    // The player puts the match's home win on the slip with a stake.
    const playerSide = await visitor(browser);
    const page = playerSide.page;
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);
    await page.getByRole('banner').getByText('€50.00', { exact: true }).waitFor();
    await page.goto(`${baseUrl()}/sports/${encodeURIComponent(event.id)}`);
    const matchResult = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Match result', exact: true }) });
    await matchResult.getByRole('button').first().click();
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await slip.getByRole('heading', { name: 'Bet slip (1)' }).waitFor();
    await slip.getByLabel(/^Stake on /).fill('5');

    // Meanwhile a trader suspends the match's 1x2.
    const traderSide = await visitor(browser);
    const back = traderSide.page;
    await logInToBackOffice(back, DEMO_OPERATOR);
    await back
      .getByRole('navigation', { name: 'Orca back office' })
      .getByRole('link', { name: 'Sportsbook' })
      .click();
    await back.getByLabel('Phase').selectOption('not_started');
    await back
      .getByRole('table', { name: 'Events' })
      .getByRole('button', { name: `Open ${name}` })
      .click();
    await back.getByRole('heading', { name }).waitFor();
    const row = back
      .getByRole('table', { name: 'Markets' })
      .getByRole('row')
      .filter({ hasText: '1x2' })
      .first();
    await row.getByRole('button', { name: 'Suspend 1x2' }).click();
    const dialog = back.getByRole('dialog', { name: 'Suspend 1x2' });
    await dialog.getByLabel('Reason').fill('Price under review by trading');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await row.getByRole('button', { name: 'Resume 1x2' }).waitFor();
    // The player's open match page is told at once: the 1x2 shows its prices locked.
    await matchResult.getByRole('button', { name: `${event.home.name} suspended` }).waitFor();

    // The slip still holds the selection; placing it is refused with the API's reason, and no money moves.
    const suspendedText =
      'Betting on this market is suspended at the moment. Try again in a few seconds.';
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await slip.getByText(suspendedText).waitFor();
    await page.getByRole('banner').getByText('€50.00', { exact: true }).waitFor();
    await screenshot(page, 'sports-slip-market-suspended-desktop');
    // On a phone, the same refusal in the slip's sheet.
    await page.setViewportSize(VIEWPORTS.mobile);
    await closeToasts(page);
    await page.getByRole('button', { name: 'Bet slip (1)' }).click();
    const sheet = page.getByRole('dialog', { name: 'Bet slip' });
    await sheet.getByRole('button', { name: 'Place bet' }).click();
    await sheet.getByText(suspendedText).waitFor();
    await screenshot(page, 'sports-slip-market-suspended-mobile');
    await sheet.getByRole('button', { name: 'Close' }).click();
    await page.setViewportSize(VIEWPORTS.desktop);
    const none = await api<{ total: number }>('GET', '/player/sports/bets', {
      player: player.session,
    });
    expect(none.body.data.total).toBe(0);
    await screenshotBoth(back, 'admin-sportsbook-market-suspended');

    // Resumed, the same slip places the bet (taking a moved price if the league repriced meanwhile).
    await row.getByRole('button', { name: 'Resume 1x2' }).click();
    await row.getByRole('button', { name: 'Suspend 1x2' }).waitFor();
    await matchResult.getByRole('button', { name: /^Draw \d/ }).waitFor();
    await placeUntilTaken(page);
    await page.getByRole('banner').getByText('€45.00', { exact: true }).waitFor();
    const open = await api<{ bets: { id: string }[] }>('GET', '/player/sports/bets?status=open', {
      player: player.session,
    });
    const betId = open.body.data.bets[0]!.id;

    // The trader's biggest open bets, for this player: the bet with its potential return and liability.
    await back
      .getByRole('navigation', { name: 'Sportsbook' })
      .getByRole('link', { name: 'Bets' })
      .click();
    const search = back.getByRole('form', { name: 'Search bets' });
    await search.getByLabel('Player (username or id)').fill(player.username);
    await search.getByRole('button', { name: 'Biggest open bets' }).click();
    expect(await search.getByLabel('Order').inputValue()).toBe('liability');
    const listed = back
      .getByRole('table', { name: 'Bets' })
      .getByRole('row')
      .filter({ has: back.getByRole('button', { name: `Open bet #${betId}` }) });
    await listed.waitFor();
    await listed.getByText('5.00 EUR').first().waitFor();
    await screenshotBoth(back, 'admin-sportsbook-biggest-bets');

    const audit = await adminApi<{ action: string; targetId: string; after: unknown }[]>(
      'GET',
      '/admin/audit?action=sports.market_suspended',
      { headers: admin },
    );
    expect(audit.body.data).toContainEqual(
      expect.objectContaining({
        targetId: event.id,
        after: { marketKey: '1', reason: 'Price under review by trading' },
      }),
    );
    await playerSide.context.close();
    await traderSide.context.close();
  });
});

/** Closes the toasts on screen (the deposit's new-message toast sits over a phone's bottom bar), as a person would. */
async function closeToasts(page: Page) {
  const close = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('button', { name: 'Close' });
  while ((await close.count()) > 0) await close.first().click();
}

/** Presses Place bet until the slip says placed: a price that moved meanwhile is taken on the next press. */
async function placeUntilTaken(page: Page) {
  const slip = page.getByRole('complementary', { name: 'Bet slip' });
  const placed = slip.getByText('Bet placed (1)');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await slip.getByRole('button', { name: 'Place bet' }).click();
    const refused = slip.getByText(/odds have changed/);
    await Promise.race([placed.waitFor(), refused.waitFor()]).catch(() => undefined);
    if (await placed.isVisible()) return;
  }
  await placed.waitFor();
}
