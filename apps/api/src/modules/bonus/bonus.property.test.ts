import { formatMinor, type ContributionGroup } from '@orca/contracts';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedPlayer, type TestApp, createTestApp } from '../../../test/harness.ts';
import { REEF_TEST_ENV, reefClient } from '../../../test/provider-wallet.ts';
import { queryRows } from '../../db/client.ts';
import { players } from '../../db/schema/index.ts';
import { signPayload } from '../../platform/signature.ts';
import { createCatalogueService } from '../games/catalogue.service.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';
import { bonusRuleBreaches } from './bonus.property.checks.ts';
import { createBonusDriver, type BonusDriver } from './bonus.test-driver.ts';

/**
 * Decision 015's money rules over random sequences of what players and the casino do: deposits,
 * bets (cash, mixed, bonus-only, over the max bet, over the balance), wins, rollbacks, grants,
 * wagering to completion, expiry by the job, forfeits and withdrawals. Bets, wins and rollbacks go
 * through the reference provider's signed wallet API on the real app; grants, the expiry job and
 * the wagering consumer are the real engine's, run here between steps so every outcome is
 * decided (the app's own timers are stopped).
 */

const SLOT = 'reef-pearl-diver';
const FAST = 'reef-coral-hi-lo';
/** The in-house slot free spins are played on (no jackpot: its stakes feed no pool). */
const FREE_SPIN_SLOT = 'orca-lucky-sevens';
const DAY_MS = 86_400_000;

let t: TestApp;
let reef: ReturnType<typeof reefClient>;
let bonus: BonusDriver;
let groupOf: Map<string, ContributionGroup>;
let campaignId: bigint;
let players_ = 0;

beforeAll(async () => {
  // No KYC ceiling: the withdrawals here test the bonus rules, not the KYC threshold.
  t = await createTestApp({ ...REEF_TEST_ENV, KYC_THRESHOLD_EUR: '10000000' });
  // The app's background runs (consumers, expiry) would race the steps; the test runs them itself.
  await t.jobs.stop();
  reef = reefClient(t);
  const terms = await createCatalogueService(t.database.db).termsOf([SLOT, FAST]);
  groupOf = new Map([...terms].map(([id, term]) => [id, term.group]));
  bonus = createBonusDriver(t.database.db);
  campaignId = await bonus.createCampaign('property-manual');
}, 60_000);
afterAll(() => t?.close());

const euros = (minor: bigint) => formatMinor(minor);

/**
 * One step. Bet amounts are chosen from the balances when the step runs (`pick` in [0, 1]), so a
 * step means the same thing after shrinking: 'cash' stays within cash, 'mixed' takes all the cash
 * and part of the bonus, 'bonus' bets bonus money alone (or first spends the cash to get there),
 * 'over_max' asks one cent over the active bonus's max bet, 'over_balance' one cent over the money.
 * Free spins are granted by the engine and played in the in-house slot's client like a player
 * would ('free_spin' plays the next one, if any): house money, until the last spin's winnings
 * become a bonus with its own wagering or are paid to cash.
 */
const stepArb = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), eur: fc.integer({ min: 20, max: 200 }) }),
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('bet' as const),
      game: fc.constantFrom(SLOT, FAST),
      source: fc.constantFrom(
        'cash' as const,
        'mixed' as const,
        'bonus' as const,
        'over_max' as const,
        'over_balance' as const,
      ),
      pick: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('win' as const),
      pick: fc.nat(),
      percentOfStake: fc.constantFrom(0, 50, 100, 150, 200, 1_000),
    }),
  },
  fc.record({ op: fc.constant('rollback' as const), pick: fc.nat() }),
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('grant' as const),
      bonusEur: fc.integer({ min: 1, max: 60 }),
      multiplier: fc.integer({ min: 1, max: 10 }),
      maxBetEur: fc.integer({ min: 1, max: 40 }),
      maxConversionEur: fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
      fastPercent: fc.constantFrom(0, 10, 50),
      isSlotExcluded: fc.boolean(),
    }),
  },
  fc.record({
    op: fc.constant('free_spins' as const),
    count: fc.integer({ min: 1, max: 3 }),
    betCents: fc.constantFrom(10, 50, 100),
    winsTo: fc.constantFrom('bonus' as const, 'cash' as const),
    multiplier: fc.integer({ min: 1, max: 10 }),
  }),
  { weight: 2, arbitrary: fc.record({ op: fc.constant('free_spin' as const) }) },
  fc.record({ op: fc.constant('expire' as const), days: fc.integer({ min: 1, max: 30 }) }),
  fc.record({ op: fc.constant('forfeit' as const) }),
  fc.record({
    op: fc.constant('withdraw' as const),
    pick: fc.double({ min: 0, max: 1, noNaN: true }),
    confirm: fc.boolean(),
  }),
  fc.record({ op: fc.constant('settle' as const) }),
);
type Step = typeof stepArb extends fc.Arbitrary<infer S> ? S : never;

interface Player {
  id: bigint;
  session: string;
  gameSessions: Record<string, string>;
  /** Open rounds (a bet, no win, not rolled back): where wins and rollbacks land. */
  open: { roundId: string; betTx: string; game: string; stakeMinor: bigint }[];
}

async function newPlayer(): Promise<Player> {
  players_ += 1;
  const username = `Prop${players_}x${Date.now().toString(36)}`.slice(0, 20);
  const { sessionid } = await fundedPlayer(t, username, '50');
  const [row] = await t.database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.username, username));
  const gameSessions: Record<string, string> = {};
  for (const game of [SLOT, FAST, FREE_SPIN_SLOT]) {
    const launched = await t.request({
      method: 'GET',
      url: `/api/v1/player/game/${game}`,
      player: sessionid,
    });
    const token = new URL(launched.body.data.url as string).searchParams.get('token')!;
    const session =
      game === FREE_SPIN_SLOT
        ? (await t.request({ method: 'POST', url: '/api/v1/play/session', payload: { token } }))
            .body
        : (await reef.call('authenticate', { launchToken: token })).body;
    gameSessions[game] = session.data.sessionToken as string;
  }
  return { id: row!.id, session: sessionid, gameSessions, open: [] };
}

async function deposit(player: Player, eur: number, key: string): Promise<void> {
  const started = await t.request({
    method: 'POST',
    url: '/api/v1/cashier/deposit',
    player: player.session,
    payload: { method: 'sandbox-bank', amount: String(eur) },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const paymentId = started.body.data.paymentId as string;
  const body = JSON.stringify({
    id: `evt-${key}-${paymentId}`,
    type: 'payment.confirmed',
    data: {
      reference: paymentId,
      checkoutId: 'property',
      amountMinor: String(eur * 100),
      currency: 'EUR',
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
  expect(hook.statusCode).toBe(200);
}

interface Observed {
  cash: bigint;
  bonus: bigint;
  active: { id: bigint; maxBetMinor: bigint } | null;
}

async function observe(player: Player): Promise<Observed> {
  const balance = await createLedgerService(t.database.db).balances(player.id, 'EUR');
  const [active] = await queryRows<{ id: string; max_bet: string }>(
    t.database.db,
    sql`select id::text, max_bet_minor::text as max_bet from bonus_instances where player_id = ${player.id} and status = 'active'`,
  );
  return {
    cash: balance.cashMinor,
    bonus: balance.bonusMinor,
    active: active ? { id: BigInt(active.id), maxBetMinor: BigInt(active.max_bet) } : null,
  };
}

/** What the active bonus holds right after it activated: the amount it was granted (0 without one). */
async function heldByActive(player: Player): Promise<bigint> {
  const [row] = await queryRows<{ amount: string }>(
    t.database.db,
    sql`select amount_minor::text as amount from bonus_instances where player_id = ${player.id} and status = 'active'`,
  );
  return BigInt(row?.amount ?? '0');
}

const atLeastOneCent = (n: bigint) => (n < 1n ? 1n : n);
const part = (of: bigint, pick: number) => (of * BigInt(Math.round(pick * 1_000))) / 1_000n;

function betAmount(step: Extract<Step, { op: 'bet' }>, o: Observed): bigint {
  switch (step.source) {
    case 'cash':
      return atLeastOneCent(part(o.cash, step.pick));
    case 'mixed':
      return o.cash + atLeastOneCent(part(o.bonus, step.pick));
    case 'bonus':
      return o.cash > 0n ? o.cash : atLeastOneCent(part(o.bonus, step.pick));
    case 'over_max':
      return o.active ? o.active.maxBetMinor + 1n : atLeastOneCent(part(o.cash, step.pick));
    case 'over_balance':
      return o.cash + o.bonus + 1n;
  }
}

/** Runs one step; returns what happened, for the log a failure prints. Checks what a step alone must do. */
async function run(player: Player, step: Step, label: string): Promise<string> {
  const before = await observe(player);
  const code = (response: { body: { info: { resultCode: string } } }) =>
    response.body.info.resultCode;
  let spentMinor = 0n;
  let outcome: string;
  switch (step.op) {
    case 'deposit':
      await deposit(player, step.eur, label);
      outcome = 'deposited';
      break;
    case 'bet': {
      const amount = betAmount(step, before);
      const roundId = `${label}-round`;
      const response = await reef.bet(
        player.gameSessions[step.game]!,
        `${label}-bet`,
        roundId,
        euros(amount),
      );
      const expected =
        before.active && amount > before.active.maxBetMinor
          ? 'bonus_max_bet'
          : amount > before.cash + before.bonus
            ? 'insufficient_funds'
            : 'ok';
      outcome = response.status === 200 ? 'ok' : code(response);
      expect(
        outcome,
        `bet of ${euros(amount)} with cash ${euros(before.cash)}, bonus ${euros(before.bonus)}, max bet ${before.active ? euros(before.active.maxBetMinor) : 'none'}`,
      ).toBe(expected);
      if (outcome === 'ok') {
        spentMinor = amount > before.cash ? before.cash : amount;
        player.open.push({ roundId, betTx: `${label}-bet`, game: step.game, stakeMinor: amount });
      }
      outcome = `${outcome} (${euros(amount)})`;
      break;
    }
    case 'win': {
      if (player.open.length === 0) return 'no open round';
      const [round] = player.open.splice(step.pick % player.open.length, 1);
      const amount = (round!.stakeMinor * BigInt(step.percentOfStake)) / 100n;
      const response = await reef.win(
        player.gameSessions[round!.game]!,
        `${label}-win`,
        round!.roundId,
        euros(amount),
        true,
      );
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      outcome = `won ${euros(amount)} on ${round!.roundId}`;
      break;
    }
    case 'rollback': {
      if (player.open.length === 0) return 'no open round';
      const [round] = player.open.splice(step.pick % player.open.length, 1);
      const response = await reef.rollback(
        player.gameSessions[round!.game]!,
        `${label}-rollback`,
        round!.betTx,
        round!.roundId,
      );
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      outcome = `rolled back ${round!.roundId}`;
      break;
    }
    case 'grant': {
      const instance = await bonus.grant(player.id, {
        campaignId,
        amountMinor: BigInt(step.bonusEur) * 100n,
        wageringMultiplier: step.multiplier,
        maxBetMinor: BigInt(step.maxBetEur) * 100n,
        maxConversionMinor:
          step.maxConversionEur === null ? null : BigInt(step.maxConversionEur) * 100n,
        contributions: { slots: 100, table: 10, live: 10, virtual: step.fastPercent },
        excludedGameIds: step.isSlotExcluded ? [SLOT] : [],
      });
      outcome = `granted bonus ${instance.id} (${instance.status})`;
      break;
    }
    case 'free_spins': {
      const instance = await bonus.grantFreeSpins(player.id, {
        campaignId,
        gameId: FREE_SPIN_SLOT,
        count: step.count,
        betMinor: BigInt(step.betCents),
        winsTo: step.winsTo,
        wageringMultiplier: step.multiplier,
      });
      outcome = `granted ${step.count} free spins as bonus ${instance.id}`;
      break;
    }
    case 'free_spin': {
      const [spins] = await queryRows<{ left: number }>(
        t.database.db,
        sql`select coalesce(sum(fs_left), 0)::int as left from bonus_instances where player_id = ${player.id} and status = 'free_spins'`,
      );
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/play/slot/spin',
        headers: { 'x-game-session': player.gameSessions[FREE_SPIN_SLOT]! },
        payload: { bet: '0.10', freeSpins: true },
      });
      outcome = response.status === 200 ? 'ok' : code(response);
      expect(outcome, JSON.stringify(response.body)).toBe(
        spins!.left > 0 ? 'ok' : 'free_spins_unavailable',
      );
      // A free spin stakes house money: the player's cash never pays for it.
      if (outcome === 'ok')
        outcome = `free spin won ${response.body.data.round.win as string}, ${response.body.data.freeSpins.left as number} left`;
      break;
    }
    case 'expire':
      outcome = `expired ${await bonus.expireDue(new Date(Date.now() + step.days * DAY_MS))}`;
      break;
    case 'forfeit': {
      if (!before.active) return 'no active bonus';
      const response = await t.request({
        method: 'POST',
        url: `/api/v1/player/bonuses/${before.active.id}/forfeit`,
        player: player.session,
        payload: { confirm: true },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(
        (await observe(player)).bonus,
        'a forfeit empties the bonus account, and the next queued bonus brings only its own money',
      ).toBe(await heldByActive(player));
      outcome = `forfeited ${before.active.id}`;
      break;
    }
    case 'withdraw': {
      const amount = part(before.cash, step.pick);
      if (amount < 100n) return 'too little cash to withdraw';
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/cashier/withdraw',
        player: player.session,
        payload: {
          method: 'btc',
          amount: euros(amount),
          ...(step.confirm ? { forfeitBonus: true } : {}),
        },
      });
      outcome = response.status === 200 ? 'ok' : code(response);
      // The amount's range is checked before the bonus; either way no money moves without the confirmation.
      if (before.active && !step.confirm)
        expect(
          ['bonus_forfeit_required', 'withdrawal_amount_out_of_range'],
          'an active bonus asks for confirmation first',
        ).toContain(outcome);
      if (outcome === 'ok') {
        spentMinor = amount;
        if (before.active)
          expect(
            (await observe(player)).bonus,
            'a withdrawal forfeits the active bonus (a queued one may take its place)',
          ).toBe(await heldByActive(player));
      } else {
        expect(
          ['bonus_forfeit_required', 'withdrawal_amount_out_of_range'],
          JSON.stringify(response.body),
        ).toContain(outcome);
      }
      outcome = `withdraw ${euros(amount)}: ${outcome}`;
      break;
    }
    case 'settle':
      outcome = `settled ${await bonus.settle()}`;
      break;
  }
  const after = await observe(player);
  // The player's cash falls only by what the player staked or withdrew in this very step.
  expect(
    after.cash,
    `cash went from ${euros(before.cash)} to ${euros(after.cash)} on ${JSON.stringify(step)}`,
  ).toBeGreaterThanOrEqual(before.cash - spentMinor);
  if (step.op === 'bet' && !outcome.startsWith('ok'))
    expect({ cash: after.cash, bonus: after.bonus }, 'a refused bet moves no money').toEqual({
      cash: before.cash,
      bonus: before.bonus,
    });
  return outcome;
}

type Grant = Extract<Step, { op: 'grant' }>;
const grant = (
  bonusEur: number,
  multiplier: number,
  maxBetEur: number,
  more: Partial<Grant> = {},
): Grant => ({
  op: 'grant',
  bonusEur,
  multiplier,
  maxBetEur,
  maxConversionEur: null,
  fastPercent: 10,
  isSlotExcluded: false,
  ...more,
});

/**
 * A sequence run before the random ones, so every rule is exercised whatever the seed: a mixed
 * stake's win split, a bonus-only bet, a rollback, the max bet, completion with a capped
 * conversion, a queue, expiry by the job, a forfeit, and a withdrawal refused then confirmed.
 */
const tour: Step[] = [
  { op: 'withdraw', pick: 0.9, confirm: false },
  grant(20, 1, 40, { maxConversionEur: 10 }),
  { op: 'bet', game: SLOT, source: 'mixed', pick: 0.5 },
  { op: 'win', pick: 0, percentOfStake: 200 },
  { op: 'settle' },
  { op: 'bet', game: FAST, source: 'bonus', pick: 0.5 },
  { op: 'bet', game: SLOT, source: 'bonus', pick: 0.25 },
  { op: 'rollback', pick: 1 },
  { op: 'bet', game: SLOT, source: 'over_max', pick: 0 },
  { op: 'settle' },
  { op: 'deposit', eur: 20 },
  { op: 'bet', game: SLOT, source: 'cash', pick: 0.5 },
  { op: 'settle' },
  grant(5, 10, 5),
  grant(5, 10, 5),
  { op: 'forfeit' },
  { op: 'expire', days: 10 },
  { op: 'deposit', eur: 100 },
  grant(5, 10, 5),
  { op: 'withdraw', pick: 0.5, confirm: false },
  { op: 'withdraw', pick: 0.5, confirm: true },
  { op: 'free_spins', count: 2, betCents: 100, winsTo: 'bonus', multiplier: 2 },
  { op: 'free_spin' },
  { op: 'free_spin' },
  { op: 'free_spin' },
  { op: 'settle' },
];

describe('bonus money over random sequences', () => {
  it('keeps the ledger clean, cash the player’s own, bonus money locked until wagered, and progress equal to the contributed wagers', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArb, { minLength: 1, maxLength: 30, size: 'max' }),
        async (steps) => {
          runs += 1;
          const player = await newPlayer();
          const log: string[] = [];
          try {
            for (const [i, step] of steps.entries())
              log.push(
                `${i}: ${JSON.stringify(step)} → ${await run(player, step, `p${runs}s${i}`)}`,
              );
            await bonus.settle();
            const breaches = [
              ...(await createLedgerService(t.database.db).audit()).problems,
              ...(await bonusRuleBreaches(t.database.db, player.id, { groupOf, isSettled: true })),
            ];
            expect(breaches).toEqual([]);
          } catch (error) {
            // fast-check prints the shrunk steps; the log adds what each of them did.
            throw new Error(`${(error as Error).message}\nwhat the steps did:\n${log.join('\n')}`, {
              cause: error,
            });
          }
        },
      ),
      { numRuns: 25, examples: [[tour]] },
    );
    // The rules were exercised, not passed vacuously (the tour makes sure of it): endings, counted rounds, split wins, conversions.
    const [seen] = await queryRows<{
      statuses: string[];
      rounds: number;
      bonus_wins: number;
      conversions: number;
      bonus_bets: number;
      free_spins: number;
    }>(
      t.database.db,
      sql`select (select array_agg(distinct status order by status) from bonus_instances) as statuses, (select count(*)::int from bonus_rounds where contributed_minor > 0) as rounds,
        (select count(*)::int from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id where t.kind = 'win' and a.kind = 'player_bonus') as bonus_wins,
        (select count(*)::int from ledger_transfers where kind = 'bonus_convert') as conversions,
        (select count(*)::int from ledger_transfers t join ledger_accounts a on a.id = t.debit_account_id where t.kind = 'bet' and a.kind = 'player_bonus') as bonus_bets,
        (select count(*)::int from ledger_operations where kind = 'free_spin_bet') as free_spins`,
    );
    expect(seen?.statuses).toEqual(expect.arrayContaining(['completed', 'expired', 'forfeited']));
    expect(seen).toMatchObject({
      rounds: expect.any(Number),
      bonus_wins: expect.any(Number),
      conversions: expect.any(Number),
      bonus_bets: expect.any(Number),
      free_spins: expect.any(Number),
    });
    expect(
      Math.min(
        seen!.rounds,
        seen!.bonus_wins,
        seen!.conversions,
        seen!.bonus_bets,
        seen!.free_spins,
      ),
    ).toBeGreaterThan(0);
  }, 300_000);
});
