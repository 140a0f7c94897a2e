import {
  DEFAULT_WAGERING_CONTRIBUTION,
  type LedgerTransferEvent,
  type PlayerMessage,
} from '@orca/contracts';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { drainUntilCaughtUp } from '../../../test/events.ts';
import { createTestApp, fundedPlayer, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { createEventProcessor, type EventProcessor } from '../../platform/domain-events.ts';
import type { PlayerChannel } from '../../platform/realtime.ts';
import { createCatalogueService } from '../games/catalogue.service.ts';
import { lowRiskRounds } from '../play/rounds/low-risk-rounds.ts';
import { openRealCounts } from '../play/rounds/rounds.repository.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';
import { createWalletService, type WalletService } from '../wallet/wallet.service.ts';
import { bonusWageringConsumer } from './bonus.consumer.ts';
import { createBonusEngine, type BonusEngine, type CampaignTerms } from './bonus.engine.ts';
import * as repo from './bonus.repository.ts';
import { inTransaction } from '../../db/transaction.ts';

const SLOT = 'orca-lucky-sevens';

let t: TestApp;
let wallet: WalletService;
let engine: BonusEngine;
let wagering: EventProcessor;
let consumer: ReturnType<typeof bonusWageringConsumer>;
let campaignId: bigint;
const pushed: { playerId: bigint; message: PlayerMessage }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const ledger = createLedgerService(db);
  // The app's own wallet has the bet gate; this one only grants and places test-provider bets.
  wallet = createWalletService(ledger);
  const termsOf = createCatalogueService(db).termsOf;
  engine = createBonusEngine({ db, wallet, termsOf });
  // The app's own job may handle the same events first (one cursor): pushes are asserted only on direct handle() calls.
  const channel = {
    send: async (playerId: bigint, message: PlayerMessage) =>
      void pushed.push({ playerId, message }),
    subscribe: () => () => undefined,
  } as unknown as PlayerChannel;
  consumer = bonusWageringConsumer({
    engine,
    wallet,
    termsOf,
    openRoundsOf: (ids, tx) => openRealCounts(tx, ids),
    lowRiskRoundsOf: (ids, tx) => lowRiskRounds(tx, ids),
    channel,
  });
  wagering = createEventProcessor(db, consumer);
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into bonus_campaigns (kind, url, texts, status, wagering_multiplier, max_bet_eur_minor, contributions, claim_days, spend_days)
        values ('manual', 'engine-test', ${JSON.stringify({ en: { title: 'Engine test', summary: '' }, de: { title: 'Engine-Test', summary: '' } })}::jsonb, 'active', 10, 500, ${JSON.stringify(DEFAULT_WAGERING_CONTRIBUTION)}::jsonb, 7, 7)
        returning id::text`,
  );
  campaignId = BigInt(row!.id);
});
afterEach(async () => {
  expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
});
afterAll(() => t.close());

const terms = (over: Partial<CampaignTerms> = {}): CampaignTerms => ({
  campaignId,
  title: 'Engine test',
  wageringMultiplier: 10,
  maxBetMinor: 500n,
  maxConversionMinor: null,
  contributions: DEFAULT_WAGERING_CONTRIBUTION,
  excludedGameIds: [],
  claimDays: 7,
  spendDays: 7,
  ...over,
});

async function playerNamed(
  username: string,
  deposit = '50',
): Promise<{ id: bigint; session: string }> {
  const { sessionid } = await fundedPlayer(t, username, deposit);
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id::text from players where username = ${username}`,
  );
  return { id: BigInt(row!.id), session: sessionid };
}

const grant = (playerId: bigint, amountMinor: bigint, over: Partial<CampaignTerms> = {}) =>
  inTransaction(t.database.db, (tx) =>
    engine.grant(tx, { playerId, currency: 'EUR', campaign: terms(over), amountMinor }),
  );
const balances = (playerId: bigint) => wallet.balance(playerId, 'EUR');
const instance = async (id: bigint) => (await repo.find(t.database.db, id))!;
const transferCount = async () => (await createLedgerService(t.database.db).audit()).transferCount;
const drain = () =>
  drainUntilCaughtUp(t.database.db, wagering, ['ledger.transfer', 'round.settled']);
/** A bet and its win on a round of the test provider (no game: nothing counts for wagering). */
const round = () => ({ provider: 'test', roundId: randomUUID() });

async function openGame(player: string, gameId = SLOT) {
  const launched = await t.request({ method: 'GET', url: `/api/v1/player/game/${gameId}`, player });
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
const spin = (gameSession: string, bet: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/play/slot/spin',
    headers: { 'x-game-session': gameSession },
    payload: { bet },
  });

describe('bonus money in the wallet', () => {
  it('stakes cash first, splits a mixed stake’s win by where it came from, and keeps bonus money out of withdrawals', async () => {
    const player = await playerNamed('BonusSplit01', '35');
    await grant(player.id, 2000n);
    expect(await balances(player.id)).toEqual({ cashMinor: 3500n, bonusMinor: 2000n });

    const first = round();
    const afterCash = await wallet.bet({
      ...first,
      transactionId: `${first.roundId}:b`,
      playerId: player.id,
      currency: 'EUR',
      amountMinor: 3000n,
    });
    expect(afterCash).toMatchObject({ cashMinor: 500n, bonusMinor: 2000n });

    // 5.00 cash + 1.00 bonus: a 12.00 win splits 10.00 cash and 2.00 bonus.
    const mixed = round();
    await wallet.bet({
      ...mixed,
      transactionId: `${mixed.roundId}:b`,
      playerId: player.id,
      currency: 'EUR',
      amountMinor: 600n,
    });
    expect(await balances(player.id)).toEqual({ cashMinor: 0n, bonusMinor: 1900n });
    const won = await wallet.win({
      ...mixed,
      transactionId: `${mixed.roundId}:w`,
      playerId: player.id,
      currency: 'EUR',
      amountMinor: 1200n,
    });
    expect(won).toMatchObject({ cashMinor: 1000n, bonusMinor: 2100n });

    const tooMuch = await t.request({
      method: 'POST',
      url: '/api/v1/cashier/withdraw',
      player: player.session,
      payload: { method: 'btc', amount: '20.00', forfeitBonus: true },
    });
    expect(tooMuch.body.info.resultCode).toBe('insufficient_funds');
    // The refused request's forfeit rolled back with it.
    expect((await engine.activeOf(player.id))?.status).toBe('active');
  });

  it('tells a game the active bonus’s max bet when its session opens and when it reads the balance again, and nothing without a bonus', async () => {
    const player = await playerNamed('BonusMaxShow1', '50');
    const launched = await t.request({
      method: 'GET',
      url: `/api/v1/player/game/${SLOT}`,
      player: player.session,
    });
    const before = await t.request({
      method: 'POST',
      url: '/api/v1/play/session',
      payload: { token: new URL(launched.body.data.url).searchParams.get('token') },
    });
    expect(before.body.data.bonusMaxBet).toBeNull();
    await grant(player.id, 1000n, { maxBetMinor: 200n });
    const launchedAgain = await t.request({
      method: 'GET',
      url: `/api/v1/player/game/${SLOT}`,
      player: player.session,
    });
    const session = await t.request({
      method: 'POST',
      url: '/api/v1/play/session',
      payload: { token: new URL(launchedAgain.body.data.url).searchParams.get('token') },
    });
    expect(session.body.data.bonusMaxBet).toBe('2.00');
    const balance = await t.request({
      method: 'GET',
      url: '/api/v1/play/balance',
      headers: { 'x-game-session': session.body.data.sessionToken },
    });
    expect(balance.body.data).toMatchObject({ currency: 'EUR', bonusMaxBet: '2.00' });
    // Play for fun never touches the bonus.
    const fun = await t.request({
      method: 'GET',
      url: `/api/v1/player/game/${SLOT}?play_for_fun=1`,
      player: player.session,
    });
    const funSession = await t.request({
      method: 'POST',
      url: '/api/v1/play/session',
      payload: { token: new URL(fun.body.data.url).searchParams.get('token') },
    });
    expect(funSession.body.data.bonusMaxBet).toBeNull();
  });

  it('refuses a bet over the active bonus’s max bet before any money moves, on the game’s own path', async () => {
    const player = await playerNamed('BonusMaxBet01', '50');
    await grant(player.id, 1000n, { maxBetMinor: 200n });
    const game = await openGame(player.session);
    const before = { money: await balances(player.id), transfers: await transferCount() };

    const refused = await spin(game, '3.00');
    expect(refused.status).toBe(409);
    expect(refused.body.info.resultCode).toBe('bonus_max_bet');
    expect(refused.body.info.message).toContain('2.00');
    expect(await balances(player.id)).toEqual(before.money);
    expect(await transferCount()).toBe(before.transfers);

    const allowed = await spin(game, '2.00');
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);

    // Instant games' concurrent bets are planned as a group: the gate holds there too.
    const dice = await openGame(player.session, 'orca-dice');
    const moneyBefore = await balances(player.id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.request({
          method: 'POST',
          url: '/api/v1/play/dice',
          headers: { 'x-game-session': dice },
          payload: { bet: '2.50', target: 50, direction: 'over' },
        }),
      ),
    );
    expect(answers.map((a) => a.body.info.resultCode)).toEqual(
      Array.from({ length: 6 }, () => 'bonus_max_bet'),
    );
    expect(await balances(player.id)).toEqual(moneyBefore);
  });
});

describe('wagering and the bonus life cycle', () => {
  it('counts slot stakes, completes at the requirement and converts at most the max conversion, the excess back to the house', async () => {
    const player = await playerNamed('BonusComplete01', '50');
    const bonus = await grant(player.id, 1000n, {
      wageringMultiplier: 1,
      maxConversionMinor: 400n,
    });
    const game = await openGame(player.session);
    expect((await spin(game, '5.00')).status).toBe(200);
    await drain();
    expect((await instance(bonus.id)).wageringProgressMinor).toBe(500n);
    const history = await t.request({
      method: 'GET',
      url: '/api/v1/player/bonuses/history',
      player: player.session,
    });
    expect(history.body.data.bonuses[0].rounds).toHaveLength(1);
    // The provider by its name, as the player knows it, not its id.
    expect(history.body.data.bonuses[0].rounds[0]).toMatchObject({
      provider: 'Orca Originals',
      wager: '5.00',
      contributionPercent: 100,
      pointContribution: '5.00',
      gameGroup: 'slots',
    });

    const cashBefore = (await balances(player.id)).cashMinor;
    const second = await spin(game, '5.00');
    expect(second.status).toBe(200);
    const winMinor = BigInt(Math.round(Number(second.body.data.round.win) * 100));
    // The spin's stake came from cash: the bonus still holds exactly its 10.00 when it completes.
    await drain();
    const done = await instance(bonus.id);
    expect(done.status).toBe('completed');
    const after = await balances(player.id);
    expect(after.bonusMinor).toBe(0n);
    expect(after.cashMinor).toBe(cashBefore - 500n + winMinor + 400n);
    const events = await repo.eventsOf(t.database.db, [bonus.id]);
    expect(events.map((e) => [e.kind, e.amountMinor])).toEqual([
      ['granted', 1000n],
      ['activated', 1000n],
      ['completed', 1000n],
      ['converted', 400n],
      ['forfeited', 600n],
    ]);
    const notices = await queryRows<{ kind: string; params: Record<string, string> }>(
      t.database.db,
      sql`select kind, params from player_notices where player_id = ${player.id} and kind like 'bonus%'`,
    );
    expect(notices).toEqual([
      {
        kind: 'bonus_completed',
        params: { amount: '4.00', currency: 'EUR', title: 'Engine test' },
      },
    ]);
  });

  it('takes a rolled-back stake’s progress back, never below zero, and counts excluded games at 0 %', async () => {
    const player = await playerNamed('BonusRollback01', '20');
    const bonus = await grant(player.id, 1000n, { excludedGameIds: ['orca-dice'] });
    const roundId = randomUUID();
    const at = new Date(Date.now() + 1000);
    const event = (
      kind: 'bet' | 'rollback',
      amountMinor: bigint,
      gameId = SLOT,
    ): LedgerTransferEvent => ({
      type: 'ledger.transfer',
      transferId: BigInt(Math.floor(Math.random() * 1e12)),
      operationId: 1n,
      operationKind: kind,
      kind,
      currency: 'EUR',
      amountMinor,
      debit:
        kind === 'bet'
          ? { accountKind: 'player_cash', playerId: player.id }
          : { accountKind: 'house_game', playerId: null },
      credit:
        kind === 'bet'
          ? { accountKind: 'house_game', playerId: null }
          : { accountKind: 'player_cash', playerId: player.id },
      playerId: player.id,
      roundId,
      gameId,
      at,
    });
    const handle = (events: LedgerTransferEvent[]) =>
      inTransaction(t.database.db, (tx) => consumer.handle(tx, events));
    const afterCommit = await handle([event('bet', 300n)]);
    expect((await instance(bonus.id)).wageringProgressMinor).toBe(300n);
    // Progress reaches the player's channel only once the batch has committed.
    expect(pushed.filter((p) => p.playerId === player.id)).toEqual([]);
    await afterCommit?.();
    expect(pushed.filter((p) => p.playerId === player.id).map((p) => p.message)).toEqual([
      {
        type: 'player.bonus',
        instanceId: bonus.id.toString(),
        status: 'active',
        pointsGained: '3.00',
        pointsNeeded: '97.00',
        bonusBalance: '10.00',
      },
    ]);
    await handle([event('rollback', 300n)]);
    expect((await instance(bonus.id)).wageringProgressMinor).toBe(0n);
    await handle([event('rollback', 300n)]);
    expect((await instance(bonus.id)).wageringProgressMinor).toBe(0n);
    await handle([{ ...event('bet', 700n, 'orca-dice'), roundId: randomUUID() }]);
    expect((await instance(bonus.id)).wageringProgressMinor).toBe(0n);
  });

  it('activates queued bonuses oldest first, each moving its money when it activates', async () => {
    const player = await playerNamed('BonusQueue01', '20');
    const a = await grant(player.id, 1000n);
    const b = await grant(player.id, 2000n);
    const c = await grant(player.id, 3000n);
    expect([a.status, b.status, c.status]).toEqual(['active', 'queued', 'queued']);
    expect((await balances(player.id)).bonusMinor).toBe(1000n);

    await engine.forfeit(a.id, player.id);
    expect((await instance(b.id)).status).toBe('active');
    expect((await instance(c.id)).status).toBe('queued');
    expect((await balances(player.id)).bonusMinor).toBe(2000n);
    await engine.forfeit(b.id, player.id);
    expect((await instance(c.id)).status).toBe('active');
    expect(await balances(player.id)).toEqual({ cashMinor: 2000n, bonusMinor: 3000n });
  });

  it('expires by the job: an active bonus past its spend window forfeits its money, a queued one past its claim window ends', async () => {
    const player = await playerNamed('BonusExpiry01', '20');
    const active = await grant(player.id, 1000n, { spendDays: 2 });
    const queued = await grant(player.id, 500n, { claimDays: 1 });
    expect(await engine.expireDue(new Date(Date.now() + 86_400_000))).toBeGreaterThanOrEqual(0);
    expect((await instance(active.id)).status).toBe('active');

    await engine.expireDue(new Date(Date.now() + 3 * 86_400_000));
    expect((await instance(active.id)).status).toBe('expired');
    expect((await instance(queued.id)).status).toBe('expired');
    expect(await balances(player.id)).toEqual({ cashMinor: 2000n, bonusMinor: 0n });
    const [expired] = (await repo.eventsOf(t.database.db, [active.id])).filter(
      (e) => e.kind === 'expired',
    );
    expect(expired).toMatchObject({ amountMinor: 1000n });
    expect(expired!.operationId).not.toBeNull();
  });

  it('forfeits to the house a bonus win landing after its bonus ended: bonus money never reaches cash unwagered', async () => {
    const player = await playerNamed('BonusOrphan01', '20');
    const bonus = await grant(player.id, 1000n);
    const open = round();
    // 20.00 cash and 1.00 bonus at stake; the bonus is forfeited while the round is open.
    await wallet.bet({
      ...open,
      transactionId: `${open.roundId}:b`,
      playerId: player.id,
      currency: 'EUR',
      amountMinor: 2100n,
    });
    await engine.forfeit(bonus.id, player.id);
    const won = await wallet.win({
      ...open,
      transactionId: `${open.roundId}:w`,
      playerId: player.id,
      currency: 'EUR',
      amountMinor: 4200n,
    });
    expect(won).toMatchObject({ cashMinor: 4000n, bonusMinor: 200n });
    await drain();
    expect(await balances(player.id)).toEqual({ cashMinor: 4000n, bonusMinor: 0n });
  });

  it('settles a completion racing a forfeit of the same bonus with exactly one outcome', async () => {
    const player = await playerNamed('BonusRace01', '50');
    const bonus = await grant(player.id, 1000n, { wageringMultiplier: 1 });
    const game = await openGame(player.session);
    expect((await spin(game, '5.00')).status).toBe(200);
    expect((await spin(game, '5.00')).status).toBe(200);
    const cashBefore = (await balances(player.id)).cashMinor;
    const [drained, forfeited] = await Promise.allSettled([
      drain(),
      engine.forfeit(bonus.id, player.id),
    ]);
    expect(drained.status).toBe('fulfilled');
    const ended = await instance(bonus.id);
    const ops = await queryRows<{ key: string }>(
      t.database.db,
      sql`select idempotency_key as key from ledger_operations where idempotency_key in (${`bonus:convert:${bonus.id}`}, ${`bonus:forfeit:${bonus.id}`})`,
    );
    expect(ops).toHaveLength(1);
    if (ended.status === 'completed') {
      expect(forfeited.status === 'rejected' && (forfeited.reason as { code?: string }).code).toBe(
        'bonus_already_ended',
      );
      expect((await balances(player.id)).cashMinor).toBe(cashBefore + 1000n);
    } else {
      expect(ended.status).toBe('forfeited');
      expect(await balances(player.id)).toEqual({ cashMinor: cashBefore, bonusMinor: 0n });
    }
  });
});

describe('player routes and withdrawals', () => {
  it('lists the active bonus with its wagering, refuses another player’s forfeit and an ended one’s', async () => {
    const owner = await playerNamed('BonusRoutes01', '20');
    const other = await playerNamed('BonusRoutes02', '20');
    const bonus = await grant(owner.id, 2500n, { maxConversionMinor: 5000n });
    await grant(owner.id, 1000n);
    const list = await t.request({
      method: 'GET',
      url: '/api/v1/player/bonuses',
      player: owner.session,
      language: 'de',
    });
    expect(list.status).toBe(200);
    expect(list.body.data.active).toMatchObject({
      instanceId: bonus.id.toString(),
      title: 'Engine-Test',
      active: true,
      amount: '25.00',
      bonusBalance: '25.00',
      wageringRequirement: '250.00',
      pointsNeeded: '250.00',
      pointsGained: '0.00',
      maxBet: '5.00',
      maxConversion: '50.00',
      openBets: 0,
    });
    expect(list.body.data.queued).toHaveLength(1);
    const state = await t.request({
      method: 'GET',
      url: `/api/v1/player/bonuses/play-state?gameId=${SLOT}`,
      player: owner.session,
    });
    expect(state.body.data).toEqual({
      isBonusActive: true,
      bonusBalance: '25.00',
      maxBet: '5.00',
      currency: 'EUR',
      freeSpinsLeft: null,
    });

    const forfeit = (player: string, body: object = { confirm: true }) =>
      t.request({
        method: 'POST',
        url: `/api/v1/player/bonuses/${bonus.id}/forfeit`,
        player,
        payload: body,
      });
    expect((await forfeit(other.session)).body.info.resultCode).toBe('bonus_not_found');
    expect((await forfeit(owner.session, {})).status).toBe(400);
    const done = await forfeit(owner.session);
    expect(done.status).toBe(200);
    expect(done.body.data.active.amount).toBe('10.00');
    const again = await forfeit(owner.session);
    expect(again.status).toBe(409);
    expect(again.body.info.resultCode).toBe('bonus_already_ended');
  });

  it('asks a withdrawal with an active bonus to confirm its forfeit, then forfeits it in the withdrawal', async () => {
    const player = await playerNamed('BonusWithdraw01', '30');
    const bonus = await grant(player.id, 1234n);
    const request = (body: object) =>
      t.request({
        method: 'POST',
        url: '/api/v1/cashier/withdraw',
        player: player.session,
        payload: { method: 'btc', amount: '20.00', ...body },
      });
    const asked = await request({});
    expect(asked.status).toBe(409);
    expect(asked.body.info.resultCode).toBe('bonus_forfeit_required');
    expect(asked.body.info.message).toContain('12.34');
    expect((await instance(bonus.id)).status).toBe('active');

    const confirmed = await request({ forfeitBonus: true });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect((await instance(bonus.id)).status).toBe('forfeited');
    expect(await balances(player.id)).toEqual({ cashMinor: 1000n, bonusMinor: 0n });
  });
});
