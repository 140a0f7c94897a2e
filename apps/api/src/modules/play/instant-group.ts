import { FairFloats } from '@orca/games/rng/fair';
import { payoutMinor } from '@orca/games/rng/payout';
import { randomUUID } from 'node:crypto';
import { AppError, assert } from '../../platform/errors.ts';
import { createGroupCommit, type Settled } from '../../platform/group-commit.ts';
import { GroupConflict, type WalletService } from '../wallet/wallet.service.ts';
import { playInstant } from './engines.ts';
import type { FairService } from './fair.service.ts';
import { contributionOf, INHOUSE_PROVIDER, instantRecord, type InstantPlay, type InstantPlayed } from './instant-round.ts';
import type { RoundsService } from './rounds.service.ts';

/**
 * Groups running at once, and the most bets one takes. While one group is in the database the
 * next one fills. On two cores (bench/spins.ts, 50 players) 1 to 3 groups in flight served
 * 690–715 spins/s, 4 served 667 and 6 served 542: more groups only split the same bets thinner.
 */
const GROUPS_IN_FLIGHT = 2;
const GROUP_SIZE_MAX = 64;

/**
 * Real-money instant bets of many players settled in one transaction: their seed pairs locked
 * together, outcomes and money planned in memory, then one statement each for the nonces, the
 * rounds and the ledger. Each bet still commits whole or not at all, and answers exactly what it
 * would alone. A bet the group cannot take (a player's first bet, a jackpot hit, and the player's
 * later bets in the group after it) runs alone once the group has committed; if the group meets
 * the ledger as it did not plan with, it rolls back and every bet runs alone.
 */
export function createInstantGroups(deps: { wallet: WalletService; fair: FairService; rounds: RoundsService; playAlone: (play: InstantPlay) => Promise<InstantPlayed> }) {
  const alone = (play: InstantPlay): Promise<Settled<InstantPlayed>> =>
    deps.playAlone(play).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );

  /** Runs bets alone: one after another for each player, so a player's bets keep their order. */
  async function allAlone(plays: InstantPlay[], answers: (Settled<InstantPlayed> | undefined)[], indexes: number[]): Promise<void> {
    const byPlayer = new Map<bigint | null, number[]>();
    for (const i of indexes) byPlayer.set(plays[i]!.session.playerId, [...(byPlayer.get(plays[i]!.session.playerId) ?? []), i]);
    await Promise.all(
      [...byPlayer.values()].map(async (ofPlayer) => {
        for (const i of ofPlayer) answers[i] = await alone(plays[i]!);
      }),
    );
  }

  async function settle(plays: InstantPlay[]): Promise<Settled<InstantPlayed>[]> {
    let answers: (Settled<InstantPlayed> | undefined)[] = [];
    try {
      await deps.wallet.transaction(async (tx) => {
        answers = plays.map(() => undefined);
        const playerIds = plays.map((play) => {
          assert(play.session.mode === 'real' && play.session.playerId !== null, 'groups settle real money');
          return play.session.playerId;
        });
        const seeds = await deps.fair.lockMany(tx, playerIds);
        const money = await deps.wallet.group(
          tx,
          plays.map((play, i) => ({ playerId: playerIds[i]!, currency: play.session.currency })),
        );
        const nonces = new Map<bigint, number>();
        const waiting = new Set<bigint>();
        const records: (ReturnType<typeof instantRecord> & { index: number })[] = [];
        plays.forEach((play, index) => {
          const playerId = playerIds[index]!;
          const seed = seeds.get(playerId);
          if (!seed || waiting.has(playerId)) return void waiting.add(playerId);
          const nonce = nonces.get(seed.seedId) ?? seed.nonce;
          const result = playInstant(play.game.engine, new FairFloats(seed.serverSeed, seed.clientSeed, nonce), play.request);
          // A jackpot hit reads the pool's balance: that bet runs alone, and replays to the same
          // outcome because its nonce was not taken here.
          if (result.isJackpotHit) return void waiting.add(playerId);
          const costMinor = payoutMinor(play.stakeMinor, result.cost);
          const winMinor = payoutMinor(play.stakeMinor, result.payout);
          const id = randomUUID();
          const call = { provider: INHOUSE_PROVIDER, roundId: id, playerId, currency: play.session.currency };
          try {
            const after = money.attempt(() => {
              money.bet({ ...call, transactionId: `${id}:bet`, amountMinor: costMinor, jackpotContributionMinor: contributionOf(play.game, costMinor) });
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
                fair: { seedId: seed.seedId, serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce },
              }),
            });
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            answers[index] = { ok: false, error };
          }
        });
        await deps.fair.advance(tx, new Map([...seeds.values()].map((seed) => [seed.seedId, (nonces.get(seed.seedId) ?? seed.nonce) - seed.nonce])));
        const rows = await deps.rounds.insertMany(
          tx,
          records.map(({ index: _index, ...record }) => record),
        );
        await money.flush();
        const byId = new Map(rows.map((row) => [row.id, row]));
        for (const record of records) {
          const row = byId.get(record.id);
          assert(row, 'every staged round was inserted');
          answers[record.index] = {
            ok: true,
            value: { row, balanceMinor: record.balanceAfterMinor, next: { serverSeedHash: record.serverSeedHash, clientSeed: record.clientSeed, nonce: record.nonce + 1 } },
          };
        }
      });
    } catch (error) {
      // insufficient_funds here means the accounts' CHECK refused the group: some balance was not
      // what it was planned with. Alone, each bet gets its own answer.
      if (!(error instanceof GroupConflict) && !(error instanceof AppError)) throw error;
      answers = plays.map(() => undefined);
    }
    await allAlone(
      plays,
      answers,
      plays.flatMap((_, i) => (answers[i] === undefined ? [i] : [])),
    );
    return answers.map((answer) => {
      assert(answer, 'every bet of a group is answered');
      return answer;
    });
  }

  return createGroupCommit({ maxInFlight: GROUPS_IN_FLIGHT, maxSize: GROUP_SIZE_MAX, run: settle });
}
