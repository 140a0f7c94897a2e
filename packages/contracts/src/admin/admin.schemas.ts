import { z } from 'zod';
import { isStrongPassword } from '../common/fields.ts';
import { OPERATOR_ROLES, PERMISSIONS } from './permissions.ts';

/** A back-office session ends after this long without a call. */
export const OPERATOR_SESSION_IDLE_MINUTES = 30;
/** The time between the password and the code: long enough to open an authenticator, short enough to be useless later. */
export const OPERATOR_LOGIN_CHALLENGE_MINUTES = 5;
/** Wrong codes one password step allows before the password must be given again. */
export const OPERATOR_LOGIN_CODE_ATTEMPTS_MAX = 5;

export const TotpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: 'invalid_value' });

export const OperatorLoginSchema = z.object({
  username: z.string().min(1).max(64),
  password: z.string().min(1).max(1024),
});

/**
 * The password step's answer: a challenge to send back with a code. At the first log-in it also
 * carries the new TOTP secret to enrol (as text, otpauth URI and QR image).
 */
export const OperatorLoginStepSchema = z.discriminatedUnion('stage', [
  z.object({ stage: z.literal('code'), challenge: z.string() }),
  z.object({
    stage: z.literal('enrol'),
    challenge: z.string(),
    secret: z.string(),
    otpauthUri: z.string(),
    qrDataUrl: z.string(),
  }),
]);
export type OperatorLoginStep = z.infer<typeof OperatorLoginStepSchema>;

/** Recovery codes handed out when enrolment is confirmed; each replaces one authenticator code, once. */
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code as shown: two groups of five from an alphabet without look-alikes (50 bits). */
export const RECOVERY_CODE_PATTERN = /^[0-9a-hjkmnp-tv-z]{5}-?[0-9a-hjkmnp-tv-z]{5}$/i;

/** The log-in's second step takes the authenticator's 6 digits or, for a lost authenticator, a recovery code. */
export const OperatorCodeSchema = z.object({
  challenge: z.string().min(1).max(128),
  code: z
    .string()
    .trim()
    .max(32, { error: 'invalid_value' })
    .refine((code) => /^\d{6}$/.test(code) || RECOVERY_CODE_PATTERN.test(code), {
      error: 'invalid_value',
    }),
});

export const OperatorProfileSchema = z.object({
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  permissions: z.array(z.enum(PERMISSIONS)),
  idleMinutes: z.number().int(),
});
export type OperatorProfile = z.infer<typeof OperatorProfileSchema>;

export const OperatorSessionSchema = z.object({
  sessionid: z.string(),
  operator: OperatorProfileSchema,
  /** Only when this log-in confirmed enrolment: the new recovery codes, shown this once and never again. */
  recoveryCodes: z.array(z.string()).optional(),
  /** Only when this log-in spent a recovery code: how many are left. */
  recoveryCodesLeft: z.number().int().optional(),
});
export type OperatorSession = z.infer<typeof OperatorSessionSchema>;

export const AuditSearchSchema = z.object({
  actor: z.string().max(64).optional(),
  action: z.string().max(64).optional(),
  target_kind: z.string().max(64).optional(),
  target_id: z.string().max(128).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  before_id: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditSearch = z.infer<typeof AuditSearchSchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  actorKind: z.string(),
  actorId: z.string(),
  /** The operator's username where the actor is an operator. */
  actorName: z.string().nullable(),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  at: z.string(),
});
export type AuditEntryView = z.infer<typeof AuditEntrySchema>;

/** Staff passwords are longer than players': a back-office account moves other people's money. */
export const OPERATOR_PASSWORD_MIN = 12;

export const OperatorCreateSchema = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{3,64}$/, { error: 'invalid_value' }),
  password: z
    .string()
    .min(OPERATOR_PASSWORD_MIN, { error: 'password_strength' })
    .max(1024)
    .refine(isStrongPassword, { error: 'password_strength' }),
  role: z.enum(OPERATOR_ROLES, { error: 'invalid_value' }),
});
export type OperatorCreate = z.infer<typeof OperatorCreateSchema>;

/** An operator as the admin's list shows them; never a secret or a hash. */
export const OperatorSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  hasTotp: z.boolean(),
  /** Recovery codes not yet spent. */
  recoveryCodesLeft: z.number().int(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OperatorSummary = z.infer<typeof OperatorSummarySchema>;

/** An operator named in a path: their numeric id. */
export const OperatorParamsSchema = z.object({
  id: z.string().regex(/^\d{1,18}$/, { error: 'invalid_value' }),
});

export const OperatorRoleChangeSchema = z.object({
  role: z.enum(OPERATOR_ROLES, { error: 'invalid_value' }),
});

/** The signed-in operator's own second factor: recovery codes left. */
export const OperatorSecuritySchema = z.object({
  hasTotp: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type OperatorSecurity = z.infer<typeof OperatorSecuritySchema>;

/** New recovery codes need a current authenticator code, so a session left open cannot mint them. */
export const RecoveryCodesRegenerateSchema = z.object({ code: TotpCodeSchema });

export const RecoveryCodesSchema = z.object({ codes: z.array(z.string()) });
