import { bonusShareOfWin, formatMinor } from '@orca/contracts';
import { AppError, assert } from '../../platform/errors.ts';
import type { AccountRef, Operation } from './ledger.model.ts';
import type { RelatedOperation } from './ledger.repository.ts';

export interface WalletBalance {
  cashMinor: bigint;
  bonusMinor: bigint;
}

export interface RoundCall {
  /** The game provider ('orca' for in-house games); transaction ids are unique per provider. */
  provider: string;
  transactionId: string;
  roundId: string;
  playerId: bigint;
  currency: string;
}

/** Stored results are JSON: amounts travel as strings. */
interface BetResult {
  cashMinor: string;
  bonusMinor: string;
  contributionMinor?: string;
  balanceCashMinor: string;
  balanceBonusMinor: string;
}
export interface WinResult {
  balanceCashMinor: string;
  balanceBonusMinor: string;
}
interface RollbackResult {
  isBetFound: boolean;
  refundedCashMinor: string;
  refundedBonusMinor: string;
  balanceCashMinor: string;
  balanceBonusMinor: string;
}

export function accountsOf(playerId: bigint, currency: string) {
  const cash: AccountRef = { kind: 'player_cash', playerId, currency };
  const bonus: AccountRef = { kind: 'player_bonus', playerId, currency };
  const game: AccountRef = { kind: 'house_game', currency };
  const jackpot: AccountRef = { kind: 'house_jackpot', currency };
  return { cash, bonus, game, jackpot };
}

const roundRef = (call: RoundCall) => `${call.provider}:${call.roundId}`;
const betKey = (provider: string, transactionId: string) => `bet:${provider}:${transactionId}`;
const rollbackKey = (provider: string, transactionId: string) =>
  `rollback:${provider}:${transactionId}`;

export function toBalance(result: {
  balanceCashMinor: string;
  balanceBonusMinor: string;
}): WalletBalance {
  return {
    cashMinor: BigInt(result.balanceCashMinor),
    bonusMinor: BigInt(result.balanceBonusMinor),
  };
}

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

/**
 * The round's stakes still standing, by where they came from: a rolled-back bet no longer counts.
 * Decides how a win splits (decision 015: a mixed stake's winnings split in its proportion).
 */
function stakeSplitOf(
  earlier: readonly RelatedOperation[],
): [cashMinor: bigint, bonusMinor: bigint] {
  const rolledBack = new Set(
    earlier
      .filter((op) => op.kind === 'rollback' && (op.result as RollbackResult).isBetFound)
      .map((op) => op.key.slice('rollback:'.length)),
  );
  let cashMinor = 0n;
  let bonusMinor = 0n;
  for (const op of earlier) {
    if (op.kind !== 'bet' || rolledBack.has(op.key.slice('bet:'.length))) continue;
    const taken = op.result as BetResult;
    cashMinor += BigInt(taken.cashMinor);
    bonusMinor += BigInt(taken.bonusMinor);
  }
  return [cashMinor, bonusMinor];
}

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

export const refsOf = (players: { playerId: bigint; currency: string }[]): AccountRef[] =>
  players.flatMap(({ playerId, currency }) => Object.values(accountsOf(playerId, currency)));

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
