import { MARKET, type SportsEventMessage, type SportEvent, type SportsBet } from '@orca/contracts';
import { hashServerSeed } from '@orca/games/rng/fair';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { queryRows } from '../../db/client.ts';
import { createTestApp, fundedPlayer, TEST_API_KEY, type TestApp } from '../../../test/harness.ts';
import { servicesOf } from '../../app.ts';
import { createBonusDriver } from '../bonus/bonus.test-driver.ts';
import type { SportsService } from './sports.service.ts';
import {
  FEED_BY_HAND,
  insertVirtualMatch,
  oddsOf,
  producerAlive,
} from './virtual-match.fixture.ts';
import { VIRTUAL_PRODUCER } from './virtual-league.ts';

/*
 * The sportsbook through its API, fed by recorded streams: each test creates a virtual match from a known
 * seed and applies its producer's messages one by one (the replay harness), so bets meet exactly the book a
 * player would have met at that point of the match.
 */

let t: TestApp;
let sports: SportsService;
let matches = 0;

beforeAll(async () => {
  t = await createTestApp({ SPORTS_BET_DELAY_MS: '50', ...FEED_BY_HAND }, { listen: true });
  await t.jobs.stop();
  const built = servicesOf(t.app);
  if (!built) throw new Error('no services');
  sports = built.sports;
  await producerAlive(sports);
});
afterAll(async () => t?.close());

interface Match {
  id: string;
  messages: SportsEventMessage[];
  score: { home: number; away: number };
  /** Applies the stream's messages up to and including the first that `until` accepts (all when none). */
  play(until?: (message: SportsEventMessage) => boolean): Promise<void>;
}

async function match(seed: string, startsAt = new Date(Date.now() + 60_000)): Promise<Match> {
  matches += 1;
  const id = `orca:match:${900_000 + matches}`;
  const virtual = await insertVirtualMatch(t.database.db, sports.league, { id, seed, startsAt });
  let next = 0;
  const played: Match = {
    id,
    messages: virtual.messages,
    score: virtual.timeline.score,
    async play(until) {
      while (next < virtual.messages.length) {
        const message = virtual.messages[next++];
        if (!message) break;
        await sports.apply(message);
        if (until?.(message)) return;
      }
    },
  };
  // Fixture and pre-match odds: the event is open for betting.
  await played.play((m) => m.type === 'odds_change');
  return played;
}

async function event(id: string): Promise<SportEvent> {
  const response = await t.request({ method: 'GET', url: `/api/v1/sports/events/${id}` });
  expect(response.status).toBe(200);
  return response.body.data as SportEvent;
}

let keys = 0;
async function bet(
  player: string,
  selections: {
    eventId: string;
    marketId: number;
    specifiers?: string;
    outcomeId: number;
    odds: string;
  }[],
  options: { stake?: string; oddsChange?: 'none' | 'higher' | 'any'; key?: string } = {},
) {
  keys += 1;
  return t.request({
    method: 'POST',
    url: '/api/v1/player/sports/bets',
    player,
    payload: {
      type: selections.length > 1 ? 'multiple' : 'single',
      stake: options.stake ?? '10.00',
      oddsChange: options.oddsChange ?? 'none',
      idempotencyKey: options.key ?? `test-key-${keys}`,
      selections: selections.map((s) => ({ specifiers: '', ...s })),
    },
  });
}

async function cash(player: string): Promise<string> {
  const response = await t.request({ method: 'GET', url: '/api/v1/player/balance', player });
  return response.body.data.cash as string;
}

async function audit() {
  const built = servicesOf(t.app);
  const result = await built?.ledger.audit();
  expect(result?.problems).toEqual([]);
}

describe('sportsbook catalogue', () => {
  it('lists an upcoming match with its markets, the seed hash and no seed before full time', async () => {
    const m = await match('catalogue-seed');
    const listed = await t.request({ method: 'GET', url: '/api/v1/sports/events?status=upcoming' });
    expect(listed.status).toBe(200);
    const summary = listed.body.data.events.find((e: { id: string }) => e.id === m.id);
    expect(summary).toMatchObject({ phase: 'not_started', score: { home: 0, away: 0 } });
    expect(summary.mainMarket.outcomes.map((o: { id: number }) => o.id)).toEqual([1, 2, 3]);

    const detail = await event(m.id);
    expect(detail.serverSeedHash).toBe(hashServerSeed('catalogue-seed'));
    expect(detail.serverSeed).toBeNull();
    expect(detail.markets.map((market) => market.key)).toContain('18?total=2.5');

    const sportsList = await t.request({ method: 'GET', url: '/api/v1/sports' });
    expect(sportsList.body.data).toContainEqual(
      expect.objectContaining({ id: 'football', upcoming: expect.any(Number) }),
    );
    const missing = await t.request({ method: 'GET', url: '/api/v1/sports/events/orca:match:1' });
    expect(missing.status).toBe(404);
    expect(missing.body.info.resultCode).toBe('sports_event_not_found');
  });
});

describe('placing sports bets', () => {
  it('takes a single once per key, and refuses changed odds unless the policy accepts them', async () => {
    const { sessionid } = await fundedPlayer(t, 'SportsOne', '100.00');
    const m = await match('single-seed');
    const odds = oddsOf(await event(m.id), '1', 1);
    const selection = { eventId: m.id, marketId: MARKET.matchResult, outcomeId: 1, odds };

    const placed = await bet(sessionid, [selection], { key: 'single-key-1' });
    expect(placed.status).toBe(200);
    const body = placed.body.data as SportsBet;
    expect(body).toMatchObject({
      type: 'single',
      status: 'open',
      stake: '10.00',
      totalOdds: odds.slice(0, odds.indexOf('.') + 3),
    });
    expect(await cash(sessionid)).toBe('90.00');

    const replay = await bet(sessionid, [selection], { key: 'single-key-1' });
    expect(replay.body.data.id).toBe(body.id);
    expect(await cash(sessionid)).toBe('90.00');

    // Two requests with one key at once: one bet, one stake, the same answer.
    const racing = await Promise.all([
      bet(sessionid, [selection], { key: 'single-key-race' }),
      bet(sessionid, [selection], { key: 'single-key-race' }),
    ]);
    expect(racing.map((r) => r.status)).toEqual([200, 200]);
    expect(racing[0]?.body.data.id).toBe(racing[1]?.body.data.id);
    expect(await cash(sessionid)).toBe('80.00');

    const worse = { ...selection, odds: (Number(odds) + 0.5).toFixed(4) };
    const refused = await bet(sessionid, [worse]);
    expect(refused.status).toBe(409);
    expect(refused.body.info.resultCode).toBe('odds_changed');
    expect(refused.body.data).toMatchObject({ odds });
    const higherOnly = await bet(sessionid, [worse], { oddsChange: 'higher' });
    expect(higherOnly.body.info.resultCode).toBe('odds_changed');
    const any = await bet(sessionid, [worse], { oddsChange: 'any' });
    expect(any.status).toBe(200);
    expect(any.body.data.legs[0].odds).toBe(odds);
    expect(await cash(sessionid)).toBe('70.00');
    await audit();
  });

  it('refuses related legs, a suspended market, bad stakes and a finished match', async () => {
    const { sessionid } = await fundedPlayer(t, 'SportsTwo', '50.00');
    const m = await match('refusals-seed');
    const detail = await event(m.id);
    const home = { eventId: m.id, marketId: 1, outcomeId: 1, odds: oddsOf(detail, '1', 1) };
    const over = {
      eventId: m.id,
      marketId: 18,
      specifiers: 'total=2.5',
      outcomeId: 12,
      odds: oddsOf(detail, '18?total=2.5', 12),
    };
    expect((await bet(sessionid, [home, over])).body.info.resultCode).toBe('selection_related');
    for (const stake of ['-5', 'NaN', '0.001', '1e3'])
      expect((await bet(sessionid, [home], { stake })).body.info.resultCode).toBe(
        'validation_error',
      );
    expect((await bet(sessionid, [home], { stake: '0.01' })).body.info.resultCode).toBe(
      'bet_out_of_range',
    );
    const huge = await bet(sessionid, [home], { stake: '999999999' });
    expect(['stake_too_high', 'sports_max_payout']).toContain(huge.body.info.resultCode);
    expect((await bet(sessionid, [home], { stake: '60.00' })).body.info.resultCode).toBe(
      'insufficient_funds',
    );
    const unknown = await bet(sessionid, [{ ...home, outcomeId: 99 }]);
    expect(unknown.body.info.resultCode).toBe('selection_unavailable');
    const badLine = await bet(sessionid, [{ ...over, specifiers: 'total=2.50' }]);
    expect(badLine.body.info.resultCode).toBe('validation_error');

    await m.play((message) => message.type === 'bet_stop');
    expect((await bet(sessionid, [home], { oddsChange: 'any' })).body.info.resultCode).toBe(
      'market_suspended',
    );
    await m.play();
    expect((await bet(sessionid, [home], { oddsChange: 'any' })).body.info.resultCode).toBe(
      'selection_unavailable',
    );
    expect(await cash(sessionid)).toBe('50.00');
    await audit();
  });

  it('keeps a bet to its player', async () => {
    const owner = await fundedPlayer(t, 'SportsOwner', '20.00');
    const other = await fundedPlayer(t, 'SportsOther', '20.00');
    const m = await match('owner-seed');
    const odds = oddsOf(await event(m.id), '1', 2);
    const placed = await bet(owner.sessionid, [{ eventId: m.id, marketId: 1, outcomeId: 2, odds }]);
    const id = placed.body.data.id as string;
    const mine = await t.request({
      method: 'GET',
      url: `/api/v1/player/sports/bets/${id}`,
      player: owner.sessionid,
    });
    expect(mine.status).toBe(200);
    const theirs = await t.request({
      method: 'GET',
      url: `/api/v1/player/sports/bets/${id}`,
      player: other.sessionid,
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.info.resultCode).toBe('sports_bet_not_found');
    const visitor = await t.request({ method: 'GET', url: `/api/v1/player/sports/bets/${id}` });
    expect(visitor.status).toBe(401);
  });
});

describe('settlement', () => {
  it('pays a winning single and a lost multiple from the final score, and reveals the seed', async () => {
    const { sessionid } = await fundedPlayer(t, 'SportsWin', '100.00');
    const a = await match('settle-seed-a');
    const b = await match('settle-seed-b');
    const winnerOf = (score: { home: number; away: number }) =>
      score.home > score.away ? 1 : score.home === score.away ? 2 : 3;
    const win = winnerOf(a.score);
    const odds = oddsOf(await event(a.id), '1', win);
    const single = await bet(sessionid, [{ eventId: a.id, marketId: 1, outcomeId: win, odds }], {
      stake: '10.00',
    });
    expect(single.status).toBe(200);
    const lose = win === 1 ? 3 : 1;
    const multiple = await bet(
      sessionid,
      [
        { eventId: a.id, marketId: 1, outcomeId: lose, odds: oddsOf(await event(a.id), '1', lose) },
        { eventId: b.id, marketId: 1, outcomeId: 1, odds: oddsOf(await event(b.id), '1', 1) },
      ],
      { stake: '5.00' },
    );
    expect(multiple.status).toBe(200);
    expect(await cash(sessionid)).toBe('85.00');

    await a.play();
    const settled = await t.request({
      method: 'GET',
      url: `/api/v1/player/sports/bets/${single.body.data.id}`,
      player: sessionid,
    });
    const expected = Math.floor(10 * Number(odds) * 100) / 100;
    expect(settled.body.data).toMatchObject({ status: 'won', payout: expected.toFixed(2) });
    // The bet's recall carries its match's seeds: the hash all along, the seed once revealed.
    expect(single.body.data.legs[0].fair).toMatchObject({
      serverSeedHash: hashServerSeed('settle-seed-a'),
      serverSeed: null,
      league: 'orca-premier',
    });
    expect(settled.body.data.legs[0].fair).toMatchObject({ serverSeed: 'settle-seed-a' });
    const lost = await t.request({
      method: 'GET',
      url: `/api/v1/player/sports/bets/${multiple.body.data.id}`,
      player: sessionid,
    });
    // A multiple is lost at its first losing leg, before the other match ends.
    expect(lost.body.data).toMatchObject({ status: 'lost', payout: '0.00' });
    expect(await cash(sessionid)).toBe((85 + expected).toFixed(2));

    const revealed = await event(a.id);
    expect(revealed.phase).toBe('closed');
    expect(revealed.serverSeed).toBe('settle-seed-a');
    expect(revealed.score).toEqual(a.score);

    const open = await t.request({
      method: 'GET',
      url: '/api/v1/player/sports/bets?status=settled',
      player: sessionid,
    });
    expect(open.body.data.total).toBe(2);
    await b.play();
    await audit();
  });

  it('reverses a rolled-back settlement, resettles, and voids a cancelled market, each once', async () => {
    const { sessionid } = await fundedPlayer(t, 'SportsRollback', '100.00');
    const m = await match('rollback-seed');
    const winner = m.score.home > m.score.away ? 1 : m.score.home === m.score.away ? 2 : 3;
    const odds = oddsOf(await event(m.id), '1', winner);
    const placed = await bet(sessionid, [{ eventId: m.id, marketId: 1, outcomeId: winner, odds }]);
    expect(placed.status).toBe(200);
    await m.play();
    const won = Math.floor(10 * Number(odds) * 100) / 100;
    expect(await cash(sessionid)).toBe((90 + won).toFixed(2));

    const last = m.messages.at(-1)?.sequence ?? 0;
    const header = { producer: VIRTUAL_PRODUCER, eventId: m.id, timestamp: Date.now() };
    const markets = [{ id: MARKET.matchResult, specifiers: '' }];
    const settlement = m.messages.findLast((message) => message.type === 'bet_settlement');
    if (settlement?.type !== 'bet_settlement') throw new Error('no settlement');
    const stream: SportsEventMessage[] = [
      { ...header, sequence: last + 1, type: 'rollback_bet_settlement', markets },
      { ...settlement, sequence: last + 2, markets: settlement.markets.filter((x) => x.id === 1) },
      { ...header, sequence: last + 3, type: 'bet_cancel', startTime: 0, markets },
    ];
    await sports.apply(stream[0]!);
    expect(await cash(sessionid)).toBe('90.00');
    await sports.apply(stream[1]!);
    expect(await cash(sessionid)).toBe((90 + won).toFixed(2));
    await sports.apply(stream[2]!);
    // Void: the stake back, the payout taken back.
    expect(await cash(sessionid)).toBe('100.00');
    const voided = await t.request({
      method: 'GET',
      url: `/api/v1/player/sports/bets/${placed.body.data.id}`,
      player: sessionid,
    });
    expect(voided.body.data).toMatchObject({ status: 'void', payout: '10.00' });
    // Replaying the stream changes nothing: the book has every sequence.
    for (const message of [...m.messages, ...stream])
      expect(await sports.apply(message)).toBeNull();
    expect(await cash(sessionid)).toBe('100.00');
    await audit();
  });
});

describe('in-play bets', () => {
  it('accepts an in-play bet after its delay, and refuses one whose market stopped during it', async () => {
    const { sessionid } = await fundedPlayer(t, 'SportsLive', '50.00');
    const m = await match('inplay-seed', new Date(Date.now() - 1_000));
    // Into the match, up to the message before its first bet stop.
    const stop = m.messages.find((message) => message.type === 'bet_stop');
    await m.play((message) => message.sequence === (stop?.sequence ?? 0) - 1);
    const detail = await event(m.id);
    expect(detail.phase).toBe('live');
    const odds = oddsOf(detail, '1', 1);
    const accepted = await bet(sessionid, [{ eventId: m.id, marketId: 1, outcomeId: 1, odds }]);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.status).toBe('open');

    // A bet stop lands while the next bet waits out its delay.
    const pending = bet(sessionid, [{ eventId: m.id, marketId: 1, outcomeId: 1, odds }]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await m.play((message) => message.type === 'bet_stop');
    const refused = await pending;
    expect(refused.status).toBe(409);
    expect(refused.body.info.resultCode).toBe('market_suspended');
    expect(await cash(sessionid)).toBe('40.00');
    await audit();
  });
});

describe('comp points', () => {
  const points = async (player: string) =>
    (await t.request({ method: 'GET', url: '/api/v1/player/vip/level', player })).body.data
      .currentPoints as string;

  it('count 20 % of a settled stake at odds of at least 1.2, once, and nothing below 1.2', async () => {
    const { sessionid } = await fundedPlayer(t, 'SportsPoints', '100.00');
    const m = await match('points-seed');
    const detail = await event(m.id);
    // Over 0.5 goals is priced well below 1.2; the match result well above.
    const short = oddsOf(detail, '18?total=0.5', 12);
    expect(Number(short)).toBeLessThan(1.2);
    const long = oddsOf(detail, '1', 2);
    expect(Number(long)).toBeGreaterThanOrEqual(1.2);
    await bet(sessionid, [
      { eventId: m.id, marketId: 18, specifiers: 'total=0.5', outcomeId: 12, odds: short },
    ]);
    await bet(sessionid, [{ eventId: m.id, marketId: 1, outcomeId: 2, odds: long }]);
    expect(await points(sessionid)).toBe('0.00');
    await m.play();
    // 10.00 EUR × 20 % = 2.00 EUR of wagering at 25 EUR a CP: 0.08 CP, only for the 1.2+ bet.
    expect(await points(sessionid)).toBe('0.08');

    const last = m.messages.at(-1)?.sequence ?? 0;
    const settlement = m.messages.findLast((message) => message.type === 'bet_settlement');
    if (settlement?.type !== 'bet_settlement') throw new Error('no settlement');
    const markets = [{ id: MARKET.matchResult, specifiers: '' }];
    const header = { producer: VIRTUAL_PRODUCER, eventId: m.id, timestamp: Date.now() };
    await sports.apply({ ...header, sequence: last + 1, type: 'rollback_bet_settlement', markets });
    await sports.apply({
      ...settlement,
      sequence: last + 2,
      markets: settlement.markets.filter((x) => x.id === 1),
    });
    expect(await points(sessionid)).toBe('0.08');
    await audit();
  });
});

describe('system bets', () => {
  /** Σ over lines of floor(unit · Π m) in cents, the lines being every combination of the sizes. */
  const linesReturn = (unitCents: number, m: number[], sizes: number[]) => {
    let total = 0;
    const walk = (start: number, k: number, product: number) => {
      if (k === 0) {
        total += Math.floor(Math.round(unitCents * product * 1e6) / 1e6);
        return;
      }
      for (let i = start; i <= m.length - k; i += 1) walk(i + 1, k - 1, product * (m[i] ?? 0));
    };
    for (const k of sizes) walk(0, k, 1);
    return total / 100;
  };

  it('takes a Trixie as four lines at the unit stake, pays each line, and resettles when a leg is cancelled', async () => {
    const { sessionid } = await fundedPlayer(t, 'SportsTrixie', '100.00');
    const games = [
      await match('trixie-seed-a'),
      await match('trixie-seed-b'),
      await match('trixie-seed-c'),
    ];
    const selections: { eventId: string; marketId: number; outcomeId: number; odds: string }[] = [];
    for (const m of games)
      selections.push({
        eventId: m.id,
        marketId: 1,
        outcomeId: 1,
        odds: oddsOf(await event(m.id), '1', 1),
      });
    keys += 1;
    const placed = await t.request({
      method: 'POST',
      url: '/api/v1/player/sports/bets',
      player: sessionid,
      payload: {
        type: 'system',
        name: 'trixie',
        stake: '1.00',
        oddsChange: 'none',
        idempotencyKey: `test-key-${keys}`,
        selections,
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const odds = selections.map((s) => Number(s.odds));
    expect(placed.body.data).toMatchObject({
      type: 'system',
      stake: '4.00',
      system: { name: 'trixie', sizes: [2, 3], bankers: [], lines: 4, unitStake: '1.00' },
      potentialReturn: linesReturn(100, odds, [2, 3]).toFixed(2),
    });
    expect(await cash(sessionid)).toBe('96.00');

    for (const m of games) await m.play();
    const home = games.map((m) => (m.score.home > m.score.away ? 1 : 0));
    const paid = linesReturn(
      100,
      odds.map((o, i) => o * (home[i] ?? 0)),
      [2, 3],
    );
    const settled = await t.request({
      method: 'GET',
      url: `/api/v1/player/sports/bets/${placed.body.data.id}`,
      player: sessionid,
    });
    expect(settled.body.data).toMatchObject({
      status: paid > 0 ? 'won' : 'lost',
      payout: paid.toFixed(2),
    });
    expect(await cash(sessionid)).toBe((96 + paid).toFixed(2));
    // These seeds: the first two matches won at home, the third did not.
    expect(home).toEqual([1, 1, 0]);

    // The third match is cancelled afterwards: its leg counts 1 and every line is paid again on the others.
    const third = games[2]!;
    const last = third.messages.at(-1)?.sequence ?? 0;
    await sports.apply({
      producer: VIRTUAL_PRODUCER,
      eventId: third.id,
      timestamp: Date.now(),
      sequence: last + 1,
      type: 'bet_cancel',
      startTime: 0,
      markets: [{ id: MARKET.matchResult, specifiers: '' }],
    });
    const resettled = linesReturn(100, [odds[0]! * home[0]!, odds[1]! * home[1]!, 1], [2, 3]);
    const after = await t.request({
      method: 'GET',
      url: `/api/v1/player/sports/bets/${placed.body.data.id}`,
      player: sessionid,
    });
    expect(after.body.data.payout).toBe(resettled.toFixed(2));
    expect(after.body.data.legs[2].status).toBe('void');
    expect(await cash(sessionid)).toBe((96 + resettled).toFixed(2));
    await audit();
  });

  it('puts a banker in every line, and refuses shapes that do not fit, naming the problem', async () => {
    const { sessionid } = await fundedPlayer(t, 'SportsBanker', '100.00');
    const games = [
      await match('banker-seed-a'),
      await match('banker-seed-b'),
      await match('banker-seed-c'),
      await match('banker-seed-d'),
    ];
    const selections: { eventId: string; marketId: number; outcomeId: number; odds: string }[] = [];
    for (const m of games)
      selections.push({
        eventId: m.id,
        marketId: 1,
        outcomeId: 2,
        odds: oddsOf(await event(m.id), '1', 2),
      });
    const place = (shape: Record<string, unknown>, picked = selections) => {
      keys += 1;
      return t.request({
        method: 'POST',
        url: '/api/v1/player/sports/bets',
        player: sessionid,
        payload: {
          stake: '0.50',
          oddsChange: 'none',
          idempotencyKey: `test-key-${keys}`,
          selections: picked,
          ...shape,
        },
      });
    };
    // The first selection banked, doubles of the other three: three lines, each a treble with the banker.
    const banked = await place({ type: 'system', sizes: [2], bankers: [0] });
    expect(banked.status, JSON.stringify(banked.body)).toBe(200);
    const odds = selections.map((s) => Number(s.odds));
    expect(banked.body.data).toMatchObject({
      stake: '1.50',
      system: { name: null, sizes: [2], bankers: [0], lines: 3 },
      potentialReturn: (
        (Math.floor(50 * odds[0]! * odds[1]! * odds[2]!) +
          Math.floor(50 * odds[0]! * odds[1]! * odds[3]!) +
          Math.floor(50 * odds[0]! * odds[2]! * odds[3]!)) /
        100
      ).toFixed(2),
    });

    const refusals: [Record<string, unknown>, string, string][] = [
      [
        { type: 'system', name: 'yankee', sizes: [2] },
        'sizes',
        'Choose the system: a name or the sizes of its lines, not both',
      ],
      [
        { type: 'system' },
        'sizes',
        'Choose the system: a name or the sizes of its lines, not both',
      ],
      [
        { type: 'system', name: 'trixie' },
        'name',
        'This system does not fit the number of selections',
      ],
      [
        { type: 'system', sizes: [5] },
        'sizes',
        'This system does not fit the number of selections',
      ],
      [
        { type: 'system', sizes: [2], bankers: [0, 0] },
        'bankers',
        'Bankers must be different selections of the slip, with at least one left to combine',
      ],
      [
        { type: 'system', sizes: [1], bankers: [0, 1, 2, 3] },
        'bankers',
        'Bankers must be different selections of the slip, with at least one left to combine',
      ],
      [{ type: 'multiple', sizes: [2] }, 'type', 'Only a system bet has a name, sizes or bankers'],
    ];
    for (const [shape, field, message] of refusals) {
      const refused = await place(shape);
      expect([refused.status, refused.body.info.resultCode], JSON.stringify(shape)).toEqual([
        400,
        'validation_error',
      ]);
      expect(refused.body.data.fields, JSON.stringify(shape)).toContainEqual(
        expect.objectContaining({ field, message }),
      );
    }
    expect(await cash(sessionid)).toBe('98.50');
    for (const m of games) await m.play();
    await audit();
  });
});

describe('cash-out', () => {
  /** The bet as if placed a minute ago, past the cash-out cooldown. */
  const placedEarlier = (id: string) =>
    t.database.db.execute(
      sql`update sport_bets set placed_at = now() - interval '1 minute' where id = ${id}::bigint`,
    );
  /** The offer the test expects: what is left to win × each open leg's share of its market, less 5 %. */
  const fairOffer = (stake: number, odds: number, market: number[], own: number) => {
    const implied = market.map((o) => 1 / o);
    const chance = 1 / own / implied.reduce((a, b) => a + b, 0);
    return Math.floor(stake * 100 * odds * chance * 0.95) / 100;
  };

  it('offers the fair value less the margin, pays a part and then the rest, each once, and the ledger stays clean', async () => {
    const { sessionid } = await fundedPlayer(t, 'SportsCashOut', '100.00');
    const m = await match('cash-out-seed');
    const shown = await event(m.id);
    const odds = oddsOf(shown, '1', 1);
    const placed = await bet(sessionid, [{ eventId: m.id, marketId: 1, outcomeId: 1, odds }], {
      stake: '10.00',
    });
    expect(placed.status).toBe(200);
    const id = placed.body.data.id as string;
    const ask = () =>
      t.request({
        method: 'GET',
        url: `/api/v1/player/sports/bets/${id}/cashout`,
        player: sessionid,
      });
    const take = (offerId: string, amount?: string) =>
      t.request({
        method: 'POST',
        url: `/api/v1/player/sports/bets/${id}/cashout`,
        player: sessionid,
        payload: { offerId, ...(amount ? { amount } : {}) },
      });

    // Not in the first seconds after the bet.
    const early = await ask();
    expect([early.status, early.body.info.resultCode]).toEqual([409, 'cashout_unavailable']);
    await placedEarlier(id);

    const first = await ask();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const market = shown.markets.find((x) => x.key === '1')!.outcomes.map((o) => Number(o.odds));
    // Exact in the API, in floating point here: within a cent.
    const expected = fairOffer(10, Number(odds), market, Number(odds));
    expect(Math.abs(Number(first.body.data.amount) - expected)).toBeLessThanOrEqual(0.0100001);
    // Another player's bet is not found; an amount above the offer is refused.
    const { sessionid: other } = await fundedPlayer(t, 'SportsCashOut2', '20.00');
    const stranger = await t.request({
      method: 'POST',
      url: `/api/v1/player/sports/bets/${id}/cashout`,
      player: other,
      payload: { offerId: first.body.data.offerId },
    });
    expect([stranger.status, stranger.body.info.resultCode]).toEqual([404, 'sports_bet_not_found']);
    const tooMuch = await take(first.body.data.offerId, '999.00');
    expect(tooMuch.body.info.resultCode).toBe('cashout_amount_invalid');
    // Negative, zero, exponent and NUL amounts are refused, and nothing is paid.
    for (const amount of ['-1.00', '0.00', '1e3', '1\u0000'])
      expect((await take(first.body.data.offerId, amount)).status, amount).toBe(400);
    expect(await cash(sessionid)).toBe('90.00');
    const forged = await take('not-an-offer\u0000');
    expect(forged.body.info.resultCode).toBe('validation_error');

    // Half the offer: half the stake and return stay on the bet.
    const offer = Number(first.body.data.amount);
    const part = (Math.floor(offer * 50) / 100).toFixed(2);
    const partial = await take(first.body.data.offerId, part);
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    expect(partial.body.data).toMatchObject({ status: 'open', cashedOut: part });
    expect(Number(partial.body.data.stake)).toBeGreaterThan(4.9);
    expect(Number(partial.body.data.stake)).toBeLessThan(5.1);
    expect(await cash(sessionid)).toBe((90 + Number(part)).toFixed(2));
    // The offer is used: again with it is refused.
    const again = await take(first.body.data.offerId);
    expect(again.body.info.resultCode).toBe('cashout_offer_expired');

    // Twenty requests with one new offer at once: one pays.
    const second = await ask();
    const rest = Number(second.body.data.amount);
    const racing = await Promise.all(
      Array.from({ length: 20 }, () => take(second.body.data.offerId)),
    );
    expect(racing.filter((r) => r.status === 200)).toHaveLength(1);
    expect(racing.filter((r) => r.body.info.resultCode === 'cashout_offer_expired')).toHaveLength(
      19,
    );
    const done = await t.request({
      method: 'GET',
      url: `/api/v1/player/sports/bets/${id}`,
      player: sessionid,
    });
    expect(done.body.data).toMatchObject({
      status: 'cashed_out',
      cashedOut: (Number(part) + rest).toFixed(2),
      payout: (Number(part) + rest).toFixed(2),
    });
    expect(await cash(sessionid)).toBe((90 + Number(part) + rest).toFixed(2));
    const settledList = await t.request({
      method: 'GET',
      url: '/api/v1/player/sports/bets?status=settled',
      player: sessionid,
    });
    expect(settledList.body.data.bets.map((b: { id: string }) => b.id)).toContain(id);

    // The match is played: a cashed-out bet is paid nothing more.
    await m.play();
    expect(await cash(sessionid)).toBe((90 + Number(part) + rest).toFixed(2));
    const exposure = await queryRows<{ exposure: string }>(
      t.database.db,
      sql`select coalesce(sum(exposure_minor), 0)::text as exposure from sport_event_liabilities where event_id = ${m.id}`,
    );
    expect(exposure[0]?.exposure).toBe('0');
    await audit();
  });

  it('is refused while the market is in a bet stop, and a half cashed-out bet that wins pays on what was left', async () => {
    const { sessionid } = await fundedPlayer(t, 'SportsCashOutWin', '100.00');
    const m = await match('cash-out-win-seed');
    const winner = m.score.home > m.score.away ? 1 : m.score.home === m.score.away ? 2 : 3;
    const odds = oddsOf(await event(m.id), '1', winner);
    const placed = await bet(sessionid, [{ eventId: m.id, marketId: 1, outcomeId: winner, odds }]);
    const id = placed.body.data.id as string;
    await placedEarlier(id);
    const offer = await t.request({
      method: 'GET',
      url: `/api/v1/player/sports/bets/${id}/cashout`,
      player: sessionid,
    });
    const half = (Math.floor(Number(offer.body.data.amount) * 50) / 100).toFixed(2);
    const partial = await t.request({
      method: 'POST',
      url: `/api/v1/player/sports/bets/${id}/cashout`,
      player: sessionid,
      payload: { offerId: offer.body.data.offerId, amount: half },
    });
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    const left = Number(partial.body.data.stake);

    // Kick-off's bet stop: no offer.
    await m.play((message) => message.type === 'bet_stop');
    const stopped = await t.request({
      method: 'GET',
      url: `/api/v1/player/sports/bets/${id}/cashout`,
      player: sessionid,
    });
    expect(stopped.body.info.resultCode).toBe('cashout_unavailable');

    await m.play();
    const won = Math.floor(left * Number(odds) * 100) / 100;
    const settled = await t.request({
      method: 'GET',
      url: `/api/v1/player/sports/bets/${id}`,
      player: sessionid,
    });
    expect(settled.body.data).toMatchObject({ status: 'won', cashedOut: half });
    expect(Number(settled.body.data.payout)).toBeCloseTo(won + Number(half), 2);
    expect(await cash(sessionid)).toBe((90 + Number(half) + won).toFixed(2));
    await audit();
  });
});

describe('a producer that goes down', () => {
  it('shows every market of its events suspended and takes no bet until it is alive again, and tells the sockets', async () => {
    // A visitor's live socket, as an open sports page has.
    const socket = new WebSocket(
      `${t.config.publicUrl.replace('http', 'ws')}/api/v1/live?apiKey=${TEST_API_KEY}`,
    );
    const pushes: unknown[] = [];
    socket.on('message', (data: Buffer) => void pushes.push(JSON.parse(data.toString())));
    await new Promise((resolve) => socket.once('open', resolve));
    const pushed = (push: unknown) => vi.waitFor(() => expect(pushes).toContainEqual(push));
    try {
      const { sessionid } = await fundedPlayer(t, 'SportsFeedDown', '100.00');
      const m = await match('producer-down-seed');
      const odds = oddsOf(await event(m.id), '1', 1);
      const selection = { eventId: m.id, marketId: 1, outcomeId: 1, odds };
      // The producer came up at the start of this file: told once, then nothing more to tell.
      expect(await sports.announceProducers()).toEqual([
        { producer: 1, isDown: false, reason: null },
      ]);
      expect(await sports.announceProducers()).toEqual([]);

      // It says it lost its state: down at once.
      await producerAlive(sports, false);
      const shown = await event(m.id);
      expect(shown.markets.every((market) => market.status === 'suspended')).toBe(true);
      expect(shown.betStop).toBe(true);
      const refused = await bet(sessionid, [selection]);
      expect([refused.status, refused.body.info.resultCode]).toEqual([409, 'market_suspended']);
      expect(await cash(sessionid)).toBe('100.00');
      expect(await sports.announceProducers()).toEqual([
        { producer: 1, isDown: true, reason: 'not_subscribed' },
      ]);
      await pushed({ type: 'sports.producer', producer: 1, isDown: true });

      // Back, subscribed: the book's own statuses again, and bets taken.
      await producerAlive(sports);
      expect((await event(m.id)).markets.find((market) => market.key === '1')?.status).toBe(
        'active',
      );
      expect((await bet(sessionid, [selection])).status).toBe(200);
      expect(await sports.announceProducers()).toEqual([
        { producer: 1, isDown: false, reason: null },
      ]);
      await pushed({ type: 'sports.producer', producer: 1, isDown: false });
    } finally {
      socket.close();
      await producerAlive(sports);
    }
  });
});

describe('stake limits', () => {
  it('keep the exposure per selection, scale a player’s limit by their stake factor, and free it at settlement', async () => {
    const { sessionid } = await fundedPlayer(t, 'SportsFactor', '100.00');
    const m = await match('factor-seed');
    const odds = oddsOf(await event(m.id), '1', 1);
    const [player] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id::text from players where username = 'SportsFactor'`,
    );
    await t.database.db.execute(
      sql`insert into sport_stake_factors (player_id, factor) values (${player?.id}::bigint, '0.001')`,
    );
    const selection = { eventId: m.id, marketId: 1, outcomeId: 1, odds };
    const refused = await bet(sessionid, [selection], { stake: '20.00' });
    expect(refused.body.info.resultCode).toBe('stake_too_high');
    // 10,000 EUR of exposure over the win per unit staked, a thousandth of it for this player.
    const max = Math.floor((1_000_000 / (Number(odds) - 1)) * 0.001) / 100;
    expect(Number(refused.body.data.max)).toBeCloseTo(max, 1);
    expect((await bet(sessionid, [selection], { stake: max.toFixed(2) })).status).toBe(200);

    const exposure = async () =>
      (
        await queryRows<{ exposure: string }>(
          t.database.db,
          sql`select coalesce(sum(exposure_minor), 0)::text as exposure from sport_liabilities where event_id = ${m.id}`,
        )
      )[0]?.exposure;
    const eventExposure = async () =>
      (
        await queryRows<{ exposure: string }>(
          t.database.db,
          sql`select coalesce(sum(exposure_minor), 0)::text as exposure from sport_event_liabilities where event_id = ${m.id}`,
        )
      )[0]?.exposure;
    const win = Math.floor(max * Number(odds) * 100) - Math.round(max * 100);
    expect(await exposure()).toBe(String(win));
    expect(await eventExposure()).toBe(String(win));
    await m.play();
    expect(await exposure()).toBe('0');
    expect(await eventExposure()).toBe('0');
  });
});

describe('bonus wagering', () => {
  it('counts a settled sports stake toward a bonus whose campaign includes sports, up to its max bet, and nothing otherwise', async () => {
    const driver = createBonusDriver(t.database.db);
    const grantFor = async (username: string, includesSports: boolean) => {
      const { sessionid } = await fundedPlayer(t, username, '100.00');
      const campaignId = await driver.createCampaign(`sports-wagering-${username.toLowerCase()}`);
      await t.database.db.execute(
        sql`update bonus_campaigns set includes_sports = ${includesSports} where id = ${campaignId}`,
      );
      const [player] = await queryRows<{ id: string }>(
        t.database.db,
        sql`select id::text from players where username = ${username}`,
      );
      const instance = await driver.grant(BigInt(player?.id ?? '0'), {
        campaignId,
        amountMinor: 1_000n,
        wageringMultiplier: 10,
        maxBetMinor: 500n,
        maxConversionMinor: null,
        contributions: { slots: 100, table: 10, live: 10, virtual: 10 },
        excludedGameIds: [],
      });
      return { sessionid, instanceId: instance.id };
    };
    const withSports = await grantFor('SportsBonusYes', true);
    const without = await grantFor('SportsBonusNo', false);
    const m = await match('wagering-seed');
    const odds = oddsOf(await event(m.id), '1', 2);
    for (const { sessionid } of [withSports, without])
      expect(
        (await bet(sessionid, [{ eventId: m.id, marketId: 1, outcomeId: 2, odds }])).status,
      ).toBe(200);
    await m.play();
    const progress = async (id: bigint) =>
      (
        await queryRows<{ progress: string }>(
          t.database.db,
          sql`select wagering_progress_minor::text as progress from bonus_instances where id = ${id}`,
        )
      )[0]?.progress;
    // A 10.00 stake under a 5.00 max bet counts 5.00.
    expect(await progress(withSports.instanceId)).toBe('500');
    expect(await progress(without.instanceId)).toBe('0');
  });
});
