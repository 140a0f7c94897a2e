import {
  EUR_EQUIVALENT,
  formatMinor,
  isCurrency,
  parseMinor,
  type LiveBets,
  type LiveRoundResult,
} from '@orca/contracts';
import { settleBaccaratBet } from '@orca/games/live/baccarat';
import {
  diceShowMaxReturn,
  settleDiceShowBets,
  validateDiceShowBets,
} from '@orca/games/live/dice-show';
import { settleMoneyWheelBets, type MoneyWheelNumber } from '@orca/games/live/money-wheel';
import {
  multiplierRouletteMaxReturn,
  settleMultiplierRouletteBets,
  type LuckyMultiplier,
} from '@orca/games/live/multiplier-roulette';
import {
  settleRouletteTableBets,
  validateRouletteTableBets,
} from '@orca/games/live/roulette-table';
import { AppError } from '../../../platform/errors.ts';

/** A currency's minor units per EUR minor unit: table limits are declared in EUR. */
export const rateOf = (currency: string): bigint =>
  BigInt(isCurrency(currency) ? EUR_EQUIVALENT[currency] : 1);

/** Stakes of a seat's bets in minor units, in bet order. */
export function stakesOf(bets: LiveBets): bigint[] {
  const parse = (amount: string): bigint => {
    const minor = parseMinor(amount);
    if (minor === null) throw new AppError('validation_error');
    return minor;
  };
  return bets.kind === 'blackjack' ? [parse(bets.amount)] : bets.bets.map((b) => parse(b.amount));
}

/** What each bet of a seat returns against the round's result (minor units, bet order). */
export function returnsOf(bets: LiveBets, result: LiveRoundResult): bigint[] {
  const stakes = stakesOf(bets);
  const stake = (i: number): bigint => stakes[i] ?? 0n;
  if (bets.kind === 'roulette' && result.kind === 'roulette') {
    return settleRouletteTableBets(
      result.pocket,
      bets.bets.map((b, i) => ({ bet: b.bet, stakeMinor: stake(i) })),
    ).map((s) => s.returnMinor);
  }
  if (bets.kind === 'baccarat' && result.kind === 'baccarat') {
    return bets.bets.map(
      (b, i) => settleBaccaratBet({ kind: b.kind, stakeMinor: stake(i) }, result).returnMinor,
    );
  }
  if (bets.kind === 'money_wheel' && result.kind === 'money_wheel') {
    return settleMoneyWheelBets(
      { number: result.number as MoneyWheelNumber, multiplier: result.multiplier },
      bets.bets.map((b, i) => ({ number: b.number, stakeMinor: stake(i) })),
    ).map((s) => s.returnMinor);
  }
  if (bets.kind === 'multiplier_roulette' && result.kind === 'multiplier_roulette') {
    return settleMultiplierRouletteBets(
      {
        pocket: result.pocket,
        // The engine refuses a multiplier it does not publish.
        lucky: result.lucky.map((l) => ({
          number: l.number,
          multiplier: l.multiplier as LuckyMultiplier,
        })),
      },
      bets.bets.map((b, i) => ({ bet: b.bet, stakeMinor: stake(i) })),
    ).map((s) => s.returnMinor);
  }
  if (bets.kind === 'dice_show' && result.kind === 'dice_show') {
    return settleDiceShowBets(
      { lucky: result.lucky, dice: result.dice, total: result.total },
      bets.bets.map((b, i) => ({ total: b.total, stakeMinor: stake(i) })),
    ).map((s) => s.returnMinor);
  }
  throw new Error(`no settlement of ${bets.kind} bets against a ${result.kind} result here`);
}

/**
 * The most a multiplier show seat's bets can return in one round (its best outcome at the largest multiplier),
 * for the table's payout cap; null at tables whose returns are bounded by their maximum bet.
 */
export function maxReturnOf(bets: LiveBets, stakes: bigint[]): bigint | null {
  const stake = (i: number): bigint => stakes[i] ?? 0n;
  switch (bets.kind) {
    case 'multiplier_roulette':
      return multiplierRouletteMaxReturn(
        bets.bets.map((b, i) => ({ bet: b.bet, stakeMinor: stake(i) })),
      );
    case 'dice_show':
      return diceShowMaxReturn(bets.bets.map((b, i) => ({ total: b.total, stakeMinor: stake(i) })));
    default:
      return null;
  }
}

/** Checks positions (RangeError from the engines becomes invalid_value) and that a position is not bet twice. */
export function assertPositions(bets: LiveBets): void {
  try {
    if (bets.kind === 'roulette' || bets.kind === 'multiplier_roulette')
      validateRouletteTableBets(bets.bets.map((b) => ({ bet: b.bet, stakeMinor: 1n })));
    if (bets.kind === 'dice_show')
      validateDiceShowBets(bets.bets.map((b) => ({ total: b.total, stakeMinor: 1n })));
  } catch (error) {
    if (error instanceof RangeError) throw new AppError('validation_error');
    throw error;
  }
  if (bets.kind === 'baccarat' && new Set(bets.bets.map((b) => b.kind)).size !== bets.bets.length)
    throw new AppError('validation_error');
  if (
    bets.kind === 'money_wheel' &&
    new Set(bets.bets.map((b) => b.number)).size !== bets.bets.length
  )
    throw new AppError('validation_error');
}

/** Amounts written back as the wallet sees them ("5" → "5.00"), so recall shows what was staked. */
export function normalised(bets: LiveBets, stakes: bigint[]): LiveBets {
  const at = (i: number) => formatMinor(stakes[i] ?? 0n);
  switch (bets.kind) {
    case 'blackjack':
      return { kind: 'blackjack', amount: at(0) };
    case 'roulette':
      return { kind: 'roulette', bets: bets.bets.map((b, i) => ({ ...b, amount: at(i) })) };
    case 'baccarat':
      return { kind: 'baccarat', bets: bets.bets.map((b, i) => ({ ...b, amount: at(i) })) };
    case 'money_wheel':
      return { kind: 'money_wheel', bets: bets.bets.map((b, i) => ({ ...b, amount: at(i) })) };
    case 'multiplier_roulette':
      return {
        kind: 'multiplier_roulette',
        bets: bets.bets.map((b, i) => ({ ...b, amount: at(i) })),
      };
    case 'dice_show':
      return { kind: 'dice_show', bets: bets.bets.map((b, i) => ({ ...b, amount: at(i) })) };
  }
}
