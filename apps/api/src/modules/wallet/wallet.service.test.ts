import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/harness.ts';
import { players } from '../../db/schema/index.ts';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { createLedgerService, type LedgerService } from './ledger.service.ts';
import {
  createWalletService,
  createWithdrawalLedger,
  GroupConflict,
  type WalletService,
} from './wallet.service.ts';
import { inTransaction } from '../../db/transaction.ts';

let t: TestApp;
let ledger: LedgerService;
let wallet: WalletService;
let names = 0;

beforeAll(async () => {
  t = await createTestApp();
  ledger = createLedgerService(t.database.db);
  wallet = createWalletService(ledger);
});
afterEach(async () => {
  const audit = await ledger.audit();
  expect(audit.problems).toEqual([]);
});
afterAll(() => t.close());

async function newPlayer(depositMinor = 0n): Promise<bigint> {
  names += 1;
  const username = `Wallet${names}x${Date.now().toString(36)}`.slice(0, 20);
  await signUp(t, username);
  const [row] = await t.database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.username, username));
  if (depositMinor > 0n)
    await wallet.deposit({
      key: `seed:${username}`,
      playerId: row!.id,
      currency: 'EUR',
      amountMinor: depositMinor,
    });
  return row!.id;
}

const call = (playerId: bigint, transactionId: string, roundId = `r-${transactionId}`) => ({
  provider: 'orca',
  transactionId,
  roundId,
  playerId,
  currency: 'EUR',
});

describe('bets', () => {
  it('accepts exactly 100 of 200 concurrent bets of 10 on a balance of 1,000 and leaves 0', async () => {
    const playerId = await newPlayer(1_000n);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        wallet.bet({ ...call(playerId, `c-${i}`), amountMinor: 10n }),
      ),
    );
    const accepted = outcomes.filter((o) => o.status === 'fulfilled').length;
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(accepted).toBe(100);
    expect(refused.every((o) => o.reason.code === 'insufficient_funds')).toBe(true);
    expect(await wallet.balance(playerId, 'EUR')).toEqual({ cashMinor: 0n, bonusMinor: 0n });
  });

  it('answers a replayed bet with the first result and takes the money once', async () => {
    const playerId = await newPlayer(500n);
    const first = await wallet.bet({ ...call(playerId, 'b-1'), amountMinor: 200n });
    const again = await wallet.bet({ ...call(playerId, 'b-1'), amountMinor: 200n });
    expect(first).toMatchObject({ cashMinor: 300n, isReplay: false });
    expect(again).toMatchObject({ cashMinor: 300n, isReplay: true });
    expect((await wallet.balance(playerId, 'EUR')).cashMinor).toBe(300n);
  });

  it('refuses a transaction id reused with another amount', async () => {
    const playerId = await newPlayer(500n);
    await wallet.bet({ ...call(playerId, 'b-2'), amountMinor: 100n });
    await expect(wallet.bet({ ...call(playerId, 'b-2'), amountMinor: 150n })).rejects.toMatchObject(
      { code: 'duplicate_transaction' },
    );
  });
});

describe('deposits', () => {
  it('credits the same deposit delivered five times, some at once, exactly once', async () => {
    const playerId = await newPlayer();
    const deliver = () =>
      wallet.deposit({ key: 'deposit:psp-778', playerId, currency: 'EUR', amountMinor: 2_500n });
    await Promise.all([deliver(), deliver(), deliver()]);
    await deliver();
    await deliver();
    expect((await wallet.balance(playerId, 'EUR')).cashMinor).toBe(2_500n);
  });
});

describe('rollbacks and wins', () => {
  it('refunds a bet once however often the rollback arrives', async () => {
    const playerId = await newPlayer(1_000n);
    await wallet.bet({ ...call(playerId, 'rb-1'), amountMinor: 400n });
    const results = [
      await wallet.rollback(call(playerId, 'rb-1')),
      await wallet.rollback(call(playerId, 'rb-1')),
      await wallet.rollback(call(playerId, 'rb-1')),
    ];
    expect(results.map((r) => r.isReplay)).toEqual([false, true, true]);
    expect((await wallet.balance(playerId, 'EUR')).cashMinor).toBe(1_000n);
  });

  it('refuses a win after its bet was rolled back', async () => {
    const playerId = await newPlayer(1_000n);
    await wallet.bet({ ...call(playerId, 'rb-2', 'round-2'), amountMinor: 100n });
    await wallet.rollback(call(playerId, 'rb-2', 'round-2'));
    await expect(
      wallet.win({ ...call(playerId, 'w-2', 'round-2'), amountMinor: 500n }),
    ).rejects.toMatchObject({ code: 'bet_rolled_back' });
    expect((await wallet.balance(playerId, 'EUR')).cashMinor).toBe(1_000n);
  });

  it('remembers a rollback that arrives before its bet and refuses the late bet', async () => {
    const playerId = await newPlayer(1_000n);
    const early = await wallet.rollback(call(playerId, 'late-1'));
    expect(early.isBetFound).toBe(false);
    await expect(
      wallet.bet({ ...call(playerId, 'late-1'), amountMinor: 100n }),
    ).rejects.toMatchObject({ code: 'bet_rolled_back' });
    expect((await wallet.balance(playerId, 'EUR')).cashMinor).toBe(1_000n);
  });

  it('refuses a win for a round without a bet', async () => {
    const playerId = await newPlayer(100n);
    await expect(
      wallet.win({ ...call(playerId, 'w-x', 'no-round'), amountMinor: 10n }),
    ).rejects.toMatchObject({ code: 'transaction_not_found' });
  });

  it('takes cash first, then bonus, and a rollback returns each to where it came from', async () => {
    const playerId = await newPlayer(300n);
    const bonus = { kind: 'player_bonus' as const, playerId, currency: 'EUR' };
    const cost = { kind: 'house_bonus_cost' as const, currency: 'EUR' };
    await ledger.execute({
      key: `grant:${playerId}`,
      kind: 'bonus_grant',
      playerId,
      payload: {},
      accounts: [bonus, cost],
      plan: () => ({
        legs: [{ from: cost, to: bonus, amountMinor: 500n, kind: 'bonus_grant' }],
        result: null,
      }),
    });
    const placed = await wallet.bet({ ...call(playerId, 'mix-1'), amountMinor: 450n });
    expect(placed).toMatchObject({ cashMinor: 0n, bonusMinor: 350n });
    const back = await wallet.rollback(call(playerId, 'mix-1'));
    expect(back).toMatchObject({ cashMinor: 300n, bonusMinor: 500n });
  });
});

describe('against a model', () => {
  it('agrees with an in-memory model over random bet / win / rollback / deposit / withdraw sequences', async () => {
    const playerId = await newPlayer();
    const withdrawals = createWithdrawalLedger(ledger);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({
              op: fc.constant('deposit' as const),
              amount: fc.integer({ min: 1, max: 5_000 }),
            }),
            fc.record({
              op: fc.constant('bet' as const),
              amount: fc.integer({ min: 1, max: 3_000 }),
              tx: fc.integer({ min: 0, max: 15 }),
            }),
            fc.record({
              op: fc.constant('win' as const),
              amount: fc.integer({ min: 0, max: 6_000 }),
              tx: fc.integer({ min: 0, max: 15 }),
            }),
            fc.record({
              op: fc.constant('rollback' as const),
              tx: fc.integer({ min: 0, max: 15 }),
            }),
            fc.record({
              op: fc.constant('withdraw' as const),
              amount: fc.integer({ min: 1, max: 4_000 }),
            }),
            // Settles the pick-th pending withdrawal, if any: paid out, or cancelled and the money put back.
            fc.record({ op: fc.constant('settle' as const), pick: fc.nat(), isPaid: fc.boolean() }),
          ),
          { maxLength: 40 },
        ),
        async (steps) => {
          run += 1;
          const start = await wallet.balance(playerId, 'EUR');
          let cash = start.cashMinor;
          const bets = new Map<number, bigint>();
          const rolledBack = new Set<number>();
          const wonRounds = new Set<number>();
          const pending: { id: string; amountMinor: bigint }[] = [];
          for (const [i, step] of steps.entries()) {
            const id = (n: number) => `m${run}-${n}`;
            if (step.op === 'deposit') {
              await wallet.deposit({
                key: `m${run}-dep-${i}`,
                playerId,
                currency: 'EUR',
                amountMinor: BigInt(step.amount),
              });
              cash += BigInt(step.amount);
            } else if (step.op === 'bet') {
              const amount = BigInt(step.amount);
              const outcome = await wallet
                .bet({ ...call(playerId, id(step.tx), id(step.tx)), amountMinor: amount })
                .then(
                  () => 'ok',
                  (e: { code: string }) => e.code,
                );
              const expected = bets.has(step.tx)
                ? bets.get(step.tx) === amount
                  ? 'ok'
                  : 'duplicate_transaction'
                : rolledBack.has(step.tx)
                  ? 'bet_rolled_back'
                  : cash < amount
                    ? 'insufficient_funds'
                    : 'ok';
              expect(outcome).toBe(expected);
              if (expected === 'ok' && !bets.has(step.tx)) {
                bets.set(step.tx, amount);
                cash -= amount;
              }
            } else if (step.op === 'win') {
              const amount = BigInt(step.amount);
              const outcome = await wallet
                .win({
                  ...call(playerId, `${id(step.tx)}-win-${i}`, id(step.tx)),
                  amountMinor: amount,
                })
                .then(
                  () => 'ok',
                  (e: { code: string }) => e.code,
                );
              const expected = !bets.has(step.tx)
                ? 'transaction_not_found'
                : rolledBack.has(step.tx)
                  ? 'bet_rolled_back'
                  : 'ok';
              expect(outcome).toBe(expected);
              if (expected === 'ok') {
                wonRounds.add(step.tx);
                cash += amount;
              }
            } else if (step.op === 'withdraw') {
              const w = {
                id: `m${run}-w-${i}`,
                playerId,
                currency: 'EUR',
                amountMinor: BigInt(step.amount),
              };
              const outcome = await inTransaction(t.database.db, (tx) =>
                withdrawals.hold(tx, w),
              ).then(
                () => 'ok',
                (e: { code: string }) => e.code,
              );
              expect(outcome).toBe(cash < w.amountMinor ? 'insufficient_funds' : 'ok');
              if (outcome === 'ok') {
                pending.push(w);
                cash -= w.amountMinor;
              }
            } else if (step.op === 'settle') {
              if (pending.length === 0) continue;
              const [w] = pending.splice(step.pick % pending.length, 1);
              const held = { ...w!, playerId, currency: 'EUR' };
              await inTransaction(t.database.db, (tx) =>
                step.isPaid ? withdrawals.payout(tx, held) : withdrawals.release(tx, held),
              );
              if (!step.isPaid) cash += held.amountMinor;
            } else {
              const outcome = await wallet.rollback(call(playerId, id(step.tx), id(step.tx))).then(
                () => 'ok',
                (e: { code: string }) => e.code,
              );
              const expected =
                !rolledBack.has(step.tx) && bets.has(step.tx) && wonRounds.has(step.tx)
                  ? 'round_closed'
                  : 'ok';
              expect(outcome).toBe(expected);
              if (expected === 'ok' && !rolledBack.has(step.tx)) {
                rolledBack.add(step.tx);
                cash += bets.get(step.tx) ?? 0n;
              }
            }
            expect((await wallet.balance(playerId, 'EUR')).cashMinor).toBe(cash);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('GET /player/balance', () => {
  it('reports cash, bonus, total and withdrawable as decimal strings in the player currency', async () => {
    const { sessionid } = await signUp(t, 'Balance01');
    const [row] = await t.database.db
      .select({ id: players.id })
      .from(players)
      .where(eq(players.username, 'Balance01'));
    await wallet.deposit({
      key: 'balance-test',
      playerId: row!.id,
      currency: 'EUR',
      amountMinor: 12_350n,
    });
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/player/balance',
      player: sessionid,
    });
    expect(response.body.data).toEqual({
      cash: '123.50',
      bonus: '0.00',
      total: '123.50',
      withdrawable: '123.50',
      currency: 'EUR',
    });
  });
});

const roundCall = (playerId: bigint, roundId: string, kind: 'bet' | 'win') => ({
  provider: 'orca',
  transactionId: `${roundId}:${kind}`,
  roundId,
  playerId,
  currency: 'EUR',
});
const operationsOf = async (roundId: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ledger_operations where reference = ${`orca:${roundId}`}`,
    )
  )[0]!.n;

describe('ledger groups', () => {
  it("plans many players' bets and wins in memory, refuses only the bet a balance cannot cover, and writes the rest at once", async () => {
    const [rich, poor, other] = [
      await newPlayer(1_000n),
      await newPlayer(150n),
      await newPlayer(500n),
    ];
    const refused: string[] = [];
    await inTransaction(t.database.db, async (tx) => {
      const group = await wallet.group(
        tx,
        [rich, poor, other].map((playerId) => ({ playerId, currency: 'EUR' })),
      );
      const round = (playerId: bigint, id: string, betMinor: bigint, winMinor: bigint) => {
        try {
          return group.attempt(() => {
            group.bet({ ...roundCall(playerId, id, 'bet'), amountMinor: betMinor });
            return group.win({ ...roundCall(playerId, id, 'win'), amountMinor: winMinor });
          });
        } catch (error) {
          refused.push(`${id}:${(error as AppError).code}`);
          return null;
        }
      };
      expect(round(rich, 'g1-a', 100n, 250n)).toEqual({ cashMinor: 1_150n, bonusMinor: 0n });
      expect(round(poor, 'g1-b', 100n, 0n)).toEqual({ cashMinor: 50n, bonusMinor: 0n });
      // Only 50 left: refused, and the player's next, smaller bet still sees the 50.
      expect(round(poor, 'g1-c', 100n, 0n)).toBeNull();
      expect(round(poor, 'g1-d', 50n, 20n)).toEqual({ cashMinor: 20n, bonusMinor: 0n });
      expect(round(other, 'g1-e', 500n, 0n)).toEqual({ cashMinor: 0n, bonusMinor: 0n });
      await group.flush();
    });
    expect(refused).toEqual(['g1-c:insufficient_funds']);
    expect(await wallet.balance(rich, 'EUR')).toEqual({ cashMinor: 1_150n, bonusMinor: 0n });
    expect(await wallet.balance(poor, 'EUR')).toEqual({ cashMinor: 20n, bonusMinor: 0n });
    expect(await wallet.balance(other, 'EUR')).toEqual({ cashMinor: 0n, bonusMinor: 0n });
    expect(await operationsOf('g1-c')).toBe(0);
    expect(await operationsOf('g1-d')).toBe(2);
    // Each grouped operation is stored like one run alone: a replay answers its result.
    expect(await wallet.win({ ...roundCall(poor, 'g1-d', 'win'), amountMinor: 20n })).toEqual({
      cashMinor: 20n,
      bonusMinor: 0n,
      isReplay: true,
    });
  });

  it('takes back everything an attempt staged when it fails part-way', async () => {
    const playerId = await newPlayer(300n);
    await inTransaction(t.database.db, async (tx) => {
      const group = await wallet.group(tx, [{ playerId, currency: 'EUR' }]);
      expect(() =>
        group.attempt(() => {
          group.bet({ ...roundCall(playerId, 'g2-a', 'bet'), amountMinor: 200n });
          throw new AppError('round_closed');
        }),
      ).toThrow(AppError);
      // The 200 the failed attempt staged is back: a bet of 300 fits.
      group.attempt(() => group.bet({ ...roundCall(playerId, 'g2-b', 'bet'), amountMinor: 300n }));
      await group.flush();
    });
    expect(await operationsOf('g2-a')).toBe(0);
    expect(await wallet.balance(playerId, 'EUR')).toEqual({ cashMinor: 0n, bonusMinor: 0n });
  });

  it('refuses to write a group holding a key already in the ledger, and writes nothing of it', async () => {
    const playerId = await newPlayer(1_000n);
    await wallet.bet({ ...roundCall(playerId, 'g3-a', 'bet'), amountMinor: 100n });
    const attempt = inTransaction(t.database.db, async (tx) => {
      const group = await wallet.group(tx, [{ playerId, currency: 'EUR' }]);
      group.bet({ ...roundCall(playerId, 'g3-b', 'bet'), amountMinor: 100n });
      group.bet({ ...roundCall(playerId, 'g3-a', 'bet'), amountMinor: 100n });
      await group.flush();
    });
    await expect(attempt).rejects.toBeInstanceOf(GroupConflict);
    expect(await operationsOf('g3-b')).toBe(0);
    expect(await wallet.balance(playerId, 'EUR')).toEqual({ cashMinor: 900n, bonusMinor: 0n });
  });

  it('refuses to write a bet whose round was rolled back before it arrived', async () => {
    const playerId = await newPlayer(1_000n);
    await wallet.rollback(roundCall(playerId, 'g4', 'bet'));
    const attempt = inTransaction(t.database.db, async (tx) => {
      const group = await wallet.group(tx, [{ playerId, currency: 'EUR' }]);
      // In memory the group cannot see the rollback, so it plans the bet; the write finds it.
      group.bet({ ...roundCall(playerId, 'g4', 'bet'), amountMinor: 100n });
      await group.flush();
    });
    await expect(attempt).rejects.toBeInstanceOf(GroupConflict);
    await expect(
      wallet.bet({ ...roundCall(playerId, 'g4', 'bet'), amountMinor: 100n }),
    ).rejects.toMatchObject({ code: 'bet_rolled_back' });
    expect(await wallet.balance(playerId, 'EUR')).toEqual({ cashMinor: 1_000n, bonusMinor: 0n });
  });

  it('refuses to write a win into a round whose earlier bet was rolled back', async () => {
    const playerId = await newPlayer(1_000n);
    await wallet.bet({ ...roundCall(playerId, 'g6', 'bet'), amountMinor: 100n });
    await wallet.rollback(roundCall(playerId, 'g6', 'bet'));
    const attempt = inTransaction(t.database.db, async (tx) => {
      const group = await wallet.group(tx, [{ playerId, currency: 'EUR' }]);
      // The group sees only its own bet in the round, so it plans the win; the write finds the rollback.
      group.bet({
        ...roundCall(playerId, 'g6', 'bet'),
        transactionId: 'g6:second-bet',
        amountMinor: 100n,
      });
      group.win({ ...roundCall(playerId, 'g6', 'win'), amountMinor: 500n });
      await group.flush();
    });
    await expect(attempt).rejects.toBeInstanceOf(GroupConflict);
    expect(await operationsOf('g6')).toBe(2);
    await expect(
      wallet.win({ ...roundCall(playerId, 'g6', 'win'), amountMinor: 500n }),
    ).rejects.toMatchObject({ code: 'bet_rolled_back' });
    expect(await wallet.balance(playerId, 'EUR')).toEqual({ cashMinor: 1_000n, bonusMinor: 0n });
  });

  it('undoes a failed savepoint, balances included, and goes on with the transaction', async () => {
    const playerId = await newPlayer(1_000n);
    const after = await inTransaction(t.database.db, async (tx) => {
      await wallet.savepoint(tx, (sp) =>
        wallet.bet({ ...roundCall(playerId, 'sp-a', 'bet'), amountMinor: 100n }, sp),
      );
      const failed = wallet.savepoint(tx, async (sp) => {
        await wallet.bet({ ...roundCall(playerId, 'sp-b', 'bet'), amountMinor: 200n }, sp);
        throw new AppError('round_closed');
      });
      await expect(failed).rejects.toMatchObject({ code: 'round_closed' });
      // More than is left: the balance's CHECK refuses it inside the savepoint, not the transaction.
      await expect(
        wallet.savepoint(tx, (sp) =>
          wallet.bet({ ...roundCall(playerId, 'sp-c', 'bet'), amountMinor: 950n }, sp),
        ),
      ).rejects.toMatchObject({ code: 'insufficient_funds' });
      return wallet.bet({ ...roundCall(playerId, 'sp-d', 'bet'), amountMinor: 50n }, tx);
    });
    expect(after).toMatchObject({ cashMinor: 850n, bonusMinor: 0n });
    expect(await wallet.balance(playerId, 'EUR')).toEqual({ cashMinor: 850n, bonusMinor: 0n });
    expect([
      await operationsOf('sp-a'),
      await operationsOf('sp-b'),
      await operationsOf('sp-c'),
      await operationsOf('sp-d'),
    ]).toEqual([1, 0, 0, 1]);
  });

  it('refuses a win without its bet inside the group', async () => {
    const playerId = await newPlayer(100n);
    await inTransaction(t.database.db, async (tx) => {
      const group = await wallet.group(tx, [{ playerId, currency: 'EUR' }]);
      expect(() => group.win({ ...roundCall(playerId, 'g5', 'win'), amountMinor: 10n })).toThrow(
        expect.objectContaining({ code: 'transaction_not_found' }) as Error,
      );
      await group.flush();
    });
    expect(await wallet.balance(playerId, 'EUR')).toEqual({ cashMinor: 100n, bonusMinor: 0n });
  });
});
