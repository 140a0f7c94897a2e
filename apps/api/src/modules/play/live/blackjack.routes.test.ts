import { hashServerSeed } from '@orca/games/rng/fair';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fundedPlayer, type TestApp } from '../../../../test/harness.ts';
import { queryRows } from '../../../db/client.ts';
import { liveBets, liveRounds } from '../../../db/schema/index.ts';
import { createLedgerService } from '../../wallet/ledger.service.ts';
import { LIVE_RESULT_PAUSE_MS } from './live.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The tests drive the table's clock themselves. The app's own live-tables job settles a closed
  // round on any clock, so under load it took seats of an interrupted settlement the test counts.
  await t.jobs.stop();
});
afterEach(async () => {
  expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
});
afterAll(() => t.close());

const TABLE = 'blackjack-1';
const GAME = 'orca-live-blackjack-unlimited';
/** Every round below is dealt from one of these seeds (clientSeed `blackjack-1:test`, nonce 0); their cards were read off the engine. */
const SEEDS = {
  // Players 8♠ 8♦; dealer 7♥ (Q♠) = 17. Seat 0's own cards: 5♠ 3♥ 3♣ A♠ A♦.
  split: 'bj-seed-220',
  // Players 7♥ 4♠ = 11; dealer 10♠ (K♥) = 20. Seat 0's cards: A♦ K♦ 3♠; seat 1's: Q♥ J♣ 2♥.
  eleven: 'bj-seed-4',
  // Players 9♦ 9♠ = 18; dealer 6♣ (A♥) = soft 17, which it stands on.
  soft17: 'bj-seed-2644',
  // Players K♠ A♥ = blackjack; dealer Q♠ (Q♥) = 20.
  blackjack: 'bj-seed-14',
  // Players 10♦ J♣ = 20; dealer K♦ (Q♣) = 20.
  push: 'bj-seed-26',
} as const;

async function openTable(player: string): Promise<string> {
  const launched = await t.request({ method: 'GET', url: `/api/v1/player/game/${GAME}`, player });
  expect(launched.status, JSON.stringify(launched.body)).toBe(200);
  const token = new URL(launched.body.data.url).searchParams.get('token')!;
  return (await t.request({ method: 'POST', url: '/api/v1/play/session', payload: { token } })).body
    .data.sessionToken as string;
}
async function seated(
  username: string,
  deposit = '100',
): Promise<{ player: string; session: string }> {
  const { sessionid } = await fundedPlayer(t, username, deposit);
  return { player: sessionid, session: await openTable(sessionid) };
}
const bet = (session: string, amount: string) =>
  t.request({
    method: 'POST',
    url: `/api/v1/play/live/${TABLE}/bet`,
    headers: { 'x-game-session': session },
    payload: { kind: 'blackjack', amount },
  });
const act = (session: string, action: string, extra: object = {}, language?: string) =>
  t.request({
    method: 'POST',
    url: `/api/v1/play/live/${TABLE}/blackjack/action`,
    headers: { 'x-game-session': session },
    payload: { action, ...extra },
    ...(language ? { language } : {}),
  });
const tableOf = async (session?: string, hint = false) =>
  (
    await t.request({
      method: 'GET',
      url: `/api/v1/play/live/${TABLE}/blackjack${hint ? '?hint=1' : ''}`,
      headers: session ? { 'x-game-session': session } : {},
    })
  ).body.data;
const balance = async (player: string) =>
  (await t.request({ method: 'GET', url: '/api/v1/player/balance', player })).body.data
    .cash as string;
const cards = (list: { rank: string; suit: string }[]) => list.map((c) => `${c.rank}${c.suit[0]}`);

type Round = typeof liveRounds.$inferSelect;
/**
 * The tests' own clock, ahead of the real one (as in live.routes.test): each fresh round opens in
 * the future, so the background driver on the real clock leaves it alone, while bets and decisions
 * (checked against the real clock) fall inside its windows. The round's seed is replaced by a known one.
 */
let clock = Date.now() + 3_600_000;
async function freshRound(serverSeed: string): Promise<Round> {
  clock += 3_600_000;
  await t.live.tick(new Date(clock));
  await t.live.tick(new Date(clock + 60_000));
  await t.live.tick(new Date(clock + 120_000));
  await t.live.tick(new Date(clock + 120_000 + LIVE_RESULT_PAUSE_MS));
  const [round] = await t.database.db
    .select()
    .from(liveRounds)
    .where(eq(liveRounds.tableId, TABLE))
    .orderBy(sql`${liveRounds.roundNo} desc`)
    .limit(1);
  expect(round?.phase).toBe('betting');
  const [known] = await t.database.db
    .update(liveRounds)
    .set({ serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: `${TABLE}:test` })
    .where(eq(liveRounds.id, round!.id))
    .returning();
  return known!;
}
/** Betting closes and the shared hand is dealt; the decision window opens. */
async function deal(round: Round): Promise<Round> {
  await t.live.tick(new Date(round.bettingClosesAt.getTime() + 1));
  const [dealt] = await t.database.db.select().from(liveRounds).where(eq(liveRounds.id, round.id));
  return dealt!;
}
// Past the decision window on the tests' clock (a window a test moved to the real clock's past is past it too).
const pastWindow = (round: Round, options?: Parameters<TestApp['app']['live']['tick']>[1]) =>
  t.live.tick(
    new Date(Math.max(round.decisionsCloseAt!.getTime(), round.bettingClosesAt.getTime()) + 1),
    options,
  );
const roundNow = async (round: Round) =>
  (await t.database.db.select().from(liveRounds).where(eq(liveRounds.id, round.id)))[0]!;

describe('live blackjack', () => {
  it('publishes its rules and the RTP under basic strategy with its precision', async () => {
    const table = await tableOf();
    expect(table.rules).toEqual({
      decks: null,
      dealerHitsSoft17: false,
      dealerPeeks: true,
      blackjackPays: '3:2',
      doubleOnAnyTwo: true,
      doubleAfterSplit: true,
      splitsMax: 1,
      splitAcesOneCard: true,
      insurance: false,
      surrender: false,
      sixCardCharlie: false,
      timeoutAction: 'stand',
    });
    expect(table.basicStrategyRtp).toEqual({
      rtpPercent: '99.4288',
      precisionPercent: '0.00005',
      method: 'exact',
      strategy: 'basic',
    });
    expect(table).toMatchObject({ kind: 'blackjack', decisionMs: 10_000 });
  });

  it('plays a hand through: split 8s, hit twice and stand, double the second hand; each extra stake taken once however often it is sent', async () => {
    const me = await seated('BjSplitter1');
    const round = await freshRound(SEEDS.split);
    expect((await bet(me.session, '10')).body.data.balance).toBe('90.00');
    // Before the deal there is nothing to decide.
    expect((await act(me.session, 'hit')).body.info.resultCode).toBe('blackjack_illegal_action');
    const dealt = await deal(round);
    expect(dealt.phase).toBe('decisions');
    expect(dealt.decisionsCloseAt!.getTime() - dealt.bettingClosesAt.getTime()).toBe(10_000 + 1);

    const table = await tableOf(me.session, true);
    expect(table).toMatchObject({
      phase: 'decisions',
      decisionsCloseAt: dealt.decisionsCloseAt!.toISOString(),
    });
    expect(cards(table.deal.playerCards)).toEqual(['8s', '8d']);
    expect(cards([table.deal.dealerUpCard])).toEqual(['7h']);
    expect(table.seat.blackjack).toMatchObject({
      seat: 0,
      legalActions: ['hit', 'stand', 'double', 'split'],
      hint: 'split',
      decisions: 0,
    });
    expect((await tableOf(me.session)).seat.blackjack.hint).toBeNull();

    // The lobby's table view shows the same deal and my seat (without a hint unless asked for).
    const plain = (
      await t.request({
        method: 'GET',
        url: `/api/v1/live/tables/${TABLE}`,
        headers: { 'x-game-session': me.session },
      })
    ).body.data;
    expect(cards(plain.deal.playerCards)).toEqual(['8s', '8d']);
    expect(plain.seat.blackjack).toMatchObject({
      seat: 0,
      hint: null,
      hands: [{ total: 16, stake: '10.00' }],
    });

    // The split sent twice at once (a double click, a retried request): one split, one stake.
    const [split, twin] = await Promise.all([
      act(me.session, 'split', { actionIndex: 0, hint: true }),
      act(me.session, 'split', { actionIndex: 0 }),
    ]);
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    expect(twin.status, JSON.stringify(twin.body)).toBe(200);
    expect(split.body.data.seat.hint).toBe('hit'); // 13 against a 7
    expect(await balance(me.player)).toBe('80.00');
    expect(split.body.data.seat.hands.map((h: { cards: [] }) => cards(h.cards))).toEqual([
      ['8s', '5s'],
      ['8d'],
    ]);
    // The same split sent again (a retry): answered as it stands, not charged again.
    const again = await act(me.session, 'split', { actionIndex: 0 });
    expect(again.body.data).toMatchObject({ balance: '80.00', seat: { decisions: 1 } });
    expect((await act(me.session, 'stand', { actionIndex: 0 })).body.info.resultCode).toBe(
      'blackjack_illegal_action',
    );
    // 8 and 5 are no pair, and a seat splits once.
    expect((await act(me.session, 'split', {}, 'fr')).body.info).toMatchObject({
      resultCode: 'blackjack_illegal_action',
      message: "Ce coup n'est pas autorisé pour cette main maintenant.",
    });

    expect(
      cards((await act(me.session, 'hit', { actionIndex: 1 })).body.data.seat.hands[0].cards),
    ).toEqual(['8s', '5s', '3h']);
    expect(
      cards((await act(me.session, 'hit', { actionIndex: 2 })).body.data.seat.hands[0].cards),
    ).toEqual(['8s', '5s', '3h', '3c']);
    const stood = (await act(me.session, 'stand', { actionIndex: 3 })).body.data.seat;
    expect(stood).toMatchObject({ activeHand: 1, legalActions: ['hit', 'stand', 'double'] });
    expect(cards(stood.hands[1].cards)).toEqual(['8d', 'As']);
    const doubled = await act(me.session, 'double', { actionIndex: 4 });
    expect(doubled.body.data.balance).toBe('70.00');
    expect(doubled.body.data.seat).toMatchObject({
      isFinished: true,
      legalActions: [],
      hands: [
        { total: 19, stake: '10.00' },
        { total: 20, isDoubled: true, stake: '20.00' },
      ],
    });
    expect((await act(me.session, 'double', { actionIndex: 4 })).body.data.balance).toBe('70.00');

    // Every seat finished: the next tick (this one, or the background driver's) closes the window before its time and the dealer plays.
    await t.live.tick(new Date(dealt.bettingClosesAt.getTime() + 2));
    expect((await roundNow(round)).settledAt).not.toBeNull();
    expect(await balance(me.player)).toBe('130.00'); // 70 + 19 beats 17 (20) + 20 beats 17 doubled (40)
    const view = await tableOf(me.session);
    expect(view).toMatchObject({
      phase: 'result',
      result: { kind: 'blackjack', dealerTotal: 17 },
      seat: { stake: '30.00', win: '60.00', isSettled: true },
    });
    expect(
      view.seat.blackjack.hands.map((h: { result: string; win: string }) => [h.result, h.win]),
    ).toEqual([
      ['win', '20.00'],
      ['win', '40.00'],
    ]);
    expect((await act(me.session, 'stand')).body.info.resultCode).toBe('live_decision_closed');
    const [history] = (
      await t.request({ method: 'GET', url: '/api/v1/player/gameRounds', player: me.player })
    ).body.data.rounds;
    expect(history).toMatchObject({
      status: 'closed',
      bet: '30.00',
      win: '60.00',
      outcome: {
        kind: 'live',
        tableKind: 'blackjack',
        returns: ['60.00'],
        serverSeed: SEEDS.split,
      },
    });
    expect(history.outcome.blackjack).toMatchObject({
      seat: 0,
      actions: ['split', 'hit', 'hit', 'stand', 'double'],
    });
    // Anyone can replay the seat from the revealed seed, its number and its decisions.
    const verified = (
      await t.request({
        method: 'GET',
        url: `/api/v1/fair/verify?game=blackjack&serverSeed=${SEEDS.split}&clientSeed=${encodeURIComponent(`${TABLE}:test`)}&nonce=0&seat=0&actions=split,hit,hit,stand,double`,
      })
    ).body.data.outcome;
    expect(verified.dealerCards).toEqual(view.result.dealerCards);
    expect(verified.seat.hands.map((h: { cards: [] }) => h.cards)).toEqual(
      history.outcome.blackjack.hands.map((h: { cards: [] }) => h.cards),
    );
    const illegal = await t.request({
      method: 'GET',
      url: `/api/v1/fair/verify?game=blackjack&serverSeed=${SEEDS.split}&clientSeed=y&nonce=0&seat=0&actions=stand,hit`,
    });
    expect(illegal.body.info.resultCode).toBe('validation_error');
  });

  it('stands a seat that does not act when the window closes, for that player only', async () => {
    const active = await seated('BjActive1');
    const idle = await seated('BjIdle1');
    const round = await freshRound(SEEDS.eleven);
    await bet(active.session, '5');
    await bet(idle.session, '5');
    const dealt = await deal(round);
    expect((await act(active.session, 'hit')).body.data.seat.hands[0]).toMatchObject({
      total: 12,
      isDone: false,
    });
    // Seat 1 has not finished: the window stays open until its time.
    await t.live.tick(new Date(dealt.decisionsCloseAt!.getTime() - 1));
    expect((await roundNow(round)).phase).toBe('decisions');
    // A decision at the deadline is refused even before the driver closes the window.
    await t.database.db
      .update(liveRounds)
      .set({ decisionsCloseAt: new Date(Date.now() - 1) })
      .where(eq(liveRounds.id, round.id));
    expect((await act(idle.session, 'hit', {}, 'de')).body.info).toMatchObject({
      resultCode: 'live_decision_closed',
      message: expect.stringContaining('Entscheidungszeit'),
    });
    await pastWindow(await roundNow(round));

    const idleSeat = (await tableOf(idle.session)).seat;
    expect(idleSeat.blackjack).toMatchObject({
      seat: 1,
      isTimedOut: true,
      isFinished: true,
      decisions: 0,
      hands: [{ total: 11, result: 'loss' }],
    });
    expect(cards(idleSeat.blackjack.hands[0].cards)).toEqual(['7h', '4s']);
    const activeSeat = (await tableOf(active.session)).seat;
    // Seat 0 took A♦ from its own stream and stood on 12 when time ran out; seat 1's Q♥ was never dealt to anyone.
    expect(activeSeat.blackjack).toMatchObject({
      seat: 0,
      isTimedOut: true,
      decisions: 1,
      hands: [{ total: 12, result: 'loss' }],
    });
    expect(cards(activeSeat.blackjack.hands[0].cards)).toEqual(['7h', '4s', 'Ad']);
    expect(await balance(active.player)).toBe('95.00');
    expect(await balance(idle.player)).toBe('95.00');
  });

  it("lets the session a reload opened see the player's seat and decide on it, and no one else's", async () => {
    const me = await seated('BjReload1');
    const other = await seated('BjOther01');
    const round = await freshRound(SEEDS.eleven);
    expect((await bet(me.session, '5')).status).toBe(200);
    // A reload launches the table again: a new session of the same player.
    const reloaded = await openTable(me.player);
    expect((await tableOf(reloaded)).seat).toMatchObject({ liveRoundId: String(round.id) });
    expect((await tableOf(other.session)).seat).toBeNull();
    await deal(round);
    expect((await act(other.session, 'hit')).body.info.resultCode).toBe('live_no_seat');
    const hit = await act(reloaded, 'hit');
    expect(hit.status, JSON.stringify(hit.body)).toBe(200);
    expect(hit.body.data.seat.hands[0]).toMatchObject({ total: 12, isDone: false });
    // The same seat, whichever session asks.
    expect((await tableOf(me.session)).seat.blackjack.decisions).toBe(1);
  });

  it("charges a fun seat's double to its virtual balance, off the ledger", async () => {
    const launched = await t.request({
      method: 'GET',
      url: `/api/v1/player/game/${GAME}?play_for_fun=1`,
    });
    const token = new URL(launched.body.data.url).searchParams.get('token')!;
    const fun = (
      await t.request({ method: 'POST', url: '/api/v1/play/session', payload: { token } })
    ).body.data.sessionToken as string;
    const round = await freshRound(SEEDS.eleven);
    const operations = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from ledger_operations`,
        )
      )[0]?.n;
    const before = await operations();
    expect((await bet(fun, '10')).body.data.balance).toBe('990.00');
    await deal(round);
    const doubled = await act(fun, 'double', { actionIndex: 0 });
    expect(doubled.body.data).toMatchObject({
      balance: '980.00',
      seat: { isFinished: true, hands: [{ total: 12, isDoubled: true, stake: '20.00' }] },
    });
    expect(cards(doubled.body.data.seat.hands[0].cards)).toEqual(['7h', '4s', 'Ad']);
    await pastWindow(await roundNow(round));
    expect((await tableOf(fun)).seat).toMatchObject({ mode: 'fun', stake: '20.00', win: '0.00' });
    expect(await operations()).toEqual(before);
  });

  it('stands the dealer on soft 17', async () => {
    const me = await seated('BjSoft17');
    const round = await freshRound(SEEDS.soft17);
    await bet(me.session, '10');
    await deal(round);
    // Basic strategy splits 9s against a 6; this player stands on 18 instead.
    expect((await tableOf(me.session, true)).seat.blackjack.hint).toBe('split');
    await act(me.session, 'stand');
    await t.live.tick(new Date((await roundNow(round)).bettingClosesAt.getTime() + 2));
    const view = await tableOf(me.session);
    expect(cards(view.result.dealerCards)).toEqual(['6c', 'Ah']);
    expect(view.result.dealerTotal).toBe(17);
    expect(await balance(me.player)).toBe('110.00');
  });

  it('pays a blackjack 3:2 with no decisions to wait for, and returns the stake on a push', async () => {
    const natural = await seated('BjNatural1');
    const round = await freshRound(SEEDS.blackjack);
    await bet(natural.session, '10');
    const dealt = await deal(round);
    // Nobody has anything to decide: the window closes at the deal.
    expect(dealt.decisionsCloseAt!.getTime()).toBe(dealt.bettingClosesAt.getTime() + 1);
    await pastWindow(dealt);
    expect((await tableOf(natural.session)).seat.blackjack).toMatchObject({
      isTimedOut: false,
      isFinished: true,
      hands: [{ result: 'blackjack', win: '25.00' }],
    });
    expect(await balance(natural.player)).toBe('115.00');

    const even = await seated('BjPush1');
    const pushRound = await freshRound(SEEDS.push);
    await bet(even.session, '10');
    await deal(pushRound);
    await act(even.session, 'stand');
    await pastWindow(await roundNow(pushRound));
    expect((await tableOf(even.session)).seat.blackjack.hands[0]).toMatchObject({
      total: 20,
      result: 'push',
      win: '10.00',
    });
    expect(await balance(even.player)).toBe('100.00');
  });

  it('settles 20 seats once each when settlement is interrupted and run again', async () => {
    const seats: { player: string; session: string }[] = [];
    for (let i = 0; i < 20; i += 1)
      seats.push(await seated(`BjCrowd${String(i).padStart(2, '0')}`, '20'));
    const round = await freshRound(SEEDS.soft17);
    for (const seat of seats) expect((await bet(seat.session, '2')).status).toBe(200);
    const dealt = await deal(round);
    const numbers = await t.database.db
      .select({ hand: liveBets.hand })
      .from(liveBets)
      .where(eq(liveBets.liveRoundId, round.id));
    expect(numbers.map((n) => (n.hand as { seat: number }).seat).sort((a, b) => a - b)).toEqual([
      ...Array(20).keys(),
    ]);
    // Even seats stand on 18; odd seats let the clock stand for them.
    for (const [i, seat] of seats.entries())
      if (i % 2 === 0) expect((await act(seat.session, 'stand')).status).toBe(200);
    await expect(
      pastWindow(dealt, {
        batchSize: 5,
        afterSeat: (n) => {
          if (n === 12) throw new Error('power cut');
        },
      }),
    ).rejects.toThrow('power cut');
    const settledSoFar = await t.database.db
      .select()
      .from(liveBets)
      .where(and(eq(liveBets.liveRoundId, round.id), sql`${liveBets.settledAt} is not null`));
    expect(settledSoFar).toHaveLength(10);
    await pastWindow(dealt);
    for (const seat of seats) expect(await balance(seat.player)).toBe('22.00');
    expect((await roundNow(round)).settledAt).not.toBeNull();
  }, 120_000);
});
