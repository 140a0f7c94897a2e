import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isCaughtUp } from '../../../test/events.ts';
import { createTestApp, fundedPlayer, type TestApp } from '../../../test/harness.ts';
import {
  bonusCampaigns,
  bonusEvents,
  bonusInstances,
  players,
  rewardAccounts,
} from '../../db/schema/index.ts';
import { createCatalogueService } from '../games/catalogue.service.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { createBonusEngine } from './bonus.engine.ts';
import { inTransaction } from '../../db/transaction.ts';

/** A slot without a jackpot: free spins never play for a pool their stakes do not feed. */
const SLOT = 'orca-lucky-sevens';

let t: TestApp;
let campaignId: bigint;
beforeAll(async () => {
  t = await createTestApp();
  const [campaign] = await t.database.db
    .insert(bonusCampaigns)
    .values({
      kind: 'free_spins',
      url: 'test-free-spins',
      texts: { en: { title: 'Test spins', summary: '' } },
      status: 'active',
      wageringMultiplier: 10,
      maxBetEurMinor: 500n,
      contributions: { slots: 100, table: 10, live: 10, virtual: 10 },
      claimDays: 7,
      spendDays: 7,
      fsGameId: SLOT,
      fsCount: 20,
      fsBetEurMinor: 20n,
      fsWinsTo: 'bonus',
    })
    .returning({ id: bonusCampaigns.id });
  campaignId = campaign!.id;
});
afterEach(async () => {
  expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
});
afterAll(() => t.close());

async function playerIdOf(username: string): Promise<bigint> {
  const [row] = await t.database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.username, username));
  return row!.id;
}

/** A free-spins bonus as the engine grants it: no money, spins at a fixed bet on one slot. */
async function grantSpins(
  playerId: bigint,
  spins: { count: number; betMinor: bigint; winsTo: 'bonus' | 'cash'; gameId?: string },
) {
  const [row] = await t.database.db
    .insert(bonusInstances)
    .values({
      playerId,
      campaignId,
      currency: 'EUR',
      status: 'free_spins',
      wageringMultiplier: 10,
      maxBetMinor: 500n,
      contributions: { slots: 100, table: 10, live: 10, virtual: 10 },
      claimExpiresAt: new Date(Date.now() + 7 * 86_400_000),
      spendDays: 7,
      fsGameId: spins.gameId ?? SLOT,
      fsTotal: spins.count,
      fsLeft: spins.count,
      fsBetMinor: spins.betMinor,
      fsWinsTo: spins.winsTo,
    })
    .returning();
  return row!;
}

async function openSlot(player: string, options: { isFun?: boolean; gameId?: string } = {}) {
  const launched = await t.request({
    method: 'GET',
    url: `/api/v1/player/game/${options.gameId ?? SLOT}${options.isFun ? '?play_for_fun=1' : ''}`,
    player,
  });
  expect(launched.status, JSON.stringify(launched.body)).toBe(200);
  const token = new URL(launched.body.data.url).searchParams.get('token')!;
  const session = await t.request({
    method: 'POST',
    url: '/api/v1/play/session',
    payload: { token },
  });
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  return session.body.data.sessionToken as string;
}

const spin = (session: string, payload: object) =>
  t.request({
    method: 'POST',
    url: '/api/v1/play/slot/spin',
    headers: { 'x-game-session': session },
    payload,
  });
const available = async (session: string) =>
  (
    await t.request({
      method: 'GET',
      url: '/api/v1/play/slot/free-spins',
      headers: { 'x-game-session': session },
    })
  ).body.data.freeSpins;
const balanceOf = async (player: string) =>
  (await t.request({ method: 'GET', url: '/api/v1/player/balance', player })).body.data;
const instance = async (id: bigint) =>
  (await t.database.db.select().from(bonusInstances).where(eq(bonusInstances.id, id)))[0]!;
const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('free spins in the slot client', () => {
  it('plays each spin at the fixed bet from the house, counts down, and pays the winnings to cash after the last', async () => {
    const { sessionid } = await fundedPlayer(t, 'FreeSpinCash1', '50');
    const bonus = await grantSpins(await playerIdOf('FreeSpinCash1'), {
      count: 6,
      betMinor: 50n,
      winsTo: 'cash',
    });
    const session = await openSlot(sessionid);
    expect(await available(session)).toMatchObject({
      instanceId: bonus.id.toString(),
      left: 6,
      total: 6,
      leftOnGame: 6,
      bet: '0.50',
      winnings: '0.00',
      winsTo: 'cash',
      isFinished: false,
    });
    const before = await balanceOf(sessionid);

    let wonCents = 0;
    for (let left = 5; left >= 0; left -= 1) {
      // The request's bet is ignored: a free spin stakes the bonus's fixed bet.
      const response = await spin(session, { bet: '3.00', freeSpins: true });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const { round, freeSpins, balance } = response.body.data;
      expect(round.bet).toBe('0.50');
      wonCents += cents(round.win);
      expect(freeSpins).toMatchObject({ left, total: 6, isFinished: left === 0 });
      expect(cents(freeSpins.winnings)).toBe(wonCents);
      if (left > 0) expect(balance).toBe('50.00');
      if (left > 0) expect(await balanceOf(sessionid)).toEqual(before);
    }
    expect(await available(session)).toBeNull();

    const after = await instance(bonus.id);
    expect(after.fsLeft).toBe(0);
    expect(Number(after.fsWinningsMinor)).toBe(wonCents);
    const wallet = await balanceOf(sessionid);
    expect(cents(wallet.bonus)).toBe(0);
    expect(cents(wallet.cash)).toBe(5000 + wonCents);
    expect(after.status).toBe(wonCents > 0 ? 'completed' : 'depleted');
    const events = await t.database.db
      .select({ kind: bonusEvents.kind })
      .from(bonusEvents)
      .where(eq(bonusEvents.instanceId, bonus.id));
    expect(events.map((e) => e.kind)).toContain('free_spins_played');

    const none = await spin(session, { bet: '0.50', freeSpins: true });
    expect(none.status).toBe(409);
    expect(none.body.info.resultCode).toBe('free_spins_unavailable');
  });

  it('turns the winnings into a bonus with its own wagering after the last spin, cash untouched', async () => {
    const { sessionid } = await fundedPlayer(t, 'FreeSpinBonus1', '20');
    const bonus = await grantSpins(await playerIdOf('FreeSpinBonus1'), {
      count: 20,
      betMinor: 100n,
      winsTo: 'bonus',
    });
    const session = await openSlot(sessionid);
    let wonCents = 0;
    for (let i = 0; i < 20; i += 1) {
      const response = await spin(session, { bet: '1.00', freeSpins: true });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      wonCents += cents(response.body.data.round.win);
    }
    const after = await instance(bonus.id);
    const wallet = await balanceOf(sessionid);
    expect(cents(wallet.cash)).toBe(2000);
    if (wonCents === 0) {
      expect(after.status).toBe('depleted');
      return;
    }
    // No other bonus is active, so the winnings' bonus activates at once with wagering × its multiplier.
    expect(after).toMatchObject({
      status: 'active',
      amountMinor: BigInt(wonCents),
      wageringRequiredMinor: BigInt(wonCents) * 10n,
    });
    expect(cents(wallet.bonus)).toBe(wonCents);
  });

  it('gives the last spin to one of two spins asked for at once', async () => {
    const { sessionid } = await fundedPlayer(t, 'FreeSpinRace1', '20');
    const bonus = await grantSpins(await playerIdOf('FreeSpinRace1'), {
      count: 1,
      betMinor: 20n,
      winsTo: 'cash',
    });
    const session = await openSlot(sessionid);
    const answers = await Promise.all([
      spin(session, { bet: '0.20', freeSpins: true }),
      spin(session, { bet: '0.20', freeSpins: true }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.info.resultCode).toBe(
      'free_spins_unavailable',
    );
    const after = await instance(bonus.id);
    expect(after.fsLeft).toBe(0);
    expect(['completed', 'depleted']).toContain(after.status);
    const history = await t.request({
      method: 'GET',
      url: '/api/v1/player/gameRounds?limit=10',
      player: sessionid,
    });
    expect(history.body.data.total).toBe(1);
  });

  it('refuses free spins the player does not have: none granted, another game, fun money, a bonus buy, a jackpot slot', async () => {
    const { sessionid } = await fundedPlayer(t, 'FreeSpinNone1', '20');
    const playerId = await playerIdOf('FreeSpinNone1');
    const session = await openSlot(sessionid);
    expect(await available(session)).toBeNull();
    const none = await spin(session, { bet: '0.20', freeSpins: true });
    expect(none.body.info.resultCode).toBe('free_spins_unavailable');

    await grantSpins(playerId, {
      count: 3,
      betMinor: 20n,
      winsTo: 'cash',
      gameId: 'orca-neon-harbor',
    });
    const elsewhere = await spin(session, { bet: '0.20', freeSpins: true });
    expect(elsewhere.body.info.resultCode).toBe('free_spins_unavailable');
    const fun = await openSlot(sessionid, { gameId: 'orca-neon-harbor', isFun: true });
    expect((await spin(fun, { bet: '0.20', freeSpins: true })).body.info.resultCode).toBe(
      'free_spins_unavailable',
    );

    const neon = await openSlot(sessionid, { gameId: 'orca-neon-harbor' });
    const buy = await spin(neon, { bet: '0.20', freeSpins: true, isBonusBuy: true });
    expect(buy.status).toBe(400);
    expect(buy.body.info.resultCode).toBe('free_spins_no_bonus_buy');
    expect((await available(neon)).left).toBe(3);

    // A jackpot slot's pool is fed by its stakes, which a free spin's is not: no free spins there.
    await grantSpins(playerId, {
      count: 3,
      betMinor: 20n,
      winsTo: 'cash',
      gameId: 'orca-frost-giants',
    });
    const jackpotSlot = await openSlot(sessionid, { gameId: 'orca-frost-giants' });
    expect(await available(jackpotSlot)).toBeNull();
    expect((await spin(jackpotSlot, { bet: '0.20', freeSpins: true })).body.info.resultCode).toBe(
      'free_spins_unavailable',
    );
    expect((await balanceOf(sessionid)).cash).toBe('20.00');
  });

  it('plays a free spin on the player nonce sequence, verifiable with /fair/verify like any round', async () => {
    const { sessionid } = await fundedPlayer(t, 'FreeSpinFair1', '20');
    await grantSpins(await playerIdOf('FreeSpinFair1'), {
      count: 2,
      betMinor: 20n,
      winsTo: 'cash',
    });
    const session = await openSlot(sessionid);
    const paid = await spin(session, { bet: '0.20' });
    expect(paid.body.data.round.fair.nonce).toBe(0);
    expect(paid.body.data.freeSpins).toBeUndefined();
    const free = await spin(session, { bet: '0.20', freeSpins: true });
    expect(free.status, JSON.stringify(free.body)).toBe(200);
    expect(free.body.data.round.fair.nonce).toBe(1);
    expect(free.body.data.fair.nonce).toBe(2);

    const rotated = await t.request({
      method: 'POST',
      url: '/api/v1/fair/rotate',
      player: sessionid,
      payload: {},
    });
    const replay = (
      await t.request({
        method: 'GET',
        url: `/api/v1/player/gameRounds/${free.body.data.round.roundId}`,
        player: sessionid,
      })
    ).body.data;
    expect(replay.fair.serverSeed).toBe(rotated.body.data.previous.serverSeed);
    const verified = await t.request({
      method: 'GET',
      url: `/api/v1/fair/verify?game=slot&title=${SLOT}&serverSeed=${replay.fair.serverSeed}&clientSeed=${replay.fair.clientSeed}&nonce=${replay.fair.nonce}`,
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.data.outcome.spins).toEqual(replay.outcome.spins);
  });

  it('earns nothing: no comp points, and no wagering for the bonus a free spin is played beside', async () => {
    const { sessionid } = await fundedPlayer(t, 'FreeSpinEarn1', '20');
    const playerId = await playerIdOf('FreeSpinEarn1');
    await grantSpins(playerId, { count: 30, betMinor: 100n, winsTo: 'cash' });
    // A deposit-style bonus active beside the free spins: its wagering counts the player's own stakes only.
    const { db } = t.database;
    const engine = createBonusEngine({
      db,
      wallet: createWalletService(createLedgerService(db)),
      termsOf: createCatalogueService(db).termsOf,
    });
    const active = await inTransaction(db, (tx) =>
      engine.grant(tx, {
        playerId,
        currency: 'EUR',
        amountMinor: 1000n,
        campaign: {
          campaignId,
          title: 'Test bonus',
          wageringMultiplier: 10,
          maxBetMinor: 500n,
          maxConversionMinor: null,
          contributions: { slots: 100, table: 10, live: 10, virtual: 10 },
          excludedGameIds: [],
          claimDays: 7,
          spendDays: 7,
        },
      }),
    );
    expect(active.status).toBe('active');
    const session = await openSlot(sessionid);
    for (let i = 0; i < 10; i += 1)
      expect((await spin(session, { bet: '1.00', freeSpins: true })).status).toBe(200);
    const caughtUp = () =>
      vi.waitFor(
        async () => {
          expect(await isCaughtUp(t.database.db, 'rewards.points', 'ledger.transfer')).toBe(true);
          expect(await isCaughtUp(t.database.db, 'bonus.wagering', 'ledger.transfer')).toBe(true);
          expect(await isCaughtUp(t.database.db, 'bonus.wagering', 'round.settled')).toBe(true);
        },
        { timeout: 30_000, interval: 100 },
      );
    const cpOf = async () =>
      (
        await t.database.db
          .select()
          .from(rewardAccounts)
          .where(eq(rewardAccounts.playerId, playerId))
      )[0]?.cpUnits ?? 0n;
    await caughtUp();
    expect(await cpOf()).toBe(0n);
    expect((await instance(active.id)).wageringProgressMinor).toBe(0n);
    expect((await balanceOf(sessionid)).bonus).toBe('10.00');
    // The same consumers do count the player's own stake: they were running, not idle.
    expect((await spin(session, { bet: '1.00' })).status).toBe(200);
    await vi.waitFor(async () => expect(await cpOf()).toBeGreaterThan(0n), {
      timeout: 30_000,
      interval: 100,
    });
    await vi.waitFor(
      async () => expect((await instance(active.id)).wageringProgressMinor).toBe(100n),
      { timeout: 30_000, interval: 100 },
    );
  });
});
