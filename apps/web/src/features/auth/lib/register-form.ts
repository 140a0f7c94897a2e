import { COUNTRY_CODES, isRestrictedCountry, type RegisterRequestSchema } from '@orca/contracts';
import type { z } from 'zod';
import { countryName } from '../../../lib/format';

export type RegisterForm = z.input<typeof RegisterRequestSchema>;
/** The form's fields, in the order an API error naming several of them is shown. */
export const REGISTER_FIELDS = [
  'username',
  'email',
  'password',
  'password_confirmation',
  'currency',
  'birthdate',
  'country',
  'state',
  'privacy',
  'terms',
] as const;

/** The affiliate's marks the sign-up carries when the visitor arrived through a link (both kept), else none. */
export function affiliateFields(token: string | null, id: string | null) {
  return token && id
    ? { myafftk: token, myaffid: id, goft_token: token, a_aid: '', a_bid: '' }
    : {};
}

/** The country chosen at first: the one remembered for this browser when it may sign up, else none. */
export function defaultCountryOf(stored: string | null): string {
  const code = stored?.toUpperCase() ?? '';
  return COUNTRY_CODES.includes(code) && !isRestrictedCountry(code) ? code : '';
}

/** The countries that may sign up, by their name in `language`, in that language's order. */
export function signupCountries(language: string): { code: string; name: string }[] {
  return COUNTRY_CODES.filter((code) => !isRestrictedCountry(code))
    .map((code) => ({ code, name: countryName(code, language) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}
