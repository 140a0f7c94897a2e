import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { players } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { createLedgerService, type LedgerService } from './ledger.service.ts';
import { createWalletService, GroupConflict, type WalletService } from './wallet.service.ts';

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
  expect((await ledger.audit()).problems).toEqual([]);
});
afterAll(() => t.close());

async function newPlayer(depositMinor: bigint): Promise<bigint> {
  names += 1;
  const username = `Group${names}x${Date.now().toString(36)}`.slice(0, 20);
  await signUp(t, username);
  const [row] = await t.database.db.select({ id: players.id }).from(players).where(eq(players.username, username));
  await wallet.deposit({ key: `seed:${username}`, playerId: row!.id, currency: 'EUR', amountMinor: depositMinor });
  return row!.id;
}

const call = (playerId: bigint, roundId: string, kind: 'bet' | 'win') => ({ provider: 'orca', transactionId: `${roundId}:${kind}`, roundId, playerId, currency: 'EUR' });
const operationsOf = async (roundId: string) =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ledger_operations where reference = ${`orca:${roundId}`}`))[0]!.n;

describe('ledger groups', () => {
  it("plans many players' bets and wins in memory, refuses only the bet a balance cannot cover, and writes the rest at once", async () => {
    const [rich, poor, other] = [await newPlayer(1_000n), await newPlayer(150n), await newPlayer(500n)];
    const refused: string[] = [];
    await wallet.transaction(async (tx) => {
      const group = await wallet.group(tx, [rich, poor, other].map((playerId) => ({ playerId, currency: 'EUR' })));
      const round = (playerId: bigint, id: string, betMinor: bigint, winMinor: bigint) => {
        try {
          return group.attempt(() => {
            group.bet({ ...call(playerId, id, 'bet'), amountMinor: betMinor });
            return group.win({ ...call(playerId, id, 'win'), amountMinor: winMinor });
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
    expect(await wallet.win({ ...call(poor, 'g1-d', 'win'), amountMinor: 20n })).toEqual({ cashMinor: 20n, bonusMinor: 0n, isReplay: true });
  });

  it('takes back everything an attempt staged when it fails part-way', async () => {
    const playerId = await newPlayer(300n);
    await wallet.transaction(async (tx) => {
      const group = await wallet.group(tx, [{ playerId, currency: 'EUR' }]);
      expect(() =>
        group.attempt(() => {
          group.bet({ ...call(playerId, 'g2-a', 'bet'), amountMinor: 200n });
          throw new AppError('round_closed');
        }),
      ).toThrow(AppError);
      // The 200 the failed attempt staged is back: a bet of 300 fits.
      group.attempt(() => group.bet({ ...call(playerId, 'g2-b', 'bet'), amountMinor: 300n }));
      await group.flush();
    });
    expect(await operationsOf('g2-a')).toBe(0);
    expect(await wallet.balance(playerId, 'EUR')).toEqual({ cashMinor: 0n, bonusMinor: 0n });
  });

  it('refuses to write a group holding a key already in the ledger, and writes nothing of it', async () => {
    const playerId = await newPlayer(1_000n);
    await wallet.bet({ ...call(playerId, 'g3-a', 'bet'), amountMinor: 100n });
    const attempt = wallet.transaction(async (tx) => {
      const group = await wallet.group(tx, [{ playerId, currency: 'EUR' }]);
      group.bet({ ...call(playerId, 'g3-b', 'bet'), amountMinor: 100n });
      group.bet({ ...call(playerId, 'g3-a', 'bet'), amountMinor: 100n });
      await group.flush();
    });
    await expect(attempt).rejects.toBeInstanceOf(GroupConflict);
    expect(await operationsOf('g3-b')).toBe(0);
    expect(await wallet.balance(playerId, 'EUR')).toEqual({ cashMinor: 900n, bonusMinor: 0n });
  });

  it('refuses to write a bet whose round was rolled back before it arrived', async () => {
    const playerId = await newPlayer(1_000n);
    await wallet.rollback(call(playerId, 'g4', 'bet'));
    const attempt = wallet.transaction(async (tx) => {
      const group = await wallet.group(tx, [{ playerId, currency: 'EUR' }]);
      // In memory the group cannot see the rollback, so it plans the bet; the write finds it.
      group.bet({ ...call(playerId, 'g4', 'bet'), amountMinor: 100n });
      await group.flush();
    });
    await expect(attempt).rejects.toBeInstanceOf(GroupConflict);
    await expect(wallet.bet({ ...call(playerId, 'g4', 'bet'), amountMinor: 100n })).rejects.toMatchObject({ code: 'bet_rolled_back' });
    expect(await wallet.balance(playerId, 'EUR')).toEqual({ cashMinor: 1_000n, bonusMinor: 0n });
  });

  it('refuses a win without its bet inside the group', async () => {
    const playerId = await newPlayer(100n);
    await wallet.transaction(async (tx) => {
      const group = await wallet.group(tx, [{ playerId, currency: 'EUR' }]);
      expect(() => group.win({ ...call(playerId, 'g5', 'win'), amountMinor: 10n })).toThrow(expect.objectContaining({ code: 'transaction_not_found' }) as Error);
      await group.flush();
    });
    expect(await wallet.balance(playerId, 'EUR')).toEqual({ cashMinor: 100n, bonusMinor: 0n });
  });
});
