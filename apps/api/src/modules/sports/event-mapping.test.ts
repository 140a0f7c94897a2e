import {
  SportsEventMessageSchema,
  type FeedEvent,
  type FeedMarket,
  type SportEvent,
  type SportsBet,
} from '@orca/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  fundedPlayer,
  operatorSession,
  type TestApp,
} from '../../../test/harness.ts';
import { servicesOf } from '../../app.ts';
import { recordExternalEvent } from './event-mapping.ts';
import { similarity } from './event-mapping.service.ts';
import { emptyEventBook } from './feed.state.ts';
import type { EventBook } from './feed.types.ts';
import {
  oddsEvent,
  scoreOf,
  startOddsApiPeer,
  type OddsApiPeer,
} from './odds-api/odds-api.peer.fixture.ts';
import {
  createOddsApiProducer,
  ODDS_API_PRODUCER,
  oddsApiEventId,
} from './odds-api/odds-api.producer.ts';
import * as repo from './sports.repository.ts';
import type { SportsService } from './sports.service.ts';
import { FEED_BY_HAND, producerAlive } from './virtual-match.fixture.ts';

/*
 * Feed mapping through the back office's API (issue 24), with The Odds API's producer against its local peer:
 * another feed's event and the Odds API's copy of the same match; the trader maps the copy onto the other
 * feed's event, the copy's odds (and a market mapped from an additional key) reach that event, and a bet on it
 * settles from the Odds API's scores; a copy whose own event has bets cannot be mapped away; an ignored copy's
 * messages are dropped; every action audited; the ledger clean.
 */

const KEY = `mapping-test-key-${Math.random().toString(36).slice(2, 10)}`;
const MINUTE = 60_000;
/** Another feed (a UOF adapter's producer id would do): its events are created by that feed, not by Orca. */
const OTHER_FEED = 1;

let t: TestApp;
let peer: OddsApiPeer;
let sports: SportsService;
let trader: string;
let support: string;

beforeAll(async () => {
  peer = await startOddsApiPeer(KEY);
  t = await createTestApp({
    SPORTS_BET_DELAY_MS: '50',
    ...FEED_BY_HAND,
    ODDS_API_KEY: KEY,
    ODDS_API_URL: peer.url,
    ODDS_API_SPORTS: 'soccer_epl',
    ODDS_API_REGIONS: 'eu',
  });
  await t.jobs.stop();
  const built = servicesOf(t.app);
  if (!built) throw new Error('no services');
  sports = built.sports;
  await producerAlive(sports);
  trader = await operatorSession(t, 'admin');
  support = await operatorSession(t, 'support');
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

function producerOn(sportKeys: string[], clock: { at: number }) {
  return createOddsApiProducer({
    db: t.database.db,
    apply: sports.apply,
    settings: {
      apiKey: KEY,
      baseUrl: peer.url,
      sports: sportKeys,
      regions: ['eu'],
      staleAfterMs: 15 * MINUTE,
    },
    onApplied: () => undefined,
    alive: (message) => sports.alive(message),
    log: () => undefined,
    now: () => clock.at,
  });
}

const asOperator = (
  session: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) =>
  t.request({
    method,
    url: `/api/v1${url}`,
    headers: { 'x-operator-session': session },
    ...(payload ? { payload } : {}),
  });

async function feedEvents(): Promise<FeedEvent[]> {
  const response = await asOperator(trader, 'GET', '/admin/sports/feed-events');
  expect(response.status).toBe(200);
  return (response.body.data as { events: FeedEvent[] }).events;
}

async function feedEvent(producer: number, externalId: string): Promise<FeedEvent> {
  const found = (await feedEvents()).find(
    (row) => row.producer === producer && row.externalId === externalId,
  );
  if (!found) throw new Error(`no feed event ${producer}/${externalId}`);
  return found;
}

async function feedMarket(key: string): Promise<FeedMarket | undefined> {
  const response = await asOperator(trader, 'GET', '/admin/sports/feed-markets');
  expect(response.status).toBe(200);
  return (response.body.data as { markets: FeedMarket[] }).markets.find(
    (m) => m.producer === ODDS_API_PRODUCER && m.key === key,
  );
}

async function publicEvent(id: string): Promise<SportEvent> {
  const response = await t.request({ method: 'GET', url: `/api/v1/sports/events/${id}` });
  expect(response.status).toBe(200);
  return response.body.data as SportEvent;
}

const oddsOf = (detail: SportEvent, key: string, outcome: number): string => {
  const market = detail.markets.find((m) => m.key === key);
  if (!market)
    throw new Error(`no market ${key} in ${detail.markets.map((m) => m.key).join(', ')}`);
  return market.outcomes.find((o) => o.id === outcome)?.odds ?? '';
};

async function bookOf(id: string): Promise<EventBook> {
  const row = await repo.eventById(t.database.db, id);
  if (!row) throw new Error(`no event ${id}`);
  return row.book as EventBook;
}

let keys = 0;
async function bet(
  player: string,
  selection: { eventId: string; marketId: number; outcomeId: number; odds: string },
) {
  keys += 1;
  return t.request({
    method: 'POST',
    url: '/api/v1/player/sports/bets',
    player,
    payload: {
      type: 'single',
      stake: '10.00',
      oddsChange: 'none',
      idempotencyKey: `mapping-${keys}`,
      selections: [{ specifiers: '', ...selection }],
    },
  });
}

async function betView(player: string, id: string): Promise<SportsBet> {
  const response = await t.request({
    method: 'GET',
    url: `/api/v1/player/sports/bets/${id}`,
    player,
  });
  return response.body.data as SportsBet;
}

async function auditOf(action: string, targetId: string) {
  const response = await asOperator(trader, 'GET', `/admin/audit?action=${action}`);
  expect(response.status).toBe(200);
  return (response.body.data as { targetId: string; after: unknown; before: unknown }[]).filter(
    (entry) => entry.targetId === targetId,
  );
}

async function ledgerClean(): Promise<void> {
  const result = await servicesOf(t.app)?.ledger.audit();
  expect(result?.problems).toEqual([]);
}

let others = 0;
/** The other feed's event of a match, created by that feed and recorded as its external event. */
async function otherFeedEvent(input: {
  home: string;
  away: string;
  startsAt: number;
  sport?: string;
}): Promise<string> {
  others += 1;
  const id = `sr:match:${880_000 + others}`;
  await repo.insertEvent(t.database.db, {
    id,
    sport: input.sport ?? 'football',
    tournamentId: 'sr:tournament:17',
    tournamentName: 'Premier League',
    homeId: `sr:competitor:${others * 2}`,
    homeName: input.home,
    awayId: `sr:competitor:${others * 2 + 1}`,
    awayName: input.away,
    startsAt: new Date(input.startsAt),
    book: emptyEventBook(id),
    producer: OTHER_FEED,
  });
  await recordExternalEvent(
    t.database.db,
    {
      producer: OTHER_FEED,
      externalId: id,
      sport: input.sport ?? 'football',
      competition: 'sr:tournament:17',
      homeName: input.home,
      awayName: input.away,
      startsAt: new Date(input.startsAt),
    },
    id,
    new Date(),
  );
  return id;
}

describe('similarity', () => {
  it('matches sides by their words, leaving out FC and the like', () => {
    expect(
      similarity(
        { homeName: 'Arsenal', awayName: 'Chelsea' },
        { homeName: 'Arsenal FC', awayName: 'Chelsea FC' },
      ),
    ).toBe(1);
    expect(
      similarity(
        { homeName: 'Arsenal', awayName: 'Chelsea' },
        { homeName: 'Chelsea', awayName: 'Arsenal' },
      ),
    ).toBe(0);
  });
});

describe('feed mapping', () => {
  it('maps the Odds API copy of a match onto the other feed’s event: its odds and a mapped market reach it, and a bet on it settles from that feed', async () => {
    const now = Date.now();
    const clock = { at: now };
    const producer = producerOn(['soccer_map'], clock);
    const kickOff = now + 2 * 60 * MINUTE;
    const other = await otherFeedEvent({
      home: 'Arsenal FC',
      away: 'Chelsea FC',
      startsAt: kickOff,
    });
    // The other feed prices its own line on its event: the Odds API must neither withdraw nor settle it.
    await sports.apply(
      SportsEventMessageSchema.parse({
        type: 'odds_change',
        producer: OTHER_FEED,
        eventId: other,
        timestamp: now,
        sequence: 1,
        markets: [
          {
            id: 18,
            specifiers: 'total=4.5',
            status: 1,
            outcomes: [
              { id: 12, odds: '3.50', active: true },
              { id: 13, odds: '1.25', active: true },
            ],
          },
        ],
      }),
    );
    // A decoy of the same sport and time whose names differ: suggested after the right one.
    await otherFeedEvent({ home: 'Everton', away: 'Fulham', startsAt: kickOff + 30 * MINUTE });
    const fixture = oddsEvent({
      id: 'aa10',
      sport: 'soccer_map',
      home: 'Arsenal',
      away: 'Chelsea',
      commence: kickOff,
      bookmakers: [
        { key: 'a', at: now, h2h: [2.1, 3.4, 3.6], btts: [1.8, 2.0] },
        { key: 'b', at: now, h2h: [2.0, 3.5, 3.8], btts: [1.85, 1.95] },
      ],
    });
    peer.odds.set('soccer_map', [fixture]);
    await producer.poll();

    // Both feeds' events are listed; the Odds API's created its own event, as before the mapping existed.
    const own = oddsApiEventId('aa10');
    const copy = await feedEvent(ODDS_API_PRODUCER, 'aa10');
    expect(copy).toMatchObject({
      state: 'auto',
      sport: 'football',
      competition: 'soccer_map',
      homeName: 'Arsenal',
      event: { id: own },
    });
    expect(copy.suggestions[0]).toMatchObject({ id: other, similarity: 1 });
    expect(copy.suggestions.map((s) => s.id)).not.toContain(own);
    expect((await feedEvent(OTHER_FEED, other)).event?.id).toBe(other);
    expect((await publicEvent(own)).markets.map((m) => m.key)).toEqual(['1']);

    // btts is listed before it is met, mappable to 29 only; the Odds API's event has no market 29 yet.
    expect(await feedMarket('btts')).toMatchObject({
      state: 'unmapped',
      seenCount: 0,
      supported: [29],
    });

    // Support reads the sportsbook but does not trade it.
    expect(
      (
        await asOperator(
          support,
          'POST',
          `/admin/sports/feed-events/${ODDS_API_PRODUCER}/aa10/map`,
          {
            eventId: other,
            reason: 'same match',
          },
        )
      ).status,
    ).toBe(403);
    expect((await asOperator(support, 'GET', '/admin/sports/feed-events')).status).toBe(200);

    const ownSequence = (await bookOf(own)).sequences[ODDS_API_PRODUCER];
    // The trader maps the copy onto the other feed's event; the betless event it had created is taken off sale.
    const mapped = await asOperator(
      trader,
      'POST',
      `/admin/sports/feed-events/${ODDS_API_PRODUCER}/aa10/map`,
      { eventId: other, reason: 'Same match as the UOF fixture' },
    );
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
    expect(mapped.body.data).toMatchObject({
      state: 'mapped',
      event: { id: other },
      ownEventId: own,
    });
    expect((await repo.eventById(t.database.db, own))?.phase).toBe('cancelled');
    const [entry] = await auditOf('sports.feed_event_mapped', `${ODDS_API_PRODUCER}:aa10`);
    expect(entry).toMatchObject({
      before: { state: 'auto', eventId: own },
      after: {
        state: 'mapped',
        eventId: other,
        reason: 'Same match as the UOF fixture',
        ownEvent: 'cancelled',
      },
    });

    // A market key the producer cannot translate is refused; btts to 29 is mapped, audited.
    const wrong = await asOperator(
      trader,
      'POST',
      `/admin/sports/feed-markets/${ODDS_API_PRODUCER}/btts/map`,
      { marketId: 1, reason: 'not the same market' },
    );
    expect(wrong.status).toBe(409);
    expect(wrong.body.info.resultCode).toBe('feed_market_unsupported');
    const market = await asOperator(
      trader,
      'POST',
      `/admin/sports/feed-markets/${ODDS_API_PRODUCER}/btts/map`,
      { marketId: 29, reason: 'Offer both teams to score' },
    );
    expect(market.status, JSON.stringify(market.body)).toBe(200);
    expect(market.body.data).toMatchObject({ state: 'mapped', marketId: 29 });
    expect(await auditOf('sports.feed_market_mapped', `${ODDS_API_PRODUCER}:btts`)).toHaveLength(1);

    // The next poll sends the copy's prices to the other feed's event, btts (read per event) among them.
    clock.at = now + MINUTE;
    await producer.poll();
    expect(peer.requests.some((r) => r.path === '/v4/sports/soccer_map/events/aa10/odds')).toBe(
      true,
    );
    const detail = await publicEvent(other);
    expect(detail.markets.map((m) => m.key).sort()).toEqual(['1', '18?total=4.5', '29']);
    expect(detail.markets.find((m) => m.key === '18?total=4.5')?.status).toBe('active');
    expect((await bookOf(other)).sequences[ODDS_API_PRODUCER]).toBeGreaterThan(0);
    expect((await bookOf(own)).sequences[ODDS_API_PRODUCER]).toBe(ownSequence);
    expect((await feedMarket('btts'))?.seenCount).toBe(1);

    // A player bets on the other feed's event; the Odds API's scores settle it.
    await sports.alive({
      type: 'alive',
      producer: ODDS_API_PRODUCER,
      timestamp: Date.now(),
      subscribed: true,
    });
    const { sessionid } = await fundedPlayer(t, 'MappedBettor', '100.00');
    const yes = await bet(sessionid, {
      eventId: other,
      marketId: 29,
      outcomeId: 74,
      odds: oddsOf(detail, '29', 74),
    });
    expect(yes.status, JSON.stringify(yes.body)).toBe(200);
    const home = await bet(sessionid, {
      eventId: other,
      marketId: 1,
      outcomeId: 1,
      odds: oddsOf(detail, '1', 1),
    });
    expect(home.status, JSON.stringify(home.body)).toBe(200);

    clock.at = kickOff + MINUTE;
    peer.scores.set('soccer_map', [scoreOf(fixture, { home: 0, away: 0 }, false)]);
    await producer.poll();
    expect((await publicEvent(other)).phase).toBe('live');

    peer.odds.set('soccer_map', []);
    peer.scores.set('soccer_map', [scoreOf(fixture, { home: 2, away: 1 }, true)]);
    clock.at = kickOff + 120 * MINUTE;
    await producer.poll();
    expect((await publicEvent(other)).phase).toBe('closed');
    const bttsWin = Math.floor(10 * Number(oddsOf(detail, '29', 74)) * 100) / 100;
    const homeWin = Math.floor(10 * Number(oddsOf(detail, '1', 1)) * 100) / 100;
    expect(await betView(sessionid, String(yes.body.data.id))).toMatchObject({
      status: 'won',
      payout: bttsWin.toFixed(2),
    });
    expect(await betView(sessionid, String(home.body.data.id))).toMatchObject({
      status: 'won',
      payout: homeWin.toFixed(2),
    });
    // The other feed's line is left to it: not settled from the Odds API's score.
    expect((await bookOf(other)).markets['18?total=4.5']?.settlement).toBeNull();
    await ledgerClean();
  });

  it('refuses to map a copy whose own event has bets, onto another sport, or onto a match far apart', async () => {
    const now = Date.now();
    const clock = { at: now };
    const producer = producerOn(['soccer_bets'], clock);
    const kickOff = now + 3 * 60 * MINUTE;
    const fixture = oddsEvent({
      id: 'bb20',
      sport: 'soccer_bets',
      home: 'Leeds',
      away: 'Burnley',
      commence: kickOff,
      bookmakers: [{ key: 'a', at: now, h2h: [2.2, 3.3, 3.4] }],
    });
    peer.odds.set('soccer_bets', [fixture]);
    await producer.poll();
    await sports.alive({
      type: 'alive',
      producer: ODDS_API_PRODUCER,
      timestamp: Date.now(),
      subscribed: true,
    });
    const own = oddsApiEventId('bb20');
    const detail = await publicEvent(own);
    const { sessionid } = await fundedPlayer(t, 'EarlyBettor', '50.00');
    const placed = await bet(sessionid, {
      eventId: own,
      marketId: 1,
      outcomeId: 1,
      odds: oddsOf(detail, '1', 1),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);

    const map = (eventId: string) =>
      asOperator(trader, 'POST', `/admin/sports/feed-events/${ODDS_API_PRODUCER}/bb20/map`, {
        eventId,
        reason: 'same match',
      });
    const same = await otherFeedEvent({ home: 'Leeds United', away: 'Burnley', startsAt: kickOff });
    const refused = await map(same);
    expect(refused.status).toBe(409);
    expect(refused.body.info.resultCode).toBe('feed_map_has_bets');
    expect(refused.body.info.message).toContain('already has bets');

    const basketball = await otherFeedEvent({
      home: 'Leeds',
      away: 'Burnley',
      startsAt: kickOff,
      sport: 'basketball',
    });
    expect((await map(basketball)).body.info.resultCode).toBe('feed_map_sport_mismatch');
    const later = await otherFeedEvent({
      home: 'Leeds',
      away: 'Burnley',
      startsAt: kickOff + 2 * 24 * 60 * MINUTE,
    });
    expect((await map(later)).body.info.resultCode).toBe('feed_map_start_mismatch');
    expect((await map('sr:match:999999999')).body.info.resultCode).toBe('sports_event_not_found');
    const missing = await asOperator(
      trader,
      'POST',
      `/admin/sports/feed-events/${ODDS_API_PRODUCER}/nope/map`,
      { eventId: same, reason: 'same match' },
    );
    expect(missing.body.info.resultCode).toBe('feed_event_not_found');
    const short = await map('x');
    expect(short.status).toBe(400);

    // Nothing changed: the copy still feeds its own event, which keeps its bet; no mapping audited.
    expect(await feedEvent(ODDS_API_PRODUCER, 'bb20')).toMatchObject({
      state: 'auto',
      event: { id: own },
    });
    expect(await auditOf('sports.feed_event_mapped', `${ODDS_API_PRODUCER}:bb20`)).toEqual([]);
    await ledgerClean();
  });

  it('drops an ignored copy’s messages and takes its betless event off sale; unmapping drops a mapped one', async () => {
    const now = Date.now();
    const clock = { at: now };
    const producer = producerOn(['soccer_ignore'], clock);
    const kickOff = now + 4 * 60 * MINUTE;
    const first = oddsEvent({
      id: 'cc30',
      sport: 'soccer_ignore',
      home: 'Wolves',
      away: 'Brentford',
      commence: kickOff,
      bookmakers: [{ key: 'a', at: now, h2h: [2.4, 3.2, 3.0] }],
    });
    const second = oddsEvent({
      id: 'cc31',
      sport: 'soccer_ignore',
      home: 'Spurs',
      away: 'Luton',
      commence: kickOff,
      bookmakers: [{ key: 'a', at: now, h2h: [1.5, 4.2, 6.0] }],
    });
    peer.odds.set('soccer_ignore', [first, second]);
    await producer.poll();
    const own = oddsApiEventId('cc30');
    expect((await publicEvent(own)).markets.map((m) => m.key)).toEqual(['1']);

    const ignored = await asOperator(
      trader,
      'POST',
      `/admin/sports/feed-events/${ODDS_API_PRODUCER}/cc30/ignore`,
      { reason: 'Friendly we do not offer' },
    );
    expect(ignored.status, JSON.stringify(ignored.body)).toBe(200);
    expect(ignored.body.data).toMatchObject({ state: 'ignored', event: null, suggestions: [] });
    expect((await repo.eventById(t.database.db, own))?.phase).toBe('cancelled');
    const sequence = (await bookOf(own)).sequences[ODDS_API_PRODUCER];
    expect(await auditOf('sports.feed_event_ignored', `${ODDS_API_PRODUCER}:cc30`)).toHaveLength(1);

    // New prices for the ignored copy change nothing; it is still seen (its row says when).
    peer.odds.set('soccer_ignore', [
      oddsEvent({
        id: 'cc30',
        sport: 'soccer_ignore',
        home: 'Wolves',
        away: 'Brentford',
        commence: kickOff,
        bookmakers: [{ key: 'a', at: now + MINUTE, h2h: [2.0, 3.4, 3.9] }],
      }),
      second,
    ]);
    clock.at = now + MINUTE;
    await producer.poll();
    expect((await bookOf(own)).sequences[ODDS_API_PRODUCER]).toBe(sequence);
    expect((await feedEvent(ODDS_API_PRODUCER, 'cc30')).lastSeenAt).toBe(
      new Date(now + MINUTE).toISOString(),
    );
    // Ignoring twice is a state conflict; unmapping applies to mapped copies only.
    const again = await asOperator(
      trader,
      'POST',
      `/admin/sports/feed-events/${ODDS_API_PRODUCER}/cc30/ignore`,
      { reason: 'again' },
    );
    expect(again.body.info.resultCode).toBe('feed_event_state_conflict');

    // The second copy is mapped onto another feed's event, then unmapped: that event keeps its feed, and
    // the copy's messages stop reaching it.
    const other = await otherFeedEvent({
      home: 'Tottenham',
      away: 'Luton Town',
      startsAt: kickOff,
    });
    const map = await asOperator(
      trader,
      'POST',
      `/admin/sports/feed-events/${ODDS_API_PRODUCER}/cc31/map`,
      { eventId: other, reason: 'same match' },
    );
    expect(map.status, JSON.stringify(map.body)).toBe(200);
    clock.at = now + 2 * MINUTE;
    await producer.poll();
    const fedBefore = (await bookOf(other)).sequences[ODDS_API_PRODUCER] ?? 0;
    expect(fedBefore).toBeGreaterThan(0);
    const unmapped = await asOperator(
      trader,
      'POST',
      `/admin/sports/feed-events/${ODDS_API_PRODUCER}/cc31/unmap`,
      { reason: 'Wrong fixture' },
    );
    expect(unmapped.status, JSON.stringify(unmapped.body)).toBe(200);
    expect(unmapped.body.data).toMatchObject({ state: 'ignored', event: null });
    expect((await repo.eventById(t.database.db, other))?.phase).toBe('not_started');
    peer.odds.set('soccer_ignore', [
      first,
      oddsEvent({
        id: 'cc31',
        sport: 'soccer_ignore',
        home: 'Spurs',
        away: 'Luton',
        commence: kickOff,
        bookmakers: [{ key: 'a', at: now + 3 * MINUTE, h2h: [1.4, 4.5, 7.0] }],
      }),
    ]);
    clock.at = now + 3 * MINUTE;
    await producer.poll();
    expect((await bookOf(other)).sequences[ODDS_API_PRODUCER]).toBe(fedBefore);
    expect(await auditOf('sports.feed_event_unmapped', `${ODDS_API_PRODUCER}:cc31`)).toHaveLength(
      1,
    );
    await ledgerClean();
  });
});
