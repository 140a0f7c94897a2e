import type { FloatSource } from '../rng/float-source.ts';
import { ratio, type Ratio } from '../rng/payout.ts';

export const LIMBO_HOUSE_EDGE = 0.01;
/** RTP of every target: P(point ≥ t) = 0.99 / t up to the 2^-32 float resolution. */
export const LIMBO_RTP = 0.99;
/** Results and targets are capped at 1,000,000.00×. */
export const LIMBO_MAX_HUNDREDTHS = 100_000_000;
export const LIMBO_MIN_TARGET_HUNDREDTHS = 101;

/**
 * The limbo point in hundredths, as the Stake verifier computes it:
 * floor((1e8 / (float × 1e8)) × 0.99 × 100), at least 1.00×, capped at the maximum.
 */
export function limboPointFromFloat(float: number): number {
  if (float === 0) return LIMBO_MAX_HUNDREDTHS;
  const floatPoint = (1e8 / (float * 1e8)) * (1 - LIMBO_HOUSE_EDGE);
  const hundredths = Math.floor(floatPoint * 100);
  return Math.min(LIMBO_MAX_HUNDREDTHS, Math.max(100, hundredths));
}

export interface LimboOutcome {
  pointHundredths: number;
  isWin: boolean;
  multiplier: Ratio;
}

/** Wins when the point reaches the target; pays the target. Consumes one float. */
export function playLimbo(floats: FloatSource, targetHundredths: number): LimboOutcome {
  if (
    !Number.isInteger(targetHundredths) ||
    targetHundredths < LIMBO_MIN_TARGET_HUNDREDTHS ||
    targetHundredths > LIMBO_MAX_HUNDREDTHS
  ) {
    throw new RangeError('targetHundredths must be an integer in [101, 100000000]');
  }
  const pointHundredths = limboPointFromFloat(floats.next());
  const isWin = pointHundredths >= targetHundredths;
  return { pointHundredths, isWin, multiplier: isWin ? ratio(targetHundredths, 100) : ratio(0, 1) };
}
