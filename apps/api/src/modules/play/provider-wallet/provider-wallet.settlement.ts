import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../platform/errors.ts';
import type { RoundRow } from '../rounds/rounds.service.ts';
import type { ProviderWalletDeps } from './provider-wallet.service.ts';
import {
  amountOf,
  balanceText,
  checkCurrency,
  roundOf,
  sessionOf,
  type ProviderCall,
} from './provider-wallet.session.ts';
import { recordRefusedWin, winLimitOf, type WinLimit } from './provider-wallet.win-limit.ts';

/** A provider's round settled: its wins paid, and the round closed at its end. */
export function createProviderSettlement(deps: ProviderWalletDeps) {
  const { wallet, rounds } = deps;

  return {
    /**
     * Pays a win, within the round's limit (winLimitOf); a win past it is refused, nothing paid,
     * and recorded for an operator's review. Produces transaction_not_found (no bet in the round),
     * bet_rolled_back, duplicate_transaction, invalid_transaction, win_limit_exceeded.
     */
    async win(call: ProviderCall & { amount: string; currency: string; isRoundEnd: boolean }) {
      const session = await sessionOf(deps, call.providerId, call.sessionToken, false);
      checkCurrency(session, call.currency);
      const amountMinor = amountOf(call.amount);
      // The round as the refused attempt saw it, for the review record written after the rollback.
      let seen: { round: RoundRow; limit: WinLimit } | undefined;
      const settled = await inTransaction(deps.db, async (tx) => {
        const round = await roundOf(rounds, tx, session, call);
        const limit = winLimitOf(deps.winLimits, round);
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
          await recordRefusedWin(deps, call, amountMinor, seen);
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

    async endRound(call: { providerId: string; sessionToken: string; roundId: string }) {
      const session = await sessionOf(deps, call.providerId, call.sessionToken, false);
      const roundId = await inTransaction(deps.db, async (tx) => {
        const round = await roundOf(rounds, tx, session, call);
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
