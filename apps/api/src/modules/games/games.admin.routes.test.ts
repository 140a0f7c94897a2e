import type { AdminGame, AdminGames } from '@orca/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  cashierReadyPlayer,
  createTestApp,
  fundedPlayer,
  operatorSession,
  TEST_API_KEY,
  type TestApp,
} from '../../../test/harness.ts';
import { buildApp } from '../../app.ts';
import { auditLog, games } from '../../db/schema/index.ts';
import { signPayload } from '../../platform/signature.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';
import { seedCatalogue } from './catalogue.seed.ts';
import { createCatalogueService } from './catalogue.service.ts';

let t: TestApp;
let admin: string;
let reader: string;
let outsider: string;
beforeAll(async () => {
  t = await createTestApp(
    process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {},
  );
  admin = await operatorSession(t, 'admin');
  // The payments desk reads the figures (reports.read) but does not run the lobby.
  reader = await operatorSession(t, 'payments');
  outsider = await operatorSession(t, 'compliance');
});
afterEach(async () => {
  expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
});
afterAll(() => t.close());

const asOperator = (session: string) => ({ 'x-operator-session': session });
const listGames = async (session = admin): Promise<AdminGames> => {
  const response = await t.request({
    method: 'GET',
    url: '/api/v1/admin/games',
    headers: asOperator(session),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as AdminGames;
};
const gameOf = async (id: string): Promise<AdminGame> => {
  const game = (await listGames()).games.find((g) => g.id === id);
  if (!game) throw new Error(`${id} is not listed`);
  return game;
};
const patch = (id: string, payload: Record<string, unknown>, session = admin) =>
  t.request({
    method: 'PATCH',
    url: `/api/v1/admin/games/${id}`,
    headers: asOperator(session),
    payload,
  });
const lobby = async (category: string, sort = 'popular', flags = '') => {
  const response = await t.request({
    method: 'GET',
    url: `/api/v1/games/filter/${category}/all/${sort}/100/0${flags}`,
  });
  expect(response.status).toBe(200);
  return (response.body.data.games as { id: string }[]).map((g) => g.id);
};
const search = async (title: string) =>
  (
    (await t.request({ method: 'GET', url: `/api/v1/games/search/${title}` })).body.data.games as {
      id: string;
    }[]
  ).map((g) => g.id);

async function openGame(gameId: string, player: string) {
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
const play = (session: string, url: string, payload: object) =>
  t.request({
    method: 'POST',
    url: `/api/v1/play/${url}`,
    headers: { 'x-game-session': session },
    payload,
  });

/** A player of `currency` whose deposit the sandbox provider confirmed (fundedPlayer deposits in EUR). */
async function fundedIn(username: string, currency: string, amount: string) {
  const session = await cashierReadyPlayer(t, username, { currency });
  const started = await t.request({
    method: 'POST',
    url: '/api/v1/cashier/deposit',
    player: session.sessionid,
    payload: { method: 'sandbox-bank', amount },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const paymentId = started.body.data.paymentId as string;
  const body = JSON.stringify({
    id: `evt-${paymentId}`,
    type: 'payment.confirmed',
    data: {
      reference: paymentId,
      checkoutId: 'test',
      amountMinor: (BigInt(amount) * 100n).toString(),
      currency,
    },
  });
  const hook = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook/sandbox',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': signPayload(t.config.SANDBOX_WEBHOOK_SECRET, body),
    },
  });
  expect(hook.statusCode, hook.body).toBe(200);
  return session;
}

const auditOf = (action: string, gameId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, gameId)))
    .orderBy(auditLog.id);

describe('GET /admin/games', () => {
  it('lists every game, disabled ones too, with provider, section, flags, position and declared RTP; reading takes reports.read', async () => {
    const { games, providers } = await listGames(reader);
    const dice = games.find((g) => g.id === 'orca-dice');
    expect(dice).toMatchObject({
      provider: 'orca',
      providerName: 'Orca Originals',
      section: 'crash-and-fast',
      isEnabled: true,
      isProviderEnabled: true,
      declaredRtp: '98.99',
    });
    expect(games.find((g) => g.id === 'orca-crash')?.tags).toContain('crash');
    expect(providers.find((p) => p.id === 'orca')).toMatchObject({
      kind: 'inhouse',
      isEnabled: true,
    });
    expect(providers.find((p) => p.id === 'orca')?.gameCount).toBe(
      games.filter((g) => g.provider === 'orca').length,
    );

    const refused = await t.request({
      method: 'GET',
      url: '/api/v1/admin/games',
      headers: asOperator(outsider),
    });
    expect(refused.status).toBe(403);
    // Reading the figures is not running the lobby.
    const change = await patch('orca-dice', { isEnabled: false }, reader);
    expect(change.status).toBe(403);
    expect((await gameOf('orca-dice')).isEnabled).toBe(true);
  });

  it('compares 30 days of settled real-money rounds with the declared RTP, in EUR equivalents; fun and open rounds do not count', async () => {
    const before = (await gameOf('orca-limbo')).performance;
    expect(before).toMatchObject({
      rounds: 0,
      betsEur: '0.00',
      winsEur: '0.00',
      actualRtp: null,
      byCurrency: [],
    });

    const eur = await fundedPlayer(t, 'RtpEuro01', '200');
    const nok = await fundedIn('RtpNorsk01', 'NOK', '2000');
    const spent = { EUR: { bet: 0, win: 0, rounds: 0 }, NOK: { bet: 0, win: 0, rounds: 0 } };
    for (const [player, currency, bet] of [
      [eur.sessionid, 'EUR', '2.50'],
      [nok.sessionid, 'NOK', '20.00'],
    ] as const) {
      const session = await openGame('orca-limbo', player);
      for (let i = 0; i < 6; i += 1) {
        const response = await play(session, 'limbo', { bet, target: 1.9 });
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        spent[currency].bet += Number(bet);
        spent[currency].win += Number(response.body.data.round.win);
        spent[currency].rounds += 1;
      }
    }
    // Fun money is no performance.
    const fun = await t.request({
      method: 'GET',
      url: '/api/v1/player/game/orca-limbo?play_for_fun=1',
    });
    const funToken = new URL(fun.body.data.url).searchParams.get('token')!;
    const funSession = (
      await t.request({ method: 'POST', url: '/api/v1/play/session', payload: { token: funToken } })
    ).body.data.sessionToken as string;
    expect((await play(funSession, 'limbo', { bet: '10', target: 2 })).status).toBe(200);

    const after = (await gameOf('orca-limbo')).performance;
    expect(after.rounds).toBe(12);
    expect(after.byCurrency).toEqual([
      {
        currency: 'EUR',
        rounds: 6,
        bets: spent.EUR.bet.toFixed(2),
        wins: spent.EUR.win.toFixed(2),
      },
      {
        currency: 'NOK',
        rounds: 6,
        bets: spent.NOK.bet.toFixed(2),
        wins: spent.NOK.win.toFixed(2),
      },
    ]);
    // 10 NOK = 1 EUR (spec section 9).
    const betsEur = spent.EUR.bet + spent.NOK.bet / 10;
    const winsEur = spent.EUR.win + spent.NOK.win / 10;
    expect(Number(after.betsEur)).toBeCloseTo(betsEur, 2);
    expect(Number(after.winsEur)).toBeCloseTo(winsEur, 2);
    expect(after.actualRtp).toBe(
      (Math.floor((Math.round(winsEur * 100) * 10_000) / Math.round(betsEur * 100)) / 100).toFixed(
        2,
      ),
    );
  });
});

describe('PATCH /admin/games/{id}', () => {
  it('names what is wrong: an unknown game, a bad position, an unknown tag, an empty change, an unknown field', async () => {
    const unknown = await patch('orca-no-such-game', { isEnabled: false });
    expect(unknown.status).toBe(404);
    expect(unknown.body.info.resultCode).toBe('game_not_found');

    for (const position of [0, -3, 1.5, '2', 10_001]) {
      const response = await patch('orca-dice', { position });
      expect(response.status, JSON.stringify(position)).toBe(400);
      expect(response.body.info.resultCode).toBe('validation_error');
      expect(response.body.info.message).toContain('position');
    }
    const pastTheEnd = await patch('orca-dice', { position: 9_999 });
    expect(pastTheEnd.status).toBe(400);
    expect(pastTheEnd.body.info.message).toMatch(/position.*past the end of the section/i);

    const tag = await patch('orca-dice', { tags: ['new', 'hot'] });
    expect(tag.status).toBe(400);
    expect(tag.body.info.message).toMatch(/tags.*Unknown game tag/);
    const twice = await patch('orca-dice', { tags: ['new', 'new'] });
    expect(twice.body.info.message).toMatch(/Each tag only once/);
    const section = await patch('orca-dice', { section: 'sportsbook' });
    expect(section.body.info.message).toMatch(/Unknown lobby section/);
    const empty = await patch('orca-dice', {});
    expect(empty.status).toBe(400);
    expect(empty.body.info.message).toMatch(/Nothing to change/);
    const extra = await patch('orca-dice', { isEnabled: false, rtpBasisPoints: 10_000 });
    expect(extra.status).toBe(400);

    const dice = await gameOf('orca-dice');
    expect(dice).toMatchObject({ isEnabled: true, declaredRtp: '98.99' });
    expect(await auditOf('game.updated', 'orca-dice')).toEqual([]);
  });

  it('disables a game: gone from the lobby and search, launch and new rounds refused, its open round still settles; audited; enabled again it is back', async () => {
    const { sessionid } = await fundedPlayer(t, 'MinesOpen01', '50');
    const session = await openGame('orca-mines', sessionid);
    const started = await play(session, 'mines/start', { bet: '2', mines: 3 });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const roundId = started.body.data.round.roundId as string;

    const off = await patch('orca-mines', { isEnabled: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data).toMatchObject({ id: 'orca-mines', isEnabled: false });

    expect(await search('Mines')).not.toContain('orca-mines');
    expect(await lobby('all', 'popular', '?crash-and-fast=1')).not.toContain('orca-mines');
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/games/orca-mines' })).body.info.resultCode,
    ).toBe('game_not_found');
    const launch = await t.request({
      method: 'GET',
      url: '/api/v1/player/game/orca-mines',
      player: sessionid,
    });
    expect(launch.status).toBe(409);
    expect(launch.body.info.resultCode).toBe('game_unavailable');
    const fun = await t.request({
      method: 'GET',
      url: '/api/v1/player/game/orca-mines?play_for_fun=1',
    });
    expect(fun.body.info.resultCode).toBe('game_unavailable');
    const another = await play(session, 'mines/start', { bet: '2', mines: 3 });
    expect(another.body.info.resultCode).toBe('game_unavailable');
    // The round opened before the switch is the player's money: it still plays out and pays.
    const cashout = await play(session, 'mines/cashout', { roundId });
    expect(cashout.status, JSON.stringify(cashout.body)).toBe(200);
    expect(cashout.body.data.round).toMatchObject({ roundId, status: 'closed' });

    const [entry] = await auditOf('game.updated', 'orca-mines');
    expect(entry).toMatchObject({
      actorKind: 'operator',
      targetKind: 'game',
      before: { isEnabled: true },
      after: { isEnabled: false },
    });
    expect(entry?.ip).toBeTruthy();
    expect((await gameOf('orca-mines')).isEnabled).toBe(false);

    expect((await patch('orca-mines', { isEnabled: true })).status).toBe(200);
    expect(await search('Mines')).toContain('orca-mines');
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/player/game/orca-mines', player: sessionid }))
        .status,
    ).toBe(200);
  });

  it('refuses new bets of an open game session the moment the game is disabled (the cached game is forgotten)', async () => {
    const { sessionid } = await fundedPlayer(t, 'CachedDice1', '20');
    const session = await openGame('orca-dice', sessionid);
    expect((await play(session, 'dice', { bet: '1', target: 50, direction: 'over' })).status).toBe(
      200,
    );
    expect((await patch('orca-dice', { isEnabled: false })).status).toBe(200);
    expect(
      (await play(session, 'dice', { bet: '1', target: 50, direction: 'over' })).body.info
        .resultCode,
    ).toBe('game_unavailable');
    expect((await patch('orca-dice', { isEnabled: true })).status).toBe(200);
    expect((await play(session, 'dice', { bet: '1', target: 50, direction: 'over' })).status).toBe(
      200,
    );
  });

  it('moves a game within its section: the lobby order follows, positions stay 1..n, and the Popular category keeps to the rounds', async () => {
    const casino = async () =>
      (await listGames()).games
        .filter((g) => g.section === 'casino')
        .sort((a, b) => a.position - b.position);
    const start = await casino();
    const last = start.at(-1)!;
    const moved = await patch(last.id, { position: 1 });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.position).toBe(1);
    const after = await casino();
    expect(after.map((g) => g.position)).toEqual(after.map((_, i) => i + 1));
    expect(after.map((g) => g.id)).toEqual([last.id, ...start.slice(0, -1).map((g) => g.id)]);
    expect((await lobby('all'))[0]).toBe(last.id);

    // One down: it swaps with the next.
    expect((await patch(last.id, { position: 2 })).status).toBe(200);
    expect((await lobby('all')).slice(0, 2)).toEqual([start[0]!.id, last.id]);
    const [entry] = await auditOf('game.updated', last.id);
    expect(entry?.before).toMatchObject({ position: last.position });
  });

  it('shows places 1..n where stored positions have gaps (an older seed numbered all sections together) and moves from there', async () => {
    await t.database.db
      .update(games)
      .set({ position: sql`${games.position} * 10 + 5` })
      .where(eq(games.section, 'crash-and-fast'));
    const section = (await listGames()).games
      .filter((g) => g.section === 'crash-and-fast')
      .sort((a, b) => a.position - b.position);
    expect(section.map((g) => g.position)).toEqual(section.map((_, i) => i + 1));
    const second = section[1]!;
    const audited = (await auditOf('game.updated', second.id)).length;
    // Already second: nothing to do, nothing audited.
    expect((await patch(second.id, { position: 2 })).body.data.position).toBe(2);
    expect(await auditOf('game.updated', second.id)).toHaveLength(audited);
    expect((await patch(second.id, { position: 1 })).body.data.position).toBe(1);
    expect((await lobby('all', 'popular', '?crash-and-fast=1'))[0]).toBe(second.id);
    const entries = await auditOf('game.updated', second.id);
    expect(entries).toHaveLength(audited + 1);
    expect(entries.at(-1)).toMatchObject({ before: { position: 2 }, after: { position: 1 } });
  });

  it('keeps positions whole when two operators reorder one section at once', async () => {
    const second = await operatorSession(t, 'admin');
    const ids = (await listGames()).games
      .filter((g) => g.section === 'crash-and-fast')
      .map((g) => g.id);
    const [a, b] = [ids.at(-1)!, ids.at(-2)!];
    const answers = await Promise.all([
      patch(a, { position: 1 }),
      patch(b, { position: 1 }, second),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const positions = (await listGames()).games
      .filter((g) => g.section === 'crash-and-fast')
      .map((g) => g.position)
      .sort((x, y) => x - y);
    expect(positions).toEqual(positions.map((_, i) => i + 1));
  });

  it('flags a game new and it shows among the new releases; moves it to another section', async () => {
    const target = (await listGames()).games.find(
      (g) => g.section === 'casino' && !g.tags.includes('new'),
    )!;
    expect(await lobby('new', 'newest')).not.toContain(target.id);
    const flagged = await patch(target.id, { tags: [...target.tags, 'new'] });
    expect(flagged.status).toBe(200);
    expect(await lobby('new', 'newest')).toContain(target.id);

    // A game moved to another section goes to the end of it (the Money Wheel is already there).
    const shows = (await listGames()).games.filter((g) => g.section === 'game-shows').length;
    const moved = await patch(target.id, { section: 'game-shows' });
    expect(moved.body.data).toMatchObject({ section: 'game-shows', position: shows + 1 });
    expect(await lobby('all', 'popular', '?game-shows=1')).toContain(target.id);
    expect(await lobby('all')).not.toContain(target.id);
    const casino = (await listGames()).games
      .filter((g) => g.section === 'casino')
      .map((g) => g.position)
      .sort((x, y) => x - y);
    expect(casino).toEqual(casino.map((_, i) => i + 1));
    expect((await patch(target.id, { section: 'casino', tags: target.tags })).status).toBe(200);
  });

  it('keeps what operators changed when the catalogue is seeded again at the next start', async () => {
    const target = (await listGames()).games.find(
      (g) => g.section === 'casino' && g.tags.length > 0 && g.isEnabled,
    )!;
    expect(
      (
        await patch(target.id, {
          isEnabled: false,
          tags: ['roulette', 'fast'],
          section: 'livecasino',
          position: 1,
        })
      ).status,
    ).toBe(200);
    const changed = await gameOf(target.id);

    await seedCatalogue(createCatalogueService(t.database.db), []);

    expect(await gameOf(target.id)).toMatchObject({
      isEnabled: false,
      tags: ['roulette', 'fast'],
      position: changed.position,
      section: 'livecasino',
    });
    expect(
      (await patch(target.id, { isEnabled: true, tags: target.tags, section: 'casino' })).status,
    ).toBe(200);
  });
});

describe('PATCH /admin/game-providers/{id}', () => {
  it('takes a whole provider out of the lobby and launches, audited, and back', async () => {
    const off = await t.request({
      method: 'PATCH',
      url: '/api/v1/admin/game-providers/orca',
      headers: asOperator(admin),
      payload: { isEnabled: false },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data).toMatchObject({ id: 'orca', isEnabled: false });
    expect(await search('Dice')).toEqual([]);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/player/game/orca-dice?play_for_fun=1' })).body
        .info.resultCode,
    ).toBe('game_unavailable');
    expect((await gameOf('orca-dice')).isProviderEnabled).toBe(false);
    expect(await auditOf('game_provider.updated', 'orca')).toHaveLength(1);

    const unknown = await t.request({
      method: 'PATCH',
      url: '/api/v1/admin/game-providers/nobody',
      headers: asOperator(admin),
      payload: { isEnabled: false },
    });
    expect(unknown.status).toBe(404);
    const on = await t.request({
      method: 'PATCH',
      url: '/api/v1/admin/game-providers/orca',
      headers: asOperator(admin),
      payload: { isEnabled: true },
    });
    expect(on.status).toBe(200);
    expect(await search('Dice')).toContain('orca-dice');
  });
});

describe.runIf(process.env.ORCA_TEST_DB === 'postgres' && process.env.TEST_REDIS_URL)(
  'two instances sharing the database and Redis',
  () => {
    let second: FastifyInstance;
    beforeAll(async () => {
      second = await buildApp({ config: t.config, database: t.database, logger: false });
      await second.ready();
    });
    afterAll(() => second.close());

    it('refuses a launch on the other instance at once after a game is disabled, though it had the game cached', async () => {
      const launchThere = async () =>
        (
          await second.inject({
            method: 'GET',
            url: '/api/v1/player/game/orca-keno?play_for_fun=1',
            headers: { 'api-key': TEST_API_KEY, 'x-forwarded-for': '10.200.0.1' },
          })
        ).json<{ info: { resultCode: string } }>().info.resultCode;
      expect(await launchThere()).toBe('ok');
      expect((await patch('orca-keno', { isEnabled: false })).status).toBe(200);
      // The change travels through Redis; it arrives within moments, well before the cache would expire.
      await expect.poll(launchThere, { timeout: 2_000, interval: 50 }).toBe('game_unavailable');
      expect((await patch('orca-keno', { isEnabled: true })).status).toBe(200);
      await expect.poll(launchThere, { timeout: 2_000, interval: 50 }).toBe('ok');
    });
  },
);

describe('GET /games', () => {
  it("counts each provider's games per lobby section, so a lobby's provider filter counts what that lobby shows", async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/games' });
    expect(response.status).toBe(200);
    const orca = (
      response.body.data.providers as {
        id: string;
        gameCount: number;
        sections: { section: string; gameCount: number }[];
      }[]
    ).find((p) => p.id === 'orca');
    expect(orca).toBeDefined();
    for (const [section, flag] of [
      ['casino', ''],
      ['crash-and-fast', '?crash-and-fast=1'],
      ['livecasino', '?livecasino=1'],
      ['game-shows', '?game-shows=1'],
    ] as const) {
      const listed = await t.request({
        method: 'GET',
        url: `/api/v1/games/filter/all/orca/name/100/0${flag}`,
      });
      expect(orca!.sections.find((s) => s.section === section)?.gameCount ?? 0, section).toBe(
        listed.body.data.total,
      );
    }
    expect(orca!.sections.reduce((sum, s) => sum + s.gameCount, 0)).toBe(orca!.gameCount);
  });

  it('counts only the games available on mobile when asked with ?mobile=1 (spec section 7)', async () => {
    type Overview = {
      total: number;
      providers: {
        id: string;
        gameCount: number;
        sections: { section: string; gameCount: number }[];
      }[];
      sections: { section: string; gameCount: number }[];
    };
    const overview = async (query: string) => {
      const response = await t.request({ method: 'GET', url: `/api/v1/games${query}` });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data as Overview;
    };
    const slotsOf = (o: Overview) => o.sections.find((s) => s.section === 'casino')?.gameCount ?? 0;
    const orcaOf = (o: Overview) => o.providers.find((p) => p.id === 'orca')!;
    await t.database.db
      .update(games)
      .set({ isMobile: false })
      .where(eq(games.id, 'orca-lucky-sevens'));
    try {
      const [all, mobile, notMobile] = await Promise.all([
        overview(''),
        overview('?mobile=1'),
        overview('?mobile=0'),
      ]);
      expect(mobile.total).toBe(all.total - 1);
      expect(slotsOf(mobile)).toBe(slotsOf(all) - 1);
      expect(orcaOf(mobile).gameCount).toBe(orcaOf(all).gameCount - 1);
      expect(orcaOf(mobile).sections.find((s) => s.section === 'casino')?.gameCount).toBe(
        (orcaOf(all).sections.find((s) => s.section === 'casino')?.gameCount ?? 0) - 1,
      );
      expect(notMobile).toEqual(all);
      // The mobile lobby lists what the mobile count says.
      const listed = await t.request({
        method: 'GET',
        url: '/api/v1/games/filter/all/orca/name/100/0?mobile=1',
      });
      expect(listed.body.data.total).toBe(
        orcaOf(mobile).sections.find((s) => s.section === 'casino')?.gameCount,
      );
    } finally {
      await t.database.db
        .update(games)
        .set({ isMobile: true })
        .where(eq(games.id, 'orca-lucky-sevens'));
    }
    const unknown = await t.request({ method: 'GET', url: '/api/v1/games?mobile=maybe' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.fields[0]).toMatchObject({ field: 'mobile' });
  });
});
