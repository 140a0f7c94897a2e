import { z } from 'zod';

export const DepositMethodSchema = z.object({
  id: z.string(),
  name: z.string(),
  provider: z.string(),
  /** For a crypto method: in its asset (`currency` is then ETH, USDT…); `max` is empty, a chain takes any amount. */
  min: z.string(),
  max: z.string(),
  currency: z.string(),
  /**
   * checkout: POST /cashier/deposit opens a provider's page for an amount; crypto: the player
   * sends to the address from POST /cashier/deposit/address. Absent means checkout (older clients).
   */
  kind: z.enum(['checkout', 'crypto']).optional(),
  /** Crypto: blocks deep before a deposit is credited. */
  confirmations: z.number().int().optional(),
  /** Crypto: what the casino charges on a deposit, in the asset (the network's fee is the sender's). */
  fee: z.string().optional(),
});
export type DepositMethod = z.infer<typeof DepositMethodSchema>;

/** GET /cashier/methods/accepted: the deposit methods the site takes, for everyone (the site footer lists them). */
export const AcceptedPaymentMethodsSchema = z.object({
  methods: z.array(z.object({ id: z.string(), name: z.string() })).max(50),
});
export type AcceptedPaymentMethods = z.infer<typeof AcceptedPaymentMethodsSchema>;

export const DepositRequestSchema = z.object({
  method: z.string({ error: 'required' }).min(1, { error: 'required' }).max(64),
  amount: z
    .string({ error: 'amount_invalid' })
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'amount_invalid' }),
  /** The deposit bonus the player picked on the deposit page (a campaign id), granted when the deposit is credited. */
  bonusId: z
    .string()
    .regex(/^\d{1,18}$/, { error: 'invalid_value' })
    .optional(),
  /** Or a promotional code; empty means none. */
  promoCode: z
    .string()
    .trim()
    .max(32, { error: 'too_long' })
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'promo_code_unknown' })
    .optional(),
});
export type DepositRequest = z.infer<typeof DepositRequestSchema>;

export const DepositResponseSchema = z.object({
  paymentId: z.string(),
  redirectUrl: z.string(),
  status: z.string(),
});

/**
 * A checkout the player has not paid this long after opening it is expired: the provider's page
 * no longer takes it, the history says so, and the daily deposit limit stops counting it.
 */
export const PAYMENT_CHECKOUT_EXPIRY_MINUTES = 30;

/** `expired` is never stored: it is a pending payment past its expiresAt, so a late webhook can still credit it. */
export const PAYMENT_STATUSES = [
  'pending',
  'confirmed',
  'declined',
  'credited',
  'expired',
] as const;
export const PaymentSchema = z.object({
  paymentId: z.string(),
  method: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
  /** When an unpaid checkout expires (createdAt + PAYMENT_CHECKOUT_EXPIRY_MINUTES). */
  expiresAt: z.string(),
});
