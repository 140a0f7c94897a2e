import {
  DEFAULT_WAGERING_CONTRIBUTION,
  MARKET,
  type CampaignInput,
  type SportEvent,
  type SportsEventMessage,
  type SportsPromo,
  type SportsPromoTerms,
} from '@orca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import {
  createTestApp,
  fundedPlayer,
  operatorSession,
  type TestApp,
} from '../../../test/harness.ts';
import { servicesOf } from '../../app.ts';
import type { SportsService } from './sports.service.ts';
import {
  FEED_BY_HAND,
  insertVirtualMatch,
  oddsOf,
  producerAlive,
} from './virtual-match.fixture.ts';
import { VIRTUAL_PRODUCER } from './virtual-league.ts';

/*
 * Sports promotions through the API (issue 24): an operator's campaign in the back office, a player taking its
 * free bet or boost by code, the bet placed with it, and settlement, rollback and void from recorded streams,
 * each followed by the ledger's audit.
 */

let t: TestApp;
let sports: SportsService;
let marketing: string;
let matches = 0;
let names = 0;
let keys = 0;

beforeAll(async () => {
  t = await createTestApp({ SPORTS_BET_DELAY_MS: '1000', ...FEED_BY_HAND });
  await t.jobs.stop();
  const built = servicesOf(t.app);
  if (!built) throw new Error('no services');
  sports = built.sports;
  await producerAlive(sports);
  marketing = await operatorSession(t, 'marketing');
});
afterAll(async () => t?.close());

const asOperator = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.request({
    method,
    url: `/api/v1${url}`,
    headers: { 'x-operator-session': marketing },
    payload,
  });

/** A running sports campaign taken by `code`, made through the back office as an operator would. */
async function sportsCampaign(
  kind: 'sports_free_bet' | 'sports_boost',
  promo: Partial<SportsPromoTerms>,
  overrides: Partial<CampaignInput> = {},
): Promise<{ id: string; code: string }> {
  names += 1;
  const code = `SPORT${names}X${Date.now() % 100_000}`;
  const input: CampaignInput = {
    kind,
    url: `sports-promo-${names}-${Date.now() % 100_000}`,
    texts: { en: { title: `Sports ${kind} ${names}`, summary: 'For tests' } },
    matchPercent: null,
    maxBonusEur: null,
    minDepositEur: null,
    depositOrdinal: null,
    promoCode: code,
    promoCodeMaxUses: null,
    wageringMultiplier: 1,
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
    sportsPromo: {
      freeBetEur: null,
      boostPercent: null,
      accaBoosts: [],
      minOdds: null,
      validDays: 7,
      ...promo,
    },
    ...overrides,
  };
  const created = await asOperator('POST', '/admin/bonus/campaigns', input);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.data.id as string;
  const started = await asOperator('PATCH', `/admin/bonus/campaigns/${id}/status`, {
    status: 'active',
  });
  expect(started.status).toBe(200);
  return { id, code };
}

async function redeem(player: string, code: string) {
  return t.request({
    method: 'POST',
    url: '/api/v1/player/bonuses/promo',
    player,
    payload: { code },
  });
}

async function promos(player: string): Promise<SportsPromo[]> {
  const response = await t.request({
    method: 'GET',
    url: '/api/v1/player/sports/promotions',
    player,
  });
  expect(response.status).toBe(200);
  return response.body.data.promos as SportsPromo[];
}

/** A player with `amount` in cash holding the one token the campaign gives by its code. */
async function playerWith(
  name: string,
  amount: string,
  campaign: { code: string },
): Promise<{ sessionid: string; token: SportsPromo }> {
  const { sessionid } = await fundedPlayer(t, name, amount);
  const taken = await redeem(sessionid, campaign.code);
  expect(taken.status, JSON.stringify(taken.body)).toBe(200);
  const [token] = await promos(sessionid);
  if (!token) throw new Error('no token');
  return { sessionid, token };
}

interface Match {
  id: string;
  messages: SportsEventMessage[];
  winner: 1 | 2 | 3;
  play(until?: (message: SportsEventMessage) => boolean): Promise<void>;
}

async function match(seed: string, startsAt = new Date(Date.now() + 60_000)): Promise<Match> {
  matches += 1;
  const id = `orca:match:${960_000 + matches}`;
  const virtual = await insertVirtualMatch(t.database.db, sports.league, { id, seed, startsAt });
  const { home, away } = virtual.timeline.score;
  let next = 0;
  const played: Match = {
    id,
    messages: virtual.messages,
    winner: home > away ? 1 : home === away ? 2 : 3,
    async play(until) {
      while (next < virtual.messages.length) {
        const message = virtual.messages[next++];
        if (!message) break;
        await sports.apply(message);
        if (until?.(message)) return;
      }
    },
  };
  await played.play((m) => m.type === 'odds_change');
  return played;
}

async function event(id: string): Promise<SportEvent> {
  const response = await t.request({ method: 'GET', url: `/api/v1/sports/events/${id}` });
  expect(response.status).toBe(200);
  return response.body.data as SportEvent;
}

async function selectionOf(m: Match, outcomeId: number) {
  return {
    eventId: m.id,
    marketId: 1,
    specifiers: '',
    outcomeId,
    odds: oddsOf(await event(m.id), '1', outcomeId),
  };
}

async function bet(
  player: string,
  selections: Awaited<ReturnType<typeof selectionOf>>[],
  options: { stake: string; freeBetId?: string; boostId?: string; key?: string },
) {
  keys += 1;
  return t.request({
    method: 'POST',
    url: '/api/v1/player/sports/bets',
    player,
    payload: {
      type: selections.length > 1 ? 'multiple' : 'single',
      stake: options.stake,
      oddsChange: 'none',
      idempotencyKey: options.key ?? `promo-key-${keys}-${Date.now() % 100_000}`,
      selections,
      ...(options.freeBetId ? { freeBetId: options.freeBetId } : {}),
      ...(options.boostId ? { boostId: options.boostId } : {}),
    },
  });
}

async function betOf(player: string, id: string) {
  const response = await t.request({
    method: 'GET',
    url: `/api/v1/player/sports/bets/${id}`,
    player,
  });
  expect(response.status).toBe(200);
  return response.body.data;
}

async function cash(player: string): Promise<string> {
  const response = await t.request({ method: 'GET', url: '/api/v1/player/balance', player });
  return response.body.data.cash as string;
}

/** What the promotions account (house_bonus_cost) has put into the sportsbook for a bet, net. */
async function promoFunded(betId: string): Promise<bigint> {
  const [row] = await queryRows<{ net: string }>(
    t.database.db,
    sql`select coalesce(sum(case when da.kind = 'house_bonus_cost' then tr.amount else -tr.amount end), 0)::text as net
        from ledger_transfers tr
        join ledger_accounts da on da.id = tr.debit_account_id
        where tr.kind = 'sports_promo'
          and tr.operation_id in (select id from ledger_operations where reference = ${`sports:${betId}`})`,
  );
  return BigInt(row?.net ?? '0');
}

async function audit() {
  const result = await servicesOf(t.app)?.ledger.audit();
  expect(result?.problems).toEqual([]);
}

/** floor(stake × odds) in cents, exactly, from two-decimal-or-more decimal strings. */
function returnCents(stakeCents: bigint, odds: string[]): bigint {
  let num = stakeCents;
  let den = 1n;
  for (const text of odds) {
    const [whole, fraction = ''] = text.split('.');
    const scale = 10n ** BigInt(fraction.length);
    num *= BigInt(whole!) * scale + BigInt(fraction || '0');
    den *= scale;
  }
  return num / den;
}
const money = (cents: bigint) => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;

/** A settlement's rollback, the same settlement again, then the market cancelled (void). */
function afterFullTime(m: Match) {
  const last = m.messages.at(-1)?.sequence ?? 0;
  const header = { producer: VIRTUAL_PRODUCER, eventId: m.id, timestamp: Date.now() };
  const markets = [{ id: MARKET.matchResult, specifiers: '' }];
  const settlement = m.messages.findLast((message) => message.type === 'bet_settlement');
  if (settlement?.type !== 'bet_settlement') throw new Error('no settlement');
  return {
    rollback: { ...header, sequence: last + 1, type: 'rollback_bet_settlement', markets } as const,
    settleAgain: {
      ...settlement,
      sequence: last + 2,
      markets: settlement.markets.filter((x) => x.id === MARKET.matchResult),
    },
    cancel: { ...header, sequence: last + 3, type: 'bet_cancel', startTime: 0, markets } as const,
  };
}

describe('sports free bets', () => {
  it('stakes from promotions, pays a win its return less the stake, and is gone from the slip once used', async () => {
    const campaign = await sportsCampaign('sports_free_bet', { freeBetEur: '10.00' });
    const { sessionid, token } = await playerWith('FreeBetWin', '20.00', campaign);
    expect(token).toMatchObject({ kind: 'free_bet', amount: '10.00', currency: 'EUR' });
    const m = await match('free-bet-win');
    const selection = await selectionOf(m, m.winner);

    // The stake must be the free bet's amount.
    const other = await bet(sessionid, [selection], { stake: '5.00', freeBetId: token.id });
    expect([other.status, other.body.info.resultCode]).toEqual([400, 'free_bet_stake_mismatch']);

    const placed = await bet(sessionid, [selection], { stake: '10.00', freeBetId: token.id });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const gross = returnCents(1000n, [selection.odds]);
    expect(placed.body.data).toMatchObject({
      stake: '10.00',
      promo: { kind: 'free_bet' },
      potentialReturn: money(gross - 1000n),
    });
    // The player's cash is untouched; the token is used.
    expect(await cash(sessionid)).toBe('20.00');
    expect(await promos(sessionid)).toEqual([]);
    expect(await promoFunded(placed.body.data.id)).toBe(1000n);

    await m.play();
    const settled = await betOf(sessionid, placed.body.data.id);
    expect(settled).toMatchObject({ status: 'won', payout: money(gross - 1000n) });
    expect(await cash(sessionid)).toBe(money(2000n + gross - 1000n));
    await audit();
  });

  it('pays nothing on a loss and leaves the cash as it was', async () => {
    const campaign = await sportsCampaign('sports_free_bet', { freeBetEur: '5.00' });
    const { sessionid, token } = await playerWith('FreeBetLoss', '20.00', campaign);
    const m = await match('free-bet-loss');
    const loser = m.winner === 1 ? 3 : 1;
    const placed = await bet(sessionid, [await selectionOf(m, loser)], {
      stake: '5.00',
      freeBetId: token.id,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    await m.play();
    expect(await betOf(sessionid, placed.body.data.id)).toMatchObject({
      status: 'lost',
      payout: '0.00',
    });
    expect(await cash(sessionid)).toBe('20.00');
    // The stake stays the promotions account's cost.
    expect(await promoFunded(placed.body.data.id)).toBe(500n);
    await audit();
  });

  it('gives the token back when the bet ends void, after a rollback and a resettlement, each once', async () => {
    const campaign = await sportsCampaign('sports_free_bet', { freeBetEur: '10.00' });
    const { sessionid, token } = await playerWith('FreeBetVoid', '20.00', campaign);
    const m = await match('free-bet-void');
    const selection = await selectionOf(m, m.winner);
    const placed = await bet(sessionid, [selection], { stake: '10.00', freeBetId: token.id });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const id = placed.body.data.id as string;
    const win = returnCents(1000n, [selection.odds]) - 1000n;
    await m.play();
    expect(await cash(sessionid)).toBe(money(2000n + win));

    const stream = afterFullTime(m);
    await sports.apply(stream.rollback);
    expect(await cash(sessionid)).toBe('20.00');
    await sports.apply(stream.settleAgain);
    expect(await cash(sessionid)).toBe(money(2000n + win));
    await sports.apply(stream.cancel);
    // Void: the player keeps nothing of it, the stake goes back to promotions and the token to the player.
    expect(await cash(sessionid)).toBe('20.00');
    expect(await betOf(sessionid, id)).toMatchObject({ status: 'void', payout: '0.00' });
    expect(await promoFunded(id)).toBe(0n);
    const back = await promos(sessionid);
    expect(back.map((p) => p.id)).toEqual([token.id]);
    // Replays change nothing.
    for (const message of [...m.messages, stream.rollback, stream.settleAgain, stream.cancel])
      expect(await sports.apply(message)).toBeNull();
    expect(await cash(sessionid)).toBe('20.00');

    // The token given back places another bet.
    const n = await match('free-bet-void-again');
    const again = await bet(sessionid, [await selectionOf(n, n.winner)], {
      stake: '10.00',
      freeBetId: token.id,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    await n.play();
    await audit();
  });

  it('is used once under concurrent bets, is refused to another player, and is never cashed out', async () => {
    const campaign = await sportsCampaign('sports_free_bet', {
      freeBetEur: '10.00',
      minOdds: '1.20',
    });
    const { sessionid, token } = await playerWith('FreeBetRace', '50.00', campaign);
    const thief = await fundedPlayer(t, 'FreeBetThief', '50.00');
    const m = await match('free-bet-race');
    const selection = await selectionOf(m, 1);

    const stolen = await bet(thief.sessionid, [selection], { stake: '10.00', freeBetId: token.id });
    expect([stolen.status, stolen.body.info.resultCode]).toEqual([409, 'sports_promo_unavailable']);
    expect(await cash(thief.sessionid)).toBe('50.00');

    const tries = await Promise.all(
      Array.from({ length: 8 }, () =>
        bet(sessionid, [selection], { stake: '10.00', freeBetId: token.id }),
      ),
    );
    const codes = tries.map((r) => (r.status === 200 ? 'ok' : r.body.info.resultCode));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'sports_promo_unavailable')).toBe(
      true,
    );
    const [row] = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*)::text as n from sport_bets where promo_token_id = ${token.id}::bigint`,
    );
    expect(row?.n).toBe('1');
    expect(await cash(sessionid)).toBe('50.00');

    // Cash-out is refused for a free bet, even after the cooldown.
    const placed = tries.find((r) => r.status === 200)!;
    const id = placed.body.data.id as string;
    await t.database.db.execute(
      sql`update sport_bets set placed_at = now() - interval '1 minute' where id = ${id}::bigint`,
    );
    const offer = await t.request({
      method: 'GET',
      url: `/api/v1/player/sports/bets/${id}/cashout`,
      player: sessionid,
    });
    expect([offer.status, offer.body.info.resultCode]).toEqual([409, 'cashout_unavailable']);
    await m.play();
    await audit();
  });

  it('refuses a bet below the minimum odds and keeps the token', async () => {
    const campaign = await sportsCampaign('sports_free_bet', {
      freeBetEur: '2.00',
      minOdds: '50.00',
    });
    const { sessionid, token } = await playerWith('FreeBetOdds', '20.00', campaign);
    const m = await match('free-bet-odds');
    const refused = await bet(sessionid, [await selectionOf(m, 1)], {
      stake: '2.00',
      freeBetId: token.id,
    });
    expect([refused.status, refused.body.info.resultCode]).toEqual([400, 'sports_promo_min_odds']);
    expect((await promos(sessionid)).map((p) => p.id)).toEqual([token.id]);
    // A boost id that is a free bet is not a boost.
    const wrongKind = await bet(sessionid, [await selectionOf(m, 1)], {
      stake: '2.00',
      boostId: token.id,
    });
    expect(wrongKind.body.info.resultCode).toBe('sports_promo_unavailable');
    // Forged and unknown ids, and two tokens on one bet, are refused before any money moves.
    const forged = await bet(sessionid, [await selectionOf(m, 1)], {
      stake: '2.00',
      freeBetId: '1 or 1=1',
    });
    expect([forged.status, forged.body.info.resultCode]).toEqual([400, 'validation_error']);
    const unknown = await bet(sessionid, [await selectionOf(m, 1)], {
      stake: '2.00',
      freeBetId: '999999999999999999',
    });
    expect(unknown.body.info.resultCode).toBe('sports_promo_unavailable');
    const both = await bet(sessionid, [await selectionOf(m, 1)], {
      stake: '2.00',
      freeBetId: token.id,
      boostId: token.id,
    });
    expect([both.status, both.body.info.resultCode]).toEqual([400, 'validation_error']);
    expect(await cash(sessionid)).toBe('20.00');
    await m.play();
    await audit();
  });
});

describe('sports free bets in play and over time', () => {
  it('gives the token back when an in-play bet is refused after its delay, and refuses an expired token', async () => {
    const campaign = await sportsCampaign('sports_free_bet', { freeBetEur: '10.00' });
    const { sessionid, token } = await playerWith('FreeBetLive', '20.00', campaign);
    const m = await match('free-bet-live', new Date(Date.now() - 1_000));
    const stop = m.messages.find((message) => message.type === 'bet_stop');
    await m.play((message) => message.sequence === (stop?.sequence ?? 0) - 1);
    const selection = await selectionOf(m, 1);
    // A bet stop lands while the bet waits out its delay: refused, the stake back to promotions.
    const pending = bet(sessionid, [selection], { stake: '10.00', freeBetId: token.id });
    // The stop comes once the bet is held in its delay (its stake funded, its token taken).
    for (let tries = 0; tries < 200; tries += 1) {
      const [held] = await queryRows<{ n: string }>(
        t.database.db,
        sql`select count(*)::text as n from sport_bets where promo_token_id = ${token.id}::bigint and status = 'pending'`,
      );
      if (held?.n === '1') break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await m.play((message) => message.type === 'bet_stop');
    const refused = await pending;
    expect([refused.status, refused.body.info.resultCode]).toEqual([409, 'market_suspended']);
    expect(await cash(sessionid)).toBe('20.00');
    expect((await promos(sessionid)).map((p) => p.id)).toEqual([token.id]);
    const [row] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id::text from sport_bets where promo_token_id = ${token.id}::bigint`,
    );
    expect(await promoFunded(row!.id)).toBe(0n);

    // Past its expiry the token is neither listed nor taken.
    await t.database.db.execute(
      sql`update sport_promo_tokens set expires_at = now() - interval '1 minute' where id = ${token.id}::bigint`,
    );
    expect(await promos(sessionid)).toEqual([]);
    const n = await match('free-bet-expired');
    const expired = await bet(sessionid, [await selectionOf(n, 1)], {
      stake: '10.00',
      freeBetId: token.id,
    });
    expect([expired.status, expired.body.info.resultCode]).toEqual([
      409,
      'sports_promo_unavailable',
    ]);
    expect(await cash(sessionid)).toBe('20.00');
    await m.play();
    await n.play();
    await audit();
  });
});

describe('sports boosts', () => {
  it('pays a winning single its boosted return, the extra from promotions', async () => {
    const campaign = await sportsCampaign('sports_boost', { boostPercent: 20 });
    const { sessionid, token } = await playerWith('BoostWin', '50.00', campaign);
    expect(token).toMatchObject({ kind: 'boost', boostPercent: 20, amount: null });
    const m = await match('boost-win');
    const selection = await selectionOf(m, m.winner);
    const placed = await bet(sessionid, [selection], { stake: '10.00', boostId: token.id });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    // (o − 1)(1 + b) + 1 on a 10.00 stake, exactly: 1000 × (o − 1) × 1.2 + 1000, rounded down.
    const plain = returnCents(1000n, [selection.odds]);
    const exact =
      1000n + ((returnCents(1_000_000n, [selection.odds]) - 1_000_000n) * 12n) / 10_000n;
    expect(placed.body.data.promo).toMatchObject({ kind: 'boost', boostPercent: 20 });
    expect(placed.body.data.potentialReturn).toBe(money(exact));
    expect(await cash(sessionid)).toBe('40.00');
    await m.play();
    expect(await betOf(sessionid, placed.body.data.id)).toMatchObject({
      status: 'won',
      payout: money(exact),
    });
    expect(await cash(sessionid)).toBe(money(4000n + exact));
    expect(await promoFunded(placed.body.data.id)).toBe(exact - plain);
    await audit();
  });

  // Three whole matches are played through the feed: slow on a loaded machine.
  it(
    'boosts an accumulator by its number of legs, and a rollback takes the extra back',
    { timeout: 120_000 },
    async () => {
      const campaign = await sportsCampaign('sports_boost', {
        accaBoosts: [
          { legs: 3, percent: 5 },
          { legs: 5, percent: 10 },
        ],
      });
      const { sessionid, token } = await playerWith('BoostAcca', '50.00', campaign);
      const games = [await match('acca-1'), await match('acca-2'), await match('acca-3')];
      const selections = await Promise.all(games.map((g) => selectionOf(g, g.winner)));
      const placed = await bet(sessionid, selections, { stake: '2.00', boostId: token.id });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      // Three legs: the 5 % row (the 5-leg row needs five).
      expect(placed.body.data.promo).toMatchObject({ kind: 'boost', boostPercent: 5 });
      const odds = selections.map((s) => s.odds);
      const plain = returnCents(200n, odds);
      const scale = 1_000_000n;
      const exact =
        200n + ((returnCents(200n * scale, odds) - 200n * scale) * 105n) / (100n * scale);
      expect(placed.body.data.potentialReturn).toBe(money(exact));
      for (const g of games) await g.play();
      expect(await betOf(sessionid, placed.body.data.id)).toMatchObject({
        status: 'won',
        payout: money(exact),
      });
      expect(await cash(sessionid)).toBe(money(4800n + exact));
      expect(await promoFunded(placed.body.data.id)).toBe(exact - plain);

      // The last match's result rolled back: the whole boosted return comes back, extra included.
      const stream = afterFullTime(games[2]!);
      await sports.apply(stream.rollback);
      expect(await cash(sessionid)).toBe('48.00');
      expect(await promoFunded(placed.body.data.id)).toBe(0n);
      await sports.apply(stream.settleAgain);
      expect(await cash(sessionid)).toBe(money(4800n + exact));
      // Cancelled: two legs remain, below the table's first row, so no boost at all.
      await sports.apply(stream.cancel);
      const twoLegs = returnCents(200n, odds.slice(0, 2));
      expect(await betOf(sessionid, placed.body.data.id)).toMatchObject({
        status: 'won',
        payout: money(twoLegs),
        promo: { boostPercent: 0 },
      });
      expect(await cash(sessionid)).toBe(money(4800n + twoLegs));
      expect(await promoFunded(placed.body.data.id)).toBe(0n);
      await audit();
    },
  );
});

describe('sports campaigns in the back office', () => {
  it('refuses a free bet campaign without its amount and a boost without a boost, and an operator grants one', async () => {
    const noAmount = await asOperator('POST', '/admin/bonus/campaigns', {
      kind: 'sports_free_bet',
      url: 'sports-no-amount',
      texts: { en: { title: 'x', summary: '' } },
      matchPercent: null,
      maxBonusEur: null,
      minDepositEur: null,
      depositOrdinal: null,
      promoCode: null,
      promoCodeMaxUses: null,
      wageringMultiplier: 1,
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
      sportsPromo: {
        freeBetEur: null,
        boostPercent: null,
        accaBoosts: [],
        minOdds: null,
        validDays: 7,
      },
    });
    expect([noAmount.status, noAmount.body.info.resultCode]).toEqual([
      400,
      'campaign_field_required',
    ]);

    const campaign = await sportsCampaign('sports_boost', { boostPercent: 10 });
    const { sessionid } = await fundedPlayer(t, 'BoostGranted', '20.00');
    const [player] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id::text from players where username = 'BoostGranted'`,
    );
    const granted = await asOperator('POST', `/admin/bonus/players/${player!.id}/grants`, {
      campaignId: campaign.id,
      reason: 'A boost for a loyal player',
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect((await promos(sessionid)).map((p) => p.kind)).toEqual(['boost']);
    // The campaign's per-player limit counts tokens: the same player's code is then refused.
    const again = await redeem(sessionid, campaign.code);
    expect(again.status).not.toBe(200);
    expect((await promos(sessionid)).length).toBe(1);
    const [audited] = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*)::text as n from audit_log where action = 'bonus.granted' and target_id = ${player!.id}`,
    );
    expect(audited?.n).toBe('1');
  });
});
