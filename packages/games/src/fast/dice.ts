import type { FloatSource } from '../rng/float-source.ts';
import { floatToInt } from '../rng/float-source.ts';
import { ratio, type Ratio } from '../rng/payout.ts';

/** Rolls 0.00 to 100.00: 10,001 outcomes, kept as integer hundredths 0..10000. */
export const DICE_OUTCOMES = 10_001;
export const DICE_HOUSE_EDGE = 0.01;
/**
 * Exact return: the multiplier is 99 / win-chance with the chance counted over 10,000 hundredths, while the
 * roll has 10,001 outcomes, so every bet returns exactly 9900/10001 ≈ 98.990%.
 */
export const DICE_RTP = 9900 / 10001;
/** Win chance bounds, in winning outcomes (hundredths of a percent): 0.01% to 98%. */
export const DICE_WIN_COUNT_MIN = 1;
export const DICE_WIN_COUNT_MAX = 9800;

export type DiceDirection = 'over' | 'under';

export interface DiceBet {
  direction: DiceDirection;
  /** Target in hundredths (5050 = 50.50). Over wins when roll > target, under when roll < target. */
  targetHundredths: number;
}

export interface DiceOutcome {
  rollHundredths: number;
  isWin: boolean;
  /** Payout multiplier of the bet (zero on a loss). */
  multiplier: Ratio;
}

/** The roll in hundredths, as the verifiers compute it: floor(float × 10001). */
export function diceRoll(floats: FloatSource): number {
  return floatToInt(floats.next(), DICE_OUTCOMES);
}

/** Number of winning roll values (= win chance in hundredths of a percent). Throws on an invalid bet. */
export function diceWinCount(bet: DiceBet): number {
  const target = bet.targetHundredths;
  if (!Number.isInteger(target) || target < 0 || target > 10_000)
    throw new RangeError('targetHundredths must be an integer in [0, 10000]');
  const count = bet.direction === 'over' ? 10_000 - target : target;
  if (count < DICE_WIN_COUNT_MIN || count > DICE_WIN_COUNT_MAX)
    throw new RangeError('win chance must be between 0.01% and 98%');
  return count;
}

/** Multiplier = 99 / win chance (%) = 9900 / winning outcomes. */
export function diceMultiplier(bet: DiceBet): Ratio {
  return ratio(9900, diceWinCount(bet));
}

export function isDiceWin(bet: DiceBet, rollHundredths: number): boolean {
  return bet.direction === 'over'
    ? rollHundredths > bet.targetHundredths
    : rollHundredths < bet.targetHundredths;
}

/** One dice bet from the float stream (consumes one float). */
export function playDice(floats: FloatSource, bet: DiceBet): DiceOutcome {
  const multiplier = diceMultiplier(bet);
  const rollHundredths = diceRoll(floats);
  const isWin = isDiceWin(bet, rollHundredths);
  return { rollHundredths, isWin, multiplier: isWin ? multiplier : ratio(0, 1) };
}
