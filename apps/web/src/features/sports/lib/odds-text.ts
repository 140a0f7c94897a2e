import { formatOdds, type OddsFormat } from '@orca/games/sports/odds-format';
import { parseDecimal } from '@orca/games/sports/rational';

export const ODDS_FORMATS: readonly OddsFormat[] = ['decimal', 'fractional', 'american'];

export const isOddsFormat = (value: string | null): value is OddsFormat =>
  (ODDS_FORMATS as readonly string[]).includes(value ?? '');

/** A decimal price from the API in the player's format; a price of 1 or less (never offered) shows as it came. */
export function oddsText(odds: string, format: OddsFormat): string {
  const value = parseDecimal(odds);
  if (value.num <= value.den) return odds;
  return formatOdds(value, format);
}
