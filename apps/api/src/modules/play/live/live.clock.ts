import { LiveRoundResultSchema, type LiveRoundResult } from '@orca/contracts';
import {
  dealBaccaratHand,
  shuffleBaccaratShoe,
  type BaccaratShoe,
} from '@orca/games/live/baccarat';
import { rollDiceShow } from '@orca/games/live/dice-show';
import { spinMoneyWheel } from '@orca/games/live/money-wheel';
import { spinMultiplierRoulette } from '@orca/games/live/multiplier-roulette';
import { rouletteTableSpin } from '@orca/games/live/roulette-table';
import { FairFloats, hashServerSeed, randomServerSeed } from '@orca/games/rng/fair';
import { randomBytes } from 'node:crypto';
import type { Database, Executor } from '../../../db/client.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { assert } from '../../../platform/errors.ts';
import type { SettleOptions } from './live.context.ts';
import * as repo from './live.repository.ts';
import type { LiveSettlement } from './live.settlement.ts';
import { LIVE_RESULT_PAUSE_MS, type LiveTableDef } from './live.tables.ts';

const seeds = () => randomServerSeed((n) => randomBytes(n));

/** Another opener took the round number: the new shoe is rolled back with the round. */
class RoundTaken extends Error {}

/** Whether a round's result pause is over at `now`: the table's next round is due. */
export function isOver(round: repo.LiveRoundRow, now: Date): boolean {
  return (
    round.settledAt !== null && now.getTime() >= round.settledAt.getTime() + LIVE_RESULT_PAUSE_MS
  );
}

/**
 * A table's clock in the database: open a round with its seed committed, close betting and draw,
 * settle, finish, and after the result pause open the next. Each step is guarded by the row it
 * changes, so a second driver or a restart repeats nothing.
 */
export function createLiveClock(db: Database, settlement: LiveSettlement) {
  const shoes = new Map<bigint, BaccaratShoe>();
  /**
   * Per table, the clock time before which its round has nothing due (it closes, settles or gives
   * way to the next no earlier), so a pass of the driver in between reads nothing. Due times only
   * grow from round to round, so one left from an older round is never too late.
   */
  const notDueBefore = new Map<string, number>();

  function shuffled(shoe: repo.LiveShoeRow): BaccaratShoe {
    const cached = shoes.get(shoe.id);
    if (cached) return cached;
    const built = shuffleBaccaratShoe(new FairFloats(shoe.serverSeed, shoe.clientSeed, 0));
    if (shoes.size > 8) shoes.clear();
    shoes.set(shoe.id, built);
    return built;
  }

  /** The next round: its seed fixed and hashed before betting opens; baccarat deals from the table's shoe (a new one when the last finished). */
  async function openRound(
    def: LiveTableDef,
    now: Date,
    previous: repo.LiveRoundRow | undefined,
  ): Promise<void> {
    notDueBefore.delete(def.id);
    const roundNo = (previous?.roundNo ?? 0n) + 1n;
    const serverSeed = seeds();
    const row = (shoeId: bigint | null) => ({
      tableId: def.id,
      roundNo,
      phase: 'betting' as const,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: `${def.id}:${roundNo}`,
      nonce: 0,
      shoeId,
      bettingOpensAt: now,
      bettingClosesAt: new Date(now.getTime() + def.bettingMs),
    });
    if (def.kind !== 'baccarat') {
      await repo.insertRound(db, row(null));
      return;
    }
    const shoe = await repo.currentShoe(db, def.id);
    if (shoe) {
      await repo.insertRound(db, row(shoe.id));
      return;
    }
    // A new shoe and its first hand commit together: of two openers (the driver and a player
    // opening a resting table), the one that loses the round number leaves no shoe behind, whose
    // seed would otherwise never be revealed.
    const shoeServerSeed = seeds();
    const clientSeed = `${def.id}:shoe:${roundNo}`;
    const firstHandPosition = shuffleBaccaratShoe(
      new FairFloats(shoeServerSeed, clientSeed, 0),
    ).firstHandPosition;
    await inTransaction(db, async (tx) => {
      const created = await repo.insertShoe(tx, {
        tableId: def.id,
        serverSeed: shoeServerSeed,
        serverSeedHash: hashServerSeed(shoeServerSeed),
        clientSeed,
        position: firstHandPosition,
      });
      if (!(await repo.insertRound(tx, row(created.id)))) throw new RoundTaken();
    }).catch((error: unknown) => {
      if (!(error instanceof RoundTaken)) throw error;
    });
  }

  /** Draws the shared result from the round's (or its shoe's) committed seed. */
  async function draw(
    tx: Executor,
    def: LiveTableDef,
    round: repo.LiveRoundRow,
  ): Promise<{ result: LiveRoundResult; shoePosition: number | null }> {
    const floats = new FairFloats(round.serverSeed, round.clientSeed, round.nonce);
    switch (def.kind) {
      case 'roulette':
        return { result: { kind: 'roulette', ...rouletteTableSpin(floats) }, shoePosition: null };
      case 'money_wheel': {
        const spun = spinMoneyWheel(floats);
        return {
          result: {
            kind: 'money_wheel',
            spins: spun.spins,
            number: spun.number,
            multiplier: spun.multiplier,
          },
          shoePosition: null,
        };
      }
      case 'multiplier_roulette': {
        // Lucky numbers and multipliers, then the ball: drawn together when betting closes, shown with the result.
        const spun = spinMultiplierRoulette(floats);
        return {
          result: {
            kind: 'multiplier_roulette',
            lucky: spun.lucky,
            pocket: spun.pocket,
            colour: spun.colour,
          },
          shoePosition: null,
        };
      }
      case 'dice_show': {
        // The multiplied totals, then the dice: drawn together when betting closes, shown with the result.
        const rolled = rollDiceShow(floats);
        return {
          result: {
            kind: 'dice_show',
            lucky: rolled.lucky,
            dice: rolled.dice,
            total: rolled.total,
          },
          shoePosition: null,
        };
      }
      case 'baccarat': {
        assert(round.shoeId !== null, 'baccarat rounds deal from a shoe');
        const shoe = await repo.lockShoe(tx, round.shoeId);
        assert(shoe, 'the round points at its shoe');
        const dealt = dealBaccaratHand(shuffled(shoe), shoe.position);
        await repo.setShoePosition(tx, shoe.id, dealt.nextPosition, dealt.isLastHand);
        return {
          result: {
            kind: 'baccarat',
            ...dealt.hand,
            shoeId: shoe.id.toString(),
            position: shoe.position,
            isLastHand: dealt.isLastHand,
          },
          shoePosition: shoe.position,
        };
      }
      case 'blackjack':
        throw new Error('blackjack rounds are drawn by the blackjack table');
    }
  }

  async function close(def: LiveTableDef, round: repo.LiveRoundRow): Promise<void> {
    notDueBefore.delete(def.id);
    await inTransaction(db, async (tx) => {
      if (!(await repo.closeBetting(tx, round.id))) return;
      await repo.setResult(tx, round.id, await draw(tx, def, round));
    });
  }

  async function finish(round: repo.LiveRoundRow, now: Date): Promise<void> {
    notDueBefore.delete(round.tableId);
    const result = LiveRoundResultSchema.parse(round.result);
    // When settlement ended (the result pause counts from it); a driver ahead of the clock (tests) keeps its own time.
    const settledAt = new Date(Math.max(now.getTime(), Date.now()));
    await inTransaction(db, async (tx) => {
      await repo.markRoundSettled(tx, round.id, settledAt);
      // A finished shoe's seed goes into the recall of every seat that bet on one of its hands.
      if (result.kind === 'baccarat' && result.isLastHand && round.shoeId !== null) {
        const shoe = await repo.shoeById(tx, round.shoeId);
        if (shoe)
          await repo.revealShoeToRounds(tx, shoe.id, {
            shoeServerSeed: shoe.serverSeed,
            shoeClientSeed: shoe.clientSeed,
            shoeServerSeedHash: shoe.serverSeedHash,
          });
      }
    });
  }

  /** Moves one table along its clock as far as `now` allows; true when its state changed. */
  async function driveTable(
    def: LiveTableDef,
    now: Date,
    options: SettleOptions,
  ): Promise<boolean> {
    if (now.getTime() < (notDueBefore.get(def.id) ?? 0)) return false;
    notDueBefore.delete(def.id);
    let round = await repo.latestRound(db, def.id);
    if (!round) {
      await openRound(def, now, undefined);
      return true;
    }
    let changed = false;
    if (round.phase === 'betting' && now >= round.bettingClosesAt) {
      await close(def, round);
      round = await repo.roundById(db, round.id);
      assert(round, 'a closed round is still there');
      changed = true;
    }
    // Settled only by a driver whose clock has passed the close: a round closed ahead of the clock
    // (a test driving its own time) is not taken over by the driver on the real one.
    if (round.phase === 'closed' && now >= round.bettingClosesAt) {
      await settlement.settleSeats(def, round, options);
      await finish(round, now);
      return true;
    }
    if (isOver(round, now)) {
      if (options.rests?.(def)) return changed;
      await openRound(def, now, round);
      return true;
    }
    if (!changed)
      notDueBefore.set(
        def.id,
        round.settledAt !== null
          ? round.settledAt.getTime() + LIVE_RESULT_PAUSE_MS
          : round.bettingClosesAt.getTime(),
      );
    return changed;
  }

  return { openRound, finish, driveTable };
}

export type LiveClock = ReturnType<typeof createLiveClock>;
