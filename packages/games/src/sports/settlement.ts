import {
  add,
  compare,
  floorMinor,
  mul,
  ONE,
  rational,
  type Rational,
  sub,
  ZERO,
} from './rational.ts';

/**
 * Bet settlement from the feed's per-outcome fields, Sportradar UOF `bet_settlement`: `result` (0 lost, 1 won),
 * `void_factor` (the share of the stake returned: 0, 0.5 or 1) and `dead_heat_factor` (the share of the stake
 * settled at the normal odds when a place is shared). One formula covers every case (kotlin-bet-calculator's
 * `LegStatus.factoredPrice` with UOF's fields):
 *
 *   m = winFactor · odds + voidFactor,  winFactor = result · (1 − void_factor) · dead_heat_factor
 *
 * win: odds · loss: 0 · void: 1 · Asian half-win: odds/2 + 1/2 · half-lose: 1/2 · dead heat 1/2: odds/2.
 * A single, an accumulator and each line of a system bet return stake · Π m, rounded down once per line.
 */

/** MTS rejects accumulators of more than 100 selections (Sportradar MTS "Bet Type Values"). */
export const MTS_MAX_SELECTIONS = 100;
/** Orca's bet slip holds at most 20 legs, well inside the MTS limit; the slip enforces it, not this module. */
export const SLIP_MAX_LEGS = 20;

/** UOF's VoidFactor enum (Zero, Half, One); any other value is a feed error, not a partial refund to invent. */
export type VoidFactor = 0 | 0.5 | 1;

/** A settled outcome as UOF sends it; UOF's `result = −1` (undecided yet) is an open leg, `settlement: null`. */
export interface LegSettlement {
  readonly result: 0 | 1;
  /** Absent means 0: nothing refunded. */
  readonly voidFactor?: VoidFactor;
  /** Absent means 1: no dead heat. 1/n for an n-way tie; taken exactly as given, never re-rounded. */
  readonly deadHeatFactor?: Rational;
}

export interface Leg {
  /** Decimal odds accepted on the ticket, > 1. */
  readonly odds: Rational;
  /** null while the outcome is open; a rollback_bet_settlement puts it back to null. */
  readonly settlement: LegSettlement | null;
}

const VOID_FACTORS: Record<VoidFactor, Rational> = {
  0: ZERO,
  0.5: rational(1n, 2n),
  1: ONE,
};

/**
 * The leg's multiplier m. An open leg counts at its odds, so the same product gives the potential return
 * shown on the slip and the return once everything is settled.
 */
export function legMultiplier(leg: Leg): Rational {
  if (compare(leg.odds, ONE) <= 0) throw new RangeError('decimal odds must be above 1');
  const { settlement } = leg;
  if (settlement === null) return leg.odds;
  const voidFactor = VOID_FACTORS[settlement.voidFactor ?? 0];
  if (voidFactor === undefined) throw new RangeError('void_factor must be 0, 0.5 or 1');
  const deadHeat = settlement.deadHeatFactor ?? ONE;
  if (deadHeat.num <= 0n || compare(deadHeat, ONE) > 0)
    throw new RangeError('dead_heat_factor must be in (0, 1]');
  const winFactor = mul(rational(BigInt(settlement.result)), mul(sub(ONE, voidFactor), deadHeat));
  return add(mul(winFactor, leg.odds), voidFactor);
}

/**
 * The return of one bet line (a single is a line of one leg, an accumulator a line of several):
 * floor(stake · Π m) in minor units. The product is exact and rounded down only here, once, so the order of
 * the legs and the number of void legs never changes the amount by a rounding step.
 */
export function lineReturnMinor(stakeMinor: bigint, legs: readonly Leg[]): bigint {
  if (legs.length === 0) throw new RangeError('a bet line has at least one leg');
  if (legs.length > MTS_MAX_SELECTIONS)
    throw new RangeError(`a bet line has at most ${MTS_MAX_SELECTIONS} legs`);
  if (stakeMinor < 0n) throw new RangeError('stake must be non-negative');
  return floorMinor(stakeMinor, legs.map(legMultiplier).reduce(mul, ONE));
}

/**
 * Whether a line's return is final: every leg settled, or a settled leg already returns nothing, which no
 * open leg can change (an accumulator is lost at its first losing leg). Final until a rollback reopens a
 * leg; the ledger reverses the payout then.
 */
export function isLineSettled(legs: readonly Leg[]): boolean {
  return (
    legs.every((leg) => leg.settlement !== null) ||
    legs.some((leg) => leg.settlement !== null && legMultiplier(leg).num === 0n)
  );
}
