import { EUR_EQUIVALENT, formatMinor, isCurrency, parseMinor } from '@orca/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../../db/client.ts';
import { AppError, assert } from '../../../platform/errors.ts';
import { assertOpen, type CatalogueService, type GameRow } from '../../games/catalogue.service.ts';
import type { LimitsService } from '../../limits/limits.service.ts';
import type { PlayerService } from '../../profile/player.service.ts';
import type { WalletService } from '../../wallet/wallet.service.ts';
import type { GameSessionRow, LaunchService } from '../launch/launch.service.ts';
import type { RoundRow, RoundsService } from '../rounds/rounds.service.ts';
import { createNetworkPromotionsService } from './network-promotions.service.ts';
import * as winReviews from './win-review.repository.ts';
import { inTransaction } from '../../../db/transaction.ts';

interface Call {
  providerId: string;
  sessionToken: string;
  transactionId: string;
  roundId: string;
}

/**
 * External providers' seamless wallet: every call is idempotent by the provider's transaction id
 * (the same id answers the same, the same id with other data is duplicate_transaction), a win
 * after a rollback is refused, a rollback that comes before its bet is remembered so the late bet
 * is refused, and wins and rollbacks are accepted after the game session has expired.
 */
export function createProviderWalletService(deps: {
  db: Database;
  wallet: WalletService;
  launch: LaunchService;
  rounds: RoundsService;
  catalogue: CatalogueService;
  players: PlayerService;
  limits: LimitsService;
  /** What a round's wins may add up to (PROVIDER_WIN_MAX_MULTIPLIER, PROVIDER_WIN_MAX_EUR). */
  winLimits: { betMultiplierMax: number; eurMax: number };
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { wallet, rounds } = deps;

  /**
   * The most a round's wins may add up to: a multiple of its bets, and never more than the
   * absolute cap in the round's currency. Aggregators' contracts bound a game's exposure the same
   * way; a win past it is far likelier a fault or a forged call than a real jackpot.
   */
  function winLimitOf(round: RoundRow): {
    limitMinor: bigint;
    reason: 'multiplier' | 'absolute_cap';
  } {
    const rate = BigInt(isCurrency(round.currency) ? EUR_EQUIVALENT[round.currency] : 1);
    const capMinor = BigInt(deps.winLimits.eurMax) * 100n * rate;
    const multipleMinor = round.betMinor * BigInt(deps.winLimits.betMultiplierMax);
    return capMinor <= multipleMinor
      ? { limitMinor: capMinor, reason: 'absolute_cap' }
      : { limitMinor: multipleMinor, reason: 'multiplier' };
  }

  /**
   * The real-money session of this provider behind a token, and its game whether or not it is
   * enabled (wins and rollbacks settle what was staked before an operator disabled it). Produces
   * game_session_invalid.
   */
  async function sessionOf(
    providerId: string,
    sessionToken: string,
    isExpiryChecked: boolean,
  ): Promise<GameSessionRow & { playerId: bigint; game: GameRow }> {
    const session = await deps.launch.resolve(sessionToken, { isExpiryChecked });
    const game = await deps.catalogue.get(session.gameId);
    if (game.providerId !== providerId || session.mode !== 'real' || session.playerId === null)
      throw new AppError('game_session_invalid');
    return { ...session, playerId: session.playerId, game };
  }

  function amountOf(value: string): bigint {
    const minor = parseMinor(value);
    if (minor === null)
      throw new AppError('validation_error', {
        params: { field: 'amount', reason: 'not an amount' },
      });
    return minor;
  }

  function checkCurrency(session: GameSessionRow, currency: string) {
    if (currency !== session.currency)
      throw new AppError('validation_error', {
        params: { field: 'currency', reason: `the session plays in ${session.currency}` },
      });
  }

  /**
   * The round a call names, created on its first call. Round ids are the provider's, so a call may
   * name a round another player (or another game or currency) opened: it is refused before any
   * money moves. Produces invalid_transaction.
   */
  async function roundOf(
    tx: Executor,
    session: GameSessionRow,
    call: Pick<Call, 'providerId' | 'roundId'>,
  ) {
    const round = await rounds.ensure(tx, {
      providerId: call.providerId,
      externalRoundId: call.roundId,
      gameId: session.gameId,
      playerId: session.playerId,
      sessionId: session.id,
      mode: 'real',
      currency: session.currency,
    });
    if (
      round.playerId !== session.playerId ||
      round.gameId !== session.gameId ||
      round.currency !== session.currency ||
      round.mode !== 'real'
    )
      throw new AppError('invalid_transaction');
    return round;
  }

  /** Keeps a refused win for review (the money transaction rolled back, so this is its own) and says so in the log. */
  async function recordRefusedWin(
    call: Call,
    amountMinor: bigint,
    seen: { round: RoundRow; limit: ReturnType<typeof winLimitOf> },
  ) {
    const { round, limit } = seen;
    assert(round.playerId !== null, 'provider rounds belong to a player');
    await winReviews.insert(deps.db, {
      providerId: call.providerId,
      transactionId: call.transactionId,
      roundId: round.id,
      playerId: round.playerId,
      currency: round.currency,
      amountMinor,
      roundBetMinor: round.betMinor,
      roundWinMinor: round.winMinor,
      limitMinor: limit.limitMinor,
      reason: limit.reason,
    });
    deps.log.warn(
      {
        providerId: call.providerId,
        transactionId: call.transactionId,
        roundId: round.id,
        playerId: round.playerId.toString(),
        amountMinor: amountMinor.toString(),
        limitMinor: limit.limitMinor.toString(),
        reason: limit.reason,
      },
      'provider win over the round limit refused and recorded for review',
    );
  }

  const balanceText = (b: { cashMinor: bigint; bonusMinor: bigint }) =>
    formatMinor(b.cashMinor + b.bonusMinor);

  return {
    /** Network promotions the provider runs: publishing, standings and promotional wins (decision 017). */
    promotions: createNetworkPromotionsService({ db: deps.db, wallet }),

    /** Trades the launch token in the game's address for the session token of the wallet calls. */
    async authenticate(providerId: string, launchToken: string) {
      const { sessionToken, session } = await deps.launch.exchange(launchToken);
      const game = await deps.catalogue.get(session.gameId);
      if (game.providerId !== providerId) throw new AppError('game_session_invalid');
      const player = session.playerId !== null ? await deps.players.get(session.playerId) : null;
      const balance =
        player && session.playerId !== null
          ? await wallet.balance(session.playerId, session.currency)
          : { cashMinor: session.funBalanceMinor ?? 0n, bonusMinor: 0n };
      return {
        sessionToken,
        playerId: session.playerId?.toString() ?? `fun-${session.id}`,
        nickname: player ? player.nickname || player.username : 'Guest',
        currency: session.currency,
        balance: balanceText(balance),
        language: session.language,
        game: game.slug,
        homeUrl: session.homeUrl,
      };
    },

    async balance(providerId: string, sessionToken: string) {
      const session = await sessionOf(providerId, sessionToken, true);
      return {
        balance: balanceText(await wallet.balance(session.playerId, session.currency)),
        currency: session.currency,
      };
    },

    /** Produces insufficient_funds, duplicate_transaction, bet_rolled_back, self_excluded, timed_out, loss_limit_reached, game_session_invalid, invalid_transaction, game_unavailable (disabled game). */
    async bet(call: Call & { amount: string; currency: string }) {
      const session = await sessionOf(call.providerId, call.sessionToken, true);
      assertOpen(session.game);
      checkCurrency(session, call.currency);
      const amountMinor = amountOf(call.amount);
      if (amountMinor <= 0n)
        throw new AppError('validation_error', {
          params: { field: 'amount', reason: 'a bet is positive' },
        });
      await deps.limits.assertMayBet(session.playerId, {
        currency: session.currency,
        isRealMoney: true,
      });
      const balance = await inTransaction(deps.db, async (tx) => {
        const round = await roundOf(tx, session, call);
        const result = await wallet.bet(
          {
            provider: call.providerId,
            transactionId: call.transactionId,
            roundId: call.roundId,
            playerId: session.playerId,
            currency: session.currency,
            amountMinor,
          },
          tx,
        );
        if (!result.isReplay)
          await rounds.addAmounts(tx, round.id, {
            betMinor: amountMinor,
            balanceAfterMinor: result.cashMinor + result.bonusMinor,
          });
        return result;
      });
      deps.catalogue.touchRecent(session.playerId, session.gameId);
      return {
        balance: balanceText(balance),
        currency: session.currency,
        transactionId: `${call.providerId}:${call.transactionId}`,
      };
    },

    /**
     * Pays a win, within the round's limit (winLimitOf); a win past it is refused, nothing paid,
     * and recorded for an operator's review. Produces transaction_not_found (no bet in the round),
     * bet_rolled_back, duplicate_transaction, invalid_transaction, win_limit_exceeded.
     */
    async win(call: Call & { amount: string; currency: string; isRoundEnd: boolean }) {
      const session = await sessionOf(call.providerId, call.sessionToken, false);
      checkCurrency(session, call.currency);
      const amountMinor = amountOf(call.amount);
      // The round as the refused attempt saw it, for the review record written after the rollback.
      let seen: { round: RoundRow; limit: ReturnType<typeof winLimitOf> } | undefined;
      const settled = await inTransaction(deps.db, async (tx) => {
        const round = await roundOf(tx, session, call);
        const limit = winLimitOf(round);
        seen = { round, limit };
        // The round row is locked (roundOf), so its totals count every win paid before this one.
        const winMinorMax =
          limit.limitMinor > round.winMinor ? limit.limitMinor - round.winMinor : 0n;
        const result = await wallet.win(
          {
            provider: call.providerId,
            transactionId: call.transactionId,
            roundId: call.roundId,
            playerId: session.playerId,
            currency: session.currency,
            amountMinor,
            winMinorMax,
          },
          tx,
        );
        if (!result.isReplay)
          await rounds.addAmounts(tx, round.id, {
            winMinor: amountMinor,
            balanceAfterMinor: result.cashMinor + result.bonusMinor,
          });
        if (call.isRoundEnd && round.status === 'open')
          await rounds.update(tx, round.id, { status: 'closed', closedAt: new Date() });
        return { balance: result, roundId: round.id };
      }).catch(async (error: unknown) => {
        if (error instanceof AppError && error.code === 'win_limit_exceeded' && seen)
          await recordRefusedWin(call, amountMinor, seen);
        throw error;
      });
      const { balance, roundId } = settled;
      if (call.isRoundEnd) await rounds.announce(roundId);
      return {
        balance: balanceText(balance),
        currency: session.currency,
        transactionId: `${call.providerId}:${call.transactionId}`,
      };
    },

    /** Returns the stake of `betTransactionId` once; a rollback before its bet is remembered. Produces round_closed, invalid_transaction. */
    async rollback(call: Call & { betTransactionId: string }) {
      const session = await sessionOf(call.providerId, call.sessionToken, false);
      const balance = await inTransaction(deps.db, async (tx) => {
        const round = await roundOf(tx, session, call);
        const result = await wallet.rollback(
          {
            provider: call.providerId,
            transactionId: call.betTransactionId,
            roundId: call.roundId,
            playerId: session.playerId,
            currency: session.currency,
          },
          tx,
        );
        if (!result.isReplay)
          await rounds.update(tx, round.id, {
            status: 'rolled_back',
            closedAt: new Date(),
            balanceAfterMinor: result.cashMinor + result.bonusMinor,
          });
        return result;
      });
      return {
        balance: balanceText(balance),
        currency: session.currency,
        transactionId: `${call.providerId}:rollback:${call.betTransactionId}`,
      };
    },

    async endRound(call: { providerId: string; sessionToken: string; roundId: string }) {
      const session = await sessionOf(call.providerId, call.sessionToken, false);
      const roundId = await inTransaction(deps.db, async (tx) => {
        const round = await roundOf(tx, session, call);
        if (round.status === 'open')
          await rounds.update(tx, round.id, { status: 'closed', closedAt: new Date() });
        return round.id;
      });
      await rounds.announce(roundId);
      return {
        balance: balanceText(await wallet.balance(session.playerId, session.currency)),
        currency: session.currency,
      };
    },
  };
}

export type ProviderWalletService = ReturnType<typeof createProviderWalletService>;
