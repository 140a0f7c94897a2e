import type { HouseAccountKind } from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { assert } from '../../platform/errors.ts';
import * as repo from './ledger.repository.ts';
import * as playResult from './play-result.repository.ts';

/** What the ledger answers without moving money: balances, postings, play results and the audit. */
export function createLedgerReads(db: Database) {
  return {
    async balances(
      playerId: bigint,
      currency: string,
      tx: Executor = db,
    ): Promise<{ cashMinor: bigint; bonusMinor: bigint }> {
      const accounts = await repo.playerAccounts(tx, playerId);
      const find = (kind: string) =>
        accounts.find((a) => a.kind === kind && a.currency === currency)?.balance ?? 0n;
      return { cashMinor: find('player_cash'), bonusMinor: find('player_bonus') };
    },

    /** Cash and bonus balances of several players, keyed `${playerId}:${currency}`, read in one statement. */
    async balancesOfPlayers(
      playerIds: bigint[],
      tx: Executor = db,
    ): Promise<Map<string, { cashMinor: bigint; bonusMinor: bigint }>> {
      const balances = new Map<string, { cashMinor: bigint; bonusMinor: bigint }>();
      for (const account of await repo.accountsOfPlayers(tx, playerIds)) {
        const key = `${account.playerId}:${account.currency}`;
        const entry = balances.get(key) ?? { cashMinor: 0n, bonusMinor: 0n };
        if (account.kind === 'player_cash') entry.cashMinor = account.balance;
        if (account.kind === 'player_bonus') entry.bonusMinor = account.balance;
        balances.set(key, entry);
      }
      return balances;
    },

    /** Every currency the player has accounts in, with cash and bonus balances. */
    async playerBalances(
      playerId: bigint,
    ): Promise<{ currency: string; cashMinor: bigint; bonusMinor: bigint }[]> {
      const byCurrency = new Map<
        string,
        { currency: string; cashMinor: bigint; bonusMinor: bigint }
      >();
      for (const account of await repo.playerAccounts(db, playerId)) {
        const entry = byCurrency.get(account.currency) ?? {
          currency: account.currency,
          cashMinor: 0n,
          bonusMinor: 0n,
        };
        if (account.kind === 'player_cash') entry.cashMinor = account.balance;
        if (account.kind === 'player_bonus') entry.bonusMinor = account.balance;
        byCurrency.set(account.currency, entry);
      }
      return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
    },

    /** The id of the operation stored under an idempotency key (one that has run). */
    async operationIdOf(tx: Executor, key: string): Promise<bigint> {
      const operation = await repo.findOperation(tx, key);
      assert(operation, `operation ${key} has run`);
      return operation.id;
    },

    /** Which of these game rounds (their ids) have an operation of `kind`. */
    roundsWithOperationKind: (tx: Executor, roundIds: readonly string[], kind: string) =>
      repo.roundsWithOperationKind(tx, roundIds, kind),

    /** Stakes and wins (credited and debited) of a player's play since a moment, in one currency. */
    playMovementsSince: (playerId: bigint, currency: string, since: Date) =>
      playResult.playMovementsSince(db, playerId, currency, since),

    /** The postings into and out of a player's accounts, newest first (see the repository). */
    playerPostings: (playerId: bigint, limit: number, offset: number) =>
      repo.playerPostings(db, playerId, limit, offset),

    async houseBalance(kind: HouseAccountKind, currency: string): Promise<bigint> {
      return repo.houseBalance(db, kind, currency);
    },

    /** Checks the ledger's invariants; returns the problems found (none means healthy). */
    async audit(): Promise<{ problems: string[]; accountCount: number; transferCount: number }> {
      const rows = await repo.auditRows(db);
      const problems = [
        ...rows.currencies
          .filter((c) => BigInt(c.total) !== 0n)
          .map((c) => `currency ${c.currency} sums to ${c.total}, not 0`),
        ...rows.mismatched.map(
          (m) => `account ${m.id} holds ${m.balance} but its postings add up to ${m.posted}`,
        ),
        ...rows.negatives.map((n) => `player account ${n.id} is negative: ${n.balance}`),
      ];
      return { problems, accountCount: rows.accountCount, transferCount: rows.transferCount };
    },
  };
}
