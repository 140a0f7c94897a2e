/**
 * Dice show (issue 26, game shows): three dice, bets on their total 3–18, and before every roll 1 to 3 totals
 * get a multiplier drawn from published weights.
 *
 * How a round is committed: the round's server seed hash is shown before betting opens and the seed is revealed
 * after the result, as at every live table. The API calls `rollDiceShow(new FairFloats(serverSeed, clientSeed,
 * nonce))`, which reads the floats in this order:
 *   1. how many totals get a multiplier: float₀ → `pickWeighted(DICE_SHOW_COUNT_WEIGHTS)` (1, 2 or 3);
 *   2. which totals: a partial Fisher–Yates shuffle of the 16 totals 3..18, one float per total, so every set
 *      of k totals is equally likely (`drawDistinct`);
 *   3. each multiplied total's level, in the order the totals were drawn, one float each from
 *      `DICE_SHOW_LEVEL_WEIGHTS`; the multiplier is that level's entry in the total's row of the paytable;
 *   4. the three dice, one float each: floor(float × 6) + 1.
 *
 * Payouts, "N to 1" (the win excluding the stake, which comes back too): a bet on the rolled total pays its
 * row's base odds, or the total's multiplier M to 1 when the total has one this round. Rarer totals have
 * larger multipliers and base odds; the base odds sit below the fair odds because the multipliers add the
 * rest of the return. Every total's RTP is an exact rational (`diceShowTotalRtp`): 553/576 = 96.0069 % on
 * 3–8 and 13–18, 6635/6912 = 95.9925 % on 9 and 12, 1229/1280 = 96.0156 % on 10 and 11 — at most 0.0231
 * percentage points apart (integer odds cannot make 27/216 and 25/216 totals return exactly 96 %).
 */
import type { FloatSource } from '../rng/float-source.ts';
import { floatToInt } from '../rng/float-source.ts';
import { ratio, type Ratio } from '../rng/payout.ts';
import { add, mul, rational, type Rational } from '../sports/rational.ts';
import { drawDistinct, pickWeighted, weightsTotal, type Weighted } from './show-draw.ts';

export const DICE_SHOW_MIN_TOTAL = 3;
export const DICE_SHOW_MAX_TOTAL = 18;
/** The totals a bet can be on, 3..18, in the table's order. */
export const DICE_SHOW_TOTALS: readonly number[] = Array.from({ length: 16 }, (_, i) => i + 3);
/** Three dice roll 6³ = 216 equally likely ways. */
export const DICE_SHOW_OUTCOMES = 216;

export type DiceShowCount = 1 | 2 | 3;
export type DiceShowLevel = 0 | 1 | 2 | 3;

/** How many totals get a multiplier in a round (Σ 4; E[count] = 2, so each total has one in 1 round of 8). */
export const DICE_SHOW_COUNT_WEIGHTS: readonly Weighted<DiceShowCount>[] = [
  { value: 1, weight: 1 },
  { value: 2, weight: 2 },
  { value: 3, weight: 1 },
];

/** Each multiplied total's level (Σ 100): the lowest of its row's four multipliers most often. */
export const DICE_SHOW_LEVEL_WEIGHTS: readonly Weighted<DiceShowLevel>[] = [
  { value: 0, weight: 55 },
  { value: 1, weight: 28 },
  { value: 2, weight: 12 },
  { value: 3, weight: 5 },
];

export interface DiceShowRow {
  /** The two totals the row is for (the dice are symmetric: t and 21 − t are rolled as often). */
  totals: readonly [number, number];
  /** A plain win pays this many to 1. */
  odds: number;
  /** A multiplied win pays this many to 1, by level. */
  multipliers: readonly [number, number, number, number];
}

/** The published paytable, rarest totals first. */
export const DICE_SHOW_PAYTABLE: readonly DiceShowRow[] = [
  { totals: [3, 18], odds: 167, multipliers: [400, 500, 600, 1000] },
  { totals: [4, 17], odds: 48, multipliers: [100, 200, 400, 1000] },
  { totals: [5, 16], odds: 26, multipliers: [50, 75, 150, 400] },
  { totals: [6, 15], odds: 14, multipliers: [30, 50, 120, 300] },
  { totals: [7, 14], odds: 10, multipliers: [20, 30, 60, 120] },
  { totals: [8, 13], odds: 6, multipliers: [20, 25, 50, 100] },
  { totals: [9, 12], odds: 5, multipliers: [12, 25, 50, 75] },
  { totals: [10, 11], odds: 5, multipliers: [10, 20, 30, 75] },
];

/** The largest multiplier of any total (to 1). */
export const DICE_SHOW_MAX_MULTIPLIER = Math.max(
  ...DICE_SHOW_PAYTABLE.flatMap((row) => row.multipliers),
);

export function isDiceTotal(value: number): boolean {
  return Number.isInteger(value) && value >= DICE_SHOW_MIN_TOTAL && value <= DICE_SHOW_MAX_TOTAL;
}

/** The paytable row of a total; RangeError outside 3..18. */
export function diceShowRow(total: number): DiceShowRow {
  const row = DICE_SHOW_PAYTABLE.find((r) => r.totals.includes(total));
  if (!row || !isDiceTotal(total)) throw new RangeError('a dice total is 3..18');
  return row;
}

/** In how many of the 216 rolls three dice add up to `total`. */
export function diceShowWays(total: number): number {
  let ways = 0;
  for (let a = 1; a <= 6; a += 1)
    for (let b = 1; b <= 6; b += 1)
      for (let c = 1; c <= 6; c += 1) if (a + b + c === total) ways += 1;
  return ways;
}

export interface DiceShowMultiplier {
  total: number;
  multiplier: number;
}

export interface DiceShowOutcome {
  /** In the order drawn. */
  lucky: DiceShowMultiplier[];
  dice: [number, number, number];
  total: number;
}

const rollDie = (floats: FloatSource): number => floatToInt(floats.next(), 6) + 1;

/** The shared round: the multiplied totals with their multipliers, then the dice (float order in the module comment). */
export function rollDiceShow(floats: FloatSource): DiceShowOutcome {
  const count = pickWeighted(floats.next(), DICE_SHOW_COUNT_WEIGHTS);
  const totals = drawDistinct(floats, DICE_SHOW_TOTALS, count);
  const lucky = totals.map((total) => ({
    total,
    multiplier:
      diceShowRow(total).multipliers[pickWeighted(floats.next(), DICE_SHOW_LEVEL_WEIGHTS)],
  }));
  const dice: [number, number, number] = [rollDie(floats), rollDie(floats), rollDie(floats)];
  return { lucky, dice, total: dice[0] + dice[1] + dice[2] };
}

export interface DiceShowBet {
  total: number;
  stakeMinor: bigint;
}

export interface DiceShowSettlement extends DiceShowBet {
  isWin: boolean;
  /** Stake included; 0 for a losing bet. */
  returnMinor: bigint;
}

/** Checks a bet set: totals 3..18, each at most once, positive stakes. RangeError otherwise. */
export function validateDiceShowBets(bets: readonly DiceShowBet[]): void {
  const seen = new Set<number>();
  for (const bet of bets) {
    if (!isDiceTotal(bet.total)) throw new RangeError('a dice total is 3..18');
    if (seen.has(bet.total)) throw new RangeError('a total is bet once');
    if (bet.stakeMinor <= 0n) throw new RangeError('stakes are positive');
    seen.add(bet.total);
  }
}

/**
 * Settles one player's bets against the shared round, in the order given. Throws RangeError on invalid bets or an
 * invalid round (dice outside 1..6 or a total that is not their sum, 1 to 3 multiplied totals each once, a
 * multiplier its total's row does not publish).
 */
export function settleDiceShowBets(
  outcome: DiceShowOutcome,
  bets: readonly DiceShowBet[],
): DiceShowSettlement[] {
  validateDiceShowBets(bets);
  const { dice, total, lucky } = outcome;
  if (dice.length !== 3 || dice.some((d) => !Number.isInteger(d) || d < 1 || d > 6))
    throw new RangeError('three dice of 1..6');
  if (dice[0] + dice[1] + dice[2] !== total) throw new RangeError('the total is the dice added up');
  if (lucky.length < 1 || lucky.length > 3) throw new RangeError('1 to 3 multiplied totals');
  const multiplierOf = new Map<number, number>();
  for (const l of lucky) {
    if (!diceShowRow(l.total).multipliers.includes(l.multiplier))
      throw new RangeError('a multiplier the total does not publish');
    if (multiplierOf.has(l.total)) throw new RangeError('a total is multiplied once');
    multiplierOf.set(l.total, l.multiplier);
  }
  return bets.map((bet) => {
    if (bet.total !== total) return { ...bet, isWin: false, returnMinor: 0n };
    const odds = multiplierOf.get(total) ?? diceShowRow(total).odds;
    return { ...bet, isWin: true, returnMinor: bet.stakeMinor * BigInt(odds + 1) };
  });
}

/**
 * The most a seat's bets can return in one round (stake included): one total is rolled, at best with its row's
 * largest multiplier. The table's payout cap per seat and round is checked against this when bets are placed.
 */
export function diceShowMaxReturn(bets: readonly DiceShowBet[]): bigint {
  let most = 0n;
  for (const bet of bets) {
    const best = bet.stakeMinor * BigInt(Math.max(...diceShowRow(bet.total).multipliers) + 1);
    if (best > most) most = best;
  }
  return most;
}

/* ---------- Exact RTP ---------- */

/**
 * Exact RTP of a one-unit bet on `total`: every roll of the 216 (1/216 each) and, when it makes the total, every
 * count k of multiplied totals (its weight), whether the total is among them — the partial shuffle makes each
 * k-set of the 16 totals equally likely, so with probability k/16 — and then every level (its weight). The return
 * is odds + 1 on a win, zero otherwise.
 */
export function diceShowTotalRtp(total: number): Rational {
  const row = diceShowRow(total);
  const countTotal = BigInt(weightsTotal(DICE_SHOW_COUNT_WEIGHTS));
  const levelTotal = BigInt(weightsTotal(DICE_SHOW_LEVEL_WEIGHTS));
  const totals = BigInt(DICE_SHOW_TOTALS.length);
  let multipliedReturn = rational(0n);
  for (const { value: level, weight } of DICE_SHOW_LEVEL_WEIGHTS)
    multipliedReturn = add(
      multipliedReturn,
      rational(BigInt(weight) * BigInt(row.multipliers[level] + 1), levelTotal),
    );
  const plainReturn = rational(BigInt(row.odds + 1));
  let winReturn = rational(0n);
  for (const { value: k, weight } of DICE_SHOW_COUNT_WEIGHTS) {
    const pMultiplied = rational(BigInt(k), totals);
    const given = add(
      mul(pMultiplied, multipliedReturn),
      mul(rational(totals - BigInt(k), totals), plainReturn),
    );
    winReturn = add(winReturn, mul(rational(BigInt(weight), countTotal), given));
  }
  let rtp = rational(0n);
  for (let a = 1; a <= 6; a += 1)
    for (let b = 1; b <= 6; b += 1)
      for (let c = 1; c <= 6; c += 1)
        if (a + b + c === total)
          rtp = add(rtp, mul(rational(1n, BigInt(DICE_SHOW_OUTCOMES)), winReturn));
  return rtp;
}

/** The key of a total in `DICE_SHOW_RTP` and the table view's RTP list ("total_3" … "total_18"). */
export const diceShowBetName = (total: number): string => `total_${total}`;

/** Declared RTP per total as exact ratios, keyed by `diceShowBetName`. */
export const DICE_SHOW_RTP: Readonly<Record<string, Ratio>> = Object.fromEntries(
  DICE_SHOW_TOTALS.map((total) => {
    const r = diceShowTotalRtp(total);
    return [diceShowBetName(total), ratio(Number(r.num), Number(r.den))];
  }),
);
