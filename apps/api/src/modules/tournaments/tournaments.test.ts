import {
  LANGUAGES,
  type AdminTournament,
  type TournamentDetail,
  type TournamentInput,
  type TournamentLeaderboardMessage,
} from '@orca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { drainUntilCaughtUp } from '../../../test/events.ts';
import { createTestApp, operatorSession, signUp, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { createEventProcessor, type EventProcessor } from '../../platform/domain-events.ts';
import {
  DEFAULT_WAGERING_CONTRIBUTION,
  type CampaignInput,
  type NoticeParams,
} from '@orca/contracts';
import { createMailer } from '../../platform/mail.ts';
import { createBonusEngine } from '../bonus/bonus.engine.ts';
import { createOffersService } from '../bonus/offers.service.ts';
import { createCatalogueService } from '../games/catalogue.service.ts';
import { createLimitsService } from '../limits/limits.service.ts';
import { renderNotice } from '../messages/messages.service.ts';
import { createPlayerService } from '../profile/player.service.ts';
import { createSessionService } from '../session/session.service.ts';
import { createLedgerService, type LedgerService } from '../wallet/ledger.service.ts';
import { createWalletService, type WalletService } from '../wallet/wallet.service.ts';
import { scoresConsumer } from './tournaments.consumer.ts';
import {
  createTournamentsService,
  type TournamentsDeps,
  type TournamentsService,
} from './tournaments.service.ts';

const GOLD = 'orca-gold-rush';
const NEON = 'orca-neon-harbor';
const SEVENS = 'orca-lucky-sevens';
const HOUR = 3_600_000;

let t: TestApp;
let ledger: LedgerService;
let wallet: WalletService;
let tournaments: TournamentsService;
let processor: EventProcessor;
let marketing: string;
let support: string;
/** The bonus domain's prize grant, built as app.ts builds it. */
let bonusPrizes: TournamentsDeps['bonusPrizes'];
/** Rounds the test says a free spin staked, on top of the wallet's own answer. */
const houseStaked = new Set<string>();
const published: TournamentLeaderboardMessage[] = [];
let names = 0;
/** Each race gets a window of its own in the past, so no round counts for two of them. */
let windows = 0;

beforeAll(async () => {
  t = await createTestApp();
  // The app's own jobs would run the same consumer and end job: stopped, so each test decides when they run.
  await t.app.ready();
  await t.jobs.stop();
  const { db } = t.database;
  ledger = createLedgerService(db);
  wallet = createWalletService(ledger);
  const catalogue = createCatalogueService(db);
  const players = createPlayerService(db);
  const limits = createLimitsService({
    db,
    players,
    sessions: createSessionService(db, { idleMinutes: 30 }),
    mailer: createMailer(db, { from: 'test@orca.test' }),
    publicUrl: 'http://localhost',
    // This test asks only whether a player is excluded; the limits' deposit and play figures are never read.
    depositedOver: () => Promise.reject(new Error('not read in this test')),
    netLosses: () => Promise.reject(new Error('not read in this test')),
    playResultSince: () => Promise.reject(new Error('not read in this test')),
  });
  const offers = createOffersService({
    db,
    engine: createBonusEngine({ db, wallet, termsOf: catalogue.termsOf }),
    catalogue,
    players,
    limits,
    creditedDeposits: async () => 0,
  });
  bonusPrizes = {
    grant: (...a) => offers.grantPrize(...a),
    campaign: (...a) => offers.prizeCampaign(...a),
  };
  tournaments = createTournamentsService({
    db,
    wallet,
    catalogue,
    limits: { assertNotExcluded: async () => undefined },
    bonusPrizes,
  });
  processor = createEventProcessor(
    db,
    scoresConsumer({
      tournaments,
      db,
      events: {
        publish: async (_topic, payload) =>
          void published.push(payload as TournamentLeaderboardMessage),
      },
      freeSpinRounds: async (tx, ids) =>
        new Set([
          ...(await wallet.freeSpinRounds(tx, ids)),
          ...ids.filter((id) => houseStaked.has(id)),
        ]),
    }),
  );
  marketing = await operatorSession(t, 'marketing');
  support = await operatorSession(t, 'payments');
});
afterEach(async () => {
  expect((await ledger.audit()).problems).toEqual([]);
});
afterAll(() => t.close());

const uniqueName = (prefix: string) => {
  names += 1;
  return `${prefix}${names}${Date.now().toString(36).slice(-4)}`.slice(0, 20);
};

async function player(
  prefix: string,
  currency = 'EUR',
): Promise<{ id: string; username: string; sessionid: string }> {
  const username = uniqueName(prefix);
  const { sessionid } = await signUp(t, username, { currency });
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id::text from players where username = ${username}`,
  );
  return { id: row!.id, username, sessionid };
}

const asOperator = (
  session: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) =>
  t.request({
    method,
    url: `/api/v1${url}`,
    headers: { 'x-operator-session': session },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

function raceInput(
  overrides: Partial<TournamentInput> & { window?: { startsAt: Date; endsAt: Date } } = {},
): TournamentInput & { window: { startsAt: Date; endsAt: Date } } {
  windows += 1;
  const startsAt = new Date(Date.now() - (windows * 3 + 10) * HOUR);
  const window = overrides.window ?? { startsAt, endsAt: new Date(startsAt.getTime() + 2 * HOUR) };
  return {
    url: `race-${windows}-${Date.now().toString(36)}`,
    startsAt: window.startsAt.toISOString(),
    endsAt: window.endsAt.toISOString(),
    recurrence: 'none',
    gameIds: [GOLD, NEON],
    minBetEur: '0.50',
    enrolment: 'auto',
    scoring: 'total_wagered',
    scoringParams: {},
    prizes: [
      { fromRank: 1, toRank: 1, kind: 'cash', amountEur: '100.00' },
      { fromRank: 2, toRank: 2, kind: 'cash', amountEur: '50.00' },
      { fromRank: 3, toRank: 3, kind: 'cash', amountEur: '20.00' },
      { fromRank: 4, toRank: 10, kind: 'cash', amountEur: '5.00' },
    ],
    texts: {
      en: {
        title: 'Test Race',
        summary: 'A race for the tests',
        terms: 'Rule **one**.\n\n<script>alert(1)</script>',
      },
      de: { title: 'Testrennen', summary: 'Ein Rennen', terms: 'Regel' },
    },
    ...overrides,
    window,
  };
}

async function createRace(
  overrides: Parameters<typeof raceInput>[0] = {},
): Promise<AdminTournament & { window: { startsAt: Date; endsAt: Date } }> {
  const { window, ...input } = raceInput(overrides);
  const created = await asOperator(marketing, 'POST', '/admin/tournaments', input);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { ...(created.body.data as AdminTournament), window };
}

/** A settled round as the games write it, at `minutes` after the race's start. */
async function round(r: {
  playerId: string;
  game?: string;
  bet: bigint;
  win: bigint;
  at: Date;
  mode?: 'real' | 'fun';
  currency?: string;
  status?: string;
}): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into game_rounds (provider_id, external_round_id, game_id, player_id, mode, currency, bet_minor, win_minor, status, closed_at)
      values ('orca', ${crypto.randomUUID()}, ${r.game ?? GOLD}, ${r.playerId}::bigint, ${r.mode ?? 'real'}, ${r.currency ?? 'EUR'}, ${r.bet}, ${r.win}, ${r.status ?? 'closed'}, ${r.at.toISOString()}::timestamptz)
      returning id::text`,
  );
  return row!.id;
}
const minutes = (race: { window: { startsAt: Date } }, m: number) =>
  new Date(race.window.startsAt.getTime() + m * 60_000);

const scored = () => drainUntilCaughtUp(t.database.db, processor, ['round.settled']);

async function entries(raceId: string) {
  return queryRows<{
    player_id: string;
    score: string;
    qualifying_bets: number;
    reached_at: Date | string | null;
  }>(
    t.database.db,
    sql`select player_id::text, score::text, qualifying_bets, reached_at from tournament_entries where tournament_id = ${raceId}::bigint order by score desc, reached_at`,
  );
}
const scoreOf = async (raceId: string, playerId: string) =>
  (await entries(raceId)).find((e) => e.player_id === playerId)?.score ?? null;

describe('scoring rules', () => {
  it('total wagered: every qualifying bet in EUR, at the contracts’ equivalents (100 NOK is 10 EUR)', async () => {
    const race = await createRace();
    const eur = await player('Wager');
    const nok = await player('Krone', 'NOK');
    await round({ playerId: eur.id, bet: 100n, win: 0n, at: minutes(race, 5) });
    await round({ playerId: eur.id, game: NEON, bet: 250n, win: 900n, at: minutes(race, 6) });
    await round({ playerId: nok.id, bet: 10_000n, win: 0n, currency: 'NOK', at: minutes(race, 7) });
    await scored();
    expect(await scoreOf(race.id, eur.id)).toBe('3500000');
    expect(await scoreOf(race.id, nok.id)).toBe('10000000');

    const page = await t.request({ method: 'GET', url: `/api/v1/tournaments/${race.url}` });
    expect(page.status).toBe(200);
    const detail = page.body.data as TournamentDetail;
    expect(detail.leaderboard.map((e) => [e.rank, e.score])).toEqual([
      [1, '10.00'],
      [2, '3.50'],
    ]);
    expect(detail.leaderboard[0]!.username).not.toBe(nok.username);
    expect(detail.leaderboard[0]!.username).toContain('***');
    // The terms are Markdown rendered safely: the script tag does not survive.
    expect(detail.termsHtml).toContain('<strong>one</strong>');
    expect(detail.termsHtml).not.toContain('<script');
    expect(
      published.some((m) => m.tournamentId === race.id && m.leaderboard[0]?.score === '10.00'),
    ).toBe(true);
  });

  it('first N multipliers: the sum of win/bet over the first N qualifying bets only', async () => {
    const race = await createRace({ scoring: 'first_n_multipliers', scoringParams: { n: 2 } });
    const p = await player('FirstN');
    await round({ playerId: p.id, bet: 100n, win: 200n, at: minutes(race, 1) });
    await round({ playerId: p.id, bet: 200n, win: 100n, at: minutes(race, 2) });
    await round({ playerId: p.id, bet: 100n, win: 10_000n, at: minutes(race, 3) });
    await scored();
    const [entry] = await entries(race.id);
    expect(entry).toMatchObject({ score: '2500000', qualifying_bets: 3 });
    expect(new Date(entry!.reached_at!).toISOString()).toBe(minutes(race, 2).toISOString());
  });

  it('best multiplier: the single best win/bet, reached when it was played', async () => {
    const race = await createRace({ scoring: 'best_multiplier' });
    const p = await player('Best');
    await round({ playerId: p.id, bet: 100n, win: 300n, at: minutes(race, 1) });
    await round({ playerId: p.id, bet: 400n, win: 2_900n, at: minutes(race, 2) });
    await round({ playerId: p.id, bet: 100n, win: 150n, at: minutes(race, 3) });
    await scored();
    const [entry] = await entries(race.id);
    expect(entry!.score).toBe('7250000');
    expect(new Date(entry!.reached_at!).toISOString()).toBe(minutes(race, 2).toISOString());
  });

  it('multiplier points: the highest band each round reaches', async () => {
    const race = await createRace({
      scoring: 'multiplier_points',
      scoringParams: {
        bands: [
          { minMultiplier: 2, points: 1 },
          { minMultiplier: 10, points: 5 },
          { minMultiplier: 100, points: 25 },
        ],
      },
    });
    const p = await player('Points');
    await round({ playerId: p.id, bet: 100n, win: 200n, at: minutes(race, 1) });
    await round({ playerId: p.id, bet: 100n, win: 1_200n, at: minutes(race, 2) });
    await round({ playerId: p.id, bet: 100n, win: 15_000n, at: minutes(race, 3) });
    await round({ playerId: p.id, bet: 100n, win: 199n, at: minutes(race, 4) });
    await scored();
    expect(await scoreOf(race.id, p.id)).toBe('31000000');
  });

  it('a tie goes to whoever reached the score first', async () => {
    const race = await createRace();
    const late = await player('Late');
    const early = await player('Early');
    await round({ playerId: late.id, bet: 500n, win: 0n, at: minutes(race, 30) });
    await round({ playerId: early.id, bet: 500n, win: 0n, at: minutes(race, 10) });
    await scored();
    const board = await t.request({
      method: 'GET',
      url: `/api/v1/admin/tournaments/${race.id}/leaderboard`,
      headers: { 'x-operator-session': marketing },
    });
    expect(
      board.body.data.entries.map((e: { playerId: string; rank: number }) => [e.rank, e.playerId]),
    ).toEqual([
      [1, early.id],
      [2, late.id],
    ]);
  });
});

describe('qualifying rounds', () => {
  it('leaves out a bet under the minimum, another game, outside the window, fun, a free spin and an unsettled round', async () => {
    const race = await createRace({ minBetEur: '1.00' });
    const p = await player('Filter');
    await round({ playerId: p.id, bet: 100n, win: 0n, at: minutes(race, 1) }); // counts: 1.00
    await round({ playerId: p.id, bet: 99n, win: 0n, at: minutes(race, 2) });
    await round({ playerId: p.id, game: SEVENS, bet: 1_000n, win: 0n, at: minutes(race, 3) });
    await round({
      playerId: p.id,
      bet: 1_000n,
      win: 0n,
      at: new Date(race.window.startsAt.getTime() - 1_000),
    });
    await round({ playerId: p.id, bet: 1_000n, win: 0n, at: race.window.endsAt });
    await round({ playerId: p.id, bet: 1_000n, win: 0n, mode: 'fun', at: minutes(race, 4) });
    await round({
      playerId: p.id,
      bet: 1_000n,
      win: 0n,
      status: 'rolled_back',
      at: minutes(race, 5),
    });
    houseStaked.add(await round({ playerId: p.id, bet: 1_000n, win: 0n, at: minutes(race, 6) }));
    await scored();
    expect(await entries(race.id)).toMatchObject([
      { player_id: p.id, score: '1000000', qualifying_bets: 1 },
    ]);
  });

  it('a join race counts only players who joined, from their next round', async () => {
    const race = await createRace({
      enrolment: 'join',
      window: { startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + HOUR) },
    });
    const joined = await player('Joined');
    const other = await player('Other');
    const join = await t.request({
      method: 'POST',
      url: `/api/v1/player/tournaments/${race.id}/join`,
      player: joined.sessionid,
    });
    expect(join.status, JSON.stringify(join.body)).toBe(200);
    await round({ playerId: joined.id, bet: 100n, win: 0n, at: new Date() });
    await round({ playerId: other.id, bet: 100n, win: 0n, at: new Date() });
    await scored();
    expect((await entries(race.id)).map((e) => [e.player_id, e.score])).toEqual([
      [joined.id, '1000000'],
    ]);
    const page = await t.request({
      method: 'GET',
      url: `/api/v1/tournaments/${race.url}`,
      player: joined.sessionid,
    });
    expect(page.body.data.me).toEqual({ joined: true, rank: 1, score: '1.00', qualifyingBets: 1 });
  });
});

describe('joining', () => {
  it('is idempotent, and refused before the race shows, after it ends, and to a self-excluded player', async () => {
    const race = await createRace({
      enrolment: 'join',
      window: { startsAt: new Date(Date.now() + HOUR), endsAt: new Date(Date.now() + 2 * HOUR) },
    });
    const p = await player('Joiner');
    const first = await t.request({
      method: 'POST',
      url: `/api/v1/player/tournaments/${race.id}/join`,
      player: p.sessionid,
    });
    const again = await t.request({
      method: 'POST',
      url: `/api/v1/player/tournaments/${race.id}/join`,
      player: p.sessionid,
    });
    expect(first.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(await entries(race.id)).toHaveLength(1);

    const far = await createRace({
      enrolment: 'join',
      window: {
        startsAt: new Date(Date.now() + 30 * 24 * HOUR),
        endsAt: new Date(Date.now() + 31 * 24 * HOUR),
      },
    });
    const early = await t.request({
      method: 'POST',
      url: `/api/v1/player/tournaments/${far.id}/join`,
      player: p.sessionid,
    });
    expect([early.status, early.body.info.resultCode]).toEqual([409, 'tournament_not_open']);

    const over = await createRace({ enrolment: 'join' });
    const late = await t.request({
      method: 'POST',
      url: `/api/v1/player/tournaments/${over.id}/join`,
      player: p.sessionid,
    });
    expect([late.status, late.body.info.resultCode]).toEqual([409, 'tournament_ended']);

    const excluded = await player('Excluded');
    await t.database.db.execute(
      sql`insert into self_exclusions (player_id, excluded_until, period) values (${excluded.id}::bigint, now() + interval '30 days', '30d')`,
    );
    const refused = await t.request({
      method: 'POST',
      url: `/api/v1/player/tournaments/${race.id}/join`,
      player: excluded.sessionid,
    });
    expect(refused.body.info.resultCode).toMatch(/^self_excluded/);
    expect(await entries(race.id)).toHaveLength(1);

    const visitor = await t.request({
      method: 'POST',
      url: `/api/v1/player/tournaments/${race.id}/join`,
    });
    expect(visitor.status).toBe(401);
  });

  it('is rate limited per address, so a script cannot hammer the entries table', async () => {
    const race = await createRace({
      enrolment: 'join',
      window: { startsAt: new Date(Date.now() + HOUR), endsAt: new Date(Date.now() + 2 * HOUR) },
    });
    const p = await player('Hammer');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push(
        (
          await t.request({
            method: 'POST',
            url: `/api/v1/player/tournaments/${race.id}/join`,
            player: p.sessionid,
            headers: { 'x-forwarded-for': '10.250.0.1' },
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('settings', () => {
  it('change while scheduled, are locked once the race runs, and every change is audited', async () => {
    const ahead = await createRace({
      window: { startsAt: new Date(Date.now() + HOUR), endsAt: new Date(Date.now() + 2 * HOUR) },
    });
    const { window, ...input } = raceInput({
      window: { startsAt: new Date(Date.now() + HOUR), endsAt: new Date(Date.now() + 3 * HOUR) },
    });
    void window;
    const changed = await asOperator(marketing, 'PUT', `/admin/tournaments/${ahead.id}`, {
      ...input,
      url: ahead.url,
      minBetEur: '2.00',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.minBetEur).toBe('2.00');

    const running = await createRace({
      window: { startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + HOUR) },
    });
    await tournaments.advance();
    const locked = await asOperator(marketing, 'PUT', `/admin/tournaments/${running.id}`, {
      ...input,
      url: running.url,
    });
    expect([locked.status, locked.body.info.resultCode]).toEqual([409, 'tournament_locked']);
    const cancel = await asOperator(marketing, 'POST', `/admin/tournaments/${running.id}/cancel`);
    expect(cancel.body.info.resultCode).toBe('tournament_locked');

    const audit = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where target_kind = 'tournament' and target_id = ${ahead.id}`,
    );
    expect(audit.map((a) => a.action).sort()).toEqual(['tournament.created', 'tournament.updated']);
    // An operator without tournaments.manage sees nothing.
    expect((await asOperator(support, 'GET', '/admin/tournaments')).status).toBe(403);
  });

  it('a recurring race schedules its next occurrence when it starts', async () => {
    const daily = await createRace({
      recurrence: 'daily',
      window: { startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + HOUR) },
    });
    await tournaments.advance();
    await tournaments.advance();
    const next = await queryRows<{ url: string; starts_at: Date | string; status: string }>(
      t.database.db,
      sql`select url, starts_at, status from tournaments where previous_id = ${daily.id}::bigint`,
    );
    expect(next).toHaveLength(1);
    expect(new Date(next[0]!.starts_at).getTime()).toBe(
      daily.window.startsAt.getTime() + 24 * HOUR,
    );
    expect(next[0]!.status).toBe('scheduled');
    const [current] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from tournaments where id = ${daily.id}::bigint`,
    );
    expect(current!.status).toBe('running');
  });
});

describe('paying a finished race', () => {
  it('waits for the last rounds to be scored, pays each rank once across a restart, and only the ranks that exist', async () => {
    const race = await createRace();
    const first = await player('Winner');
    const second = await player('Runner', 'NOK');
    await round({ playerId: first.id, bet: 1_000n, win: 0n, at: minutes(race, 10) });
    await round({
      playerId: second.id,
      bet: 5_000n,
      win: 0n,
      currency: 'NOK',
      at: minutes(race, 20),
    });
    await tournaments.advance();
    // The rounds are not scored yet: the race is finished but not paid.
    await tournaments.payFinished();
    const [before] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from tournaments where id = ${race.id}::bigint`,
    );
    expect(before!.status).toBe('finished');
    await scored();

    // The end job dies after paying rank 1 (the second reward's transaction fails).
    let rewards = 0;
    const crashing = createTournamentsService({
      db: t.database.db,
      catalogue: createCatalogueService(t.database.db),
      limits: { assertNotExcluded: async () => undefined },
      bonusPrizes,
      wallet: {
        reward: async (tx, call) => {
          rewards += 1;
          if (rewards === 2) throw new Error('the process died');
          return wallet.reward(tx, call);
        },
      },
    });
    await expect(crashing.payFinished()).rejects.toThrow('the process died');
    expect(
      (
        await queryRows(
          t.database.db,
          sql`select rank from tournament_payouts where tournament_id = ${race.id}::bigint`,
        )
      ).length,
    ).toBe(1);

    await tournaments.payFinished();
    await tournaments.payFinished();
    const payouts = await asOperator(marketing, 'GET', `/admin/tournaments/${race.id}/payouts`);
    expect(
      payouts.body.data.payouts.map(
        (p: { rank: number; playerId: string; amount: string; currency: string }) => [
          p.rank,
          p.playerId,
          p.amount,
          p.currency,
        ],
      ),
    ).toEqual([
      [1, first.id, '100.00', 'EUR'],
      [2, second.id, '500.00', 'NOK'],
    ]);
    const operations = await queryRows<{ key: string; n: string }>(
      t.database.db,
      sql`select idempotency_key as key, count(*)::text as n from ledger_operations where idempotency_key like ${`tournament:${race.id}:%`} group by idempotency_key order by 1`,
    );
    expect(operations).toEqual([
      { key: `tournament:${race.id}:1`, n: '1' },
      { key: `tournament:${race.id}:2`, n: '1' },
    ]);
    const [after] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from tournaments where id = ${race.id}::bigint`,
    );
    expect(after!.status).toBe('paid');
    const notices = await queryRows<{ player_id: string; params: Record<string, unknown> }>(
      t.database.db,
      sql`select player_id::text, params from player_notices where kind = 'tournament_won' and player_id in (${first.id}::bigint, ${second.id}::bigint)`,
    );
    expect(notices.map((n) => [n.player_id, n.params.rank, n.params.amount]).sort()).toEqual(
      [
        [first.id, 1, '100.00'],
        [second.id, 2, '500.00'],
      ].sort(),
    );
  });
});

describe('free-spins and bonus prizes', () => {
  function campaignInput(overrides: Partial<CampaignInput>): CampaignInput {
    return {
      kind: 'manual',
      url: `race-prize-${Date.now().toString(36)}-${(names += 1)}`,
      texts: { en: { title: 'Race bonus', summary: 'For race winners' } },
      matchPercent: null,
      maxBonusEur: '50.00',
      minDepositEur: null,
      depositOrdinal: null,
      promoCode: null,
      promoCodeMaxUses: null,
      wageringMultiplier: 10,
      maxBetEur: '5.00',
      contributions: DEFAULT_WAGERING_CONTRIBUTION,
      excludedGameIds: [],
      claimDays: 30,
      spendDays: 30,
      maxConversionEur: null,
      perPlayerLimit: 1,
      totalGrantsLimit: null,
      budgetEur: null,
      isWelcome: false,
      freeSpins: null,
      startsAt: null,
      endsAt: null,
      includesSports: false,
      ...overrides,
    };
  }

  /** A campaign through the Bonuses section, started unless it stays a draft. */
  async function campaign(
    overrides: Partial<CampaignInput>,
    status: 'active' | 'draft' = 'active',
  ): Promise<string> {
    const created = await asOperator(
      marketing,
      'POST',
      '/admin/bonus/campaigns',
      campaignInput(overrides),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as string;
    if (status === 'active')
      expect(
        (
          await t.request({
            method: 'PATCH',
            url: `/api/v1/admin/bonus/campaigns/${id}/status`,
            headers: { 'x-operator-session': marketing },
            payload: { status: 'active' },
          })
        ).status,
      ).toBe(200);
    return id;
  }
  const spinsCampaign = () =>
    campaign({
      kind: 'free_spins',
      maxBonusEur: null,
      freeSpins: { gameId: SEVENS, count: 50, betEur: '0.20', winsTo: 'bonus' },
    });

  it('refuses a prize whose campaign is unknown, of another kind, or not running, naming the row', async () => {
    const spins = await spinsCampaign();
    const bonus = await campaign({});
    const draft = await campaign({}, 'draft');
    const attempt = async (prize: TournamentInput['prizes'][number]) => {
      const { window: _window, ...input } = raceInput({
        prizes: [{ fromRank: 1, toRank: 1, kind: 'cash', amountEur: '10.00' }, prize],
      });
      return (await asOperator(marketing, 'POST', '/admin/tournaments', input)).body;
    };
    const refusal = (body: {
      info: { resultCode: string };
      data: { fields?: { field: string }[] } | null;
    }) => [body.info.resultCode, body.data?.fields?.[0]?.field];
    expect(
      refusal(await attempt({ fromRank: 2, toRank: 2, kind: 'free_spins', campaignId: bonus })),
    ).toEqual(['validation_error', 'prizes.1.campaignId']);
    expect(
      refusal(
        await attempt({
          fromRank: 2,
          toRank: 2,
          kind: 'bonus',
          campaignId: spins,
          amountEur: '20.00',
        }),
      ),
    ).toEqual(['validation_error', 'prizes.1.campaignId']);
    expect(
      refusal(
        await attempt({
          fromRank: 2,
          toRank: 2,
          kind: 'bonus',
          campaignId: '999999999',
          amountEur: '20.00',
        }),
      ),
    ).toEqual(['campaign_not_found', 'prizes.1.campaignId']);
    expect(
      refusal(
        await attempt({
          fromRank: 2,
          toRank: 2,
          kind: 'bonus',
          campaignId: draft,
          amountEur: '20.00',
        }),
      ),
    ).toEqual(['campaign_not_running', 'prizes.1.campaignId']);
    expect(
      refusal(
        await attempt({
          fromRank: 2,
          toRank: 2,
          kind: 'bonus',
          campaignId: bonus,
          amountEur: '0.00',
        }),
      ),
    ).toEqual(['validation_error', 'prizes.1.amountEur']);
    const accepted = await attempt({
      fromRank: 2,
      toRank: 2,
      kind: 'free_spins',
      campaignId: spins,
    });
    expect(accepted.info.success, JSON.stringify(accepted)).toBe(true);
  });

  it('pays cash, free spins and a bonus once per rank across a restart, and records a self-excluded winner’s rank as skipped', async () => {
    const spins = await spinsCampaign();
    const bonus = await campaign({});
    const race = await createRace({
      prizes: [
        { fromRank: 1, toRank: 1, kind: 'cash', amountEur: '100.00' },
        { fromRank: 2, toRank: 2, kind: 'free_spins', campaignId: spins },
        { fromRank: 3, toRank: 4, kind: 'bonus', campaignId: bonus, amountEur: '20.00' },
      ],
    });
    const detail = (await t.request({ method: 'GET', url: `/api/v1/tournaments/${race.url}` })).body
      .data as TournamentDetail;
    expect(detail.prizePool).toBe('100.00');
    expect(detail.prizes.slice(1)).toEqual([
      {
        fromRank: 2,
        toRank: 2,
        kind: 'free_spins',
        amount: '0.00',
        currency: 'EUR',
        freeSpins: {
          count: 50,
          gameId: SEVENS,
          gameName: 'Lucky Sevens',
          gameSystem: 'orca',
          gameSlug: expect.any(String),
        },
        wageringMultiplier: null,
        title: 'Race bonus',
      },
      {
        fromRank: 3,
        toRank: 4,
        kind: 'bonus',
        amount: '20.00',
        currency: 'EUR',
        freeSpins: null,
        wageringMultiplier: 10,
        title: 'Race bonus',
      },
    ]);

    const cash = await player('Cash');
    const spinner = await player('Spins');
    const bonused = await player('Bonus', 'NOK');
    const excluded = await player('Excl');
    await round({ playerId: cash.id, bet: 4_000n, win: 0n, at: minutes(race, 10) });
    await round({ playerId: spinner.id, bet: 3_000n, win: 0n, at: minutes(race, 11) });
    await round({
      playerId: bonused.id,
      bet: 20_000n,
      win: 0n,
      currency: 'NOK',
      at: minutes(race, 12),
    });
    await round({ playerId: excluded.id, bet: 1_000n, win: 0n, at: minutes(race, 13) });
    await t.database.db.execute(
      sql`insert into self_exclusions (player_id, excluded_until, period) values (${excluded.id}::bigint, now() + interval '30 days', '30d')`,
    );
    await tournaments.advance();
    await scored();

    // The end job dies in the middle: rank 3's grant fails after ranks 1 and 2 were paid.
    let grants = 0;
    const crashing = createTournamentsService({
      db: t.database.db,
      wallet,
      catalogue: createCatalogueService(t.database.db),
      limits: { assertNotExcluded: async () => undefined },
      bonusPrizes: {
        campaign: bonusPrizes.campaign,
        grant: async (tx, p) => {
          grants += 1;
          if (grants === 2) throw new Error('the process died');
          return bonusPrizes.grant(tx, p);
        },
      },
    });
    await expect(crashing.payFinished()).rejects.toThrow('the process died');
    expect(
      (
        await queryRows(
          t.database.db,
          sql`select rank from tournament_payouts where tournament_id = ${race.id}::bigint`,
        )
      ).length,
    ).toBe(2);

    await tournaments.payFinished();
    await tournaments.payFinished();
    const payouts = (await asOperator(marketing, 'GET', `/admin/tournaments/${race.id}/payouts`))
      .body.data.payouts as {
      rank: number;
      playerId: string;
      kind: string;
      amount: string;
      currency: string;
      freeSpins: number | null;
      status: string;
      reason: string | null;
    }[];
    expect(
      payouts.map((p) => [
        p.rank,
        p.playerId,
        p.kind,
        p.amount,
        p.currency,
        p.freeSpins,
        p.status,
        p.reason,
      ]),
    ).toEqual([
      [1, cash.id, 'cash', '100.00', 'EUR', null, 'paid', null],
      [2, spinner.id, 'free_spins', '0.00', 'EUR', 50, 'paid', null],
      [3, bonused.id, 'bonus', '200.00', 'NOK', null, 'paid', null],
      [4, excluded.id, 'bonus', '0.00', 'EUR', null, 'skipped', 'self_excluded'],
    ]);

    const instances = await queryRows<{
      player_id: string;
      status: string;
      amount_minor: string;
      currency: string;
      fs_total: number | null;
      campaign_id: string;
    }>(
      t.database.db,
      sql`select player_id::text, status, amount_minor::text, currency, fs_total, campaign_id::text from bonus_instances where player_id in (${spinner.id}::bigint, ${bonused.id}::bigint, ${excluded.id}::bigint, ${cash.id}::bigint) order by player_id`,
    );
    expect(instances).toEqual([
      {
        player_id: spinner.id,
        status: 'free_spins',
        amount_minor: '0',
        currency: 'EUR',
        fs_total: 50,
        campaign_id: spins,
      },
      {
        player_id: bonused.id,
        status: 'active',
        amount_minor: '20000',
        currency: 'NOK',
        fs_total: null,
        campaign_id: bonus,
      },
    ]);
    const [counts] = await queryRows<{ spins: number; bonus: number }>(
      t.database.db,
      sql`select (select granted_count from bonus_campaigns where id = ${spins}::bigint) as spins, (select granted_count from bonus_campaigns where id = ${bonus}::bigint) as bonus`,
    );
    expect(counts).toEqual({ spins: 1, bonus: 1 });

    const notices = await queryRows<{
      player_id: string;
      kind: string;
      params: Record<string, unknown>;
    }>(
      t.database.db,
      sql`select player_id::text, kind, params from player_notices where kind like 'tournament_won%' and player_id in (${spinner.id}::bigint, ${bonused.id}::bigint, ${excluded.id}::bigint) order by player_id`,
    );
    expect(notices).toEqual([
      {
        player_id: spinner.id,
        kind: 'tournament_won_free_spins',
        params: { rank: 2, race: 'Test Race', count: 50, game: 'Lucky Sevens' },
      },
      {
        player_id: bonused.id,
        kind: 'tournament_won_bonus',
        params: { rank: 3, race: 'Test Race', amount: '200.00', currency: 'NOK', multiplier: 10 },
      },
    ]);
    // The inbox's sentence says what they won.
    expect(
      renderNotice('en', 'tournament_won_free_spins', notices[0]!.params as NoticeParams),
    ).toBe('You finished #2 in Test Race and won 50 free spins on Lucky Sevens!');
    expect(renderNotice('de', 'tournament_won_bonus', notices[1]!.params as NoticeParams)).toBe(
      'Sie haben in Test Race Platz 3 belegt und einen Bonus von 200.00 NOK gewonnen! Setzen Sie ihn 10× um, damit er zu Echtgeld wird.',
    );
    const [after] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from tournaments where id = ${race.id}::bigint`,
    );
    expect(after!.status).toBe('paid');
  });
});

describe('public lists', () => {
  it('lists slot races by type, in the request’s language with the en fallback, amounts in the player’s currency', async () => {
    const race = await createRace({
      window: { startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + HOUR) },
    });
    const nok = await player('Lister', 'NOK');
    const de = await t.request({
      method: 'GET',
      url: '/api/v1/tournaments?type=slot-race',
      language: 'de',
      player: nok.sessionid,
    });
    const item = de.body.data.tournaments.find((r: { id: string }) => r.id === race.id);
    expect(item).toMatchObject({
      title: 'Testrennen',
      currency: 'NOK',
      prizePool: '2050.00',
      type: 'slot-race',
    });
    const fr = await t.request({ method: 'GET', url: '/api/v1/tournaments', language: 'fr' });
    expect(fr.body.data.tournaments.find((r: { id: string }) => r.id === race.id)).toMatchObject({
      title: 'Test Race',
      currency: 'EUR',
      prizePool: '205.00',
    });
    const networkOnly = await t.request({ method: 'GET', url: '/api/v1/tournaments?type=network' });
    expect(networkOnly.body.data.tournaments.some((r: { id: string }) => r.id === race.id)).toBe(
      false,
    );
    expect((await t.request({ method: 'GET', url: '/api/v1/tournaments?type=poker' })).status).toBe(
      400,
    );
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/tournaments/no-such-race' })).body.info
        .resultCode,
    ).toBe('tournament_not_found');
  });
});

describe('network promotions', () => {
  it('are listed with slot races by type, their standings shown as the provider published them', async () => {
    const url = `network-${Date.now().toString(36)}`;
    const standings = [
      { rank: 1, player: 'ree***42', casino: 'Orca', score: 'x152.40', prize: '€500' },
      { rank: 2, player: 'sha***ks', casino: 'Other Casino', score: 'x98.10' },
    ];
    const [row] = await queryRows<{ id: string }>(
      t.database.db,
      sql`insert into tournaments (kind, url, status, starts_at, ends_at, game_ids, provider_id, external_id, standings, standings_at)
        values ('network', ${url}, 'running', now() - interval '1 hour', now() + interval '1 day', '{orca-gold-rush}', 'orca', ${url}, ${JSON.stringify(standings)}::jsonb, now())
        returning id::text`,
    );
    await t.database.db.execute(
      sql`insert into tournament_translations (tournament_id, language, title, summary, terms) values (${row!.id}::bigint, 'en', 'Drops & Wins', 'Weekly drops', '**Provider** terms')`,
    );
    const listed = await t.request({ method: 'GET', url: '/api/v1/tournaments?type=network' });
    expect(listed.body.data.tournaments.find((r: { url: string }) => r.url === url)).toMatchObject({
      type: 'network',
      title: 'Drops & Wins',
      status: 'running',
    });
    const slotOnly = await t.request({ method: 'GET', url: '/api/v1/tournaments?type=slot-race' });
    expect(slotOnly.body.data.tournaments.some((r: { url: string }) => r.url === url)).toBe(false);
    const page = await t.request({ method: 'GET', url: `/api/v1/tournaments/${url}` });
    expect(page.body.data.leaderboard).toEqual([
      { rank: 1, username: 'ree***42 · Orca', score: 'x152.40', reachedAt: null },
      { rank: 2, username: 'sha***ks · Other Casino', score: 'x98.10', reachedAt: null },
    ]);
    expect(page.body.data.games.map((g: { id: string }) => g.id)).toEqual(['orca-gold-rush']);
  });
});

describe('demo races', () => {
  it('are seeded once: a running daily race that recurs and an upcoming join race on the best multiplier', async () => {
    const { seedDemoRaces } = await import('./tournaments.seed.ts');
    // The app seeds them at start in demo mode; seeding again adds nothing.
    expect(await seedDemoRaces(tournaments, t.database.db)).toBe(t.config.DEMO_SEED ? 0 : 2);
    expect(await seedDemoRaces(tournaments, t.database.db)).toBe(0);
    await tournaments.advance();
    const rows = await queryRows<{
      url: string;
      status: string;
      enrolment: string;
      scoring: string;
      recurrence: string;
    }>(
      t.database.db,
      sql`select url, status, enrolment, scoring, recurrence from tournaments where url in ('daily-race', 'big-multiplier-race') order by url`,
    );
    expect(rows).toEqual([
      {
        url: 'big-multiplier-race',
        status: 'scheduled',
        enrolment: 'join',
        scoring: 'best_multiplier',
        recurrence: 'none',
      },
      {
        url: 'daily-race',
        status: 'running',
        enrolment: 'auto',
        scoring: 'total_wagered',
        recurrence: 'daily',
      },
    ]);
    const [next] = await queryRows<{ url: string }>(
      t.database.db,
      sql`select t.url from tournaments t join tournaments p on p.id = t.previous_id where p.url = 'daily-race'`,
    );
    expect(next?.url).toMatch(/^daily-race-\d{4}-\d{2}-\d{2}$/);

    // The promotions hub offers the daily race running now, not also its next occurrence.
    const offered = (await tournaments.promotions({ language: 'en', currency: 'EUR' })).map(
      (p) => p.path,
    );
    expect(offered).toContain('/slot-races/daily-race');
    expect(offered).not.toContain(`/slot-races/${next?.url}`);
    expect(offered).toContain('/slot-races/big-multiplier-race');
  });

  it('are written in all six languages and store no terms: the race page writes them from the race in the player’s language', async () => {
    const { seedDemoRaces, demoRaces, FORMER_DEMO_TERMS } = await import('./tournaments.seed.ts');
    for (const race of demoRaces(new Date())) {
      for (const language of LANGUAGES) {
        expect(race.texts[language]?.title, `${race.url} title (${language})`).toMatch(/\S/);
        expect(race.texts[language]?.summary, `${race.url} summary (${language})`).toMatch(/\S/);
        expect(race.texts[language]?.terms, `${race.url} terms (${language})`).toBe('');
      }
    }
    // A database an earlier demo seeded: the daily race carries the English terms in every language; an operator wrote the other race's.
    await t.database.db.execute(
      sql`update tournament_translations set terms = ${FORMER_DEMO_TERMS} where tournament_id = (select id from tournaments where url = 'daily-race')`,
    );
    await t.database.db.execute(
      sql`update tournament_translations set terms = 'Our **own** rule.' where language = 'fr' and tournament_id = (select id from tournaments where url = 'big-multiplier-race')`,
    );
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/tournaments/daily-race', language: 'fr' }))
        .body.data.termsHtml,
    ).toContain('Real-money rounds');

    await seedDemoRaces(tournaments, t.database.db);
    const daily = (
      await t.request({ method: 'GET', url: '/api/v1/tournaments/daily-race', language: 'fr' })
    ).body.data;
    expect(daily).toMatchObject({
      language: 'fr',
      title: 'Course de slots quotidienne',
      termsHtml: '',
    });
    const other = (
      await t.request({
        method: 'GET',
        url: '/api/v1/tournaments/big-multiplier-race',
        language: 'fr',
      })
    ).body.data;
    expect(other.termsHtml).toContain('<strong>own</strong>');
  });
});
