import { ADJUSTMENT_AMOUNT_PATTERN } from '@orca/contracts';

/** A decimal string as minor units, sign dropped: the comparison with the four-eyes amount never goes through a float. */
export function magnitudeMinor(amount: string): bigint | null {
  if (!ADJUSTMENT_AMOUNT_PATTERN.test(amount)) return null;
  const [units = '0', cents = ''] = amount.replace('-', '').split('.');
  return BigInt(units) * 100n + BigInt(cents.padEnd(2, '0'));
}
