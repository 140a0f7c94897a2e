import { createReefServer, demoPromotion } from '@orca/reef/server';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fundedPlayer, type TestApp } from '../../../../test/harness.ts';
import { freePort } from '../../../../test/processes.ts';
import { queryRows } from '../../../db/client.ts';
import { createLedgerService } from '../../wallet/ledger.service.ts';

/**
 * Orca and Reef as two real HTTP servers with Reef running a network promotion: Reef publishes it
 * at start-up, pays drops through the signed promoWin, publishes the standings as they change and
 * pays the tournament prize when the promotion ends.
 */
const SECRET = 'reef-promotion-secret-001';
/** Long enough for a loaded machine to play the test inside it; the test ends it once it has played. */
const WINDOW_MS = 120_000;
let promotion: ReturnType<typeof demoPromotion>;
let orca: TestApp;
let reef: FastifyInstance;
let reefUrl = '';

beforeAll(async () => {
  const reefPort = await freePort();
  reefUrl = `http://127.0.0.1:${reefPort}`;
  orca = await createTestApp(
    { REFERENCE_PROVIDER_URL: reefUrl, REFERENCE_PROVIDER_SECRET: SECRET },
    { listen: true },
  );
  // The window starts once Orca is up, so the test plays well inside it and sees it end.
  const startsAt = new Date(Date.now() - 60_000);
  promotion = {
    ...demoPromotion(new Date()),
    id: 'it-drops',
    url: 'reef-it-drops',
    startsAt,
    endsAt: new Date(Date.now() + WINDOW_MS),
    // Every qualifying bet drops, two a day: the test knows which bets pay.
    dropChance: 1,
    dropsPerDay: 2,
    otherCasinos: [
      { player: 'Marlin', casino: 'Lucky Lagoon', multiplierX100: 150, reachedAt: startsAt },
    ],
  };
  reef = createReefServer({
    orcaWalletUrl: `${orca.config.publicUrl}/api/v1/provider/reef/wallet`,
    secret: SECRET,
    casinoOrigin: orca.config.publicUrl,
    promotion: { config: promotion, tickMs: 100 },
  });
  await reef.listen({ port: reefPort, host: '127.0.0.1' });
});
afterAll(async () => {
  await reef.close();
  await orca.close();
});

async function reefApi<T>(path: string, body: unknown): Promise<{ status: number; data: T }> {
  const response = await fetch(`${reefUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, data: (await response.json()) as T };
}

async function until<T>(
  read: () => Promise<T>,
  isDone: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDone(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const promotionRow = async () =>
  (
    await queryRows<{
      id: string;
      status: string;
      game_ids: string[];
      standings: { rank: number; player: string; casino: string; score: string }[] | null;
    }>(
      orca.database.db,
      sql`select id::text, status, game_ids, standings from tournaments where provider_id = 'reef' and external_id = 'it-drops'`,
    )
  )[0];

const winsOf = (playerId: string) =>
  queryRows<{
    transaction_id: string;
    prize_kind: string;
    amount_minor: string;
    rank: number | null;
  }>(
    orca.database.db,
    sql`select transaction_id, prize_kind, amount_minor::text from provider_promotion_wins where player_id = ${playerId}::bigint order by id`,
  );

describe('a Reef network promotion against Orca over HTTP', () => {
  it('is published, pays drops on bets, publishes the standings and pays the prize at the end', async () => {
    const published = await until(promotionRow, (row) => row !== undefined);
    expect(published).toMatchObject({
      status: 'running',
      game_ids: ['reef-pearl-diver', 'reef-coral-hi-lo'],
    });

    const { sessionid } = await fundedPlayer(orca, 'Dropper001', '100');
    const [player] = await queryRows<{ id: string }>(
      orca.database.db,
      sql`select id::text from players where username = 'Dropper001'`,
    );
    const launched = await orca.request({
      method: 'GET',
      url: '/api/v1/player/game/reef-pearl-diver',
      player: sessionid,
    });
    const token = new URL(launched.body.data.url as string).searchParams.get('token')!;
    const session = await reefApi<{ session: string }>('/api/session', {
      token,
      game: 'pearl-diver',
      mode: 'real',
    });

    let expected = 100;
    const drops: (string | undefined)[] = [];
    for (let i = 0; i < 4; i += 1) {
      const played = await reefApi<{ win: string; balance: string; drop?: string }>('/api/pearl', {
        session: session.data.session,
        bet: '1.00',
        shell: i % 3,
      });
      expect(played.status).toBe(200);
      drops.push(played.data.drop);
      expected += Number(played.data.win) - 1 + Number(played.data.drop ?? 0);
    }
    // A bet below the promotion's minimum (0.50 EUR) never drops.
    const small = await reefApi<{ win: string; drop?: string }>('/api/pearl', {
      session: session.data.session,
      bet: '0.10',
      shell: 0,
    });
    expected += Number(small.data.win) - 0.1;
    expect(small.data.drop).toBeUndefined();
    expect(drops).toEqual(['5.00', '5.00', undefined, undefined]);
    const balance = (
      await orca.request({ method: 'GET', url: '/api/v1/player/balance', player: sessionid })
    ).body.data;
    expect(Number(balance.total)).toBeCloseTo(expected, 2);
    expect((await winsOf(player!.id)).map((w) => [w.prize_kind, w.amount_minor])).toEqual([
      ['drop', '500'],
      ['drop', '500'],
    ]);

    // Cashing out at once is a x1.00 round: the player is on the network board whatever the shells paid.
    const hilo = await orca.request({
      method: 'GET',
      url: '/api/v1/player/game/reef-coral-hi-lo',
      player: sessionid,
    });
    const hiloSession = await reefApi<{ session: string }>('/api/session', {
      token: new URL(hilo.body.data.url as string).searchParams.get('token')!,
      game: 'coral-hi-lo',
      mode: 'real',
    });
    const start = await reefApi<{ round: string }>('/api/hilo/start', {
      session: hiloSession.data.session,
      bet: '1.00',
    });
    await reefApi('/api/hilo/cashout', {
      session: hiloSession.data.session,
      round: start.data.round,
    });
    const standings = await until(promotionRow, (row) =>
      (row?.standings ?? []).some((s) => s.casino === 'Orca'),
    );
    expect(standings!.standings!.find((s) => s.casino === 'Lucky Lagoon')).toMatchObject({
      player: 'Ma***',
      score: 'x1.50',
    });
    expect(standings!.standings!.find((s) => s.casino === 'Orca')).toMatchObject({
      player: 'Dr***',
    });

    // At the end (Reef's operator closes it now) Reef pays this casino's ranked players their
    // prize once, whichever rank they hold.
    promotion.endsAt = new Date();
    const paid = await until(
      () => winsOf(player!.id),
      (wins) => wins.some((w) => w.prize_kind === 'tournament'),
      30_000,
    );
    const prize = paid.filter((w) => w.prize_kind === 'tournament');
    expect(prize).toHaveLength(1);
    expect(prize[0]!.transaction_id).toMatch(/^tournament-it-drops-rank-[12]$/);
    const notices = await queryRows<{ params: Record<string, string> }>(
      orca.database.db,
      sql`select params from player_notices where player_id = ${player!.id}::bigint and kind = 'network_promotion_won' order by id`,
    );
    expect(notices).toHaveLength(3);
    expect(notices[0]!.params).toEqual({
      amount: '5.00',
      currency: 'EUR',
      promotion: 'Reef Ocean Drops',
    });
    expect((await createLedgerService(orca.database.db).audit()).problems).toEqual([]);
  }, 40_000);
});
