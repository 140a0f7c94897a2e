import type { SportEvent, SportsEventMessage } from '@orca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { queryRows } from '../../db/client.ts';
import { createTestApp, fundedPlayer, TEST_API_KEY, type TestApp } from '../../../test/harness.ts';
import { servicesOf } from '../../app.ts';
import type { SportsService } from './sports.service.ts';
import {
  FEED_BY_HAND,
  insertVirtualMatch,
  oddsOf,
  producerAlive,
} from './virtual-match.fixture.ts';

/*
 * Cash-out beyond the single (issue 24): by a share, of a system bet, and automatic. Matches are virtual ones
 * from known seeds whose producer messages the test applies one by one, as sports.test.ts does.
 */

let t: TestApp;
let sports: SportsService;
let matches = 0;
/** Statements the database ran, for the sweep's "nothing while no rule exists". */
let statements = 0;

beforeAll(async () => {
  t = await createTestApp(
    { SPORTS_BET_DELAY_MS: '50', ...FEED_BY_HAND },
    { listen: true, onQuery: () => void (statements += 1) },
  );
  await t.jobs.stop();
  const built = servicesOf(t.app);
  if (!built) throw new Error('no services');
  sports = built.sports;
  await producerAlive(sports);
});
afterAll(async () => t?.close());

interface Match {
  id: string;
  score: { home: number; away: number };
  /** Applies the stream's messages up to and including the first that `until` accepts (all when none). */
  play(until?: (message: SportsEventMessage) => boolean): Promise<void>;
}

async function match(seed: string): Promise<Match> {
  matches += 1;
  const id = `orca:match:${950_000 + matches}`;
  const startsAt = new Date(Date.now() + 60_000);
  const virtual = await insertVirtualMatch(t.database.db, sports.league, { id, seed, startsAt });
  let next = 0;
  const played: Match = {
    id,
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
  await played.play((m) => m.type === 'odds_change');
  return played;
}

async function event(id: string): Promise<SportEvent> {
  const response = await t.request({ method: 'GET', url: `/api/v1/sports/events/${id}` });
  expect(response.status).toBe(200);
  return response.body.data as SportEvent;
}

/** A home win on each match, as the player saw it. */
async function homeWins(games: Match[]) {
  const selections = [];
  for (const m of games)
    selections.push({
      eventId: m.id,
      marketId: 1,
      specifiers: '',
      outcomeId: 1,
      odds: oddsOf(await event(m.id), '1', 1),
    });
  return selections;
}

let keys = 0;
async function place(player: string, payload: Record<string, unknown>) {
  keys += 1;
  const placed = await t.request({
    method: 'POST',
    url: '/api/v1/player/sports/bets',
    player,
    payload: { oddsChange: 'none', idempotencyKey: `cash-out-key-${keys}`, ...payload },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const id = placed.body.data.id as string;
  // As if placed a minute ago, past the cash-out cooldown.
  await t.database.db.execute(
    sql`update sport_bets set placed_at = now() - interval '1 minute' where id = ${id}::bigint`,
  );
  return id;
}

const ask = (player: string, id: string) =>
  t.request({ method: 'GET', url: `/api/v1/player/sports/bets/${id}/cashout`, player });
const take = (player: string, id: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/api/v1/player/sports/bets/${id}/cashout`, player, payload });
const rule = (player: string, id: string, threshold: string | null, language = 'en') =>
  t.request({
    method: 'PUT',
    url: `/api/v1/player/sports/bets/${id}/cashout-rule`,
    player,
    payload: { threshold },
    headers: { 'accept-language': language },
  });
const view = (player: string, id: string) =>
  t.request({ method: 'GET', url: `/api/v1/player/sports/bets/${id}`, player });

async function cash(player: string): Promise<string> {
  const response = await t.request({ method: 'GET', url: '/api/v1/player/balance', player });
  return response.body.data.cash as string;
}

/** The cash-out transfers of one bet in the ledger. */
async function cashOutsOf(id: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from ledger_operations where kind = 'sports_cashout' and reference = ${`sports:${id}`}`,
  );
  return row?.n ?? 0;
}

/** The house's exposure on an event, over every currency. */
async function exposureOn(eventId: string): Promise<string> {
  const [row] = await queryRows<{ exposure: string }>(
    t.database.db,
    sql`select coalesce(sum(exposure_minor), 0)::text as exposure from sport_event_liabilities where event_id = ${eventId}`,
  );
  return row?.exposure ?? '';
}

async function audit() {
  const result = await servicesOf(t.app)?.ledger.audit();
  expect(result?.problems).toEqual([]);
}

const cents = (text: string) => Math.round(Number(text) * 100);

describe('cash-out by a share', () => {
  it('takes a share of the offer, refuses an amount with a share and shares outside (0, 1], then takes the rest', async () => {
    const { sessionid } = await fundedPlayer(t, 'ShareCashOut', '100.00');
    const m = await match('share-cash-out-seed');
    const id = await place(sessionid, {
      type: 'single',
      stake: '10.00',
      selections: await homeWins([m]),
    });
    const first = await ask(sessionid, id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const offerId = first.body.data.offerId as string;
    const offer = cents(first.body.data.amount);

    const both = await take(sessionid, id, { offerId, amount: '1.00', share: '0.5' });
    expect(both.status).toBe(400);
    expect(both.body.data.fields).toEqual([
      expect.objectContaining({ field: 'share', key: 'cashout_amount_or_share' }),
    ]);
    for (const share of ['0', '0.0', '1.5', '2', '-0.5', '0.00001', '.5', '1e-1']) {
      const refused = await take(sessionid, id, { offerId, share });
      expect([refused.status, refused.body.data.fields?.[0]?.key], share).toEqual([
        400,
        'cashout_share_range',
      ]);
    }
    expect(await cash(sessionid)).toBe('90.00');

    // Half: half the offer, rounded down; about half the stake stays on the bet.
    const half = await take(sessionid, id, { offerId, share: '0.5' });
    expect(half.status, JSON.stringify(half.body)).toBe(200);
    const paid = Math.floor(offer / 2);
    expect(half.body.data).toMatchObject({ status: 'open', cashedOut: (paid / 100).toFixed(2) });
    expect(cents(half.body.data.stake)).toBeGreaterThanOrEqual(490);
    expect(cents(half.body.data.stake)).toBeLessThanOrEqual(510);
    expect(await cash(sessionid)).toBe(((9_000 + paid) / 100).toFixed(2));

    // The rest, by a share of 1 of a new offer: the bet is cashed out.
    const second = await ask(sessionid, id);
    const rest = cents(second.body.data.amount);
    const all = await take(sessionid, id, { offerId: second.body.data.offerId, share: '1' });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data).toMatchObject({
      status: 'cashed_out',
      cashedOut: ((paid + rest) / 100).toFixed(2),
    });
    expect(await cash(sessionid)).toBe(((9_000 + paid + rest) / 100).toFixed(2));
    expect(await exposureOn(m.id)).toBe('0');
    await audit();
  });
});

describe('system bet cash-out', () => {
  // Three whole matches and 20 racing requests: slow on a loaded machine.
  it(
    'offers the sum of its lines’ fair values less the margin, rides every line on half the unit stake after half, and pays once among 20 racing requests',
    { timeout: 120_000 },
    async () => {
      const { sessionid } = await fundedPlayer(t, 'SystemCashOut', '100.00');
      const games = [
        await match('system-cash-out-a'),
        await match('system-cash-out-b'),
        await match('system-cash-out-c'),
      ];
      const selections = await homeWins(games);
      const id = await place(sessionid, {
        type: 'system',
        name: 'trixie',
        stake: '2.00',
        selections,
      });
      expect(await cash(sessionid)).toBe('92.00');

      // Σ over the three doubles and the treble of floor(unit · Π odds) × Π chance, less 5 %, in floating point.
      const chances: number[] = [];
      for (const m of games) {
        const market = (await event(m.id)).markets.find((x) => x.key === '1')!;
        const implied = market.outcomes.map((o) => 1 / Number(o.odds));
        chances.push(implied[0]! / implied.reduce((a, b) => a + b, 0));
      }
      const odds = selections.map((s) => Number(s.odds));
      const lines = [
        [0, 1],
        [0, 2],
        [1, 2],
        [0, 1, 2],
      ];
      const fair = lines.reduce((sum, line) => {
        const back = Math.floor(
          Math.round(200 * line.reduce((p, i) => p * odds[i]!, 1) * 1e6) / 1e6,
        );
        return sum + back * line.reduce((p, i) => p * chances[i]!, 1);
      }, 0);
      const first = await ask(sessionid, id);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(Math.abs(cents(first.body.data.amount) - Math.floor(fair * 0.95))).toBeLessThanOrEqual(
        1,
      );

      // Half: every line rides on 1.00 instead of 2.00, the potential return and the exposure halve with it.
      const before = await view(sessionid, id);
      const half = await take(sessionid, id, { offerId: first.body.data.offerId, share: '0.5' });
      expect(half.status, JSON.stringify(half.body)).toBe(200);
      const paid = Math.floor(cents(first.body.data.amount) / 2);
      expect(half.body.data).toMatchObject({
        status: 'open',
        stake: '4.00',
        system: { lines: 4, unitStake: '1.00' },
        cashedOut: (paid / 100).toFixed(2),
      });
      const potential = cents(half.body.data.potentialReturn);
      expect(Math.abs(potential * 2 - cents(before.body.data.potentialReturn))).toBeLessThanOrEqual(
        4,
      );
      for (const m of games)
        expect(await exposureOn(m.id)).toBe(String(potential - cents(half.body.data.stake)));

      // Twenty requests with one offer for the rest: one pays.
      const second = await ask(sessionid, id);
      const rest = cents(second.body.data.amount);
      const racing = await Promise.all(
        Array.from({ length: 20 }, () =>
          take(sessionid, id, { offerId: second.body.data.offerId }),
        ),
      );
      expect(racing.filter((r) => r.status === 200)).toHaveLength(1);
      expect(racing.filter((r) => r.body.info.resultCode === 'cashout_offer_expired')).toHaveLength(
        19,
      );
      expect(await cashOutsOf(id)).toBe(2);
      expect((await view(sessionid, id)).body.data).toMatchObject({
        status: 'cashed_out',
        cashedOut: ((paid + rest) / 100).toFixed(2),
      });
      expect(await cash(sessionid)).toBe(((9_200 + paid + rest) / 100).toFixed(2));
      for (const m of games) expect(await exposureOn(m.id)).toBe('0');

      // The matches are played: a cashed-out system bet is paid nothing more.
      for (const m of games) await m.play();
      expect(await cash(sessionid)).toBe(((9_200 + paid + rest) / 100).toFixed(2));
      await audit();
    },
  );

  it('stays on offer after a leg has lost, on the lines that do not hold it', async () => {
    const { sessionid } = await fundedPlayer(t, 'SystemCashOutLost', '100.00');
    const games = [
      await match('system-lost-a'),
      await match('system-lost-b'),
      await match('system-lost-c'),
    ];
    // An away win on the first match when its home side wins, so that leg loses; home wins on the others.
    const selections = await homeWins(games);
    const [lead] = games;
    const loser = lead!.score.home > lead!.score.away ? 3 : 1;
    selections[0] = {
      ...selections[0]!,
      outcomeId: loser,
      odds: oddsOf(await event(lead!.id), '1', loser),
    };
    const id = await place(sessionid, {
      type: 'system',
      name: 'trixie',
      stake: '1.00',
      selections,
    });
    await lead!.play();
    expect((await view(sessionid, id)).body.data.legs[0].status).toBe('lost');
    const offer = await ask(sessionid, id);
    expect(offer.status, JSON.stringify(offer.body)).toBe(200);
    // Only the double of the other two stands: at most its return less the margin.
    const standing = Math.floor(Number(selections[1]!.odds) * Number(selections[2]!.odds) * 100);
    expect(cents(offer.body.data.amount)).toBeGreaterThan(0);
    expect(cents(offer.body.data.amount)).toBeLessThan(standing * 0.95);
    const taken = await take(sessionid, id, { offerId: offer.body.data.offerId });
    expect(taken.body.data.status).toBe('cashed_out');
    for (const m of games) expect(await exposureOn(m.id)).toBe('0');
    await audit();
  });
});

describe('automatic cash-out', () => {
  it('refuses a threshold at or below zero, above the potential return, on another player’s or a settled bet, naming the field in the player’s language', async () => {
    const { sessionid } = await fundedPlayer(t, 'RuleRefusals', '100.00');
    const m = await match('rule-refusals-seed');
    const id = await place(sessionid, {
      type: 'single',
      stake: '5.00',
      selections: await homeWins([m]),
    });
    for (const threshold of ['0', '0.00', '-1.00', 'abc'])
      expect((await rule(sessionid, id, threshold)).status, threshold).toBe(400);
    const zero = await rule(sessionid, id, '0.00', 'de');
    expect(zero.body.data.fields[0]).toMatchObject({
      field: 'threshold',
      key: 'cashout_threshold_positive',
      message: 'Gib einen Betrag über 0 an',
    });
    const potential = (await view(sessionid, id)).body.data.potentialReturn as string;
    const above = await rule(sessionid, id, (Number(potential) + 0.01).toFixed(2), 'es');
    expect(above.status).toBe(400);
    expect(above.body.info.resultCode).toBe('validation_error');
    expect(above.body.data.fields[0]).toMatchObject({
      field: 'threshold',
      key: 'cashout_threshold_above_return',
      message: `Como máximo la ganancia potencial de la apuesta, ${potential} EUR`,
    });
    const { sessionid: other } = await fundedPlayer(t, 'RuleStranger', '20.00');
    const stranger = await rule(other, id, '1.00');
    expect([stranger.status, stranger.body.info.resultCode]).toEqual([404, 'sports_bet_not_found']);
    expect((await rule(other, id, null)).status).toBe(404);
    expect((await view(sessionid, id)).body.data.cashOutRule).toBeNull();

    // Set at the potential return itself, then removed; after settlement it is refused.
    const set = await rule(sessionid, id, potential);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.cashOutRule).toEqual({ threshold: potential });
    const removed = await rule(sessionid, id, null);
    expect(removed.body.data.cashOutRule).toBeNull();
    await m.play();
    const settled = await rule(sessionid, id, '1.00', 'fr');
    expect([settled.status, settled.body.info.resultCode]).toEqual([409, 'cashout_unavailable']);
    expect(settled.body.data.fields[0]).toMatchObject({
      field: 'threshold',
      key: 'cashout_rule_settled',
    });
    await audit();
  });

  it('fires on the next feed message of its match with nobody logged in, once, and is gone after', async () => {
    const { sessionid } = await fundedPlayer(t, 'RuleAway', '100.00');
    const games = [await match('rule-away-a'), await match('rule-away-b')];
    const id = await place(sessionid, {
      type: 'multiple',
      stake: '10.00',
      selections: await homeWins(games),
    });
    const potential = (await view(sessionid, id)).body.data.potentialReturn as string;
    // The potential return is above any offer: the rule waits through odds moves.
    expect((await rule(sessionid, id, potential)).status).toBe(200);
    await games[0]!.play((message) => message.type === 'odds_change');
    expect(await sports.cashOutRules.sweep()).toBe(0);
    expect(await cashOutsOf(id)).toBe(0);

    // A threshold of 0.01, and the player logs out: the next odds move cashes the bet out.
    expect((await rule(sessionid, id, '0.01')).body.data.cashOutRule).toEqual({
      threshold: '0.01',
    });
    const offer = cents((await ask(sessionid, id)).body.data.amount);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/player/logout', player: sessionid })).status,
    ).toBe(200);
    await games[1]!.play((message) => message.type === 'odds_change');
    const [bet] = await queryRows<{ status: string; cashed_out_minor: string }>(
      t.database.db,
      sql`select status, cashed_out_minor::text from sport_bets where id = ${id}::bigint`,
    );
    expect(bet?.status).toBe('cashed_out');
    // Priced on the odds after the move: near the offer before it.
    expect(Math.abs(Number(bet?.cashed_out_minor) - offer)).toBeLessThan(offer / 2);
    expect(await cashOutsOf(id)).toBe(1);
    const [rules] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from sport_cash_out_rules where bet_id = ${id}::bigint`,
    );
    expect(rules?.n).toBe(0);
    // Later moves and sweeps fire nothing more.
    for (const m of games) await m.play();
    expect(await sports.cashOutRules.sweep()).toBe(0);
    expect(await cashOutsOf(id)).toBe(1);
    for (const m of games) expect(await exposureOn(m.id)).toBe('0');
    await audit();
  });

  it('fires from the sweep once when the feed, the sweep and the player race, tells the player’s socket, and the sweep runs no statement once no rule exists', async () => {
    const { sessionid } = await fundedPlayer(t, 'RuleRace', '100.00');
    const m = await match('rule-race-seed');
    const id = await place(sessionid, {
      type: 'single',
      stake: '10.00',
      selections: await homeWins([m]),
    });
    const socket = new WebSocket(
      `${t.config.publicUrl.replace('http', 'ws')}/api/v1/live?apiKey=${TEST_API_KEY}`,
    );
    const pushes: { type: string; [key: string]: unknown }[] = [];
    socket.on('message', (data: Buffer) => void pushes.push(JSON.parse(data.toString())));
    try {
      await new Promise((resolve) => socket.once('open', resolve));
      socket.send(JSON.stringify({ type: 'auth', playerSession: sessionid }));
      await expect.poll(() => pushes.some((p) => p.type === 'private.open')).toBe(true);

      const offer = await ask(sessionid, id);
      expect((await rule(sessionid, id, '0.01')).status).toBe(200);
      const racing = await Promise.all([
        ...Array.from({ length: 5 }, () => sports.cashOutRules.sweep()),
        ...Array.from({ length: 5 }, () => sports.cashOutRules.onEventChanged(m.id)),
        ...Array.from({ length: 10 }, () =>
          take(sessionid, id, { offerId: offer.body.data.offerId }).then((r) =>
            r.status === 200 ? 1 : 0,
          ),
        ),
      ]);
      expect(racing.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await cashOutsOf(id)).toBe(1);
      expect((await view(sessionid, id)).body.data).toMatchObject({
        status: 'cashed_out',
        cashOutRule: null,
      });

      // With no rule left, one sweep finds none; after it neither the sweep nor the feed hook runs a statement.
      const other = await place(sessionid, {
        type: 'single',
        stake: '1.00',
        selections: await homeWins([await match('rule-sweep-seed')]),
      });
      expect((await rule(sessionid, other, '999.00')).status).toBe(400);
      await t.database.db.execute(sql`delete from sport_cash_out_rules`);
      expect(await sports.cashOutRules.sweep()).toBe(0);
      const counted = statements;
      expect(await sports.cashOutRules.sweep()).toBe(0);
      expect(await sports.cashOutRules.onEventChanged(m.id)).toBe(0);
      expect(statements).toBe(counted);
      // A rule set again: the sweep looks again, fires it and tells the player's socket.
      expect((await rule(sessionid, other, '0.01')).status).toBe(200);
      expect(await sports.cashOutRules.sweep()).toBe(1);
      expect(await cashOutsOf(other)).toBe(1);
      await expect
        .poll(() => pushes.find((p) => p.type === 'player.sports_bet' && p.betId === other))
        .toMatchObject({ status: 'cashed_out' });
    } finally {
      socket.close();
    }
    await audit();
  });
});
