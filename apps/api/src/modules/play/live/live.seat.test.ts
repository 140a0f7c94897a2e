import { formatMinor } from '@orca/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fundedPlayer, type TestApp } from '../../../../test/harness.ts';
import { liveBets, liveRounds } from '../../../db/schema/index.ts';
import { createLedgerService } from '../../wallet/ledger.service.ts';
import { LIVE_RESULT_PAUSE_MS } from './live.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
});
afterAll(() => t.close());

const ROULETTE = 'roulette-1';

async function openTable(player: string): Promise<string> {
  const launched = await t.request({
    method: 'GET',
    url: '/api/v1/player/game/orca-live-european-roulette',
    player,
  });
  expect(launched.status, JSON.stringify(launched.body)).toBe(200);
  const token = new URL(launched.body.data.url).searchParams.get('token') ?? '';
  return (await t.request({ method: 'POST', url: '/api/v1/play/session', payload: { token } })).body
    .data.sessionToken as string;
}
const bet = (session: string, amount: string) =>
  t.request({
    method: 'POST',
    url: `/api/v1/play/live/${ROULETTE}/bet`,
    headers: { 'x-game-session': session },
    payload: { kind: 'roulette', bets: [{ bet: { kind: 'red' }, amount }] },
  });

// Rounds open on the tests' own clock, ahead of the real one, so the background driver leaves them alone.
let clock = Date.now() + 3_600_000;
async function freshRound(): Promise<void> {
  clock += 3_600_000;
  await t.live.tick(new Date(clock));
  await t.live.tick(new Date(clock + LIVE_RESULT_PAUSE_MS));
  const [round] = await t.database.db
    .select()
    .from(liveRounds)
    .where(eq(liveRounds.tableId, ROULETTE))
    .orderBy(sql`${liveRounds.roundNo} desc`)
    .limit(1);
  expect(round?.phase).toBe('betting');
}

describe('one seat per player and round', () => {
  // The table's maximum is per bet set; a second tab's game session was a second seat, so a player
  // doubled the table's limit on one spin (and hedged red against black at no risk to the limit).
  it('refuses a second bet set from the same player through another game session, also when both race', async () => {
    const player = await fundedPlayer(t, 'twotabs', '10000');
    const first = await openTable(player.sessionid);
    const second = await openTable(player.sessionid);
    await freshRound();
    expect((await bet(first, '4000')).status).toBe(200);
    const again = await bet(second, '4000');
    expect(again.status).not.toBe(200);
    expect(again.body.info.resultCode).toBe('live_already_bet');

    await freshRound();
    const third = await openTable(player.sessionid);
    const raced = await Promise.all([bet(first, '100'), bet(second, '100'), bet(third, '100')]);
    expect(raced.filter((r) => r.status === 200)).toHaveLength(1);
    const seats = await t.database.db
      .select({ stake: liveBets.stakeMinor })
      .from(liveBets)
      .innerJoin(liveRounds, eq(liveRounds.id, liveBets.liveRoundId))
      .where(eq(liveRounds.tableId, ROULETTE));
    expect(seats.map((s) => formatMinor(s.stake)).sort()).toEqual(['100.00', '4000.00']);
  });
});
