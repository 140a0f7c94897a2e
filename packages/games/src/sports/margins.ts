/**
 * From fair probabilities to offered decimal odds with a margin, and back from quoted odds to fair
 * probabilities (de-vig). The margin m is the overround: the offered book Σ 1/odds is 1 + m.
 *
 * Proportional spreads the margin in proportion to each probability; additive adds the same m/n to each;
 * power and Shin put relatively more of it on the longshots, as real books do (favourite–longshot bias).
 * Shin's z is the insider share of Shin (1993); de-vig by Shin inverts the same model, so a book built by
 * `shinOdds` de-vigs back to its fair probabilities and z.
 */

/** Probabilities may be off 1 by this much (rounded inputs); they are renormalised before use. */
const SUM_TOLERANCE = 1e-6;
/** Bisection stops when the bracket is this narrow: about machine precision for k and z in [0, 1]. */
const BRACKET_TOLERANCE = 1e-15;

function checkedProbabilities(probabilities: readonly number[]): number[] {
  if (probabilities.length < 2) throw new RangeError('a market needs at least 2 outcomes');
  if (!probabilities.every((p) => Number.isFinite(p) && p > 0 && p < 1))
    throw new RangeError(
      'every probability must be strictly between 0 and 1 (take certain or impossible selections off the book)',
    );
  const sum = probabilities.reduce((s, p) => s + p, 0);
  if (Math.abs(sum - 1) > SUM_TOLERANCE)
    throw new RangeError(`fair probabilities must sum to 1 (±${SUM_TOLERANCE}), got ${sum}`);
  return probabilities.map((p) => p / sum);
}

function checkedMargin(margin: number): number {
  if (!Number.isFinite(margin) || margin < 0)
    throw new RangeError(`the margin must be a finite number ≥ 0, got ${margin}`);
  return margin;
}

function checkedOdds(odds: readonly number[]): number[] {
  if (odds.length < 2) throw new RangeError('a market needs at least 2 outcomes');
  if (!odds.every((o) => Number.isFinite(o) && o > 1))
    throw new RangeError('decimal odds must be finite and greater than 1');
  return [...odds];
}

/** Offered odds 1/q; q ≥ 1 would be odds of 1.00 or less, a bet that cannot win anything. */
function toOdds(offered: readonly number[]): number[] {
  if (offered.some((q) => q >= 1))
    throw new RangeError(
      'the margin is too large for this market: an offered price would be 1.00 or below',
    );
  return offered.map((q) => 1 / q);
}

/** Smallest x in [lo, hi] with f(x) ≥ target, for f increasing; the caller checks the bracket. */
function bisect(f: (x: number) => number, target: number, lo: number, hi: number): number {
  let low = lo;
  let high = hi;
  while (high - low > BRACKET_TOLERANCE) {
    const mid = (low + high) / 2;
    if (f(mid) >= target) high = mid;
    else low = mid;
  }
  return (low + high) / 2;
}

/** The book of quoted odds: Σ 1/o_i, i.e. 1 + the overround. */
export function bookSum(odds: readonly number[]): number {
  return odds.reduce((s, o) => s + 1 / o, 0);
}

/** Proportional (multiplicative): o_i = 1 / (p_i·(1 + m)). Cloudbet's re-margin formula is this one. */
export function proportionalOdds(probabilities: readonly number[], margin: number): number[] {
  const p = checkedProbabilities(probabilities);
  const m = checkedMargin(margin);
  return toOdds(p.map((pi) => pi * (1 + m)));
}

/** Additive: o_i = 1 / (p_i + m/n); every selection carries the same absolute share of the margin. */
export function additiveOdds(probabilities: readonly number[], margin: number): number[] {
  const p = checkedProbabilities(probabilities);
  const m = checkedMargin(margin);
  return toOdds(p.map((pi) => pi + m / p.length));
}

/**
 * Power: q_i = p_i^k with k ≤ 1 solving Σ q_i = 1 + m, by bisection on k (Σ p^k falls from n at k = 0 to 1 at
 * k = 1), so the book is 1 + m to about machine precision. Refuses m ≥ n − 1, which no k reaches.
 */
export function powerOdds(
  probabilities: readonly number[],
  margin: number,
): { odds: number[]; k: number } {
  const p = checkedProbabilities(probabilities);
  const m = checkedMargin(margin);
  if (1 + m >= p.length)
    throw new RangeError(`a power margin on ${p.length} outcomes must be below ${p.length - 1}`);
  // Σ p^(1−x) increases with x, so bisect on x = 1 − k.
  const x = bisect((v) => p.reduce((s, pi) => s + pi ** (1 - v), 0), 1 + m, 0, 1);
  const k = 1 - x;
  return { odds: toOdds(p.map((pi) => pi ** k)), k };
}

/** Shin's quoted probabilities for fair p and insider share z: √(z·p_i + (1−z)·p_i²) · Σ_j √(z·p_j + (1−z)·p_j²). */
function shinQuoted(p: readonly number[], z: number): number[] {
  const roots = p.map((pi) => Math.sqrt(z * pi + (1 - z) * pi * pi));
  const total = roots.reduce((s, r) => s + r, 0);
  return roots.map((r) => r * total);
}

/**
 * Shin (forward): solves z in [0, 1] for a book of 1 + m by bisection (the book (Σ√(z·p + (1−z)·p²))² rises
 * with z from 1 to (Σ√p)²), so the book is 1 + m to about machine precision. Refuses a margin above (Σ√p)² − 1.
 */
export function shinOdds(
  probabilities: readonly number[],
  margin: number,
): { odds: number[]; z: number } {
  const p = checkedProbabilities(probabilities);
  const m = checkedMargin(margin);
  const book = (z: number) => shinQuoted(p, z).reduce((s, q) => s + q, 0);
  if (1 + m > book(1))
    throw new RangeError(`a Shin margin on these probabilities must be at most ${book(1) - 1}`);
  const z = bisect(book, 1 + m, 0, 1);
  return { odds: toOdds(shinQuoted(p, z)), z };
}

/** Multiplicative de-vig: p_i = (1/o_i) / Σ_j (1/o_j). Works for any book, also one summing below 1. */
export function devigMultiplicative(odds: readonly number[]): number[] {
  const o = checkedOdds(odds);
  const sum = bookSum(o);
  return o.map((oi) => 1 / oi / sum);
}

/**
 * Shin de-vig: p_i = (√(z² + 4(1−z)·π_i²/S) − z) / (2(1−z)) with π_i = 1/o_i and S = Σπ, at the insider share z
 * where Σp = 1. That z is the fixed point of Jullien–Salanié's iteration z ← (Σ√(z² + 4(1−z)·π_i²/S) − 2)/(n − 2)
 * (mberk/shin, the research's method); it is found here by bisection instead (Σp is √S > 1 at z = 0 and
 * Σπ²/S < 1 as z → 1), because the iteration creeps (300–450 steps at a 3–5 % margin on three outcomes, and
 * more than 1000 on near-equal prices with a tiny margin) and cannot run on two outcomes (0/0). With two
 * outcomes the answer is the additive method, p_i = π_i − (S − 1)/2. A book below 1 (an arbitrage across
 * bookmakers) would need a negative insider share, so it is refused: de-vig it multiplicatively.
 */
export function devigShin(odds: readonly number[]): { probabilities: number[]; z: number } {
  const inverse = checkedOdds(odds).map((o) => 1 / o);
  const sum = inverse.reduce((s, pi) => s + pi, 0);
  // 1e-12 forgives the rounding of a book built at margin 0.
  if (sum < 1 - 1e-12)
    throw new RangeError(
      `the book sums to ${sum} < 1: Shin needs an overround (use multiplicative)`,
    );
  const fromZ = (z: number) =>
    inverse.map((pi) => (Math.sqrt(z * z + (4 * (1 - z) * pi * pi) / sum) - z) / (2 * (1 - z)));
  // Σp falls through 1 as z rises, so bisect on −Σp rising through −1.
  const z = bisect((v) => -fromZ(v).reduce((s, p) => s + p, 0), -1, 0, 1);
  return { probabilities: fromZ(z), z };
}
