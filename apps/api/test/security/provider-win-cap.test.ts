import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, providerWinReviews } from '../../src/db/schema/index.ts';
import { createLedgerService } from '../../src/modules/wallet/ledger.service.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { REEF_TEST_ENV, reefClient } from '../provider-wallet.ts';

let t: TestApp;
let reef: ReturnType<typeof reefClient>;

// Wins in a round may reach 100 times its bets, and never more than 1,000 EUR.
beforeAll(async () => {
  t = await createTestApp({
    ...REEF_TEST_ENV,
    PROVIDER_WIN_MAX_MULTIPLIER: '100',
    PROVIDER_WIN_MAX_EUR: '1000',
  });
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
  )[0]!;
const reviewsOf = (transactionId: string) =>
  t.database.db
    .select()
    .from(providerWinReviews)
    .where(sql`${providerWinReviews.transactionId} = ${transactionId}`);

describe('POST /provider/{provider}/wallet/win limits', () => {
  it('refuses a signed win of 999,999,999,999.99, pays nothing and records it for review', async () => {
    const { sessionToken, player } = await reef.session('Capped0001');
    expect((await reef.bet(sessionToken, 'cap-bet-1', 'cap-round-1', '20.00')).status).toBe(200);

    const refused = await reef.win(
      sessionToken,
      'cap-win-1',
      'cap-round-1',
      '999999999999.99',
      true,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.info.resultCode).toBe('win_limit_exceeded');
    expect(await reef.balanceOf(player)).toBe('980.00');
    const settled = await round('cap-round-1');
    expect(settled).toMatchObject({ winMinor: 0n, status: 'open' });

    // The provider retries, as providers do: still refused, still one record to review.
    expect(
      (await reef.win(sessionToken, 'cap-win-1', 'cap-round-1', '999999999999.99', true)).body.info
        .resultCode,
    ).toBe('win_limit_exceeded');
    const reviews = await reviewsOf('cap-win-1');
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({
      providerId: 'reef',
      roundId: settled.id,
      playerId: settled.playerId,
      currency: 'EUR',
      amountMinor: 99_999_999_999_999n,
      roundBetMinor: 2_000n,
      roundWinMinor: 0n,
      limitMinor: 100_000n,
      reason: 'absolute_cap',
      status: 'pending',
    });
  });

  it('refuses the win that takes a round past 100 times its bets, counting the wins it already paid', async () => {
    const { sessionToken, player } = await reef.session('Capped0002');
    expect((await reef.bet(sessionToken, 'cap-bet-2', 'cap-round-2', '1.00')).status).toBe(200);
    expect((await reef.win(sessionToken, 'cap-win-2a', 'cap-round-2', '60.00')).status).toBe(200);
    const refused = await reef.win(sessionToken, 'cap-win-2b', 'cap-round-2', '50.00');
    expect(refused.body.info.resultCode).toBe('win_limit_exceeded');
    expect((await reviewsOf('cap-win-2b'))[0]).toMatchObject({
      reason: 'multiplier',
      roundBetMinor: 100n,
      roundWinMinor: 6_000n,
      limitMinor: 10_000n,
      amountMinor: 5_000n,
    });
    // Up to the limit is paid, and a replay of a paid win answers the same.
    const paid = await reef.win(sessionToken, 'cap-win-2c', 'cap-round-2', '40.00');
    expect(paid.status).toBe(200);
    expect(await reef.win(sessionToken, 'cap-win-2c', 'cap-round-2', '40.00')).toEqual(paid);
    expect(await reef.balanceOf(player)).toBe('1099.00');
  });

  it('cannot be split into concurrent wins that together pass the limit', async () => {
    const { sessionToken, player } = await reef.session('Capped0003');
    expect((await reef.bet(sessionToken, 'cap-bet-3', 'cap-round-3', '1.00')).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        reef.win(sessionToken, `cap-win-3-${i}`, 'cap-round-3', '30.00'),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body.info.resultCode)).toEqual(
      Array.from({ length: 7 }, () => 'win_limit_exceeded'),
    );
    expect((await round('cap-round-3')).winMinor).toBe(9_000n);
    expect(await reef.balanceOf(player)).toBe('1089.00');
  });
});
