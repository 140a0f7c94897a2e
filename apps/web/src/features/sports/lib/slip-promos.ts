import { boostPercentFor, type SportsPromo } from '@orca/contracts';
import {
  add,
  compare,
  floorMinor,
  mul,
  ONE,
  parseDecimal,
  rational,
  sub,
  type Rational,
} from '@orca/games/sports/rational';
import { minorToAmount, parseStakeMinor } from './bet-slip';

/*
 * A free bet or boost on the slip (issue 24), computed as the API settles it: a free bet's stake is its amount
 * and its return keeps the stake back; a boost raises the odds o to (o − 1)(1 + b) + 1, by its flat boost or its
 * accumulator row for the number of legs. Used on a single (one selection) or a multiple, never a system bet.
 */

/** Why a promo cannot go on this bet now, or null when it can. */
export type PromoBlocker = 'system' | 'singles' | 'min_odds' | 'no_boost';

export function promoBlocker(
  promo: SportsPromo,
  bet: { tab: 'single' | 'multiple' | 'system'; legs: number; odds: Rational },
): PromoBlocker | null {
  if (bet.tab === 'system') return 'system';
  if (bet.tab === 'single' && bet.legs !== 1) return 'singles';
  if (promo.minOdds !== null && compare(bet.odds, parseDecimal(promo.minOdds)) < 0)
    return 'min_odds';
  if (promo.kind === 'boost' && boostPercentFor(promo, bet.legs) === 0) return 'no_boost';
  return null;
}

/** The odds after the promo's boost for a bet of `legs` legs at `odds` (a free bet's are unchanged). */
export function promoOdds(promo: SportsPromo, legs: number, odds: Rational): Rational {
  const percent = promo.kind === 'boost' ? boostPercentFor(promo, legs) : 0;
  if (percent === 0 || compare(odds, ONE) <= 0) return odds;
  return add(mul(sub(odds, ONE), rational(BigInt(100 + percent), 100n)), ONE);
}

/**
 * What the bet would pay the player with the promo: a boosted return, or a free bet's return less its stake.
 * Null without a stake.
 */
export function promoReturn(
  promo: SportsPromo,
  stake: string,
  legs: number,
  odds: Rational,
): string | null {
  const stakeMinor = parseStakeMinor(stake);
  if (stakeMinor === null || stakeMinor === 0n) return null;
  const gross = floorMinor(stakeMinor, promoOdds(promo, legs, odds));
  if (promo.kind === 'boost') return minorToAmount(gross);
  return minorToAmount(gross > stakeMinor ? gross - stakeMinor : 0n);
}
