import {
  add,
  compare,
  div,
  floorMinor,
  mul,
  ONE,
  rational,
  type Rational,
  sub,
  ZERO,
} from './rational.ts';
import { type Leg, lineReturnMinor } from './settlement.ts';
import { type SystemBet, systemLines } from './system-bets.ts';

/**
 * Cash-out offers and the profit boost. Every amount is in minor units and rounded down once; an offer that
 * comes to zero or less is refused (null), as Cloudbet's rule says the amount "must always be greater than
 * zero" and a lost bet has nothing to cash out.
 */

/**
 * Cloudbet's published formula (cloudbet/wiki, docs/sports/cashouts.md): amount = R − Σ R / againstOdds over
 * the current prices of the other outcomes of the market, R being the potential return cashed out. It is
 * R times the current implied probability of the player's outcome with the current book's margin taken again;
 * the player's own current price does not enter. A partial cash-out applies it to the part of R cashed out.
 */
export function cloudbetCashOutMinor(
  returnMinor: bigint,
  againstOdds: readonly Rational[],
): bigint | null {
  if (returnMinor <= 0n) return null;
  const R = rational(returnMinor);
  const amount = againstOdds.reduce((left, odds) => sub(left, div(R, odds)), R);
  const offer = amount.num / amount.den;
  return amount.num > 0n && offer > 0n ? offer : null;
}

/**
 * After cashing out part of R, the stake still riding: stake · (R − part) / R. The stake cashed out,
 * stake · part / R, is rounded down and the rest stays on the bet, so the two always add up to the stake
 * (Cloudbet: €8 of R = 14 on €10 leaves 10 × 6/14 = 4.286).
 */
export function remainingStakeMinor(
  stakeMinor: bigint,
  returnMinor: bigint,
  cashedReturnMinor: bigint,
): bigint {
  if (cashedReturnMinor <= 0n || cashedReturnMinor > returnMinor)
    throw new RangeError('the part cashed out is within the potential return');
  return stakeMinor - (stakeMinor * cashedReturnMinor) / returnMinor;
}

export interface FairCashOut {
  /** The line's potential return with open legs at their ticket odds and settled legs at their m. */
  readonly potentialReturnMinor: bigint;
  /** Current fair (margin-free) win probability of each open leg, e.g. UOF `probabilities`. */
  readonly openLegProbabilities: readonly Rational[];
  /** The cash-out margin, in [0, 1). */
  readonly margin: Rational;
  /** The bet's maximum payout; an offer is never above it. */
  readonly maxPayoutMinor: bigint;
}

/**
 * The generic offer: potential return × Π current fair probability of the open legs × (1 − margin), capped
 * at the maximum payout. Legs treated as independent, as in an accumulator's price. With no open leg the bet
 * is settled, not cashed out, so there is no offer.
 */
export function fairCashOutMinor(bet: FairCashOut): bigint | null {
  const { openLegProbabilities, margin } = bet;
  if (openLegProbabilities.length === 0) return null;
  if (margin.num < 0n || compare(margin, ONE) >= 0)
    throw new RangeError('margin must be in [0, 1)');
  if (openLegProbabilities.some((p) => p.num < 0n || compare(p, ONE) > 0))
    throw new RangeError('a probability is in [0, 1]');
  if (bet.potentialReturnMinor <= 0n) return null;
  const factor = mul(openLegProbabilities.reduce(mul, ONE), sub(ONE, margin));
  const offer = floorMinor(bet.potentialReturnMinor, factor);
  if (offer <= 0n) return null;
  return offer < bet.maxPayoutMinor ? offer : bet.maxPayoutMinor;
}

export interface SystemFairCashOut {
  /** The stake on each line. */
  readonly unitStakeMinor: bigint;
  /** Every leg of the bet: open legs at their ticket odds, settled legs with their settlement. */
  readonly legs: readonly Leg[];
  readonly system: SystemBet;
  /** Each leg's current fair win probability, by the leg's index; null (unused) for a settled leg. */
  readonly chances: readonly (Rational | null)[];
  /** The cash-out margin, in [0, 1). */
  readonly margin: Rational;
  /** The bet's maximum payout; an offer is never above it. */
  readonly maxPayoutMinor: bigint;
}

/**
 * A system bet's offer: Σ over its lines of each line's fair value, less the margin, capped at the maximum
 * payout. A line's fair value is what it still returns (floor(unit · Π m), as settlement rounds each line,
 * settled legs at their m so a void leg counts 1) times the fair probability of its open legs; a lost line is
 * worth nothing. Each line is one accumulator, so a system of a single line offers what fairCashOutMinor
 * offers for that accumulator. Rounded down once, on the sum. No offer (null) when no line has an open leg
 * left to ride on (the bet is settled, not cashed out) or the offer is under a minor unit.
 */
export function systemFairCashOutMinor(bet: SystemFairCashOut): bigint | null {
  const { legs, chances, margin } = bet;
  if (chances.length !== legs.length) throw new RangeError('one chance per leg');
  if (margin.num < 0n || compare(margin, ONE) >= 0)
    throw new RangeError('margin must be in [0, 1)');
  if (bet.unitStakeMinor < 0n) throw new RangeError('stake must be non-negative');
  const chanceOf = (i: number): Rational => {
    const p = chances[i];
    if (!p) throw new RangeError(`open leg ${i} has a probability`);
    if (p.num < 0n || compare(p, ONE) > 0) throw new RangeError('a probability is in [0, 1]');
    return p;
  };
  let value = ZERO;
  let isRiding = false;
  for (const line of systemLines(legs.length, bet.system)) {
    const lineLegs = line.map((i) => legs[i] as Leg);
    const returnMinor = lineReturnMinor(bet.unitStakeMinor, lineLegs);
    // A lost line returns nothing whatever its open legs do.
    if (returnMinor === 0n) continue;
    const open = line.filter((i) => (legs[i] as Leg).settlement === null);
    if (open.length > 0) isRiding = true;
    value = add(value, mul(rational(returnMinor), open.map(chanceOf).reduce(mul, ONE)));
  }
  if (!isRiding) return null;
  const offer = floorMinor(1n, mul(value, sub(ONE, margin)));
  if (offer <= 0n) return null;
  return offer < bet.maxPayoutMinor ? offer : bet.maxPayoutMinor;
}

/**
 * The unit stake still riding after cashing out `share` of a system bet: every line keeps riding on a
 * smaller unit, unit · (1 − share) rounded up (the unit cashed out, unit · share, rounded down), as
 * remainingStakeMinor does for a single's stake.
 */
export function remainingUnitStakeMinor(unitStakeMinor: bigint, share: Rational): bigint {
  if (share.num <= 0n || compare(share, ONE) > 0) throw new RangeError('a share is in (0, 1]');
  return unitStakeMinor - floorMinor(unitStakeMinor, share);
}

/** A profit boost raises the winnings, not the stake: (odds − 1)(1 + boost) + 1; 3.175 boosted 20 % is 3.61. */
export function boostedOdds(odds: Rational, boost: Rational): Rational {
  if (boost.num < 0n) throw new RangeError('a boost is not negative');
  return add(mul(sub(odds, ONE), add(ONE, boost)), ONE);
}
