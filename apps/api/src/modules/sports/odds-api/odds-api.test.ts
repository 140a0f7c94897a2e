import { loadConfig, ConfigError } from '../../../platform/config.ts';
import type { SportEvent, SportsBet } from '@orca/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fundedPlayer, type TestApp } from '../../../../test/harness.ts';
import { servicesOf } from '../../../app.ts';
import { createProducerHealth } from '../producer-health.ts';
import { feedMessagesOf } from '../sports.repository.ts';
import type { SportsService } from '../sports.service.ts';
import { FEED_BY_HAND } from '../virtual-match.fixture.ts';
import { createOddsApiClient, OddsApiError } from './odds-api.client.ts';
import { oddsEvent, scoreOf, startOddsApiPeer, type OddsApiPeer } from './odds-api.peer.fixture.ts';
import {
  createOddsApiProducer,
  MIN_POLL_MS,
  ODDS_API_PRODUCER,
  oddsApiEventId,
  QUOTA_WAIT_MS,
} from './odds-api.producer.ts';

/*
 * The Odds API's producer against a local server speaking the documented v4 responses (odds-api.peer.fixture.ts):
 * odds in, prices moving, stale odds suspended, the quota pacing the polls, 429 backing off and taking the
 * producer down, settlement from scores paying bets placed through the API, voids, and the key kept out of
 * every log line and error.
 */

const KEY = `odds-test-key-${Math.random().toString(36).slice(2, 10)}`;
const MINUTE = 60_000;
const STALE_MS = 15 * MINUTE;
/** Orca's default margin (no operator margin set): 6 %, proportional. */
const MARGIN = 0.06;

let t: TestApp;
let peer: OddsApiPeer;
let sports: SportsService;
const logs: string[] = [];

beforeAll(async () => {
  peer = await startOddsApiPeer(KEY);
  t = await createTestApp({
    SPORTS_BET_DELAY_MS: '50',
    ...FEED_BY_HAND,
    ODDS_API_KEY: KEY,
    ODDS_API_URL: peer.url,
    ODDS_API_SPORTS: 'soccer_epl,basketball_nba',
    ODDS_API_REGIONS: 'eu,uk',
  });
  await t.jobs.stop();
  const built = servicesOf(t.app);
  if (!built) throw new Error('no services');
  sports = built.sports;
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

/** The price Orca offers: medians de-vigged multiplicatively, then 6 % proportional. */
function expectedOdds(quotes: number[][]): string[] {
  const medians = (quotes[0] ?? []).map((_, i) => {
    const sorted = quotes.map((q) => q[i] ?? 0).sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? (sorted[mid] ?? 0)
      : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  });
  const book = medians.reduce((sum, m) => sum + 1 / m, 0);
  return medians.map((m) => (1 / ((1 / m / book) * (1 + MARGIN))).toFixed(4));
}

async function event(id: string): Promise<SportEvent> {
  const response = await t.request({ method: 'GET', url: `/api/v1/sports/events/${id}` });
  expect(response.status).toBe(200);
  return response.body.data as SportEvent;
}

function market(detail: SportEvent, key: string) {
  const found = detail.markets.find((m) => m.key === key);
  if (!found) throw new Error(`no market ${key} in ${detail.markets.map((m) => m.key).join(', ')}`);
  return found;
}

const oddsOf = (detail: SportEvent, key: string, outcome: number) =>
  market(detail, key).outcomes.find((o) => o.id === outcome)?.odds ?? '';

let keys = 0;
async function bet(
  player: string,
  selection: {
    eventId: string;
    marketId: number;
    specifiers?: string;
    outcomeId: number;
    odds: string;
  },
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
      idempotencyKey: `odds-api-${keys}`,
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

async function cash(player: string): Promise<string> {
  const response = await t.request({ method: 'GET', url: '/api/v1/player/balance', player });
  return response.body.data.cash as string;
}

async function audit() {
  const result = await servicesOf(t.app)?.ledger.audit();
  expect(result?.problems).toEqual([]);
}

/** A producer of its own sport keys on a clock the test moves, feeding the app's applier. */
function producerOn(
  sportKeys: string[],
  clock: { at: number },
  options: {
    alive?: Parameters<typeof createOddsApiProducer>[0]['alive'];
    completeWithinMs?: number;
  } = {},
) {
  return createOddsApiProducer({
    db: t.database.db,
    apply: sports.apply,
    settings: {
      apiKey: KEY,
      baseUrl: peer.url,
      sports: sportKeys,
      regions: ['eu'],
      staleAfterMs: STALE_MS,
      ...(options.completeWithinMs ? { completeWithinMs: options.completeWithinMs } : {}),
    },
    onApplied: () => undefined,
    alive: options.alive ?? ((message) => sports.alive(message)),
    log: (line) => logs.push(line),
    now: () => clock.at,
  });
}

const requestsTo = (path: string) => peer.requests.filter((r) => r.path === path).length;

describe('The Odds API producer', () => {
  it('is configured by ODDS_API_KEY and validates its settings', () => {
    expect(loadConfig({}).ODDS_API_KEY).toBeUndefined();
    const config = loadConfig({ ODDS_API_KEY: KEY, ODDS_API_SPORTS: 'soccer_epl, icehockey_nhl' });
    expect(config).toMatchObject({
      ODDS_API_URL: 'https://api.the-odds-api.com',
      ODDS_API_SPORTS: ['soccer_epl', 'icehockey_nhl'],
      ODDS_API_REGIONS: ['eu'],
      ODDS_API_STALE_SECONDS: 900,
    });
    for (const env of [
      { ODDS_API_KEY: 'bad key!' },
      { ODDS_API_REGIONS: 'mars' },
      { ODDS_API_SPORTS: 'Soccer EPL' },
      { ODDS_API_URL: 'not a url' },
      { ODDS_API_STALE_SECONDS: '5' },
    ])
      expect(() => loadConfig(env)).toThrow(ConfigError);
    // The key is in every request's query: production refuses to send it over http.
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        API_KEY: 'skin-public-key-2026',
        SMTP_URL: 'smtp://mail.example.com:587',
        PUBLIC_URL: 'https://casino.example.com',
        DATABASE_URL: 'postgres://orca@db.example.com/orca',
        OPERATOR_SECRET_KEY: '7f1c0e5b9a3d4c2e8b6a1f0d9c8e7b6a5f4e3d2c1b0a99887766554433221100',
        ODDS_API_KEY: KEY,
        ODDS_API_URL: 'http://odds.example.com',
      }),
    ).toThrow(/ODDS_API_URL: must be https/);
  });

  it('brings in events and markets at the median price, de-vigged and re-margined', async () => {
    const now = Date.now();
    const soccer = oddsEvent({
      id: 'e912304de2b2ce35b473ce2ecd3d1502',
      sport: 'soccer_epl',
      home: 'Arsenal',
      away: 'Chelsea',
      commence: now + 3 * 60 * MINUTE,
      bookmakers: [
        {
          key: 'a',
          at: now - MINUTE,
          h2h: [2.1, 3.4, 3.6],
          spreads: { point: -0.5, prices: [2.05, 1.85] },
          totals: { point: 2.5, prices: [1.9, 1.95] },
        },
        {
          key: 'b',
          at: now - MINUTE,
          h2h: [2.2, 3.3, 3.5],
          spreads: { point: -0.5, prices: [2.1, 1.8] },
          totals: { point: 2.5, prices: [1.85, 2.0] },
        },
        // An outlier the median ignores, and a handicap line only one book quotes.
        {
          key: 'c',
          at: now - MINUTE,
          h2h: [5.0, 3.2, 1.5],
          spreads: { point: -1, prices: [2.6, 1.5] },
          totals: { point: 2.5, prices: [1.95, 1.9] },
        },
      ],
    });
    const basketball = oddsEvent({
      id: '7c1a0b2d3e4f5a6b7c8d9e0f1a2b3c4d',
      sport: 'basketball_nba',
      home: 'Boston Celtics',
      away: 'Miami Heat',
      commence: now + 4 * 60 * MINUTE,
      bookmakers: [
        {
          key: 'a',
          at: now - MINUTE,
          h2h: [1.5, 2.7],
          spreads: { point: -6.5, prices: [1.91, 1.91] },
          totals: { point: 220.5, prices: [1.9, 1.9] },
        },
        {
          key: 'b',
          at: now - MINUTE,
          h2h: [1.55, 2.6],
          spreads: { point: -6.5, prices: [1.95, 1.87] },
          totals: { point: 220.5, prices: [1.87, 1.95] },
        },
      ],
    });
    peer.odds.set('soccer_epl', [soccer]);
    peer.odds.set('basketball_nba', [basketball]);
    const before = peer.requests.length;
    const producer = sports.oddsApi;
    if (!producer) throw new Error('ODDS_API_KEY did not enable the producer');
    await producer.poll();

    const asked = peer.requests.slice(before);
    expect(asked.map((r) => r.path)).toEqual([
      '/v4/sports/soccer_epl/odds',
      '/v4/sports/basketball_nba/odds',
    ]);
    expect(Object.fromEntries(asked[0]?.query ?? [])).toEqual({
      apiKey: KEY,
      regions: 'eu,uk',
      markets: 'h2h,spreads,totals',
      oddsFormat: 'decimal',
      dateFormat: 'iso',
    });

    const football = await event(oddsApiEventId(soccer.id));
    expect(football).toMatchObject({
      sport: 'football',
      tournament: { id: 'soccer_epl', name: 'SOCCER_EPL' },
      home: { name: 'Arsenal' },
      away: { name: 'Chelsea' },
      phase: 'not_started',
      startTime: soccer.commence_time.replace('Z', '.000Z'),
    });
    expect(football.markets.map((m) => m.key).sort()).toEqual(['1', '16?hcp=-0.5', '18?total=2.5']);
    const h2h = expectedOdds([
      [2.1, 3.4, 3.6],
      [2.2, 3.3, 3.5],
      [5.0, 3.2, 1.5],
    ]);
    expect([1, 2, 3].map((id) => oddsOf(football, '1', id))).toEqual(h2h);
    expect([1714, 1715].map((id) => oddsOf(football, '16?hcp=-0.5', id))).toEqual(
      expectedOdds([
        [2.05, 1.85],
        [2.1, 1.8],
      ]),
    );
    expect([12, 13].map((id) => oddsOf(football, '18?total=2.5', id))).toEqual(
      expectedOdds([
        [1.9, 1.95],
        [1.85, 2.0],
        [1.95, 1.9],
      ]),
    );
    // Orca's book carries its own 6 %, whatever the books' margins.
    const overround = h2h.reduce((sum, o) => sum + 1 / Number(o), 0);
    expect(overround).toBeCloseTo(1.06, 3);

    const nba = await event(oddsApiEventId(basketball.id));
    expect(nba.sport).toBe('basketball');
    expect(nba.markets.map((m) => m.key).sort()).toEqual(['16?hcp=-6.5', '18?total=220.5', '219']);
    expect([4, 5].map((id) => oddsOf(nba, '219', id))).toEqual(
      expectedOdds([
        [1.5, 2.7],
        [1.55, 2.6],
      ]),
    );

    // Without a draw the list's main market is the two-way winner.
    const listed = await t.request({
      method: 'GET',
      url: '/api/v1/sports/events?sport=basketball',
    });
    const summary = listed.body.data.events.find((e: { id: string }) => e.id === nba.id);
    expect(summary.mainMarket.key).toBe('219');

    // Unchanged prices on the next poll send nothing new.
    const messages = () => feedMessagesOf(t.database.db, oddsApiEventId(soccer.id));
    const count = (await messages()).length;
    expect(count).toBe(2);
    await producer.poll();
    expect((await messages()).length).toBe(count);
  });

  it('moves the odds when the books move, and an old price is refused', async () => {
    const now = Date.now();
    const clock = { at: now };
    const producer = producerOn(['soccer_moves'], clock);
    const quote = (h2h: number[], at: number) =>
      oddsEvent({
        id: 'aa11',
        sport: 'soccer_moves',
        home: 'Leeds United',
        away: 'Everton',
        commence: now + 2 * 60 * MINUTE,
        bookmakers: [{ key: 'a', at, h2h }],
      });
    peer.odds.set('soccer_moves', [quote([2.5, 3.2, 2.9], now - MINUTE)]);
    await producer.poll();
    const id = oddsApiEventId('aa11');
    const first = oddsOf(await event(id), '1', 1);
    expect(first).toBe(expectedOdds([[2.5, 3.2, 2.9]])[0]);

    peer.odds.set('soccer_moves', [quote([2.2, 3.3, 3.3], now)]);
    clock.at = now + MIN_POLL_MS;
    await producer.poll();
    const moved = oddsOf(await event(id), '1', 1);
    expect(moved).toBe(expectedOdds([[2.2, 3.3, 3.3]])[0]);
    expect(moved).not.toBe(first);

    const { sessionid } = await fundedPlayer(t, 'OddsMover', '50.00');
    await sports.alive({
      type: 'alive',
      producer: ODDS_API_PRODUCER,
      timestamp: Date.now(),
      subscribed: true,
    });
    const refused = await bet(sessionid, { eventId: id, marketId: 1, outcomeId: 1, odds: first });
    expect(refused.body.info.resultCode).toBe('odds_changed');
    const placed = await bet(sessionid, { eventId: id, marketId: 1, outcomeId: 1, odds: moved });
    expect(placed.status).toBe(200);
    await audit();
  });

  it('suspends odds that go stale and reopens them when fresh quotes come', async () => {
    const now = Date.now();
    const clock = { at: now };
    const producer = producerOn(['soccer_stale'], clock);
    const quoted = (at: number) =>
      oddsEvent({
        id: 'bb22',
        sport: 'soccer_stale',
        home: 'Fulham',
        away: 'Brentford',
        commence: now + 5 * 60 * MINUTE,
        bookmakers: [
          { key: 'a', at, h2h: [2.4, 3.3, 3.0], totals: { point: 2.5, prices: [1.9, 1.9] } },
        ],
      });
    // The book last updated 10 minutes ago: fresh for 5 more minutes.
    peer.odds.set('soccer_stale', [quoted(now - 10 * MINUTE)]);
    await producer.poll();
    const id = oddsApiEventId('bb22');
    expect(market(await event(id), '1').status).toBe('active');

    const { sessionid } = await fundedPlayer(t, 'OddsStale', '50.00');
    await sports.alive({
      type: 'alive',
      producer: ODDS_API_PRODUCER,
      timestamp: Date.now(),
      subscribed: true,
    });
    const odds = oddsOf(await event(id), '1', 1);
    // Before the next poll is due, the quotes pass 15 minutes: the tick stops the markets.
    clock.at = now + 6 * MINUTE;
    await producer.tick();
    const stale = await event(id);
    expect(stale.markets.map((m) => m.status)).toEqual(['suspended', 'suspended']);
    expect(
      (await bet(sessionid, { eventId: id, marketId: 1, outcomeId: 1, odds })).body.info.resultCode,
    ).toBe('market_suspended');

    // A poll that finds the same old quote keeps them suspended; a fresh one reopens them.
    await producer.poll();
    expect((await event(id)).markets.map((m) => m.status)).toEqual(['suspended', 'suspended']);
    peer.odds.set('soccer_stale', [quoted(clock.at - MINUTE)]);
    await producer.poll();
    expect((await event(id)).markets.map((m) => m.status)).toEqual(['active', 'active']);
    expect((await bet(sessionid, { eventId: id, marketId: 1, outcomeId: 1, odds })).status).toBe(
      200,
    );
    await audit();
  });

  it('stops the markets at kick-off between polls and shows the match live (pre-match only)', async () => {
    const now = Date.now();
    const clock = { at: now };
    const producer = producerOn(['soccer_kickoff'], clock);
    peer.quota.remaining = 1_000_000;
    peer.odds.set('soccer_kickoff', [
      oddsEvent({
        id: 'ab12',
        sport: 'soccer_kickoff',
        home: 'Stoke',
        away: 'Hull',
        commence: now + 30_000,
        bookmakers: [{ key: 'a', at: now, h2h: [2.3, 3.2, 3.1] }],
      }),
    ]);
    await producer.poll();
    const id = oddsApiEventId('ab12');
    expect(market(await event(id), '1').status).toBe('active');
    expect(producer.state().nextPollAt).toBe(now + MIN_POLL_MS);
    const asked = peer.requests.length;
    clock.at = now + 30_000;
    await producer.tick();
    // No request: the kick-off is known, the tick alone stops the markets.
    expect(peer.requests.length).toBe(asked);
    const started = await event(id);
    expect(started.phase).toBe('live');
    expect(market(started, '1').status).toBe('suspended');
    // A match first seen after its kick-off is never opened.
    peer.odds.set('soccer_kickoff', [
      oddsEvent({
        id: 'ab13',
        sport: 'soccer_kickoff',
        home: 'Derby',
        away: 'Reading',
        commence: clock.at - MINUTE,
        bookmakers: [{ key: 'a', at: clock.at, h2h: [2.3, 3.2, 3.1] }],
      }),
    ]);
    await producer.poll();
    const missing = await t.request({
      method: 'GET',
      url: `/api/v1/sports/events/${oddsApiEventId('ab13')}`,
    });
    expect(missing.status).toBe(404);
  });

  it('paces polls by the quota: slower when credits are few, none when too few, resumes when they return', async () => {
    const start = Date.UTC(2030, 0, 11, 12);
    const clock = { at: start };
    const producer = producerOn(['soccer_quota'], clock);
    peer.odds.set('soccer_quota', [
      oddsEvent({
        id: 'cc33',
        sport: 'soccer_quota',
        home: 'Wolves',
        away: 'Burnley',
        commence: Date.now() + 60 * MINUTE,
        bookmakers: [{ key: 'a', at: Date.now(), h2h: [2, 3.5, 3.8] }],
      }),
    ]);
    peer.quota.remaining = 300;
    await producer.poll();
    // One odds request of 3 credits (3 markets, 1 region): 297 left, 2 cycles kept back, spread to 1 Feb.
    const monthLeft = Date.UTC(2030, 1, 1) - start;
    expect(producer.state()).toMatchObject({ cycleCost: 3, quota: { remaining: 297, last: 3 } });
    expect(producer.state().nextPollAt - start).toBe(Math.ceil((monthLeft * 3) / (297 - 6)));
    expect(producer.state().nextPollAt - start).toBeGreaterThan(MIN_POLL_MS);

    // Plenty of credits: every minute, the API's own refresh.
    peer.quota.remaining = 1_000_000;
    clock.at = producer.state().nextPollAt;
    await producer.tick();
    expect(producer.state().nextPollAt - clock.at).toBe(MIN_POLL_MS);

    // Too few for a cycle and the reserve: no more odds requests, only the free sports list hourly.
    peer.quota.remaining = 10;
    clock.at = producer.state().nextPollAt;
    await producer.tick();
    expect(producer.state()).toMatchObject({ waitingForCredits: true, quota: { remaining: 7 } });
    const odds = requestsTo('/v4/sports/soccer_quota/odds');
    const waitFrom = clock.at;
    const asked = peer.requests.length;
    for (const minutes of [1, 30, 59]) {
      clock.at = waitFrom + minutes * MINUTE;
      await producer.tick();
    }
    expect(peer.requests.length).toBe(asked);
    const probes = requestsTo('/v4/sports');
    clock.at = producer.state().nextPollAt;
    await producer.tick();
    expect(requestsTo('/v4/sports')).toBe(probes + 1);
    expect(requestsTo('/v4/sports/soccer_quota/odds')).toBe(odds);
    expect(producer.state().nextPollAt - clock.at).toBe(QUOTA_WAIT_MS);

    // The month turned: the probe sees credits and the odds are read again.
    peer.quota.remaining = 500;
    clock.at = producer.state().nextPollAt;
    await producer.tick();
    expect(requestsTo('/v4/sports/soccer_quota/odds')).toBe(odds + 1);
    expect(producer.state().waitingForCredits).toBe(false);
  });

  it('backs off on 429 and goes down when the API keeps failing, then comes back up', async () => {
    const clock = { at: Date.now() };
    const health = createProducerHealth({ producers: [ODDS_API_PRODUCER], now: () => clock.at });
    const producer = producerOn(['soccer_limits'], clock, {
      alive: async (message) => void health.alive(message),
    });
    peer.odds.set('soccer_limits', []);
    await producer.poll();
    expect(health.isDown(ODDS_API_PRODUCER)).toBe(false);

    peer.rateLimited = 100;
    clock.at = producer.state().nextPollAt;
    const asked: number[] = [];
    const waits: number[] = [];
    for (let turn = 0; turn < 4; turn++) {
      const before = peer.requests.length;
      await producer.tick();
      asked.push(peer.requests.length - before);
      waits.push(producer.state().nextPollAt - clock.at);
      // A tick before the backoff ends asks nothing.
      clock.at += 1_000;
      const quiet = peer.requests.length;
      await producer.tick();
      expect(peer.requests.length).toBe(quiet);
      clock.at = producer.state().nextPollAt;
    }
    expect(asked).toEqual([1, 1, 1, 1]);
    expect(waits).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(producer.state().failures).toBe(4);
    // No alive since the first 429, over 20 s ago: down, so every market of its events is suspended.
    expect(health.downReason(ODDS_API_PRODUCER)).toBe('alive_missing');
    expect(logs.some((line) => line.includes('HTTP 429 EXCEEDED_FREQ_LIMIT'))).toBe(true);

    peer.rateLimited = 0;
    await producer.tick();
    expect(producer.state().failures).toBe(0);
    expect(health.isDown(ODDS_API_PRODUCER)).toBe(false);
  });

  it('settles from the scores: a win, a pushed whole line and a lost bet, paid through the ledger', async () => {
    const now = Date.now();
    const clock = { at: now };
    const producer = producerOn(['soccer_settle'], clock);
    const fixture = oddsEvent({
      id: 'dd44',
      sport: 'soccer_settle',
      home: 'Newcastle',
      away: 'Aston Villa',
      commence: now + 30 * MINUTE,
      bookmakers: [
        {
          key: 'a',
          at: now,
          h2h: [2.0, 3.5, 3.9],
          spreads: { point: -1, prices: [2.3, 1.65] },
          totals: { point: 3, prices: [2.0, 1.8] },
        },
      ],
    });
    peer.odds.set('soccer_settle', [fixture]);
    await producer.poll();
    const id = oddsApiEventId('dd44');
    const detail = await event(id);
    expect(detail.markets.map((m) => m.key).sort()).toEqual(['1', '16?hcp=-1', '18?total=3']);
    await sports.alive({
      type: 'alive',
      producer: ODDS_API_PRODUCER,
      timestamp: Date.now(),
      subscribed: true,
    });

    const { sessionid } = await fundedPlayer(t, 'OddsSettle', '100.00');
    const place = async (marketId: number, specifiers: string, outcomeId: number) => {
      const key = specifiers ? `${marketId}?${specifiers}` : String(marketId);
      const placed = await bet(sessionid, {
        eventId: id,
        marketId,
        specifiers,
        outcomeId,
        odds: oddsOf(detail, key, outcomeId),
      });
      expect(placed.status).toBe(200);
      return placed.body.data.id as string;
    };
    const home = await place(1, '', 1);
    const handicap = await place(16, 'hcp=-1', 1714);
    const over = await place(18, 'total=3', 12);
    const under = await place(18, 'total=3', 13);
    const draw = await place(1, '', 2);
    expect(await cash(sessionid)).toBe('50.00');

    // Kick-off: pre-match only, the markets stop and the match shows live.
    clock.at = now + 31 * MINUTE;
    peer.scores.set('soccer_settle', [scoreOf(fixture, { home: 0, away: 0 }, false)]);
    await producer.poll();
    const live = await event(id);
    expect(live.phase).toBe('live');
    expect(live.markets.every((m) => m.status === 'suspended')).toBe(true);

    // 2:1 at full time: home wins, −1 pushes (stake back), total 3 pushes both ways, the draw loses.
    peer.odds.set('soccer_settle', []);
    peer.scores.set('soccer_settle', [scoreOf(fixture, { home: 2, away: 1 }, true)]);
    clock.at = now + 150 * MINUTE;
    await producer.poll();
    expect((await event(id)).phase).toBe('closed');
    const homeOdds = Number(oddsOf(detail, '1', 1));
    const homeWin = Math.floor(10 * homeOdds * 100) / 100;
    expect(await betView(sessionid, home)).toMatchObject({
      status: 'won',
      payout: homeWin.toFixed(2),
    });
    for (const pushed of [handicap, over, under])
      expect(await betView(sessionid, pushed)).toMatchObject({ status: 'void', payout: '10.00' });
    expect(await betView(sessionid, draw)).toMatchObject({ status: 'lost', payout: '0.00' });
    expect(await cash(sessionid)).toBe((50 + homeWin + 30).toFixed(2));

    // Scores read again change nothing: the event is closed and its bets paid once.
    await producer.poll();
    expect(await cash(sessionid)).toBe((50 + homeWin + 30).toFixed(2));
    await audit();
  });

  it('voids the bets of a match that disappears, and of one never completed in its window', async () => {
    const now = Date.now();
    const clock = { at: now };
    const producer = producerOn(['soccer_void'], clock, { completeWithinMs: 3 * 60 * MINUTE });
    const gone = oddsEvent({
      id: 'ee55',
      sport: 'soccer_void',
      home: 'Brighton',
      away: 'Southampton',
      commence: now + 60 * MINUTE,
      bookmakers: [{ key: 'a', at: now, h2h: [2.0, 3.4, 3.8] }],
    });
    const unfinished = oddsEvent({
      id: 'ff66',
      sport: 'soccer_void',
      home: 'Ipswich',
      away: 'Luton',
      commence: now + 60 * MINUTE,
      bookmakers: [{ key: 'a', at: now, h2h: [2.6, 3.1, 2.8] }],
    });
    peer.odds.set('soccer_void', [gone, unfinished]);
    await producer.poll();
    await sports.alive({
      type: 'alive',
      producer: ODDS_API_PRODUCER,
      timestamp: Date.now(),
      subscribed: true,
    });
    const { sessionid } = await fundedPlayer(t, 'OddsVoid', '30.00');
    const on = async (apiId: string) => {
      const eventId = oddsApiEventId(apiId);
      const placed = await bet(sessionid, {
        eventId,
        marketId: 1,
        outcomeId: 1,
        odds: oddsOf(await event(eventId), '1', 1),
      });
      expect(placed.status).toBe(200);
      return placed.body.data.id as string;
    };
    const goneBet = await on('ee55');
    const unfinishedBet = await on('ff66');
    expect(await cash(sessionid)).toBe('10.00');

    // The first match leaves the odds and the scores (postponed, removed): its bets are void.
    peer.odds.set('soccer_void', [unfinished]);
    peer.scores.set('soccer_void', [scoreOf(unfinished, null, false)]);
    clock.at = now + 5 * MINUTE;
    await producer.poll();
    expect((await event(oddsApiEventId('ee55'))).phase).toBe('cancelled');
    expect(await betView(sessionid, goneBet)).toMatchObject({ status: 'void', payout: '10.00' });
    expect(await cash(sessionid)).toBe('20.00');

    // The second kicks off and never completes within three hours: void as well.
    clock.at = now + 90 * MINUTE;
    peer.scores.set('soccer_void', [scoreOf(unfinished, { home: 1, away: 1 }, false)]);
    await producer.poll();
    expect((await event(oddsApiEventId('ff66'))).phase).toBe('live');
    expect(await betView(sessionid, unfinishedBet)).toMatchObject({ status: 'open' });
    clock.at = now + 4 * 60 * MINUTE + MINUTE;
    await producer.poll();
    expect((await event(oddsApiEventId('ff66'))).phase).toBe('cancelled');
    expect(await betView(sessionid, unfinishedBet)).toMatchObject({
      status: 'void',
      payout: '10.00',
    });
    expect(await cash(sessionid)).toBe('30.00');
    await audit();
  });

  it('never puts the key in an error or a log line, even when the server echoes it', async () => {
    const client = createOddsApiClient({
      apiKey: `${KEY}-wrong`,
      baseUrl: peer.url,
      regions: ['eu'],
    });
    peer.echoKey = true;
    peer.odds.set('soccer_key', []);
    const error = await client.odds('soccer_key').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OddsApiError);
    expect(error).toMatchObject({ status: 401, code: 'INVALID_KEY' });
    expect(String((error as Error).message)).not.toContain(`${KEY}-wrong`);
    expect(JSON.stringify(error)).not.toContain(KEY);

    // A producer whose key is refused waits an hour, logs without the key and says nothing alive.
    const clock = { at: Date.now() };
    const wrong = createOddsApiProducer({
      db: t.database.db,
      apply: sports.apply,
      settings: {
        apiKey: `${KEY}x`,
        baseUrl: peer.url,
        sports: ['soccer_key'],
        regions: ['eu'],
        staleAfterMs: STALE_MS,
      },
      onApplied: () => undefined,
      alive: () => Promise.reject(new Error('a refused key must not say alive')),
      log: (line) => logs.push(line),
      now: () => clock.at,
    });
    await wrong.tick();
    expect(wrong.state().nextPollAt - clock.at).toBe(60 * MINUTE);
    peer.echoKey = false;
    // Nothing reachable: an error without the URL.
    const offline = createOddsApiClient({
      apiKey: KEY,
      baseUrl: 'http://127.0.0.1:9',
      regions: ['eu'],
    });
    const down = await offline.scores('soccer_key').catch((e: unknown) => e);
    expect(down).toMatchObject({ status: 0 });
    expect(String((down as Error).message)).not.toContain(KEY);

    expect(logs.length).toBeGreaterThan(0);
    expect(logs.some((line) => line.includes('INVALID_KEY'))).toBe(true);
    for (const line of logs) expect(line).not.toContain(KEY);
  });
});
