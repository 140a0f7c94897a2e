/**
 * Money wheel game show: a 54-segment wheel spun once per shared round for every player.
 *
 * How a round is committed: the round's server seed hash is shown before betting opens and the seed is revealed
 * after the result. The API calls `spinMoneyWheel(new FairFloats(serverSeed, clientSeed, nonce))`: spin i lands on
 * segment floor(floatᵢ × 54) of `MONEY_WHEEL_SEGMENTS`, read clockwise from the pointer's start. A multiplier
 * segment (2× or 7×) re-spins with the next float and multiplies whatever the next spin pays; multipliers stack
 * (2× then 7× = 14×) for at most `MONEY_WHEEL_MULTIPLIER_HITS_MAX` hits. After that cap a multiplier segment
 * still re-spins but adds nothing, so every round ends on a number and the top multiplier is 7³ = 343×.
 */
import type { FloatSource } from '../rng/float-source.ts';
import { floatToInt } from '../rng/float-source.ts';
import { ratio, type Ratio } from '../rng/payout.ts';

export type MoneyWheelNumber = 1 | 2 | 5 | 10 | 20 | 40;
export type MoneyWheelSegment =
  { kind: 'number'; number: MoneyWheelNumber } | { kind: 'multiplier'; multiplier: 2 | 7 };

export const MONEY_WHEEL_NUMBERS: readonly MoneyWheelNumber[] = [1, 2, 5, 10, 20, 40];
/** How many multiplier hits can stack in one round; a fourth multiplier segment re-spins without multiplying. */
export const MONEY_WHEEL_MULTIPLIER_HITS_MAX = 3;
/**
 * Re-spins after the cap are unbounded in principle (probability (2/54)^k); the engine refuses a float stream
 * that has not ended after this many spins, which happens with probability below 10^-40.
 */
export const MONEY_WHEEL_SPINS_MAX = 32;

const N = (number: MoneyWheelNumber): MoneyWheelSegment => ({ kind: 'number', number });
const X = (multiplier: 2 | 7): MoneyWheelSegment => ({ kind: 'multiplier', multiplier });

/**
 * The wheel, clockwise from segment 0 (under the pointer at rest). Spread so that no two neighbouring segments
 * are equal and the rare segments sit apart, as on studio wheels: 1 ×23, 2 ×15, 5 ×7, 10 ×4, 20 ×2, 40 ×1, 2× ×1,
 * 7× ×1 = 54.
 */
export const MONEY_WHEEL_SEGMENTS: readonly MoneyWheelSegment[] = [
  N(40),
  N(1),
  N(2),
  N(1),
  N(5),
  N(1),
  N(2),
  N(10),
  N(1),
  N(2),
  N(1),
  N(5),
  N(1),
  N(2),
  X(2),
  N(1),
  N(20),
  N(1),
  N(2),
  N(1),
  N(5),
  N(2),
  N(1),
  N(10),
  N(1),
  N(2),
  N(1),
  N(2),
  N(5),
  N(1),
  X(7),
  N(1),
  N(2),
  N(1),
  N(2),
  N(10),
  N(1),
  N(5),
  N(1),
  N(2),
  N(1),
  N(20),
  N(2),
  N(1),
  N(5),
  N(1),
  N(2),
  N(1),
  N(10),
  N(2),
  N(1),
  N(5),
  N(1),
  N(2),
];

export interface MoneyWheelSpin {
  segmentIndex: number;
  segment: MoneyWheelSegment;
}

export interface MoneyWheelOutcome {
  /** Every spin of the round in order; the last one landed on a number. */
  spins: MoneyWheelSpin[];
  number: MoneyWheelNumber;
  /** The product of the multipliers that counted (1 when none). */
  multiplier: number;
}

/** Spins the shared round: one float per spin until a number segment. */
export function spinMoneyWheel(floats: FloatSource): MoneyWheelOutcome {
  const spins: MoneyWheelSpin[] = [];
  let multiplier = 1;
  let multiplierHits = 0;
  while (spins.length < MONEY_WHEEL_SPINS_MAX) {
    const segmentIndex = floatToInt(floats.next(), MONEY_WHEEL_SEGMENTS.length);
    const segment = MONEY_WHEEL_SEGMENTS[segmentIndex];
    if (segment === undefined) throw new Error('unreachable: segment index out of range');
    spins.push({ segmentIndex, segment });
    if (segment.kind === 'number') return { spins, number: segment.number, multiplier };
    if (multiplierHits < MONEY_WHEEL_MULTIPLIER_HITS_MAX) {
      multiplier *= segment.multiplier;
      multiplierHits += 1;
    }
  }
  throw new Error(`money wheel did not stop within ${MONEY_WHEEL_SPINS_MAX} spins`);
}

export interface MoneyWheelBet {
  number: MoneyWheelNumber;
  stakeMinor: bigint;
}

export interface MoneyWheelSettlement extends MoneyWheelBet {
  isWin: boolean;
  /** Stake × (number × multiplier + 1) on a win: "N to 1", the multiplier applying to the winnings. */
  returnMinor: bigint;
}

export function isMoneyWheelNumber(value: number): value is MoneyWheelNumber {
  return (MONEY_WHEEL_NUMBERS as readonly number[]).includes(value);
}

/** Settles one player's bets on the shared outcome. Throws RangeError on an unknown number or a non-positive stake. */
export function settleMoneyWheelBets(
  outcome: Pick<MoneyWheelOutcome, 'number' | 'multiplier'>,
  bets: readonly MoneyWheelBet[],
): MoneyWheelSettlement[] {
  if (bets.length === 0 || bets.length > MONEY_WHEEL_NUMBERS.length)
    throw new RangeError('between 1 and 6 bets');
  return bets.map(({ number, stakeMinor }) => {
    if (!isMoneyWheelNumber(number)) throw new RangeError('bets are on 1, 2, 5, 10, 20 or 40');
    if (stakeMinor <= 0n) throw new RangeError('stakeMinor must be positive');
    const isWin = number === outcome.number;
    const returnMinor = isWin ? stakeMinor * BigInt(number * outcome.multiplier + 1) : 0n;
    return { number, stakeMinor, isWin, returnMinor };
  });
}

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}

/**
 * Exact RTP of a bet on `number`. Every round ends on a number, and which number does not depend on the
 * multiplier collected on the way (each spin is independent), so RTP = P(number) × (1 + number × E[multiplier])
 * with P(number) = count / 52 and E[multiplier] = (52/54)·Σ_{k<cap} (9/54)^k + (9/54)^cap: the k-th term is the
 * chain of k multiplier hits, whose multipliers (2 or 7, each 1/54) sum to 9/54 per hit in expectation.
 */
export function moneyWheelExactRtp(number: MoneyWheelNumber): Ratio {
  const count = BigInt(
    MONEY_WHEEL_SEGMENTS.filter((s) => s.kind === 'number' && s.number === number).length,
  );
  const total = BigInt(MONEY_WHEEL_SEGMENTS.length);
  const numberSegments = BigInt(MONEY_WHEEL_SEGMENTS.filter((s) => s.kind === 'number').length);
  const multiplierSum = MONEY_WHEEL_SEGMENTS.reduce(
    (sum, s) => sum + (s.kind === 'multiplier' ? BigInt(s.multiplier) : 0n),
    0n,
  );
  const cap = BigInt(MONEY_WHEEL_MULTIPLIER_HITS_MAX);
  // E[multiplier] = eNum / eDen over the common denominator total^(cap+1).
  const eDen = total ** (cap + 1n);
  let eNum = multiplierSum ** cap * total;
  for (let k = 0n; k < cap; k += 1n)
    eNum += numberSegments * multiplierSum ** k * total ** (cap - k);
  const numerator = count * (eDen + BigInt(number) * eNum);
  const denominator = numberSegments * eDen;
  const g = gcd(numerator, denominator);
  return ratio(Number(numerator / g), Number(denominator / g));
}

/** Declared RTP per number bet (exact ratios, see `moneyWheelExactRtp`). */
export const MONEY_WHEEL_RTP: Readonly<Record<MoneyWheelNumber, Ratio>> = {
  1: moneyWheelExactRtp(1),
  2: moneyWheelExactRtp(2),
  5: moneyWheelExactRtp(5),
  10: moneyWheelExactRtp(10),
  20: moneyWheelExactRtp(20),
  40: moneyWheelExactRtp(40),
};
