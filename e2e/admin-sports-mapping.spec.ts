import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  databaseUrl,
  DEMO_OPERATOR,
  launch,
  logInToBackOffice,
  screenshotBoth,
  visitor,
} from './browser';

/*
 * Feed mapping in the back office (issue 24): an external feed's copy of an upcoming match created its own Orca
 * event; a trader opens Feed mapping, sees the copy with the match from Orca's other feed suggested, maps the
 * copy onto it with a reason, and sees it mapped: feeding that event, its own event cancelled, the action in the
 * audit log.
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
}

/** The upcoming match kicking off last: nothing of its feed is due during the test. */
async function latestUpcoming(): Promise<ListedEvent> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const listed = await api<{ events: ListedEvent[] }>(
      'GET',
      '/sports/events?status=upcoming&limit=100',
    );
    const last = listed.body.data.events.sort((a, b) => b.startTime.localeCompare(a.startTime))[0];
    if (last) return last;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the virtual league scheduled no match');
}

async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * The Odds API's copy of the match, as its producer records one (this server runs without an API key): its
 * own Orca event, betless, and the external event feeding it.
 */
async function externalCopy(match: ListedEvent): Promise<{ externalId: string; ownId: string }> {
  const stamp = Date.now();
  const externalId = `e2e${stamp.toString(16)}`;
  const ownId = `oddsapi:match:${stamp}`;
  const book = {
    eventId: ownId,
    sequences: {},
    pending: [],
    status: null,
    fixture: { changeType: null, startTime: null, nextLiveTime: null },
    markets: {},
  };
  await sql(
    `insert into sport_events (id, sport, tournament_id, tournament_name, home_id, home_name, away_id, away_name,
       starts_at, book, producer)
     values ($1, 'football', 'soccer_epl', 'EPL', 'home', $2, 'away', $3, $4, $5, 2)`,
    [ownId, `${match.home.name} FC`, match.away.name, match.startTime, JSON.stringify(book)],
  );
  await sql(
    `insert into sport_feed_events (producer, external_id, state, event_id, own_event_id, sport, competition,
       home_name, away_name, starts_at)
     values (2, $1, 'auto', $2, $2, 'football', 'soccer_epl', $3, $4, $5)`,
    [externalId, ownId, `${match.home.name} FC`, match.away.name, match.startTime],
  );
  return { externalId, ownId };
}

/** A market key the feed sent that no translation exists for (an exchange's lay prices). */
async function unknownMarket(): Promise<void> {
  await sql(
    `insert into sport_feed_markets (producer, external_key, seen_count, last_seen_at)
     values (2, 'h2h_lay', 3, now()) on conflict do nothing`,
  );
}

describe('feed mapping in the back office', () => {
  it('a trader maps a feed’s copy of a match onto the suggested Orca event and sees it mapped', async () => {
    const match = await latestUpcoming();
    const { externalId, ownId } = await externalCopy(match);
    await unknownMarket();
    const copyName = `${match.home.name} FC – ${match.away.name}`;
    const targetName = `${match.home.name} – ${match.away.name}`;

    const { context, page } = await visitor(browser);
    await logInToBackOffice(page, DEMO_OPERATOR);
    await page
      .getByRole('navigation', { name: 'Orca back office' })
      .getByRole('link', { name: 'Sportsbook' })
      .click();
    await page.getByRole('heading', { name: 'Sportsbook', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Feed mapping' }).click();
    await page.getByRole('heading', { name: 'External events' }).waitFor();

    const table = page.getByRole('table', { name: 'External events' });
    const row = table.getByRole('row').filter({ hasText: copyName });
    await row.getByText('Own event', { exact: true }).waitFor();
    await row.getByText(targetName, { exact: true }).waitFor();
    // A key with no translation says so and offers only Ignore.
    const markets = page.getByRole('table', { name: 'External markets' });
    const lay = markets.getByRole('row').filter({ hasText: 'h2h_lay' });
    await lay.getByText('Unsupported: no translation of its outcomes').waitFor();
    await lay.getByRole('button', { name: 'Ignore h2h_lay' }).waitFor();
    expect(await lay.getByRole('button', { name: /^Map to/ }).count()).toBe(0);
    await screenshotBoth(page, 'admin-sports-mapping');

    await row.getByRole('button', { name: `Map onto ${targetName} (${copyName})` }).click();
    const dialog = page.getByRole('dialog', { name: `Map ${copyName} onto ${targetName}` });
    await dialog.getByText(/cancelled if it has no bets/).waitFor();
    await dialog.getByLabel('Reason').fill('Same fixture as the virtual league match');
    await screenshotBoth(page, 'admin-sports-mapping-dialog');
    await dialog.getByRole('button', { name: 'Map', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // Mapped: no longer among the copies feeding their own event; under Mapped, feeding the chosen match.
    await table.getByRole('row').filter({ hasText: copyName }).waitFor({ state: 'detached' });
    await page.getByLabel('Show').selectOption('mapped');
    const mapped = table.getByRole('row').filter({ hasText: copyName });
    await mapped.getByText('Mapped', { exact: true }).waitFor();
    await mapped.getByRole('link', { name: targetName }).waitFor();
    await mapped.getByText(/Same fixture as the virtual league match/).waitFor();
    await mapped.getByRole('button', { name: `Unmap ${copyName}` }).waitFor();
    await screenshotBoth(page, 'admin-sports-mapped');
    await context.close();

    const [feed] = await sql<{ state: string; event_id: string }>(
      `select state, event_id from sport_feed_events where producer = 2 and external_id = $1`,
      [externalId],
    );
    expect(feed).toEqual({ state: 'mapped', event_id: match.id });
    const [own] = await sql<{ phase: string }>(`select phase from sport_events where id = $1`, [
      ownId,
    ]);
    expect(own?.phase).toBe('cancelled');
    const audit = await sql<{ action: string }>(
      `select action from audit_log where target_kind = 'sport_feed_event' and target_id = $1`,
      [`2:${externalId}`],
    );
    expect(audit.map((entry) => entry.action)).toEqual(['sports.feed_event_mapped']);
  });
});
