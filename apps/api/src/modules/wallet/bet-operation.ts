import { formatMinor } from '@orca/contracts';
import { AppError, assert } from '../../platform/errors.ts';
import type { Operation } from './ledger.model.ts';
import {
  accountsOf,
  betKey,
  rollbackKey,
  roundRef,
  stakeSplitOf,
  type BetResult,
  type RoundCall,
} from './round-call.ts';

/**
 * Takes a stake, cash first and then bonus money; a jackpot game's share of it goes on to the
 * pool in the same operation. Its plan refuses insufficient_funds, bet_rolled_back and
 * bonus_max_bet (the round's stakes over `maxBetMinor`, the active bonus's cap; a replay answers as before).
 *
 * The bonus max bet caps what the player has at stake in the round, not each call (issue 22):
 * bonus terms state the cap per spin or per hand "including doubles and splits", and a cap per
 * call let a 5.00 blackjack seat under a 5.00 cap split and double to 20.00 in four calls of 5.00.
 * So a bet under an active cap also reads the round's earlier bets and their rollbacks (the same
 * claim statement, by the reference-and-kind index); a player with no active bonus reads nothing more.
 */
export function betOperation(
  call: RoundCall & { amountMinor: bigint; jackpotContributionMinor?: bigint },
  maxBetMinor: bigint | null,
): Operation<BetResult> {
  assert(call.amountMinor > 0n, 'a bet stakes a positive amount');
  const contributionMinor = call.jackpotContributionMinor ?? 0n;
  assert(
    contributionMinor >= 0n && contributionMinor <= call.amountMinor,
    'a jackpot contribution is a share of the stake',
  );
  const { cash, bonus, game, jackpot } = accountsOf(call.playerId, call.currency);
  return {
    key: betKey(call.provider, call.transactionId),
    kind: 'bet',
    playerId: call.playerId,
    reference: roundRef(call),
    payload: {
      playerId: call.playerId,
      roundId: call.roundId,
      amountMinor: call.amountMinor,
      currency: call.currency,
      contributionMinor,
    },
    accounts: [cash, bonus, game, jackpot],
    related: {
      keys: [rollbackKey(call.provider, call.transactionId)],
      ...(maxBetMinor === null ? {} : { kinds: ['bet', 'rollback'] }),
    },
    plan: (balanceOf, related) => {
      // A rollback that came before its bet is remembered: the late bet must not take money.
      if (related.some((op) => op.key === rollbackKey(call.provider, call.transactionId)))
        throw new AppError('bet_rolled_back');
      // The active bonus's max bet, read once the player's accounts were locked: refused before any money moves.
      if (maxBetMinor !== null) {
        const [earlierCashMinor, earlierBonusMinor] = stakeSplitOf(related);
        if (earlierCashMinor + earlierBonusMinor + call.amountMinor > maxBetMinor)
          throw new AppError('bonus_max_bet', {
            params: { maxBet: formatMinor(maxBetMinor), currency: call.currency },
          });
      }
      const cashBalance = balanceOf(cash);
      const bonusBalance = balanceOf(bonus);
      if (cashBalance + bonusBalance < call.amountMinor) throw new AppError('insufficient_funds');
      const fromCash = cashBalance >= call.amountMinor ? call.amountMinor : cashBalance;
      const fromBonus = call.amountMinor - fromCash;
      return {
        legs: [
          { from: cash, to: game, amountMinor: fromCash, kind: 'bet' },
          { from: bonus, to: game, amountMinor: fromBonus, kind: 'bet' },
          { from: game, to: jackpot, amountMinor: contributionMinor, kind: 'jackpot_contribution' },
        ],
        result: {
          cashMinor: fromCash.toString(),
          bonusMinor: fromBonus.toString(),
          contributionMinor: contributionMinor.toString(),
          balanceCashMinor: (cashBalance - fromCash).toString(),
          balanceBonusMinor: (bonusBalance - fromBonus).toString(),
        },
      };
    },
  };
}
