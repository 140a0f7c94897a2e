import {
  EUR_EQUIVALENT,
  formatMinor,
  isCurrency,
  isOutcomeOf,
  parseMinor,
  type FairState,
  type FreeSpinsState,
  type Round,
  type RoundOutcome,
  type RoundOutcomeOf,
  type RoundPlaySchema,
  type SeedsSchema,
} from '@orca/contracts';
import type { z } from 'zod';
import { minesMultiplier } from '@orca/games/fast/mines';
import { FairFloats, hashServerSeed } from '@orca/games/rng/fair';
import { payoutMinor, ratio, type Ratio } from '@orca/games/rng/payout';
import { randomUUID } from 'node:crypto';
import type { Database, Executor } from '../../../db/client.ts';
import { AppError, assert } from '../../../platform/errors.ts';
import { assertOpen, type CatalogueService } from '../../games/catalogue.service.ts';
import type { GameRow } from '../../games/catalogue.service.ts';
import type { FreeSpinsService } from '../../bonus/free-spins.service.ts';
import type { LimitsService } from '../../limits/limits.service.ts';
import type { WalletService } from '../../wallet/wallet.service.ts';
import {
  kindOf,
  minesLayout,
  playInstant,
  slotOf,
  type InstantRequest,
  type InstantResult,
} from './engines.ts';
import { newSeedPair, type FairService, type SeedUse } from '../fairness/fair.service.ts';
import type { GameSessionRow, LaunchService } from '../launch/launch.service.ts';
import { createInstantGroups } from './instant-group.ts';
import {
  contributionOf,
  INHOUSE_PROVIDER,
  instantRecord,
  type InstantPlay,
  type InstantPlayed,
} from './instant-round.ts';
import type { RoundsService } from '../rounds/rounds.service.ts';
import { inTransaction } from '../../../db/transaction.ts';

/** The pool starts again from this many EUR (in the player's currency) after a hit. */
export const JACKPOT_SEED_EUR = 1_000;

/** A mines round as stored: its layout is always there, secret until the round ends (rounds.service hides it). */
type MinesState = RoundOutcomeOf<'mines'> & { minePositions: number[] };

type RoundPlay = z.infer<typeof RoundPlaySchema>;
type Seeds = z.infer<typeof SeedsSchema>;
const rateOf = (currency: string) => BigInt(isCurrency(currency) ? EUR_EQUIVALENT[currency] : 1);

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

/**
 * Orca's own games: every bet takes a nonce of the player's seed pair, plays the pure engine on
 * the provably-fair floats, and stores the round with its bet and win in one transaction through
 * the same wallet operations external providers use. Fun sessions move only their virtual money.
 */
export function createInhouseService(deps: {
  db: Database;
  wallet: WalletService;
  fair: FairService;
  launch: LaunchService;
  catalogue: CatalogueService;
  limits: LimitsService;
  rounds: RoundsService;
  freeSpins: FreeSpinsService;
}) {
  const { db, wallet, fair, rounds } = deps;

  /**
   * The session and its game, enabled or not: a round a game opened before an operator disabled
   * it still settles. New rounds go through `assertMayPlay`, which refuses a disabled game.
   */
  async function open(sessionToken: string): Promise<{ session: GameSessionRow; game: GameRow }> {
    const session = await deps.launch.resolve(sessionToken);
    const game = await deps.catalogue.get(session.gameId);
    if (game.providerId !== INHOUSE_PROVIDER) throw new AppError('game_unavailable');
    return { session, game };
  }

  /** The stake in minor units, within the game's limits in the session's currency. Produces bet_out_of_range. */
  function stakeOf(session: GameSessionRow, game: GameRow, bet: string): bigint {
    const stake = parseMinor(bet);
    const min = game.minBetEurMinor * rateOf(session.currency);
    const max = game.maxBetEurMinor * rateOf(session.currency);
    if (stake === null || stake < min || stake > max)
      throw new AppError('bet_out_of_range', {
        params: { min: formatMinor(min), max: formatMinor(max), currency: session.currency },
      });
    return stake;
  }

  /** The seed triple of the next bet: the player's pair, or the fun session's own. */
  async function seedsFor(
    tx: Executor,
    session: GameSessionRow,
  ): Promise<SeedUse & { isFun: boolean }> {
    if (session.mode === 'real') {
      assert(session.playerId !== null, 'real sessions belong to a player');
      return { ...(await fair.take(session.playerId, tx)), isFun: false };
    }
    assert(session.funServerSeed && session.funClientSeed, 'fun sessions carry their seeds');
    return {
      seedId: 0n,
      serverSeed: session.funServerSeed,
      serverSeedHash: hashServerSeed(session.funServerSeed),
      clientSeed: session.funClientSeed,
      nonce: -1,
      isFun: true,
    };
  }

  /**
   * Takes the stake and pays the win of a round inside `tx`. Real money goes through the wallet
   * (and the jackpot pool on a hit); fun money is the session's own. Returns balances and the jackpot paid.
   */
  async function settle(
    tx: Executor,
    session: GameSessionRow,
    game: GameRow,
    round: {
      id: string;
      costMinor: bigint;
      winMinor: bigint;
      isJackpotHit: boolean;
      isBetTaken: boolean;
    },
  ) {
    if (session.mode === 'fun') {
      const after = await deps.launch.funWin(tx, session.id, round.winMinor);
      return { balanceAfterMinor: after, jackpotMinor: 0n };
    }
    assert(session.playerId !== null, 'real sessions belong to a player');
    const call = {
      provider: INHOUSE_PROVIDER,
      roundId: round.id,
      playerId: session.playerId,
      currency: session.currency,
    };
    if (!round.isBetTaken)
      await wallet.bet(
        {
          ...call,
          transactionId: `${round.id}:bet`,
          amountMinor: round.costMinor,
          jackpotContributionMinor: contributionOf(game, round.costMinor),
        },
        tx,
      );
    let jackpotMinor = 0n;
    if (round.isJackpotHit) {
      jackpotMinor = (
        await wallet.jackpotWin(
          {
            ...call,
            transactionId: `${round.id}:jackpot`,
            reseedMinor: BigInt(JACKPOT_SEED_EUR) * 100n * rateOf(session.currency),
          },
          tx,
        )
      ).amountMinor;
    }
    const after = await wallet.win(
      { ...call, transactionId: `${round.id}:win`, amountMinor: round.winMinor },
      tx,
    );
    return { balanceAfterMinor: after.cashMinor + after.bonusMinor, jackpotMinor };
  }

  /** Takes a stake at the start of a multi-step round (mines). Returns the balance before and after. */
  async function takeStake(
    tx: Executor,
    session: GameSessionRow,
    game: GameRow,
    roundId: string,
    costMinor: bigint,
  ): Promise<{ beforeMinor: bigint; afterMinor: bigint; nonce: number }> {
    if (session.mode === 'fun') {
      const before = await deps.launch.funBet(tx, session.id, costMinor);
      if (!before) throw new AppError('insufficient_funds');
      return {
        beforeMinor: before.funBalanceMinor ?? 0n,
        afterMinor: (before.funBalanceMinor ?? 0n) - costMinor,
        nonce: before.funNonce,
      };
    }
    assert(session.playerId !== null, 'real sessions belong to a player');
    const after = await wallet.bet(
      {
        provider: INHOUSE_PROVIDER,
        transactionId: `${roundId}:bet`,
        roundId,
        playerId: session.playerId,
        currency: session.currency,
        amountMinor: costMinor,
        jackpotContributionMinor: contributionOf(game, costMinor),
      },
      tx,
    );
    const afterMinor = after.cashMinor + after.bonusMinor;
    return { beforeMinor: afterMinor + costMinor, afterMinor, nonce: -1 };
  }

  /**
   * Checks before a new round: the game is still enabled, the player neither excluded nor on a
   * time-out, and (real money) under their loss limits. Produces game_unavailable, self_excluded,
   * timed_out, loss_limit_reached.
   */
  async function assertMayPlay(session: GameSessionRow, game: GameRow) {
    assertOpen(game);
    if (session.playerId !== null)
      await deps.limits.assertMayBet(session.playerId, {
        currency: session.currency,
        isRealMoney: session.mode === 'real',
      });
  }

  const fairOf = (seed: SeedUse & { isFun: boolean }, nonce: number) => ({
    seedId: seed.isFun ? null : seed.seedId,
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    nonce,
  });

  /** What the game shows before the next bet: the seed hash, client seed and nonce. */
  async function fairStateOf(session: GameSessionRow): Promise<FairState> {
    if (session.mode === 'real' && session.playerId !== null) return fair.state(session.playerId);
    const current = (await deps.launch.byId(session.id)) ?? session;
    return {
      serverSeedHash: hashServerSeed(current.funServerSeed ?? ''),
      clientSeed: current.funClientSeed ?? '',
      nonce: current.funNonce,
    };
  }

  async function answer(
    session: GameSessionRow,
    roundId: string,
    balanceMinor: bigint,
  ): Promise<RoundPlay> {
    const round = await rounds.get(roundId);
    if (session.playerId !== null) deps.catalogue.touchRecent(session.playerId, session.gameId);
    return { round, balance: formatMinor(balanceMinor), fair: await fairStateOf(session) };
  }

  /** Pays a round whose stake was taken earlier (mines, crash) and closes it, inside `tx`. Returns the balance after. */
  async function settleRound(
    tx: Executor,
    session: GameSessionRow,
    game: GameRow,
    round: {
      id: string;
      costMinor: bigint;
      winMinor: bigint;
      balanceBeforeMinor: bigint;
      outcome: RoundOutcome;
    },
  ): Promise<bigint> {
    const settled = await settle(tx, session, game, {
      id: round.id,
      costMinor: round.costMinor,
      winMinor: round.winMinor,
      isJackpotHit: false,
      isBetTaken: true,
    });
    await rounds.close(tx, round.id, {
      winMinor: round.winMinor,
      balanceBeforeMinor: round.balanceBeforeMinor,
      balanceAfterMinor: settled.balanceAfterMinor,
      outcome: round.outcome,
    });
    return settled.balanceAfterMinor;
  }

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
    open,
    fairStateOf,
    stakeOf,
    assertMayPlay,
    takeStake,
    settleRound,
    answer,

    /** Locks the real-money sessions' balances at once, before settling many players' rounds in `tx`. */
    holdBalances: (tx: Executor, sessions: GameSessionRow[]) =>
      wallet.hold(
        tx,
        sessions.flatMap((session) =>
          session.mode === 'real' && session.playerId !== null
            ? [{ playerId: session.playerId, currency: session.currency }]
            : [],
        ),
      ),

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

    /**
     * Changes the seeds a game session plays with and reveals the server seed they replace, so
     * every round played with it can be verified: the player's pair for real money, the session's
     * own for fun. Produces game_session_invalid and round_in_progress (a mines round is running).
     */
    async rotateSeeds(sessionToken: string, clientSeed?: string): Promise<Seeds> {
      const session = await deps.launch.resolve(sessionToken);
      if (session.mode === 'real') {
        assert(session.playerId !== null, 'real sessions belong to a player');
        return fair.rotate(session.playerId, clientSeed);
      }
      return inTransaction(db, async (tx) => {
        const next = newSeedPair(clientSeed ?? session.funClientSeed ?? undefined);
        const before = await deps.launch.rotateFun(tx, session.id, next);
        assert(before?.funServerSeed && before.funClientSeed, 'fun sessions carry their seeds');
        if (await rounds.hasOpenInSession(tx, session.id)) throw new AppError('round_in_progress');
        return {
          current: { serverSeedHash: next.serverSeedHash, clientSeed: next.clientSeed, nonce: 0 },
          previous: {
            serverSeed: before.funServerSeed,
            serverSeedHash: hashServerSeed(before.funServerSeed),
            clientSeed: before.funClientSeed,
            nonceCount: before.funNonce,
          },
        };
      });
    },

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

export type InhouseService = ReturnType<typeof createInhouseService>;
