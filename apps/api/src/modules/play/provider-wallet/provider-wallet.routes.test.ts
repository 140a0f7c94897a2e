import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fundedPlayer, type TestApp } from '../../../../test/harness.ts';
import { REEF_TEST_ENV, REEF_TEST_SECRET, reefClient } from '../../../../test/provider-wallet.ts';
import { gameRounds, gameSessions } from '../../../db/schema/index.ts';
import { signPayload } from '../../../platform/signature.ts';
import { createLedgerService } from '../../wallet/ledger.service.ts';

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

const wallet = (...args: Parameters<typeof reef.call>) => reef.call(...args);
const reefSession = (username: string, amount?: string) => reef.session(username, amount);
const bet = (...args: Parameters<typeof reef.bet>) => reef.bet(...args);
const win = (...args: Parameters<typeof reef.win>) => reef.win(...args);
const rollback = (...args: Parameters<typeof reef.rollback>) => reef.rollback(...args);
const balanceOf = (player: string) => reef.balanceOf(player);
const round = async (roundId: string) =>
  (
    await t.database.db
      .select()
      .from(gameRounds)
      .where(sql`${gameRounds.providerId} = 'reef' and ${gameRounds.externalRoundId} = ${roundId}`)
  )[0];

describe('signatures', () => {
  it('refuses a missing, wrong, stale or foreign signature and an unknown provider', async () => {
    for (const options of [
      { signature: null },
      { secret: 'someone-else-secret-000' },
      { atSeconds: Math.floor(Date.now() / 1000) - 3600 },
      { signature: 'garbage' },
    ]) {
      const response = await wallet('balance', { sessionToken: 'x' }, options);
      expect(response.status).toBe(401);
      expect(response.body.info.resultCode).toBe('invalid_signature');
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/provider/nobody/wallet/balance',
      payload: '{}',
      headers: {
        'content-type': 'application/json',
        'x-orca-signature': signPayload(REEF_TEST_SECRET, '{}'),
      },
    });
    expect(unknown.json().info.resultCode).toBe('invalid_signature');
  });
});

describe('authenticate and balance', () => {
  it('trades the launch token once for a session and reports the balance', async () => {
    const { sessionid } = await fundedPlayer(t, 'Reefer0001', '250');
    const launched = await t.request({
      method: 'GET',
      url: '/api/v1/player/game/reef-pearl-diver',
      player: sessionid,
    });
    expect(launched.body.data.url).toMatch(
      /^http:\/\/reef\.test\/launch\?token=.+&game=pearl-diver&lang=en&mode=real$/,
    );
    const launchToken = new URL(launched.body.data.url).searchParams.get('token')!;
    const auth = await wallet('authenticate', { launchToken });
    expect(auth.body.data).toMatchObject({
      currency: 'EUR',
      balance: '250.00',
      game: 'pearl-diver',
    });
    expect((await wallet('authenticate', { launchToken })).body.info.resultCode).toBe(
      'game_session_invalid',
    );
    expect(
      (await wallet('balance', { sessionToken: auth.body.data.sessionToken })).body.data,
    ).toMatchObject({ balance: '250.00', currency: 'EUR' });
  });
});

describe('bet, win and rollback', () => {
  it('answers a repeated transaction id the same and moves the money once; other data is duplicate_transaction', async () => {
    const { sessionToken, player } = await reefSession('Reefer0002');
    const first = await bet(sessionToken, 'tx-1', 'round-1');
    const again = await bet(sessionToken, 'tx-1', 'round-1');
    expect(first.body.data).toEqual(again.body.data);
    expect(await balanceOf(player)).toBe('990.00');
    const other = await bet(sessionToken, 'tx-1', 'round-1', '20.00');
    expect(other.status).toBe(409);
    expect(other.body.info.resultCode).toBe('duplicate_transaction');
    await win(sessionToken, 'tx-2', 'round-1', '25.00', true);
    await win(sessionToken, 'tx-2', 'round-1', '25.00', true);
    expect(await balanceOf(player)).toBe('1015.00');
    expect(await round('round-1')).toMatchObject({
      betMinor: 1000n,
      winMinor: 2500n,
      status: 'closed',
    });
  });

  it('refuses a win without a bet, rolls back once, and refuses a win after the rollback', async () => {
    const { sessionToken, player } = await reefSession('Reefer0003');
    expect((await win(sessionToken, 'w-0', 'round-0', '5.00')).body.info.resultCode).toBe(
      'transaction_not_found',
    );
    await bet(sessionToken, 'b-1', 'round-2', '40.00');
    const rollbacks = await Promise.all([
      rollback(sessionToken, 'r-1', 'b-1', 'round-2'),
      rollback(sessionToken, 'r-1', 'b-1', 'round-2'),
      rollback(sessionToken, 'r-2', 'b-1', 'round-2'),
    ]);
    expect(rollbacks.every((r) => r.status === 200)).toBe(true);
    expect(await balanceOf(player)).toBe('1000.00');
    const late = await win(sessionToken, 'w-1', 'round-2', '80.00');
    expect(late.body.info.resultCode).toBe('bet_rolled_back');
    expect(await balanceOf(player)).toBe('1000.00');
    expect(await round('round-2')).toMatchObject({ status: 'rolled_back' });
  });

  it('remembers a rollback that arrives before its bet and refuses the late bet', async () => {
    const { sessionToken, player } = await reefSession('Reefer0004');
    expect((await rollback(sessionToken, 'r-9', 'b-9', 'round-9')).status).toBe(200);
    const lateBet = await bet(sessionToken, 'b-9', 'round-9');
    expect(lateBet.body.info.resultCode).toBe('bet_rolled_back');
    expect(await balanceOf(player)).toBe('1000.00');
  });

  it('settles wins and rollbacks after the session expired, but takes no new bets', async () => {
    const { sessionToken, player } = await reefSession('Reefer0005');
    await bet(sessionToken, 'e-1', 'round-e1');
    await bet(sessionToken, 'e-2', 'round-e2');
    await t.database.db
      .update(gameSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        sql`${gameSessions.sessionTokenHash} is not null and ${gameSessions.gameId} = 'reef-coral-hi-lo'`,
      );
    expect((await win(sessionToken, 'e-1w', 'round-e1', '30.00', true)).status).toBe(200);
    expect((await rollback(sessionToken, 'e-2r', 'e-2', 'round-e2')).status).toBe(200);
    expect((await bet(sessionToken, 'e-3', 'round-e3')).body.info.resultCode).toBe(
      'game_session_invalid',
    );
    expect(await balanceOf(player)).toBe('1020.00');
  });

  it('refuses a bet beyond the balance and one from a self-excluded player', async () => {
    const { sessionToken, player } = await reefSession('Reefer0006', '50');
    expect((await bet(sessionToken, 'big', 'round-big', '60.00')).body.info.resultCode).toBe(
      'insufficient_funds',
    );
    await t.request({
      method: 'POST',
      url: '/api/v1/player/selfExclusion',
      player,
      payload: { password: 'Harbour-Lights-77' },
    });
    // Self-exclusion ends the player's sessions, and the games they launched end with them.
    expect((await bet(sessionToken, 'small', 'round-small', '5.00')).body.info.resultCode).toBe(
      'game_session_invalid',
    );
  });

  it('accepts exactly 100 of 200 concurrent bets of 10 on a balance of 1,000 and leaves 0', async () => {
    const { sessionToken, player } = await reefSession('Reefer0007');
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => bet(sessionToken, `c-${i}`, `round-c${i}`)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(100);
    expect(
      answers
        .filter((a) => a.status !== 200)
        .every((a) => a.body.info.resultCode === 'insufficient_funds'),
    ).toBe(true);
    expect(await balanceOf(player)).toBe('0.00');
  });

  it('keeps the ledger and the rounds exact under duplicated, reordered and late callbacks', async () => {
    const { sessionToken, player } = await reefSession('Reefer0008');
    // Ten rounds; each gets its bet, a win or a rollback, and copies of both, sent in scrambled order and partly at once.
    const calls: (() => Promise<unknown>)[] = [];
    for (let r = 0; r < 10; r += 1) {
      const id = `round-s${r}`;
      calls.push(() => bet(sessionToken, `s-b${r}`, id, '10.00'));
      if (r % 3 === 0)
        calls.push(
          () => rollback(sessionToken, `s-r${r}`, `s-b${r}`, id),
          () => rollback(sessionToken, `s-r${r}`, `s-b${r}`, id),
        );
      else
        calls.push(
          () => win(sessionToken, `s-w${r}`, id, '15.00', true),
          () => win(sessionToken, `s-w${r}`, id, '15.00', true),
        );
      calls.push(() => bet(sessionToken, `s-b${r}`, id, '10.00'));
    }
    const order = calls.map((_, i) => (i * 7) % calls.length);
    for (let i = 0; i < order.length; i += 4)
      await Promise.all(order.slice(i, i + 4).map((k) => calls[k]!()));
    // A second pass in plain order stands for the provider's retries arriving late.
    for (const call of calls) await call();
    const rounds = await t.database.db
      .select()
      .from(gameRounds)
      .where(
        sql`${gameRounds.providerId} = 'reef' and ${gameRounds.externalRoundId} like 'round-s%'`,
      );
    expect(rounds).toHaveLength(10);
    let expected = 1000;
    for (const row of rounds) {
      const r = Number(row.externalRoundId.slice('round-s'.length));
      if (r % 3 === 0) {
        // Rolled back: either the rollback came first (the bet was then refused) or it returned the stake.
        expect(row.status).toBe('rolled_back');
        expect(row.winMinor).toBe(0n);
      } else if (row.status === 'rolled_back') {
        throw new Error(`round ${r} should not be rolled back`);
      } else {
        // A win that came before its bet was refused (transaction_not_found) and paid on the retry.
        expect(row).toMatchObject({ betMinor: 1000n, winMinor: 1500n });
        expected += 5;
      }
    }
    expect(await balanceOf(player)).toBe(`${expected}.00`);
  });
});
