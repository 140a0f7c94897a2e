import { floorMinor, mul, ONE, parseDecimal, type Rational } from '@orca/games/sports/rational';
import {
  isLineSettled,
  legMultiplier,
  lineReturnMinor,
  type Leg,
  type VoidFactor,
} from '@orca/games/sports/settlement';
import { compare, rational } from '@orca/games/sports/rational';
import { isSystemSettled, systemReturnMinor, type SystemBet } from '@orca/games/sports/system-bets';
import {
  boostPercentFor,
  EUR_EQUIVALENT,
  isCurrency,
  SPORTS_CP_MIN_ODDS,
  SPORTS_MAX_PAYOUT_EUR_MINOR,
  type AccaBoostRow,
} from '@orca/contracts';
import { boostedOdds } from '@orca/games/sports/cash-out';
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

/**
 * A bet's odds as shown: the legs' product, a bet builder's joint price, or a system bet's potential return over
 * what it cost.
 */
export function betOddsText(
  bet: Pick<SportBetRow, 'stakeMinor' | 'potentialReturnMinor' | 'systemSizes'> & BuilderBet,
  legs: readonly Pick<SportBetLegRow, 'odds'>[],
): string {
  if (bet.builderOdds) return decimalText(parseDecimal(bet.builderOdds));
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

type BuilderBet = Partial<Pick<SportBetRow, 'builderOdds'>>;

/**
 * A bet builder's return: its stake at the joint price once every leg has won, nothing once one has lost, the
 * stake back when one is void (a void selection voids the whole builder: its price assumed it). A void wins
 * over a loss, so the order the feed settles them in does not change the outcome.
 */
function builderStateOf(stakeMinor: bigint, builderOdds: string, legs: readonly Leg[]): BetState {
  const settled = legs.flatMap((leg) => (leg.settlement === null ? [] : [leg.settlement]));
  if (settled.some((settlement) => settlement.voidFactor === 1))
    return { isFinal: true, returnMinor: stakeMinor, status: 'void' };
  if (settled.some((settlement) => settlement.result === 0))
    return { isFinal: true, returnMinor: 0n, status: 'lost' };
  if (settled.length < legs.length) return { isFinal: false, returnMinor: 0n, status: 'open' };
  return {
    isFinal: true,
    returnMinor: floorMinor(stakeMinor, parseDecimal(builderOdds)),
    status: 'won',
  };
}

/** What a bet returns with its legs as they stand (open legs at their odds: the potential return). */
export function betReturnMinor(
  bet: Pick<SportBetRow, 'stakeMinor' | 'unitStakeMinor' | 'systemSizes' | 'systemBankers'> &
    BuilderBet,
  legs: readonly Leg[],
): bigint {
  if (bet.builderOdds) {
    const state = builderStateOf(bet.stakeMinor, bet.builderOdds, legs);
    return state.isFinal
      ? state.returnMinor
      : floorMinor(bet.stakeMinor, parseDecimal(bet.builderOdds));
  }
  const system = systemOf(bet);
  return system
    ? systemReturnMinor(bet.unitStakeMinor ?? 0n, legs, system)
    : lineReturnMinor(bet.stakeMinor, legs);
}

export function betStateOf(
  bet: Pick<SportBetRow, 'stakeMinor' | 'unitStakeMinor' | 'systemSizes' | 'systemBankers'> &
    BuilderBet,
  rows: SportBetLegRow[],
): BetState {
  const legs = rows.map(legOf);
  if (bet.builderOdds) return builderStateOf(bet.stakeMinor, bet.builderOdds, legs);
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
export function countsForPoints(rows: SportBetLegRow[], builderOdds?: string | null): boolean {
  // A bet builder is one price: it counts at that price unless it ended void.
  if (builderOdds)
    return (
      rows.every((row) => legStatusOf(row) !== 'void') &&
      compare(parseDecimal(builderOdds), CP_MIN_ODDS) >= 0
    );
  const counted = rows.filter((row) => legStatusOf(row) !== 'void');
  if (counted.length === 0) return false;
  if (counted.some((row) => compare(parseDecimal(row.odds), CP_MIN_ODDS) < 0)) return false;
  return compare(totalOddsOf(counted.map((row) => row.odds)), CP_MIN_ODDS) >= 0;
}

/** The largest return one bet may pay in `currency`. */
function maxPayoutMinorOf(currency: string): bigint {
  return (
    SPORTS_MAX_PAYOUT_EUR_MINOR * (isCurrency(currency) ? BigInt(EUR_EQUIVALENT[currency]) : 1n)
  );
}

/** A bet's free bet or boost as its row holds it (issue 24). */
type PromoBet = Pick<
  SportBetRow,
  'stakeMinor' | 'systemSizes' | 'isFreeBet' | 'boostPercent' | 'boostAcca' | 'currency'
>;

/**
 * The profit boost in percent a bet gets with these legs: its token's flat boost or its accumulator row for
 * the legs that are not void (a void leg lowers an acca boost as it lowers the odds); 0 without a boost.
 */
export function boostPercentOf(
  bet: Pick<SportBetRow, 'boostPercent' | 'boostAcca'>,
  legs: readonly Leg[],
): number {
  if (bet.boostPercent === null && bet.boostAcca === null) return 0;
  const counted = legs.filter((leg) => {
    const m = legMultiplier(leg);
    return !(leg.settlement !== null && m.num === m.den);
  }).length;
  return boostPercentFor(
    { boostPercent: bet.boostPercent, accaBoosts: (bet.boostAcca ?? []) as AccaBoostRow[] },
    counted,
  );
}

/**
 * A single's or multiple's return at `odds` (Π m) boosted by `percent`: stake · ((o − 1)(1 + b) + 1), rounded
 * down once, at most the maximum payout (but never below the unboosted return). Odds of 1 or less have no
 * profit to boost. The golden value: 3.175 boosted by 20 % is 3.61.
 */
export function boostedReturnMinor(
  stakeMinor: bigint,
  odds: Rational,
  percent: number,
  maxPayoutMinor: bigint,
): bigint {
  const plain = floorMinor(stakeMinor, odds);
  if (percent <= 0 || compare(odds, ONE) <= 0) return plain;
  const boosted = floorMinor(stakeMinor, boostedOdds(odds, rational(BigInt(percent), 100n)));
  const cap = plain > maxPayoutMinor ? plain : maxPayoutMinor;
  return boosted < cap ? boosted : cap;
}

interface PromoState extends BetState {
  /** What the promotions account should have put into the sportsbook for this bet now. */
  promoFundedMinor: bigint;
  /** The odds after the boost, for the bet's view; null without one. */
  boostedOdds: Rational | null;
}

/**
 * A bet's state with its free bet or boost (issue 24). A free bet's stake is the promotions account's while the
 * bet stands: its return to the player is what it returns less the stake (never below nothing), and a bet that
 * ends void returns nothing to the player (the stake goes back to promotions, the token to the player). A boost
 * adds to a winning return what the promotions account pays. A bet with neither is betStateOf's.
 */
export function promoStateOf(
  bet: PromoBet & Parameters<typeof betStateOf>[0],
  rows: SportBetLegRow[],
): PromoState {
  const base = betStateOf(bet, rows);
  const freeStake = bet.isFreeBet ? bet.stakeMinor : 0n;
  const legs = rows.map(legOf);
  const percent = boostPercentOf(bet, legs);
  const odds = legs.map(legMultiplier).reduce(mul, ONE);
  const boosted = percent > 0 ? boostedOdds(odds, rational(BigInt(percent), 100n)) : null;
  // A system bet and a bet builder take no promotion: their return is betStateOf's.
  if (!base.isFinal || bet.systemSizes || bet.builderOdds)
    return {
      ...base,
      promoFundedMinor: base.isFinal && base.status === 'void' ? 0n : freeStake,
      boostedOdds: boosted,
    };
  const returnMinor = boostedReturnMinor(
    bet.stakeMinor,
    odds,
    percent,
    maxPayoutMinorOf(bet.currency),
  );
  const extra = returnMinor - base.returnMinor;
  if (!bet.isFreeBet)
    return { ...base, returnMinor, promoFundedMinor: extra, boostedOdds: boosted };
  if (base.status === 'void')
    return { ...base, returnMinor: 0n, promoFundedMinor: 0n, boostedOdds: boosted };
  return {
    ...base,
    returnMinor: returnMinor > bet.stakeMinor ? returnMinor - bet.stakeMinor : 0n,
    promoFundedMinor: freeStake + extra,
    boostedOdds: boosted,
  };
}

/**
 * A single's or multiple's potential return with its boost (open legs at their odds, the token's flat boost or
 * its row for all the legs), and the odds the house's exposure is counted at.
 */
export function boostedPotentialOf(
  bet: Pick<SportBetRow, 'stakeMinor' | 'boostPercent' | 'boostAcca' | 'currency'>,
  odds: readonly string[],
): { returnMinor: bigint; odds: Rational } {
  const legs = odds.map((text) => ({ odds: parseDecimal(text), settlement: null }));
  const total = totalOddsOf(odds);
  const percent = boostPercentOf(bet, legs);
  const returnMinor = boostedReturnMinor(
    bet.stakeMinor,
    total,
    percent,
    maxPayoutMinorOf(bet.currency),
  );
  return {
    returnMinor,
    odds: percent > 0 ? boostedOdds(total, rational(BigInt(percent), 100n)) : total,
  };
}
