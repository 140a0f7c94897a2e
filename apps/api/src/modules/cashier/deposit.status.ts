import { PAYMENT_CHECKOUT_EXPIRY_MINUTES, PAYMENT_STATUSES } from '@orca/contracts';

export const CHECKOUT_EXPIRY_MS = PAYMENT_CHECKOUT_EXPIRY_MINUTES * 60_000;

type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * A payment's status as the player sees it at `now`. Expiry is derived, never written: the row
 * stays pending, so a provider's late confirmation still credits it under the same row lock as
 * any other webhook (the money arrived), and the status then reads credited. Nothing races.
 */
export function paymentStatusAt(
  row: { status: string; createdAt: Date; provider: string },
  now: number,
): PaymentStatus {
  // A crypto deposit waits for confirmations, not for a checkout page: it never expires.
  if (
    row.status === 'pending' &&
    row.provider !== 'crypto' &&
    now >= row.createdAt.getTime() + CHECKOUT_EXPIRY_MS
  )
    return 'expired';
  const status = PAYMENT_STATUSES.find((known) => known === row.status);
  if (!status) throw new Error(`payment status ${row.status} is not in PAYMENT_STATUSES`);
  return status;
}
