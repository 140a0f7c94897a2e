import {
  EUR_EQUIVALENT,
  formatMinor,
  isCurrency,
  type Withdrawal,
  type WithdrawalMethod,
  type WithdrawalStatus,
} from '@orca/contracts';
import type * as repo from './withdrawal.repository.ts';

/** What a withdrawal's notices say of it. */
export const noticeParams = (row: repo.WithdrawalRow) => ({
  amount: formatMinor(row.amountMinor),
  currency: row.currency,
});

export const rateOf = (currency: string) =>
  BigInt(isCurrency(currency) ? EUR_EQUIVALENT[currency] : 1);

/** A withdrawal's emailed link works while it waits for its address and the link has not expired. */
export function isLinkOpen(
  row: repo.WithdrawalRow | undefined,
): row is repo.WithdrawalRow & { detailsExpiresAt: Date } {
  return (
    row !== undefined &&
    row.status === 'awaiting_details' &&
    row.detailsExpiresAt !== null &&
    row.detailsExpiresAt > new Date()
  );
}

export function toView(row: repo.WithdrawalRow): Withdrawal {
  return {
    trans_id: row.id,
    method: row.methodId,
    amount: formatMinor(row.amountMinor),
    fee: formatMinor(row.feeMinor),
    currency: row.currency,
    status: row.status as WithdrawalStatus,
    address: row.address,
    requestedAt: row.requestedAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}

export function methodView(m: repo.WithdrawalMethodRow, currency: string): WithdrawalMethod {
  const rate = rateOf(currency);
  return {
    id: m.id,
    name: m.name,
    time: `${m.processingHours}h`,
    fee: formatMinor(m.feeEurMinor * rate),
    min: formatMinor(m.minEurMinor * rate),
    max: formatMinor(m.maxEurMinor * rate),
    currency,
    address: { minLength: m.addressMinLength, maxLength: m.addressMaxLength },
    tag: m.tagLabel
      ? { label: m.tagLabel as 'memo', maxLength: m.tagMaxLength ?? 0, isRequired: m.isTagRequired }
      : null,
  };
}
