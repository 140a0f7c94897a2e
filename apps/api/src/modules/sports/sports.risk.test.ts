import type { SportEvent, SportsEventMessage } from '@orca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import {
  createTestApp,
  fundedPlayer,
  operatorSession,
  TEST_API_KEY,
  type TestApp,
} from '../../../test/harness.ts';
import { servicesOf } from '../../app.ts';
import { queryRows } from '../../db/client.ts';
import type { SportsService } from './sports.service.ts';
import {
  FEED_BY_HAND,
  insertVirtualMatch,
  oddsOf,
  producerAlive,
} from './virtual-match.fixture.ts';

/*
 * The sportsbook's risk limits beside the selection and event caps (issue 24): caps per market line and per
 * sport that lower the maximum stake as liability grows, a live factor below pre-match, the maximum payout per
 * player and UTC day, the total odds range, and the back office's biggest open bets. Each refusal names its
 * limit, and a refused bet leaves nothing behind (no bet, no stake taken, no exposure).
 */

let t: TestApp;
let sports: SportsService;
let admin: string;
let support: string;
let matches = 0;

beforeAll(async () => {
  t = await createTestApp({ SPORTS_BET_DELAY_MS: '50', ...FEED_BY_HAND }, { listen: true });
  await t.jobs.stop();
  const built = servicesOf(t.app);
  if (!built) throw new Error('no services');
  sports = built.sports;
  await producerAlive(sports);
  admin = await operatorSession(t, 'admin');
  support = await operatorSession(t, 'support');
});
afterAll(async () => t?.close());

const DEFAULTS = {
  selection: '10000',
  market: '20000',
  event: '50000',
  sport: '500000',
  dailyPayout: '500000',
  liveFactor: '0.5',
  minOdds: '1.01',
  maxOdds: '10000',
};
// Each test sets what it needs; the next starts from Orca's defaults.
afterEach(async () => {
  const reset = await caps(DEFAULTS);
  expect(reset.status).toBe(200);
});

const caps = (payload: Record<string, string>, session = admin) =>
  t.request({
    method: 'PUT',
    url: '/api/v1/admin/sports/caps',
    headers: { 'x-operator-session': session },
    payload: { selection: DEFAULTS.selection, event: DEFAULTS.event, ...payload },
  });

interface Match {
  id: string;
  messages: SportsEventMessage[];
  play(until?: (message: SportsEventMessage) => boolean): Promise<void>;
}

/** A virtual match from a known seed, open for betting (fixture and pre-match odds applied). */
async function match(seed: string, startsAt = new Date(Date.now() + 60_000)): Promise<Match> {
  matches += 1;
  const id = `orca:match:${700_000 + matches}`;
  const virtual = await insertVirtualMatch(t.database.db, sports.league, { id, seed, startsAt });
  let next = 0;
  const played: Match = {
    id,
    messages: virtual.messages,
    async play(until) {
      while (next < virtual.messages.length) {
        const message = virtual.messages[next++];
        if (!message) break;
        await sports.apply(message);
        if (until?.(message)) return;
      }
    },
  };
  await played.play((m) => m.type === 'odds_change');
  return played;
}

async function publicEvent(id: string): Promise<SportEvent> {
  const response = await t.request({ method: 'GET', url: `/api/v1/sports/events/${id}` });
  expect(response.status).toBe(200);
  return response.body.data as SportEvent;
}

let keys = 0;
async function bet(
  player: string,
  selections: { eventId: string; marketId: number; outcomeId: number; specifiers?: string }[],
  stake: string,
) {
  const legs = await Promise.all(
    selections.map(async (selection) => {
      const specifiers = selection.specifiers ?? '';
      const key = specifiers ? `${selection.marketId}?${specifiers}` : String(selection.marketId);
      const detail = await publicEvent(selection.eventId);
      return { ...selection, specifiers, odds: oddsOf(detail, key, selection.outcomeId) };
    }),
  );
  keys += 1;
  return t.request({
    method: 'POST',
    url: '/api/v1/player/sports/bets',
    player,
    payload: {
      type: legs.length > 1 ? 'multiple' : 'single',
      stake,
      oddsChange: 'any',
      idempotencyKey: `risk-test-key-${keys}`,
      selections: legs,
    },
  });
}

async function cash(player: string): Promise<string> {
  const response = await t.request({ method: 'GET', url: '/api/v1/player/balance', player });
  return response.body.data.cash as string;
}

async function betCount(player: string): Promise<number> {
  const response = await t.request({ method: 'GET', url: '/api/v1/player/sports/bets', player });
  return response.body.data.total as number;
}

/** The largest stake whose win (stake × (odds − 1)) fits in `room`, in cents rounded down, as a number. */
const roomFor = (room: number, odds: string) => Math.floor((room * 100) / (Number(odds) - 1)) / 100;
/** A single's win at these odds (the return rounded down), in EUR. */
const winOf = (stake: string, odds: string) =>
  Math.floor(Number(stake) * Number(odds) * 100) / 100 - Number(stake);

const exposure = async (table: string, where: ReturnType<typeof sql>) => {
  const [row] = await queryRows<{ exposure: string | null }>(
    t.database.db,
    sql`select sum(exposure_minor)::text as exposure from ${sql.raw(table)} where ${where}`,
  );
  return Number(row?.exposure ?? 0) / 100;
};

async function audit() {
  const built = servicesOf(t.app);
  const result = await built?.ledger.audit();
  expect(result?.problems).toEqual([]);
}

describe('the settings in the back office', () => {
  it('lists the defaults, keeps what is left out, refuses an order that cannot hold, and audits what changed', async () => {
    const listed = await t.request({
      method: 'GET',
      url: '/api/v1/admin/sports/caps',
      headers: { 'x-operator-session': support },
    });
    expect(listed.body.data).toMatchObject({
      selection: '10000.00',
      market: '20000.00',
      event: '50000.00',
      sport: '500000.00',
      dailyPayout: '500000.00',
      liveFactor: '0.5',
      minOdds: '1.01',
      maxOdds: '10000',
    });

    const refusals: [Record<string, string>, string, string][] = [
      [
        { selection: '200', market: '100' },
        'market',
        'The cap per market must be at least the cap per selection',
      ],
      [
        { selection: '100', market: '900', event: '800' },
        'event',
        'The cap per event must be at least the cap per market',
      ],
      [
        { selection: '100', event: '800', sport: '700' },
        'sport',
        'The cap per sport must be at least the cap per event',
      ],
      [
        { minOdds: '20', maxOdds: '20' },
        'maxOdds',
        'The maximum odds must be above the minimum odds',
      ],
      // Against the kept maximum (10,000): a minimum above it would refuse every bet.
      [{ minOdds: '20000' }, 'maxOdds', 'The maximum odds must be above the minimum odds'],
    ];
    for (const [payload, field, message] of refusals) {
      const refused = await caps(payload);
      expect(refused.body.info.resultCode, JSON.stringify(payload)).toBe('validation_error');
      expect(refused.body.data.fields).toEqual([expect.objectContaining({ field, message })]);
    }
    for (const payload of [
      { liveFactor: '0' },
      { liveFactor: '1.5' },
      { minOdds: '1.00' },
      { dailyPayout: '-5' },
      { sport: '1e9' },
    ] as Record<string, string>[]) {
      const refused = await caps(payload);
      expect(refused.status, JSON.stringify(payload)).toBe(400);
    }
    const byReader = await caps({ market: '500' }, support);
    expect(byReader.status).toBe(403);

    const set = await caps({ market: '15000', liveFactor: '0.25', maxOdds: '500' });
    expect(set.body.data).toMatchObject({
      market: '15000.00',
      sport: '500000.00',
      liveFactor: '0.25',
      maxOdds: '500',
      isDefault: { market: false, liveFactor: false, maxOdds: false, sport: true, minOdds: true },
    });
    const entries = (
      await t.request({
        method: 'GET',
        url: '/api/v1/admin/audit?action=sports.liability_caps_set',
        headers: { 'x-operator-session': admin },
      })
    ).body.data as { before: unknown; after: unknown }[];
    expect(entries).toContainEqual(
      expect.objectContaining({
        before: { market: '20000.00', liveFactor: '0.5', maxOdds: '10000' },
        after: { market: '15000.00', liveFactor: '0.25', maxOdds: '500' },
      }),
    );
  });
});

describe('liability caps per market and per sport', () => {
  it('a bet on another outcome of a market gets only the market’s room left; one above it is refused and leaves nothing', async () => {
    expect((await caps({ selection: '100', market: '150', event: '1000' })).status).toBe(200);
    const m = await match('risk-market-seed');
    const detail = await publicEvent(m.id);
    const { sessionid } = await fundedPlayer(t, 'RiskMarket', '1000.00');
    const home = oddsOf(detail, '1', 1);
    const stake = roomFor(90, home).toFixed(2);
    expect(
      (await bet(sessionid, [{ eventId: m.id, marketId: 1, outcomeId: 1 }], stake)).status,
    ).toBe(200);
    const won = winOf(stake, home);
    expect(
      await exposure('sport_market_liabilities', sql`event_id = ${m.id} and market_key = '1'`),
    ).toBeCloseTo(won, 2);

    // The draw: its selection is empty (room 100), but the 1x2 has only 150 − won left.
    const draw = oddsOf(detail, '1', 2);
    const before = await cash(sessionid);
    const refused = await bet(sessionid, [{ eventId: m.id, marketId: 1, outcomeId: 2 }], '500.00');
    expect(refused.body.info.resultCode).toBe('stake_too_high');
    const max = Number(refused.body.data.max);
    expect(max).toBeCloseTo(roomFor(150 - won, draw), 1);
    expect(max).toBeLessThan(roomFor(100, draw));
    expect(refused.body.info.message).toBe(
      `The stake is too high: at most ${refused.body.data.max} EUR on this bet.`,
    );
    // Nothing written: no bet, the stake still in cash, the market holding the first win alone.
    expect(await cash(sessionid)).toBe(before);
    expect(await betCount(sessionid)).toBe(1);
    expect(
      await exposure('sport_market_liabilities', sql`event_id = ${m.id} and market_key = '1'`),
    ).toBeCloseTo(won, 2);
    expect(
      await exposure(
        'sport_liabilities',
        sql`event_id = ${m.id} and market_key = '1' and outcome_id = 2`,
      ),
    ).toBe(0);

    // Another market of the event is not held by the 1x2's cap.
    const yes = oddsOf(detail, '29', 74);
    const other = await bet(sessionid, [{ eventId: m.id, marketId: 29, outcomeId: 74 }], '500.00');
    expect(other.body.info.resultCode).toBe('stake_too_high');
    expect(Number(other.body.data.max)).toBeCloseTo(roomFor(100, yes), 1);
    // At the maximum the draw is taken.
    expect(
      (await bet(sessionid, [{ eventId: m.id, marketId: 1, outcomeId: 2 }], refused.body.data.max))
        .status,
    ).toBe(200);
    await audit();
  });

  it('a bet on a second match gets only the sport’s room left', async () => {
    // Earlier tests' open bets are on football too: the cap is set above what they hold.
    const held = await exposure(
      'sport_sport_liabilities',
      sql`sport = 'football' and currency = 'EUR'`,
    );
    const sportCap = Math.ceil(held) + 150;
    expect(
      (await caps({ selection: '100', market: '100', event: '100', sport: String(sportCap) }))
        .status,
    ).toBe(200);
    const first = await match('risk-sport-seed-1');
    const second = await match('risk-sport-seed-2');
    const { sessionid } = await fundedPlayer(t, 'RiskSport', '1000.00');
    const home = oddsOf(await publicEvent(first.id), '1', 1);
    const stake = roomFor(95, home).toFixed(2);
    expect(
      (await bet(sessionid, [{ eventId: first.id, marketId: 1, outcomeId: 1 }], stake)).status,
    ).toBe(200);
    const left = sportCap - held - winOf(stake, home);
    expect(left).toBeLessThan(100);

    const away = oddsOf(await publicEvent(second.id), '1', 3);
    const refused = await bet(
      sessionid,
      [{ eventId: second.id, marketId: 1, outcomeId: 3 }],
      '500.00',
    );
    expect(refused.body.info.resultCode).toBe('stake_too_high');
    expect(Number(refused.body.data.max)).toBeCloseTo(roomFor(left, away), 1);
    expect(await betCount(sessionid)).toBe(1);
    expect(await exposure('sport_event_liabilities', sql`event_id = ${second.id}`)).toBe(0);
    await audit();
  });
});

describe('the market and sport exposure', () => {
  it('is freed when the bets on it are settled, as the selection’s and the event’s', async () => {
    const sportHeld = () =>
      exposure('sport_sport_liabilities', sql`sport = 'football' and currency = 'EUR'`);
    const before = await sportHeld();
    const m = await match('risk-free-seed');
    const { sessionid } = await fundedPlayer(t, 'RiskFree', '100.00');
    for (const outcomeId of [1, 2, 3])
      expect(
        (await bet(sessionid, [{ eventId: m.id, marketId: 1, outcomeId }], '5.00')).status,
      ).toBe(200);
    expect(await exposure('sport_market_liabilities', sql`event_id = ${m.id}`)).toBeGreaterThan(0);
    expect(await sportHeld()).toBeGreaterThan(before);
    await m.play();
    expect(await exposure('sport_market_liabilities', sql`event_id = ${m.id}`)).toBe(0);
    expect(await exposure('sport_event_liabilities', sql`event_id = ${m.id}`)).toBe(0);
    expect(await sportHeld()).toBeCloseTo(before, 2);
    await audit();
  });
});

describe('the live cap', () => {
  it('scales the maximum stake of an in-play bet by the live factor the operator set', async () => {
    expect((await caps({ selection: '100' })).status).toBe(200);
    const m = await match('risk-live-seed', new Date(Date.now() - 1_000));
    const { sessionid } = await fundedPlayer(t, 'RiskLive', '1000.00');
    const preMatch = oddsOf(await publicEvent(m.id), '1', 1);
    const before = await bet(sessionid, [{ eventId: m.id, marketId: 1, outcomeId: 1 }], '900.00');
    expect(Number(before.body.data.max)).toBeCloseTo(roomFor(100, preMatch), 1);

    // In play, up to the message before its first bet stop.
    const stop = m.messages.find((message) => message.type === 'bet_stop');
    await m.play((message) => message.sequence === (stop?.sequence ?? 0) - 1);
    const detail = await publicEvent(m.id);
    expect(detail.phase).toBe('live');
    const odds = oddsOf(detail, '1', 1);
    const full = roomFor(100, odds);
    const halved = await bet(sessionid, [{ eventId: m.id, marketId: 1, outcomeId: 1 }], '900.00');
    expect(halved.body.info.resultCode).toBe('stake_too_high');
    expect(Number(halved.body.data.max)).toBeCloseTo(full / 2, 1);

    expect((await caps({ selection: '100', liveFactor: '0.2' })).status).toBe(200);
    const fifth = await bet(sessionid, [{ eventId: m.id, marketId: 1, outcomeId: 1 }], '900.00');
    expect(Number(fifth.body.data.max)).toBeCloseTo(full / 5, 1);
    expect(await betCount(sessionid)).toBe(0);
    expect(await cash(sessionid)).toBe('1000.00');
    const atMax = await bet(
      sessionid,
      [{ eventId: m.id, marketId: 1, outcomeId: 1 }],
      fifth.body.data.max,
    );
    expect(atMax.status).toBe(200);
    await audit();
  });
});

describe('the maximum payout per day', () => {
  it('holds the potential winnings of a player’s bets of the UTC day within the cap, and names what is left', async () => {
    expect((await caps({ dailyPayout: '100' })).status).toBe(200);
    const m = await match('risk-daily-seed');
    const detail = await publicEvent(m.id);
    const { sessionid } = await fundedPlayer(t, 'RiskDaily', '1000.00');
    const home = oddsOf(detail, '1', 1);
    const first = roomFor(60, home).toFixed(2);
    expect(
      (await bet(sessionid, [{ eventId: m.id, marketId: 1, outcomeId: 1 }], first)).status,
    ).toBe(200);
    const left = 100 - winOf(first, home);

    const draw = oddsOf(detail, '1', 2);
    const over = roomFor(left + 5, draw).toFixed(2);
    const before = await cash(sessionid);
    const refused = await bet(sessionid, [{ eventId: m.id, marketId: 1, outcomeId: 2 }], over);
    expect([refused.status, refused.body.info.resultCode]).toEqual([400, 'sports_daily_payout']);
    expect(refused.body.data).toMatchObject({ field: 'stake', max: '100.00' });
    const remaining = refused.body.data.remaining as string;
    expect(Number(remaining)).toBeCloseTo(left, 2);
    expect(refused.body.info.message).toBe(
      `Your bets placed today could win at most 100.00 EUR in all: this bet may win at most ${remaining} EUR more.`,
    );
    expect(await cash(sessionid)).toBe(before);
    expect(await betCount(sessionid)).toBe(1);
    expect(await exposure('sport_liabilities', sql`event_id = ${m.id} and outcome_id = 2`)).toBe(0);

    // Another player's day is their own.
    const other = await fundedPlayer(t, 'RiskDaily2', '1000.00');
    expect(
      (await bet(other.sessionid, [{ eventId: m.id, marketId: 1, outcomeId: 2 }], over)).status,
    ).toBe(200);
    // Within what is left, the bet is taken.
    const within = roomFor(left - 1, draw).toFixed(2);
    expect(
      (await bet(sessionid, [{ eventId: m.id, marketId: 1, outcomeId: 2 }], within)).status,
    ).toBe(200);
    await audit();
  });

  it('lets ten bets sent at once take no more than the day’s cap between them', async () => {
    expect((await caps({ dailyPayout: '100' })).status).toBe(200);
    const m = await match('risk-daily-race-seed');
    const detail = await publicEvent(m.id);
    const { sessionid } = await fundedPlayer(t, 'RiskRace', '1000.00');
    const home = oddsOf(detail, '1', 1);
    // Each bet would win about 30: three fit in 100, a fourth does not.
    const stake = roomFor(30, home).toFixed(2);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        bet(sessionid, [{ eventId: m.id, marketId: 1, outcomeId: 1 }], stake),
      ),
    );
    const taken = answers.filter((answer) => answer.status === 200).length;
    expect(taken).toBe(Math.floor(100 / winOf(stake, home)));
    expect(answers.filter((a) => a.body.info.resultCode === 'sports_daily_payout')).toHaveLength(
      10 - taken,
    );
    expect(await betCount(sessionid)).toBe(taken);
    expect(await cash(sessionid)).toBe((1000 - taken * Number(stake)).toFixed(2));
    await audit();
  });
});

describe('the odds range', () => {
  it('refuses a bet whose total odds are below the minimum or above the maximum, naming the limit', async () => {
    const m = await match('risk-odds-seed');
    const n = await match('risk-odds-seed-2');
    const { sessionid } = await fundedPlayer(t, 'RiskOdds', '100.00');
    const home = oddsOf(await publicEvent(m.id), '1', 1);
    const away = oddsOf(await publicEvent(n.id), '1', 3);
    const minimum = (Number(home) + 0.01).toFixed(2);
    expect((await caps({ minOdds: minimum })).status).toBe(200);
    const low = await bet(sessionid, [{ eventId: m.id, marketId: 1, outcomeId: 1 }], '5.00');
    expect([low.status, low.body.info.resultCode]).toEqual([400, 'sports_odds_too_low']);
    expect(low.body.info.message).toBe(
      `The total odds of this bet are below the minimum of ${minimum}.`,
    );
    expect(low.body.data).toMatchObject({ field: 'selections', min: minimum });

    // A double of both is above the minimum, and above a maximum set below its product.
    const product = Number(home) * Number(away);
    expect(product).toBeGreaterThan(Number(minimum));
    const maximum = (Math.floor(product * 100) / 100 - 0.01).toFixed(2);
    expect((await caps({ minOdds: '1.01', maxOdds: maximum })).status).toBe(200);
    const legs = [
      { eventId: m.id, marketId: 1, outcomeId: 1 },
      { eventId: n.id, marketId: 1, outcomeId: 3 },
    ];
    const high = await bet(sessionid, legs, '5.00');
    expect([high.status, high.body.info.resultCode]).toEqual([400, 'sports_odds_too_high']);
    expect(high.body.info.message).toBe(
      `The total odds of this bet are above the maximum of ${maximum}.`,
    );
    expect(await betCount(sessionid)).toBe(0);
    expect(await cash(sessionid)).toBe('100.00');

    // Each single is within the range and is taken.
    expect((await bet(sessionid, [legs[0]!], '5.00')).status).toBe(200);
    await audit();
  });
});

describe('the biggest open bets', () => {
  it('lists open bets by potential return or by liability, largest first', async () => {
    const m = await match('risk-biggest-seed');
    const detail = await publicEvent(m.id);
    const { sessionid } = await fundedPlayer(t, 'RiskBiggest', '1000.00');
    const placed = [];
    for (const [outcomeId, stake] of [
      [1, '20.00'],
      [2, '50.00'],
      [3, '10.00'],
      [1, '5.00'],
    ] as const) {
      const response = await bet(sessionid, [{ eventId: m.id, marketId: 1, outcomeId }], stake);
      expect(response.status).toBe(200);
      placed.push({
        id: response.body.data.id as string,
        stake,
        odds: oddsOf(detail, '1', outcomeId),
      });
    }
    const listed = async (sort: string) =>
      (
        await t.request({
          method: 'GET',
          url: `/api/v1/admin/sports/bets?eventId=${m.id}&status=open&sort=${sort}`,
          headers: { 'x-operator-session': support },
        })
      ).body.data.bets as { id: string; potentialReturn: string; liabilityEur: string }[];
    const byPayout = await listed('payout');
    expect(byPayout.map((b) => Number(b.potentialReturn))).toEqual(
      [...byPayout.map((b) => Number(b.potentialReturn))].sort((a, b) => b - a),
    );
    expect(byPayout).toHaveLength(4);
    const byLiability = await listed('liability');
    const expected = [...placed]
      .sort((a, b) => winOf(b.stake, b.odds) - winOf(a.stake, a.odds))
      .map((b) => b.id);
    expect(byLiability.map((b) => b.id)).toEqual(expected);
    for (const row of byLiability) {
      const bet = placed.find((p) => p.id === row.id)!;
      expect(Number(row.liabilityEur)).toBeCloseTo(winOf(bet.stake, bet.odds), 2);
    }
    const badSort = await t.request({
      method: 'GET',
      url: '/api/v1/admin/sports/bets?sort=stake;drop',
      headers: { 'x-operator-session': support },
    });
    expect(badSort.status).toBe(400);
  });
});

describe('a trader’s suspension of a market', () => {
  it('is pushed to every socket at once, so open match pages fetch the market as it now is', async () => {
    const m = await match('risk-push-seed');
    const socket = new WebSocket(
      `${t.config.publicUrl.replace('http', 'ws')}/api/v1/live?apiKey=${TEST_API_KEY}`,
    );
    const pushes: { type?: string; eventId?: string }[] = [];
    socket.on('message', (data: Buffer) => void pushes.push(JSON.parse(data.toString())));
    await new Promise((resolve) => socket.once('open', resolve));
    const pushesOf = () => pushes.filter((p) => p.type === 'sports.event' && p.eventId === m.id);
    try {
      const operate = (action: 'suspend' | 'resume') =>
        t.request({
          method: 'POST',
          url: `/api/v1/admin/sports/events/${m.id}/${action}`,
          headers: { 'x-operator-session': admin },
          payload:
            action === 'suspend' ? { marketKey: '1', reason: 'Under review' } : { marketKey: '1' },
        });
      expect((await operate('suspend')).status).toBe(200);
      await vi.waitFor(() => expect(pushesOf()).toHaveLength(1));
      // A second suspension changes nothing and tells nobody.
      expect((await operate('suspend')).status).toBe(200);
      expect((await operate('resume')).status).toBe(200);
      await vi.waitFor(() => expect(pushesOf()).toHaveLength(2));
      expect(pushesOf()[0]).toMatchObject({ phase: 'not_started', betStop: false });
    } finally {
      socket.close();
    }
  });
});
