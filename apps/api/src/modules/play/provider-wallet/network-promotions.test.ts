import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  fundedPlayer,
  operatorSession,
  type TestApp,
} from '../../../../test/harness.ts';
import { REEF_TEST_ENV, REEF_TEST_SECRET } from '../../../../test/provider-wallet.ts';
import { queryRows } from '../../../db/client.ts';
import { signPayload } from '../../../platform/signature.ts';
import { createLedgerService } from '../../wallet/ledger.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(REEF_TEST_ENV);
});
afterEach(async () => {
  expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
});
afterAll(() => t.close());

/** A call as Reef's server makes it: the exact bytes, signed with its secret (or another). */
async function signed(path: string, payload: unknown, secret = REEF_TEST_SECRET) {
  const body = JSON.stringify(payload);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/provider/reef/${path}`,
    payload: body,
    headers: { 'content-type': 'application/json', 'x-orca-signature': signPayload(secret, body) },
  });
  return { status: response.statusCode, body: response.json() };
}

const hour = 3_600_000;
function promotion(id: string, overrides: Record<string, unknown> = {}) {
  return {
    promotionId: id,
    url: `reef-${id}`,
    startsAt: new Date(Date.now() - hour).toISOString(),
    endsAt: new Date(Date.now() + 24 * hour).toISOString(),
    games: ['pearl-diver', 'coral-hi-lo'],
    prizePool: [{ currency: 'EUR', amount: '100.00' }],
    minBet: { currency: 'EUR', amount: '0.50' },
    prizes: [{ fromRank: 1, toRank: 1, currency: 'EUR', amount: '50.00' }],
    drops: { currency: 'EUR', amount: '5.00', chance: '1/50', perDay: 10 },
    translations: {
      en: { title: 'Reef Ocean Drops', summary: 'Drops and wins', terms: 'Terms' },
      es: { title: 'Gotas del océano', summary: 'Premios', terms: 'Términos' },
    },
    ...overrides,
  };
}

async function playerIdOf(username: string, language?: string): Promise<string> {
  await fundedPlayer(t, username, '20');
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id::text from players where username = ${username}`,
  );
  if (language)
    await t.database.db.execute(
      sql`update players set language = ${language} where username = ${username}`,
    );
  return row!.id;
}

async function cashOf(playerId: string): Promise<string> {
  const [row] = await queryRows<{ balance: string }>(
    t.database.db,
    sql`select balance::text from ledger_accounts where player_id = ${playerId}::bigint and kind = 'player_cash' and currency = 'EUR'`,
  );
  return row!.balance;
}

const win = (
  playerId: string,
  transactionId: string,
  amount: string,
  overrides: Record<string, unknown> = {},
) =>
  signed('wallet/promoWin', {
    transactionId,
    promotionId: 'ocean-1',
    playerId,
    currency: 'EUR',
    amount,
    prizeKind: 'drop',
    ...overrides,
  });

describe('network promotion publishing', () => {
  it("upserts the promotion by the provider's id with its games mapped and its texts, then its standings", async () => {
    const first = await signed('promotions/publish', promotion('ocean-1'));
    expect(first.status).toBe(200);
    expect(first.body.data.games).toEqual(['reef-pearl-diver', 'reef-coral-hi-lo']);
    const again = await signed(
      'promotions/publish',
      promotion('ocean-1', {
        games: ['pearl-diver'],
        translations: { en: { title: 'Reef Ocean Drops II' } },
      }),
    );
    expect(again.body.data.id).toBe(first.body.data.id);
    const rows = await queryRows<{
      kind: string;
      status: string;
      game_ids: string[];
      scoring_params: { prizePool: Record<string, string> };
      standings: unknown;
    }>(
      t.database.db,
      sql`select kind, status, game_ids, scoring_params, standings from tournaments where provider_id = 'reef' and external_id = 'ocean-1'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'network',
      status: 'running',
      game_ids: ['reef-pearl-diver'],
      scoring_params: { prizePool: { EUR: '10000' } },
      standings: null,
    });
    const listed = await t.request({ method: 'GET', url: '/api/v1/tournaments?type=network' });
    expect(
      listed.body.data.tournaments.find((p: { url: string }) => p.url === 'reef-ocean-1'),
    ).toMatchObject({ type: 'network', status: 'running', prizePool: '50.00' });
    const titles = await queryRows<{ language: string; title: string }>(
      t.database.db,
      sql`select language, title from tournament_translations where tournament_id = ${first.body.data.id}::bigint`,
    );
    expect(titles).toEqual([{ language: 'en', title: 'Reef Ocean Drops II' }]);

    const standings = [
      { rank: 1, player: 'Ma***', casino: 'Orca', score: 'x120.00', prize: '50.00 EUR' },
      { rank: 2, player: 'Lu***', casino: 'Lucky Lagoon', score: 'x80.00' },
    ];
    const published = await signed('promotions/standings', { promotionId: 'ocean-1', standings });
    expect(published.status).toBe(200);
    const [stored] = await queryRows<{ standings: unknown; standings_at: Date | null }>(
      t.database.db,
      sql`select standings, standings_at from tournaments where provider_id = 'reef' and external_id = 'ocean-1'`,
    );
    expect(stored!.standings).toEqual(
      standings.map((s) => ({ ...s, username: `${s.player} · ${s.casino}` })),
    );
    // The public page shows them as published, each line labelled with its casino.
    const page = await t.request({ method: 'GET', url: '/api/v1/tournaments/reef-ocean-1' });
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ type: 'network', title: 'Reef Ocean Drops II' });
    expect(page.body.data.leaderboard).toEqual([
      { rank: 1, username: 'Ma*** · Orca', score: 'x120.00', reachedAt: null },
      { rank: 2, username: 'Lu*** · Lucky Lagoon', score: 'x80.00', reachedAt: null },
    ]);
    expect(stored!.standings_at).not.toBeNull();
    expect(
      (await signed('promotions/standings', { promotionId: 'nobody', standings })).body.info
        .resultCode,
    ).toBe('promotion_not_found');
  });

  it('refuses an unsigned publication, games the casino does not have and a window that ends before it starts', async () => {
    expect(
      (await signed('promotions/publish', promotion('forged-1'), 'someone-else-secret-000')).body
        .info.resultCode,
    ).toBe('invalid_signature');
    expect(
      (await signed('promotions/publish', promotion('bad-games', { games: ['no-such-game'] }))).body
        .info.resultCode,
    ).toBe('validation_error');
    const backwards = promotion('backwards', {
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() - hour).toISOString(),
    });
    expect((await signed('promotions/publish', backwards)).body.info.resultCode).toBe(
      'validation_error',
    );
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from tournaments where external_id in ('forged-1', 'bad-games', 'backwards')`,
    );
    expect(count!.n).toBe(0);
  });
});

describe('promoWin', () => {
  beforeAll(async () => {
    await signed('promotions/publish', promotion('ocean-1'));
  });

  it('credits once under replays and concurrent duplicates, from the provider-promotions account, and tells the player in their language', async () => {
    const playerId = await playerIdOf('Dropwin001', 'es');
    const before = BigInt(await cashOf(playerId));
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => win(playerId, 'drop-1', '5.00')),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a.body.data))).size).toBe(1);
    const replay = await win(playerId, 'drop-1', '5.00');
    expect(replay.body.data).toEqual(answers[0]!.body.data);
    expect(BigInt(await cashOf(playerId)) - before).toBe(500n);

    const rows = await queryRows<{ amount_minor: string; prize_kind: string }>(
      t.database.db,
      sql`select amount_minor::text, prize_kind from provider_promotion_wins where provider_id = 'reef' and transaction_id = 'drop-1'`,
    );
    expect(rows).toEqual([{ amount_minor: '500', prize_kind: 'drop' }]);
    const [house] = await queryRows<{ balance: string }>(
      t.database.db,
      sql`select balance::text from ledger_accounts where kind = 'house_provider_promotions' and currency = 'EUR'`,
    );
    expect(BigInt(house!.balance)).toBeLessThanOrEqual(-500n);
    const notices = await queryRows<{ params: Record<string, string> }>(
      t.database.db,
      sql`select params from player_notices where player_id = ${playerId}::bigint and kind = 'network_promotion_won'`,
    );
    expect(notices.map((n) => n.params)).toEqual([
      { amount: '5.00', currency: 'EUR', promotion: 'Gotas del océano' },
    ]);
  });

  it('refuses the same id with another amount, a bad signature, an unknown promotion, a wrong currency and non-positive or malformed amounts', async () => {
    const playerId = await playerIdOf('Dropwin002');
    expect((await win(playerId, 'drop-2', '5.00')).status).toBe(200);
    const other = await win(playerId, 'drop-2', '6.00');
    expect(other.status).toBe(409);
    expect(other.body.info.resultCode).toBe('duplicate_transaction');
    expect(
      (await win(playerId, 'drop-2', '5.00', { prizeKind: 'tournament', rank: 1 })).body.info
        .resultCode,
    ).toBe('duplicate_transaction');
    const forged = await signed(
      'wallet/promoWin',
      {
        transactionId: 'drop-3',
        promotionId: 'ocean-1',
        playerId,
        currency: 'EUR',
        amount: '5.00',
        prizeKind: 'drop',
      },
      'someone-else-secret-000',
    );
    expect(forged.status).toBe(401);
    expect(forged.body.info.resultCode).toBe('invalid_signature');
    expect(
      (await win(playerId, 'drop-4', '5.00', { promotionId: 'nobody' })).body.info.resultCode,
    ).toBe('promotion_not_found');
    expect((await win(playerId, 'drop-5', '5.00', { currency: 'USD' })).body.info.resultCode).toBe(
      'validation_error',
    );
    for (const amount of ['0.00', '-5.00', '1e9', '12345678901234.00'])
      expect((await win(playerId, `drop-amount-${amount}`, amount)).body.info.resultCode).toBe(
        'validation_error',
      );
    expect(await cashOf(playerId)).toBe('2500');
  });

  it('never pays past the published prize pool, also when wins race for its last euros', async () => {
    await signed(
      'promotions/publish',
      promotion('small-pool', { prizePool: [{ currency: 'EUR', amount: '20.00' }] }),
    );
    const playerId = await playerIdOf('Dropwin003');
    expect(
      (await win(playerId, 'pool-huge', '999999.00', { promotionId: 'small-pool' })).body.info
        .resultCode,
    ).toBe('promotion_prize_pool_exceeded');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        win(playerId, `pool-${i}`, '3.00', { promotionId: 'small-pool' }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(6);
    expect(
      answers
        .filter((a) => a.status !== 200)
        .every((a) => a.body.info.resultCode === 'promotion_prize_pool_exceeded'),
    ).toBe(true);
    // A replay of a paid win still answers although the pool is now full.
    const paid = answers.findIndex((a) => a.status === 200);
    expect(
      (await win(playerId, `pool-${paid}`, '3.00', { promotionId: 'small-pool' })).status,
    ).toBe(200);
    expect((await win(playerId, 'pool-last', '2.00', { promotionId: 'small-pool' })).status).toBe(
      200,
    );
    expect(
      (await win(playerId, 'pool-over', '0.01', { promotionId: 'small-pool' })).body.info
        .resultCode,
    ).toBe('promotion_prize_pool_exceeded');
    expect(await cashOf(playerId)).toBe('4000');
  });

  it('lists what each promotion paid per currency for the operator to invoice, to tournament managers only', async () => {
    const manager = await operatorSession(t, 'marketing');
    const listed = await t.request({
      method: 'GET',
      url: '/api/v1/admin/network-promotions/wins',
      headers: { 'x-operator-session': manager },
    });
    expect(listed.status).toBe(200);
    const small = listed.body.data.promotions.find(
      (p: { promotionId: string }) => p.promotionId === 'small-pool',
    );
    expect(small).toMatchObject({
      providerId: 'reef',
      title: 'Reef Ocean Drops',
      totals: [{ currency: 'EUR', wins: 7, drops: 7, amount: '20.00', prizePool: '20.00' }],
    });
    const support = await operatorSession(t, 'support');
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/v1/admin/network-promotions/wins',
          headers: { 'x-operator-session': support },
        })
      ).status,
    ).toBe(403);
  });
});
