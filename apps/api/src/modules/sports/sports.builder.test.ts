import {
  MARKET,
  SPORTS_BUILDER_MARGIN,
  type SportEvent,
  type SportsEventMessage,
} from '@orca/contracts';
import {
  builderOdds,
  impliedGrid,
  jointProbability,
  type BuilderSelection,
} from '@orca/games/sports/bet-builder';
import { ORCA_PREMIER } from '@orca/games/sports/leagues';
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
import type { SportsService } from './sports.service.ts';
import { FEED_BY_HAND, insertVirtualMatch, producerAlive } from './virtual-match.fixture.ts';
import { VIRTUAL_PRODUCER } from './virtual-league.ts';

/*
 * The bet builder (issue 24): selections of one match priced together from the grid the match's own 1X2 implies,
 * placed at the quoted price within the odds-change policy, settled as one (every leg must win; a void leg voids
 * the whole builder), with the ledger clean after each.
 */

let t: TestApp;
let sports: SportsService;
let matches = 0;

beforeAll(async () => {
  // An in-play builder waits out this delay; long enough for the test to move the odds inside it.
  t = await createTestApp({ SPORTS_BET_DELAY_MS: '3000', ...FEED_BY_HAND });
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
  /** The final score the seed plays to. */
  score: { home: number; away: number };
  /** Plays the match's messages on, to the end or up to the first one `until` picks. */
  play(until?: (message: SportsEventMessage) => boolean): Promise<void>;
  /** The sequence of the last message applied. */
  lastSequence(): number;
}

async function match(seed: string, startsAt = new Date(Date.now() + 60_000)): Promise<Match> {
  matches += 1;
  const id = `orca:match:${800_000 + matches}`;
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
    lastSequence: () => virtual.messages[next - 1]?.sequence ?? 0,
  };
  // The fixture and the first prices: open for betting.
  while (next < virtual.messages.length) {
    const message = virtual.messages[next++];
    if (!message) break;
    await sports.apply(message);
    if (message.type === 'odds_change') break;
  }
  return played;
}

async function publicEvent(id: string): Promise<SportEvent> {
  const response = await t.request({ method: 'GET', url: `/api/v1/sports/events/${id}` });
  expect(response.status).toBe(200);
  return response.body.data as SportEvent;
}

interface Pick {
  marketId: number;
  specifiers: string;
  outcomeId: number;
}

const HOME_WIN: Pick = { marketId: MARKET.matchResult, specifiers: '', outcomeId: 1 };
const OVER_2_5 = { marketId: MARKET.total, specifiers: 'total=2.5', outcomeId: 12 };
const BTTS_YES = { marketId: MARKET.bothTeamsToScore, specifiers: '', outcomeId: 74 };
const DRAW = { marketId: MARKET.matchResult, specifiers: '', outcomeId: 2 };
const HOME_MINUS_HALF = { marketId: MARKET.handicap, specifiers: 'hcp=-0.5', outcomeId: 1714 };

const quote = (eventId: string, selections: object[]) =>
  t.request({
    method: 'POST',
    url: '/api/v1/sports/builder/quote',
    payload: { eventId, selections },
  });

function oddsOn(detail: SportEvent, key: string, outcomeId: number): string | null {
  return (
    detail.markets.find((m) => m.key === key)?.outcomes.find((o) => o.id === outcomeId)?.odds ??
    null
  );
}

let keys = 0;
async function placeBuilder(
  player: string,
  eventId: string,
  selections: Pick[],
  builderOdds: string,
  extra: Record<string, unknown> = {},
) {
  const detail = await publicEvent(eventId);
  keys += 1;
  return t.request({
    method: 'POST',
    url: '/api/v1/player/sports/bets',
    player,
    payload: {
      type: 'builder',
      stake: '10.00',
      oddsChange: 'none',
      idempotencyKey: `builder-test-${keys}`,
      builderOdds,
      selections: selections.map((s) => ({
        ...s,
        eventId,
        odds: oddsOn(
          detail,
          s.specifiers ? `${s.marketId}?${s.specifiers}` : String(s.marketId),
          s.outcomeId,
        ),
      })),
      ...extra,
    },
  });
}

async function cash(player: string): Promise<string> {
  const response = await t.request({ method: 'GET', url: '/api/v1/player/balance', player });
  return response.body.data.cash as string;
}

async function audit() {
  const result = await servicesOf(t.app)?.ledger.audit();
  expect(result?.problems).toEqual([]);
}

describe('bet builder', () => {
  it('prices selections of one match jointly from the grid its 1X2 implies, not as the product', async () => {
    const m = await match('builder-quote-seed');
    const detail = await publicEvent(m.id);
    const answer = await quote(m.id, [HOME_WIN, OVER_2_5, BTTS_YES]);
    expect(answer.status).toBe(200);
    expect(answer.body.data.eventId).toBe(m.id);

    // The same price by hand: the 1X2 without its margin, the grid it implies, P(all three), the margin.
    const implied = [1, 2, 3].map((id) => 1 / Number(oddsOn(detail, '1', id)));
    const sum = implied.reduce((a, b) => a + b);
    const grid = impliedGrid({
      home: implied[0]! / sum,
      away: implied[2]! / sum,
      score: { home: 0, away: 0 },
      rho: ORCA_PREMIER.rho,
    });
    const selections: BuilderSelection[] = [
      { marketId: 1, specifiers: {}, outcomeId: 1 },
      { marketId: 18, specifiers: { total: 2.5 }, outcomeId: 12 },
      { marketId: 29, specifiers: {}, outcomeId: 74 },
    ];
    const expected = builderOdds(jointProbability(grid!, selections), SPORTS_BUILDER_MARGIN)!;
    expect(answer.body.data.odds).toBe((Number(expected.num) / Number(expected.den)).toFixed(2));

    // Goals go with a home win: the joint price is shorter than the legs' product.
    const product = [
      oddsOn(detail, '1', 1),
      oddsOn(detail, '18?total=2.5', 12),
      oddsOn(detail, '29', 74),
    ].reduce((a, b) => a * Number(b), 1);
    expect(Number(answer.body.data.odds)).toBeLessThan(product);
  });

  it('refuses what cannot be a builder, each with its reason', async () => {
    const m = await match('builder-refusal-seed');
    const one = await quote(m.id, [HOME_WIN]);
    expect(one.status).toBe(400);
    expect(one.body.info.resultCode).toBe('validation_error');

    const twice = await quote(m.id, [HOME_WIN, { ...HOME_WIN, outcomeId: 3 }]);
    expect(twice.body.info.resultCode).toBe('builder_selection_invalid');
    expect(twice.body.data.selection).toBe(1);

    const nextGoal = await quote(m.id, [
      HOME_WIN,
      { marketId: MARKET.nextGoal, specifiers: 'goalnr=1', outcomeId: 6 },
    ]);
    expect(nextGoal.body.info.resultCode).toBe('builder_selection_invalid');

    const push = await quote(m.id, [HOME_WIN, { ...HOME_MINUS_HALF, specifiers: 'hcp=-1' }]);
    expect(push.body.info.resultCode).toBe('builder_selection_invalid');

    const contradiction = await quote(m.id, [DRAW, HOME_MINUS_HALF]);
    expect(contradiction.status).toBe(400);
    expect(contradiction.body.info.resultCode).toBe('builder_contradiction');
    expect(contradiction.body.info.message).toBe('These selections cannot all win together.');

    const missing = await quote('orca:match:1', [HOME_WIN, OVER_2_5]);
    expect(missing.body.info.resultCode).toBe('sports_event_not_found');
    // An id no event can have: a NUL byte, one far too long, a specifier with a NUL byte.
    for (const [eventId, selections] of [
      ['orca:match:\u0000', [HOME_WIN, OVER_2_5]],
      ['x'.repeat(10_000), [HOME_WIN, OVER_2_5]],
      [m.id, [HOME_WIN, { ...OVER_2_5, specifiers: 'total=2.5\u0000' }]],
    ] as const) {
      const odd = await quote(eventId, [...selections]);
      expect(odd.status, JSON.stringify(odd.body)).toBeLessThan(500);
      expect(odd.body.info.resultCode).toBe('validation_error');
    }

    const german = await t.request({
      method: 'POST',
      url: '/api/v1/sports/builder/quote',
      headers: { 'accept-language': 'de' },
      payload: { eventId: m.id, selections: [DRAW, HOME_MINUS_HALF] },
    });
    expect(german.body.info.message).toBe('Diese Auswahlen können nicht alle zusammen gewinnen.');

    // A suspended match prices no builder.
    const admin = await operatorSession(t, 'admin');
    const suspended = await t.request({
      method: 'POST',
      url: `/api/v1/admin/sports/events/${encodeURIComponent(m.id)}/suspend`,
      headers: { 'x-operator-session': admin },
      payload: { marketKey: '*', reason: 'Builder test' },
    });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    const blocked = await quote(m.id, [HOME_WIN, OVER_2_5]);
    expect(blocked.body.info.resultCode).toBe('market_suspended');
  });

  it('places at the quoted price, refuses another under the policy, and settles as one bet', async () => {
    const { sessionid } = await fundedPlayer(t, 'BuilderWin', '100.00');
    const m = await match('builder-settle-seed');
    const priced = await quote(m.id, [HOME_WIN, OVER_2_5]);
    const odds = priced.body.data.odds as string;

    // A price the player never saw is refused under "no changes", with the price now; nothing is taken.
    const stale = await placeBuilder(sessionid, m.id, [HOME_WIN, OVER_2_5], '1.50');
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    expect(stale.body.info.resultCode).toBe('odds_changed');
    expect(stale.body.data.odds).toBe(odds);
    expect(await cash(sessionid)).toBe('100.00');

    // Selections of two matches are no builder.
    const other = await match('builder-other-seed');
    const detail = await publicEvent(other.id);
    const mixed = await t.request({
      method: 'POST',
      url: '/api/v1/player/sports/bets',
      player: sessionid,
      payload: {
        type: 'builder',
        stake: '10.00',
        idempotencyKey: 'builder-test-mixed',
        builderOdds: odds,
        selections: [
          { ...HOME_WIN, eventId: m.id, odds: '2.00' },
          { ...HOME_WIN, eventId: other.id, odds: oddsOn(detail, '1', 1) },
        ],
      },
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.data.fields).toContainEqual(
      expect.objectContaining({
        field: 'selections',
        message: 'A bet builder takes 2 to 6 selections, all from one match',
      }),
    );

    // From the seed's final score: one builder of what happens, one of a result that does not.
    const { home, away } = m.score;
    const result = { ...HOME_WIN, outcomeId: home > away ? 1 : home === away ? 2 : 3 };
    const goals = { ...OVER_2_5, outcomeId: home + away > 2.5 ? 12 : 13 };
    const wrong = { ...HOME_WIN, outcomeId: result.outcomeId === 1 ? 3 : 1 };
    const winOdds = (await quote(m.id, [result, goals])).body.data.odds as string;
    const loseOdds = (await quote(m.id, [wrong, goals])).body.data.odds as string;
    const winner = await placeBuilder(sessionid, m.id, [result, goals], winOdds);
    expect(winner.status).toBe(200);
    const bet = winner.body.data;
    expect(bet.type).toBe('builder');
    expect(bet.totalOdds).toBe(winOdds);
    const winReturn = Math.floor(10 * Number(winOdds) * 100) / 100;
    expect(bet.potentialReturn).toBe(winReturn.toFixed(2));
    const loser = await placeBuilder(sessionid, m.id, [wrong, goals], loseOdds);
    expect(loser.status).toBe(200);
    expect(await cash(sessionid)).toBe('80.00');

    await m.play();
    const statusOf = async (id: string) =>
      (
        await t.request({
          method: 'GET',
          url: `/api/v1/player/sports/bets/${id}`,
          player: sessionid,
        })
      ).body.data;
    const won = await statusOf(bet.id);
    expect(won.status).toBe('won');
    expect(won.payout).toBe(winReturn.toFixed(2));
    expect((await statusOf(loser.body.data.id)).status).toBe('lost');
    expect(await cash(sessionid)).toBe((80 + winReturn).toFixed(2));
    await audit();
  });

  it('voids the whole builder when one of its markets is cancelled, whatever the others did', async () => {
    const { sessionid } = await fundedPlayer(t, 'BuilderVoid', '100.00');
    const m = await match('builder-void-seed');
    const odds = (await quote(m.id, [HOME_WIN, BTTS_YES])).body.data.odds as string;
    const placed = await placeBuilder(sessionid, m.id, [HOME_WIN, BTTS_YES], odds);
    expect(placed.status).toBe(200);
    await m.play();
    const last = m.messages.at(-1)?.sequence ?? 0;
    await sports.apply({
      producer: VIRTUAL_PRODUCER,
      eventId: m.id,
      timestamp: Date.now(),
      sequence: last + 1,
      type: 'bet_cancel',
      startTime: 0,
      markets: [{ id: MARKET.bothTeamsToScore, specifiers: '' }],
    });
    const after = await t.request({
      method: 'GET',
      url: `/api/v1/player/sports/bets/${placed.body.data.id}`,
      player: sessionid,
    });
    expect(after.body.data.status).toBe('void');
    expect(await cash(sessionid)).toBe('100.00');
    await audit();
  });

  it('prices in play from the live book and judges the joint price again at the end of the delay', async () => {
    const { sessionid } = await fundedPlayer(t, 'BuilderLive', '100.00');
    const m = await match('builder-live-seed', new Date(Date.now() - 1_000));
    // Into the match, up to the message before its first bet stop: live, its markets open.
    const stop = m.messages.find((message) => message.type === 'bet_stop');
    await m.play((message) => message.sequence === (stop?.sequence ?? 0) - 1);
    const detail = await publicEvent(m.id);
    expect(detail.phase).toBe('live');
    const picks = [HOME_WIN, OVER_2_5];
    const odds = (await quote(m.id, picks)).body.data.odds as string;
    const taken = await placeBuilder(sessionid, m.id, picks, odds);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body.data).toMatchObject({ status: 'open', totalOdds: odds });

    // Two more wait out their delay while the book makes the home win shorter.
    const underNone = placeBuilder(sessionid, m.id, picks, odds);
    const underAny = placeBuilder(sessionid, m.id, picks, odds, { oddsChange: 'any' });
    for (let tries = 0; tries < 400; tries += 1) {
      const [held] = await queryRows<{ n: string }>(
        t.database.db,
        sql`select count(*)::text as n from sport_bets where type = 'builder' and status = 'pending'`,
      );
      if (held?.n === '2') break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const result = detail.markets.find((market) => market.key === '1');
    const moved = (id: number, factor: number) =>
      Math.max(1.01, Number(result?.outcomes.find((o) => o.id === id)?.odds) * factor).toFixed(2);
    await sports.apply({
      producer: VIRTUAL_PRODUCER,
      eventId: m.id,
      timestamp: Date.now(),
      sequence: m.lastSequence() + 1,
      type: 'odds_change',
      markets: [
        {
          id: MARKET.matchResult,
          specifiers: '',
          status: 1,
          outcomes: [
            { id: 1, odds: moved(1, 0.7), active: true },
            { id: 2, odds: moved(2, 1.3), active: true },
            { id: 3, odds: moved(3, 1.5), active: true },
          ],
        },
      ],
    });
    const now = (await quote(m.id, picks)).body.data.odds as string;
    expect(Number(now)).toBeLessThan(Number(odds));

    // "No changes": refused with the new price, the stake back.
    const refused = await underNone;
    expect(refused.status).toBe(409);
    expect(refused.body.info.resultCode).toBe('odds_changed');
    // "Any": taken at the price of the delay's end, its return from that price.
    const accepted = await underAny;
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({
      status: 'open',
      totalOdds: now,
      potentialReturn: (Math.floor(10 * Number(now) * 100) / 100).toFixed(2),
    });
    expect(await cash(sessionid)).toBe('80.00');
    await audit();
  });
});
