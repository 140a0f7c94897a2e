import { bonusShareOfWin } from '@orca/contracts';
import { AppError, assert } from '../../platform/errors.ts';
import type { Operation } from './ledger.model.ts';
import {
  accountsOf,
  roundRef,
  stakeSplitOf,
  type RollbackResult,
  type RoundCall,
  type WinResult,
} from './round-call.ts';

/**
 * Pays a win: the share of it the round's bonus stakes earned goes to the bonus account (locked
 * until the bonus's wagering is done), the rest to cash. Its plan refuses transaction_not_found (no bet in the round),
 * invalid_transaction (the round's bets are another player's), bet_rolled_back and
 * win_limit_exceeded (more than `winMinorMax`, what the round may still pay). The plan runs only
 * for a new transaction id, so a replay of a paid win answers as before whatever the limit now.
 */
export function winOperation(
  call: RoundCall & { amountMinor: bigint; winMinorMax?: bigint },
): Operation<WinResult> {
  assert(call.amountMinor >= 0n, 'a win is not negative');
  const { cash, bonus, game } = accountsOf(call.playerId, call.currency);
  return {
    key: `win:${call.provider}:${call.transactionId}`,
    kind: 'win',
    playerId: call.playerId,
    reference: roundRef(call),
    payload: {
      playerId: call.playerId,
      roundId: call.roundId,
      amountMinor: call.amountMinor,
      currency: call.currency,
    },
    accounts: [cash, bonus, game],
    related: { kinds: ['bet', 'rollback'] },
    plan: (balanceOf, earlier) => {
      if (!earlier.some((op) => op.kind === 'bet')) throw new AppError('transaction_not_found');
      if (earlier.some((op) => op.playerId !== call.playerId))
        throw new AppError('invalid_transaction');
      if (earlier.some((op) => op.kind === 'rollback' && (op.result as RollbackResult).isBetFound))
        throw new AppError('bet_rolled_back');
      if (call.winMinorMax !== undefined && call.amountMinor > call.winMinorMax)
        throw new AppError('win_limit_exceeded');
      const toBonus = bonusShareOfWin(call.amountMinor, ...stakeSplitOf(earlier));
      const toCash = call.amountMinor - toBonus;
      return {
        legs: [
          { from: game, to: cash, amountMinor: toCash, kind: 'win' },
          { from: game, to: bonus, amountMinor: toBonus, kind: 'win' },
        ],
        result: {
          balanceCashMinor: (balanceOf(cash) + toCash).toString(),
          balanceBonusMinor: (balanceOf(bonus) + toBonus).toString(),
        },
      };
    },
  };
}

/**
 * Pays the whole jackpot pool of the currency to a player whose round hit it (split like a win
 * by where the round's stakes came from), and reseeds the pool from the house in the same
 * operation. Its plan refuses transaction_not_found (no bet in the round).
 */
export function jackpotWinOperation(
  call: RoundCall & { reseedMinor: bigint },
): Operation<WinResult & { amountMinor: string }> {
  assert(call.reseedMinor >= 0n, 'a jackpot reseed is not negative');
  const { cash, bonus, game, jackpot } = accountsOf(call.playerId, call.currency);
  return {
    key: `jackpot:${call.provider}:${call.transactionId}`,
    kind: 'jackpot_win',
    playerId: call.playerId,
    reference: roundRef(call),
    payload: { playerId: call.playerId, roundId: call.roundId, currency: call.currency },
    accounts: [cash, bonus, game, jackpot],
    lockedHouse: [game, jackpot],
    related: { kinds: ['bet', 'rollback'] },
    plan: (balanceOf, related) => {
      if (!related.some((op) => op.kind === 'bet')) throw new AppError('transaction_not_found');
      const pool = balanceOf(jackpot) > 0n ? balanceOf(jackpot) : 0n;
      // A jackpot is a win of the round like any other: a bonus stake's share stays in the bonus.
      const toBonus = bonusShareOfWin(pool, ...stakeSplitOf(related));
      return {
        legs: [
          { from: jackpot, to: cash, amountMinor: pool - toBonus, kind: 'jackpot_win' },
          { from: jackpot, to: bonus, amountMinor: toBonus, kind: 'jackpot_win' },
          {
            from: game,
            to: jackpot,
            amountMinor: call.reseedMinor,
            kind: 'jackpot_contribution',
          },
        ],
        result: {
          amountMinor: pool.toString(),
          balanceCashMinor: (balanceOf(cash) + pool - toBonus).toString(),
          balanceBonusMinor: (balanceOf(bonus) + toBonus).toString(),
        },
      };
    },
  };
}
