import { FairFloats } from '@orca/games/rng/fair';
import { payoutMinor } from '@orca/games/rng/payout';
import { randomUUID } from 'node:crypto';
import type { Database, Executor } from '../../../db/client.ts';
import { AppError, assert } from '../../../platform/errors.ts';
import { createGroupCommit, type Settled } from '../../../platform/group-commit.ts';
import { GroupConflict, isRetryable, type WalletService } from '../../wallet/wallet.service.ts';
import { playInstant } from './engines.ts';
import type { FairService, SeedUse } from '../fairness/fair.service.ts';
import {
  contributionOf,
  INHOUSE_PROVIDER,
  instantRecord,
  type InstantPlay,
  type InstantPlayed,
} from './instant-round.ts';
import type { RoundsService } from '../rounds/rounds.service.ts';
import { inTransaction } from '../../../db/transaction.ts';

/**
 * Groups running at once, and the most bets one takes. While one group is in the database the
 * next one fills. On two cores (bench/spins.ts, 50 players) 1 to 3 groups in flight served
 * 690–715 spins/s, 4 served 667 and 6 served 542: more groups only split the same bets thinner.
 */
const GROUPS_IN_FLIGHT = 2;
const GROUP_SIZE_MAX = 64;

type Answers = (Settled<InstantPlayed> | undefined)[];

/** An AppError is the bet's own answer; anything else is the transaction's problem. */
async function answerOf(work: () => Promise<InstantPlayed>): Promise<Settled<InstantPlayed>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { ok: false, error };
  }
}

/**
 * Real-money instant bets of many players settled in one transaction: their seed pairs locked
 * together, outcomes and money planned in memory, then one statement each for the nonces, the
 * rounds and the ledger. Each bet still commits whole or not at all, and answers exactly what it
 * would alone.
 *
 * A bet the group cannot plan (a player's first bet, a jackpot hit, which reads the pool) and that
 * player's later bets run one by one in the same transaction after the group is written, while
 * the seed pairs stay locked: no other group takes the player's nonces in between. If the group
 * meets the ledger as it did not plan with, the transaction rolls back and every bet runs alone.
 */
export function createInstantGroups(deps: {
  db: Database;
  wallet: WalletService;
  fair: FairService;
  rounds: RoundsService;
  playIn: (tx: Executor, play: InstantPlay) => Promise<InstantPlayed>;
}) {
  const { db, wallet } = deps;

  /** Plans and writes the bets it can; returns the indexes left to run one by one. */
  async function writeGroup(
    tx: Executor,
    plays: InstantPlay[],
    playerIds: bigint[],
    seeds: Map<bigint, SeedUse>,
    answers: Answers,
  ): Promise<number[]> {
    const money = await wallet.group(
      tx,
      plays.map((play, i) => ({ playerId: playerIds[i]!, currency: play.session.currency })),
    );
    const nonces = new Map<bigint, number>();
    const waiting = new Set<bigint>();
    const oneByOne: number[] = [];
    const records: (ReturnType<typeof instantRecord> & { index: number })[] = [];
    plays.forEach((play, index) => {
      const playerId = playerIds[index]!;
      const seed = seeds.get(playerId);
      if (!seed || waiting.has(playerId)) {
        waiting.add(playerId);
        return void oneByOne.push(index);
      }
      const nonce = nonces.get(seed.seedId) ?? seed.nonce;
      try {
        const result = playInstant(
          play.game.engine,
          new FairFloats(seed.serverSeed, seed.clientSeed, nonce),
          play.request,
        );
        // Its nonce is not taken here, so played one by one the bet comes to the same outcome.
        if (result.isJackpotHit) {
          waiting.add(playerId);
          return void oneByOne.push(index);
        }
        const costMinor = payoutMinor(play.stakeMinor, result.cost);
        const winMinor = payoutMinor(play.stakeMinor, result.payout);
        const id = randomUUID();
        const call = {
          provider: INHOUSE_PROVIDER,
          roundId: id,
          playerId,
          currency: play.session.currency,
        };
        const after = money.attempt(() => {
          money.bet({
            ...call,
            transactionId: `${id}:bet`,
            amountMinor: costMinor,
            jackpotContributionMinor: contributionOf(play.game, costMinor),
          });
          return money.win({ ...call, transactionId: `${id}:win`, amountMinor: winMinor });
        });
        nonces.set(seed.seedId, nonce + 1);
        const balanceAfterMinor = after.cashMinor + after.bonusMinor;
        records.push({
          index,
          ...instantRecord(play, {
            id,
            result,
            costMinor,
            winMinor,
            jackpotMinor: 0n,
            balanceBeforeMinor: balanceAfterMinor - winMinor + costMinor,
            balanceAfterMinor,
            fair: {
              seedId: seed.seedId,
              serverSeedHash: seed.serverSeedHash,
              clientSeed: seed.clientSeed,
              nonce,
            },
          }),
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        answers[index] = { ok: false, error };
      }
    });
    // The nonces the group took move on in the statement that writes its rounds: one round trip.
    const rows = await deps.rounds.insertMany(
      tx,
      records.map(({ index: _index, ...record }) => record),
      deps.fair.advanceStatement(
        new Map(
          [...seeds.values()].map((seed) => [
            seed.seedId,
            (nonces.get(seed.seedId) ?? seed.nonce) - seed.nonce,
          ]),
        ),
      ),
    );
    await money.flush();
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const record of records) {
      const row = byId.get(record.id);
      assert(row, 'every staged round was inserted');
      answers[record.index] = {
        ok: true,
        value: {
          row,
          balanceMinor: record.balanceAfterMinor,
          next: {
            serverSeedHash: record.serverSeedHash,
            clientSeed: record.clientSeed,
            nonce: record.nonce + 1,
          },
        },
      };
    }
    return oneByOne;
  }

  async function settle(plays: InstantPlay[]): Promise<Settled<InstantPlayed>[]> {
    const playerIds = plays.map((play) => {
      assert(
        play.session.mode === 'real' && play.session.playerId !== null,
        'groups settle real money',
      );
      return play.session.playerId;
    });
    let answers: Answers = [];
    try {
      await inTransaction(db, async (tx) => {
        answers = plays.map(() => undefined);
        // Held to commit, so a next group holding one of these players waits for this one.
        const seeds = await deps.fair.lockMany(tx, playerIds);
        for (const i of await writeGroup(tx, plays, playerIds, seeds, answers)) {
          answers[i] = await answerOf(() =>
            wallet.savepoint(tx, (sp) => deps.playIn(sp, plays[i]!)),
          );
        }
      });
    } catch (error) {
      // A key or round met in the ledger, a balance the CHECK refused, or deadlocks at every
      // retry: some bet's answer is not what the group planned. Nothing of the group was kept;
      // each bet runs in its own transaction, in the order they came, and gets its own answer.
      if (!(error instanceof GroupConflict) && !(error instanceof AppError) && !isRetryable(error))
        throw error;
      answers = [];
      for (const play of plays)
        answers.push(await answerOf(() => inTransaction(db, (tx) => deps.playIn(tx, play))));
    }
    return plays.map((_, i) => {
      const answer = answers[i];
      assert(answer, 'every bet of a group is answered');
      return answer;
    });
  }

  return createGroupCommit({ maxInFlight: GROUPS_IN_FLIGHT, maxSize: GROUP_SIZE_MAX, run: settle });
}
