import { z } from 'zod';

/** Cumulative withdrawals above this many EUR (equivalent) need a verified (KYC) account. */
export const KYC_WITHDRAWAL_THRESHOLD_EUR = 2_000;
/** The emailed link to enter currency and address stays valid this long after approval. */
export const WITHDRAWAL_LINK_TTL_HOURS = 24;

export const WITHDRAWAL_STATUSES = [
  'pending_approval',
  'awaiting_details',
  'processing',
  'paid',
  'rejected',
  'cancelled',
  /** The payout could not be made (refused on the chain, or by the signer): the money was returned. */
  'failed',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
/** Statuses in which the money is still reserved and the player may cancel. */
export const CANCELLABLE_WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = [
  'pending_approval',
  'awaiting_details',
];

export const WithdrawalMethodSchema = z.object({
  id: z.string(),
  name: z.string(),
  time: z.string(),
  fee: z.string(),
  min: z.string(),
  max: z.string(),
  currency: z.string(),
  address: z.object({ minLength: z.number(), maxLength: z.number() }),
  tag: z
    .object({
      label: z.enum(['destination_tag', 'memo']),
      maxLength: z.number(),
      isRequired: z.boolean(),
    })
    .nullable(),
});
export type WithdrawalMethod = z.infer<typeof WithdrawalMethodSchema>;

export const WithdrawalRequestSchema = z.object({
  method: z.string({ error: 'required' }).min(1, { error: 'required' }).max(32),
  amount: z
    .string({ error: 'amount_invalid' })
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'amount_invalid' }),
  /** The player confirmed that withdrawing forfeits the active bonus (decision 015); without it such a request is bonus_forfeit_required. */
  forfeitBonus: z.boolean().optional(),
});
export type WithdrawalRequest = z.infer<typeof WithdrawalRequestSchema>;

export const WithdrawalDetailsRequestSchema = z.object({
  token: z.string({ error: 'token_required' }).min(1, { error: 'token_required' }).max(200),
  address: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(128, { error: 'too_long' }),
  tag: z.string().trim().max(64, { error: 'too_long' }).optional(),
});
export type WithdrawalDetailsRequest = z.infer<typeof WithdrawalDetailsRequestSchema>;

export const WithdrawalSchema = z.object({
  trans_id: z.string(),
  method: z.string(),
  amount: z.string(),
  fee: z.string(),
  currency: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  address: z.string().nullable(),
  requestedAt: z.string(),
  processedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

export const CancelWithdrawalsRequestSchema = z.object({
  trans_ids: z.array(z.string().max(64)).min(1, { error: 'required' }).max(50),
});

/** Withdrawals above this many EUR (equivalent) need two different operators' approvals (WITHDRAWAL_FOUR_EYES_EUR). */
export const WITHDRAWAL_FOUR_EYES_EUR_DEFAULT = 1_000;

/** A withdrawal as the back office's queue shows it: whose it is and where its approvals stand. */
export const QueuedWithdrawalSchema = WithdrawalSchema.extend({
  playerId: z.string(),
  playerUsername: z.string(),
  /** Above the four-eyes amount: two different operators must approve. */
  needsTwoApprovals: z.boolean(),
  /** The first of two approvals, while the second is awaited (and kept after). */
  firstApprovedBy: z.string().nullable(),
  firstApprovedAt: z.string().nullable(),
});
export type QueuedWithdrawal = z.infer<typeof QueuedWithdrawalSchema>;

/** A withdrawal method as the back office edits it: fee and limits in EUR, address and tag rules. */
export const AdminWithdrawalMethodSchema = z.object({
  id: z.string(),
  name: z.string(),
  processingHours: z.number().int(),
  feeEur: z.string(),
  minEur: z.string(),
  maxEur: z.string(),
  addressMinLength: z.number().int(),
  addressMaxLength: z.number().int(),
  /** Null for a method whose addresses take no tag; the rule below applies only where it has one. */
  tagLabel: z.enum(['destination_tag', 'memo']).nullable(),
  tagMaxLength: z.number().int().nullable(),
  isTagRequired: z.boolean(),
});
export type AdminWithdrawalMethod = z.infer<typeof AdminWithdrawalMethodSchema>;

const eur = z
  .string({ error: 'amount_invalid' })
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, { error: 'amount_invalid' });
const length = z
  .number({ error: 'invalid_value' })
  .int({ error: 'invalid_value' })
  .min(1, { error: 'invalid_value' })
  .max(200, { error: 'invalid_value' });

/** What an operator may change of a method: its time, fee, limits, address lengths and tag rule. */
export const UpdateWithdrawalMethodSchema = z
  .object({
    processingHours: z
      .number({ error: 'invalid_value' })
      .int({ error: 'invalid_value' })
      .min(1, { error: 'invalid_value' })
      .max(168, { error: 'invalid_value' }),
    feeEur: eur,
    minEur: eur.refine((value) => Number(value) > 0, { error: 'amount_invalid' }),
    maxEur: eur,
    addressMinLength: length,
    addressMaxLength: length,
    tagMaxLength: z
      .number({ error: 'invalid_value' })
      .int({ error: 'invalid_value' })
      .min(1, { error: 'invalid_value' })
      .max(64, { error: 'invalid_value' })
      .nullable(),
    isTagRequired: z.boolean({ error: 'invalid_value' }),
  })
  .refine((m) => Number(m.minEur) <= Number(m.maxEur), {
    path: ['maxEur'],
    error: 'min_above_max',
  })
  .refine((m) => m.addressMinLength <= m.addressMaxLength, {
    path: ['addressMaxLength'],
    error: 'min_above_max',
  })
  .refine((m) => Number(m.feeEur) < Number(m.minEur), {
    path: ['feeEur'],
    error: 'fee_above_minimum',
  });
export type UpdateWithdrawalMethod = z.infer<typeof UpdateWithdrawalMethodSchema>;
