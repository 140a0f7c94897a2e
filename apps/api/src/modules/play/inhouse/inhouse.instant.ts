import { formatMinor, type FreeSpinsState } from '@orca/contracts';
import { FairFloats } from '@orca/games/rng/fair';
import { payoutMinor } from '@orca/games/rng/payout';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import type { GameRow } from '../../games/catalogue.service.ts';
import { kindOf, playInstant, slotOf, type InstantRequest, type InstantResult } from './engines.ts';
import type { GameSessionRow } from '../launch/launch.service.ts';
import { createInstantGroups } from './instant-group.ts';
import {
  INHOUSE_PROVIDER,
  instantRecord,
  type InstantPlay,
  type InstantPlayed,
} from './instant-round.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { InhouseDeps, RoundPlay, RoundSteps } from './inhouse.steps.ts';

/** Instant rounds (slot spin, dice, limbo, keno, plinko) and a slot's free spins. */
export function createInstantPlay(deps: InhouseDeps, steps: RoundSteps) {
  const { db, wallet, fair, rounds } = deps;
  const { open, stakeOf, seedsFor, settle, assertMayPlay, fairOf } = steps;

  /** One instant round from bet to payout inside `tx`. */
  async function playIn(tx: Executor, play: InstantPlay): Promise<InstantPlayed> {
    const { session, game, request, stakeMinor } = play;
    const seed = await seedsFor(tx, session);
    let nonce = seed.nonce;
    let beforeMinor: bigint | null = null;
    if (seed.isFun) {
      // The fun stake is known before the outcome: bonus buys cost their price whatever they pay.
      const priceX =
        request.kind === 'slot' && request.input.isBonusBuy
          ? (slotOf(game.engine)?.bonusBuy?.priceX ?? 1)
          : 1;
      const taken = await deps.launch.funBet(tx, session.id, stakeMinor * BigInt(priceX));
      if (!taken) throw new AppError('insufficient_funds');
      nonce = taken.funNonce;
      beforeMinor = taken.funBalanceMinor ?? 0n;
    }
    const result: InstantResult = playInstant(
      game.engine,
      new FairFloats(seed.serverSeed, seed.clientSeed, nonce),
      request,
    );
    const costMinor = payoutMinor(stakeMinor, result.cost);
    const winMinor = payoutMinor(stakeMinor, result.payout);
    const id = randomUUID();
    const settled = await settle(tx, session, game, {
      id,
      costMinor,
      winMinor,
      isJackpotHit: result.isJackpotHit,
      isBetTaken: seed.isFun,
    });
    const row = await rounds.insert(
      tx,
      instantRecord(play, {
        id,
        result,
        costMinor,
        winMinor,
        jackpotMinor: settled.jackpotMinor,
        balanceBeforeMinor:
          beforeMinor ?? settled.balanceAfterMinor - winMinor - settled.jackpotMinor + costMinor,
        balanceAfterMinor: settled.balanceAfterMinor,
        fair: fairOf(seed, nonce),
      }),
    );
    return {
      row,
      balanceMinor: settled.balanceAfterMinor,
      next: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: nonce + 1 },
    };
  }

  const playAlone = (play: InstantPlay) => inTransaction(db, (tx) => playIn(tx, play));

  /**
   * The player who may play free spins in this session: real money on a slot without a jackpot.
   * A jackpot is paid from the pool its slot's stakes feed; a free spin's stake feeds none.
   */
  const freeSpinnerOf = (session: GameSessionRow, game: GameRow): bigint | null =>
    session.mode === 'real' && kindOf(game.engine) === 'slot' && !slotOf(game.engine)?.jackpot
      ? session.playerId
      : null;

  /**
   * One of the player's free spins on this slot (issue 13): the bonus's fixed bet whatever the
   * request says, the player's own seeds and next nonce like any spin, and the stake and win moved
   * between the house's bonus cost and the game, never the player's money. The spin is taken from
   * the bonus in the round's transaction. Produces free_spins_unavailable, free_spins_no_bonus_buy.
   */
  async function playFreeSpin(
    session: GameSessionRow,
    game: GameRow,
    request: Extract<InstantRequest, { kind: 'slot' }>,
  ): Promise<InstantPlayed & { freeSpins: FreeSpinsState }> {
    if (request.input.isBonusBuy) throw new AppError('free_spins_no_bonus_buy');
    const playerId = freeSpinnerOf(session, game);
    if (playerId === null) throw new AppError('free_spins_unavailable');
    await assertMayPlay(session, game);
    return inTransaction(db, async (tx) => {
      const spin = await deps.freeSpins.take(tx, playerId, game.id, session.currency);
      const stakeMinor = spin.bonus.betMinor;
      const play: InstantPlay = {
        session,
        game,
        request: { kind: 'slot', input: { ...request.input, bet: formatMinor(stakeMinor) } },
        stakeMinor,
      };
      const seed = await seedsFor(tx, session);
      const result = playInstant(
        game.engine,
        new FairFloats(seed.serverSeed, seed.clientSeed, seed.nonce),
        play.request,
      );
      const costMinor = payoutMinor(stakeMinor, result.cost);
      const winMinor = payoutMinor(stakeMinor, result.payout);
      const id = randomUUID();
      const freeSpins = await deps.freeSpins.settle(tx, {
        ...spin,
        provider: INHOUSE_PROVIDER,
        roundId: id,
        stakeMinor: costMinor,
        winMinor,
      });
      const balance = await deps.freeSpins.balances(tx, playerId, session.currency);
      const balanceMinor = balance.cashMinor + balance.bonusMinor;
      const row = await rounds.insert(
        tx,
        instantRecord(play, {
          id,
          result,
          costMinor,
          winMinor,
          jackpotMinor: 0n,
          balanceBeforeMinor: balanceMinor,
          balanceAfterMinor: balanceMinor,
          fair: fairOf(seed, seed.nonce),
        }),
      );
      return {
        row,
        balanceMinor,
        next: {
          serverSeedHash: seed.serverSeedHash,
          clientSeed: seed.clientSeed,
          nonce: seed.nonce + 1,
        },
        freeSpins,
      };
    });
  }
  const groups = createInstantGroups({ db, wallet, fair, rounds, playIn });

  return {
    /**
     * One instant round (slot spin, dice, limbo, keno, plinko) from bet to payout in one transaction,
     * shared with other players' real-money bets under load (see createInstantGroups).
     * Produces game_session_invalid, game_unavailable, bet_out_of_range, insufficient_funds, self_excluded.
     */
    async playInstant(sessionToken: string, request: InstantRequest): Promise<RoundPlay> {
      const { session, game } = await open(sessionToken);
      if (kindOf(game.engine) !== request.kind) throw new AppError('game_unavailable');
      if (request.kind === 'slot' && request.input.freeSpins) {
        const { row, balanceMinor, next, freeSpins } = await playFreeSpin(session, game, request);
        if (session.playerId !== null) deps.catalogue.touchRecent(session.playerId, session.gameId);
        if (row.winMinor > 0n) await rounds.announce(row.id);
        return {
          round: rounds.view(row, null),
          balance: formatMinor(balanceMinor),
          fair: next,
          freeSpins,
        };
      }
      const play: InstantPlay = {
        session,
        game,
        request,
        stakeMinor: stakeOf(session, game, request.input.bet),
      };
      await assertMayPlay(session, game);
      const { row, balanceMinor, next } =
        session.mode === 'real' ? await groups.submit(play) : await playAlone(play);
      if (session.playerId !== null) deps.catalogue.touchRecent(session.playerId, session.gameId);
      if (row.winMinor > 0n) await rounds.announce(row.id);
      // The seed pair that played the round is still the active one, so nothing is revealed yet.
      return { round: rounds.view(row, null), balance: formatMinor(balanceMinor), fair: next };
    },

    /** The free spins the session's player may play on its game (none for fun money, other games or a jackpot slot). */
    async freeSpinsOf(sessionToken: string): Promise<FreeSpinsState | null> {
      const { session, game } = await open(sessionToken);
      const playerId = freeSpinnerOf(session, game);
      return playerId === null
        ? null
        : deps.freeSpins.availableOn(playerId, game.id, session.currency);
    },
  };
}
