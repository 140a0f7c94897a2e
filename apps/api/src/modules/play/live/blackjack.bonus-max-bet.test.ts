import { hashServerSeed } from '@orca/games/rng/fair';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fundedPlayer, type TestApp } from '../../../../test/harness.ts';
import { REEF_TEST_ENV, reefClient } from '../../../../test/provider-wallet.ts';
import { queryRows } from '../../../db/client.ts';
import { liveRounds } from '../../../db/schema/index.ts';
import { createBonusDriver, type BonusDriver } from '../../bonus/bonus.test-driver.ts';
import { createLedgerService } from '../../wallet/ledger.service.ts';
import { LIVE_RESULT_PAUSE_MS } from './live.tables.ts';

/*
 * Issue 22: the bonus max bet caps what a player has at stake in a round, so a 5.00 blackjack seat
 * under a 5.00 cap can neither split nor double, and two bets of one provider round count together.
 */

let t: TestApp;
let bonus: BonusDriver;
let campaignId: bigint;
let reef: ReturnType<typeof reefClient>;
beforeAll(async () => {
  t = await createTestApp(REEF_TEST_ENV);
  reef = reefClient(t);
  bonus = createBonusDriver(t.database.db);
  campaignId = await bonus.createCampaign('max-bet-per-round');
});
afterEach(async () => {
  expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
});
afterAll(() => t.close());

const TABLE = 'blackjack-1';
const GAME = 'orca-live-blackjack-unlimited';
// Players 8♠ 8♦; dealer 7♥. Seat 0 splits into 8♠ 5♠ and 8♦ A♠ (blackjack.routes.test reads these cards).
const SPLIT_SEED = 'bj-seed-220';

/** A funded player holding an active 10.00 bonus whose max bet is 5.00. */
async function withBonus(username: string, deposit = '100'): Promise<string> {
  const { sessionid } = await fundedPlayer(t, username, deposit);
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id::text from players where username = ${username}`,
  );
  await bonus.grant(BigInt(row!.id), {
    campaignId,
    amountMinor: 1_000n,
    wageringMultiplier: 10,
    maxBetMinor: 500n,
    maxConversionMinor: null,
    contributions: { slots: 100, table: 100, live: 100, virtual: 100 },
    excludedGameIds: [],
  });
  return sessionid;
}
async function openTable(player: string): Promise<string> {
  const launched = await t.request({ method: 'GET', url: `/api/v1/player/game/${GAME}`, player });
  expect(launched.status, JSON.stringify(launched.body)).toBe(200);
  const token = new URL(launched.body.data.url).searchParams.get('token')!;
  return (await t.request({ method: 'POST', url: '/api/v1/play/session', payload: { token } })).body
    .data.sessionToken as string;
}
const bet = (session: string, amount: string) =>
  t.request({
    method: 'POST',
    url: `/api/v1/play/live/${TABLE}/bet`,
    headers: { 'x-game-session': session },
    payload: { kind: 'blackjack', amount },
  });
const act = (session: string, action: string, extra: object = {}) =>
  t.request({
    method: 'POST',
    url: `/api/v1/play/live/${TABLE}/blackjack/action`,
    headers: { 'x-game-session': session },
    payload: { action, ...extra },
  });
const balanceOf = async (player: string) =>
  (await t.request({ method: 'GET', url: '/api/v1/player/balance', player })).body.data as {
    cash: string;
    bonus: string;
  };

/** A betting round on the tests' own clock, ahead of the real one (see blackjack.routes.test), dealt from the split seed. */
let clock = Date.now() + 3_600_000;
async function freshRound(): Promise<typeof liveRounds.$inferSelect> {
  clock += 3_600_000;
  for (const at of [clock, clock + 60_000, clock + 120_000, clock + 120_000 + LIVE_RESULT_PAUSE_MS])
    await t.live.tick(new Date(at));
  const [round] = await t.database.db
    .select()
    .from(liveRounds)
    .where(eq(liveRounds.tableId, TABLE))
    .orderBy(sql`${liveRounds.roundNo} desc`)
    .limit(1);
  expect(round?.phase).toBe('betting');
  const [known] = await t.database.db
    .update(liveRounds)
    .set({
      serverSeed: SPLIT_SEED,
      serverSeedHash: hashServerSeed(SPLIT_SEED),
      clientSeed: `${TABLE}:test`,
    })
    .where(eq(liveRounds.id, round!.id))
    .returning();
  return known!;
}
const deal = (round: typeof liveRounds.$inferSelect) =>
  t.live.tick(new Date(round.bettingClosesAt.getTime() + 1));

describe('bonus max bet per round', () => {
  it('refuses a split or a double that takes a 5.00 blackjack seat over a 5.00 bonus max bet, before any money moves', async () => {
    const player = await withBonus('BjCapped01');
    const session = await openTable(player);
    const round = await freshRound();
    expect((await bet(session, '5')).status).toBe(200);
    await deal(round);
    const before = await balanceOf(player);
    expect(before).toMatchObject({ cash: '95.00', bonus: '10.00' });

    for (const action of ['split', 'double']) {
      const refused = await act(session, action, { actionIndex: 0 });
      expect(refused.status).toBe(409);
      expect(refused.body.info).toMatchObject({ resultCode: 'bonus_max_bet' });
      expect(refused.body.info.message).toContain('5.00');
    }
    expect(await balanceOf(player)).toEqual(before);
    // The hand is still the player's to play within the cap.
    const stood = await act(session, 'stand', { actionIndex: 0 });
    expect(stood.status, JSON.stringify(stood.body)).toBe(200);
    expect(stood.body.data.seat).toMatchObject({ decisions: 1, hands: [{ stake: '5.00' }] });
  });

  it('counts the seat, its split and a double together: 2.00 + 2.00 fits, a further 2.00 double does not', async () => {
    const player = await withBonus('BjCapped02');
    const session = await openTable(player);
    const round = await freshRound();
    expect((await bet(session, '2')).status).toBe(200);
    await deal(round);
    const split = await act(session, 'split', { actionIndex: 0 });
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    expect(split.body.data.balance).toBe('106.00'); // 96 cash + 10 bonus
    expect((await act(session, 'stand', { actionIndex: 1 })).status).toBe(200);
    const doubled = await act(session, 'double', { actionIndex: 2 });
    expect(doubled.body.info.resultCode).toBe('bonus_max_bet');
    expect(await balanceOf(player)).toMatchObject({ cash: '96.00', bonus: '10.00' });
  });

  it('counts two bets of one provider round together, and a rolled-back bet no longer', async () => {
    const player = await withBonus('ReefCapped1', '100');
    const launched = await t.request({
      method: 'GET',
      url: '/api/v1/player/game/reef-coral-hi-lo',
      player,
    });
    const auth = await reef.call('authenticate', {
      launchToken: new URL(launched.body.data.url).searchParams.get('token')!,
    });
    const token = auth.body.data.sessionToken as string;
    expect((await reef.bet(token, 'cap-bet-1', 'cap-round', '3.00')).status).toBe(200);
    const second = await reef.bet(token, 'cap-bet-2', 'cap-round', '3.00');
    expect(second.body.info.resultCode).toBe('bonus_max_bet');
    expect((await reef.bet(token, 'cap-bet-3', 'cap-round', '2.00')).status).toBe(200);
    // A stake given back no longer counts against the cap.
    expect((await reef.rollback(token, 'cap-undo-1', 'cap-bet-1', 'cap-round')).status).toBe(200);
    expect((await reef.bet(token, 'cap-bet-4', 'cap-round', '3.00')).status).toBe(200);
    expect(await balanceOf(player)).toMatchObject({ cash: '95.00', bonus: '10.00' });
  });
});
