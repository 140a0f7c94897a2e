/**
 * Exact rationals over bigint: the one number type of bet settlement. Odds, void and dead-heat factors,
 * probabilities and margins are all rationals, so a return is computed exactly and rounded down to the minor
 * unit once, at the end. Thousandths would not do: a three-way dead heat (1/3), fractional prices such as 8/13
 * and Cloudbet's R / odds are not finite decimals.
 *
 * Invariant: `den > 0` and the fraction is in lowest terms, so equal values have equal fields.
 */
export interface Rational {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function rational(num: bigint, den = 1n): Rational {
  if (den === 0n) throw new RangeError('a rational needs a non-zero denominator');
  const sign = den < 0n ? -1n : 1n;
  const g = gcd(num, den < 0n ? -den : den);
  return { num: (sign * num) / g, den: (sign * den) / g };
}

export const ZERO = rational(0n);
export const ONE = rational(1n);

export function add(a: Rational, b: Rational): Rational {
  return rational(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function sub(a: Rational, b: Rational): Rational {
  return rational(a.num * b.den - b.num * a.den, a.den * b.den);
}

export function mul(a: Rational, b: Rational): Rational {
  return rational(a.num * b.num, a.den * b.den);
}

export function div(a: Rational, b: Rational): Rational {
  if (b.num === 0n) throw new RangeError('division by zero');
  return rational(a.num * b.den, a.den * b.num);
}

/** −1, 0 or 1 as a is below, equal to or above b. */
export function compare(a: Rational, b: Rational): -1 | 0 | 1 {
  const d = a.num * b.den - b.num * a.den;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/**
 * The decimal text a feed or a player sends ("1.40", "3.175", "2") read exactly: 1.40 is 7/5, not the
 * nearest double. No sign, exponent or thousands separator is accepted, so a malformed price fails loudly.
 */
export function parseDecimal(text: string): Rational {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new RangeError(`not a plain decimal: ${JSON.stringify(text)}`);
  const fraction = match[2] ?? '';
  return rational(BigInt(`${match[1]}${fraction}`), 10n ** BigInt(fraction.length));
}

/**
 * floor(amountMinor × factor) for a non-negative amount and factor: the single rounding of a bet line, always
 * down, because the house never pays a fraction of a minor unit it does not owe.
 */
export function floorMinor(amountMinor: bigint, factor: Rational): bigint {
  if (amountMinor < 0n || factor.num < 0n)
    throw new RangeError('floorMinor takes a non-negative amount and factor');
  return (amountMinor * factor.num) / factor.den;
}
