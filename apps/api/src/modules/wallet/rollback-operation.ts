import { AppError } from '../../platform/errors.ts';
import type { Operation } from './ledger.model.ts';
import {
  accountsOf,
  betKey,
  rollbackKey,
  roundRef,
  type BetResult,
  type RollbackResult,
  type RoundCall,
} from './round-call.ts';

/**
 * Returns a bet's stake exactly as it was taken, at most once. A rollback for a bet never seen
 * is stored, so that bet is refused if it arrives later. Its plan refuses round_closed when the
 * round already paid a win, invalid_transaction when the bet is another player's or another round's.
 */
export function rollbackOperation(call: RoundCall): Operation<RollbackResult> {
  const { cash, bonus, game, jackpot } = accountsOf(call.playerId, call.currency);
  return {
    key: rollbackKey(call.provider, call.transactionId),
    kind: 'rollback',
    playerId: call.playerId,
    reference: roundRef(call),
    payload: { playerId: call.playerId, roundId: call.roundId, currency: call.currency },
    accounts: [cash, bonus, game, jackpot],
    related: { keys: [betKey(call.provider, call.transactionId)], kinds: ['win'] },
    plan: (balanceOf, related) => {
      const bet = related.find((op) => op.key === betKey(call.provider, call.transactionId));
      const cashBalance = balanceOf(cash);
      const bonusBalance = balanceOf(bonus);
      if (!bet) {
        return {
          legs: [],
          result: {
            isBetFound: false,
            refundedCashMinor: '0',
            refundedBonusMinor: '0',
            balanceCashMinor: cashBalance.toString(),
            balanceBonusMinor: bonusBalance.toString(),
          },
        };
      }
      // The bet id is the caller's word: a bet of another player or round must not be refunded here.
      if (bet.playerId !== call.playerId || bet.reference !== roundRef(call))
        throw new AppError('invalid_transaction');
      if (related.some((op) => op.kind === 'win')) throw new AppError('round_closed');
      const taken = bet.result as BetResult;
      const refundCash = BigInt(taken.cashMinor);
      const refundBonus = BigInt(taken.bonusMinor);
      const contribution = BigInt(taken.contributionMinor ?? '0');
      return {
        legs: [
          { from: game, to: cash, amountMinor: refundCash, kind: 'rollback' },
          { from: game, to: bonus, amountMinor: refundBonus, kind: 'rollback' },
          { from: jackpot, to: game, amountMinor: contribution, kind: 'rollback' },
        ],
        result: {
          isBetFound: true,
          refundedCashMinor: refundCash.toString(),
          refundedBonusMinor: refundBonus.toString(),
          balanceCashMinor: (cashBalance + refundCash).toString(),
          balanceBonusMinor: (bonusBalance + refundBonus).toString(),
        },
      };
    },
  };
}
