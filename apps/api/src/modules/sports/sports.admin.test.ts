import type { AdminSportEventDetail, SportEvent } from '@orca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  fundedPlayer,
  operatorSession,
  type TestApp,
} from '../../../test/harness.ts';
import { servicesOf } from '../../app.ts';
import { queryRows } from '../../db/client.ts';
import type { EventBook } from './feed.types.ts';
import * as repo from './sports.repository.ts';
import type { SportsService } from './sports.service.ts';
import {
  FEED_BY_HAND,
  insertVirtualMatch,
  oddsOf,
  producerAlive,
} from './virtual-match.fixture.ts';
import { createVirtualLeague, DEMO_LEAGUE } from './virtual-league.ts';

/*
 * The back office's sportsbook through its API: an operator's suspension as players meet it, margins taken by
 * the next match created, liabilities and bet search over real bets, stake factors in the stake limit, the
 * audit log of each change, and the permissions.
 */

let t: TestApp;
let sports: SportsService;
let admin: string;
let support: string;
let marketing: string;
let matches = 0;

beforeAll(async () => {
  t = await createTestApp({ SPORTS_BET_DELAY_MS: '50', ...FEED_BY_HAND });
  await t.jobs.stop();
  const built = servicesOf(t.app);
  if (!built) throw new Error('no services');
  sports = built.sports;
  await producerAlive(sports);
  admin = await operatorSession(t, 'admin');
  support = await operatorSession(t, 'support');
  marketing = await operatorSession(t, 'marketing');
});
afterAll(async () => t?.close());

/** A virtual match from a known seed, open for betting (fixture and pre-match odds applied). */
async function match(seed: string): Promise<string> {
  matches += 1;
  const id = `orca:match:${800_000 + matches}`;
  const virtual = await insertVirtualMatch(t.database.db, sports.league, {
    id,
    seed,
    startsAt: new Date(Date.now() + 60_000),
  });
  for (const message of virtual.messages) {
    await sports.apply(message);
    if (message.type === 'odds_change') break;
  }
  return id;
}

const asOperator = (
  session: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) =>
  t.request({
    method,
    url: `/api/v1${url}`,
    headers: { 'x-operator-session': session },
    ...(payload ? { payload } : {}),
  });

async function publicEvent(id: string): Promise<SportEvent> {
  const response = await t.request({ method: 'GET', url: `/api/v1/sports/events/${id}` });
  expect(response.status).toBe(200);
  return response.body.data as SportEvent;
}

let keys = 0;
async function bet(
  player: string,
  selection: { eventId: string; marketId: number; specifiers?: string; outcomeId: number },
  stake = '10.00',
) {
  const detail = await publicEvent(selection.eventId);
  const specifiers = selection.specifiers ?? '';
  const key = specifiers ? `${selection.marketId}?${specifiers}` : String(selection.marketId);
  keys += 1;
  return t.request({
    method: 'POST',
    url: '/api/v1/player/sports/bets',
    player,
    payload: {
      type: 'single',
      stake,
      oddsChange: 'any',
      idempotencyKey: `admin-test-key-${keys}`,
      selections: [{ ...selection, specifiers, odds: oddsOf(detail, key, selection.outcomeId) }],
    },
  });
}

async function auditOf(action: string, targetId: string) {
  const response = await asOperator(admin, 'GET', `/admin/audit?action=${action}`);
  expect(response.status).toBe(200);
  return (response.body.data as { targetId: string; after: unknown; before: unknown }[]).filter(
    (entry) => entry.targetId === targetId,
  );
}

describe('suspending and resuming', () => {
  it('refuses bets on a suspended market, shows it suspended, and takes them again once resumed', async () => {
    const id = await match('admin-suspend-seed');
    const { sessionid } = await fundedPlayer(t, 'SbSuspend', '100.00');

    const suspended = await asOperator(admin, 'POST', `/admin/sports/events/${id}/suspend`, {
      marketKey: '1',
      reason: 'Suspicious money on the home side',
    });
    expect(suspended.status).toBe(200);
    const market = (suspended.body.data as AdminSportEventDetail).markets.find(
      (m) => m.key === '1',
    );
    expect(market).toMatchObject({
      feedStatus: 'active',
      status: 'suspended',
      block: { reason: 'Suspicious money on the home side' },
    });
    // A second suspension changes nothing and writes nothing.
    const again = await asOperator(admin, 'POST', `/admin/sports/events/${id}/suspend`, {
      marketKey: '1',
      reason: 'Twice',
    });
    expect(again.status).toBe(200);

    expect((await publicEvent(id)).markets.find((m) => m.key === '1')?.status).toBe('suspended');
    const refused = await bet(sessionid, { eventId: id, marketId: 1, outcomeId: 1 });
    expect([refused.status, refused.body.info.resultCode]).toEqual([409, 'market_suspended']);
    // Other markets of the event still take bets.
    const other = await bet(sessionid, { eventId: id, marketId: 29, outcomeId: 74 });
    expect(other.status).toBe(200);

    const resumed = await asOperator(admin, 'POST', `/admin/sports/events/${id}/resume`, {
      marketKey: '1',
    });
    expect(resumed.status).toBe(200);
    expect(
      await asOperator(admin, 'POST', `/admin/sports/events/${id}/resume`, { marketKey: '1' }),
    ).toMatchObject({ status: 200 });
    expect((await publicEvent(id)).markets.find((m) => m.key === '1')?.status).toBe('active');
    const accepted = await bet(sessionid, { eventId: id, marketId: 1, outcomeId: 1 });
    expect(accepted.status).toBe(200);

    expect(await auditOf('sports.market_suspended', id)).toEqual([
      expect.objectContaining({
        after: { marketKey: '1', reason: 'Suspicious money on the home side' },
      }),
    ]);
    expect(await auditOf('sports.market_resumed', id)).toEqual([
      expect.objectContaining({
        before: { marketKey: '1', reason: 'Suspicious money on the home side' },
      }),
    ]);
  });

  it('suspends a whole event: every market shows suspended and refuses bets until resumed', async () => {
    const id = await match('admin-event-seed');
    const { sessionid } = await fundedPlayer(t, 'SbWhole', '100.00');
    const suspended = await asOperator(admin, 'POST', `/admin/sports/events/${id}/suspend`, {
      marketKey: '*',
      reason: 'Integrity alert on the fixture',
    });
    expect(suspended.status).toBe(200);
    const detail = suspended.body.data as AdminSportEventDetail;
    expect(detail.block).toMatchObject({ reason: 'Integrity alert on the fixture' });
    expect(detail.markets.filter((m) => m.feedStatus === 'active').map((m) => m.status)).toEqual(
      detail.markets.filter((m) => m.feedStatus === 'active').map(() => 'suspended'),
    );
    const shown = await publicEvent(id);
    expect(shown.markets.every((m) => m.status === 'suspended')).toBe(true);
    const refused = await bet(sessionid, {
      eventId: id,
      marketId: 18,
      specifiers: 'total=2.5',
      outcomeId: 12,
    });
    expect(refused.body.info.resultCode).toBe('market_suspended');

    await asOperator(admin, 'POST', `/admin/sports/events/${id}/resume`, { marketKey: '*' });
    const accepted = await bet(sessionid, {
      eventId: id,
      marketId: 18,
      specifiers: 'total=2.5',
      outcomeId: 12,
    });
    expect(accepted.status).toBe(200);
    expect(await auditOf('sports.market_suspended', id)).toHaveLength(1);
    expect(await auditOf('sports.market_resumed', id)).toHaveLength(1);
  });

  it('asks for a reason, a market of the event and an event that exists', async () => {
    const id = await match('admin-refusals-seed');
    const noReason = await asOperator(admin, 'POST', `/admin/sports/events/${id}/suspend`, {
      marketKey: '1',
      reason: ' ',
    });
    expect([noReason.status, noReason.body.info.resultCode]).toEqual([400, 'validation_error']);
    expect(noReason.body.data.fields[0].field).toBe('reason');
    const noMarket = await asOperator(admin, 'POST', `/admin/sports/events/${id}/suspend`, {
      marketKey: '999',
      reason: 'No such market',
    });
    expect(noMarket.body.info.resultCode).toBe('selection_unavailable');
    const noEvent = await asOperator(admin, 'POST', '/admin/sports/events/orca:match:1/suspend', {
      marketKey: '1',
      reason: 'No such event',
    });
    expect([noEvent.status, noEvent.body.info.resultCode]).toEqual([404, 'sports_event_not_found']);
  });
});

describe('margins per market type', () => {
  it('prices the next match created at the margin set, and audits it', async () => {
    const refused = await asOperator(admin, 'PUT', '/admin/sports/margins/1', {
      margin: '0.30',
      method: 'proportional',
    });
    expect([refused.status, refused.body.info.resultCode]).toEqual([400, 'validation_error']);
    const zero = await asOperator(admin, 'PUT', '/admin/sports/margins/1', {
      margin: '0',
      method: 'proportional',
    });
    expect(zero.status).toBe(400);

    const set = await asOperator(admin, 'PUT', '/admin/sports/margins/1', {
      margin: '0.20',
      method: 'power',
    });
    expect(set.status).toBe(200);
    expect(set.body.data.margins.find((m: { marketId: number }) => m.marketId === 1)).toMatchObject(
      { margin: '0.2', method: 'power' },
    );

    // A league on its own clock, years ahead, creates a round now: its matches take the margin set.
    const interval = DEMO_LEAGUE.roundIntervalMs;
    const clock = Math.floor(Date.UTC(2031, 0, 5, 12) / interval) * interval + 10_000;
    const league = createVirtualLeague({
      db: t.database.db,
      apply: sports.apply,
      settings: DEMO_LEAGUE,
      onApplied: () => undefined,
      alive: async () => undefined,
      now: () => clock,
    });
    // Someone looks at the sportsbook: the league (resting until then) opens its next rounds. The earlier
    // tests' matches are left unplayed (their messages are not this test's business).
    await t.database.db.execute(sql`update sport_events set next_message_at = null`);
    await league.watched();
    const upcoming = await repo.eventsPage(
      t.database.db,
      { phases: ['not_started'] },
      { limit: 1, offset: 0, newestFirst: true },
    );
    const created = upcoming.rows[0];
    if (!created) throw new Error('no match created');
    expect(created.margins).toMatchObject({ 1: { margin: 0.2, method: 'power' } });
    const book = created.book as EventBook;
    const overround = (key: string) =>
      Object.values(book.markets[key]?.outcomes ?? {}).reduce(
        (sum, outcome) => sum + 1 / Number(outcome.odds),
        0,
      );
    expect(overround('1')).toBeCloseTo(1.2, 2);
    // Other market types keep the league's margin.
    expect(overround('29')).toBeCloseTo(1 + DEMO_LEAGUE.margin, 2);

    expect(await auditOf('sports.margin_set', '1')).toEqual([
      expect.objectContaining({ before: null, after: { margin: '0.2', method: 'power' } }),
    ]);
  });
});

describe('liability and bets', () => {
  it('shows the open liability per outcome, market and event, and finds the bets by player and event', async () => {
    const id = await match('admin-liability-seed');
    const one = await fundedPlayer(t, 'SbLiabOne', '100.00');
    const two = await fundedPlayer(t, 'SbLiabTwo', '100.00');
    const first = await bet(one.sessionid, { eventId: id, marketId: 1, outcomeId: 1 }, '10.00');
    const second = await bet(two.sessionid, { eventId: id, marketId: 1, outcomeId: 3 }, '4.00');
    expect([first.status, second.status]).toEqual([200, 200]);
    const win = (b: typeof first) =>
      Math.round((Number(b.body.data.potentialReturn) - Number(b.body.data.stake)) * 100);
    const cents = (text: string) => Math.round(Number(text) * 100);

    const detail = (await asOperator(admin, 'GET', `/admin/sports/events/${id}`)).body
      .data as AdminSportEventDetail;
    const market = detail.markets.find((m) => m.key === '1');
    const outcome = (outcomeId: number) => market?.outcomes.find((o) => o.id === outcomeId);
    expect(cents(outcome(1)?.liability.eur ?? '')).toBe(win(first));
    expect(outcome(1)?.liability.byCurrency).toEqual([
      { currency: 'EUR', amount: expect.any(String) },
    ]);
    expect(cents(outcome(3)?.liability.eur ?? '')).toBe(win(second));
    expect(cents(outcome(2)?.liability.eur ?? '')).toBe(0);
    expect(cents(market?.liability.eur ?? '')).toBe(Math.max(win(first), win(second)));
    expect(detail.betCount).toBe(2);
    expect(cents(detail.liability.eur)).toBe(win(first) + win(second));

    const listed = await asOperator(
      admin,
      'GET',
      '/admin/sports/events?phase=not_started&limit=100',
    );
    expect(listed.status).toBe(200);
    const row = listed.body.data.events.find((e: { id: string }) => e.id === id);
    expect(row).toMatchObject({ betCount: 2, liability: detail.liability });

    const byName = await asOperator(admin, 'GET', '/admin/sports/bets?player=sbliabone');
    expect(byName.body.data.bets.map((b: { id: string }) => b.id)).toEqual([first.body.data.id]);
    const playerId = byName.body.data.bets[0].playerId as string;
    const byId = await asOperator(admin, 'GET', `/admin/sports/bets?player=${playerId}`);
    expect(byId.body.data.total).toBe(1);
    const byEvent = await asOperator(admin, 'GET', `/admin/sports/bets?eventId=${id}`);
    expect(byEvent.body.data.bets.map((b: { id: string }) => b.id).sort()).toEqual(
      [first.body.data.id, second.body.data.id].sort(),
    );
    expect(byEvent.body.data.bets[0].legs[0]).toMatchObject({
      eventId: id,
      marketName: '1x2',
      status: 'open',
    });
    const none = await asOperator(admin, 'GET', `/admin/sports/bets?eventId=${id}&status=won`);
    expect(none.body.data.total).toBe(0);
    const detailBet = await asOperator(admin, 'GET', `/admin/sports/bets/${second.body.data.id}`);
    expect(detailBet.body.data).toMatchObject({
      username: 'SbLiabTwo',
      stake: '4.00',
      legs: [{ outcomeId: 3 }],
    });
    const badDate = await asOperator(admin, 'GET', '/admin/sports/bets?from=yesterday');
    expect(badDate.body.info.resultCode).toBe('validation_error');

    // Support reads bets; it does not trade the book.
    expect((await asOperator(support, 'GET', `/admin/sports/bets?eventId=${id}`)).status).toBe(200);
  });
});

describe('stake factors', () => {
  it('a factor of 0.1 lowers the stake limit tenfold, and is listed and audited', async () => {
    const id = await match('admin-factor-seed');
    const { sessionid } = await fundedPlayer(t, 'SbFactor', '100.00');
    const huge = await bet(sessionid, { eventId: id, marketId: 1, outcomeId: 1 }, '40000.00');
    expect(huge.body.info.resultCode).toBe('stake_too_high');
    const before = Number(huge.body.data.max);

    const tooLow = await asOperator(admin, 'PUT', '/admin/sports/stake-factors/SbFactor', {
      factor: '0.001',
    });
    expect(tooLow.body.info.resultCode).toBe('validation_error');
    const set = await asOperator(admin, 'PUT', '/admin/sports/stake-factors/sbfactor', {
      factor: '0.1',
    });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ username: 'SbFactor', factor: '0.1', isDefault: false });

    const limited = await bet(sessionid, { eventId: id, marketId: 1, outcomeId: 1 }, '40000.00');
    expect(limited.body.info.resultCode).toBe('stake_too_high');
    expect(Number(limited.body.data.max)).toBeCloseTo(before / 10, 1);

    const listed = await asOperator(admin, 'GET', '/admin/sports/stake-factors');
    expect(listed.body.data.factors).toEqual(
      expect.arrayContaining([expect.objectContaining({ username: 'SbFactor', factor: '0.1' })]),
    );
    const one = await asOperator(support, 'GET', '/admin/sports/stake-factors/SbFactor');
    expect(one.body.data).toMatchObject({ factor: '0.1' });
    const nobody = await asOperator(admin, 'GET', '/admin/sports/stake-factors/NoSuchPlayer');
    expect([nobody.status, nobody.body.info.resultCode]).toEqual([404, 'not_found']);
    expect(await auditOf('sports.stake_factor_set', set.body.data.playerId)).toEqual([
      expect.objectContaining({ before: { factor: '1' }, after: { factor: '0.1' } }),
    ]);
  });
});

describe('liability caps', () => {
  it('are set with an audit entry, and a bet on a second market of an event gets only the event’s room left', async () => {
    const defaults = await asOperator(support, 'GET', '/admin/sports/caps');
    expect(defaults.body.data).toMatchObject({
      selection: '10000.00',
      event: '50000.00',
      isDefault: { selection: true, event: true },
    });
    const inverted = await asOperator(admin, 'PUT', '/admin/sports/caps', {
      selection: '200',
      event: '100',
    });
    expect(inverted.body.info.resultCode).toBe('validation_error');
    expect(inverted.body.data.fields).toEqual([
      expect.objectContaining({
        field: 'event',
        message: 'The cap per event must be at least the cap per selection',
      }),
    ]);
    for (const [session, status] of [
      [support, 403],
      [marketing, 403],
    ] as const) {
      const refused = await asOperator(session, 'PUT', '/admin/sports/caps', {
        selection: '1',
        event: '1',
      });
      expect(refused.status).toBe(status);
    }
    const set = await asOperator(admin, 'PUT', '/admin/sports/caps', {
      selection: '100',
      event: '150.00',
    });
    expect(set.body.data).toMatchObject({
      selection: '100.00',
      event: '150.00',
      isDefault: { selection: false, event: false },
    });
    expect(await auditOf('sports.liability_caps_set', 'liability_caps')).toEqual([
      expect.objectContaining({
        before: { selection: '10000.00', event: '50000.00' },
        after: { selection: '100.00', event: '150.00' },
      }),
    ]);

    try {
      const id = await match('admin-caps-seed');
      const detail = await publicEvent(id);
      const { sessionid } = await fundedPlayer(t, 'SbCapsOne', '1000.00');
      const roomFor = (room: number, odds: string) =>
        Math.floor((room * 100) / (Number(odds) - 1)) / 100;

      // The first market: the selection's cap (100) is the tighter one.
      const home = oddsOf(detail, '1', 1);
      const tooMuch = await bet(sessionid, { eventId: id, marketId: 1, outcomeId: 1 }, '900.00');
      expect(tooMuch.body.info.resultCode).toBe('stake_too_high');
      expect(Number(tooMuch.body.data.max)).toBeCloseTo(roomFor(100, home), 1);
      const stake = roomFor(90, home).toFixed(2);
      expect((await bet(sessionid, { eventId: id, marketId: 1, outcomeId: 1 }, stake)).status).toBe(
        200,
      );
      const won = Math.floor(Number(stake) * Number(home) * 100) / 100 - Number(stake);

      // Another market of the same event: its selection is empty, but the event has only 150 − won left.
      const yes = oddsOf(detail, '29', 74);
      const second = await bet(sessionid, { eventId: id, marketId: 29, outcomeId: 74 }, '900.00');
      expect(second.body.info.resultCode).toBe('stake_too_high');
      expect(Number(second.body.data.max)).toBeCloseTo(roomFor(150 - won, yes), 1);
      expect(Number(second.body.data.max)).toBeLessThan(roomFor(100, yes));
      // The refused bet left nothing behind: the event holds the first bet's win alone.
      const [row] = await queryRows<{ exposure: string }>(
        t.database.db,
        sql`select exposure_minor::text as exposure from sport_event_liabilities where event_id = ${id}`,
      );
      expect(Number(row?.exposure) / 100).toBeCloseTo(won, 2);
    } finally {
      const reset = await asOperator(admin, 'PUT', '/admin/sports/caps', {
        selection: '10000',
        event: '50000',
      });
      expect(reset.status).toBe(200);
    }
  });
});

describe('permissions', () => {
  it('refuses changes to a role that only reads, and everything to a role without sports', async () => {
    const id = await match('admin-permission-seed');
    expect((await asOperator(support, 'GET', `/admin/sports/events/${id}`)).status).toBe(200);
    for (const [method, url, payload] of [
      ['POST', `/admin/sports/events/${id}/suspend`, { marketKey: '1', reason: 'Not mine' }],
      ['PUT', '/admin/sports/margins/1', { margin: '0.05', method: 'proportional' }],
      ['PUT', '/admin/sports/stake-factors/SbFactor', { factor: '2' }],
    ] as const) {
      const refused = await asOperator(support, method, url, payload);
      expect([refused.status, refused.body.info.resultCode], url).toEqual([403, 'forbidden']);
    }
    const outsider = await asOperator(marketing, 'GET', '/admin/sports/events');
    expect([outsider.status, outsider.body.info.resultCode]).toEqual([403, 'forbidden']);
    expect(await auditOf('sports.market_suspended', id)).toEqual([]);
  });
});
