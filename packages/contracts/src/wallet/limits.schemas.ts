import { z } from 'zod';

/** Spec section 9: the smallest daily deposit limit, in the player's currency (major units). */
export const DEPOSIT_LIMIT_MIN = 20;
/** The largest limit a player may set, in EUR; converted with EUR_EQUIVALENT. */
export const DEPOSIT_LIMIT_MAX_EUR = 50_000;
/** An increase or removal waits this long; a decrease applies at once. */
export const LIMIT_INCREASE_DELAY_HOURS = 24;
export const SELF_EXCLUSION_FREEZE_HOURS = 24;
export const SELF_EXCLUSION_PERIODS = ['6_months', '1_year', '5_years', 'permanent'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];

export const DepositLimitSchema = z.object({
  current: z.string().nullable(),
  pending: z.string().nullable(),
  isPendingRemoval: z.boolean(),
  pendingFrom: z.string().nullable(),
  /** Deposits credited in the last 24 hours. */
  usedToday: z.string(),
  /** Checkouts opened in the last 24 hours and not yet paid, declined or expired: they count against the limit too. */
  awaitingPayment: z.string(),
  min: z.string(),
  max: z.string(),
  currency: z.string(),
});
export type DepositLimit = z.infer<typeof DepositLimitSchema>;

export const DepositLimitRequestSchema = z.object({
  /** A decimal amount, or null to remove the limit. */
  limit: z
    .string({ error: 'amount_invalid' })
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'amount_invalid' })
    .nullable(),
  password: z.string({ error: 'password_required' }).min(6, { error: 'password_too_short' }).max(1024),
});
export type DepositLimitRequest = z.infer<typeof DepositLimitRequestSchema>;

export const SelfExclusionRequestSchema = z.object({
  password: z.string({ error: 'password_required' }).min(6, { error: 'password_too_short' }).max(1024),
});

export const SelfExclusionConfirmSchema = z.object({
  token: z.string({ error: 'token_required' }).min(1, { error: 'token_required' }).max(200),
  period: z.enum(SELF_EXCLUSION_PERIODS, { error: 'invalid_value' }),
});
