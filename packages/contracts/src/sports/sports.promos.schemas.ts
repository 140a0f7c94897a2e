import { z } from 'zod';

/*
 * Sports promotions (issue 24): free bets and odds boosts, granted by bonus campaigns of the kinds
 * `sports_free_bet` and `sports_boost` as tokens a player applies to one bet from the slip.
 *
 * - A free bet's stake is paid by the house's promotions account (`house_bonus_cost`), never the player's
 *   cash; the bet must stake exactly the token's amount; a win pays the return less the stake (the stake is
 *   not returned), a loss nothing; a bet that ends void gives the token back.
 * - A boost raises the bet's odds o to (o − 1)(1 + b) + 1, by a flat profit boost b or, for an
 *   accumulator, by the table's row for the number of its legs that are not void; the return stays within
 *   the maximum payout, and what the boost adds is paid by the promotions account.
 * - Either applies to a single or a multiple, one token per bet; a bet with one cannot be cashed out.
 */

export const SPORTS_PROMO_KINDS = ['free_bet', 'boost'] as const;

/** The most a boost may add to the profit, in percent (a 100 % boost doubles the winnings). */
export const SPORTS_BOOST_PERCENT_MAX = 100;
/** An accumulator boost table has at most this many rows. */
export const SPORTS_ACCA_BOOST_ROWS_MAX = 10;
/** How long a granted token may wait to be used, at most, in days. */
export const SPORTS_PROMO_VALID_DAYS_MAX = 90;

const decimalOdds = z.string().regex(/^\d{1,4}(\.\d{1,2})?$/, { error: 'invalid_value' });

/** One row of an accumulator boost: from `legs` legs (not void) on, the profit is boosted by `percent`. */
export const AccaBoostRowSchema = z.object({
  legs: z.number({ error: 'invalid_value' }).int().min(2).max(20),
  percent: z.number({ error: 'invalid_value' }).int().min(1).max(SPORTS_BOOST_PERCENT_MAX),
});
export type AccaBoostRow = z.infer<typeof AccaBoostRowSchema>;

/** A sports campaign's terms (the back office's form; EUR amounts). */
export const SportsPromoTermsSchema = z.object({
  /** A free bet's stake in EUR (sports_free_bet). */
  freeBetEur: z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'amount_invalid' })
    .nullable(),
  /** A flat profit boost in percent (sports_boost), applied to any bet it fits. */
  boostPercent: z.number().int().min(1).max(SPORTS_BOOST_PERCENT_MAX).nullable(),
  /** An accumulator boost by legs (sports_boost): the row with the most legs the bet reaches applies. */
  accaBoosts: z.array(AccaBoostRowSchema).max(SPORTS_ACCA_BOOST_ROWS_MAX),
  /** The least total odds the bet must have to use the token ("1.50"), or none. */
  minOdds: decimalOdds.nullable(),
  /** How many days a granted token stays usable. */
  validDays: z.number().int().min(1).max(SPORTS_PROMO_VALID_DAYS_MAX),
});
export type SportsPromoTerms = z.infer<typeof SportsPromoTermsSchema>;

/** A player's unused free bet or boost, as the slip lists it. */
export const SportsPromoSchema = z.object({
  id: z.string(),
  kind: z.enum(SPORTS_PROMO_KINDS),
  title: z.string(),
  currency: z.string(),
  /** A free bet's stake; null for a boost. */
  amount: z.string().nullable(),
  boostPercent: z.number().nullable(),
  accaBoosts: z.array(AccaBoostRowSchema),
  minOdds: z.string().nullable(),
  expiresAt: z.string(),
});
export type SportsPromo = z.infer<typeof SportsPromoSchema>;
export const SportsPromosSchema = z.object({ promos: z.array(SportsPromoSchema) });

/**
 * The profit boost in percent a token gives a bet of `legs` legs (not void): the larger of its flat boost and
 * its accumulator table's row with the most legs the bet reaches; 0 when none fits.
 */
export function boostPercentFor(
  terms: { boostPercent: number | null; accaBoosts: readonly AccaBoostRow[] },
  legs: number,
): number {
  let acca = 0;
  let bestLegs = 0;
  for (const row of terms.accaBoosts)
    if (row.legs <= legs && row.legs > bestLegs) {
      bestLegs = row.legs;
      acca = row.percent;
    }
  return Math.max(terms.boostPercent ?? 0, acca);
}
