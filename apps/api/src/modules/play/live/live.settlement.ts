import {
  formatMinor,
  isOutcomeOf,
  LiveRoundResultSchema,
  type LiveRoundResult,
  type RoundOutcomeOf,
} from '@orca/contracts';
import { inTransaction } from '../../../db/transaction.ts';
import { assert } from '../../../platform/errors.ts';
import type { GameSessionRow } from '../launch/launch.service.ts';
import type { LiveDeps, SettleOptions } from './live.context.ts';
import * as repo from './live.repository.ts';
import { returnsOf } from './live.stakes.ts';
import { LIVE_SETTLE_BATCH, LIVE_SETTLE_PARALLEL, type LiveTableDef } from './live.tables.ts';

/** A seat's returns per bet and the outcome recall keeps, computed when its round is settled. */
export type SeatPayout = (
  bet: repo.LiveBetRow,
  outcome: RoundOutcomeOf<'live'>,
  result: LiveRoundResult,
) => { returns: bigint[]; outcome: RoundOutcomeOf<'live'> };

const defaultPayout: SeatPayout = (_bet, outcome, result) => {
  const returns = returnsOf(outcome.bets, result);
  return { returns, outcome: { ...outcome, result, returns: returns.map(formatMinor) } };
};

/** Pays every seat of a closed round, a batch per transaction; each seat is marked settled with its money. */
export function createLiveSettlement(deps: LiveDeps) {
  const { db, inhouse, rounds } = deps;

  async function settleSeats(
    def: LiveTableDef,
    round: repo.LiveRoundRow,
    options: SettleOptions,
    payout: SeatPayout = defaultPayout,
  ): Promise<void> {
    const result = LiveRoundResultSchema.parse(round.result);
    const batchSize = options.batchSize ?? LIVE_SETTLE_BATCH;
    const game = await deps.catalogue.get(def.gameId);
    // A caller that picks its batch size (a test interrupting settlement) gets batch after batch unless it asks for more.
    const parallel =
      options.parallel ?? (options.batchSize === undefined ? LIVE_SETTLE_PARALLEL : 1);
    let settled = 0;
    const settleChunk = async (
      pending: repo.LiveBetRow[],
      sessions: Map<string, GameSessionRow>,
    ): Promise<string[]> =>
      inTransaction(db, async (tx) => {
        const bets = await repo.lockUnsettledBets(
          tx,
          round.id,
          pending.map((b) => b.sessionId),
        );
        await inhouse.holdBalances(
          tx,
          bets.flatMap((b) => sessions.get(b.sessionId) ?? []),
        );
        const gameRounds = new Map(
          (
            await repo.lockGameRounds(
              tx,
              bets.map((b) => b.roundId),
            )
          ).map((r) => [r.id, r]),
        );
        const paid: string[] = [];
        for (const bet of bets) {
          const session = sessions.get(bet.sessionId);
          assert(session, 'the batch read every session');
          const row = gameRounds.get(bet.roundId);
          assert(row && isOutcomeOf(row.outcome, 'live'), 'every live seat has its live round');
          const paidOut = payout(bet, row.outcome, result);
          const winMinor = paidOut.returns.reduce((a, b) => a + b, 0n);
          assert(winMinor >= 0n, 'a seat wins nothing or more, never less');
          const outcome: RoundOutcomeOf<'live'> = {
            ...paidOut.outcome,
            serverSeed: round.serverSeed,
          };
          await inhouse.settleRound(tx, session, game, {
            id: bet.roundId,
            costMinor: bet.stakeMinor,
            winMinor,
            balanceBeforeMinor: row.balanceBeforeMinor ?? 0n,
            outcome,
          });
          await repo.markBetSettled(tx, round.id, bet.sessionId, { winMinor, at: new Date() });
          if (winMinor > 0n) paid.push(bet.roundId);
          settled += 1;
          options.afterSeat?.(settled);
        }
        return paid;
      });
    for (;;) {
      const pending = await repo.unsettledBets(db, round.id, batchSize * parallel);
      if (pending.length === 0) return;
      // Sessions are read before the transactions: an embedded database has one connection.
      const sessions = new Map<string, GameSessionRow>();
      for (const session of await Promise.all(
        pending.map((bet) => deps.launch.byId(bet.sessionId)),
      )) {
        assert(session, 'live bets keep their game session');
        sessions.set(session.id, session);
      }
      // Batches of distinct seats run side by side on their own connections; each commits whole.
      // A failed batch leaves its seats for the next pass once the others have finished.
      const chunks = Array.from({ length: Math.ceil(pending.length / batchSize) }, (_, i) =>
        pending.slice(i * batchSize, (i + 1) * batchSize),
      );
      const outcomes = await Promise.allSettled(
        chunks.map((chunk) => settleChunk(chunk, sessions)),
      );
      for (const outcome of outcomes)
        if (outcome.status === 'fulfilled')
          for (const roundId of outcome.value) await rounds.announce(roundId);
      const failed = outcomes.find((o) => o.status === 'rejected');
      if (failed) throw failed.reason;
    }
  }

  return { settleSeats };
}

export type LiveSettlement = ReturnType<typeof createLiveSettlement>;
