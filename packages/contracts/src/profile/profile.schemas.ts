import { z } from 'zod';
import { CountrySchema } from '../auth/auth.schemas.ts';
import { COUNTRY_STATES } from '../common/countries.ts';
import { EmailSchema, PASSWORD_MAX } from '../common/fields.ts';

/** Loose international phone shape: optional +, digits with spaces, dots, dashes or brackets. */
export const MOBILE_PATTERN = /^\+?[0-9][0-9 ().-]{5,23}[0-9]$/;

export function isValidMobile(value: string | null | undefined): boolean {
  if (!value) return false;
  const digits = value.replace(/\D/g, '');
  return MOBILE_PATTERN.test(value.trim()) && digits.length >= 7 && digits.length <= 15;
}

export function isValidTimezone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const name = (key: string) =>
  z.string({ error: key }).trim().min(3, { error: key }).max(25, { error: key });

export const MobileSchema = z
  .string({ error: 'mobile_required' })
  .trim()
  .min(1, { error: 'mobile_required' })
  .max(25, { error: 'mobile_too_long' })
  .refine(isValidMobile, { error: 'mobile_invalid' });

export const PersonalDetailsSchema = z.object({
  first_name: name('first_name_length'),
  last_name: name('last_name_length'),
  nickname: z
    .string()
    .trim()
    .max(20, { error: 'nickname_length' })
    .refine((v) => v === '' || v.length >= 5, { error: 'nickname_length' })
    .optional(),
  timezone: z
    .string()
    .trim()
    .max(64, { error: 'timezone_invalid' })
    .refine((v) => v === '' || isValidTimezone(v), { error: 'timezone_invalid' })
    .optional(),
});

/**
 * The contact form. The current password is needed only when the email changes (the API knows the
 * address on file): with the email, whoever holds a session could take the account over through a
 * reset link sent to an address of their choosing.
 */
export const ContactDetailsSchema = z.object({
  email: EmailSchema,
  mobile: MobileSchema,
  password: z
    .string({ error: 'password_required' })
    .max(PASSWORD_MAX, { error: 'password_too_long' })
    .optional(),
});
export type ContactDetails = z.infer<typeof ContactDetailsSchema>;

export const AddressDetailsSchema = z
  .object({
    address: z.string().trim().max(50, { error: 'address_too_long' }),
    city: z.string().trim().max(50, { error: 'city_too_long' }),
    zip_code: z.string().trim().max(16, { error: 'zip_too_long' }),
    country: CountrySchema,
    state: z.string().trim().max(10).optional(),
  })
  .superRefine((data, ctx) => {
    const states = COUNTRY_STATES[data.country] ?? [];
    const state = data.state ?? '';
    if (states.length === 0 ? state !== '' : !states.includes(state)) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'state_invalid' });
    }
  });

export const SecurityDetailsSchema = z.object({
  security_question: z.string().trim().max(100, { error: 'security_question_too_long' }),
  security_answer: z.string().trim().max(50, { error: 'security_answer_too_long' }),
});

export const PROFILE_FORM_SCHEMAS = {
  personal: PersonalDetailsSchema,
  contact: ContactDetailsSchema,
  address: AddressDetailsSchema,
  security: SecurityDetailsSchema,
} as const;
export type ProfileFormType = keyof typeof PROFILE_FORM_SCHEMAS;
export const PROFILE_FORM_TYPES = Object.keys(PROFILE_FORM_SCHEMAS) as ProfileFormType[];

export const ProfileTypeParamsSchema = z.object({
  type: z.enum(PROFILE_FORM_TYPES as [ProfileFormType, ...ProfileFormType[]], {
    error: 'invalid_value',
  }),
});

export const KYC_STATUSES = ['verified', 'not_verified'] as const;

export const ProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  nickname: z.string(),
  address: z.string(),
  city: z.string(),
  zip_code: z.string(),
  country: z.string(),
  countrycode: z.string(),
  state: z.string(),
  mobile: z.string(),
  timezone: z.string(),
  security_question: z.string(),
  has_security_answer: z.boolean(),
  currency: z.string(),
  birthdate: z.string(),
  language: z.string(),
  kyc_status: z.enum(KYC_STATUSES),
  missing_information: z.array(z.string()),
  created_at: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const LastLoginSchema = z.object({
  previous_login_at: z.string().nullable(),
  previous_login_ip: z.string().nullable(),
  previous_login_country: z.string().nullable(),
});
export type LastLogin = z.infer<typeof LastLoginSchema>;

/** Spec section 5: names equal to 'unknown', empty address, city or zip, or a bad mobile. */
export const MISSING_ITEMS = [
  'first_name',
  'last_name',
  'address',
  'city',
  'zip_code',
  'mobile',
] as const;
export type MissingItem = (typeof MISSING_ITEMS)[number];

export function missingInformation(p: {
  first_name: string;
  last_name: string;
  address: string;
  city: string;
  zip_code: string;
  mobile: string;
}): MissingItem[] {
  const missing: MissingItem[] = [];
  const blankName = (v: string) => v.trim() === '' || v.trim().toLowerCase() === 'unknown';
  if (blankName(p.first_name)) missing.push('first_name');
  if (blankName(p.last_name)) missing.push('last_name');
  if (p.address.trim() === '') missing.push('address');
  if (p.city.trim() === '') missing.push('city');
  if (p.zip_code.trim() === '') missing.push('zip_code');
  if (!isValidMobile(p.mobile)) missing.push('mobile');
  return missing;
}
