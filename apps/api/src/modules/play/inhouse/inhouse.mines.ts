import { isOutcomeOf, type Round, type RoundOutcomeOf } from '@orca/contracts';
import { minesMultiplier } from '@orca/games/fast/mines';
import { FairFloats } from '@orca/games/rng/fair';
import { payoutMinor, ratio, type Ratio } from '@orca/games/rng/payout';
import type { Executor } from '../../../db/client.ts';
import { AppError, assert } from '../../../platform/errors.ts';
import type { GameRow } from '../../games/catalogue.service.ts';
import { kindOf, minesLayout } from './engines.ts';
import type { GameSessionRow } from '../launch/launch.service.ts';
import { INHOUSE_PROVIDER } from './instant-round.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { InhouseDeps, RoundSteps } from './inhouse.steps.ts';

/** A mines round as stored: its layout is always there, secret until the round ends (rounds.service hides it). */
type MinesState = RoundOutcomeOf<'mines'> & { minePositions: number[] };

/** Where a session looks for its player's open rounds: every real-money session of the player on the game, or the fun session alone. */
function resumeScopeOf(
  session: GameSessionRow,
): { sessionId: string } | { playerId: bigint; gameId: string; currency: string } {
  return session.mode === 'real' && session.playerId !== null
    ? { playerId: session.playerId, gameId: session.gameId, currency: session.currency }
    : { sessionId: session.id };
}

/**
 * Whether a session may play on a round: its own, or (real money) one its player opened on the
 * same game and currency in an earlier session; a reload launches a new session, and the stake
 * must not be stranded in the old one.
 */
function isResumableIn(
  row: {
    sessionId: string | null;
    playerId: bigint | null;
    gameId: string;
    currency: string;
    mode: string;
  },
  session: GameSessionRow,
): boolean {
  if (row.sessionId === session.id) return true;
  const scope = resumeScopeOf(session);
  return (
    'playerId' in scope &&
    row.mode === 'real' &&
    row.playerId === scope.playerId &&
    row.gameId === scope.gameId &&
    row.currency === scope.currency
  );
}

/** Mines rounds, which stay open between reveals, and resuming them in a later session. */
export function createMinesPlay(deps: InhouseDeps, steps: RoundSteps) {
  const { db, rounds } = deps;
  const { open, stakeOf, seedsFor, takeStake, assertMayPlay, fairOf, answer, settleRound } = steps;

  return {
    /**
     * The round the session's player left open on this game (a mines round not cashed out), so the
     * game shows it again after a reload, which launches a new game session. Null when none.
     * Produces game_session_invalid, game_unavailable.
     */
    async openRound(sessionToken: string): Promise<{ round: Round | null }> {
      const { session } = await open(sessionToken);
      const row = await rounds.openResumable(resumeScopeOf(session));
      return { round: row ? rounds.view(row, null) : null };
    },

    /** Starts a mines round: the stake is taken and the mines are placed from the fair floats. */
    async minesStart(sessionToken: string, input: { bet: string; mines: number }) {
      const { session, game } = await open(sessionToken);
      if (kindOf(game.engine) !== 'mines') throw new AppError('game_unavailable');
      const stake = stakeOf(session, game, input.bet);
      await assertMayPlay(session, game);
      const { roundId, balanceMinor } = await inTransaction(db, async (tx) => {
        const seed = await seedsFor(tx, session);
        const row = await rounds.insert(tx, {
          providerId: INHOUSE_PROVIDER,
          gameId: game.id,
          playerId: session.playerId,
          sessionId: session.id,
          mode: session.mode,
          currency: session.currency,
          betMinor: stake,
          winMinor: 0n,
          outcome: null,
          ...fairOf(seed, seed.nonce),
        });
        const taken = await takeStake(tx, session, game, row.id, stake);
        const nonce = seed.isFun ? taken.nonce : seed.nonce;
        const state: MinesState = {
          kind: 'mines',
          mines: input.mines,
          minePositions: minesLayout(
            new FairFloats(seed.serverSeed, seed.clientSeed, nonce),
            input.mines,
          ).sort((a, b) => a - b),
          revealed: [],
          hitTile: null,
        };
        await rounds.update(tx, row.id, {
          outcome: state,
          nonce,
          balanceBeforeMinor: taken.beforeMinor,
          balanceAfterMinor: taken.afterMinor,
        });
        return { roundId: row.id, balanceMinor: taken.afterMinor };
      });
      return answer(session, roundId, balanceMinor);
    },

    /** Reveals a tile: a mine ends the round lost; the last safe tile cashes out. Produces round_not_found, round_finished, tile_already_revealed. */
    async minesReveal(sessionToken: string, input: { roundId: string; tile: number }) {
      const { session, game } = await open(sessionToken);
      const balanceMinor = await inTransaction(db, async (tx) => {
        const { row, state } = await lockMines(tx, session, input.roundId);
        if (state.revealed.includes(input.tile)) throw new AppError('tile_already_revealed');
        const revealed = [...state.revealed, input.tile];
        if (state.minePositions.includes(input.tile))
          return finishMines(
            tx,
            session,
            game,
            row,
            { ...state, revealed, hitTile: input.tile },
            ratio(0, 1),
          );
        if (revealed.length === 25 - state.mines)
          return finishMines(
            tx,
            session,
            game,
            row,
            { ...state, revealed },
            minesMultiplier(state.mines, revealed.length),
          );
        await rounds.update(tx, row.id, { outcome: { ...state, revealed } });
        return row.balanceAfterMinor ?? 0n;
      });
      await rounds.announce(input.roundId);
      return answer(session, input.roundId, balanceMinor);
    },

    /** Takes the win of the safe tiles revealed so far. Produces round_not_found, round_finished. */
    async minesCashout(sessionToken: string, input: { roundId: string }) {
      const { session, game } = await open(sessionToken);
      const balanceMinor = await inTransaction(db, async (tx) => {
        const { row, state } = await lockMines(tx, session, input.roundId);
        return finishMines(
          tx,
          session,
          game,
          row,
          state,
          minesMultiplier(state.mines, state.revealed.length),
        );
      });
      await rounds.announce(input.roundId);
      return answer(session, input.roundId, balanceMinor);
    },
  };

  async function lockMines(tx: Executor, session: GameSessionRow, roundId: string) {
    const row = await rounds.lock(tx, roundId);
    if (!row || !isResumableIn(row, session) || !isOutcomeOf(row.outcome, 'mines'))
      throw new AppError('round_not_found');
    if (row.status !== 'open') throw new AppError('round_finished');
    const { minePositions } = row.outcome;
    assert(minePositions, 'a mines round stores its layout');
    return { row, state: { ...row.outcome, minePositions } };
  }

  async function finishMines(
    tx: Executor,
    session: GameSessionRow,
    game: GameRow,
    row: { id: string; betMinor: bigint; balanceBeforeMinor: bigint | null },
    state: MinesState,
    multiplier: Ratio,
  ): Promise<bigint> {
    return settleRound(tx, session, game, {
      id: row.id,
      costMinor: row.betMinor,
      winMinor: payoutMinor(row.betMinor, multiplier),
      balanceBeforeMinor: row.balanceBeforeMinor ?? 0n,
      outcome: state,
    });
  }
}
