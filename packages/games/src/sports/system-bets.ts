import { mul, ONE, type Rational } from './rational.ts';
import { type Leg, legMultiplier, MTS_MAX_SELECTIONS, SLIP_MAX_LEGS } from './settlement.ts';

/**
 * A system bet: every combination of `sizes[i]` legs out of the non-banker legs is its own line at the unit
 * stake, and every banker is added to every line. `sizes` counts non-banker legs only, the shape of an MTS
 * ticket that nests a `system` selection inside an accumulator with the bankers (Sportradar MTS "Bet Type
 * Values": Yankee is `"size":[2,3,4]` over four selections). Without bankers, k-of-n has C(n, k) lines.
 */
export interface SystemBet {
  readonly sizes: readonly number[];
  /** Indexes into the legs of the bet. */
  readonly bankers?: readonly number[];
}

/**
 * Lines are enumerated one by one (each is rounded on its own), so their number is bounded: a full cover with
 * singles of the biggest slip, 2^20 − 1 lines, fits; 50-of-100 (about 10^29 lines) is refused, not attempted.
 */
const MAX_SYSTEM_LINES = 2n ** BigInt(SLIP_MAX_LEGS);

function fullCover(legs: number, withSingles: boolean): { legs: number; sizes: readonly number[] } {
  const from = withSingles ? 1 : 2;
  return { legs, sizes: Array.from({ length: legs - from + 1 }, (_, i) => from + i) };
}

/**
 * The UK named full-cover bets: every double upwards (2^n − n − 1 lines), and with singles too
 * (2^n − 1 lines) for Patent and the Luckies.
 */
export const NAMED_SYSTEMS = {
  trixie: fullCover(3, false),
  yankee: fullCover(4, false),
  canadian: fullCover(5, false),
  heinz: fullCover(6, false),
  superHeinz: fullCover(7, false),
  goliath: fullCover(8, false),
  patent: fullCover(3, true),
  lucky15: fullCover(4, true),
  lucky31: fullCover(5, true),
  lucky63: fullCover(6, true),
} as const;

function validate(legCount: number, system: SystemBet): { free: number[]; bankers: number[] } {
  if (!Number.isInteger(legCount) || legCount < 1 || legCount > MTS_MAX_SELECTIONS)
    throw new RangeError(`a system bet has 1..${MTS_MAX_SELECTIONS} legs`);
  const bankers = [...new Set(system.bankers ?? [])];
  if (bankers.length !== (system.bankers?.length ?? 0))
    throw new RangeError('a banker is listed twice');
  if (bankers.some((i) => !Number.isInteger(i) || i < 0 || i >= legCount))
    throw new RangeError('a banker is not a leg of the bet');
  const free = Array.from({ length: legCount }, (_, i) => i).filter((i) => !bankers.includes(i));
  if (system.sizes.length === 0 || new Set(system.sizes).size !== system.sizes.length)
    throw new RangeError('sizes are distinct and at least one');
  if (system.sizes.some((k) => !Number.isInteger(k) || k < 1 || k > free.length))
    throw new RangeError(`each size is 1..${free.length}, the number of non-banker legs`);
  return { free, bankers };
}

function binomial(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 1; i <= k; i += 1) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

/** How many lines the bet has: Σ C(non-banker legs, k) over its sizes. A bigint, as 100 legs overflow a double. */
export function systemLineCount(legCount: number, system: SystemBet): bigint {
  const { free } = validate(legCount, system);
  return system.sizes.reduce((sum, k) => sum + binomial(free.length, k), 0n);
}

function assertEnumerable(legCount: number, system: SystemBet): void {
  if (systemLineCount(legCount, system) > MAX_SYSTEM_LINES)
    throw new RangeError(`a system bet has at most ${MAX_SYSTEM_LINES} lines`);
}

/** What the player pays: the unit stake on every line. */
export function systemStakeMinor(
  unitStakeMinor: bigint,
  legCount: number,
  system: SystemBet,
): bigint {
  if (unitStakeMinor < 0n) throw new RangeError('stake must be non-negative');
  return unitStakeMinor * systemLineCount(legCount, system);
}

/** Each line as leg indexes (bankers first), combination by combination in lexicographic order. */
export function* systemLines(legCount: number, system: SystemBet): Generator<readonly number[]> {
  const { free, bankers } = validate(legCount, system);
  assertEnumerable(legCount, system);
  function* choose(start: number, k: number, picked: number[]): Generator<readonly number[]> {
    if (k === 0) {
      yield [...bankers, ...picked];
      return;
    }
    for (let i = start; i <= free.length - k; i += 1)
      yield* choose(i + 1, k - 1, [...picked, free[i] as number]);
  }
  for (const k of [...system.sizes].sort((a, b) => a - b)) yield* choose(0, k, []);
}

/**
 * The bet's return: Σ over lines of floor(unit stake · Π m), each line rounded down on its own because each
 * line is a bet of its own (it is how a slip shows them and how a line is voided or cashed out). A void leg
 * has m = 1, so a line keeps standing on its other legs ("1 non runner with 1 winner is just a single at
 * original stake onto the winner" for a Yankee); open legs count at their odds, giving the potential return.
 * Lines share prefixes, so products are built along the combination tree, unreduced, and divided once per
 * line: a 20-leg full cover (about a million lines) stays fast.
 */
export function systemReturnMinor(
  unitStakeMinor: bigint,
  legs: readonly Leg[],
  system: SystemBet,
): bigint {
  if (unitStakeMinor < 0n) throw new RangeError('stake must be non-negative');
  const { free, bankers } = validate(legs.length, system);
  assertEnumerable(legs.length, system);
  const m: Rational[] = legs.map(legMultiplier);
  const banked = bankers.reduce((acc, i) => mul(acc, m[i] as Rational), ONE);
  let total = 0n;
  function walk(start: number, k: number, num: bigint, den: bigint): void {
    if (k === 0) {
      total += (unitStakeMinor * num) / den;
      return;
    }
    for (let i = start; i <= free.length - k; i += 1) {
      const next = m[free[i] as number] as Rational;
      walk(i + 1, k - 1, num * next.num, den * next.den);
    }
  }
  for (const k of system.sizes) walk(0, k, banked.num, banked.den);
  return total;
}

/**
 * Settled when every line is (see isLineSettled): no line may hold an open leg without a losing one. Such a
 * line exists exactly when no banker has lost, some leg of the line can be open (an open banker, or an open
 * free leg) and a size fits within the free legs that have not lost, so no line needs to be listed.
 */
export function isSystemSettled(legs: readonly Leg[], system: SystemBet): boolean {
  const { free, bankers } = validate(legs.length, system);
  const lost = (i: number) => {
    const leg = legs[i] as Leg;
    return leg.settlement !== null && legMultiplier(leg).num === 0n;
  };
  const open = (i: number) => (legs[i] as Leg).settlement === null;
  if (bankers.some(lost)) return true;
  const standing = free.filter((i) => !lost(i));
  if (!bankers.some(open) && !standing.some(open)) return true;
  return system.sizes.every((k) => k > standing.length);
}
