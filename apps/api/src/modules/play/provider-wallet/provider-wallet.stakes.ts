import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../platform/errors.ts';
import { assertOpen } from '../../games/catalogue.service.ts';
import type { ProviderWalletDeps } from './provider-wallet.service.ts';
import {
  amountOf,
  balanceText,
  checkCurrency,
  roundOf,
  sessionOf,
  type ProviderCall,
} from './provider-wallet.session.ts';

/** A provider's stakes: taken by a bet, returned by its rollback. */
export function createProviderStakes(deps: ProviderWalletDeps) {
  const { wallet, rounds } = deps;

  return {
    /** Produces insufficient_funds, duplicate_transaction, bet_rolled_back, self_excluded, timed_out, loss_limit_reached, game_session_invalid, invalid_transaction, game_unavailable (disabled game). */
    async bet(call: ProviderCall & { amount: string; currency: string }) {
      const session = await sessionOf(deps, call.providerId, call.sessionToken, true);
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
        const round = await roundOf(rounds, tx, session, call);
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

    /** Returns the stake of `betTransactionId` once; a rollback before its bet is remembered. Produces round_closed, invalid_transaction. */
    async rollback(call: ProviderCall & { betTransactionId: string }) {
      const session = await sessionOf(deps, call.providerId, call.sessionToken, false);
      const balance = await inTransaction(deps.db, async (tx) => {
        const round = await roundOf(rounds, tx, session, call);
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
  };
}
