import {
  DICE_WIN_COUNT_MAX,
  DICE_WIN_COUNT_MIN,
  diceWinCount,
  type DiceDirection,
} from '@orca/games/fast/dice';
import { parseDecimal } from '../../lib/format-game';
import { scaleMinor } from '../../lib/money';

/** One roll as the screen shows it. */
export interface Roll {
  id: string;
  rollHundredths: number;
  isWin: boolean;
  win: string;
}

/** A field the player types in: the multiplier, the win chance or the target itself. */
export type DiceDraftField = 'multiplier' | 'chance' | 'target';

/** The valid targets of a direction, in hundredths: the win chance stays between 0.01% and 98%. */
function targetBounds(direction: DiceDirection): { min: number; max: number } {
  return direction === 'over'
    ? { min: 10_000 - DICE_WIN_COUNT_MAX, max: 10_000 - DICE_WIN_COUNT_MIN }
    : { min: DICE_WIN_COUNT_MIN, max: DICE_WIN_COUNT_MAX };
}

export function clampTarget(direction: DiceDirection, value: number): number {
  const { min, max } = targetBounds(direction);
  return Math.min(max, Math.max(min, Math.round(value)));
}

const targetForCount = (direction: DiceDirection, count: number) =>
  clampTarget(direction, direction === 'over' ? 10_000 - count : count);

/** Turning the direction keeps the win chance: the target mirrors across the middle. */
export function flippedTarget(next: DiceDirection, targetHundredths: number): number {
  return clampTarget(next, 10_000 - targetHundredths);
}

/** The target a typed field asks for, kept valid; null when the text is no positive number. */
export function targetFromDraft(
  field: DiceDraftField,
  text: string,
  direction: DiceDirection,
): number | null {
  const value = parseDecimal(text);
  if (!Number.isFinite(value) || value <= 0) return null;
  if (field === 'target') return clampTarget(direction, value * 100);
  if (field === 'chance') return targetForCount(direction, value * 100);
  return targetForCount(direction, 9900 / value);
}

/** The bet's odds: winning rolls out of 10 000, the multiplier, the profit a win brings, the green band. */
export function diceOdds(
  direction: DiceDirection,
  targetHundredths: number,
  betMinor: bigint | null,
): {
  count: number;
  multiplier: number;
  profitMinor: bigint | null;
  winFrom: number;
  winTo: number;
} {
  const count = diceWinCount({ direction, targetHundredths });
  const target = targetHundredths / 100;
  return {
    count,
    multiplier: 9900 / count,
    profitMinor: betMinor === null ? null : scaleMinor(betMinor, 9900, count) - betMinor,
    winFrom: direction === 'over' ? target : 0,
    winTo: direction === 'over' ? 100 : target,
  };
}
