import { crashMultiplierAt, type CrashState } from '@orca/contracts';
import type { Database } from '../../../db/client.ts';
import { lockForTransaction } from '../../../db/locks.ts';
import { AppError } from '../../../platform/errors.ts';
import type { EventBus } from '../../../platform/events.ts';
import type { GameRow } from '../../games/catalogue.service.ts';
import type { InhouseService } from '../inhouse/inhouse.service.ts';
import type { GameSessionRow, LaunchService } from '../launch/launch.service.ts';
import type { RoundsService } from '../rounds/rounds.service.ts';
import * as repo from './crash.repository.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { betView, createCrashClock, phaseOf, type Phase } from './crash.clock.ts';
import { createCrashSettlement } from './crash.settlement.ts';

/** How often busted games are settled and phase changes told to sockets. */
export const CRASH_TICK_MS = 200;
/**
 * With no bust known to be due, the settler still reads this often: a game or bet of another
 * instance whose event never arrived, or a game's row changed outside this service.
 */
export const CRASH_SETTLE_POLL_MS = 5_000;
export const CRASH_BET_TOPIC = 'crash.bet';
export const CRASH_CASHOUT_TOPIC = 'crash.cashout';

/** What the crash game is built from. */
export interface CrashDeps {
  db: Database;
  inhouse: InhouseService;
  launch: LaunchService;
  rounds: RoundsService;
  events: EventBus;
  usernameOf: (session: GameSessionRow) => Promise<string>;
  /** The catalogue entry of the crash game. */
  catalogueGame: () => Promise<GameRow>;
}

/**
 * Crash: one shared round for everybody, its crash point fixed in advance by a hash chain whose
 * terminating hash is published. The timeline lives in the database (betting opens, flight
 * starts, bust), so every instance computes the same phase from the clock; the server alone
 * decides each cash-out from the time it arrives.
 */
export function createCrashService(deps: CrashDeps) {
  const { db, inhouse, rounds } = deps;
  let lastSeen: { id: bigint; phase: Phase } | null = null;
  const stateListeners = new Set<(state: CrashState) => void>();
  /**
   * Before this clock time the settler has nothing to do as far as this instance knows: the next
   * bust it read or was told of, or its next safety read. Every game this instance reads or
   * creates and every bet announced on the bus bring it forward, so a row moved by hand (tests)
   * is seen at the next read of the game, and an idle server reads nothing between busts.
   */
  let settleDueAt = 0;
  const noteGame = (game: repo.CrashGameRow): void => {
    if (game.settledAt === null) settleDueAt = Math.min(settleDueAt, game.bustsAt.getTime());
  };
  const clock = createCrashClock(db, noteGame);
  const { current, state } = clock;
  const { settleBet, settleBusted } = createCrashSettlement(deps);
  // A bet taken by another instance is heard here (the bus spans instances): its game is read at the next tick.
  deps.events.subscribe(CRASH_BET_TOPIC, () => {
    settleDueAt = 0;
  });

  async function settleDue(): Promise<void> {
    const now = Date.now();
    if (now < settleDueAt) return;
    // Set before the read: a game noted while it runs keeps the earlier time.
    settleDueAt = now + CRASH_SETTLE_POLL_MS;
    try {
      const nextBust = await settleBusted(now);
      if (nextBust !== null) settleDueAt = Math.min(settleDueAt, nextBust);
    } catch (error) {
      settleDueAt = 0;
      throw error;
    }
  }

  /** Tells this instance's sockets of a phase change (betting, running, busted) of the current game. */
  async function broadcast(): Promise<void> {
    const now = Date.now();
    // Rounds follow one another only while someone watches; a bet asks for the current one itself.
    if (stateListeners.size === 0) return;
    const game = await current(now);
    const phase = phaseOf(game, now);
    if (!lastSeen || lastSeen.id !== game.id || lastSeen.phase !== phase) {
      lastSeen = { id: game.id, phase };
      const snapshot = await state(now);
      for (const listener of stateListeners) listener(snapshot);
    }
  }

  async function sessionAndGame(sessionToken: string) {
    const { session, game } = await inhouse.open(sessionToken);
    if (game.engine !== 'crash') throw new AppError('game_unavailable');
    return { session, game };
  }

  return {
    state: () => state(),
    /** Every phase change of this instance's clock (betting, running, busted), for its sockets. */
    onState(listener: (state: CrashState) => void): () => void {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    /**
     * Every busted game is settled, also one whose bust no instance saw (a restart, a long pause):
     * one instance at a time runs it. Between busts it reads nothing but its safety poll.
     */
    settleBusted: () => settleDue(),
    broadcast,
    chainInfo: clock.chainInfo,
    saltOf: clock.saltOf,

    /** A bet for the next flight, during betting only. Produces crash_betting_closed, crash_already_bet, bet_out_of_range, insufficient_funds. */
    async bet(sessionToken: string, input: { bet: string; autoCashout: number | null }) {
      const { session, game } = await sessionAndGame(sessionToken);
      const stake = inhouse.stakeOf(session, game, input.bet);
      await inhouse.assertMayPlay(session, game);
      const crashGame = await current();
      if (Date.now() >= crashGame.startsAt.getTime()) throw new AppError('crash_betting_closed');
      const autoCashoutHundredths =
        input.autoCashout === null ? null : Math.round(input.autoCashout * 100);
      const username = await deps.usernameOf(session);
      const { roundId, balanceMinor, bet } = await inTransaction(db, async (tx) => {
        // No bet row exists yet to lock, so racing bets of one session take turns here: the later one
        // then finds the first's bet instead of failing on the round's unique key with a 500.
        await lockForTransaction(tx, `crash-bet:${crashGame.id}:${session.id}`);
        if (await repo.lockBet(tx, crashGame.id, session.id))
          throw new AppError('crash_already_bet');
        // One bet per player and game across their sessions: a reload (a new session) cannot double
        // the stake on one flight. The player's balance is held first, so racing sessions take turns.
        if (session.mode === 'real' && session.playerId !== null) {
          await inhouse.holdBalances(tx, [session]);
          if (await repo.hasRealBetOfPlayer(tx, crashGame.id, session.playerId))
            throw new AppError('crash_already_bet');
        }
        const round = await rounds.insert(tx, {
          providerId: 'orca',
          externalRoundId: `crash:${crashGame.id}:${session.id}`,
          gameId: game.id,
          playerId: session.playerId,
          sessionId: session.id,
          mode: session.mode,
          currency: session.currency,
          betMinor: stake,
          outcome: { kind: 'crash', crashGameId: crashGame.id.toString(), autoCashoutHundredths },
        });
        const taken = await inhouse.takeStake(tx, session, game, round.id, stake);
        await rounds.update(tx, round.id, {
          balanceBeforeMinor: taken.beforeMinor,
          balanceAfterMinor: taken.afterMinor,
        });
        const row = {
          crashGameId: crashGame.id,
          roundId: round.id,
          playerId: session.playerId,
          sessionId: session.id,
          mode: session.mode,
          username,
          betMinor: stake,
          currency: session.currency,
          autoCashoutHundredths,
          cashoutHundredths: null,
          winMinor: 0n,
          createdAt: new Date(),
        };
        if (!(await repo.insertBet(tx, row))) throw new AppError('crash_already_bet');
        // The clock is checked again at the end, so a bet that raced the start is undone with its stake.
        if (Date.now() >= crashGame.startsAt.getTime()) throw new AppError('crash_betting_closed');
        return { roundId: round.id, balanceMinor: taken.afterMinor, bet: row };
      });
      await deps.events.publish(CRASH_BET_TOPIC, {
        gameId: crashGame.id.toString(),
        bet: betView(bet),
      });
      return inhouse.answer(session, roundId, balanceMinor);
    },

    /** Cashes out the running bet at the multiplier of this moment. Produces crash_no_bet, crash_cashout_too_late. */
    async cashout(sessionToken: string) {
      const { session, game: catalogueGame } = await sessionAndGame(sessionToken);
      const now = Date.now();
      const game = await repo.latestGame(db);
      if (game) noteGame(game);
      if (!game || now < game.startsAt.getTime()) throw new AppError('crash_no_bet');
      const atHundredths = Math.round(crashMultiplierAt(now - game.startsAt.getTime()) * 100);
      const isTooLate = now >= game.bustsAt.getTime() || atHundredths >= game.crashPointHundredths;
      const { balanceMinor, bet } = await inTransaction(db, async (tx) => {
        // The bet of this session, or the player's bet placed before a reload from an earlier session.
        const own = await repo.lockBet(tx, game.id, session.id);
        const row =
          own ??
          (session.mode === 'real' && session.playerId !== null
            ? await repo.lockRidingBetOfPlayer(tx, game.id, session.playerId, session.currency)
            : undefined);
        if (!row || row.cashoutHundredths !== null) throw new AppError('crash_no_bet');
        // A bet still riding at the bust is too late, whether or not the settler has closed its round yet.
        if (isTooLate) throw new AppError('crash_cashout_too_late');
        if ((await rounds.lock(tx, row.roundId))?.status !== 'open')
          throw new AppError('crash_no_bet');
        // An auto cash-out the multiplier already passed is what the player gets.
        const cashoutHundredths =
          row.autoCashoutHundredths !== null && row.autoCashoutHundredths <= atHundredths
            ? row.autoCashoutHundredths
            : atHundredths;
        const balance = await settleBet(tx, session, catalogueGame, row, cashoutHundredths, null);
        return {
          balanceMinor: balance,
          bet: {
            ...row,
            cashoutHundredths,
            winMinor: (row.betMinor * BigInt(cashoutHundredths)) / 100n,
          },
        };
      });
      await deps.events.publish(CRASH_CASHOUT_TOPIC, {
        gameId: game.id.toString(),
        bet: betView(bet),
      });
      await rounds.announce(bet.roundId);
      return inhouse.answer(session, bet.roundId, balanceMinor);
    },
  };
}

export type CrashService = ReturnType<typeof createCrashService>;
