import type { AccountRef } from './ledger.model.ts';
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
export interface BetResult {
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
export interface RollbackResult {
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

export const refsOf = (players: { playerId: bigint; currency: string }[]): AccountRef[] =>
  players.flatMap(({ playerId, currency }) => Object.values(accountsOf(playerId, currency)));

export const roundRef = (call: RoundCall) => `${call.provider}:${call.roundId}`;
export const betKey = (provider: string, transactionId: string) =>
  `bet:${provider}:${transactionId}`;
export const rollbackKey = (provider: string, transactionId: string) =>
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
 * The round's stakes still standing, by where they came from: a rolled-back bet no longer counts.
 * Decides how a win splits (decision 015: a mixed stake's winnings split in its proportion).
 */
export function stakeSplitOf(
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
