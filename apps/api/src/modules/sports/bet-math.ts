import { mul, ONE, parseDecimal, type Rational } from '@orca/games/sports/rational';
import {
  isLineSettled,
  legMultiplier,
  lineReturnMinor,
  type Leg,
  type VoidFactor,
} from '@orca/games/sports/settlement';
import { compare, rational } from '@orca/games/sports/rational';
import { isSystemSettled, systemReturnMinor, type SystemBet } from '@orca/games/sports/system-bets';
import { SPORTS_CP_MIN_ODDS } from '@orca/contracts';
import type { SportBetLegRow, SportBetRow } from './sports.repository.ts';

/*
 * A bet's state from its legs, by settlement.ts's one formula (m = winFactor·odds + voidFactor per leg): what
 * it returns and whether that is final. A cancelled leg (bet_cancel) counts as void, factor 1.
 */

export type LegStatus = 'open' | 'won' | 'lost' | 'void' | 'half_won' | 'half_lost';

function settlementOf(row: SportBetLegRow): Leg['settlement'] {
  if (row.cancelled) return { result: 0, voidFactor: 1 };
  if (row.result === null) return null;
  return {
    result: row.result === 1 ? 1 : 0,
    voidFactor: Number(row.voidFactor ?? '0') as VoidFactor,
    ...(row.deadHeatFactor ? { deadHeatFactor: parseDecimal(row.deadHeatFactor) } : {}),
  };
}

export function legOf(row: SportBetLegRow): Leg {
  return { odds: parseDecimal(row.odds), settlement: settlementOf(row) };
}

/** A leg as a player reads it: the UOF fields named (a dead heat that pays shows as won). */
export function legStatusOf(row: SportBetLegRow): LegStatus {
  const settlement = settlementOf(row);
  if (settlement === null) return 'open';
  const voidFactor = settlement.voidFactor ?? 0;
  if (voidFactor === 1) return 'void';
  if (voidFactor === 0.5) return settlement.result === 1 ? 'half_won' : 'half_lost';
  return settlement.result === 1 ? 'won' : 'lost';
}

/** The product of the legs' odds. */
export function totalOddsOf(odds: readonly string[]): Rational {
  return odds.map(parseDecimal).reduce(mul, ONE);
}

/** Decimal odds as text, rounded down to `places` (a shown price is never better than the one settled). */
export function decimalText(value: Rational, places = 2): string {
  const unit = 10n ** BigInt(places);
  const scaled = (value.num * unit) / value.den;
  return `${scaled / unit}.${(scaled % unit).toString().padStart(places, '0')}`;
}

export interface BetState {
  /** Every leg decided, or one already returns nothing. */
  isFinal: boolean;
  /** What the bet pays now: its return once final, 0 while open. */
  returnMinor: bigint;
  status: Extract<SportBetRow['status'], 'open' | 'won' | 'lost' | 'void'>;
}

/** The potential return of a bet whose legs are all open at these odds, and its odds as return over stake. */
export function potentialOf(
  bet: Pick<SportBetRow, 'stakeMinor' | 'unitStakeMinor' | 'systemSizes' | 'systemBankers'>,
  odds: readonly string[],
): { returnMinor: bigint; odds: Rational } {
  const legs = odds.map((text) => ({ odds: parseDecimal(text), settlement: null }));
  const system = systemOf(bet);
  if (!system) {
    const total = totalOddsOf(odds);
    return { returnMinor: lineReturnMinor(bet.stakeMinor, legs), odds: total };
  }
  const returnMinor = systemReturnMinor(bet.unitStakeMinor ?? 0n, legs, system);
  return { returnMinor, odds: rational(returnMinor, bet.stakeMinor) };
}

/** A bet's odds as shown: the legs' product, or a system bet's potential return over what it cost. */
export function betOddsText(
  bet: Pick<SportBetRow, 'stakeMinor' | 'potentialReturnMinor' | 'systemSizes'>,
  legs: readonly Pick<SportBetLegRow, 'odds'>[],
): string {
  return decimalText(
    bet.systemSizes
      ? rational(bet.potentialReturnMinor, bet.stakeMinor)
      : totalOddsOf(legs.map((leg) => leg.odds)),
  );
}

/** A system bet's shape from its row; null for a single or a multiple. */
export function systemOf(
  bet: Pick<SportBetRow, 'systemSizes' | 'systemBankers'>,
): SystemBet | null {
  if (!bet.systemSizes) return null;
  return { sizes: bet.systemSizes, bankers: bet.systemBankers ?? [] };
}

/** What a bet returns with its legs as they stand (open legs at their odds: the potential return). */
export function betReturnMinor(
  bet: Pick<SportBetRow, 'stakeMinor' | 'unitStakeMinor' | 'systemSizes' | 'systemBankers'>,
  legs: readonly Leg[],
): bigint {
  const system = systemOf(bet);
  return system
    ? systemReturnMinor(bet.unitStakeMinor ?? 0n, legs, system)
    : lineReturnMinor(bet.stakeMinor, legs);
}

export function betStateOf(
  bet: Pick<SportBetRow, 'stakeMinor' | 'unitStakeMinor' | 'systemSizes' | 'systemBankers'>,
  rows: SportBetLegRow[],
): BetState {
  const legs = rows.map(legOf);
  const system = systemOf(bet);
  const isSettled = system ? isSystemSettled(legs, system) : isLineSettled(legs);
  if (!isSettled) return { isFinal: false, returnMinor: 0n, status: 'open' };
  const returnMinor = betReturnMinor(bet, legs);
  const allVoid = legs.every((leg) => {
    const m = legMultiplier(leg);
    return m.num === m.den;
  });
  return {
    isFinal: true,
    returnMinor,
    status: allVoid ? 'void' : returnMinor > 0n ? 'won' : 'lost',
  };
}

const CP_MIN_ODDS = rational(BigInt(Math.round(SPORTS_CP_MIN_ODDS * 100)), 100n);

/**
 * Whether a settled bet's stake counts toward CP (spec section 9, decision 023): every leg that is not void at
 * odds of at least 1.2 and their product too; a bet of void legs only counts nothing.
 */
export function countsForPoints(rows: SportBetLegRow[]): boolean {
  const counted = rows.filter((row) => legStatusOf(row) !== 'void');
  if (counted.length === 0) return false;
  if (counted.some((row) => compare(parseDecimal(row.odds), CP_MIN_ODDS) < 0)) return false;
  return compare(totalOddsOf(counted.map((row) => row.odds)), CP_MIN_ODDS) >= 0;
}
