import { z } from 'zod';
import { CURRENCIES } from '../common/currencies.ts';
import { isCountryCode, isRestrictedCountry, statesOf } from '../common/countries.ts';
import {
  BirthdateSchema,
  CaptchaSchema,
  EmailSchema,
  LOGIN_USERNAME_MIN,
  NewPasswordSchema,
  SIGNUP_USERNAME_MIN,
  USERNAME_MAX,
  USERNAME_PATTERN,
} from '../common/fields.ts';

/** A device token is 43 base64url characters; the cap leaves room and bounds what the server hashes. */
export const DEVICE_TOKEN_LENGTH_MAX = 100;

export const LoginUsernameSchema = z
  .string({ error: 'username_required' })
  .trim()
  .min(1, { error: 'username_required' })
  .min(LOGIN_USERNAME_MIN, { error: 'username_length' })
  .max(USERNAME_MAX, { error: 'username_length' })
  .regex(USERNAME_PATTERN, { error: 'username_characters' });

export const SignupUsernameSchema = z
  .string({ error: 'username_required' })
  .trim()
  .min(1, { error: 'username_required' })
  .min(SIGNUP_USERNAME_MIN, { error: 'username_length_signup' })
  .max(USERNAME_MAX, { error: 'username_length_signup' })
  .regex(USERNAME_PATTERN, { error: 'username_characters' });

export const LoginRequestSchema = z.object({
  username: LoginUsernameSchema,
  password: z
    .string({ error: 'password_required' })
    .min(1, { error: 'password_required' })
    .max(1024, { error: 'password_too_long' }),
  captcha: CaptchaSchema.optional(),
  turnstileToken: z.string().max(4096).optional(),
  terms: z.literal(true, { error: 'terms_required' }).optional(),
  /** The token an earlier log-in on this browser gave for this username; with it the username's throttle does not apply. */
  deviceToken: z.string().max(DEVICE_TOKEN_LENGTH_MAX).optional(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const LoginResponseSchema = z.object({
  sessionid: z.string().nullable(),
  showCaptcha: z.boolean(),
  /** On success: the token this browser keeps for this username and sends with its next log-ins. */
  deviceToken: z.string().optional(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const CurrencySchema = z.enum(CURRENCIES, { error: 'currency_invalid' });

export const CountrySchema = z
  .string({ error: 'country_invalid' })
  .trim()
  .toUpperCase()
  .refine(isCountryCode, { error: 'country_invalid', abort: true })
  .refine((code) => !isRestrictedCountry(code), { error: 'country_restricted' });

const AffiliateFields = {
  myafftk: z.string().max(100).optional(),
  myaffid: z.string().max(100).optional(),
  goft_token: z.string().max(100).optional(),
  a_aid: z.string().max(100).optional(),
  a_bid: z.string().max(100).optional(),
};

/** States are required exactly where the country has them; the refinement lives here once. */
function checkState(data: { country: string; state?: string | undefined }, ctx: z.RefinementCtx) {
  const states = statesOf(data.country);
  const state = data.state?.trim() ?? '';
  if (states.length === 0 ? state !== '' : !states.includes(state)) {
    ctx.addIssue({ code: 'custom', path: ['state'], message: 'state_invalid' });
  }
}

export const RegisterRequestSchema = z
  .object({
    username: SignupUsernameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    password_confirmation: z
      .string({ error: 'passwords_must_match' })
      .max(128, { error: 'password_too_long' }),
    currency: CurrencySchema,
    birthdate: BirthdateSchema,
    country: CountrySchema,
    state: z.string().trim().max(10).optional(),
    privacy: z.literal(true, { error: 'privacy_required' }),
    /** The terms and conditions accepted (issue 28): the account records when, and which version (TERMS_VERSION). */
    terms: z.literal(true, { error: 'terms_required' }),
    ...AffiliateFields,
  })
  .superRefine((data, ctx) => {
    if (data.password !== data.password_confirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: 'passwords_must_match',
      });
    }
    checkState(data, ctx);
  });
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/**
 * The version of the terms and conditions a new account accepts, stored with the acceptance time.
 * Change it when the terms change in substance, so each account shows which text it agreed to.
 */
export const TERMS_VERSION = '2026-11-27';

export const REGISTER_TYPES = ['long'] as const;
export const RegisterTypeParamsSchema = z.object({
  type: z.enum(REGISTER_TYPES, { error: 'invalid_value' }),
});

export const VALIDATE_FIELDS = [
  'username',
  'email',
  'password',
  'birthdate',
  'country',
  'currency',
] as const;
export const ValidateFieldRequestSchema = z.object({
  field: z.enum(VALIDATE_FIELDS, { error: 'invalid_value' }),
  value: z.string({ error: 'required' }).max(256, { error: 'too_long' }),
});
export type ValidateFieldRequest = z.infer<typeof ValidateFieldRequestSchema>;

/** The single-field schema each live sign-up check uses, so the form and the API agree. */
export const SIGNUP_FIELD_SCHEMAS = {
  username: SignupUsernameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
  birthdate: BirthdateSchema,
  country: CountrySchema,
  currency: CurrencySchema,
} as const satisfies Record<(typeof VALIDATE_FIELDS)[number], z.ZodType>;

export const TokenRequestSchema = z.object({
  token: z.string({ error: 'token_required' }).trim().min(1, { error: 'token_required' }).max(200),
});

export const ForgottenPasswordRequestSchema = z.object({
  email: EmailSchema,
  captcha: CaptchaSchema.optional(),
  turnstileToken: z.string().max(4096).optional(),
});
export type ForgottenPasswordRequest = z.infer<typeof ForgottenPasswordRequestSchema>;

export const ResetPasswordRequestSchema = z
  .object({
    token: z
      .string({ error: 'token_required' })
      .trim()
      .min(1, { error: 'token_required' })
      .max(200),
    password: NewPasswordSchema,
    password_confirmation: z.string({ error: 'passwords_must_match' }).max(128),
  })
  .refine((d) => d.password === d.password_confirmation, {
    path: ['password_confirmation'],
    error: 'passwords_must_match',
  });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const ChangePasswordRequestSchema = z
  .object({
    // Spec section 5: the old password is longer than 5, as every password Orca ever accepted is.
    old_password: z
      .string({ error: 'password_required' })
      .min(1, { error: 'password_required' })
      .min(6, { error: 'password_too_short' })
      .max(1024, { error: 'password_too_long' }),
    password: NewPasswordSchema,
    password_confirmation: z.string({ error: 'passwords_must_match' }).max(128),
  })
  .refine((d) => d.password === d.password_confirmation, {
    path: ['password_confirmation'],
    error: 'passwords_must_match',
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** Spec section 3's Google register payload; the ID token (`token_id`) is the only trusted part. */
export const GoogleRegisterRequestSchema = z.object({
  token_id: z.string({ error: 'required' }).min(1, { error: 'required' }).max(8192),
  sub: z.string().max(255).optional(),
  email: z.string().max(254).optional(),
  email_verified: z.union([z.boolean(), z.string().max(10)]).optional(),
  given_name: z.string().max(255).optional(),
  family_name: z.string().max(255).optional(),
  iss: z.string().max(255).optional(),
  hd: z.string().max(255).optional(),
  terms: z.literal(true, { error: 'terms_required' }).optional(),
  ...AffiliateFields,
  currencycode: z.union([CurrencySchema, z.literal('')]).optional(),
  birthdate: z.union([BirthdateSchema, z.literal('')]).optional(),
  username: z.union([SignupUsernameSchema, z.literal('')]).optional(),
});
export type GoogleRegisterRequest = z.infer<typeof GoogleRegisterRequestSchema>;

export const CaptchaResponseSchema = z.object({ image: z.string(), expiresAt: z.string() });
