import { formatMinor, LiveRoundResultSchema } from '@orca/contracts';
import {
  blackjackHandValue,
  playBlackjackDealer,
  settleBlackjackSeat,
  type BlackjackDeal,
} from '@orca/games/live/blackjack';
import type { Database } from '../../../db/client.ts';
import { assert } from '../../../platform/errors.ts';
import * as bjRepo from './blackjack.repository.ts';
import { isOver } from './live.clock.ts';
import * as repo from './live.repository.ts';
import type { SettleOptions } from './live.context.ts';
import type { LiveService } from './live.service.ts';
import type { SeatPayout } from './live.settlement.ts';
import { LIVE_RESULT_PAUSE_MS, type LiveTableDef } from './live.tables.ts';
import { inTransaction } from '../../../db/transaction.ts';

import {
  dealerCardsOf,
  replaySeat,
  seatViewOf,
  storedOf,
  streamsOf,
  toCard,
  type StoredSeat,
} from './blackjack.seats.ts';

/**
 * A blackjack table's clock on the live tables' shared steps: betting → the shared deal → the
 * decision window → seats still playing stand and the dealer plays → every seat settled.
 */
export function createBlackjackClock(
  db: Database,
  tools: Pick<LiveService['tools'], 'openRound' | 'settleSeats' | 'finish'>,
  dealOf: (round: repo.LiveRoundRow) => BlackjackDeal,
) {
  const { openRound, settleSeats, finish } = tools;

  /**
   * Closes betting and deals: every seat is numbered, and the window opens for `decisionMs`, or
   * closes at once when nobody has anything to decide (no seats, or a blackjack on the deal).
   */
  async function deal(def: LiveTableDef, round: repo.LiveRoundRow, now: Date): Promise<void> {
    const dealt = dealOf(round);
    await inTransaction(db, async (tx) => {
      const unnumbered = await bjRepo.seatsWithoutNumber(tx, round.id);
      let next = unnumbered.length > 0 ? await bjRepo.nextSeat(tx, round.id) : 0;
      for (const bet of unnumbered) {
        await bjRepo.setHand(tx, round.id, bet.sessionId, {
          seat: next,
          actions: [],
          isFinished: false,
        } satisfies StoredSeat);
        next += 1;
      }
      const seats = await repo.seatCount(tx, round.id);
      const isNothingToDecide = seats === 0 || dealt.isPlayerBlackjack || dealt.isDealerBlackjack;
      await bjRepo.openDecisions(
        tx,
        round.id,
        new Date(now.getTime() + (isNothingToDecide ? 0 : (def.decisionMs ?? 0))),
      );
    });
  }

  /** The window is over: seats still playing stand, the dealer plays the shared hand. */
  async function closeWindow(round: repo.LiveRoundRow): Promise<void> {
    const dealt = dealOf(round);
    const dealerCards = playBlackjackDealer(streamsOf(round), dealt);
    const result = LiveRoundResultSchema.parse({
      kind: 'blackjack',
      playerCards: dealt.playerCards.map(toCard),
      dealerCards: dealerCards.map(toCard),
      dealerTotal: blackjackHandValue(dealerCards).total,
      isDealerBlackjack: dealt.isDealerBlackjack,
    });
    await inTransaction(db, async (tx) => {
      if (!(await bjRepo.closeDecisions(tx, round.id, result))) return;
      // After a blackjack on the deal nobody had a decision to miss.
      if (!dealt.isPlayerBlackjack && !dealt.isDealerBlackjack)
        await bjRepo.markTimedOut(tx, round.id);
    });
  }

  async function isEverySeatDone(round: repo.LiveRoundRow): Promise<boolean> {
    const dealt = dealOf(round);
    if (dealt.isPlayerBlackjack || dealt.isDealerBlackjack) return true;
    return (await bjRepo.unfinishedSeats(db, round.id)) === 0;
  }

  /** What a seat returns (its hands against the dealer's) and the hands recall keeps, for the shared settlement. */
  function payoutOf(round: repo.LiveRoundRow): SeatPayout {
    const dealt = dealOf(round);
    const streams = streamsOf(round);
    return (bet, outcome, result) => {
      assert(result.kind === 'blackjack', 'a blackjack round has a blackjack result');
      const stored = storedOf(bet);
      assert(stored, 'every dealt seat has its number');
      const seat = replaySeat(streams, dealt, bet, stored, true);
      const settlement = settleBlackjackSeat(seat, dealerCardsOf(result.dealerCards));
      assert(
        settlement.stakeMinor === bet.stakeMinor,
        'the wallet took exactly the stake the hands carry',
      );
      const returns = [settlement.returnMinor];
      return {
        returns,
        outcome: {
          ...outcome,
          result,
          returns: returns.map(formatMinor),
          blackjack: seatViewOf(seat, stored, dealt, settlement, false),
        },
      };
    };
  }
  /**
   * Per table, the clock time before which its round has nothing due: betting still open, or the
   * result pause not over (the decision window is read every pass, as a seat finishing ends it).
   * Due times only grow from round to round, so one left from an older round is never too late.
   */
  const notDueBefore = new Map<string, number>();

  /** Moves a blackjack table along its clock as far as `now` allows; true when its state changed. */
  async function drive(
    def: LiveTableDef,
    now: Date,
    options: SettleOptions = {},
  ): Promise<boolean> {
    if (now.getTime() < (notDueBefore.get(def.id) ?? 0)) return false;
    notDueBefore.delete(def.id);
    let round = await repo.latestRound(db, def.id);
    if (!round) {
      await openRound(def, now, undefined);
      return true;
    }
    let changed = false;
    const reload = async (id: bigint) => {
      const row = await repo.roundById(db, id);
      assert(row, 'a live round stays');
      return row;
    };
    if (round.phase === 'betting' && now >= round.bettingClosesAt) {
      await deal(def, round, now);
      round = await reload(round.id);
      changed = true;
    }
    if (
      round.phase === 'decisions' &&
      ((round.decisionsCloseAt !== null && now >= round.decisionsCloseAt) ||
        (await isEverySeatDone(round)))
    ) {
      await closeWindow(round);
      round = await reload(round.id);
      changed = true;
    }
    if (round.phase === 'closed') {
      await settleSeats(def, round, options, payoutOf(round));
      await finish(round, now);
      return true;
    }
    if (isOver(round, now)) {
      if (options.rests?.(def)) return changed;
      await openRound(def, now, round);
      return true;
    }
    if (!changed && round.phase === 'betting')
      notDueBefore.set(def.id, round.bettingClosesAt.getTime());
    else if (!changed && round.settledAt !== null)
      notDueBefore.set(def.id, round.settledAt.getTime() + LIVE_RESULT_PAUSE_MS);
    return changed;
  }

  return { drive };
}
