import { z } from 'zod';

/** Spec section 3: the history lists deposits and withdrawals. */
export const TRANSACTION_TYPES = ['deposit', 'withdraw'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTIONS_PAGE_SIZE_MAX = 100;
export const TRANSACTIONS_PAGE_SIZE_DEFAULT = 20;

const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date_invalid' });

/** POST /player/transactions: every filter optional; dates are inclusive calendar days (UTC). */
export const TransactionsQuerySchema = z
  .object({
    date_from: IsoDateSchema.optional(),
    date_to: IsoDateSchema.optional(),
    type: z.enum(TRANSACTION_TYPES, { error: 'invalid_value' }).optional(),
    payment_method: z.string().trim().max(64, { error: 'too_long' }).optional(),
    limit: z
      .number({ error: 'invalid_value' })
      .int()
      .min(1)
      .max(TRANSACTIONS_PAGE_SIZE_MAX)
      .default(TRANSACTIONS_PAGE_SIZE_DEFAULT),
    offset: z.number({ error: 'invalid_value' }).int().min(0).max(100_000).default(0),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
    error: 'date_range_invalid',
    path: ['date_to'],
  });
export type TransactionsQuery = z.input<typeof TransactionsQuerySchema>;

export const TransactionSchema = z.object({
  trans_id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  /** The payment or withdrawal method's id (e.g. sandbox-card, btc). */
  payment_method: z.string(),
  /** Deposit: pending / declined / credited / expired (an unpaid checkout past its time); withdrawal: the withdrawal statuses. */
  status: z.string(),
  /** A human summary, e.g. the crypto address a withdrawal went to. */
  details: z.string().nullable(),
  amount: z.string(),
  fee: z.string(),
  currency: z.string(),
  /** Why a withdrawal was rejected; operators' other notes stay internal. */
  message: z.string().nullable(),
  date_requested: z.string(),
  processed_at: z.string().nullable(),
  /** A crypto deposit's transaction id on its chain. */
  tx_hash: z.string().optional(),
  /** A crypto deposit's confirmations so far (n of `confirmations_required`), while pending and once credited. */
  confirmations: z.number().int().optional(),
  confirmations_required: z.number().int().optional(),
});
export type Transaction = z.infer<typeof TransactionSchema>;

export const TransactionsPageSchema = z.object({
  transactions: z.array(TransactionSchema),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
  /** Every method the player has used, for the filter's choices. */
  paymentMethods: z.array(z.string()),
});
export type TransactionsPage = z.infer<typeof TransactionsPageSchema>;
