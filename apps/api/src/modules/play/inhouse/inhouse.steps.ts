import {
  EUR_EQUIVALENT,
  formatMinor,
  isCurrency,
  parseMinor,
  type FairState,
  type RoundOutcome,
  type RoundPlaySchema,
} from '@orca/contracts';
import type { z } from 'zod';
import { hashServerSeed } from '@orca/games/rng/fair';
import type { Database, Executor } from '../../../db/client.ts';
import { AppError, assert } from '../../../platform/errors.ts';
import { assertOpen, type CatalogueService } from '../../games/catalogue.service.ts';
import type { GameRow } from '../../games/catalogue.service.ts';
import type { FreeSpinsService } from '../../bonus/free-spins.service.ts';
import type { LimitsService } from '../../limits/limits.service.ts';
import type { WalletService } from '../../wallet/wallet.service.ts';
import type { FairService, SeedUse } from '../fairness/fair.service.ts';
import type { GameSessionRow, LaunchService } from '../launch/launch.service.ts';
import { contributionOf, INHOUSE_PROVIDER } from './instant-round.ts';
import type { RoundsService } from '../rounds/rounds.service.ts';

/** The pool starts again from this many EUR (in the player's currency) after a hit. */
const JACKPOT_SEED_EUR = 1_000;

export type RoundPlay = z.infer<typeof RoundPlaySchema>;
const rateOf = (currency: string) => BigInt(isCurrency(currency) ? EUR_EQUIVALENT[currency] : 1);

/** What the in-house games are built from. */
export interface InhouseDeps {
  db: Database;
  wallet: WalletService;
  fair: FairService;
  launch: LaunchService;
  catalogue: CatalogueService;
  limits: LimitsService;
  rounds: RoundsService;
  freeSpins: FreeSpinsService;
}

/**
 * The steps every in-house round is made of: the session and its game, the stake within limits,
 * the seeds of the next bet, the money taken and paid, and the answer the game shows.
 */
export function createRoundSteps(deps: InhouseDeps) {
  const { wallet, fair, rounds } = deps;

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
    assert(
      round.costMinor >= 0n && round.winMinor >= 0n,
      'a round stakes and wins nothing or more',
    );
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

  return {
    open,
    stakeOf,
    seedsFor,
    settle,
    takeStake,
    assertMayPlay,
    fairOf,
    fairStateOf,
    answer,
    settleRound,
  };
}

export type RoundSteps = ReturnType<typeof createRoundSteps>;
