import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, ledgerOperations } from '../../src/db/schema/index.ts';
import { createLedgerService } from '../../src/modules/wallet/ledger.service.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { REEF_TEST_ENV, reefClient } from '../provider-wallet.ts';

let t: TestApp;
let reef: ReturnType<typeof reefClient>;

beforeAll(async () => {
  t = await createTestApp(REEF_TEST_ENV);
  reef = reefClient(t);
});
afterEach(async () => {
  expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
});
afterAll(() => t.close());

const round = async (roundId: string) =>
  (
    await t.database.db
      .select()
      .from(gameRounds)
      .where(sql`${gameRounds.providerId} = 'reef' and ${gameRounds.externalRoundId} = ${roundId}`)
  )[0];
const operationsOf = async (key: string) =>
  t.database.db
    .select()
    .from(ledgerOperations)
    .where(sql`${ledgerOperations.idempotencyKey} = ${key}`);

describe('provider wallet calls tie each transaction to the session player', () => {
  it("refuses a rollback of another player's bet named from the attacker's own round, and pays nothing", async () => {
    const alice = await reef.session('Alice0001');
    const bob = await reef.session('Bob000001');
    expect((await reef.bet(bob.sessionToken, 'bob-bet-1', 'bob-round-1', '100.00')).status).toBe(
      200,
    );

    const attack = await reef.rollback(
      alice.sessionToken,
      'alice-rb-1',
      'bob-bet-1',
      'alice-round-1',
    );
    expect(attack.status).toBe(409);
    expect(attack.body.info.resultCode).toBe('invalid_transaction');
    expect(await reef.balanceOf(alice.player)).toBe('1000.00');
    expect(await operationsOf('rollback:reef:bob-bet-1')).toEqual([]);

    // Bob's own rollback still returns his stake, once.
    expect(
      (await reef.rollback(bob.sessionToken, 'bob-rb-1', 'bob-bet-1', 'bob-round-1')).status,
    ).toBe(200);
    expect(await reef.balanceOf(bob.player)).toBe('1000.00');
  });

  it("refuses a rollback sent with one player's token into another player's round", async () => {
    const alice = await reef.session('Alice0002');
    const bob = await reef.session('Bob000002');
    expect((await reef.bet(bob.sessionToken, 'bob-bet-2', 'bob-round-2', '100.00')).status).toBe(
      200,
    );

    const attack = await reef.rollback(
      alice.sessionToken,
      'alice-rb-2',
      'bob-bet-2',
      'bob-round-2',
    );
    expect(attack.body.info.resultCode).toBe('invalid_transaction');
    expect(await reef.balanceOf(alice.player)).toBe('1000.00');
    expect(await reef.balanceOf(bob.player)).toBe('900.00');
    expect((await round('bob-round-2'))?.status).toBe('open');
  });

  it("refuses a win into another player's round and posts nothing", async () => {
    const alice = await reef.session('Alice0003');
    const bob = await reef.session('Bob000003');
    expect((await reef.bet(bob.sessionToken, 'bob-bet-3', 'bob-round-3', '10.00')).status).toBe(
      200,
    );

    const attack = await reef.win(alice.sessionToken, 'alice-win-3', 'bob-round-3', '500.00', true);
    expect(attack.status).toBe(409);
    expect(attack.body.info.resultCode).toBe('invalid_transaction');
    expect(await reef.balanceOf(alice.player)).toBe('1000.00');
    expect(await operationsOf('win:reef:alice-win-3')).toEqual([]);
    expect(await round('bob-round-3')).toMatchObject({ status: 'open', winMinor: 0n });
  });

  it("refuses a bet or an end of round into another player's round", async () => {
    const alice = await reef.session('Alice0004');
    const bob = await reef.session('Bob000004');
    expect((await reef.bet(bob.sessionToken, 'bob-bet-4', 'bob-round-4', '10.00')).status).toBe(
      200,
    );

    expect(
      (await reef.bet(alice.sessionToken, 'alice-bet-4', 'bob-round-4', '10.00')).body.info
        .resultCode,
    ).toBe('invalid_transaction');
    expect((await reef.endRound(alice.sessionToken, 'bob-round-4')).body.info.resultCode).toBe(
      'invalid_transaction',
    );
    expect(await reef.balanceOf(alice.player)).toBe('1000.00');
    expect(await round('bob-round-4')).toMatchObject({ status: 'open', betMinor: 1000n });
  });

  it("refuses a call into the player's own round of another game", async () => {
    const hiLo = await reef.session('Alice0005');
    const launched = await t.request({
      method: 'GET',
      url: '/api/v1/player/game/reef-pearl-diver',
      player: hiLo.player,
    });
    const launchToken = new URL(launched.body.data.url).searchParams.get('token')!;
    const pearl = (await reef.call('authenticate', { launchToken })).body.data
      .sessionToken as string;
    expect(
      (await reef.bet(hiLo.sessionToken, 'hi-lo-bet-5', 'hi-lo-round-5', '10.00')).status,
    ).toBe(200);

    expect(
      (await reef.win(pearl, 'pearl-win-5', 'hi-lo-round-5', '20.00')).body.info.resultCode,
    ).toBe('invalid_transaction');
    expect(await reef.balanceOf(hiLo.player)).toBe('990.00');
  });
});
