import {
  CRASH_BETTING_MS,
  crashFlightMs,
  RoundOutcomeSchema,
  type RoundOutcome,
} from '@orca/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, fundedPlayer, type TestApp } from '../../../../test/harness.ts';
import { REEF_TEST_ENV, reefClient } from '../../../../test/provider-wallet.ts';
import { crashGames, gameRounds, liveRounds } from '../../../db/schema/index.ts';
import { LIVE_RESULT_PAUSE_MS } from '../live/live.tables.ts';
import { createLedgerService } from '../../wallet/ledger.service.ts';

/*
 * The outcome column is typed by contracts (RoundOutcomeSchema), and responses are checked
 * against the schema on the way out. These tests read what each engine really stored and check it
 * against its variant field by field: a field the schema lacks would be silently dropped from
 * every response, so parsing must give back exactly what was stored.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(REEF_TEST_ENV);
});
afterEach(async () => {
  expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
});
afterAll(() => t.close());

async function openGame(gameId: string, player?: string): Promise<string> {
  const launched = await t.request({
    method: 'GET',
    url: `/api/v1/player/game/${gameId}${player ? '' : '?play_for_fun=1'}`,
    ...(player ? { player } : {}),
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

async function play(session: string, url: string, payload: object = {}): Promise<string> {
  const response = await t.request({
    method: 'POST',
    url: `/api/v1/play/${url}`,
    headers: { 'x-game-session': session },
    payload,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.round.roundId as string;
}

/** Each snapshot of a round's stored outcome the test has seen, as the database holds it. */
const seen: { label: string; outcome: unknown }[] = [];
async function snapshot(label: string, roundId: string): Promise<void> {
  const [row] = await t.database.db
    .select({ outcome: gameRounds.outcome })
    .from(gameRounds)
    .where(eq(gameRounds.id, roundId));
  expect(row, label).toBeDefined();
  seen.push({ label, outcome: row!.outcome });
}

async function shiftCrash(offsetMs: number, pointHundredths: number): Promise<void> {
  const state = (await t.request({ method: 'GET', url: '/api/v1/play/crash/state' })).body.data;
  const startsAt = Date.now() - offsetMs;
  await t.database.db
    .update(crashGames)
    .set({
      crashPointHundredths: pointHundredths,
      bettingOpensAt: new Date(startsAt - CRASH_BETTING_MS),
      startsAt: new Date(startsAt),
      bustsAt: new Date(startsAt + crashFlightMs(pointHundredths)),
    })
    .where(sql`${crashGames.id} = ${state.game.id}`);
}

const variants = RoundOutcomeSchema.options;

describe('stored round outcomes', () => {
  // Every game played once through the API, at each stage its round passes through.
  beforeAll(async () => {
    const { sessionid: player } = await fundedPlayer(t, 'Outcomes01', '500');

    const slot = await openGame('orca-lucky-sevens', player);
    await snapshot('slot spin', await play(slot, 'slot/spin', { bet: '1.00' }));
    await snapshot(
      'slot bonus buy',
      await play(await openGame('orca-gold-rush'), 'slot/spin', { bet: '1.00', isBonusBuy: true }),
    );
    await snapshot(
      'dice',
      await play(await openGame('orca-dice', player), 'dice', {
        bet: '1',
        target: 50,
        direction: 'under',
      }),
    );
    await snapshot(
      'limbo',
      await play(await openGame('orca-limbo', player), 'limbo', { bet: '1', target: 2 }),
    );
    await snapshot(
      'keno',
      await play(await openGame('orca-keno', player), 'keno', {
        bet: '1',
        picks: [3, 14, 27],
        risk: 'high',
      }),
    );
    await snapshot(
      'plinko',
      await play(await openGame('orca-plinko', player), 'plinko', {
        bet: '1',
        rows: 12,
        risk: 'medium',
      }),
    );

    const mines = await openGame('orca-mines', player);
    const running = await play(mines, 'mines/start', { bet: '1', mines: 3 });
    await snapshot('mines running', running);
    await play(mines, 'mines/cashout', { roundId: running });
    await snapshot('mines cashed out', running);
    // A lost round: the test reads the layout from the stored round and steps on a mine.
    const lost = await play(mines, 'mines/start', { bet: '1', mines: 5 });
    const [stored] = await t.database.db
      .select({ outcome: gameRounds.outcome })
      .from(gameRounds)
      .where(eq(gameRounds.id, lost));
    const layout = stored?.outcome?.kind === 'mines' ? stored.outcome.minePositions : undefined;
    await play(mines, 'mines/reveal', { roundId: lost, tile: layout![0]! });
    await snapshot('mines lost', lost);

    const crash = await openGame('orca-crash', player);
    await shiftCrash(11 * 60_000, 250);
    await t.request({ method: 'GET', url: '/api/v1/play/crash/state' });
    await shiftCrash(-3_000, 250);
    const flying = await play(crash, 'crash/bet', { bet: '2', autoCashout: 2 });
    await snapshot('crash bet', flying);
    await shiftCrash(60_000, 250);
    await vi.waitFor(
      async () => {
        const [row] = await t.database.db
          .select({ status: gameRounds.status })
          .from(gameRounds)
          .where(eq(gameRounds.id, flying));
        expect(row?.status).toBe('closed');
      },
      // The crash driver settles it on its own turn: seconds on a loaded machine.
      { timeout: 30_000, interval: 100 },
    );
    await snapshot('crash settled at the bust', flying);

    // A live roulette seat, on a round opened ahead of the real clock so the background driver
    // leaves it to the test (as live.routes.test.ts does).
    const table = await openGame('orca-live-european-roulette', player);
    const opensAt = Date.now() + 3_600_000;
    await t.live.tick(new Date(opensAt));
    await t.live.tick(new Date(opensAt + LIVE_RESULT_PAUSE_MS));
    const [round] = await t.database.db
      .select()
      .from(liveRounds)
      .where(eq(liveRounds.tableId, 'roulette-1'))
      .orderBy(sql`${liveRounds.roundNo} desc`)
      .limit(1);
    const placed = await t.request({
      method: 'POST',
      url: '/api/v1/play/live/roulette-1/bet',
      headers: { 'x-game-session': table },
      payload: { kind: 'roulette', bets: [{ bet: { kind: 'red' }, amount: '1' }] },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const seat = placed.body.data.seat.roundId as string;
    await snapshot('live seat placed', seat);
    await t.live.tick(new Date(round!.bettingClosesAt.getTime() + 1));
    await snapshot('live seat settled', seat);
  }, 30_000);

  it('are, for every in-house game and at every stage, exactly their game variant of the contract', () => {
    const kinds = new Set(seen.map((s) => (s.outcome as RoundOutcome).kind));
    expect([...kinds].sort()).toEqual(variants.map((v) => v.shape.kind.value).sort());
    for (const { label, outcome } of seen) {
      const parsed = RoundOutcomeSchema.safeParse(outcome);
      expect(parsed.error, label).toBeUndefined();
      // Nothing stored is stripped: the response shows the player all of it.
      expect(parsed.data, label).toStrictEqual(outcome);
    }
    // The layout stays stored while the round runs; the response hides it (rounds.service).
    expect(seen.find((s) => s.label === 'mines running')?.outcome).toMatchObject({
      kind: 'mines',
      minePositions: expect.any(Array),
      hitTile: null,
    });
    expect(seen.find((s) => s.label === 'crash settled at the bust')?.outcome).toMatchObject({
      kind: 'crash',
      cashoutHundredths: 200,
      crashPointHundredths: 250,
      hash: expect.any(String),
      salt: expect.any(String),
    });
  });

  it('fit no other game variant, even relabelled as that game, nor their own with a field of the wrong type', () => {
    for (const { label, outcome } of seen) {
      const own = outcome as RoundOutcome;
      for (const variant of variants) {
        const kind = variant.shape.kind.value;
        if (kind === own.kind) continue;
        expect(variant.safeParse(outcome).success, `${label} as ${kind}`).toBe(false);
        expect(variant.safeParse({ ...own, kind }).success, `${label} relabelled ${kind}`).toBe(
          false,
        );
      }
    }
    const dice = seen.find((s) => s.label === 'dice')!.outcome as RoundOutcome;
    expect(RoundOutcomeSchema.safeParse({ ...dice, rollHundredths: '12.34' }).success).toBe(false);
    expect(RoundOutcomeSchema.safeParse({ ...dice, direction: 'sideways' }).success).toBe(false);
    const keno = seen.find((s) => s.label === 'keno')!.outcome as RoundOutcome;
    expect(RoundOutcomeSchema.safeParse({ ...keno, risk: 'extreme' }).success).toBe(false);
    const mines = seen.find((s) => s.label === 'mines lost')!.outcome as RoundOutcome;
    expect(RoundOutcomeSchema.safeParse({ ...mines, hitTile: 25 }).success).toBe(false);
    expect(RoundOutcomeSchema.safeParse({ kind: 'roulette', pocket: 7 }).success).toBe(false);
  });

  it('is null for an external provider, which keeps its own game record', async () => {
    const reef = reefClient(t);
    const { sessionToken, player } = await reef.session('Outcomes02', '100');
    expect((await reef.bet(sessionToken, 'outcome-bet-1', 'outcome-round-1', '5.00')).status).toBe(
      200,
    );
    expect(
      (await reef.win(sessionToken, 'outcome-win-1', 'outcome-round-1', '7.50', true)).status,
    ).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(gameRounds)
      .where(
        sql`${gameRounds.providerId} = 'reef' and ${gameRounds.externalRoundId} = 'outcome-round-1'`,
      );
    expect(row).toMatchObject({ outcome: null, betMinor: 500n, winMinor: 750n });
    const history = await t.request({ method: 'GET', url: '/api/v1/player/gameRounds', player });
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect(history.body.data.rounds).toMatchObject([
      { provider: 'reef', outcome: null, bet: '5.00', win: '7.50' },
    ]);
  });
});
