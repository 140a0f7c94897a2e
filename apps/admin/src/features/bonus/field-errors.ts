import { ApiError, fieldErrorOf } from '../../lib/api-client';

/**
 * The field each of the campaign service's own refusals concerns. Those refusals carry a result
 * code and a message naming the profile's cap ("15× is over 10×…"), not a validation error's
 * `fields` list, so the form maps the code to the field to show the message under it.
 */
const FIELD_OF_RESULT: Readonly<Record<string, string>> = {
  campaign_wagering_over_cap: 'wageringMultiplier',
  campaign_wagering_under_minimum: 'wageringMultiplier',
  free_spin_bet_outside_game_limits: 'freeSpins.betEur',
  campaign_over_cap: 'budgetEur',
  campaign_spend_days_over_cap: 'spendDays',
  campaign_mixed_products: 'includesSports',
  campaign_dates_invalid: 'endsAt',
  campaign_game_invalid: 'freeSpins.gameId',
  campaign_url_exists: 'url',
  promo_code_exists: 'promoCode',
};

/** What a failed save says about one field: a validation error's entry for it, or a refusal that concerns it. */
export function campaignFieldError(error: unknown, field: string): string | null {
  const named = fieldErrorOf(error, field);
  if (named) return named;
  return error instanceof ApiError && FIELD_OF_RESULT[error.resultCode] === field
    ? error.message
    : null;
}
