import { formatMinor, LiveRoundResultSchema } from '@orca/contracts';
import { spinMoneyWheel } from '@orca/games/live/money-wheel';
import { assert } from '../../../platform/errors.ts';
import { rouletteColour } from '@orca/games/fast/roulette';
import { rouletteTableSpin } from '@orca/games/live/roulette-table';
import { FairFloats, hashServerSeed } from '@orca/games/rng/fair';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  fundedPlayer,
  VALID_SIGNUP,
  type TestApp,
} from '../../../../test/harness.ts';
import { queryRows } from '../../../db/client.ts';
import { liveBets, liveRounds, liveShoes } from '../../../db/schema/index.ts';
import { createLedgerService } from '../../wallet/ledger.service.ts';
import { returnsOf } from './live.stakes.ts';
import { LIVE_RESULT_PAUSE_MS } from './live.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
});
afterAll(() => t.close());

const ROULETTE = 'roulette-1';
const GAME = 'orca-live-european-roulette';

async function openTable(player?: string): Promise<string> {
  const launched = await t.request({
    method: 'GET',
    url: `/api/v1/player/game/${GAME}${player ? '' : '?play_for_fun=1'}`,
    ...(player ? { player } : {}),
  });
  expect(launched.status, JSON.stringify(launched.body)).toBe(200);
  const token = new URL(launched.body.data.url).searchParams.get('token')!;
  return (await t.request({ method: 'POST', url: '/api/v1/play/session', payload: { token } })).body
    .data.sessionToken as string;
}
const bet = (session: string, bets: object[]) =>
  t.request({
    method: 'POST',
    url: `/api/v1/play/live/${ROULETTE}/bet`,
    headers: { 'x-game-session': session },
    payload: { kind: 'roulette', bets },
  });
const balance = async (player: string) =>
  (await t.request({ method: 'GET', url: '/api/v1/player/balance', player })).body.data
    .cash as string;

/**
 * The tests' own clock, ahead of the real one: each fresh round opens in the future, so the
 * background driver (on the real clock) leaves it alone, while bets (checked against the real
 * clock) are still inside its betting window.
 */
let clock = Date.now() + 3_600_000;
async function freshRound(tableId = ROULETTE): Promise<typeof liveRounds.$inferSelect> {
  clock += 3_600_000;
  await t.live.tick(new Date(clock));
  await t.live.tick(new Date(clock + LIVE_RESULT_PAUSE_MS));
  const [round] = await t.database.db
    .select()
    .from(liveRounds)
    .where(eq(liveRounds.tableId, tableId))
    .orderBy(sql`${liveRounds.roundNo} desc`)
    .limit(1);
  expect(round?.phase).toBe('betting');
  return round!;
}
const closeAndSettle = (
  round: typeof liveRounds.$inferSelect,
  options?: Parameters<TestApp['app']['live']['tick']>[1],
) => t.live.tick(new Date(round.bettingClosesAt.getTime() + 1), options);
const operations = async () =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ledger_operations`,
    )
  )[0]?.n;
const pocketOf = (round: typeof liveRounds.$inferSelect) =>
  rouletteTableSpin(new FairFloats(round.serverSeed, round.clientSeed, round.nonce)).pocket;

describe('live tables', () => {
  it('lists the six tables with their phase, seed hash, limits in the currency asked and declared RTPs', async () => {
    const lobby = (await t.request({ method: 'GET', url: '/api/v1/live/tables?currency=EUR' })).body
      .data.tables;
    expect(lobby.map((table: { kind: string; name: string }) => [table.kind, table.name])).toEqual([
      ['roulette', 'European Roulette'],
      ['baccarat', 'Baccarat Punto Banco'],
      ['blackjack', 'Blackjack Unlimited'],
      ['money_wheel', 'Money Wheel'],
      ['multiplier_roulette', 'Multiplier Roulette'],
      ['dice_show', 'Dice Show'],
    ]);
    const roulette = lobby[0];
    expect(roulette).toMatchObject({
      bettingMs: 15_000,
      minBet: '0.10',
      maxBet: '5000.00',
      maxPayout: null,
      section: 'livecasino',
    });
    expect(roulette.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(roulette.rtp.find((r: { bet: string }) => r.bet === 'straight').rtpPercent).toBe(
      '97.2973',
    );
    expect(lobby[3].section).toBe('game-shows');
  });

  it('pays a straight win 35:1 plus the stake, reveals the seed to recall, and refuses late, over-limit and second bets', async () => {
    const { sessionid } = await fundedPlayer(t, 'LiveStraight1', '100');
    const session = await openTable(sessionid);
    const round = await freshRound();
    const pocket = pocketOf(round);
    const placed = await bet(session, [
      { bet: { kind: 'straight', number: pocket }, amount: '1' },
      { bet: { kind: 'straight', number: (pocket + 1) % 37 }, amount: '1' },
    ]);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.data).toMatchObject({
      balance: '98.00',
      seat: { stake: '2.00', win: null, isSettled: false },
    });
    expect((await bet(session, [{ bet: { kind: 'red' }, amount: '1' }])).body.info.resultCode).toBe(
      'live_already_bet',
    );
    const big = await openTable((await fundedPlayer(t, 'LiveHighRoller', '10000')).sessionid);
    expect(
      (await bet(big, [{ bet: { kind: 'black' }, amount: '5000.01' }])).body.info.resultCode,
    ).toBe('bet_out_of_range');
    expect(
      (await bet(big, [{ bet: { kind: 'split', numbers: [1, 5] }, amount: '1' }])).body.info
        .resultCode,
    ).toBe('validation_error');

    await closeAndSettle(round);
    const late = await openTable();
    expect((await bet(late, [{ bet: { kind: 'red' }, amount: '1' }])).body.info.resultCode).toBe(
      'live_betting_closed',
    );
    expect(await balance(sessionid)).toBe('134.00'); // 98 + 36 × 1

    const view = (
      await t.request({
        method: 'GET',
        url: `/api/v1/live/tables/${ROULETTE}`,
        headers: { 'x-game-session': session },
      })
    ).body.data;
    expect(view).toMatchObject({
      phase: 'result',
      result: { kind: 'roulette', pocket, colour: rouletteColour(pocket) },
      seat: { win: '36.00', isSettled: true },
    });
    const [history] = (
      await t.request({ method: 'GET', url: '/api/v1/player/gameRounds', player: sessionid })
    ).body.data.rounds;
    expect(history).toMatchObject({
      status: 'closed',
      bet: '2.00',
      win: '36.00',
      outcome: {
        kind: 'live',
        tableKind: 'roulette',
        returns: ['36.00', '0.00'],
        serverSeed: round.serverSeed,
      },
    });
    expect(hashServerSeed(history.outcome.serverSeed)).toBe(history.fair.serverSeedHash);
    const verified = await t.request({
      method: 'GET',
      url: `/api/v1/fair/verify?game=roulette&serverSeed=${round.serverSeed}&clientSeed=${encodeURIComponent(round.clientSeed)}&nonce=0`,
    });
    expect(verified.body.data.outcome.pocket).toBe(pocket);
    const past = (
      await t.request({ method: 'GET', url: `/api/v1/live/tables/${ROULETTE}/history` })
    ).body.data;
    expect(past.results[0].result.pocket).toBe(pocket);
    expect(past.hotCold.hot[0].hits).toBeGreaterThanOrEqual(1);
  });

  it('lets a fun seat bet on the same round without touching the ledger, and refuses a self-excluded player', async () => {
    const fun = await openTable();
    const { sessionid } = await fundedPlayer(t, 'LiveExcluded1', '50');
    const excluded = await openTable(sessionid);
    const round = await freshRound();
    const entriesBefore = await operations();
    expect((await bet(fun, [{ bet: { kind: 'even' }, amount: '10' }])).body.data.balance).toBe(
      '990.00',
    );
    expect(await operations()).toEqual(entriesBefore);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/v1/player/selfExclusion',
          player: sessionid,
          payload: { password: VALID_SIGNUP.password },
        })
      ).body.info.resultCode,
    ).toBe('self_exclusion_started');
    // Self-exclusion ends the player's game sessions at once, so the seat's bet never reaches the wallet.
    expect(
      (await bet(excluded, [{ bet: { kind: 'red' }, amount: '1' }])).body.info.resultCode,
    ).toBe('game_session_invalid');
    expect(
      await t.database.db
        .select()
        .from(liveBets)
        .where(sql`${liveBets.liveRoundId} = ${round.id} and ${liveBets.mode} = 'real'`),
    ).toEqual([]);
    await closeAndSettle(round);
    const pocket = pocketOf(round);
    const isEven = pocket !== 0 && pocket % 2 === 0;
    const view = (
      await t.request({
        method: 'GET',
        url: `/api/v1/live/tables/${ROULETTE}`,
        headers: { 'x-game-session': fun },
      })
    ).body.data;
    expect(view.seat).toMatchObject({ mode: 'fun', win: isEven ? '20.00' : '0.00' });
    expect(await operations()).toEqual(entriesBefore);
  });

  it('settles 50 players once each when settlement is interrupted half-way and run again', async () => {
    const players: { sessionid: string; session: string }[] = [];
    for (let i = 0; i < 50; i += 1) {
      const { sessionid } = await fundedPlayer(t, `LiveCrowd${String(i).padStart(2, '0')}`, '20');
      players.push({ sessionid, session: await openTable(sessionid) });
    }
    const round = await freshRound();
    for (const [i, p] of players.entries()) {
      const placed = await bet(p.session, [
        { bet: { kind: i % 2 === 0 ? 'red' : 'black' }, amount: '2' },
      ]);
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    }
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/live/tables/${ROULETTE}` })).body.data
        .players,
    ).toBe(50);
    // A "crash" after the 25th seat: the first two batches of 10 are committed, the third rolls back.
    await expect(
      closeAndSettle(round, {
        batchSize: 10,
        afterSeat: (n) => {
          if (n === 25) throw new Error('power cut');
        },
      }),
    ).rejects.toThrow('power cut');
    const settledHalf = await t.database.db
      .select()
      .from(liveBets)
      .where(sql`${liveBets.liveRoundId} = ${round.id} and ${liveBets.settledAt} is not null`);
    expect(settledHalf).toHaveLength(20);
    // Run again with the production settings: batches of distinct seats side by side.
    await closeAndSettle(round, { batchSize: 7, parallel: 3 });
    const colour = rouletteColour(pocketOf(round));
    for (const [i, p] of players.entries()) {
      const isWin = colour === (i % 2 === 0 ? 'red' : 'black');
      expect(await balance(p.sessionid)).toBe(isWin ? '22.00' : '18.00');
    }
    const [settled] = await t.database.db
      .select()
      .from(liveRounds)
      .where(eq(liveRounds.id, round.id));
    expect(settled?.settledAt).not.toBeNull();
  }, 120_000);
});

describe('baccarat and the money wheel', () => {
  it('deals baccarat from a shoe committed before its first hand and revealed to recall when the cut card comes out', async () => {
    const launched = await t.request({
      method: 'GET',
      url: '/api/v1/player/game/orca-live-baccarat-punto-banco?play_for_fun=1',
    });
    const token = new URL(launched.body.data.url).searchParams.get('token')!;
    const session = (
      await t.request({ method: 'POST', url: '/api/v1/play/session', payload: { token } })
    ).body.data.sessionToken as string;
    const first = await freshRound('baccarat-1');
    const view = (await t.request({ method: 'GET', url: '/api/v1/live/tables/baccarat-1' })).body
      .data;
    const [shoe] = await t.database.db
      .select()
      .from(liveShoes)
      .where(eq(liveShoes.id, first.shoeId!));
    expect(view.shoe).toMatchObject({
      id: shoe!.id.toString(),
      serverSeedHash: hashServerSeed(shoe!.serverSeed),
    });
    const placed = await t.request({
      method: 'POST',
      url: '/api/v1/play/live/baccarat-1/bet',
      headers: { 'x-game-session': session },
      payload: {
        kind: 'baccarat',
        bets: [
          { kind: 'banker', amount: '10' },
          { kind: 'tie', amount: '1' },
        ],
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    await closeAndSettle(first);
    const [dealt] = await t.database.db
      .select()
      .from(liveRounds)
      .where(eq(liveRounds.id, first.id));
    const result = LiveRoundResultSchema.parse(dealt!.result);
    assert(result.kind === 'baccarat', 'a baccarat table deals baccarat');
    // Anyone with the shoe's seeds and the hand's position recomputes the hand.
    const verified = (
      await t.request({
        method: 'GET',
        url: `/api/v1/fair/verify?game=baccarat&serverSeed=${shoe!.serverSeed}&clientSeed=${encodeURIComponent(shoe!.clientSeed)}&nonce=0&position=${result.position}`,
      })
    ).body.data.outcome;
    expect(verified).toMatchObject({
      player: result.player,
      banker: result.banker,
      winner: result.winner,
    });
    const seat = (
      await t.request({
        method: 'GET',
        url: '/api/v1/live/tables/baccarat-1',
        headers: { 'x-game-session': session },
      })
    ).body.data.seat;
    const expected =
      result.winner === 'banker' ? 1950n : result.winner === 'tie' ? 1000n + 900n : 0n;
    expect(seat.win).toBe(formatMinor(expected));
    // While the shoe is dealt its seed stays secret: the history names no finished shoe yet.
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/live/tables/baccarat-1/history' })).body.data
        .previousShoe,
    ).toBeNull();
    // Play the shoe out: the hand that brings out the cut card ends it, its seed goes to the seat's recall.
    let last = result;
    for (let hands = 1; !last.isLastHand && hands < 120; hands += 1) {
      const round = await freshRound('baccarat-1');
      await closeAndSettle(round);
      const [row] = await t.database.db
        .select()
        .from(liveRounds)
        .where(eq(liveRounds.id, round.id));
      const next = LiveRoundResultSchema.parse(row!.result);
      assert(next.kind === 'baccarat', 'a baccarat table deals baccarat');
      last = next;
    }
    expect(last.isLastHand).toBe(true);
    const [finished] = await t.database.db
      .select()
      .from(liveShoes)
      .where(eq(liveShoes.id, shoe!.id));
    expect(finished!.revealedAt).not.toBeNull();
    const [recall] = await queryRows<{
      outcome: { shoeServerSeed?: string; shoeClientSeed?: string; shoeServerSeedHash?: string };
    }>(t.database.db, sql`select outcome from game_rounds where id = ${seat.roundId}`);
    expect(recall?.outcome).toMatchObject({
      shoeServerSeed: shoe!.serverSeed,
      shoeClientSeed: shoe!.clientSeed,
      shoeServerSeedHash: shoe!.serverSeedHash,
    });
    const history = (
      await t.request({ method: 'GET', url: '/api/v1/live/tables/baccarat-1/history' })
    ).body.data;
    expect(history.roads.beadPlate.length).toBeGreaterThan(50);
    // The finished shoe's seed is now public on the table's history, with what the verifier needs besides the hand's position.
    expect(history.previousShoe).toEqual({
      id: shoe!.id.toString(),
      serverSeedHash: shoe!.serverSeedHash,
      serverSeed: shoe!.serverSeed,
      clientSeed: shoe!.clientSeed,
    });
    expect(hashServerSeed(history.previousShoe.serverSeed)).toBe(
      history.previousShoe.serverSeedHash,
    );
    // The next round deals from a new shoe, committed before its first hand.
    const fresh = await freshRound('baccarat-1');
    expect(fresh.shoeId).not.toBe(shoe!.id);
    // Other tables have no shoe to show.
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/live/tables/money-wheel-1/history' })).body
        .data.previousShoe,
    ).toBeNull();
  }, 120_000);

  it('settles a money wheel seat on the number the wheel stops at, multipliers included', async () => {
    const launched = await t.request({
      method: 'GET',
      url: '/api/v1/player/game/orca-live-money-wheel?play_for_fun=1',
    });
    const token = new URL(launched.body.data.url).searchParams.get('token')!;
    const session = (
      await t.request({ method: 'POST', url: '/api/v1/play/session', payload: { token } })
    ).body.data.sessionToken as string;
    const round = await freshRound('money-wheel-1');
    const spun = spinMoneyWheel(new FairFloats(round.serverSeed, round.clientSeed, round.nonce));
    const placed = await t.request({
      method: 'POST',
      url: '/api/v1/play/live/money-wheel-1/bet',
      headers: { 'x-game-session': session },
      payload: {
        kind: 'money_wheel',
        bets: [
          { number: spun.number, amount: '1' },
          { number: spun.number === 40 ? 1 : 40, amount: '1' },
        ],
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    await closeAndSettle(round);
    const view = (
      await t.request({
        method: 'GET',
        url: '/api/v1/live/tables/money-wheel-1',
        headers: { 'x-game-session': session },
      })
    ).body.data;
    expect(view.result).toMatchObject({
      kind: 'money_wheel',
      number: spun.number,
      multiplier: spun.multiplier,
    });
    expect(view.seat.win).toBe(formatMinor(100n * BigInt(spun.number * spun.multiplier + 1)));
  });
});

describe('live settlement worked examples', () => {
  const card = (index: number) => ({
    index,
    rank: (['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const)[
      Math.floor(index / 4)
    ]!,
    suit: (['diamonds', 'hearts', 'spades', 'clubs'] as const)[index % 4]!,
  });

  it('baccarat: Banker pays 0.95:1 with the commission rounded down, Player and Banker push on a tie', () => {
    // Player 2+3 = 5, Banker 7+K = 7: Banker wins 7 to 5 (no draws shown here: the totals decide).
    const bankerWin = LiveRoundResultSchema.parse({
      kind: 'baccarat',
      player: [card(0), card(4)],
      banker: [card(20), card(44)],
      playerTotal: 5,
      bankerTotal: 7,
      winner: 'banker',
      isNatural: false,
      isPlayerPair: false,
      isBankerPair: false,
      shoeId: '1',
      position: 5,
      isLastHand: false,
    });
    const bets = {
      kind: 'baccarat' as const,
      bets: [
        { kind: 'banker' as const, amount: '1.99' },
        { kind: 'player' as const, amount: '10.00' },
        { kind: 'tie' as const, amount: '1.00' },
      ],
    };
    expect(returnsOf(bets, bankerWin)).toEqual([199n + 189n, 0n, 0n]);
    const tie = LiveRoundResultSchema.parse({ ...bankerWin, bankerTotal: 5, winner: 'tie' });
    expect(returnsOf(bets, tie)).toEqual([199n, 1000n, 900n]);
  });

  it('money wheel: a 2× then 7× chain multiplies the win on the number it lands on (14 × 5 : 1)', () => {
    const result = LiveRoundResultSchema.parse({
      kind: 'money_wheel',
      spins: [
        { segmentIndex: 14, segment: { kind: 'multiplier', multiplier: 2 } },
        { segmentIndex: 30, segment: { kind: 'multiplier', multiplier: 7 } },
        { segmentIndex: 4, segment: { kind: 'number', number: 5 } },
      ],
      number: 5,
      multiplier: 14,
    });
    expect(
      returnsOf(
        {
          kind: 'money_wheel',
          bets: [
            { number: 5, amount: '1.00' },
            { number: 1, amount: '2.00' },
          ],
        },
        result,
      ),
    ).toEqual([100n * (5n * 14n + 1n), 0n]);
  });
});
