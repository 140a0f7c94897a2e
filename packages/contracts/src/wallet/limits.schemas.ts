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
  password: z
    .string({ error: 'password_required' })
    .min(6, { error: 'password_too_short' })
    .max(1024),
});
export type DepositLimitRequest = z.infer<typeof DepositLimitRequestSchema>;

export const SelfExclusionRequestSchema = z.object({
  password: z
    .string({ error: 'password_required' })
    .min(6, { error: 'password_too_short' })
    .max(1024),
});

export const SelfExclusionConfirmSchema = z.object({
  token: z.string({ error: 'token_required' }).min(1, { error: 'token_required' }).max(200),
  period: z.enum(SELF_EXCLUSION_PERIODS, { error: 'invalid_value' }),
});

/**
 * The limits a regulated casino offers beside the spec's daily deposit limit (issue 28): deposits
 * per week and month, net losses per day, week and month. Each is stricter at once and looser
 * after LIMIT_INCREASE_DELAY_HOURS, like the daily one.
 */
export const PLAYER_LIMIT_KINDS = [
  'deposit_week',
  'deposit_month',
  'loss_day',
  'loss_week',
  'loss_month',
] as const;
export type PlayerLimitKind = (typeof PLAYER_LIMIT_KINDS)[number];
/**
 * How far back each limit counts, in days: deposits over a rolling window like the daily limit;
 * losses over whole UTC days (today, the last 7, the last 30), as the daily play totals are kept.
 */
export const PLAYER_LIMIT_DAYS: Record<PlayerLimitKind, number> = {
  deposit_week: 7,
  deposit_month: 30,
  loss_day: 1,
  loss_week: 7,
  loss_month: 30,
};
/** The smallest loss limit, in the player's currency (major units); deposit limits keep DEPOSIT_LIMIT_MIN. */
export const LOSS_LIMIT_MIN = 10;

/** Time-outs: a short, fixed break from play and deposits that ends by itself and cannot be cut short. */
export const TIME_OUT_PERIODS = ['24_hours', '1_week', '1_month', '6_weeks'] as const;
export type TimeOutPeriod = (typeof TIME_OUT_PERIODS)[number];
export const TIME_OUT_HOURS: Record<TimeOutPeriod, number> = {
  '24_hours': 24,
  '1_week': 7 * 24,
  '1_month': 30 * 24,
  '6_weeks': 42 * 24,
};

/** Reality checks: the intervals a player may choose, in minutes. */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;

const LimitAmountSchema = z
  .string({ error: 'amount_invalid' })
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'amount_invalid' });

export const PlayerLimitStateSchema = z.object({
  kind: z.enum(PLAYER_LIMIT_KINDS),
  current: z.string().nullable(),
  pending: z.string().nullable(),
  isPendingRemoval: z.boolean(),
  pendingFrom: z.string().nullable(),
  /** Deposits (credited and awaiting payment) or net losses over the limit's window. */
  used: z.string(),
  min: z.string(),
});
export type PlayerLimitState = z.infer<typeof PlayerLimitStateSchema>;

export const TimeOutSchema = z.object({
  until: z.string().nullable(),
  period: z.enum(TIME_OUT_PERIODS).nullable(),
});
export type TimeOut = z.infer<typeof TimeOutSchema>;

export const PlayerLimitsSchema = z.object({
  currency: z.string(),
  max: z.string(),
  limits: z.array(PlayerLimitStateSchema).max(PLAYER_LIMIT_KINDS.length),
  realityCheckMinutes: z.number().int().nullable(),
  timeOut: TimeOutSchema,
});
export type PlayerLimits = z.infer<typeof PlayerLimitsSchema>;

export const PlayerLimitRequestSchema = z.object({
  kind: z.enum(PLAYER_LIMIT_KINDS, { error: 'invalid_value' }),
  /** A decimal amount, or null to remove the limit. */
  limit: LimitAmountSchema.nullable(),
  password: z
    .string({ error: 'password_required' })
    .min(6, { error: 'password_too_short' })
    .max(1024),
});
export type PlayerLimitRequest = z.infer<typeof PlayerLimitRequestSchema>;

export const TimeOutRequestSchema = z.object({
  period: z.enum(TIME_OUT_PERIODS, { error: 'invalid_value' }),
  password: z
    .string({ error: 'password_required' })
    .min(6, { error: 'password_too_short' })
    .max(1024),
});
export type TimeOutRequest = z.infer<typeof TimeOutRequestSchema>;

export const RealityCheckRequestSchema = z.object({
  /** One of REALITY_CHECK_MINUTES, or null to stop the reminders. */
  intervalMinutes: z
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .refine((m) => (REALITY_CHECK_MINUTES as readonly number[]).includes(m), {
      error: 'invalid_value',
    })
    .nullable(),
});
export type RealityCheckRequest = z.infer<typeof RealityCheckRequestSchema>;

/** What the reminder shows: how long this log-in has lasted and what play has won or lost since. */
export const RealityCheckSchema = z.object({
  intervalMinutes: z.number().int().nullable(),
  sessionStartedAt: z.string(),
  /** Wins less stakes since the log-in, signed ("-12.50" is a loss). */
  netResult: z.string(),
  currency: z.string(),
});
export type RealityCheck = z.infer<typeof RealityCheckSchema>;
