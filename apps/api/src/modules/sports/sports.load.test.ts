import { MARKET } from '@orca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestApp, fundedPlayer, type TestApp } from '../../../test/harness.ts';
import { servicesOf } from '../../app.ts';
import type { SportsService } from './sports.service.ts';
import { FEED_BY_HAND, insertVirtualMatch, producerAlive } from './virtual-match.fixture.ts';

/*
 * Fifty players bet on one live match while it is played: bets race the feed's messages (bet stops, goals,
 * reprices). Whatever the interleaving, a bet sent while the market is stopped is refused, every accepted bet
 * is settled once, and every player's cash is their deposit less their stakes plus their payouts.
 */

const PLAYERS = 50;
let t: TestApp;
let sports: SportsService;

beforeAll(async () => {
  if (process.env.ORCA_TEST_DB !== 'postgres') return;
  t = await createTestApp({ SPORTS_BET_DELAY_MS: '20', ...FEED_BY_HAND });
  await t.jobs.stop();
  const built = servicesOf(t.app);
  if (!built) throw new Error('no services');
  sports = built.sports;
  await producerAlive(sports);
});
afterAll(async () => t?.close());

// On PostgreSQL, where the bets and the feed really run at once (PGlite takes one statement at a time).
describe.runIf(process.env.ORCA_TEST_DB === 'postgres')('fifty players on one live match', () => {
  it('refuses bets during bet stops, settles every accepted bet once, and keeps every balance exact', async () => {
    const id = 'orca:match:990001';
    const seed = 'fifty-players-seed-3';
    const match = await insertVirtualMatch(t.database.db, sports.league, {
      id,
      seed,
      startsAt: new Date(Date.now() - 1_000),
      teams: [2, 3],
    });
    expect(match.timeline.goals.length).toBeGreaterThan(0);

    const players = await Promise.all(
      Array.from({ length: PLAYERS }, (_, i) => fundedPlayer(t, `Fifty${i}`, '100.00')),
    );
    let keys = 0;
    const wave = async () => {
      const detail = (await t.request({ method: 'GET', url: `/api/v1/sports/events/${id}` })).body
        .data;
      const market = detail.markets.find((m: { key: string }) => m.key === '1');
      return Promise.all(
        players.map(async ({ sessionid }, i) => {
          const outcomeId = [1, 2, 3][i % 3] ?? 1;
          const odds =
            market?.outcomes.find((o: { id: number }) => o.id === outcomeId)?.odds ?? '2.0';
          keys += 1;
          const response = await t.request({
            method: 'POST',
            url: '/api/v1/player/sports/bets',
            player: sessionid,
            payload: {
              type: 'single',
              stake: '1.00',
              oddsChange: 'any',
              idempotencyKey: `fifty-${keys}`,
              selections: [
                { eventId: id, marketId: MARKET.matchResult, specifiers: '', outcomeId, odds },
              ],
            },
          });
          return response.body.info.resultCode as string;
        }),
      );
    };

    const results: string[] = [];
    let stopsChecked = 0;
    let reprices = 0;
    let scored = 0;
    for (const message of match.messages) {
      if (message.type === 'bet_settlement' && message.certainty === 2) break;
      // Waves at the moments that matter (bet stops, goals) and the first reprices, not at every message.
      const goals =
        message.type === 'odds_change' && message.sportEventStatus
          ? message.sportEventStatus.homeScore + message.sportEventStatus.awayScore
          : scored;
      const isGoal = goals > scored;
      scored = goals;
      const racing =
        message.type === 'bet_stop' ||
        isGoal ||
        (message.type === 'odds_change' && message.markets.length > 0 && reprices++ < 2);
      if (!racing) {
        await sports.apply(message);
        continue;
      }
      // Bets race the message: either order is allowed, and the balances below must hold for both.
      const [codes] = await Promise.all([wave(), sports.apply(message)]);
      results.push(...codes);
      if (message.type === 'bet_stop' && stopsChecked < 2) {
        // Once the stop is applied, every bet sent before the market reopens is refused.
        const late = await wave();
        expect(new Set(late)).toEqual(new Set(['market_suspended']));
        stopsChecked += 1;
      }
    }
    expect(stopsChecked).toBeGreaterThan(0);
    expect(results.filter((code) => code === 'ok').length).toBeGreaterThan(PLAYERS);
    for (const message of match.messages) await sports.apply(message);

    const bets = await queryRows<{ status: string; n: number }>(
      t.database.db,
      sql`select status, count(*)::int as n from sport_bets group by status`,
    );
    expect(bets.map((b) => b.status).sort()).not.toContain('open');
    expect(bets.map((b) => b.status)).not.toContain('pending');
    // Each bet paid at most once (a settlement round per payout), and only settled bets paid.
    const payouts = await queryRows<{ bet: string; n: number }>(
      t.database.db,
      sql`select reference as bet, count(*)::int as n from ledger_operations where kind = 'sports_payout' group by reference having count(*) > 1`,
    );
    expect(payouts).toEqual([]);
    const mismatched = await queryRows<{ player_id: string }>(
      t.database.db,
      sql`select b.player_id::text from sport_bets b
        join ledger_accounts a on a.player_id = b.player_id and a.kind = 'player_cash'
        group by b.player_id, a.balance
        having a.balance <> 10000
          - coalesce(sum(b.stake_minor) filter (where b.status <> 'refused'), 0)
          + coalesce(sum(b.paid_minor) filter (where b.status <> 'refused'), 0)`,
    );
    expect(mismatched).toEqual([]);
    expect((await servicesOf(t.app)?.ledger.audit())?.problems).toEqual([]);
  }, 180_000);
});
