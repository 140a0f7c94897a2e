import { CRASH_BETTING_MS, crashFlightMs, FUN_BALANCE_MAJOR } from '@orca/contracts';
import { crashPointHundredths, verifyGameHash } from '@orca/games/crash/crash';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, fundedPlayer, type TestApp } from '../../../../test/harness.ts';
import { crashGames } from '../../../db/schema/index.ts';
import { createLedgerService } from '../../wallet/ledger.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
});
afterAll(() => t.close());

async function openCrash(player?: string) {
  const launched = await t.request({
    method: 'GET',
    url: `/api/v1/player/game/orca-crash${player ? '' : '?play_for_fun=1'}`,
    ...(player ? { player } : {}),
  });
  const token = new URL(launched.body.data.url).searchParams.get('token')!;
  return (await t.request({ method: 'POST', url: '/api/v1/play/session', payload: { token } })).body
    .data.sessionToken as string;
}
const call = (session: string, url: string, payload: object = {}) =>
  t.request({
    method: 'POST',
    url: `/api/v1/play/crash/${url}`,
    headers: { 'x-game-session': session },
    payload,
  });
const state = async () =>
  (await t.request({ method: 'GET', url: '/api/v1/play/crash/state' })).body.data;

/** Moves the current game's timeline so that "now" is `offsetMs` after its start (negative: still betting). */
async function shiftCurrentGame(offsetMs: number, crashPointHundredths?: number) {
  const current = await state();
  const now = Date.now();
  const startsAt = now - offsetMs;
  const point =
    crashPointHundredths ??
    (
      await t.database.db
        .select()
        .from(crashGames)
        .where(sql`${crashGames.id} = ${current.game.id}`)
    )[0]!.crashPointHundredths;
  await t.database.db
    .update(crashGames)
    .set({
      crashPointHundredths: point,
      bettingOpensAt: new Date(startsAt - CRASH_BETTING_MS),
      startsAt: new Date(startsAt),
      bustsAt: new Date(startsAt + crashFlightMs(point)),
    })
    .where(sql`${crashGames.id} = ${current.game.id}`);
  return current.game.id as string;
}

describe('crash', () => {
  it('publishes the chain and reveals each game hash and point only after the bust', async () => {
    const first = await state();
    expect(first.game).toMatchObject({ phase: 'betting', crashPoint: null, hash: null });
    const chain = (await t.request({ method: 'GET', url: '/api/v1/fair/crash' })).body.data;
    expect(chain.terminatingHash).toMatch(/^[0-9a-f]{64}$/);
    await shiftCurrentGame(10 * 60_000);
    const busted = await state();
    const game = busted.history.find((g: { id: string }) => g.id === first.game.id);
    expect(game.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyGameHash(game.hash, chain.terminatingHash, 10_000)).toBe(1);
    expect(game.crashPoint).toBe((crashPointHundredths(game.hash, chain.salt) / 100).toFixed(2));
    // Orca knows which chain a hash it played belongs to, so the salt can be left out.
    const verified = await t.request({
      method: 'GET',
      url: `/api/v1/fair/verify?game=crash&hash=${game.hash}`,
    });
    expect(verified.body.data.outcome.crashPointHundredths).toBe(
      crashPointHundredths(game.hash, chain.salt),
    );
  });

  it('takes a bet while betting is open, once per round, and pays a cash-out at the multiplier of the moment', async () => {
    const { sessionid } = await fundedPlayer(t, 'Rocketeer1', '100');
    const session = await openCrash(sessionid);
    await shiftCurrentGame(11 * 60_000);
    await state();
    const gameId = await shiftCurrentGame(-3_000, 100_000);
    const bet = await call(session, 'bet', { bet: '10', autoCashout: null });
    expect(bet.status, JSON.stringify(bet.body)).toBe(200);
    expect(bet.body.data.balance).toBe('90.00');
    expect(
      (await call(session, 'bet', { bet: '10', autoCashout: null })).body.info.resultCode,
    ).toBe('crash_already_bet');
    expect((await call(session, 'cashout')).body.info.resultCode).toBe('crash_no_bet');
    await shiftCurrentGame(8_665, 100_000); // e^(0.00008 × 8665) ≈ 2.00
    const cashed = await call(session, 'cashout');
    expect(cashed.status, JSON.stringify(cashed.body)).toBe(200);
    const multiplier = Number(cashed.body.data.round.multiplier);
    expect(multiplier).toBeGreaterThanOrEqual(1.99);
    expect(multiplier).toBeLessThan(2.1);
    expect(Number(cashed.body.data.balance)).toBeCloseTo(
      90 + Number(cashed.body.data.round.win),
      2,
    );
    expect((await call(session, 'cashout')).body.info.resultCode).toBe('crash_no_bet');
    expect(
      (await state()).bets.find((b: { cashout: string | null }) => b.cashout !== null),
    ).toBeTruthy();
    expect(gameId).toBeTruthy();
  });

  it("cashes out a player's bet from the session a reload opened, and takes no second bet from it", async () => {
    const { sessionid } = await fundedPlayer(t, 'Reloader01', '100');
    const first = await openCrash(sessionid);
    await shiftCurrentGame(11 * 60_000);
    await state();
    await shiftCurrentGame(-3_000, 100_000);
    expect((await call(first, 'bet', { bet: '10', autoCashout: null })).status).toBe(200);
    const reloaded = await openCrash(sessionid);
    const open = await t.request({
      method: 'GET',
      url: '/api/v1/play/round/open',
      headers: { 'x-game-session': reloaded },
    });
    expect(open.body.data.round).toMatchObject({
      status: 'open',
      bet: '10.00',
      outcome: { kind: 'crash', autoCashoutHundredths: null },
    });
    expect(
      (await call(reloaded, 'bet', { bet: '10', autoCashout: null })).body.info.resultCode,
    ).toBe('crash_already_bet');
    // Another player's session finds nothing to cash out.
    const other = await openCrash((await fundedPlayer(t, 'Onlooker01', '50')).sessionid);
    await shiftCurrentGame(8_665, 100_000);
    expect((await call(other, 'cashout')).body.info.resultCode).toBe('crash_no_bet');
    const cashed = await call(reloaded, 'cashout');
    expect(cashed.status, JSON.stringify(cashed.body)).toBe(200);
    expect(cashed.body.data.round.roundId).toBe(open.body.data.round.roundId);
    expect(Number(cashed.body.data.balance)).toBeCloseTo(
      90 + Number(cashed.body.data.round.win),
      2,
    );
    expect((await call(first, 'cashout')).body.info.resultCode).toBe('crash_no_bet');
  });

  it('answers crash_already_bet, never a 500, to the losers of ten racing bets from one game session', async () => {
    const { sessionid } = await fundedPlayer(t, 'Racer0Crash', '100');
    const session = await openCrash(sessionid);
    await shiftCurrentGame(11 * 60_000);
    await state();
    await shiftCurrentGame(-5_000, 100_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(session, 'bet', { bet: '1', autoCashout: null })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses, JSON.stringify(answers.map((a) => a.body.info))).toEqual([
      200,
      ...Array<number>(9).fill(409),
    ]);
    expect(
      answers
        .filter((a) => a.status === 409)
        .every((a) => a.body.info.resultCode === 'crash_already_bet'),
    ).toBe(true);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/player/balance', player: sessionid })).body
        .data.cash,
    ).toBe('99.00');
  });

  // Fun money holds no player balance, so only the session's own turn keeps these racers apart.
  it('answers crash_already_bet, never a 500, to the losers of ten racing bets from one fun game session', async () => {
    const session = await openCrash();
    await shiftCurrentGame(11 * 60_000);
    await state();
    await shiftCurrentGame(-5_000, 100_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(session, 'bet', { bet: '1', autoCashout: null })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses, JSON.stringify(answers.map((a) => a.body.info))).toEqual([
      200,
      ...Array<number>(9).fill(409),
    ]);
    expect(
      answers
        .filter((a) => a.status === 409)
        .every((a) => a.body.info.resultCode === 'crash_already_bet'),
    ).toBe(true);
    expect(answers.find((a) => a.status === 200)!.body.data.balance).toBe(
      `${FUN_BALANCE_MAJOR - 1}.00`,
    );
  });

  it('refuses bets after the start and cash-outs after the bust, then settles auto cash-outs at the bust', async () => {
    const { sessionid } = await fundedPlayer(t, 'Autopilot1', '100');
    const auto = await openCrash(sessionid);
    const fun = await openCrash();
    await shiftCurrentGame(11 * 60_000);
    await state();
    await shiftCurrentGame(-3_000, 250);
    expect((await call(auto, 'bet', { bet: '10', autoCashout: 2 })).status).toBe(200);
    expect((await call(fun, 'bet', { bet: '5', autoCashout: 3 })).status).toBe(200);
    await shiftCurrentGame(100, 250);
    const late = await openCrash();
    expect((await call(late, 'bet', { bet: '5', autoCashout: null })).body.info.resultCode).toBe(
      'crash_betting_closed',
    );
    await shiftCurrentGame(60_000, 250);
    expect((await call(fun, 'cashout')).body.info.resultCode).toBe('crash_cashout_too_late');
    // The service's clock settles the busted round within a tick: the 2.00 auto cash-out won 20, the 3.00 one lost.
    await vi.waitFor(
      async () =>
        expect(
          (await t.request({ method: 'GET', url: '/api/v1/player/balance', player: sessionid }))
            .body.data.cash,
        ).toBe('110.00'),
      { timeout: 20_000, interval: 100 },
    );
    const history = (
      await t.request({ method: 'GET', url: '/api/v1/player/gameRounds', player: sessionid })
    ).body.data.rounds;
    expect(history[0]).toMatchObject({ status: 'closed', win: '20.00', multiplier: '2.00' });
    expect(history[0].outcome).toMatchObject({
      kind: 'crash',
      cashoutHundredths: 200,
      crashPointHundredths: 250,
    });
  });
});
