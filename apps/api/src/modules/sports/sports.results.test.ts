import type {
  AdminSportsBet,
  SportEvent,
  SportResultOutcome,
  SportResultState,
} from '@orca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  fundedPlayer,
  operatorSession,
  type TestApp,
} from '../../../test/harness.ts';
import { servicesOf } from '../../app.ts';
import { BACK_OFFICE_PRODUCER } from './feed.state.ts';
import type { EventBook } from './feed.types.ts';
import * as repo from './sports.repository.ts';
import type { SportsService } from './sports.service.ts';
import {
  FEED_BY_HAND,
  insertVirtualMatch,
  oddsOf,
  producerAlive,
} from './virtual-match.fixture.ts';
import type { VirtualMatch } from './virtual-league.ts';

/*
 * Manual results through the back office's API (issue 24): an event whose feed failed resulted by hand from its
 * score, the money moving once however often it is asked or replayed and whatever the feed sends afterwards; a
 * result worth more than the four-eyes amount held until a second trader approves it; a settled event resettled
 * from another score, reversed and paid again; the audit log, the refusals and the permissions.
 */

/** The four-eyes amount for this file (EUR): a 10.00 stake stays below it, a 60.00 one at evens goes above. */
const FOUR_EYES_EUR = 100;

let t: TestApp;
let sports: SportsService;
let trader: string;
let secondTrader: string;
let support: string;
let matches = 0;

beforeAll(async () => {
  t = await createTestApp({
    SPORTS_BET_DELAY_MS: '50',
    ADJUSTMENT_FOUR_EYES_EUR: String(FOUR_EYES_EUR),
    ...FEED_BY_HAND,
  });
  await t.jobs.stop();
  const built = servicesOf(t.app);
  if (!built) throw new Error('no services');
  sports = built.sports;
  await producerAlive(sports);
  trader = await operatorSession(t, 'admin');
  secondTrader = await operatorSession(t, 'admin');
  support = await operatorSession(t, 'support');
});
afterAll(async () => t?.close());

/** A virtual match open for betting: its fixture and pre-match odds applied, the rest of its stream returned. */
async function match(seed: string): Promise<{ id: string; virtual: VirtualMatch }> {
  matches += 1;
  const id = `orca:match:${870_000 + matches}`;
  const virtual = await insertVirtualMatch(t.database.db, sports.league, {
    id,
    seed,
    startsAt: new Date(Date.now() + 60_000),
  });
  for (const message of virtual.messages) {
    await sports.apply(message);
    if (message.type === 'odds_change') break;
  }
  return { id, virtual };
}

/** The feed goes quiet after kick-off: the match started (a minute ago) and nothing more came. */
async function kickedOff(id: string): Promise<void> {
  await t.database.db.execute(
    sql`update sport_events set starts_at = now() - interval '1 minute', phase = 'live' where id = ${id}`,
  );
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
): Promise<string> {
  const detail = await publicEvent(selection.eventId);
  const specifiers = selection.specifiers ?? '';
  const key = specifiers ? `${selection.marketId}?${specifiers}` : String(selection.marketId);
  keys += 1;
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/player/sports/bets',
    player,
    payload: {
      type: 'single',
      stake,
      oddsChange: 'any',
      idempotencyKey: `results-test-key-${keys}`,
      selections: [{ ...selection, specifiers, odds: oddsOf(detail, key, selection.outcomeId) }],
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return String(response.body.data.id);
}

async function betsOn(eventId: string): Promise<Map<string, AdminSportsBet>> {
  const response = await asOperator(trader, 'GET', `/admin/sports/bets?eventId=${eventId}`);
  expect(response.status).toBe(200);
  const bets = (response.body.data as { bets: AdminSportsBet[] }).bets;
  return new Map(bets.map((b) => [b.id, b]));
}

async function cash(player: string): Promise<string> {
  const response = await t.request({ method: 'GET', url: '/api/v1/player/balance', player });
  return response.body.data.cash as string;
}

const cents = (text: string) => BigInt(text.replace('.', ''));

async function ledgerClean(): Promise<void> {
  const result = await servicesOf(t.app)?.ledger.audit();
  expect(result?.problems).toEqual([]);
}

async function auditOf(action: string, targetId: string) {
  const response = await asOperator(trader, 'GET', `/admin/audit?action=${action}`);
  expect(response.status).toBe(200);
  return (response.body.data as { targetId: string; after: unknown; before: unknown }[]).filter(
    (entry) => entry.targetId === targetId,
  );
}

async function bookOf(id: string): Promise<EventBook> {
  const row = await repo.eventById(t.database.db, id);
  if (!row) throw new Error(`no event ${id}`);
  return row.book as EventBook;
}

describe('a result by hand', () => {
  it('settles every line from the score: a 1X2 winner paid, a total lost, a next-goal leg void; once', async () => {
    const { id, virtual } = await match('results-by-hand-seed');
    const { sessionid } = await fundedPlayer(t, 'SbByHand', '100.00');
    const home = await bet(sessionid, { eventId: id, marketId: 1, outcomeId: 1 });
    const over = await bet(sessionid, {
      eventId: id,
      marketId: 18,
      specifiers: 'total=2.5',
      outcomeId: 12,
    });
    const firstGoal = await bet(sessionid, {
      eventId: id,
      marketId: 8,
      specifiers: 'goalnr=1',
      outcomeId: 6,
    });
    expect(await cash(sessionid)).toBe('70.00');

    // Before kick-off there is nothing to result.
    const early = await asOperator(trader, 'POST', `/admin/sports/events/${id}/result`, {
      home: 1,
      away: 0,
      reason: 'Feed lost the match',
    });
    expect([early.status, early.body.info.resultCode]).toEqual([409, 'sports_event_not_started']);

    await kickedOff(id);
    const state = await asOperator(support, 'GET', `/admin/sports/events/${id}/result`);
    expect(state.status).toBe(200);
    expect(state.body.data as SportResultState).toMatchObject({
      canResult: true,
      canResettle: false,
      isManual: false,
      fourEyesEur: FOUR_EYES_EUR,
      needsApproval: false,
      pending: null,
    });

    const resulted = await asOperator(trader, 'POST', `/admin/sports/events/${id}/result`, {
      home: 1,
      away: 0,
      reason: 'Feed lost the match; score from the official report',
    });
    expect(resulted.status, JSON.stringify(resulted.body)).toBe(200);
    const outcome = resulted.body.data as SportResultOutcome;
    expect(outcome.approval).toBeNull();
    expect(outcome.event).toMatchObject({ phase: 'closed', score: { home: 1, away: 0 } });
    expect(outcome.event.markets.find((m) => m.key === '8?goalnr=1')?.feedStatus).toBe('cancelled');
    expect(outcome.event.markets.find((m) => m.key === '1')?.feedStatus).toBe('settled');

    const bets = await betsOn(id);
    const won = bets.get(home);
    expect(won).toMatchObject({ status: 'won' });
    expect(won?.paid).toBe(won?.potentialReturn);
    expect(bets.get(over)).toMatchObject({ status: 'lost', paid: '0.00' });
    expect(bets.get(firstGoal)).toMatchObject({ status: 'void', paid: '10.00' });
    const expected = 7000n + cents(won?.potentialReturn ?? '0') + 1000n;
    const after = await cash(sessionid);
    expect(cents(after)).toBe(expected);

    // Asked again: refused, nothing moves.
    const again = await asOperator(trader, 'POST', `/admin/sports/events/${id}/result`, {
      home: 1,
      away: 0,
      reason: 'Feed lost the match; score from the official report',
    });
    expect([again.status, again.body.info.resultCode]).toEqual([409, 'sports_event_settled']);
    // The back office's own messages replayed: duplicates by their sequence.
    const replayed = await repo.feedMessagesOf(t.database.db, id);
    const own = replayed.filter((m) => m.producer === BACK_OFFICE_PRODUCER);
    expect(own.length).toBeGreaterThan(0);
    for (const row of own)
      expect(await sports.apply(row.message as Parameters<SportsService['apply']>[0])).toBeNull();
    // The feed comes back with the whole match (another score, its own settlement): all ignored.
    for (const message of virtual.messages) await sports.apply(message);
    const book = await bookOf(id);
    expect(book.manual).toBe(true);
    const row = await repo.eventById(t.database.db, id);
    expect([row?.homeScore, row?.awayScore, row?.phase]).toEqual([1, 0, 'closed']);
    expect(await cash(sessionid)).toBe(after);
    await ledgerClean();

    const audited = await auditOf('sports.event_resulted', id);
    expect(audited).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ score: { home: 0, away: 0 } }),
        after: expect.objectContaining({
          score: { home: 1, away: 0 },
          reason: 'Feed lost the match; score from the official report',
          approvedBy: null,
        }),
      }),
    ]);
  });

  it('refuses negative or fractional goals, a short reason, an unknown event, and operators who only read', async () => {
    const { id } = await match('results-refusals-seed');
    await kickedOff(id);
    for (const [payload, field] of [
      [{ home: -1, away: 0, reason: 'Score by hand' }, 'home'],
      [{ home: 1, away: 1.5, reason: 'Score by hand' }, 'away'],
      [{ home: 1, away: 0, reason: 'no' }, 'reason'],
    ] as const) {
      const refused = await asOperator(trader, 'POST', `/admin/sports/events/${id}/result`, {
        ...payload,
      });
      expect([refused.status, refused.body.info.resultCode]).toEqual([400, 'validation_error']);
      expect(refused.body.data.fields[0].field).toBe(field);
    }
    const translated = await t.request({
      method: 'POST',
      url: `/api/v1/admin/sports/events/${id}/result`,
      headers: { 'x-operator-session': trader, 'accept-language': 'de' },
      payload: { home: -1, away: 0, reason: 'Score by hand' },
    });
    expect(translated.body.data.fields[0].message).toBe(
      'Tore müssen eine ganze Zahl von 0 bis 99 sein',
    );
    const unknown = await asOperator(trader, 'POST', '/admin/sports/events/orca:match:1/result', {
      home: 1,
      away: 0,
      reason: 'Score by hand',
    });
    expect([unknown.status, unknown.body.info.resultCode]).toEqual([404, 'sports_event_not_found']);
    const notSettled = await asOperator(trader, 'POST', `/admin/sports/events/${id}/resettle`, {
      home: 1,
      away: 0,
      reason: 'Score by hand',
    });
    expect([notSettled.status, notSettled.body.info.resultCode]).toEqual([
      409,
      'sports_event_not_settled',
    ]);
    for (const url of [
      `/admin/sports/events/${id}/result`,
      `/admin/sports/events/${id}/resettle`,
    ]) {
      const forbidden = await asOperator(support, 'POST', url, {
        home: 1,
        away: 0,
        reason: 'Not mine to do',
      });
      expect([forbidden.status, forbidden.body.info.resultCode], url).toEqual([403, 'forbidden']);
    }
    expect((await repo.eventById(t.database.db, id))?.phase).toBe('live');
    expect(await auditOf('sports.event_resulted', id)).toEqual([]);
  });
});

describe('racing results', () => {
  it('two traders resulting at once: one result applies, the other is refused, the money moves once', async () => {
    const { id } = await match('results-race-seed');
    const { sessionid } = await fundedPlayer(t, 'SbRace', '100.00');
    const home = await bet(sessionid, { eventId: id, marketId: 1, outcomeId: 1 });
    await kickedOff(id);
    const answers = await Promise.all(
      [trader, secondTrader].map((session) =>
        asOperator(session, 'POST', `/admin/sports/events/${id}/result`, {
          home: 2,
          away: 1,
          reason: 'Both saw the feed fail',
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = (await betsOn(id)).get(home);
    expect(won?.status).toBe('won');
    expect(cents(await cash(sessionid))).toBe(9_000n + cents(won?.potentialReturn ?? '0'));
    expect(await auditOf('sports.event_resulted', id)).toHaveLength(1);
    await ledgerClean();
  });
});

describe('four eyes', () => {
  it('holds a result worth more than the four-eyes amount until a second trader approves it', async () => {
    const { id } = await match('results-four-eyes-seed');
    const { sessionid } = await fundedPlayer(t, 'SbFourEyes', '500.00');
    const big = await bet(sessionid, { eventId: id, marketId: 1, outcomeId: 1 }, '60.00');
    await kickedOff(id);
    const potential = (await betsOn(id)).get(big)?.potentialReturn ?? '0';
    expect(cents(potential)).toBeGreaterThan(BigInt(FOUR_EYES_EUR) * 100n);

    const held = await asOperator(trader, 'POST', `/admin/sports/events/${id}/result`, {
      home: 2,
      away: 0,
      reason: 'Feed down at full time',
    });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    const approval = (held.body.data as SportResultOutcome).approval;
    expect(approval).toMatchObject({
      kind: 'sports_result',
      status: 'pending',
      targetId: id,
      valueEur: potential,
      reason: 'Feed down at full time',
    });
    // Nothing applied yet.
    expect((await betsOn(id)).get(big)?.status).toBe('open');
    expect(await cash(sessionid)).toBe('440.00');
    const state = await asOperator(secondTrader, 'GET', `/admin/sports/events/${id}/result`);
    expect(state.body.data).toMatchObject({ needsApproval: true, pending: { id: approval?.id } });
    // No second result while one waits, and the requester cannot approve their own.
    const second = await asOperator(secondTrader, 'POST', `/admin/sports/events/${id}/result`, {
      home: 0,
      away: 0,
      reason: 'Another view of the score',
    });
    expect(second.body.info.resultCode).toBe('sports_result_pending');
    const own = await asOperator(trader, 'POST', `/admin/sports/results/${approval?.id}/decision`, {
      decision: 'approve',
    });
    expect([own.status, own.body.info.resultCode]).toEqual([403, 'approval_own_request']);
    expect((await betsOn(id)).get(big)?.status).toBe('open');

    const approved = await asOperator(
      secondTrader,
      'POST',
      `/admin/sports/results/${approval?.id}/decision`,
      { decision: 'approve', note: 'Checked the report' },
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((approved.body.data as SportResultOutcome).approval?.status).toBe('approved');
    expect((approved.body.data as SportResultOutcome).event.score).toEqual({ home: 2, away: 0 });
    expect((await betsOn(id)).get(big)).toMatchObject({ status: 'won', paid: potential });
    expect(cents(await cash(sessionid))).toBe(44_000n + cents(potential));
    // Decided once.
    const twice = await asOperator(
      secondTrader,
      'POST',
      `/admin/sports/results/${approval?.id}/decision`,
      { decision: 'approve' },
    );
    expect([twice.status, twice.body.info.resultCode]).toEqual([409, 'approval_state_conflict']);
    expect(cents(await cash(sessionid))).toBe(44_000n + cents(potential));
    await ledgerClean();
    expect(await auditOf('sports.event_resulted', id)).toEqual([
      expect.objectContaining({
        after: expect.objectContaining({
          score: { home: 2, away: 0 },
          approvedBy: expect.anything(),
        }),
      }),
    ]);
  });

  it('a rejected result changes nothing', async () => {
    const { id } = await match('results-rejected-seed');
    const { sessionid } = await fundedPlayer(t, 'SbRejected', '500.00');
    const big = await bet(sessionid, { eventId: id, marketId: 1, outcomeId: 3 }, '60.00');
    await kickedOff(id);
    const held = await asOperator(trader, 'POST', `/admin/sports/events/${id}/result`, {
      home: 0,
      away: 1,
      reason: 'Feed down at full time',
    });
    const approval = (held.body.data as SportResultOutcome).approval;
    const rejected = await asOperator(
      secondTrader,
      'POST',
      `/admin/sports/results/${approval?.id}/decision`,
      { decision: 'reject', note: 'Wrong match' },
    );
    expect(rejected.status).toBe(200);
    expect((await betsOn(id)).get(big)?.status).toBe('open');
    expect(await cash(sessionid)).toBe('440.00');
    expect((await repo.eventById(t.database.db, id))?.phase).toBe('live');
    expect(await auditOf('sports.event_resulted', id)).toEqual([]);
  });
});

describe('resettling', () => {
  it('rolls a settled match back and settles it again from another score, paying the difference once', async () => {
    const { id, virtual } = await match('results-resettle-seed');
    const final = virtual.messages.findLast((m) => m.type === 'odds_change' && m.sportEventStatus);
    const score =
      final?.type === 'odds_change' && final.sportEventStatus
        ? {
            home: final.sportEventStatus.homeScore ?? 0,
            away: final.sportEventStatus.awayScore ?? 0,
          }
        : { home: 0, away: 0 };
    const { sessionid } = await fundedPlayer(t, 'SbResettle', '100.00');
    const homeWin = await bet(sessionid, { eventId: id, marketId: 1, outcomeId: 1 });
    const awayWin = await bet(sessionid, { eventId: id, marketId: 1, outcomeId: 3 });
    // The feed plays the whole match and settles it.
    for (const message of virtual.messages) await sports.apply(message);
    const byFeed = await betsOn(id);
    const paidByFeed = cents(await cash(sessionid));
    expect(byFeed.get(homeWin)?.status).not.toBe('open');

    const refused = await asOperator(trader, 'POST', `/admin/sports/events/${id}/result`, {
      home: 3,
      away: 0,
      reason: 'Feed settled the wrong way',
    });
    expect(refused.body.info.resultCode).toBe('sports_event_settled');

    // Resettled as a home win by three, then as an away win by three.
    const resettled = await asOperator(trader, 'POST', `/admin/sports/events/${id}/resettle`, {
      home: 3,
      away: 0,
      reason: 'Feed settled the wrong way',
    });
    expect(resettled.status, JSON.stringify(resettled.body)).toBe(200);
    expect((resettled.body.data as SportResultOutcome).event.score).toEqual({ home: 3, away: 0 });
    let bets = await betsOn(id);
    expect(bets.get(homeWin)?.status).toBe('won');
    expect(bets.get(awayWin)?.status).toBe('lost');
    const homeReturn = cents(bets.get(homeWin)?.potentialReturn ?? '0');
    expect(cents(await cash(sessionid))).toBe(8_000n + homeReturn);

    const back = await asOperator(trader, 'POST', `/admin/sports/events/${id}/resettle`, {
      home: 0,
      away: 3,
      reason: 'The report was the other way round',
    });
    expect(back.status).toBe(200);
    bets = await betsOn(id);
    expect(bets.get(homeWin)).toMatchObject({ status: 'lost', paid: '0.00' });
    expect(bets.get(awayWin)?.status).toBe('won');
    const awayReturn = cents(bets.get(awayWin)?.potentialReturn ?? '0');
    expect(cents(await cash(sessionid))).toBe(8_000n + awayReturn);

    // Back to the feed's own score: the feed's money again.
    await asOperator(trader, 'POST', `/admin/sports/events/${id}/resettle`, {
      ...score,
      reason: 'The feed was right after all',
    });
    expect(cents(await cash(sessionid))).toBe(paidByFeed);
    await ledgerClean();

    const audited = await auditOf('sports.event_resettled', id);
    expect(audited).toHaveLength(3);
    expect(audited).toContainEqual(
      expect.objectContaining({
        before: expect.objectContaining({ score: { home: 3, away: 0 } }),
        after: expect.objectContaining({
          score: { home: 0, away: 3 },
          reason: 'The report was the other way round',
        }),
      }),
    );
  });
});
