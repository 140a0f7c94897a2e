import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createPromotionEngine,
  demoPromotion,
  dropRoll,
  isDrop,
  type PromotionClient,
  type PromotionConfig,
} from './promotion.ts';
import type { WalletAnswer } from './wallet-client.ts';

const START = new Date('2026-11-23T00:00:00Z');

function config(overrides: Partial<PromotionConfig> = {}): PromotionConfig {
  return {
    ...demoPromotion(new Date('2026-11-24T10:00:00Z')),
    otherCasinos: [
      { player: 'Marlin', casino: 'Lucky Lagoon', multiplierX100: 500, reachedAt: START },
    ],
    ...overrides,
  };
}

/** The casino's side as Reef sees it: every call recorded, promoWin answered like a wallet that is idempotent by transaction id. */
function casino(options: { refuse?: string } = {}) {
  const wins: Parameters<PromotionClient['promoWin']>[0][] = [];
  const sent: { action: string; body: unknown }[] = [];
  const paid = new Set<string>();
  const ok: WalletAnswer = { ok: true, data: { balance: '0.00', currency: 'EUR' } };
  const client: PromotionClient = {
    promoWin: async (call) => {
      wins.push(call);
      if (options.refuse)
        return { ok: false, code: options.refuse, message: '', isRetryable: false };
      paid.add(call.transactionId);
      return ok;
    },
    send: async (action, body) => {
      sent.push({ action, body });
      return ok;
    },
  };
  return { client, wins, sent, paid };
}

/** A bet transaction id the seed turns into a drop (or not), found by trying ids in order: the same every run. */
function betIdWhere(seed: string, chance: number, wanted: boolean, from = 0): string {
  for (let i = from; ; i += 1) if (isDrop(seed, `bet-${i}`, chance) === wanted) return `bet-${i}`;
}

describe('drop decision', () => {
  it('is HMAC-SHA256 of the seed and the bet id, the same every time, and near its published probability', () => {
    const digest = createHmac('sha256', 'seed-1').update('bet-42').digest();
    expect(dropRoll('seed-1', 'bet-42')).toBe(digest.readUIntBE(0, 6) / 2 ** 48);
    expect(dropRoll('seed-1', 'bet-42')).toBe(dropRoll('seed-1', 'bet-42'));
    expect(dropRoll('seed-2', 'bet-42')).not.toBe(dropRoll('seed-1', 'bet-42'));
    const drops = Array.from({ length: 20_000 }, (_, i) =>
      isDrop('seed-1', `bet-${i}`, 1 / 25),
    ).filter(Boolean).length;
    expect(drops).toBeGreaterThan(700);
    expect(drops).toBeLessThan(900);
  });
});

describe('promotion engine', () => {
  it('pays a drop on a qualifying bet the seed picks, keyed by the bet, and none on other bets', async () => {
    const c = config();
    const { client, wins } = casino();
    const engine = createPromotionEngine({
      config: c,
      wallet: client,
      publisher: client,
      now: () => new Date('2026-11-24T10:00:00Z'),
    });
    const lucky = betIdWhere(c.seed, c.dropChance, true);
    const unlucky = betIdWhere(c.seed, c.dropChance, false);
    const bet = { playerId: '7', currency: 'EUR', game: 'pearl-diver', betMinor: 100n };
    expect(await engine.onBet({ ...bet, transactionId: unlucky })).toEqual({ isDrop: false });
    expect(await engine.onBet({ ...bet, transactionId: lucky })).toEqual({
      isDrop: true,
      amount: '5.00',
    });
    expect(wins).toEqual([
      {
        transactionId: `drop-${c.id}-${lucky}`,
        promotionId: c.id,
        playerId: '7',
        currency: 'EUR',
        amount: '5.00',
        prizeKind: 'drop',
      },
    ]);
    // Below the minimum bet, another game, an unpaid currency, or outside the window: no drop even on a lucky id.
    expect(await engine.onBet({ ...bet, transactionId: lucky, betMinor: 49n })).toEqual({
      isDrop: false,
    });
    expect(await engine.onBet({ ...bet, transactionId: lucky, game: 'other' })).toEqual({
      isDrop: false,
    });
    expect(await engine.onBet({ ...bet, transactionId: lucky, currency: 'XYZ' })).toEqual({
      isDrop: false,
    });
    const late = createPromotionEngine({
      config: c,
      wallet: client,
      publisher: client,
      now: () => c.endsAt,
    });
    expect(await late.onBet({ ...bet, transactionId: lucky })).toEqual({ isDrop: false });
    // Other currencies at Reef's rates: 2.50 PLN is 0.50 EUR, the drop 25 PLN.
    expect(
      await engine.onBet({
        ...bet,
        transactionId: betIdWhere(c.seed, c.dropChance, true, 1_000),
        currency: 'PLN',
        betMinor: 250n,
      }),
    ).toEqual({ isDrop: true, amount: '25.00' });
  });

  it('stops at the daily number of drops', async () => {
    const c = config({ dropsPerDay: 2, dropChance: 1 });
    const { client, wins } = casino();
    const engine = createPromotionEngine({
      config: c,
      wallet: client,
      publisher: client,
      now: () => new Date('2026-11-24T10:00:00Z'),
    });
    for (let i = 0; i < 5; i += 1)
      await engine.onBet({
        transactionId: `b-${i}`,
        playerId: '7',
        currency: 'EUR',
        game: 'coral-hi-lo',
        betMinor: 100n,
      });
    expect(wins.map((w) => w.transactionId)).toEqual([`drop-${c.id}-b-0`, `drop-${c.id}-b-1`]);
  });

  it('ranks best multipliers across casinos, ties to whoever was first, and publishes the standings only when they change', async () => {
    let at = new Date('2026-11-24T10:00:00Z');
    const c = config();
    const { client, sent } = casino();
    const engine = createPromotionEngine({
      config: c,
      wallet: client,
      publisher: client,
      now: () => at,
    });
    await engine.tick();
    expect(sent.map((s) => s.action)).toEqual(['publish']);
    expect(sent[0]!.body).toMatchObject({
      promotionId: c.id,
      url: c.url,
      games: ['pearl-diver', 'coral-hi-lo'],
      prizePool: expect.arrayContaining([
        { currency: 'EUR', amount: '1825.00' },
        { currency: 'NOK', amount: '18250.00' },
      ]),
    });
    await engine.tick();
    expect(sent).toHaveLength(1);

    engine.onRound({
      playerId: '7',
      nickname: 'Marina',
      currency: 'EUR',
      game: 'pearl-diver',
      betMinor: 100n,
      winMinor: 500n,
    });
    at = new Date(at.getTime() + 1000);
    engine.onRound({
      playerId: '8',
      nickname: 'Bo',
      currency: 'EUR',
      game: 'pearl-diver',
      betMinor: 100n,
      winMinor: 2000n,
    });
    engine.onRound({
      playerId: '7',
      nickname: 'Marina',
      currency: 'EUR',
      game: 'pearl-diver',
      betMinor: 100n,
      winMinor: 300n,
    });
    await engine.tick();
    expect(sent.map((s) => s.action)).toEqual(['publish', 'standings']);
    expect(engine.standings()).toEqual([
      { rank: 1, player: 'Bo***', casino: 'Orca', score: 'x20.00', prize: '250.00 EUR' },
      { rank: 2, player: 'Ma***', casino: 'Lucky Lagoon', score: 'x5.00', prize: '100.00 EUR' },
      { rank: 3, player: 'Ma***', casino: 'Orca', score: 'x5.00', prize: '25.00 EUR' },
    ]);
  });

  it("pays this casino's ranked players once at the end, with a transaction id per rank, and not the other casinos' players", async () => {
    let at = new Date('2026-11-24T10:00:00Z');
    const c = config();
    const { client, wins, sent } = casino();
    const engine = createPromotionEngine({
      config: c,
      wallet: client,
      publisher: client,
      now: () => at,
    });
    engine.onRound({
      playerId: '7',
      nickname: 'Marina',
      currency: 'EUR',
      game: 'pearl-diver',
      betMinor: 100n,
      winMinor: 2000n,
    });
    engine.onRound({
      playerId: '9',
      nickname: 'Nils',
      currency: 'NOK',
      game: 'coral-hi-lo',
      betMinor: 1000n,
      winMinor: 3000n,
    });
    await engine.tick();
    expect(wins).toEqual([]);
    const sentBefore = sent.length;
    at = c.endsAt;
    await engine.tick();
    await engine.tick();
    // The final board goes out once after the end, so the casino shows the promotion finished.
    expect(sent.slice(sentBefore).map((s) => s.action)).toEqual(['standings']);
    expect(wins).toEqual([
      {
        transactionId: `tournament-${c.id}-rank-1`,
        promotionId: c.id,
        playerId: '7',
        currency: 'EUR',
        amount: '250.00',
        prizeKind: 'tournament',
        rank: 1,
      },
      {
        transactionId: `tournament-${c.id}-rank-3`,
        promotionId: c.id,
        playerId: '9',
        currency: 'NOK',
        amount: '250.00',
        prizeKind: 'tournament',
        rank: 3,
      },
    ]);
  });

  it("keeps the demo promotion's id for the whole week, so a restart publishes the same one", () => {
    const monday = demoPromotion(new Date('2026-11-23T00:00:01Z'));
    const sunday = demoPromotion(new Date('2026-11-29T23:59:00Z'));
    expect(sunday.id).toBe(monday.id);
    expect(monday.startsAt.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(monday.endsAt.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(Object.keys(monday.translations).sort()).toEqual(['de', 'en', 'es', 'fr', 'no', 'pt']);
  });
});

describe('publishing beside a casino that is still starting', () => {
  it('retries an unreachable casino quietly, says so once it stays away, and says a refusal at once', async () => {
    const lines: string[] = [];
    let answer: WalletAnswer = {
      ok: false,
      code: 'network_error',
      message: 'connect ECONNREFUSED',
      isRetryable: true,
    };
    const sent: string[] = [];
    const client: PromotionClient = {
      promoWin: async () => answer,
      send: async (action) => (sent.push(action), answer),
    };
    const engine = createPromotionEngine({
      config: config(),
      wallet: client,
      publisher: client,
      now: () => new Date('2026-11-24T10:00:00Z'),
      log: (line) => lines.push(line),
    });
    for (let tick = 0; tick < 9; tick += 1) await engine.tick();
    expect(lines).toEqual([]);
    await engine.tick();
    await engine.tick();
    expect(lines).toEqual(['publishing the promotion failed: network_error']);
    answer = { ok: false, code: 'forbidden', message: '', isRetryable: false };
    await engine.tick();
    expect(lines).toHaveLength(2);
    answer = { ok: true, data: { balance: '0.00', currency: 'EUR' } };
    await engine.tick();
    expect(sent.filter((action) => action === 'publish')).toHaveLength(13);
  });
});
