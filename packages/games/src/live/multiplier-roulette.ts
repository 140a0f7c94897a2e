/**
 * Multiplier roulette game show (issue 26): European single-zero roulette where, each round, 1 to 5 straight
 * numbers are made "lucky" with a multiplier of 50× to 500× before the ball is spun.
 *
 * How a round is committed: the round's server seed hash is shown before betting opens and the seed is revealed
 * after the result, as at every live table. The API calls `spinMultiplierRoulette(new FairFloats(serverSeed,
 * clientSeed, nonce))`, which reads the floats in this order:
 *   1. the count of lucky numbers: float₀ → `pickWeighted(MULTIPLIER_ROULETTE_COUNT_WEIGHTS)`;
 *   2. the lucky numbers: a partial Fisher–Yates shuffle of the 37 pockets, one float per number
 *      (position i swaps with i + floor(float × (37 − i))), so every set of k numbers is equally likely;
 *   3. each lucky number's multiplier, in the order the numbers were drawn, one float each from
 *      `MULTIPLIER_ROULETTE_MULTIPLIER_WEIGHTS`;
 *   4. the ball: the next float → pocket floor(float × 37), as at the live roulette table.
 *
 * Payouts, "N to 1" (the win excluding the stake, which comes back too): a straight bet pays 29 to 1, or its
 * number's multiplier M to 1 when the number is lucky (a 500× lucky straight returns 501 × the stake). Every other
 * bet pays as European roulette (36 / numbers covered, stake included) and is untouched by the multipliers.
 */
import type { FloatSource } from '../rng/float-source.ts';
import { ratio, type Ratio } from '../rng/payout.ts';
import { ROULETTE_POCKETS } from '../fast/roulette.ts';
import {
  ROULETTE_BET_KINDS,
  ROULETTE_TABLE_ODDS,
  rouletteTableSpin,
  settleRouletteTableBets,
  type RouletteBetKind,
  type RouletteTableBet,
  type RouletteTableSettlement,
} from './roulette-table.ts';
import { drawDistinct, pickWeighted, type Weighted } from './show-draw.ts';

export type LuckyCount = 1 | 2 | 3 | 4 | 5;
export type LuckyMultiplier = 50 | 100 | 200 | 300 | 400 | 500;

/** How many numbers are lucky in a round (Σ 10; E[count] = 3). */
export const MULTIPLIER_ROULETTE_COUNT_WEIGHTS: readonly Weighted<LuckyCount>[] = [
  { value: 1, weight: 1 },
  { value: 2, weight: 2 },
  { value: 3, weight: 4 },
  { value: 4, weight: 2 },
  { value: 5, weight: 1 },
];

/**
 * Each lucky number's multiplier (Σ 100; E[multiplier] = 103). Chosen so that
 * E[count] × (E[multiplier] − 29) = 3 × 74 = 222 = 6 × 37, which makes the straight bet return exactly 36/37 like
 * every other bet (see `multiplierRouletteStraightRtp`).
 */
export const MULTIPLIER_ROULETTE_MULTIPLIER_WEIGHTS: readonly Weighted<LuckyMultiplier>[] = [
  { value: 50, weight: 46 },
  { value: 100, weight: 39 },
  { value: 200, weight: 8 },
  { value: 300, weight: 4 },
  { value: 400, weight: 2 },
  { value: 500, weight: 1 },
];

/** A straight bet on a number that is not lucky pays this many to 1 (instead of roulette's 35). */
export const MULTIPLIER_ROULETTE_STRAIGHT_ODDS = 29;

/** Published "N to 1" odds per bet kind; a lucky straight pays its multiplier to 1 instead. */
export const MULTIPLIER_ROULETTE_ODDS: Readonly<Record<RouletteBetKind, number>> = {
  ...ROULETTE_TABLE_ODDS,
  straight: MULTIPLIER_ROULETTE_STRAIGHT_ODDS,
};

export interface LuckyNumber {
  number: number;
  multiplier: LuckyMultiplier;
}

export interface MultiplierRouletteOutcome {
  /** In the order drawn. */
  lucky: LuckyNumber[];
  pocket: number;
  colour: 'green' | 'red' | 'black';
}

/** The shared round: the lucky numbers with their multipliers, then the ball (float order in the module comment). */
export function spinMultiplierRoulette(floats: FloatSource): MultiplierRouletteOutcome {
  const count = pickWeighted(floats.next(), MULTIPLIER_ROULETTE_COUNT_WEIGHTS);
  const numbers = drawDistinct(
    floats,
    Array.from({ length: ROULETTE_POCKETS }, (_, i) => i),
    count,
  );
  const lucky = numbers.map((number) => ({
    number,
    multiplier: pickWeighted(floats.next(), MULTIPLIER_ROULETTE_MULTIPLIER_WEIGHTS),
  }));
  return { lucky, ...rouletteTableSpin(floats) };
}

export function isLuckyMultiplier(value: number): value is LuckyMultiplier {
  return MULTIPLIER_ROULETTE_MULTIPLIER_WEIGHTS.some((w) => w.value === value);
}

/**
 * Settles one player's bets against the shared round, in the order given. Throws RangeError on invalid bets or an
 * invalid round (a pocket outside 0..36, lucky numbers repeated or out of range, an unknown multiplier).
 */
export function settleMultiplierRouletteBets(
  outcome: Pick<MultiplierRouletteOutcome, 'pocket' | 'lucky'>,
  bets: readonly RouletteTableBet[],
): RouletteTableSettlement[] {
  const { pocket, lucky } = outcome;
  if (lucky.length < 1 || lucky.length > 5) throw new RangeError('1 to 5 lucky numbers');
  const multiplierOf = new Map<number, number>();
  for (const l of lucky) {
    if (!Number.isInteger(l.number) || l.number < 0 || l.number >= ROULETTE_POCKETS)
      throw new RangeError('lucky numbers are pockets 0..36');
    if (!isLuckyMultiplier(l.multiplier)) throw new RangeError('unknown multiplier');
    if (multiplierOf.has(l.number)) throw new RangeError('a lucky number is drawn once');
    multiplierOf.set(l.number, l.multiplier);
  }
  // Roulette settles every bet (and checks pocket and bets); only a winning straight is paid differently.
  return settleRouletteTableBets(pocket, bets).map((s) => {
    if (s.bet.kind !== 'straight' || !s.isWin) return s;
    const odds = multiplierOf.get(pocket) ?? MULTIPLIER_ROULETTE_STRAIGHT_ODDS;
    return { ...s, returnMinor: s.stakeMinor * BigInt(odds + 1) };
  });
}

/* ---------- Exact RTP ---------- */

/** An exact fraction of bigints, kept reduced. */
interface Fraction {
  n: bigint;
  d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}

function fraction(n: bigint, d: bigint): Fraction {
  const g = gcd(n < 0n ? -n : n, d);
  return { n: n / g, d: d / g };
}

const add = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.d + b.n * a.d, a.d * b.d);
const mul = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.n, a.d * b.d);

function weightsTotal(table: readonly Weighted<number>[]): bigint {
  return table.reduce((sum, w) => sum + BigInt(w.weight), 0n);
}

/**
 * Exact RTP of a one-unit straight bet on `number`, by enumeration: every lucky count k (its weight), every
 * pocket (1/37) and, when the ball lands on the number, whether the number is lucky — the partial shuffle makes
 * each k-set of pockets equally likely, so the number is lucky with probability k/37 — and then every multiplier
 * (its weight). The return is (odds + 1) on a win, zero otherwise.
 */
export function multiplierRouletteStraightRtp(number: number): Fraction {
  if (!Number.isInteger(number) || number < 0 || number >= ROULETTE_POCKETS)
    throw new RangeError('number must be 0..36');
  const pockets = BigInt(ROULETTE_POCKETS);
  const countTotal = weightsTotal(MULTIPLIER_ROULETTE_COUNT_WEIGHTS);
  const multiplierTotal = weightsTotal(MULTIPLIER_ROULETTE_MULTIPLIER_WEIGHTS);
  let rtp = fraction(0n, 1n);
  for (const { value: k, weight: countWeight } of MULTIPLIER_ROULETTE_COUNT_WEIGHTS) {
    const pCount = fraction(BigInt(countWeight), countTotal);
    for (let pocket = 0; pocket < ROULETTE_POCKETS; pocket += 1) {
      if (pocket !== number) continue; // a losing straight returns nothing
      const pPocket = fraction(1n, pockets);
      const pLucky = fraction(BigInt(k), pockets);
      let luckyReturn = fraction(0n, 1n);
      for (const { value: m, weight } of MULTIPLIER_ROULETTE_MULTIPLIER_WEIGHTS)
        luckyReturn = add(
          luckyReturn,
          mul(fraction(BigInt(weight), multiplierTotal), fraction(BigInt(m + 1), 1n)),
        );
      const plainReturn = fraction(BigInt(MULTIPLIER_ROULETTE_STRAIGHT_ODDS + 1), 1n);
      const given = add(
        mul(pLucky, luckyReturn),
        mul(fraction(pockets - BigInt(k), pockets), plainReturn),
      );
      rtp = add(rtp, mul(mul(pCount, pPocket), given));
    }
  }
  return rtp;
}

const asRatio = (f: Fraction): Ratio => ratio(Number(f.n), Number(f.d));

/**
 * Declared RTP per bet kind as exact ratios: the straight by `multiplierRouletteStraightRtp` (the same for every
 * number), every other kind 36/37 as at European roulette.
 */
export const MULTIPLIER_ROULETTE_RTP: Readonly<Record<RouletteBetKind, Ratio>> = Object.fromEntries(
  ROULETTE_BET_KINDS.map((kind) => [
    kind,
    kind === 'straight' ? asRatio(multiplierRouletteStraightRtp(0)) : ratio(36, ROULETTE_POCKETS),
  ]),
) as Record<RouletteBetKind, Ratio>;

/** The largest multiplier a lucky straight can pay (to 1). */
export const MULTIPLIER_ROULETTE_MAX_MULTIPLIER: LuckyMultiplier = 500;

/**
 * The most a seat's bets can return in one round (stake included): for every pocket, what they return when the
 * ball lands there and the pocket is lucky at the largest multiplier. The table's payout cap per seat and round
 * is checked against this when the bets are placed, so a settled round never pays more than the cap.
 */
export function multiplierRouletteMaxReturn(bets: readonly RouletteTableBet[]): bigint {
  let most = 0n;
  for (let pocket = 0; pocket < ROULETTE_POCKETS; pocket += 1) {
    const lucky = [{ number: pocket, multiplier: MULTIPLIER_ROULETTE_MAX_MULTIPLIER }];
    const returned = settleMultiplierRouletteBets({ pocket, lucky }, bets).reduce(
      (sum, s) => sum + s.returnMinor,
      0n,
    );
    if (returned > most) most = returned;
  }
  return most;
}
