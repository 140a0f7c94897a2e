/**
 * A payout multiplier as an exact ratio of safe integers, so money never goes through floats:
 * payout = floor(bet × numerator / denominator) in minor units.
 */
export interface Ratio {
  readonly numerator: number;
  readonly denominator: number;
}

export function ratio(numerator: number, denominator: number): Ratio {
  if (!Number.isSafeInteger(numerator) || numerator < 0)
    throw new RangeError('numerator must be a non-negative safe integer');
  if (!Number.isSafeInteger(denominator) || denominator <= 0)
    throw new RangeError('denominator must be a positive safe integer');
  return { numerator, denominator };
}

/** A multiplier given in hundredths of the bet (e.g. 396 = 3.96×). */
export function hundredths(value: number): Ratio {
  return ratio(value, 100);
}

export function ratioToNumber(r: Ratio): number {
  return r.numerator / r.denominator;
}

/** The win in minor units for a bet in minor units, rounded down (the house never pays a fraction of a unit). */
export function payoutMinor(betMinor: bigint, multiplier: Ratio): bigint {
  if (betMinor < 0n) throw new RangeError('betMinor must be non-negative');
  return (betMinor * BigInt(multiplier.numerator)) / BigInt(multiplier.denominator);
}
