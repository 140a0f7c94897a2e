import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fundedPlayer, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { liveRounds } from '../../db/schema/index.ts';
import { LIVE_RESULT_PAUSE_MS, LIVE_TABLES } from '../play/live/live.tables.ts';
import { createCatalogueService } from '../games/catalogue.service.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';
import { bonusRuleBreaches } from './bonus.property.checks.ts';
import { createBonusDriver, type BonusDriver } from './bonus.test-driver.ts';

/*
 * Issue 22: a live seat backing opposite outcomes (baccarat Player and Banker, roulette red and
 * black) or most of the table wagers at almost no risk; it contributes nothing to a bonus's
 * wagering, while a one-sided seat of the same table counts in full.
 */

let t: TestApp;
let bonus: BonusDriver;
let campaignId: bigint;
beforeAll(async () => {
  t = await createTestApp();
  await t.jobs.stop();
  bonus = createBonusDriver(t.database.db);
  campaignId = await bonus.createCampaign('low-risk-wagering');
});
afterEach(async () => {
  expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
});
afterAll(() => t.close());

const tableOf = (kind: string) => LIVE_TABLES.find((d) => d.kind === kind)!;

async function playerWithBonus(username: string): Promise<{ player: string; playerId: bigint }> {
  const { sessionid } = await fundedPlayer(t, username, '100');
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id::text from players where username = ${username}`,
  );
  const playerId = BigInt(row!.id);
  await bonus.grant(playerId, {
    campaignId,
    amountMinor: 1_000n,
    wageringMultiplier: 50,
    maxBetMinor: 10_000n,
    maxConversionMinor: null,
    contributions: { slots: 100, table: 100, live: 100, virtual: 100 },
    excludedGameIds: [],
  });
  return { player: sessionid, playerId };
}
async function openTable(gameId: string, player: string): Promise<string> {
  const launched = await t.request({ method: 'GET', url: `/api/v1/player/game/${gameId}`, player });
  const token = new URL(launched.body.data.url).searchParams.get('token')!;
  return (await t.request({ method: 'POST', url: '/api/v1/play/session', payload: { token } })).body
    .data.sessionToken as string;
}

let clock = Date.now() + 3_600_000;
/** Two players' seats at one round of a table, played on the tests' own clock (see live.routes.test), and the wagering they earned. */
async function seats(
  kind: 'roulette' | 'baccarat' | 'money_wheel' | 'multiplier_roulette' | 'dice_show',
  hedged: object[],
  oneSided: object[],
  names: [string, string],
) {
  const def = tableOf(kind);
  const [a, b] = [await playerWithBonus(names[0]), await playerWithBonus(names[1])];
  const [sessionA, sessionB] = [
    await openTable(def.gameId, a.player),
    await openTable(def.gameId, b.player),
  ];
  clock += 3_600_000;
  for (const at of [clock, clock + 60_000, clock + 120_000, clock + 120_000 + LIVE_RESULT_PAUSE_MS])
    await t.live.tick(new Date(at));
  const [round] = await t.database.db
    .select()
    .from(liveRounds)
    .where(eq(liveRounds.tableId, def.id))
    .orderBy(sql`${liveRounds.roundNo} desc`)
    .limit(1);
  expect(round?.phase).toBe('betting');
  for (const [session, bets] of [
    [sessionA, hedged],
    [sessionB, oneSided],
  ] as const) {
    const placed = await t.request({
      method: 'POST',
      url: `/api/v1/play/live/${def.id}/bet`,
      headers: { 'x-game-session': session },
      payload: { kind, bets },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  }
  await t.live.tick(new Date(round!.bettingClosesAt.getTime() + 1));
  await bonus.settle();
  const wagering = async (playerId: bigint) =>
    queryRows<{ wager: string; percent: number; contributed: string; progress: string }>(
      t.database.db,
      sql`select b.wager_minor::text as wager, b.contribution_percent as percent, b.contributed_minor::text as contributed, i.wagering_progress_minor::text as progress
        from bonus_rounds b join bonus_instances i on i.id = b.instance_id where i.player_id = ${playerId}`,
    );
  // The bonus rules the property test checks hold for both: a low-risk seat's 0 % is its terms' share.
  const terms = await createCatalogueService(t.database.db).termsOf([def.gameId]);
  const groupOf = new Map([...terms].map(([id, term]) => [id, term.group]));
  for (const playerId of [a.playerId, b.playerId])
    expect(await bonusRuleBreaches(t.database.db, playerId, { groupOf, isSettled: true })).toEqual(
      [],
    );
  return { hedged: await wagering(a.playerId), oneSided: await wagering(b.playerId) };
}

describe('low-risk bets and bonus wagering', () => {
  it('baccarat: Player and Banker in one round contribute nothing; Banker alone counts in full', async () => {
    const result = await seats(
      'baccarat',
      [
        { kind: 'player', amount: '5' },
        { kind: 'banker', amount: '5' },
      ],
      [{ kind: 'banker', amount: '10' }],
      ['HedgeBac01', 'PlainBac01'],
    );
    expect(result.hedged).toEqual([{ wager: '1000', percent: 0, contributed: '0', progress: '0' }]);
    expect(result.oneSided).toEqual([
      { wager: '1000', percent: 100, contributed: '1000', progress: '1000' },
    ]);
  });

  it('roulette: red and black contribute nothing, nor do 25 straight-ups; a dozen and a column count', async () => {
    const result = await seats(
      'roulette',
      [
        { bet: { kind: 'red' }, amount: '5' },
        { bet: { kind: 'black' }, amount: '5' },
      ],
      [
        { bet: { kind: 'dozen', dozen: 1 }, amount: '5' },
        { bet: { kind: 'column', column: 2 }, amount: '5' },
      ],
      ['HedgeRou01', 'PlainRou01'],
    );
    expect(result.hedged).toEqual([{ wager: '1000', percent: 0, contributed: '0', progress: '0' }]);
    expect(result.oneSided).toEqual([
      { wager: '1000', percent: 100, contributed: '1000', progress: '1000' },
    ]);
    const covering = Array.from({ length: 25 }, (_, n) => ({
      bet: { kind: 'straight', number: n },
      amount: '0.40',
    }));
    const wide = await seats(
      'roulette',
      covering,
      [{ bet: { kind: 'straight', number: 7 }, amount: '10' }],
      ['HedgeRou02', 'PlainRou02'],
    );
    expect(wide.hedged).toEqual([{ wager: '1000', percent: 0, contributed: '0', progress: '0' }]);
    expect(wide.oneSided[0]).toMatchObject({ percent: 100, contributed: '1000' });
  });

  it('multiplier roulette: red and black contribute nothing; a straight and a dozen count', async () => {
    const result = await seats(
      'multiplier_roulette',
      [
        { bet: { kind: 'red' }, amount: '5' },
        { bet: { kind: 'black' }, amount: '5' },
      ],
      [
        { bet: { kind: 'straight', number: 17 }, amount: '5' },
        { bet: { kind: 'dozen', dozen: 1 }, amount: '5' },
      ],
      ['HedgeMul01', 'PlainMul01'],
    );
    expect(result.hedged).toEqual([{ wager: '1000', percent: 0, contributed: '0', progress: '0' }]);
    expect(result.oneSided).toEqual([
      { wager: '1000', percent: 100, contributed: '1000', progress: '1000' },
    ]);
  });

  it('dice show: 8 to 13 together contribute nothing; 9 to 12 count', async () => {
    const result = await seats(
      'dice_show',
      [8, 9, 10, 11, 12, 13].map((total) => ({ total, amount: '2' })),
      [9, 10, 11, 12].map((total) => ({ total, amount: '3' })),
      ['HedgeDice01', 'PlainDice01'],
    );
    expect(result.hedged).toEqual([{ wager: '1200', percent: 0, contributed: '0', progress: '0' }]);
    expect(result.oneSided).toEqual([
      { wager: '1200', percent: 100, contributed: '1200', progress: '1200' },
    ]);
  });
});
