import { z } from 'zod';
// The limits live apart from the schemas, so a page that needs only a number does not load zod.
import {
  PASSWORD_MIN_STRONG,
  PASSWORD_MAX,
  CAPTCHA_LENGTH,
  EMAIL_MAX,
  MINIMUM_AGE_YEARS,
} from './field.constants.ts';

export * from './field.constants.ts';

/**
 * Messages in these schemas are i18n keys under `validation.`; the API translates them into
 * the request's language and the web app through react-i18next, so both speak the same words.
 */
export function requiredString(key: string, max = 255) {
  return z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: 'too_long' });
}

export const EmailSchema = z
  .string({ error: 'email_required' })
  .trim()
  .min(1, { error: 'email_required' })
  .max(EMAIL_MAX, { error: 'too_long' })
  .pipe(z.email({ error: 'email_invalid' }));

/** At least 8 characters with a lowercase letter, an uppercase letter and a digit or special character. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_STRONG &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /[^A-Za-z]/.test(value)
  );
}

export const NewPasswordSchema = z
  .string({ error: 'password_required' })
  .min(1, { error: 'password_required' })
  .max(PASSWORD_MAX, { error: 'password_too_long' })
  .refine(isStrongPassword, { error: 'password_strength' });

export const CaptchaSchema = z
  .string({ error: 'captcha_length' })
  .trim()
  .length(CAPTCHA_LENGTH, { error: 'captcha_length' });

/** Parses DD-MM-YYYY into a UTC date, or null when it is not a real calendar date. */
export function parseBirthdate(value: string): Date | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (day < 1 || day > 31 || month < 1 || month > 12 || year < 1900) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return null;
  return date;
}

export function ageInYears(birth: Date, now: Date): number {
  let age = now.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < birth.getUTCMonth() ||
    (now.getUTCMonth() === birth.getUTCMonth() && now.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

export const BirthdateSchema = z
  .string({ error: 'birthdate_invalid' })
  .trim()
  .refine((value) => parseBirthdate(value) !== null, { error: 'birthdate_invalid', abort: true })
  .refine(
    (value) => {
      const birth = parseBirthdate(value);
      return birth !== null && birth.getTime() <= Date.now();
    },
    { error: 'birthdate_invalid', abort: true },
  )
  .refine(
    (value) => {
      const birth = parseBirthdate(value);
      return birth !== null && ageInYears(birth, new Date()) >= MINIMUM_AGE_YEARS;
    },
    { error: 'underage' },
  );

/** Formats a date as the spec's DD-MM-YYYY. */
export function formatBirthdate(date: Date): string {
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}-${mm}-${date.getUTCFullYear()}`;
}

/** "harbourlights" → "har***ts": public lists (winners, challenges) show players without giving them away. */
export function maskUsername(username: string): string {
  if (username.length <= 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 3)}***${username.slice(-2)}`;
}
